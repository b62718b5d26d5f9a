"""The rubicon piquet score card (issue 16 item 5): the partie of six deals kept by the engine's
own ``RubiconMatch`` and settled by the book's rule (Foster 1914, 001 part 5 §2.5, our piquet law
26): the lower total from the higher and 100; a loser below 100 is rubiconed and the winner takes
both totals and 100; a tie plays two deals more, a second tie voids the partie. Checked against
the book's printed settlements (001_part5.md §2.5 TEST ORACLES: 293, 272, 138) and against bot
deals entered as announced."""

from __future__ import annotations

import pytest

from test_piquet_scorecard import _items, _play     # the bot deals of the piquet card's tests

from hoyle.mechanics.scorecard import EntryRefused, score_card


def test_bot_parties_settle_the_same_on_the_card_as_in_the_engine():
    card = score_card("rubicon-piquet")
    m = None
    for i, (m, s, _) in enumerate(_play("rubicon-piquet", 23, 96)):
        card.enter({"items": _items(s)} if i % 2 else {"totals": s.points()})
        for key in ("score", "dealer", "rubbers", "deals_in_partie"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert m is not None and card.settled() == m.settled() and len(card.settled().rubbers) >= 15


def _partie(a: int, b: int) -> list[str]:
    """Six deals that end at totals ``a`` and ``b``."""
    return [f"N {a // 6 + (a % 6 if k == 5 else 0)} S {b // 6 + (b % 6 if k == 5 else 0)}" for k in range(6)]


@pytest.mark.parametrize("a,b,value,rubicon", [(113, 80, 293, True), (88, 84, 272, True), (180, 142, 138, False)])
def test_oracles_the_books_printed_parties(a, b, value, rubicon):
    """§2.5 oracles: A 113, B 80: 113 + 80 + 100 = 293 (B rubiconed); A 88, B 84: both below
    100, the higher wins both and 100: 272; A 180, B 142: (180 - 142) + 100 = 138."""
    card = score_card("rubicon-piquet")
    lines = card.enter_all(_partie(a, b))
    r = card.settled().rubbers
    assert len(r) == 1 and r[0]["winner"] == 0 and r[0]["value"] == value and r[0]["rubicon"] is rubicon
    assert card.settled().per_seat == [value, -value]
    assert lines[-1].endswith(f"worth {value} points") and "(deal 6 of 6)" in lines[-1]
    assert f"partie: N wins {a}-{b}" + (" (rubicon)" if rubicon else "") + f", worth {value}" in card.sheet()


def test_law_26_a_tie_plays_two_deals_more_and_the_seventh_deal_begins_the_next_partie():
    """A partie is six deals: the card cannot run one past them. A seventh deal after a decided
    partie is the first of the next; after a tie it is the first of the two more (law 26), and a
    second tie voids the partie."""
    card = score_card("rubicon-piquet")
    card.enter_all(_partie(180, 142))
    assert "(deal 1 of 6)" in card.enter("N 20 S 10")
    assert card.match.context["deals_in_partie"] == 1 and len(card.settled().rubbers) == 1
    tie = score_card("rubicon-piquet")
    tie.enter_all(_partie(120, 120))
    assert not tie.settled().rubbers
    assert "deal 7 of the partie" in tie.enter("N 10 S 10")
    tie.enter("N 5 S 5")                                        # still equal after eight: void
    r = tie.settled().rubbers
    assert len(r) == 1 and r[0]["winner"] == "nobody" and tie.settled().per_seat == [0, 0]


def test_a_void_deal_is_not_a_deal_of_the_partie():
    card = score_card("rubicon-piquet")
    card.enter("N 10 S 5")
    assert "not a deal of the partie" in card.enter("void")
    assert card.match.context["deals_in_partie"] == 1


@pytest.mark.parametrize("line,why", [("N 10 S 5 out N", "counts no game out"),
                                      ("N tricks 20 S tricks 10", "25 at most"),
                                      ("N point 5 sequence 15 set 14", "a repique, 60")])
def test_impossible_entries_are_refused_and_the_card_is_unchanged(line, why):
    card = score_card("rubicon-piquet")
    card.enter("N 10 S 12")
    before = (card.sheet(), repr(card.match.context))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), repr(card.match.context)) == before


def test_the_partie_line_puts_the_winners_score_first_when_s_wins():
    card = score_card("rubicon-piquet")
    card.enter_all(_partie(80, 113))
    assert card.settled().rubbers[0]["winner"] == 1
    assert "partie: S wins 113-80 (rubicon), worth 293" in card.sheet()
