"""Ambigu (hoyle.games.poker.ambigu) against catalog 001_part3.md §A15: the combinations of
oracles AM-01..AM-05, a deal worked by hand from the rule text (named as such: the catalog
prints none), the declarations' special cases, and the PHH notation of its shuffles
(``d sh stock``, ``d sh discards``: hoyle's extension of PHH's dealing lines).

Seats are numbered in the order of play, to the right; the dealer is the last seat, so seat
0 (the eldest) gets the first card. Deals are stacked one card at a time.
"""

from __future__ import annotations

import pytest

from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.formats.phh import PHHError, dumps, from_state, loads, to_state
from hoyle.formats.phh import parse_phh_cards as P
from hoyle.games.poker.ambigu import AMBIGU_PACK, combination


def better(a: str, b: str) -> bool:
    return combination(P(a)).order > combination(P(b)).order


def test_pack():
    assert len(AMBIGU_PACK) == 40 and not {11, 12, 13} & {c.rank for c in AMBIGU_PACK}


def test_am01_two_in_sequence_break_a_tie_of_points():
    # AM-01: 8 and 7 of a suit beat 10 and 5 of a suit (both 15) ("8 и 7 бьют 10 и 5")
    assert combination(P("8s7s2c4d")).key == (2, 15, 1) and combination(P("Ts5s2c4d")).key == (2, 15, 0)
    assert better("8s7s2c4d", "Ts5s2c4d")


def test_am02_three_cards_beat_two_of_more_pips():
    # AM-02: a 3-card point beats a 2-card point with more pips (2-3-4 = 9 beats 10-9 = 19)
    assert better("2s3s4s", "Th9h")
    assert better("2s3s5s9h", "Th9h2c3d")              # in four cards (2-3-5: no sequence)
    assert combination(P("2s3s5s9h")).pays == combination(P("Th9h2c3d")).pays == 1


def test_am03_grand_prime():
    # AM-03: 10-9-8-7 of four different suits = 34 -> grand prime, 3 chips
    c = combination(P("Tc9d8h7s"))
    assert (c.name, c.key, c.pays) == ("grand prime", (34,), 3)
    assert combination(P("Ac2d3h5s")).pays == 2                  # a prime of 11 pips
    assert better("2c3d4h5s", "Tc9c8d7h")                        # a prime beats any point


def test_am04_doubles():
    # AM-04: tricon + prime = 6 chips and beats a flush ("шесть фишек за трикон и прайм");
    # a 4-card sequence flush pays 8
    tp = combination(P("7c7d7h2s"))
    assert (tp.name, tp.pays) == ("tricon and prime", 6) and better("7c7d7h2s", "2c4c6c9c")
    assert combination(P("2c4c6c9c")).pays == 5
    sf = combination(P("4h5h6h7h"))
    assert (sf.name, sf.pays) == ("sequence flush", 8) and better("4h5h6h7h", "7c7d7h2s")
    assert combination(P("7c7d7h2c")).name == "tricon"          # the fourth of a triplet's suit
    assert combination(P("2s3s4s9h")).name == "sequence"         # three in sequence + an odd card
    assert combination(P("2s3s4s9s")).name == "flush"            # our reading (the ⚠ of §A15)


def test_am05_fredon():
    # AM-05: a fredon of 10s or 9s pays 11; below eights 10 ("если он меньше восьмерок")
    assert [combination(P(f"{r}c{r}d{r}h{r}s")).pays for r in "T97A"] == [11, 11, 10, 10]
    assert combination(P("8c8d8h8s")).pays == 11                 # 32 pips: a grand prime (our reading)
    assert better("AcAdAhAs", "4h5h6h7h")


def stacked(order: str, n=3, second: str = "", **ctx):
    """A deal with the pack stacked: ``order`` first (the two rounds of the deal and the first
    draw's cards), then ``second`` on top of the rest when it is shuffled again."""
    first = P(order)

    class _S(StackedShuffler):
        def _order(self, cards):
            if self._n == len(self.orders):
                top = P(second)
                self.orders.append(top + [c for c in cards if c not in top])
            return super()._order(cards)

    sh = _S([first + [c for c in AMBIGU_PACK if c not in first]])
    return get_game("ambigu").new_deal(n, shuffler=sh, context={"dealer": n - 1, **ctx})


