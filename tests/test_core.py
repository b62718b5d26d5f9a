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
