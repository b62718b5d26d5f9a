"""The hearts family (Foster 1914, catalog 001_part4.md §2-3): ``hearts``, ``sweepstake-hearts``,
``howells-settling``, ``three-hand-hearts``, ``two-hand-hearts``, ``joker-hearts``, ``auction-hearts``, ``domino-hearts``, ``progressive-hearts``, ``spot-hearts``,
``black-lady``, ``heartsette``,
``slobberhannes``, ``polignac`` and ``enfle``: the four printed deals replayed (§2.14), the settlement
oracles (§2.3, §2.7), the strategy table (§2.13), the laws as referee calls (§2.15) and the bot."""

from __future__ import annotations

from math import comb

import pytest

from hoyle.cards import Card, parse_card
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.games.hearts import (DISCARD_TABLE, HeartsBot, HeartsMatch, howell, pack_for, spot, sweepstake,
                                three_hand)
from hoyle.games.hearts.bots import lead_risk, table_figure
from hoyle.mechanics.tricks import cards_taken

SUITS = {"S": "S", "H": "H", "D": "D", "C": "C"}


def hand(text: str) -> list[int]:
    """``"S:A 10 3 2 H:A 7 6 D:6 5 4 C:J 9 6"`` -> cards."""
    out = []
    for part in text.split():
        if ":" in part:
            suit, first = part.split(":")
            if first and first != "-":
                out.append(parse_card(first + suit))
            continue
        out.append(parse_card(part + suit))
    return out


def stacked(slug: str, hands: list[str], dealer: int = 3, context=None, **rules):
    """A deal of ``slug`` with the given hands (seat order), dealt one at a time from the dealer's left."""
    g = get_game(slug)
    hs = [hand(h) for h in hands]
    n = len(hs)
    order = []
    for i in range(len(hs[0])):
        for k in range(1, n + 1):
            order.append(hs[(dealer + k) % n][i])
    ctx = {"dealer": dealer, **(context or {})}
    return g.state_cls(n, g.rules_cls(**{**g.defaults, **rules}), StackedShuffler([order]), ctx)


def play_tricks(st, tricks: str) -> None:
    """Play ``"A: 10S QS 8S KS / ..."``: the leader's letter (A Y B Z = seats 0-3) and the four cards in
    seat order A Y B Z, played from the leader round to the left."""
    seats = "AYBZ"
    for t in tricks.split("/"):
        lead, cards = t.split(":")
        cs = cards.split()
        ld = seats.index(lead.strip())
        for k in range(4):
            st.apply(f"play {cs[(ld + k) % 4]}")


# catalog 001_part4.md §2.14: the hands of the four illustrative deals (seats A Y B Z)
DEAL1 = ["S:A 10 3 2 H:A 7 6 D:6 5 4 C:J 9 6", "S:Q 6 5 H:Q J 8 2 D:A K 3 C:A 7 5",
         "S:8 4 H:K 10 9 4 3 D:J 10 2 C:4 3 2", "S:K J 9 7 H:5 D:Q 9 8 7 C:K Q 10 8"]
TRICKS1 = ("A: 10S QS 8S KS / Z: JC AC 4C KC / Y: 6D AD JD QD / Y: 5D KD 10D 9D / Y: 4D 3D 2D 8D / "
           "Z: 9C 7C 3C QC / Z: 6C 5C 2C 10C / Z: 3S 6S 4S JS / Z: 2S 5S KH 9S / Z: AH QH 10H 5H / "
           "A: 7H JH 9H 7S / Y: 6H 8H 4H 8C / Y: AS 2H 3H 7D")
DEAL2 = ["S:Q 2 H:A 10 9 7 6 D:Q 10 C:A 5 4 3", "S:J 10 7 6 H:K 4 2 D:J 8 7 5 C:K 2",
         "S:A K H:J 3 D:K 9 6 3 2 C:10 9 8 6", "S:9 8 5 4 3 H:Q 8 5 D:A 4 C:Q J 7"]
