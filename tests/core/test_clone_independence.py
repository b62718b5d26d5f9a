"""A clone is independent of the state it was taken from (issue 18: the clones of the trick
games share what never changes and copy the rest): playing on in a clone, or changing its
hands, penalties, log or history in place, leaves the original exactly as it was -- at the
start, in the auction, mid-trick, between tricks and at the end of a deal."""

from __future__ import annotations

import random

import pytest

from hoyle.core import SeededShuffler, get_game

GAMES = ("whist-english", "auction-bridge", "hearts", "euchre")


def _snapshot(st) -> tuple:
    """Everything a reader of the state can see, as plain values."""
    tp = getattr(st, "tp", None)
    play = None
    if tp is not None:
        play = (tuple(tuple(h) for h in tp.hands), tuple(tp.trick), tuple(tp.won), tuple(tp.quitted),
                tuple(tuple(e) for e in tp.exposed), tuple(tp.called), tuple(tp.suit_called),
                tuple(tp.must_win), tp.leader, tp.turn, tuple(r.to_dict().items() for r in tp.revokes))
    return (tuple(st.history), tuple(map(str, st.log)), st.to_act,
            tuple(st.legal_actions()) if not st.is_over else (),
            repr(st.view(None)), tuple(repr(st.view(s)) for s in range(st.num_players)),
            tuple(getattr(st, "claims", ())), tuple(getattr(st, "rulings", ())), play,
            repr(st.outcome()) if st.is_over else None)


def _positions(slug: str, seed: int) -> list:
    """The deal's states at its start, at every tenth action and at its end (clones taken
    as play goes on, the deal itself played to the end)."""
    g = get_game(slug)
    st = g.new_deal(g.players, None, SeededShuffler(seed))
    rng = random.Random(seed)
    out = [st.clone()]
    k = 0
    while not st.is_over:
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
        k += 1
        if k % 10 == 0 or k in (1, 2, 3, 5):
            out.append(st.clone())
    out.append(st)
    return out


def _meddle(twin) -> None:
    """Change the clone in place wherever a shared list would show it."""
    twin.history.append(twin.history[-1] if twin.history else (0, None))
    twin.log.append("meddled")
    for name in ("claims", "rulings"):
        lst = getattr(twin, name, None)
        if isinstance(lst, list):
            lst.append(("meddled",))
    tp = getattr(twin, "tp", None)
    if tp is not None:
        for h in tp.hands:
            if h:
                h.pop()
        for s in range(len(tp.exposed)):
            with pytest.raises(AttributeError):     # a seat's exposed cards: a tuple, shared
                tp.exposed[s].append(51)            # type: ignore[attr-defined]
            tp.expose(s, 51)
        tp.called[0] = 51
        tp.suit_called[0] = 3
        tp.must_win[0] = True
        tp.won[0] += 5
        tp.trick.append(50)
        tp.quitted.append((0, (1, 2, 3, 4), 0))
    for name in ("_hands", "hands"):
        hs = getattr(twin, name, None)
        if isinstance(hs, list):
            for h in hs:
                if isinstance(h, list) and h:
                    h.pop()
    auction = getattr(twin, "auction", None)
    if auction is not None and isinstance(getattr(auction, "calls", None), list):
        auction.calls.append((0, None))     # (a finished auction is frozen: shared, read-only)
        auction.named[(9, "meddled")] = 0
    elif auction is not None and hasattr(auction, "calls"):
        with pytest.raises(AttributeError):     # a frozen auction cannot be changed in place
            auction.calls.append((0, None))


@pytest.mark.parametrize("slug", GAMES)
def test_playing_on_in_a_clone_leaves_the_original(slug):
    for pos in _positions(slug, seed=7):
        before = _snapshot(pos)
        twin = pos.clone()
        assert _snapshot(twin) == before
        rng = random.Random(3)
        while not twin.is_over:
            legal = twin.legal_actions()
            twin.apply(legal[rng.randrange(len(legal))])
        assert _snapshot(pos) == before


@pytest.mark.parametrize("slug", GAMES)
def test_changing_a_clone_in_place_leaves_the_original(slug):
    for pos in _positions(slug, seed=11):
        before = _snapshot(pos)
        _meddle(pos.clone())
        assert _snapshot(pos) == before


@pytest.mark.parametrize("slug", GAMES)
def test_a_clone_plays_on_as_the_original_does(slug):
    """A clone taken mid-deal and the original, given the same actions, end equal."""
    for pos in _positions(slug, seed=5)[:-1]:
        twin = pos.clone()
        rng = random.Random(9)
        while not pos.is_over:
            legal = pos.legal_actions()
            i = rng.randrange(len(legal))
            pos.apply(legal[i])
            twin.apply(twin.legal_actions()[i])
        assert _snapshot(twin) == _snapshot(pos)


def test_a_trick_play_clone_sets_every_slot():
    """The trick play's clones write each slot out by name: a slot added later and left out
    of ``clone`` would be missing from the copy."""
    from hoyle.mechanics.tricks import OrderedTrickPlay, TrickPlay, bower_order

    hands = [[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]]
    for tp in (TrickPlay(hands, 2, 1), OrderedTrickPlay(hands, bower_order(2), 1, out=(3,))):
        tp.play(tp.legal()[0])
        twin = tp.clone()
        assert type(twin) is type(tp)
        slots = [n for k in type(tp).__mro__ for n in getattr(k, "__slots__", ())]
        for name in slots:
            assert getattr(twin, name) == getattr(tp, name), name
