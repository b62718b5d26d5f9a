"""Banking games registered as a variant (a set of options) of an engine whose tests name its
other form: each checked here against its own book's rules (Foster 1914 chapter 11, seed 001
part 5; seed 004), so that every registered game has a test of its own."""

from __future__ import annotations

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game, resolve_chance


def _stacked(slug, head: str, n: int, context=None, **rules):
    h = parse_cards(head)
    order = h + [c for c in standard_pack().cards if c not in h]
    return get_game(slug).new_deal(n, rules or None, StackedShuffler([order]), context)


def test_fan_tan_beans_counted_off_by_fours_none_left_is_four():
    """Foster §11.8 (catalog 001 part 5 §11.8, grep 'если ничего не остается, выигрывает 4'): a heap
    of 44 beans leaves nothing, so 4 wins; a stake on the number is paid 3 to 1, a corner covers its
    number and the next higher (4 covers 4 and 1) at evens, so corner 2 (2 and 3) loses."""
    st = get_game("chinese-fan-tan-beans").new_deal(4, None, StackedShuffler([], [44 - 40]))
    st.apply("bet number-4 5")
    st.apply("bet corner-4 1")
    st.apply("bet corner-2 1")
    resolve_chance(st)            # the count: an explicit chance turn, drawn from the stacked draw
    v = st.view(None)
    assert (v["count"], v["winner"]) == (44, 4)
    assert st.outcome() == [-15, 15, 1, -1] and st.house_take() == 0      # no banker percentage
    st = get_game("chinese-fan-tan-beans").new_deal(2, None, StackedShuffler([], [47 - 40]))
    st.apply("bet corner-3 5")                                           # 47: three left, corner 3 wins
    resolve_chance(st)
    assert st.view(None)["winner"] == 3 and st.outcome() == [-5, 5]


def test_farmer_foster_over_sixteen_pays_a_point_and_the_nearest_is_paid_by_all():
    """Foster §11.3 (catalog 001 part 5 §11.3): totals 15, 12, 12, 19, 17 and nobody at 16 -- the
    farm stays; the 19 pays the farmer 3 (one a point over 16) and the 17 pays 1; the 15, nearest,
    receives one counter from each other player, the busted ones too (004's form charges one chip
    and only the lower hands: tests/banking/test_vingt.py O34)."""
    from hoyle.games.banking.farmer import farmer_pack, farmer_total
    head = parse_cards("TC TD TH TS KC 2C 5D 2D 2H 9H 7D 3C")
    order = head + [c for c in farmer_pack() if c not in head]
    st = get_game("farmer-foster").new_deal(6, None, StackedShuffler([order]))
    for _ in range(6):
        st.apply("content")
    assert [farmer_total(st.hands[s]) for s in (1, 2, 3, 4, 5)] == [15, 12, 12, 19, 17]
    # antes of 1 stay in the farm; seat 1 gets 4; seats 2, 3 pay it 1; seat 4 pays 3 + 1, seat 5 1 + 1
    assert st.outcome() == [-1 + 3 + 1, -1 + 4, -1 - 1, -1 - 1, -1 - 3 - 1, -1 - 1 - 1]
    assert st.house_take() == 6


def test_quinze_foster_tie_doubles_the_stakes_for_the_next_hand():
    """Foster §11.4 (catalog 001 part 5 §11.4): nearer 15 wins; a tie, or both over, leaves the stakes
    for the next hand, which is so played for double; the deal alternates."""
    g = get_game("quinze-foster")
    st = _stacked("quinze-foster", "9C 8D 5H 6S", 2)                      # 14 and 14
    for a in ("card", "content", "card", "content"):
        st.apply(a)
    assert st.outcome() == [-1, -1] and st.pot == 2
    st = _stacked("quinze-foster", "9C 8D 5H 4S", 2, context={"pot": 2})  # 14 beats 12: 2 + 2
    for a in ("card", "content", "card", "content"):
        st.apply(a)
    assert st.outcome() == [-1, 3] and st.pot == 0
    m = g.new_match(2, seed=1)
    dealers = []
    for _ in range(3):
        d = m.next_deal()
        dealers.append(d.dealer)
        while not d.is_over:
            d.apply(d.legal_actions()[-1])
        m.finish(d)
    assert dealers[0] != dealers[1] and dealers[1] != dealers[2]