TRICKS2 = ("A: AC KC 10C QC / A: 5C 2C 9C JC / Z: 10D JD 9D AD / Z: QD 8D KD 4D / B: 2S JS AS 9S / "
           "B: QS 10S KS 8S / B: AH 7D 3D QH / Y: 10H 4H 3H 5H / A: 4C KH 6C 7C / Z: 9H 7S JH 5S / "
           "Y: 7H 2H 8C 8H / Z: 6H 6S 6D 4S / Y: 3C 5D 2D 3S")
DEAL3 = ["S:J 5 4 H:A 9 5 D:A 10 7 4 2 C:4 2", "S:8 7 6 H:J 10 3 2 D:J 6 C:9 8 7 3",
         "S:K Q 3 H:K Q 8 7 6 D:9 8 3 C:J 5", "S:A 10 9 2 H:4 D:K Q 5 C:A K Q 10 6"]
TRICKS3 = ("A: 10D JD 9D KD / Z: 7D 6D 8D QD / Z: 4C 9C JC AC / Z: 2C 8C 5C KC / Z: JS 8S KS AS / "
           "Z: 5S 7S QS 10S / B: 4S 6S 3S 2S / Y: 5H 3H 8H 4H / B: AH JH 7H 5D / A: 9H 2H KH QC / "
           "B: AD 10H 6H 9S / Y: 4D 3C QH 10C / Z: 2D 7C 3D 6C")
DEAL4 = ["S:A K Q J H:Q 9 7 5 2 D:Q J 6 2 C:-", "S:7 3 H:A K 8 D:K 4 C:J 6 5 4 3 2",
         "S:6 5 4 H:6 4 3 D:8 7 5 3 C:A K 10", "S:10 9 8 2 H:J 10 D:A 10 9 C:Q 9 8 7"]
TRICKS4 = ("A: 5H 8H 6H JH / Z: QD 4D 8D AD / Z: JD KD 7D 10D / Y: AS 7S 6S 10S / A: 7H AH 4H 10H / "
           "Y: KS 3S 5S 9S / A: QH KH 3H 9C / Y: 9H JC 10C QC / Z: QS 6C 4S 8S / A: JS 5C AC 2S / "
           "A: 6D 4C 5D 9D / Z: 2D 3C KC 8C / B: 2H 2C 3D 7C")


def played(hands, tricks, slug="hearts", partial=False, **kw):
    st = stacked(slug, hands, **kw)
    play_tricks(st, tricks)
    assert partial or st.to_act is None
    return st


def test_deal_1_everyone_takes_hearts_a_jack():
    """§2.14 #1, deal 1, sweepstake: "A 4 Y 6 B 2 Z 1 - Making it a Jack"."""
    st = played(DEAL1, TRICKS1)
    assert st.taken() == [4, 6, 2, 1]
    assert st.outcome() == [-4, -6, -2, -1]
    assert st.pool_left() == 13 and st.jack_made() and st.house_take() == 13
    assert st.revokers == [] and not st.tp.revokes                 # "replay verified, no revoke"


def test_deal_2_b_clean_wins_the_pool_and_a_running_jack():
    """§2.14 #2, deal 2: "A 4 Y 5 B 0 Z 4 - B wins the Pool"; with deal 1's jack of 13 running, B
    takes 26 (law 29: a single clean player wins a jack)."""
    st = played(DEAL2, TRICKS2)
    assert st.taken() == [4, 5, 0, 4]
    assert st.outcome() == [-4, -5, 13, -4] and st.house_take() == 0
    st = played(DEAL2, TRICKS2, context={"jack": 13, "jack_running": True})
    assert st.outcome() == [-4, -5, 26, -4] and st.house_take() == -13


