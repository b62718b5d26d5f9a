"""Draw poker on the betting mechanic: its intervals are BettingRound objects, its pots are
settle()'s, its refusals cite each code's law by meaning, and British law 60 (the all-in
player's claim, catalog O-000-16) is settled as the book words it."""

from __future__ import annotations

import pytest

from hoyle.core import IllegalAction
from hoyle.games.poker.laws import BRITISH_LAWS, FOSTER_LAWS
from hoyle.mechanics.betting import BettingRound, settle

from _draw_poker_helpers import deal


def test_each_interval_is_the_mechanics_round():
    st = deal("draw-poker-foster", 3, {0: "AS AD 7C 5H 2S", 1: "KS KD 8C 6H 3S", 2: None})
    st.apply("decline")
    assert isinstance(st.round, BettingRound) and st.round.high == 2      # law 18: twice the blind
    c = st.clone()
    c.apply("call")
    assert st.round.committed == [1, 0, 0] and c.round.committed == [1, 2, 0]   # clone independent
    for _ in range(3):
        st.apply("call")
    assert st.round is None and st.phase == 2                             # the draw: no betting


def test_british_raise_above_the_limit_no_longer_cites_law_19():
    """Law 19 of the British code is the ante's limit, not the raise's: the British code has no
    law on the size of a raise (the limit is agreed, O-000-10), so the catalog's place is cited;
    Foster's law 19 is the raise up to the limit."""
    b = deal("draw-poker-british", 3, {0: None, 1: None, 2: None})
    b.apply("decline")
    b.apply("bet 2")
    with pytest.raises(IllegalAction) as e:
        b.apply("raise 13")                                  # limit 12
    assert "limit of 12" in e.value.reason
    assert e.value.law != BRITISH_LAWS.cite(19) and "O-000-10" in e.value.law
    f = deal("draw-poker-foster", 3, {0: None, 1: None, 2: None})
    f.apply("decline")
    with pytest.raises(IllegalAction) as e:
        f.apply("raise 51")
    assert e.value.law == FOSTER_LAWS.cite(19)


def _all_in_deal(stacks, hands):
    return deal("draw-poker-british", 4, hands, dealer=3, context={"stacks": stacks})


def test_o_000_16_all_in_takes_ante_and_as_much_as_his_stake_from_each():
    """O-000-16 (British law 60): the ante (1) is in the pool; X is all in with a stake of 5; Y
    and Z are in. X's best hand takes the ante and 5 from each of Y and Z: 11, and his own 5
    back (the catalog's FLAG: we take 16); the better of Y and Z takes the rest."""
    X, Y, Z, W = 1, 2, 3, 0                                 # W is the ante (the age)
    st = _all_in_deal([100, 5, 100, 100], {X: "AS AD AC 7H 2S", Y: "KS KD 8C 6H 3S",
                                            Z: "QS QD 9C 4H 2C", W: None})
    st.apply("decline")                                     # no straddle
    st.apply("check")                                       # X, first speaker, stands
    st.apply("bet 8")                                       # Y opens
    st.apply("call")                                        # Z
    st.apply("fold")                                        # W: his ante stays in the pool
    st.apply("call")                                        # X cannot meet 8: all in for 5
    assert st.allin[X] and st.staked == [1, 5, 8, 8]
    for _ in range(3):
        st.apply("stand")
    st.apply("bet 10")                                      # Y and Z bet on (law 61)
    st.apply("call")
    assert st.is_over and st.won[X] == 1 + 5 + 5 + 5 == 16
    assert st.won[Y] == 42 - 16 and st.won[Z] == 0         # the next best hand takes the rest
    assert sum(st.outcome()) + st.house_take() == 0


def test_law_60_passed_straddles_go_to_the_all_in_player_in_full():
    """Law 60 gives the all-in player "the ante and straddles" besides as much as his own stake
    from each player in: a straddle of 3 thrown up by its maker goes to the all-in player with a
    stake of 2 in full (8 in all), where pots by stake level alone would give him 7. Foster's
    code has no such law: there the level rule (001 part 3 §A1) stands. Worked by hand from the
    rule text."""
    X = 3
    st = _all_in_deal([100, 100, 100, 2], {X: "AS AD AC 7H 2S", 1: "KS KD 8C 6H 3S",
                                            0: None, 2: None})
    st.apply("straddle")                                    # seat 1: 2 (double the ante)
    st.apply("straddle")                                    # seat 2: 3 (adds an ante, law 21)
    assert st.to_act == X                                   # the dealer, left of the last straddler
    st.apply("check")
    st.apply("fold")                                        # the ante (1)
    st.apply("bet 6")                                       # seat 1
    st.apply("fold")                                        # seat 2 throws up his straddle of 3
    st.apply("call")                                        # X: all in for 2
    st.apply("stand")
    st.apply("stand")
    assert st.is_over and st.staked == [1, 6, 3, 2]
    assert st.won == [0, 4, 0, 8]                           # 1 + 3 + 2 from seat 1 + his own 2
    assert settle(st.staked, st.folded, {1: 1, 3: 2}) == [0, 5, 0, 7]   # the level rule


def test_law_43_splitting_openers_is_its_own_action():
    """Foster law 43: the jack-pot's opener may split his openers, his discards always kept
    apart under the chips. A discard that breaks up his openers is said 'split', and only his."""
    st = deal("jack-pots-foster", 3, {0: "AS AD 7C 5H 2S", 1: "KS KD 8C 6H 3S", 2: None}, dealer=2)
    st.apply("bet 1")                                       # seat 0 opens on aces
    st.apply("call")
    st.apply("call")
    assert st.phase == 2 and st.to_act == 0
    legal = st.legal_strings()
    assert "discard 7C 5H 2S" in legal and "split AD 7C 5H 2S" in legal
    assert "discard AD 7C 5H 2S" not in legal and "split 7C 5H 2S" not in legal
    before = st.record()
    with pytest.raises(IllegalAction) as e:
        st.apply("discard AD 7C 5H 2S")
    assert "split" in e.value.reason and e.value.law == FOSTER_LAWS.cite(43)
    with pytest.raises(IllegalAction) as e:
        st.apply("split 7C 5H 2S")                          # keeps the aces: not a split
    assert e.value.law == FOSTER_LAWS.cite(43)
    assert st.record() == before
    st.apply("split AD 7C 5H 2S")
    assert "seat 0 splits his openers and draws 4" in " ".join(st.log)
    assert set(map(str, st.opener_discards)) == {"AD", "7C", "5H", "2S"}
    assert not any(a.verb == "split" for a in st.legal_actions())   # seat 1 is no opener
    with pytest.raises(IllegalAction):
        st.apply("split KS")