def test_lansquenet_foster_hand_cards_take_their_rank_and_the_dealers_card_pays_the_other():
    """Foster §11.18 (catalog 001 part 5 §11.18): two hand cards are laid out; a card of a hand card's
    rank goes with the hand cards and is replaced (the second king); then the dealer's card (6) and
    the players' card (jack); a card matching the dealer's own card loses him every stake on the
    other."""
    st = _stacked("lansquenet-foster", "KS 3D KH 6H JC 6C", 3)
    v = st.view(None)
    assert v["layout"] == ["KS", "3D", "KH"] and v["banker_card"] == ["6H"] and v["players_cards"] == [["JC"]]
    st.apply("bet jack 5")
    st.apply("bet jack 1")
    assert st.is_over and st.outcome() == [-6, 5, 1]


def test_red_dog_burnt_card_burns_before_the_deciding_card():
    """Seed 004 §2.3 (burnt-card version, L2666-2669): before the card that decides a stake the dealer
    burns the top card, shows it and discards it; the next one decides (K♠ beats Q♠, the ace of
    spades burnt would have beaten the king)."""
    st = _stacked("red-dog-burnt-card", "KS 2H 3H 4H 7D 5H 9C 6H 2C 8H AS QS", 2)
    assert st.hands[1] == parse_cards("KS 3H 7D 9C 2C")
    st.apply("bet 2")
    v = st.view(None)
    assert v["turned"] == ["AS", "QS"] and v["shown"]["1"] == ["KS"]    # the ace burnt, the queen decides
    assert st.net[1] == -1 + 2 - 1 and st.pot == 2          # ante, the pot won, the emptied pot anted again


def test_yablon_banking_bets_against_the_bank_which_keeps_what_is_left():
    """Seed 004 §1.20, banking version (L2359-2367): the dealer banks and has no hand, no antes; each
    player in turn stakes up to the current bank; 9 and 10 in sequence cannot win, so no bet; what is
    left goes back to the banker (O89: 5 and 2 lose to the jack)."""
    st = _stacked("yablon-banking", "5C 9D 2C TH JH", 3, bank=10)
    assert st.hands == {1: parse_cards("5C 2C"), 2: parse_cards("9D TH")} and 0 not in st.hands
    assert "bet 10" in st.legal_strings() and "bet 20" not in st.legal_strings()
    st.apply("bet 10")                                   # the jack is not between 2 and 5
    assert st.view(None)["bank"] == 20 and st.legal_strings() == ["drop"]
    st.apply("drop")
    assert st.outcome() == [10, -10, 0] and st.house_take() == 0


def test_baccarat_banque_modern_burns_three_and_a_cheval_needs_both_hands():
    """Seed 004 §1.2.2 (O11, grep 'только если банк выиграл оба расклада'): three packs, the dealer
    burns cards from a fresh shoe (§1.2.1 (7): three here); a stake à cheval is lost only if the bank
    beats both hands and stands when it beats one and loses to the other."""
    FILLER = "2C 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D 8D 9D 2H 3H 4H 5H".split()
    g = get_game("baccarat-banque-modern")
    fresh = g.new_match(4, seed=3).next_deal()
    assert len(fresh.burnt) == 3 and fresh.shoe.remaining + 3 == 3 * 52
    st = g.new_deal(4, context={"shoe": "AC 4C 3C AD 5C 4D".split() + FILLER, "bank": 100})
    st.apply("bet cheval 20")
    for _ in range(3):
        st.apply("done")
    assert st.outcome() == [0, 0, 0, 0]                  # right 2 loses, left 9 wins: returned
    st = g.new_deal(4, context={"shoe": "AC 2C 4C AD 2D 5D".split() + FILLER, "bank": 100})
    st.apply("bet cheval 20")
    for _ in range(3):
        st.apply("done")
    assert st.outcome() == [20, -20, 0, 0]               # the bank's 9 beats both