def test_deal_3_howell():
    """§2.14 #3, deal 3, Howell's settling: "A 3 Y 2 B 7 Z 1 - Z wins 9; Y 5; A 1; B loses 15"."""
    st = played(DEAL3, TRICKS3, slug="howells-settling")
    assert st.taken() == [3, 2, 7, 1]
    assert st.outcome() == [1, 5, -15, 9] and st.house_take() == 0


def test_deal_4_a_clean_wins_the_pool():
    """§2.14 #4, deal 4 (auction hearts in the book, A having bought the call and kept hearts; the bid
    is not modelled here, the play is hearts): "A 0 Y 7 B 1 Z 5 - A wins the pool"."""
    st = played(DEAL4, TRICKS4)
    assert st.taken() == [0, 7, 1, 5]
    assert st.outcome() == [13, -7, -1, -5]


def test_howell_oracles():
    """§2.3 #1: A 3, B 5, C 5, D 0 stake 9, 15, 15, 0 (pool 39) and draw 10, 8, 8, 13: net +1 -7 -7 +13;
    §2.3 #2: over 60 deals a player with 58 hearts is +548, one with 500 is -1220 (60·13 - 4h)."""
    stakes = [3 * h for h in (3, 5, 5, 0)]
    assert stakes == [9, 15, 15, 0] and sum(stakes) == 39
    assert [13 - h for h in (3, 5, 5, 0)] == [10, 8, 8, 13]
    assert howell([3, 5, 5, 0]) == [1, -7, -7, 13]
    assert sum(13 - 4 * h for h in [1] * 58 + [0] * 2) == 548
    assert 60 * 13 - 4 * 500 == -1220


def test_spot_oracles():
    """§2.7 #1: A 8, B 24, C 18, D 54: B pays A 16, C 10, D 46; §2.7 #2: A 8, B 8, C 32, D 56: C pays 24, D 48,
    A and B divide (36 each); a deal counts 104."""
    assert spot([8, 24, 18, 54]) == ([72, -16, -10, -46], 0)
    assert spot([8, 8, 32, 56]) == ([36, 36, -24, -48], 0)
    g = get_game("spot-hearts")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(1))
    assert st.total == 104


def test_sweepstake_law_29_and_revokes_law_23_24():
    assert sweepstake([0, 0, 6, 7]) == ([6, 6, -6, -7], 1, "divided")          # odd counter stays
    assert sweepstake([0, 0, 6, 7], jack_in=13, jack_running=True)[2] == "jack"
    assert sweepstake([13, 0, 0, 0]) == ([-13, 0, 0, 0], 13, "jack")           # no shooting the moon
    # law 23: the revoker pays all; winning the pool he leaves it as a jack; dividing, pays 6, leaves 7
    assert sweepstake([2, 0, 5, 6], revokers=[0]) == ([-13, 13, 0, 0], 0, "won")
    assert sweepstake([0, 4, 5, 4], revokers=[0]) == ([-13, 0, 0, 0], 13, "jack")
    assert sweepstake([0, 0, 5, 8], revokers=[0]) == ([-13, 6, 0, 0], 7, "jack")
    # law 24: two revokers each pay the whole loss: the clean player wins twenty-six
    assert sweepstake([2, 3, 0, 8], revokers=[0, 1]) == ([-13, -13, 26, 0], 0, "won")


def test_three_hand_settlement():
    """§2.5: the most hearts pays each other the difference; two tied for most both pay the lowest."""
    assert three_hand([2, 4, 7]) == [5, 3, -8]
    assert three_hand([6, 6, 1]) == [-5, -5, 10]


