"""Three-hand pinochle (``three-hand-pinochle``), four-hand pinochle (``four-hand-pinochle``)
and auction pinochle (``auction-pinochle``): Foster 1914, catalog 001_part4.md §4.10, §4.12,
§4.13. The §4.10 oracles (four kings and four queens 220; the trump sequence 190) replayed as
melds at the table, the slate (melds scored on winning a trick), the dix, strict play, the
three ways of scoring melds of §4.12, and the one-bid auction of §4.13."""

import json
from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, pinochle_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction


def stacked(slug, hands, n=None, rules=None, chunk=4, pack=None):
    """A stacked deal: ``hands`` {seat: "cards"} for some seats (dealt from the dealer's left,
    seat 0, ``chunk`` at a time, the dealer the last seat); the other seats get the rest of the
    pack in order. The dealer's last card (the turn-up where one is turned) is his last listed."""
    g = get_game(slug)
    n = n or len(hands)
    pack = list(pinochle_pack()) if pack is None else pack
    left = Counter(int(c) for c in pack)
    for h in hands.values():
        left.subtract(int(parse_card(c)) for c in h.split())
    assert min(left.values()) >= 0
    rest = [str(Card(c)) for c in sorted(left.elements())]
    size = len(pack) // n
    full = {}
    for s in range(n):
        mine = hands.get(s, "").split()
        need = size - len(mine)
        full[s] = mine + rest[:need]
        rest = rest[need:]
    order = []
    for r in range(0, size, chunk):
        for s in range(n):
            order += full[s][r:r + chunk]
    return g.new_deal(n, rules, StackedShuffler([order]))


def best_melds(st, seat):
    """The most ``seat`` can meld now, every order of the open melds tried (on clones)."""
    best = 0
    for a in st.legal_actions():
        if a.verb != "meld":
            continue
        twin = st.clone()
        before = twin.pending[seat] + twin.meld_pts[seat]
        twin.apply(a)
        gain = twin.pending[seat] + twin.meld_pts[seat] - before
        if twin.to_act == seat and twin.phase == "meld":
            gain += best_melds(twin, seat)
        best = max(best, gain)
    return best


FILL = "AH TH JH 9H 9H AC TC JC"
DEALER = "AD AD TD TD KD QD JD 9D 9D AH TH JH 9C 9C TS KS"   # the turn-up KS: spades trumps