def test_a_deal_worked_by_hand_from_the_rule_text():
    # worked by hand from §A15 (no oracle): three players, A (eldest), B, C the dealer. Each
    # blinds 1. A holds 9c 8c and is content; B holds 2d 5h and throws the 5h, drawing 4d; C
    # holds Th 3s and throws both, drawing 7s 6s. Each antes 2: the pool is 3 + 6 = 9. The rest
    # is shuffled (our stack: 7c 3d 6c Ts Tc 2c 6h 5d on top): A gets 7c Ts (9c 8c 7c Ts: a
    # sequence), B 3d Tc (2d 4d 3d Tc: a point of three), C 6c 2c (7s 6s 6c 2c: a point of
    # two). C passes; A bets 2, B calls (pool 13). Second draw: A throws Ts for 6h (9c 8c 7c
    # 6h: still a sequence), B throws Tc for 5d (2d 3d 4d 5d: a sequence flush, 8 chips). Both
    # play; A bets 3, B calls: pool 19 to B, who is paid 8 by A and by C.
    st = stacked("9c2dTh8c5h3s4d7s6s", second="7c3d6cTsTc2c6h5d")
    assert st.paid == [1, 1, 1] and st.to_act == 0
    st.apply("stand")
    st.apply("discard 5h")
    assert [str(c) for c in st.hand[1]] == ["2D", "4D"]
    st.apply("discard Th 3s")
    assert st.pot == 9
    assert [sorted(map(str, h)) for h in st.hand] == [sorted(["9C", "8C", "7C", "TS"]),
                                                    sorted(["2D", "4D", "3D", "TC"]),
                                                    sorted(["7S", "6S", "6C", "2C"])]
    for a in ("play", "play", "pass"):           # C passes: he is out
        st.apply(a)
    st.apply("bet 2")                            # A bets, B calls: the pool is 13
    st.apply("call")
    assert st.phase == "second draw" and st.pot == 13
    st.apply("discard TS")                       # A throws his odd card
    st.apply("discard TC")
    st.apply("play")
    st.apply("play")
    st.apply("bet 3")
    st.apply("call")
    assert st.is_over and st.winners == [1] and st.pot == 19
    assert st.combos[1].name == "sequence flush" and st.combos[0].name == "sequence"
    assert st.payments == [-8, 16, -8]
    assert st.outcome() == [-8 - 8, 19 - 8 + 16, -3 - 8]


def test_one_player_plays_and_the_last_to_refuse_pays_him():
    # §A15: if nobody stays with him he takes the pool and "the last player who refused pays
    # him 2 chips" (our reading: the last to speak of those who passed)
    st = stacked("9c2dTh8c5h3s")
    for a in ("stand", "stand", "stand", "pass", "play", "pass"):
        st.apply(a)
    assert st.is_over and st.winners == [1] and st.payments == [0, 2, -2]
    assert st.outcome() == [-3, 6 + 2, -3 - 2]


def test_all_pass_the_dealer_chooses():
    st = stacked("9c2dTh8c5h3s")
    for a in ("stand", "stand", "stand", "pass", "pass", "pass"):
        st.apply(a)
    assert st.to_act == 2 and {str(a) for a in st.legal_actions()} == {"redeal", "keep"}
    red = st.clone()
    red.apply("redeal")                      # void: each adds 1, the pool stays
    assert red.is_over and red.carried_out == 12 and red.outcome() == [-4, -4, -4]
    st.apply("keep")                          # the dealer puts up 2, everyone keeps his cards
    assert st.paid == [3, 3, 5] and st.phase == "first betting" and st.to_act == 0


def test_refusals():
    st = stacked("9c2dTh8c5h3s")
    with pytest.raises(IllegalAction, match="one to 2"):
        st.apply("discard 9c 8c 5h")
    with pytest.raises(IllegalAction, match="your own hand"):
        st.apply("discard 2d")
    with pytest.raises(IllegalAction, match="stand"):
        st.apply("play")
    assert st.to_act == 0 and st.paid == [1, 1, 1]


def _run_out_the_pack():
    """Six players, each throwing two at the first draw and the first two of them four at
    the second: the pack runs out and the discards are gathered."""
    st = get_game("ambigu").new_deal(6, shuffler=SeededShuffler(5), context={"dealer": 5})
    for s in range(6):
        st.apply(f"discard {st.hand[s][0]} {st.hand[s][1]}")
    for s in range(6):
        st.apply("play")
    for s in range(6):
        st.apply("check")
    for s in range(2):
        st.apply("discard " + " ".join(map(str, st.hand[s])))
    return st


def test_the_pack_runs_out_and_the_discards_are_shuffled():
    st = _run_out_the_pack()
    assert [w for _, w in st.shuffles] == ["stock", "discards"]
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    text = dumps(from_state(st))
    assert "d sh stock" in text and "d sh discards" in text
    back = to_state(loads(text))
    assert back.outcome() == st.outcome() and [str(a) for _, a in back.history] == [
        str(a) for _, a in st.history]


def test_phh_reader_needs_the_shuffle_lines():
    st = _run_out_the_pack()
    f = from_state(st)
    assert f["variant"] == "hoyle/ambigu" and f["antes"] == [1] * 6
    k = f["actions"].index("d sh discards")
    cut = dict(f, actions=f["actions"][:k] + f["actions"][k + 1:])
    with pytest.raises(PHHError):
        to_state(cut)
    bad = dict(f, actions=[a if a != "d sh stock" else "d sh everything" for a in f["actions"]])
    with pytest.raises(PHHError, match="'d sh stock' or 'd sh discards'"):
        to_state(bad)
    assert to_state(f).to_act == st.to_act