def test_strategy_table_first_round_figure_is_exact():
    """§2.13 #4: the leader holding four of a suit, a heart is discarded on the first round 44 times in
    1,000 (some one of three hands of thirteen void among the other 39 cards); the bot's table is the
    book's."""
    p1 = comb(30, 13) / comb(39, 13)
    p2 = comb(30, 13) * comb(17, 13) / (comb(39, 13) * comb(26, 13))
    assert round(1000 * (3 * p1 - 3 * p2)) == 44
    assert DISCARD_TABLE[1] == {4: 44, 5: 63, 6: 122, 7: 200, 8: 315}
    assert DISCARD_TABLE[2] == {4: 358, 5: 430, 6: 659, 7: 857, 8: 1000}
    assert DISCARD_TABLE[3] == {4: 842, 5: 1000, 6: 1000, 7: 1000, 8: 1000}
    assert table_figure(1, 2) == 44 and table_figure(4, 5) == 1000


def test_bot_holds_up_and_leads_by_the_book():
    """§2.13 #6: with A 10 9 7 4 2 of a safe suit, following to a low lead, play the 10 not the ace; a
    sure winner of a six-card suit is not led on round one (122 in 1,000) when a low card of a suit
    others hold is."""
    view = {"hand": ["AD", "TD", "9D", "7D", "4D", "2D", "2C", "3C", "KS", "QS", "5H", "6H", "7H"],
            "penalty": "hearts", "trick": [["N", "JD"]], "played": [], "players": 4}
    legal = [get_game("hearts").state_cls(4).parse_action(f"play {c}") for c in ["AD", "TD", "9D", "7D", "4D", "2D"]]
    assert str(Card(HeartsBot(1).choose(view, legal).args[0])) == "TD"
    unseen = set(range(52)) - {parse_card(c) for c in view["hand"]}
    h = [parse_card(c) for c in view["hand"]]
    assert lead_risk(parse_card("AD"), h, unseen, 0, lambda c: c) == 0.122
    assert lead_risk(parse_card("2C"), h, unseen, 0, lambda c: c) < 0.122


def test_bot_discards_hearts_unless_guarded():
    """§2.13 #7: prefer discarding K Q J of a plain suit over K Q J 2 of hearts; unguarded hearts go
    first."""
    st = get_game("hearts").state_cls(4)
    view = {"hand": ["KH", "QH", "JH", "2H", "KC", "QC", "JC"], "penalty": "hearts",
            "trick": [["N", "5D"]], "played": [], "players": 4}
    legal = [st.parse_action(f"play {c}") for c in view["hand"]]
    assert str(Card(HeartsBot(1).choose(view, legal).args[0])) == "KC"
    view["hand"] = ["KH", "QH", "JH", "9H", "KC"]
    legal = [st.parse_action(f"play {c}") for c in view["hand"]]
    assert str(Card(HeartsBot(1).choose(view, legal).args[0])) == "KH"


def test_packs_by_players_law_3():
    assert len(pack_for(3)) == 51 and len(pack_for(4)) == 52 and len(pack_for(5)) == 50 and len(pack_for(6)) == 48
    assert len(pack_for(4, short=True)) == 32 and len(pack_for(5, short=True)) == 30
    assert len(pack_for(4, widow=True)) == 51
    with pytest.raises(SetupError):
        get_game("hearts").state_cls(7)


def test_follow_suit_refused_with_law_27_state_unchanged():
    st = played(DEAL1, "A: 10S QS 8S KS", partial=True)
    st.apply("play KC")                        # Z leads a club; A holds J 9 6 of clubs
    before = st.clone()
    with pytest.raises(IllegalAction, match="follow suit") as e:
        st.apply("play AH")
    assert "27" in e.value.law and st.history == before.history and st.hands == before.hands


def test_revoke_claimed_law_23():
    """Deal 2 in referee mode with A renouncing a club he holds at trick 2: the claim makes A pay every
    loss (law 23); B, clean, wins the thirteen."""
    st = stacked("hearts", DEAL2, referee_mode=True)
    for c in ["AC", "KC", "TC", "QC", "5C", "2C", "9C", "8H"]:   # Z holds J 7 of clubs: a revoke
        st.apply(f"play {c}")
    with pytest.raises(IllegalAction, match="not yet established"):
        st.referee("revoke", 0)
    st.apply("play KS")                               # B, the winner, leads: the revoke is established
    assert st.tp.revokes[0].seat == 3 and st.tp.revokes[0].established
    r = st.referee("revoke", 0)
    assert "23" in r.law and st.revokers == [3]
    while st.to_act is not None:
        st.apply(st.legal_actions()[0])
    net = st.outcome()
    assert net[3] == -13 and sum(net) + st.house_take() == 0