def test_oracle_four_kings_and_four_queens_make_220():
    """§4.10 #1 (with the trump sequence below), the ORACLE: four kings and four queens (spades trumps) are worth 220 at three-hand too:
    every order of the melds at the table tried, the best is 220; the sixth meld is refused."""
    st = stacked("three-hand-pinochle", {0: "KS KH KD KC QS QH QD QC " + FILL, 2: DEALER}, n=3)
    assert st.trump == 3 and st.phase == "meld" and st.turn == 0
    assert best_melds(st, 0) == 220
    for m in ("KS KH KD KC", "KS QS", "KH QH", "KD QD", "QS QH QD QC"):
        st.apply("meld " + m)
    assert st.pending[0] == 80 + 40 + 20 + 20 + 60 == 220
    before = json.dumps(st.record(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="not a legal|takes at least one card from the hand"):
        st.apply("meld KC QC")
    assert json.dumps(st.record(), sort_keys=True, default=str) == before


def test_oracle_trump_sequence_is_190():
    """§4.10 #1, the ORACLE: the trump sequence gives 190: the royal marriage 40, then A 10 J added for
    the sequence 150; declared the other way, the marriage is refused (cards of a stronger meld)."""
    hand = "AS TS KS QS JS AH TH JH 9H 9H AC TC JC 9C 9C TD"
    st = stacked("three-hand-pinochle", {0: hand, 2: "AD AD TD KD QD JD 9D 9D AH TH JH AC TC JC KH KS"}, n=3)
    assert best_melds(st, 0) == 190
    twin = st.clone()
    st.apply("meld KS QS")
    st.apply("meld AS TS KS QS JS")
    assert st.pending[0] == 190
    twin.apply("meld AS TS KS QS JS")
    with pytest.raises(IllegalAction, match="stronger|from the hand"):
        twin.apply("meld KS QS")
    assert twin.pending[0] == 150


def test_melds_scored_only_when_their_owner_wins_a_trick_and_cards_250():
    """§4.10: melds kept on the slate until their owner wins a trick (a seat winning none loses
    them); cards 240 and the last trick 10 in every deal; melded cards shown to every seat."""
    g = get_game("three-hand-pinochle")
    bot = g.bots["heuristic"]
    for seed in range(6):
        st = g.new_deal(3, None, SeededShuffler(seed))
        bots = [bot(s) for s in range(3)]
        while not st.is_over:
            if st.phase == "play" and not st.quitted and not st.trick:
                for s in range(3):
                    shown = st.view((s + 1) % 3)["shown"][st.seat_names[s]]
                    assert {st._label[p] for p in st.decl[s].shown if p in st.hands[s]} <= set(shown)
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        assert sum(st.card_pts) == 250
        for s in range(3):
            won = any(w == s for _, _, w in st.quitted)
            assert st.pending[s] == 0 or not won
            assert st.meld_pts[s] == 0 or won


def test_dix_exchanged_for_the_turn_up_from_the_dealers_left():
    """§4.10 dix: a holder of the nine of trumps left of the dealer exchanges it for the turn-up
    and scores 10 (on the slate); the dealer gets the nine and does not score it."""
    st = stacked("three-hand-pinochle", {1: "9S AH TH JH AC TC JC AD TD JD 9H 9C 9D AH' TH' JH'".replace("'", ""),
                                          2: "KD QD KC QC KH QH 9H 9C 9D TS AS AC TC JC JS QS"}, n=3)
    assert st.trump == 3 and str(Card(st._card[st.turn_up])) == "QS"
    # N (seat 0) melds first if he can; play the melds through to E
    while st.turn != 1:
        st.apply("done" if "done" in st.legal_strings() else st.legal_strings()[0])
    assert "dix" in st.legal_strings()
    st.apply("dix")
    assert st.pending[1] == 10
    up = st._label[st.turn_up]
    assert up in st.view(1)["hand_labels"] and "9S" in {x.rstrip("'") for x in st.view(2)["hand_labels"]}
    assert up in st.view(0)["shown"]["E"]             # the turn-up, seen by all, now E's


def test_follow_and_win_if_able_refused_with_the_law_state_unchanged():
    """§4.10 play: a seat able to win the trick must; a lower card of the suit is refused."""
    g = get_game("three-hand-pinochle")
    st = g.new_deal(3, None, SeededShuffler(4))
    while st.phase != "play" or not st.trick:
        st.apply("done" if "done" in st.legal_strings() else st.legal_strings()[0])
    legal = set(st.legal_strings())
    wrong = [f"play {st._label[p]}" for p in st.hands[st.turn] if f"play {st._label[p]}" not in legal]
    assert wrong
    before = json.dumps(st.record(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="win the trick if you can") as exc:
        st.apply(wrong[0])
    assert "T5" in str(exc.value.law)
    assert json.dumps(st.record(), sort_keys=True, default=str) == before


# ----- four-hand ---------------------------------------------------------------------------------
def test_four_hand_melds_after_the_first_card_which_still_counts():
    """§4.12: no meld before one's own card to the first trick; then the card played still counts
    (N leads KS and melds KS QS, a marriage: diamonds are trumps)."""
    st = stacked("four-hand-pinochle", {0: "KS QS AH TH JH 9H AC TC JC 9C AD TD",
                                        3: "KH QH KD QD KC QC AS TS 9S 9S JS JD"}, n=4)
    assert st.trump == 1 and st.phase == "play"
    assert not any(a.verb == "meld" for a in st.legal_actions())
    st.apply("play KS")
    assert st.phase == "meld" and "meld KS QS" in st.legal_strings()
    st.apply("meld KS QS")
    assert st.pending[0] == 20


def play(st, card):
    """Play ``card``; a meld phase that follows for the same seat is closed (``done``)."""
    seat = st.turn
    st.apply(f"play {card}")
    if st.phase == "meld" and st.turn == seat:
        st.apply("done")


@pytest.mark.parametrize("mode,credited", [("own", False), ("either", True)])
def test_four_hand_scoring_modes_own_and_either(mode, credited):
    """§4.12 scoring: (1) each must win a trick to score his melds; (2) either partner's trick
    scores both hands' melds (kept separate)."""
    g = get_game("four-hand-pinochle")
    rules = g.rules_cls(meld_scoring=mode)
    for seed in range(60):
        st = g.new_deal(4, rules, SeededShuffler(seed))
        bots = [g.bots["heuristic"](s) for s in range(4)]
        while not st.is_over and not st.quitted:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        mate = (st.quitted[0][2] + 2) % 4
        pts = sum(m.points for m in st.decl[mate].scored)
        if not pts:
            continue
        assert st.meld_pts[mate] == (pts if credited else 0)
        assert st.pending[mate] == (0 if credited else pts)
        return
    pytest.fail("no deal in which the partner of the first trick's winner melded")


def test_four_hand_third_mode_combines_partners_melds():
    """§4.12 third mode: on winning a trick a player may combine his tabled melds with his
    partner's, cards already played excluded: N's queens of hearts and diamonds (his marriages)
    and S's queens of spades and clubs make four queens; S's king of spades is played, so no
    four kings."""
    rules = get_game("four-hand-pinochle").rules_cls(meld_scoring="combine")
    st = stacked("four-hand-pinochle", {0: "AS KH QH KD QD 9H 9H AC TC JC 9C TD",
                                        1: "9S TS JS JH JH TH TH 9D 9D JC TC 9C",
                                        2: "KS QS KC QC AH AH AD AD TD JD 9S AC",
                                        3: "AS TS KS QS JS QH KH KD QD JD QC KC"}, rules=rules)
    assert st.trump == 0
    st.apply("play AS")
    st.apply("meld KH QH")
    st.apply("meld KD QD")
    st.apply("done")
    play(st, "TS")
    st.apply("play KS")
    st.apply("meld KS QS")                            # the card played to the first trick counts
    st.apply("meld KC QC")
    st.apply("done")
    play(st, "JS")
    assert st.quitted[0][2] == 0 and st.combined and st.turn == 0
    assert st.pending[2] == 0 and st.meld_pts[2] == 60        # N's trick scores S's melds too
    melds = [a for a in st.legal_actions() if a.verb == "meld"]
    assert [str(a) for a in melds if len(a.args) == 4] == ["meld QC QD QH QS"]
    assert not any({x[0] for x in a.args} == {"K"} for a in melds)
    st.apply("meld QC QD QH QS")
    assert st.meld_pts[0] == 40 + 60


def test_four_hand_void_must_over_trump_or_under_trump():
    """§4.12: a player void of the suit led, the trick already trumped, must over-trump, or
    under-trump when he cannot over-trump."""
    st = stacked("four-hand-pinochle", {0: "AH AH TH TH KH KH QH QH JH JH 9H 9H",
                                        1: "AS 9C AC AC TC TC KC KC QC QC JC JC",
                                        2: "9S TS AD AD TD TD KD KD QD QD JD JD",
                                        3: "TS KS KS QS QS JS JS 9S 9D 9D 9C AS"})
    assert st.trump == 3
    play(st, "AH")
    assert st.legal_strings() == ["play AS"]       # E void of hearts: he must trump
    play(st, "AS")
    assert sorted(st.legal_strings()) == ["play 9S", "play TS"]    # S under-trumps, no diamond


# ----- auction -----------------------------------------------------------------------------------
def test_auction_one_bid_each_dealer_forced_to_20():
    """§4.13: one bid each from the dealer's left; all passing, the dealer must bid 20 (a pass
    refused with the reason); the bidder names trumps and leads."""
    g = get_game("auction-pinochle")
    st = g.new_deal(3, None, SeededShuffler(1))
    assert st.phase == "bid" and st.turn == 0 and st.trump is None
    st.apply("pass")
    with pytest.raises(IllegalAction, match="not a bid"):
        st.apply("bid 0")
    st.apply("pass")
    before = json.dumps(st.record(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="you must bid"):
        st.apply("pass")
    assert json.dumps(st.record(), sort_keys=True, default=str) == before
    st.apply("bid 20")
    assert st.bid == 20 and st.bidder == 2 and st.phase == "trump"
    st.apply("trump H")
    assert st.trump == 2 and st.leader == 2


def test_auction_bid_higher_than_the_last_and_the_bidder_set_back():
    """§4.13 (T7, T8): a bid must top the one standing; a bidder whose melds and cards fall
    short is set back by his bid (our standard reading), else he scores them."""
    g = get_game("auction-pinochle")
    st = g.new_deal(3, None, SeededShuffler(2))
    st.apply("bid 300")
    with pytest.raises(IllegalAction, match="higher than 300"):
        st.apply("bid 200")
    st.apply("pass")
    st.apply("pass")
    st.apply("trump S")
    bots = [g.bots["heuristic"](s) for s in range(3)]
    while not st.is_over:
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    raw = st.meld_pts[0] + st.card_pts[0]
    assert st.deal_points()[0] == (raw if raw >= 300 else -300)
    assert "bid 300" in st.result_text()


def test_referee_revoke_costs_the_offender_his_cards():
    """§4.10 revoke (T5): in referee mode a card that breaks the rule of play is accepted and
    recorded; claimed by an adversary, the offender scores nothing for cards. A claim with no
    breach found is refused, the state unchanged."""
    g = get_game("three-hand-pinochle")
    st = g.new_deal(3, g.rules_cls(referee_mode=True), SeededShuffler(4))
    with pytest.raises(IllegalAction, match="no breach"):
        st.referee("revoke", 0)
    while st.phase != "play" or not st.trick:
        st.apply("done" if "done" in st.legal_strings() else st.legal_strings()[0])
    legal = set(st.legal_strings())
    wrong = next(f"play {st._label[p]}" for p in st.hands[st.turn] if f"play {st._label[p]}" not in legal)
    offender = st.turn
    st.apply(wrong)
    assert st.revokes and st.revokes[0][0] == offender
    claimant = (offender + 1) % 3
    ruling = st.referee("revoke", claimant)
    assert "T5" in str(ruling.law) and offender in st.offender
    bots = [g.bots["heuristic"](s) for s in range(3)]
    while not st.is_over:
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    assert st.card_pts[offender] == 0
