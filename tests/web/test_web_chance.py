"""The web table resolves explicit chance (the dice games' throw) itself: drawn with the deal's
shuffler, stored as an action of seat -1, replayed on a rebuild; a deal stored before the chance
was explicit (the throw in the deal's draws) still rebuilds to the same throw. In process, SQLite."""

from __future__ import annotations

import asyncio

from hoyle.core import CHANCE, Action, SeededShuffler, get_game, replay
from hoyle.store import Store
from hoyle.web.tables import TableManager


async def _settle(mgr, t, rounds=1000):
    for _ in range(rounds):          # the bots act in a task of their own (no delay here)
        if t.state is not None and t.state.is_over and t.finished:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the deal did not finish: {t.state!r}")


def _manager(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'hoyle.db'}")
    return store, TableManager(store, lambda: SeededShuffler(5), bot_delay=0, bot_seed=1, idle_unload=None)


def test_a_dice_table_throws_stores_and_rebuilds_the_chance(tmp_path):
    async def main():
        store, mgr = _manager(tmp_path)
        await mgr.startup()
        t = await mgr.create_table({"game": "chuck-luck", "players": 3, "seats": ["bot", "bot", "bot"]})
        await _settle(mgr, t)
        rec = store.deal_record(t.id, 1)
        seats = [s for s, _ in rec["actions"]]
        assert seats == [1, 2, CHANCE] and rec["actions"][-1][1].startswith("roll ")
        assert replay(rec).outcome() == rec["outcome"] == t.state.outcome()
        # the throw is the one the seeded shuffler draws, die by die
        sh = SeededShuffler(5)
        assert rec["actions"][-1][1] == "roll " + " ".join(str(sh.randint(6) + 1) for _ in range(3))
        deal = store.current_deal(t.id)
        assert [a["seat"] for a in deal.actions] == [1, 2, CHANCE]
        await mgr.shutdown()
        _, mgr2 = _manager(tmp_path)                # a restart: the table is rebuilt from the store
        await mgr2.startup()
        again = await mgr2.get(t.id)
        assert again.state.is_over and again.state.history == t.state.history
        assert again.state.outcome() == rec["outcome"]
        await mgr2.shutdown()
    asyncio.run(main())


def test_a_deal_stored_before_explicit_chance_rebuilds_its_throw(tmp_path):
    """The old web stored the dice as the deal's draws at its start and no chance action."""
    async def main():
        store, mgr = _manager(tmp_path)
        await mgr.startup()
        game = get_game("under-and-over-seven")
        rules = game.make_rules({})
        tid = store.create_table(game.slug, 3, rules.to_dict(), [{"kind": "human"}] * 3, {"dealer": 2}, "old")
        did = store.start_deal(tid, 1, {"dealer": 2}, [], [2, 3])          # the throw 3 4: a seven
        store.add_action(did, 1, 1, "bet seven 5")
        store.add_action(did, 2, 2, "bet under 1")
        t = await mgr.get(tid)         # rebuilt: the stakes replay, the chance turn is drawn from the draws
        assert t.state.is_over and t.finished
        assert t.state.history[-1] == (CHANCE, Action("roll", (3, 4)))
        assert t.state.outcome() == [-14, 15, -1]
        deal = store.current_deal(tid)     # the throw is stored now as the chance action
        assert [(a["seat"], a["action"]) for a in deal.actions][-1] == (CHANCE, "roll 3 4")
        assert replay(store.deal_record(tid, 1)).outcome() == [-14, 15, -1]
        await mgr.shutdown()
    asyncio.run(main())