def test_referee_laws_13_15_16():
    st = stacked("hearts", DEAL1)
    r = st.referee("wrong-number", 1)
    assert "14" in r.law and st.void and st.outcome() == [0, 0, 0, 0]
    st = played(DEAL1, TRICKS1.split(" / ")[0], partial=True)
    r = st.referee("wrong-number", 1, other=2)
    assert "15" in r.law and st.fines == [0, 5, 5, 0]
    with pytest.raises(IllegalAction):
        st.referee("wrong-number", 1)
    st2 = stacked("hearts", DEAL1)
    play_tricks(st2, " / ".join(TRICKS1.split(" / ")[:5]))
    st2.referee("missed-trick", 0)
    play_tricks(st2, " / ".join(TRICKS1.split(" / ")[5:]))
    assert st2.taken() == [6, 6, 0, 1]          # A takes the last trick's ♡2 ♡3 (law 16)
    with pytest.raises(IllegalAction):
        st2.referee("no-such-call", 0)


def test_lead_out_of_turn_law_20():
    st = played(DEAL1, "A: 10S QS 8S KS", partial=True)           # Z to lead
    r = st.referee("lead-out-of-turn", 1, card="AD", suit="spades")
    assert "20" in r.law and st.tp.suit_called[1] == 3


def test_match_carries_the_jack():
    g = get_game("hearts")
    m = HeartsMatch(g, 4, g.rules_cls(), seed=0)
    st = played(DEAL1, TRICKS1)
    ctx = m.carry(st)
    assert ctx["jack"] == 13 and ctx["jack_running"] is True


def test_cards_taken_mechanic():
    st = played(DEAL1, TRICKS1)
    taken = cards_taken(st.tp.quitted, 4, st.values)
    assert [len(t) for t in taken] == [4, 6, 2, 1]
    assert sum(len(t) for t in cards_taken(st.tp.quitted, 4)) == 52


@pytest.mark.parametrize("slug", ["hearts", "sweepstake-hearts", "howells-settling", "three-hand-hearts",
                                  "two-hand-hearts", "joker-hearts", "auction-hearts", "domino-hearts", "enfle", "progressive-hearts",
                                  "spot-hearts", "black-lady", "heartsette", "slobberhannes", "polignac"])
def test_every_game_plays_out_and_balances(slug):
    g = get_game(slug)
    for n in range(g.min_players, g.max_players + 1):
        for seed in range(5):
            st = g.state_cls(n, g.rules_cls(**g.defaults), SeededShuffler(seed))
            bots = [g.bots["book"](i, seed) for i in range(n)]
            while st.to_act is not None:
                st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
            assert sum(st.outcome()) + st.house_take() == 0 or not g.zero_sum
            assert sum(d["net"] for d in st.outcome_detail()) == sum(st.outcome())


def test_black_lady_passes_three_left_unseen_until_all_pass():
    g = get_game("black-lady")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(3))
    first = st.to_act
    c = st.legal_actions()[0].args[0]
    st.apply(f"pass {Card(c)}")
    assert c in st.hidden_cards((first + 1) % 4)
    while st.phase == "pass":
        st.apply(st.legal_actions()[0])
    assert c in st.hands[(first + 1) % 4]


def test_slobberhannes_first_last_and_club_queen():
    g = get_game("slobberhannes")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(5))
    while st.to_act is not None:
        st.apply(st.legal_actions()[0])
    pts = st.taken()
    assert sum(pts) in (3, 4) and st.house_take() == sum(pts)


