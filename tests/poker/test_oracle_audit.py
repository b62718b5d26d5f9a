"""The poker family's oracles, audited (issue 11: every oracle of family 1 is a test citing its id).

The catalog files name the family's oracles (INDEX.md, family 1):

* ``000_002_003.md``: ``O-000-01``..``19`` (British draw poker, §1), ``O-000-30``..``33``
  (commerce, §3; ``O-000-20``..``29`` are vingt-et-un, family 2), ``O-002-01``..``24`` (§4-§10);
  the ``O-003`` ids are whist;
* ``001_part2.md`` §19-§20: ``O56``..``O71`` and ``O78`` (``O25`` in the same file is solo whist);
* ``001_part3.md`` §A1-§A16: ``PK-01``..``41``, ``WP-01``, ``BR-01``..``05``, ``CM-01``..``02``,
  ``BO-01``..``05``, ``AM-01``..``05``;
* ``004.md`` §1.8 (brag), §1.14 (the forehead game), §1.18 (poker): ``O39``..``O44``, ``O67``,
  ``O76``..``O84``.

:func:`test_every_poker_oracle_is_cited_or_named_not_modelled` reads those files and fails for
an id that no test under tests/ names (in a comment, a docstring or a test name: ``O-000-11``,
``O_000_11``, ``O000_11``, ``pk_08``, case aside) and that :data:`NOT_MODELLED` does not list.
A range ("O-000-10..15", "O39-O44") names neither end; the bare ids that both 001 part 2 and
004 use (``O67``, ``O78``) count only in a test file that also names the catalog (``004``; or
``part 2``/``§20``).

The tests below check the ids that had no test of their own, each against the printed figure.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from hoyle.analysis.errata_poker import poker_errata
from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.games.poker import DrawPokerBot

from _draw_poker_helpers import deal

CATALOG = Path(__file__).resolve().parents[3] / "shared" / "catalog"
TESTS = Path(__file__).resolve().parents[1]

#: oracles of the family that no test can check, each with the reason: laws between the players
#: that the engine does not take as actions, advice in words without a number, arithmetic the
#: book leaves underivable.
NOT_MODELLED: dict[str, str] = {
    "O-000-17": "British law 46, the order of testimony in a dispute (the players on the dealer's "
                "left and right, then the first able one): the engine records every action, so "
                "there is no dispute over what was done to settle by testimony",
    "O-000-19": "British law 2, cutting for the first deal: the engine starts a match from a "
                "named dealer (context 'dealer'); the cut at the table is not an action",
    "O-002-04": "advice in words (tens against openers: 'four to one against'; with five players "
                "you must win one pool in five): no rule or bot threshold rests on it; the exact "
                "odds of a pair drawing three are PK-04's row of the errata table",
    "O-002-10": "the fixed fines of laws 7, 10 and 38 (5 chips) and the 4-card cut (law 8) are "
                "laws between players, not actions of the engine (as PK-40); fattening (law 40) "
                "is the engine's rule option and tested with the jack-pot carry",
    "O-002-11": "law 16's six-and-four repair (the dealer draws a card from the six-card hand "
                "into the four): the engine deals five to each, so no hand is ever six or four "
                "(as PK-36)",
    "O-002-14": "law 27's informer pays the pot: giving information is talk at the table, not an "
                "action the engine takes (as PK-38)",
    "O-002-15": "a narrative of good play (C lays down three aces against a raise after a one-card "
                "draw): judgement, no rule or number; the bot does not claim to read bluffs",
    "O-002-16": "a narrative of a bluff ('the author never saw it called'): no rule or number",
    "PK-28": "Proctor's system: 45 hands, 9 blinds (45 / 5) and 'at least 75 chips', which the "
             "catalog flags as underivable without the blind and ante sizes the book omits",
    "PK-36": "law 16's six-and-four repair: the engine never deals a six- or four-card hand",
    "PK-38": "law 27's informer pays the pot: talk at the table, not an engine action",
    "PK-40": "the five-chip fines (laws 7, 10, 38): laws between players, not engine actions",
}

_ID_RE = {
    "000_002_003.md": re.compile(r"\bO-00[02]-\d\d\b"),
    "001_part3.md": re.compile(r"\b[A-Z]{2}-\d\d\b"),
}


def _section(text: str, start: str, end: str) -> str:
    """The lines from a heading matching ``start`` up to the next heading matching ``end``."""
    out, on = [], False
    for line in text.splitlines():
        if re.match(start, line):
            on = True
        elif on and re.match(end, line):
            on = False
        if on:
            out.append(line)
    return "\n".join(out)


def poker_oracle_ids() -> dict[str, str]:
    """``{id: catalog}`` for every poker-family oracle; the bare ``On`` ids of 001 part 2 and
    004 are keyed ``"001_part2 O56"`` and ``"004 O79"``."""
    ids: dict[str, str] = {}
    for m in _ID_RE["000_002_003.md"].findall((CATALOG / "000_002_003.md").read_text()):
        if m.startswith("O-000") and 20 <= int(m[-2:]) <= 29:
            continue                                          # vingt-et-un: family 2
        ids[m] = "000_002_003"
    part2 = _section((CATALOG / "001_part2.md").read_text(), r"^## (19|20)\. ", r"^## \d+\. ")
    for m in re.findall(r"\bO\d+\b", part2):
        ids[f"001_part2 {m}"] = "001_part2"
    part3 = _section((CATALOG / "001_part3.md").read_text(), r"^## A\d", r"^## [B-Z]\d")
    for m in _ID_RE["001_part3.md"].findall(part3):
        ids[m] = "001_part3"
    text = (CATALOG / "004.md").read_text()
    for start, end in ((r"^### 1\.8 ", r"^### 1\.9 "), (r"^### 1\.14 ", r"^### 1\.15 "),
                       (r"^### 1\.18 ", r"^### 1\.19 ")):
        for m in re.findall(r"\bO\d+\b", _section(text, start, end)):
            ids[f"004 {m}"] = "004"
    return ids


def _cites(text: str, oracle: str) -> bool:
    """Whether ``text`` names ``oracle`` on its own (not as a range's end)."""
    pattern = "[-_]?".join(re.escape(part) for part in oracle.split("-"))
    return re.search(r"(?<![A-Za-z0-9.-])" + pattern + r"(?![0-9-]|\.\.)", text, re.I) is not None


def uncited(ids: dict[str, str]) -> list[str]:
    """The ids of ``ids`` that no test file (this one's own list aside) cites."""
    me = Path(__file__).resolve()
    texts = [p.read_text() for p in TESTS.rglob("*.py") if p.resolve() != me]
    texts.append(Path(__file__).read_text().split(_OWN_TESTS, 1)[1])      # this file's tests, not its lists
    bare = [key.split()[-1] for key in ids if " " in key]
    missing = []
    for key, catalog in ids.items():
        oracle = key.split()[-1]
        shared = " " in key and bare.count(oracle) > 1
        if not any(_cites(t, oracle) and (not shared or _names_catalog(t, catalog)) for t in texts):
            missing.append(key)
    return missing


def _names_catalog(text: str, catalog: str) -> bool:
    return "004" in text if catalog == "004" else ("part 2" in text or "§20" in text)


def test_the_catalog_is_read_whole():
    ids = poker_oracle_ids()
    assert len(ids) == 140
    assert {"O-000-01", "O-000-19", "O-000-30", "O-000-33", "O-002-24", "PK-41", "AM-05",
            "001_part2 O56", "001_part2 O78", "004 O39", "004 O84"} <= set(ids)
    assert not {"O-000-20", "O-000-29", "O-003-01", "001_part2 O25", "EU-01"} & set(ids)


def test_every_poker_oracle_is_cited_or_named_not_modelled():
    ids = poker_oracle_ids()
    missing = [i for i in uncited(ids) if i not in NOT_MODELLED]
    assert not missing, f"poker oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(ids), "NOT_MODELLED names ids the catalog lacks"


def test_the_audit_would_see_a_missing_id():
    assert _cites("def test_O_000_11_x():", "O-000-11")
    assert _cites("# O000_02 british order", "O-000-02")
    assert _cites("def test_pk_08():", "PK-08")
    assert not _cites("O-000-10..15", "O-000-10") and not _cites("O-000-10..15", "O-000-15")
    assert not _cites("O39-O44", "O39") and not _cites("O39-O44", "O44")
    assert not _cites("O-000-111", "O-000-11") and not _cites("O781", "O78")


_OWN_TESTS = "# " + "-" * 66 + " the errata table's rows"


# ------------------------------------------------------------------ the errata table's rows
#: (id, event, the printed odds against, the exact odds against over the 47 unseen cards)
ERRATA_ROWS = [
    ("O-002-01 / PK-08", "any improvement", Fraction(4), Fraction(801, 280)),
    ("O-002-01 / PK-09", "triplets", Fraction(12), Fraction(997, 84)),
    ("O-002-01 / PK-09", "two pairs", Fraction(8), Fraction(895, 186)),
    ("O-002-01 / PK-11", "any improvement", Fraction(8), Fraction(969, 112)),
    ("O-002-01 / PK-11", "full hand", Fraction(29, 2), Fraction(1015, 66)),
    ("O-002-01 / PK-11", "fours", Fraction(23), Fraction(45, 2)),
    ("O-002-01 / PK-16", "flush", Fraction(23), Fraction(1036, 45)),
    ("O-002-01 / PK-22", "straight", Fraction(24), Fraction(1033, 48)),
    ("O-002-01 / PK-23", "straight or flush", Fraction(12), Fraction(991, 90)),
    ("O-002-03 / PK-27", "flush", Fraction(4), Fraction(38, 9)),
    ("O-002-12 / PK-24", "triplets before the draw", Fraction(44), Fraction(4077, 88)),
    ("O-002-18 / PK-29", "winning the pot", Fraction(3, 4), Fraction(45371, 56781)),
]


@pytest.fixture(scope="module")
def errata():
    return poker_errata()


@pytest.mark.parametrize("oracle, event, printed, exact", ERRATA_ROWS,
                         ids=[f"{r[0]}: {r[1]}" for r in ERRATA_ROWS])
def test_errata_row_prints_the_book_and_the_exact_value(errata, oracle, event, printed, exact):
    """The printed figure of each row as the catalog quotes it, beside the exact value
    enumerated by hoyle.analysis.errata_poker (PK-27: the four-flush's "about four to one", so
    pay at most a fifth of the pool, O-002-03; PK-29: two pairs win three pots in four with
    five players, exact over all deals)."""
    row = next(f for f in errata if f.id == oracle and f.event == event)
    assert row.book == printed and row.exact == exact


# ------------------------------------------------------------------ O-000-11, O-000-12 (British)
def test_O_000_11_the_opening_stake_is_at_least_twice_the_ante():
    st = deal("draw-poker-british", 3, {0: None})        # seat 0 antes 1; seat 1 speaks first
    st.apply("decline")                                  # no straddle
    assert st.staked == [1, 0, 0] and "bet 1" not in st.legal_strings() and "bet 2" in st.legal_strings()
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 1")
    assert "law 25" in e.value.law and st.staked == [1, 0, 0]
    st.apply("bet 2")
    assert st.staked == [1, 2, 0]


def test_O_000_12_british_straddles_two_then_one_ante_more_to_half_the_limit():
    """Ante 1, limit 10: the first straddle doubles the ante (2), each later one adds an ante
    (3, 4, 5), and all of them stop at half the limit (5), British laws 21-22."""
    g = get_game("draw-poker-british")
    st = g.new_deal(7, g.make_rules({"limit": 10}), SeededShuffler(1), {"dealer": 6})
    amounts = []
    while "straddle" in st.legal_strings():
        seat = st.to_act
        st.apply("straddle")
        amounts.append(st.staked[seat])
    assert st.staked[0] == 1 and amounts == [2, 3, 4, 5]


# ------------------------------------------------------------------ 001 part 2 §20.12 (O69)
def test_O69_only_two_in_the_age_puts_up_three_and_the_comer_withdraws_his_two():
    """Five players, A (seat 0) the age with the blind of 1; B and C pass, D comes in for 2, E
    (the dealer) passes: A puts up 3 more (1 to make his blind 2, 2 for D's ante in the coming
    jack), D takes back his 2. Had D raised to 5, A must put up 4 more or let D win the blind."""
    g = get_game("draw-poker-foster")
    rules = {"only_two_in": True, "jackpots": "natural"}
    m = g.new_match(5, rules, seed=3)
    st = m.next_deal()
    assert st.dealer == 4 and st.staked == [1, 0, 0, 0, 0]
    for a in ("decline", "fold", "fold", "call", "fold"):
        st.apply(a)
    assert st.staked == [1, 0, 0, 2, 0] and "jack" in st.legal_strings()
    st.apply("jack")
    assert st.staked[0] == 1 + 3 and st.outcome() == [-4, 0, 0, 0, 0]
    raised = g.new_match(5, rules, seed=3).next_deal()
    for a in ("decline", "fold", "fold", "raise 3", "fold"):
        raised.apply(a)
    assert raised.staked == [1, 0, 0, 5, 0] and "jack" not in raised.legal_strings()
    raised.apply("call")
    assert raised.staked[0] == 1 + 4


# ------------------------------------------------------------------ the bot's going-in advice
def _bot_choice(n: int, seat: int, hand: str, before: tuple[str, ...]) -> str:
    st = deal("draw-poker-foster", n, {seat: hand})
    for a in before:
        st.apply(a)
    assert st.to_act == seat
    bot = DrawPokerBot(seat, seed=1, game=get_game("draw-poker-foster"))
    return str(bot.choose(st.view(seat), st.legal_actions()))


def test_O_002_05_tens_are_the_average_going_in_hand_at_a_full_table():
    # seven players, seat 2 speaks after the first bettor drops: six hands still in
    assert _bot_choice(7, 2, "TS TD 7C 4H 2S", ("decline", "fold")) == "call"
    assert _bot_choice(7, 2, "9S 9D 7C 4H 2S", ("decline", "fold")) == "fold"


def test_O_002_06_eights_are_hardly_worth_a_draw_at_a_full_table():
    """The 'bet the limit on eights heads-up' half is not the bot's play (it raises only on
    kings or better); the full-table half is: eights are thrown away with six hands in."""
    assert _bot_choice(7, 2, "8S 8D 7C 4H 2S", ("decline", "fold")) == "fold"


def test_O_002_17_first_bettor_needs_queens_and_the_age_raises_on_kings():
    assert _bot_choice(7, 1, "QS QD 7C 4H 2S", ("decline",)) == "call"
    assert _bot_choice(7, 1, "JS JD 7C 4H 2S", ("decline",)) == "fold"
    # the age with kings: four others in, nobody raised -> raise; six others in -> only call
    assert _bot_choice(5, 0, "KS KD 7C 4H 2S", ("decline",) + ("call",) * 4).startswith("raise")
    assert _bot_choice(7, 0, "KS KD 7C 4H 2S", ("decline",) + ("call",) * 6) == "call"
