from dataclasses import dataclass

import pytest

from hoyle.cards import parse_cards
from hoyle.core import (Action, ActionParseError, IllegalAction, LawBook, RecordError, Rules,
                        RuleOptionError, SeededShuffler, StackedShuffler, UnknownGame, get_game,
                        option, parse_action, replay)


def test_action_notation_both_ways():
    for text in ["raise 10", "discard QS 7C", "play QS", "bid 2 hearts", "stand", "punto 5"]:
        assert str(parse_action(text)) == text
    a = parse_action("Discard qs 10c")
    assert a == Action("discard", tuple(parse_cards("QS TC")))
    assert parse_action("raise 10").amount == 10


@pytest.mark.parametrize("bad", ["", "   ", "raise $10", "12 raise"])
def test_bad_action_text(bad):
    with pytest.raises(ActionParseError):
        parse_action(bad)


@dataclass(frozen=True)
class _R(Rules):
    limit: int = option(10, "the most one bet may be", "test", minimum=1)
    code: str = option("foster", "which code", "test", choices=("foster", "british"))
    jack_pots: bool = option(False, "play jack-pots", "test")


def test_rules_from_dict_coerces_and_validates():
    r = _R.from_dict({"limit": "5", "jack-pots": "yes", "code": "british"})
    assert (r.limit, r.jack_pots, r.code) == (5, True, "british")
    assert _R.from_dict(r.to_dict()) == r
    with pytest.raises(RuleOptionError, match="no option 'limt'"):
        _R.from_dict({"limt": 3})
    with pytest.raises(RuleOptionError, match="at least 1"):
        _R.from_dict({"limit": 0})
    with pytest.raises(RuleOptionError, match="one of"):
        _R.from_dict({"code": "german"})
    with pytest.raises(RuleOptionError, match="type int"):
        _R.from_dict({"limit": "ten"})
    names = [o["name"] for o in _R.options()]
    assert names == ["limit", "code", "jack_pots"]


def test_seeded_shuffles_reproduce_and_stack():
    deck = parse_cards("AS KS QS JS TS 9S")
    a, b = SeededShuffler(7), SeededShuffler(7)
    assert a.shuffle(deck) == b.shuffle(deck)
    st = StackedShuffler([a.log[0]])
    assert st.shuffle(deck) == a.log[0]
    with pytest.raises(RecordError):
        st.shuffle(deck)
    with pytest.raises(RecordError):
        StackedShuffler([["AS"]]).shuffle(deck)


def test_lawbook_cites():
    book = LawBook.of("Laws of Test", "seed 999", [(26, "last-card", "never deal the last card", "")])
    assert book.cite(26) == "seed 999, law 26 (last-card)"
    assert book["last-card"].number == "26"
    with pytest.raises(KeyError):
        book[99]


def test_unknown_game_suggests():
    with pytest.raises(UnknownGame, match="no game named"):
        get_game("no-such-game-at-all")


@pytest.mark.parametrize("rec", [{}, {"format": "hoyle-record", "version": 9},
                                 {"format": "hoyle-record", "version": 1, "game": "x"}])
def test_broken_records_are_refused(rec):
    with pytest.raises(RecordError):
        replay(rec)


def test_illegal_action_names_law():
    e = IllegalAction("you may not bet out of turn", "seed 002, law 21")
    assert str(e) == "you may not bet out of turn (seed 002, law 21)"


# ----- GameState.record writes the referee's rulings (one place for every refereed game) -----
def _roundtrip(state):
    import json
    rec = json.loads(json.dumps(state.record()))
    again = replay(rec)
    assert again.outcome() == state.outcome()
    assert again.record() == rec                   # the replayed deal records the same rulings
    return rec


def test_record_without_rulings_has_no_rulings_key():
    poker = get_game("draw-poker-foster").new_deal(4, shuffler=SeededShuffler(1))
    assert not hasattr(poker, "rulings") and "rulings" not in poker.record()
    whist = get_game("whist-english").new_deal(shuffler=SeededShuffler(1))
    assert whist.rulings == [] and "rulings" not in whist.record()


def test_auction_bridge_law_50_ruling_is_recorded_and_replayed():
    # American Laws of Auction Bridge 1913, law 50 (001 part 1 §2.15): an insufficient bid made good
    s = get_game("auction-bridge").new_deal(shuffler=SeededShuffler(1))
    s.apply("bid 1 spades")
    s.apply("bid 3 royals")
    s.referee("insufficient-bid", seat=1, bid="2 hearts")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    rec = _roundtrip(s)
    assert [(r["call"], r["step"], r["seat_index"], r["details"]) for r in rec["rulings"]] == [
        ("insufficient-bid", 2, 1, {"bid": "2 hearts"})]
    assert "law 50" in rec["rulings"][0]["law"]


def test_scotch_whist_revoke_claim_is_recorded_and_replayed():
    # Foster 1914, 001 part 2 §10 (law 10.4): a claimed revoke loses the game at once
    s = get_game("scotch-whist").new_deal(4, rules={"referee_mode": True}, shuffler=SeededShuffler(0))
    while True:
        tp = s.tp
        wrong = [c for c in tp.hands[tp.turn] if tp.trick and c & 3 != tp.led_suit]
        if wrong and tp.can_follow(tp.turn):
            break
        s.apply(s.legal_actions()[0])
    offender = tp.turn
    s.apply(f"play {wrong[0]}")
    s.referee("revoke", (offender + 1) % 4)
    assert s.is_over
    rec = _roundtrip(s)
    assert [(r["call"], r["seat_index"], r["losing_side"]) for r in rec["rulings"]] == [
        ("revoke", (offender + 1) % 4, offender % 2)]


@pytest.mark.parametrize("change, needle", [
    ({"outcome": None}, "outcome is a list of numbers"),
    ({"outcome": "abc"}, "outcome is a list of numbers"),
    ({"outcome": [True, 0, 0, 0]}, "outcome is a list of numbers"),
    ({"players": "4"}, "players is a number of seats"),
    ({"game": None}, "game is a registry slug"),
    ({"game": 7}, "game is a registry slug"),
])
def test_inconsistent_records_are_refused_with_a_reason(change, needle):
    """A hand-edited record (null outcome, players as text) is a RecordError, never a
    TypeError. (The context's dealer is each game's own: a compass position in the two- and
    three-hand whists, so it is not checked here.)"""
    import random
    st = get_game("whist-english").new_deal(shuffler=SeededShuffler(3))
    rng = random.Random(3)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    rec = st.record()
    assert replay(rec).outcome() == st.outcome()
    with pytest.raises(RecordError, match=needle):
        replay({**rec, **change})