def test_heartsette_widow_goes_to_the_first_trick():
    g = get_game("heartsette")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(2))
    assert len(st.widow) == 3 and all(len(h) == 12 for h in st.hands)
    while st.to_act is not None:
        st.apply(st.legal_actions()[0])
    assert st.widow_to == st.tp.quitted[0][2] and sum(st.taken()) == 13


def test_two_hand_hearts_stock_and_difference():
    """§2.4: thirteen each and a stock of 26; after each trick the winner draws, then the loser; 26
    tricks in all. Settlement, worked by hand: 9 hearts against 4 pays the difference, 5; with the
    loser's first six free he pays 3 (each heart above six)."""
    from hoyle.games.hearts import difference
    g = get_game("two-hand-hearts")
    st = g.state_cls(2, g.rules_cls(**g.defaults), SeededShuffler(7))
    assert [len(h) for h in st.hands] == [13, 13] and len(st.stock) == 26
    assert st.to_act == st.dealer                       # the pone leads
    top = st.stock[0]
    st.apply(st.legal_actions()[0])
    st.apply(st.legal_actions()[0])
    w = st.tp.quitted[0][2]
    assert top in st.hands[w] and [len(h) for h in st.hands] == [13, 13] and len(st.stock) == 24
    assert top in st.hidden_cards(1 - w) and top not in st.hidden_cards(w)
    while st.to_act is not None:
        st.apply(st.legal_actions()[-1])
    assert len(st.tp.quitted) == 26 and sum(st.taken()) == 13
    assert difference([9, 4]) == [-5, 5] and difference([9, 4], free=6) == [-3, 3] and difference([5, 5]) == [0, 0]
    with pytest.raises(SetupError):
        get_game("hearts").state_cls(2)


def test_joker_hearts_rules_worked_by_hand():
    """§2.8, worked by hand: the joker is a heart between the jack and ten; it may not go on a plain
    suit until a heart above the ten has been discarded to the trick (then even by a player holding
    the suit), and the discarder of that heart takes the trick; five counters to the player who got
    rid of it."""
    from hoyle.games.hearts.state import JOKER, JokerOrder
    o = JokerOrder(list(range(54)))
    C = parse_card
    hand_ = [C("9C"), C("3S"), JOKER]
    assert JOKER not in o.legal(hand_, [C("5C")])                     # holding clubs
    assert JOKER not in o.legal([C("3S"), JOKER], [C("5C")])          # void, but no high heart yet
    assert JOKER in o.legal(hand_, [C("5C"), C("QH")])                # a queen discarded: allowed
    assert o.winner([C("5C"), C("QH"), JOKER, C("AC")]) == 1          # the queen's player takes it
    assert o.winner([C("5H"), C("TH"), JOKER, C("4H")]) == 2          # above the ten
    assert o.winner([C("5H"), JOKER, C("JH"), C("4H")]) == 2          # below the jack
    assert o.legal([C("9C"), JOKER], [C("5H")]) == [JOKER]            # a heart in play
    g = get_game("joker-hearts")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(4))
    assert sum(len(h) for h in st.hands) == 52 and st.total == 12
    with pytest.raises(SetupError):
        g.state_cls(6, g.rules_cls(**g.defaults))


def test_auction_deal_4_bids_25_26_27_and_a_wins_the_pool():
    """§2.6 #1 and §2.14 deal 4, with §2.14 #5 (seats relabelled so the buyer, the dealer, sits as A): the first bidder
    (Y) bids 25, the next (B) 26, the third (Z) passes, the dealer buys the call for 27 and keeps
    hearts; A leads; "A 0 Y 7 B 1 Z 5 - A wins the pool": 27 + 13 counters, A +13 net."""
    st = stacked("auction-hearts", DEAL4, dealer=0)
    for a in ["bid 25", "bid 26", "pass", "bid 27", "name hearts"]:
        st.apply(a)
    assert st.caller == 0 and st.tp.turn == 0 and st.bid == 27
    play_tricks(st, TRICKS4)
    assert st.taken() == [0, 7, 1, 5]
    assert st.outcome() == [13, -7, -1, -5] and st.house_take() == 0
    with pytest.raises(IllegalAction):
        stacked("auction-hearts", DEAL4, dealer=0).apply("bid 0")


