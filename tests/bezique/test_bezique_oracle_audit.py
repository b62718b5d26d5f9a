"""The bezique family's oracles, audited (issue 13: every oracle of family 8 is a test citing its
id), as tests/poker/test_oracle_audit.py audits the poker family's.

Family 8 (INDEX.md: bezique, pinochle, sixty-six, gaigel, jass): catalog 001_part4.md §4, whose
oracles are unnumbered and named by section and place (``§4.7 #2``, read by :mod:`_catalog_oracles`),
and 001_part6.md §12.10, jass, the numbered group ``O-60``.
:func:`test_every_bezique_oracle_is_cited_or_named_not_modelled` fails for an id that no test
under tests/ names and that :data:`NOT_MODELLED` does not list; a range names neither end. The
test below checks the one id that had no test of its own, against the book's figures.
"""

from __future__ import annotations

from pathlib import Path

from hoyle.core import get_game
from hoyle.core.chance import StackedShuffler

from _catalog_oracles import cites, part4_oracles, part6_oracle, uncited

#: oracles of the family that no test can check, each with the reason (none: every one is tested)
NOT_MODELLED: dict[str, str] = {}


def bezique_oracle_ids() -> dict[str, str]:
    return {**part4_oracles({4}), **part6_oracle("12.10")}


def test_the_catalog_is_read_whole():
    ids = bezique_oracle_ids()
    assert len(ids) == 15
    assert {"§4.7 #1", "§4.7 #7", "§4.9 #1", "§4.10 #1", "§4.14 #1", "§4.14 #5", "O-60"} <= set(ids)
    assert not {"§4.7 #8", "§4.14 #6", "§4.1 #1", "O-61"} & set(ids)


def test_every_bezique_oracle_is_cited_or_named_not_modelled():
    ids = bezique_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"bezique oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


def test_the_audit_would_see_a_missing_id():
    assert cites("def test_x():\n    '''§4.14 #5: ...'''", "§4.14 #5")
    assert not cites("§4.14 #51", "§4.14 #5") and not cites("§4.14 #5", "§4.14 #1")
    assert not cites("§4.7 #2..6", "§4.7 #2") and not cites("§4.7 #2..6", "§4.7 #6")
    assert not cites("§4.7 #2-#6", "§4.7 #6") and not cites("§4.17 #5", "§4.1 #5")
    assert cites("oracle O-60 (the point table)", "O-60") and not cites("O-601", "O-60")


_OWN_TESTS = "# " + "-" * 66 + " sixty-six, closing oracle (d)"


# ------------------------------------------------------------------ sixty-six, closing oracle (d)
def test_4_14_5_the_pone_closes_before_the_first_lead_and_schwarzes_the_opponent():
    """§4.14 #5, closing oracle (d): the pone with two plain aces and the royal marriage may close
    before the first lead, hoping the aces bring at least 4 more from the opponent's cards
    (who must follow once it is closed); 11 + 11 + 2 + 2 = 26 and the marriage 40 make 66, and
    the opponent, without a trick, is schwarz: 3 game points."""
    pone, dealer = "AS AD KH QH 9C TC".split(), "JS JD 9S 9D KC QC".split()
    order = pone[:3] + dealer[:3] + pone[3:] + dealer[3:] + ["JH"] + "TS QS KS 9H TH AH TD QD KD JC AC".split()
    g = get_game("sixty-six")
    st = g.new_deal(2, None, StackedShuffler([order]))
    assert st.to_act == 0 and st.points(0) == 0
    st.apply("close")
    st.apply("play AS")
    assert {str(a) for a in st.legal_actions() if a.verb == "play"} == {"play JS", "play 9S"}   # must follow
    st.apply("play JS")
    st.apply("play AD")
    st.apply("play JD")
    assert st.points(0) == 26
    st.apply("show KH")
    assert st.is_over and st.claim == {"seat": "N", "points": 66, "right": True}
    assert st.scored() == [3, 0]