def test_auction_jack_is_named_again_without_paying():
    """§2.6: one player taking all thirteen makes a jack; the same bidder names again for nothing."""
    g = get_game("auction-hearts")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(1), {"dealer": 3, "jack": 40,
                                                                       "jack_running": True, "caller": 2})
    assert st.phase == "name" and st.to_act == 2
    st.apply("name spades")
    assert st.bid == 0 and st.tp.turn == 2 and st.view(0)["taboo"] == "spades"


def test_auction_bot_bids_the_books_25():
    """§2.6 #1: "experience says 25" for ♡A K 8 ♣J 6 5 4 3 2 ♢K 4 ♠7 3."""
    from hoyle.games.hearts.bots import best_suit, suit_value
    h = hand("H:A K 8 C:J 6 5 4 3 2 D:K 4 S:7 3")
    assert suit_value(h, best_suit(h)) == 25


def test_domino_hearts_draws_until_able_and_the_last_takes_the_stock():
    """§2.12, worked by hand on seeded deals: six each; a player void in the suit led draws until he
    can follow; the thirteen hearts all end with someone (the last holder takes the stock)."""
    g = get_game("domino-hearts")
    for seed in range(6):
        st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(seed))
        assert all(len(h) == 6 for h in st.hands) and len(st.stock) == 28
        while st.to_act is not None:
            tp = st.tp
            if tp.trick and st.stock:
                led = tp.trick[0] & 3
                assert any(c & 3 == led for c in tp.hands[tp.turn])     # he drew until he could follow
            st.apply(st.legal_actions()[0])
        assert sum(st.taken()) == 13 and st.outcome() == [-t for t in st.taken()] and st.unit == "points"


def test_enfle_take_up_and_first_out_wins():
    """§3.3, worked by hand on a seeded deal: eight each (3-2-3); a player who cannot follow plays no
    card, takes up the cards played to the trick and leads; the first out takes the antes (+3, -1 each)."""
    from hoyle.games.hearts import EnfleState
    g = get_game("enfle")
    st = g.state_cls(4, g.rules_cls(), SeededShuffler(0))
    assert isinstance(st, EnfleState) and all(len(h) == 8 for h in st.hands)
    seen_take_up = False
    while st.to_act is not None:
        before = [len(h) for h in st.hands]
        trick = len(st.trick)
        st.apply(st.legal_actions()[0])
        if st.to_act is not None and not st.trick and trick + 1 < 4 and st.winner is None:
            p = st.turn
            assert len(st.hands[p]) == before[p] + trick + 1          # took up the cards played
            seen_take_up = True
    if st.winner is not None:
        assert st.outcome() == [3 if s == st.winner else -1 for s in range(4)] and not st.hands[st.winner]
    assert seen_take_up
    with pytest.raises(SetupError):
        g.state_cls(5)
    with pytest.raises(IllegalAction):
        g.state_cls(4, g.rules_cls(), SeededShuffler(0)).apply("play 2C")


def test_progressive_hearts_moves_stars_and_prizes_worked_by_hand():
    """§2.10, worked by hand for two tables: the lady and the gentleman with fewer hearts move up (a
    tie by the lower cut, ace low); gold at the head table, red for moving up, green for most hearts
    at the booby table; prizes, no one taking two, equal gold settled by more red."""
    from hoyle.games.hearts.progressive import movers, next_tables, prizes, stars
    head = [("Ann", True, 2), ("Bob", False, 5), ("Cat", True, 6), ("Dan", False, 0)]
    booby = [("Eve", True, 3), ("Fred", False, 4), ("Gail", True, 3), ("Hal", False, 6)]
    assert movers(head) == ("Ann", "Dan")
    assert movers(booby, cut={"Eve": 9, "Gail": 1}) == ("Gail", "Fred")       # the lower cut moves
    with pytest.raises(ValueError):
        movers(booby)
    st = stars([head, booby], cut={"Eve": 9, "Gail": 1})
    assert st == {"gold": ["Ann", "Dan"], "red": ["Gail", "Fred"], "green": ["Eve", "Hal"]}
    assert next_tables([head, booby], cut={"Eve": 9, "Gail": 1}) == [["Ann", "Dan", "Fred", "Gail"],
                                                                      ["Bob", "Cat", "Eve", "Hal"]]
    tally = {"Ann": {"gold": 2, "red": 1}, "Cat": {"gold": 2, "red": 3}, "Eve": {"red": 2, "green": 1},
             "Gail": {"green": 2, "gold": 1}, "Dan": {"gold": 1}, "Bob": {"red": 1}, "Hal": {"green": 3}}
    p = prizes(tally, ladies={"Ann", "Cat", "Eve", "Gail"})
    assert p["gold lady"] == "Cat"                     # equal gold: more red
    assert p["red lady"] == "Eve" and p["green lady"] == "Gail"
    assert p["gold gentleman"] == "Dan" and p["red gentleman"] == "Bob" and p["green gentleman"] == "Hal"
    g = get_game("progressive-hearts")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(0))
    while st.to_act is not None:
        st.apply(st.legal_actions()[0])
    assert st.outcome() == [-t for t in st.taken()]


def test_exposed_card_called_by_any_player_law_19():
    """Law 19: an exposed card is played on the demand of any player when that makes no revoke."""
    st = played(DEAL1, "A: 10S QS 8S KS", partial=True)      # Z to lead
    r = st.referee("exposed-card", 0, card="AH")
    assert "19" in r.law and parse_card("AH") in st.tp.exposed[0]
    st.referee("call-card", 2, target=0, card="AH")
    st.apply("play 5H")                                        # Z leads a heart: A must play the ace
    assert [str(Card(a.args[0])) for a in st.legal_actions()] == ["AH"]
    with pytest.raises(IllegalAction):
        st.referee("call-card", 0, target=0, card="AH")        # not one's own card


def test_referee_at_six_seats():
    g = get_game("hearts")
    st = g.state_cls(6, g.rules_cls(), SeededShuffler(0))
    assert len(st.hands[5]) == 8                               # all four twos out (law 3)
    r = st.referee("faced-card", 5)
    assert "10" in r.law and st.same_dealer and st.outcome() == [0] * 6


def test_domino_hearts_shows_its_stock_as_a_count_and_no_widow():
    """§2.12 has no widow: the 28 cards left after six each are the stock, drawn from as the play
    goes; the table shows how many are left, face down, never which, and no widow."""
    g = get_game("domino-hearts")
    st = g.state_cls(4, g.rules_cls(**g.defaults), SeededShuffler(3))
    v = st.view(0)
    assert v["widow"] == 0 and v["stock"] == 28
    text = st.render_view(v)
    assert "Widow" not in text and "Stock: 28 cards face down" in text
    while st.to_act is not None and len(st.stock) == 28:
        st.apply(st.legal_actions()[0])
    left = len(st.stock)
    text = st.render_view(st.view(0))
    assert f"Stock: {left} cards face down" in text and "Widow" not in text
    assert not any(str(Card(c)) in text.split("Stock:")[1] for c in st.stock)
    # heartsette keeps its real widow, counted
    h = get_game("heartsette")
    hs = h.state_cls(4, h.rules_cls(**h.defaults), SeededShuffler(3))
    assert "Widow: 3 cards" in hs.render_view(hs.view(0))
