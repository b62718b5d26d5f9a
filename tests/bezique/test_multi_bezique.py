"""Three-handed and four-handed bezique (``three-handed-bezique``, ``four-handed-bezique``):
Foster 1914, catalog 001_part4.md §4.2-§4.3. Oracles: §4.3 the pack of 95 (two packs and one of
31, the card removed an eight), triple bezique 1500 and game 2000; §4.2 four packs (128),
triple bezique 1500, the winner or his partner declares, game 2000. Our reading of the unstated
deal (eight each, the winner drawing first then to his left; three-handed, the two cards that
cannot go round are not drawn) is tested as such."""

from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.games.bezique import BeziqueBot
from hoyle.games.bezique.bezique import _SUIT as SUIT

THREE = get_game("three-handed-bezique")
FOUR = get_game("four-handed-bezique")


def stacked(game, n, hands, up, top="", rules=None, removed=()):
    """A stacked deal: ``hands`` from the dealer's left (seat 0 when the dealer is the last
    seat), dealt 3-2-3, then the turn-up, then the stock's first cards, the rest in pack order."""
    hs = [h.split() for h in hands]
    order = []
    for a, b in ((0, 3), (3, 5), (5, 8)):
        for h in hs:
            order += h[a:b]
    order += [up] + top.split()
    pack = Counter(int(c) for c in list(piquet_pack()) * game.state_cls.PACKS)
    pack.subtract(game.state_cls.REMOVED)
    pack.subtract(int(parse_card(c)) for c in order)
    assert all(v >= 0 for v in pack.values())
    order += [str(Card(c)) for c in sorted(pack.elements())]
    return game.new_deal(n, rules, StackedShuffler([order]))


def play_bots(st):
    bots = [BeziqueBot(i) for i in range(st.n)]
    while not st.is_over:
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    return st


def test_three_handed_pack_is_95_with_an_eight_removed():
    """§4.3: two packs of 32 and one of 31, the card taken out an eight: 95 cards, three copies
    of every card but two of the removed eight; each physical card in one place throughout."""
    st = THREE.new_deal(3, None, SeededShuffler(4))
    cards = Counter(int(c) for cards in st.card_locations().values() for c in cards)
    assert sum(cards.values()) == 95
    eights = [c for c, k in cards.items() if k == 2]
    assert len(eights) == 1 and str(Card(eights[0]))[0] == "8"
    assert all(k == 3 for c, k in cards.items() if c != eights[0])
    assert [len(h) for h in st.hands] == [8, 8, 8] and len(st.stock) == 71
    assert st.dealer == 2 and st.turn == 0
    play_bots(st)
    assert len(st.quitted) == 31 and st.stock.dead and len(st.stock) == 2
    assert all(len(cards) == 3 for _, cards, _ in st.quitted)


TRIPLE = ("QS QS QS JD JD JD AC AC", "7H 7H 8H 8H 9H 9H 7D 7D", "7H 8H 9H 7D 8D 8D 9D 9D")


def test_three_handed_triple_bezique_1500():
    """§4.3 oracle: triple bezique 1500 (scored after single 40 and double 500, each adding new
    cards to the class); the copies are written QS, QS', QS''."""
    st = stacked(THREE, 3, TRIPLE, "KS")
    assert sorted(st.view(0)["hand_labels"])[-3:] == ["QS", "QS'", "QS''"]
    for a in ("play AC", "play 7H", "play 7H"):
        st.apply(a)
    assert st.phase == "declare" and st.turn == 0 and st.points[0] == 10
    assert "declare JD JD' JD'' QS QS' QS''" in {str(a) for a in st.legal_actions()}
    st.apply("declare QS JD")
    for a in ("play AC", "play 8H", "play 8H"):
        st.apply(a)
    st.apply("declare QS QS' JD JD'")
    assert st.points[0] == 10 + 40 + 10 + 500
    st2 = stacked(THREE, 3, TRIPLE, "KS")
    for a in ("play AC", "play 7H", "play 7H", "declare QS QS' QS'' JD JD' JD''"):
        st2.apply(a)
    assert st2.points[0] == 10 + 1500
    assert sorted(st2.view(1)["shown"]["N"]) == ["JD", "JD'", "JD''", "QS", "QS'", "QS''"]
    assert st2.view(1)["hand"] is not None and "QS" not in st2.view(1)["hand_labels"]


def test_only_the_winner_declares_and_refusals_leave_the_state_unchanged():
    st = stacked(THREE, 3, TRIPLE, "KS")
    for a in ("play AC", "play 7H", "play 7H"):
        st.apply(a)
    before = st.view(None)
    with pytest.raises(IllegalAction, match="partner"):
        st.apply("partner")
    with pytest.raises(IllegalAction, match="not in your hand"):
        st.apply("declare QS QS' QS'' QS''' JD")
    with pytest.raises(IllegalAction, match="declare, score the seven or draw first"):
        st.apply("play AC")
    assert st.view(None) == before and st.turn == 0


def test_three_handed_draw_order_and_the_last_eight_tricks():
    """Our reading: after each trick the winner draws first, then to his left; after 23 rounds
    the two cards left (the last face-down card and the turn-up) are not drawn, and every player
    must follow suit and win if able (over the best card so far)."""
    st = THREE.new_deal(3, None, SeededShuffler(11))
    bots = [BeziqueBot(i) for i in range(3)]
    while len(st.quitted) < 1:
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    if st.phase == "declare":
        st.apply("draw")
    w = st.quitted[0][2]
    assert st.stock.taken == {w: 1, (w + 1) % 3: 1, (w + 2) % 3: 1} and st.turn == w
    while not st.stock.exhausted:
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    assert len(st.quitted) == 23 and [len(h) for h in st.hands] == [8, 8, 8]
    assert not any(st.decl[s].shown for s in range(3))
    suit = SUIT.__getitem__
    while not st.is_over:
        if len(st.trick) == 2:
            lead, second = st.trick
            best = second if st._beats(second, lead) else lead
            hand, legal = st.hands[st.turn], st.legal_cards()
            same = [p for p in hand if suit(p) == suit(lead)]
            if same:
                winners = [p for p in same if st._beats(p, best)]
                assert sorted(legal) == sorted(winners or same)
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    assert len(st.quitted) == 31


def test_three_handed_match_to_2000():
    """§4.3: game usually 2000; the winner takes one from each of the two others."""
    m = THREE.new_match(3, None, seed=2)
    for _ in range(60):
        if m.is_over:
            break
        m.finish(play_bots(m.next_deal()))
    assert m.is_over
    r = m.context["rubbers"][0]
    assert max(r["score"]) >= 2000 and r["score"][r["winner"]] == max(r["score"])
    assert sorted(r["seats"]) == [-1, -1, 2]


FOUR_HANDS = ("QS QS QS JD JD JD AC AC", "7H 7H 8H 8H 9H 9H 7D 7D", "KC QC 9H 7D 8D 8D 9D 9D",
              "7H 8H 9H 7D 8D 8D 9D 9D")


def test_four_handed_pack_and_triple_bezique_1500():
    """§4.2 oracle: four packs (128 cards); triple bezique 1500; partners N-S against E-W, so a
    deal's outcome is the side's points for each partner."""
    st = stacked(FOUR, 4, FOUR_HANDS, "KS")
    cards = Counter(int(c) for cards in st.card_locations().values() for c in cards)
    assert sum(cards.values()) == 128 and set(cards.values()) == {4}
    assert len(st.stock) == 96 and st.view(0)["partners"] == ["N-S", "E-W"]
    for a in ("play AC", "play 7H", "play 9H", "play 7H"):
        st.apply(a)
    assert st.phase == "declare" and st.turn == 0
    assert {"partner", "draw"} <= {str(a) for a in st.legal_actions()}
    st.apply("declare QS QS' QS'' JD JD' JD''")
    assert st.points[0] == 10 + 1500 and len(st.stock) == 92


def test_four_handed_the_partner_declares():
    """§4.2: the trick's winner or his partner may declare (one score a trick): N leaves it to S,
    who scores his marriage of clubs; the points count for the side."""
    st = stacked(FOUR, 4, FOUR_HANDS, "KS")
    for a in ("play AC", "play 7H", "play 9H", "play 7H", "partner"):
        st.apply(a)
    assert st.turn == 2 and st.phase == "declare"
    with pytest.raises(IllegalAction, match="partner"):
        st.apply("partner")
    st.apply("declare KC QC")
    assert st.points == [10, 0, 20, 0] and st.turn == 0 and st.phase == "play"
    assert sorted(st.view(1)["shown"]["S"]) == ["KC", "QC"]
    play_bots(st)
    p = st.points
    assert st.outcome() == [p[0] + p[2], p[1] + p[3], p[0] + p[2], p[1] + p[3]]
    assert len(st.quitted) == 32 and st.stock.exhausted and not st.stock.dead


def test_four_handed_each_for_himself():
    st = play_bots(FOUR.new_deal(4, {"partners": False}, SeededShuffler(3)))
    assert st.outcome() == st.points and "partners" not in st.view(0)
    with pytest.raises(SetupError, match="4 players"):
        FOUR.new_deal(3, None, SeededShuffler(3))


def test_four_handed_match_to_2000_by_sides():
    m = FOUR.new_match(4, None, seed=1)
    for _ in range(60):
        if m.is_over:
            break
        m.finish(play_bots(m.next_deal()))
    assert m.is_over
    r = m.context["rubbers"][0]
    assert r["winner"] in ("NS", "EW") and max(r["score"]) >= 2000
    side = (0, 2) if r["winner"] == "NS" else (1, 3)
    assert r["seats"] == [1 if s in side else -1 for s in range(4)]


def test_hidden_cards_and_views():
    """No seat sees another's hidden cards or the stock; declared cards are seen by all."""
    st = stacked(FOUR, 4, FOUR_HANDS, "KS")
    for a in ("play AC", "play 7H", "play 9H", "play 7H", "declare QS JD"):
        st.apply(a)
    v = st.view(1)
    assert v["shown"]["N"] == ["JD", "QS"] and v["hand_sizes"]["N"] == 8
    text = FOUR.state_cls.render_view(v)
    assert "On the table, N's: JD QS" in text and "Your hand (E)" in text
    hidden = Counter(st.hidden_cards(1))
    assert hidden[int(parse_card("QS"))] >= 2        # N's two unshown queens of spades


def test_four_handed_partner_adds_to_the_others_tabled_cards():
    """§4.2 example: one partner tables a royal marriage; the other, winning a later trick, adds
    A 10 J of trumps from his hand to it and scores the sequence (250); he may not score a meld
    of his partner's cards alone."""
    hands = ("KS QS AC 7D 8D 8D 9C 9C", "7H 7H 8H 8H 9H 9H 7C 7C", "AS TS JS 9D 9C 8C 8C 7C",
             "7H 8H 9H 8C 9D TD TH TC")
    st = stacked(FOUR, 4, hands, "KS", top="8S 8S 8S 8S")
    for a in ("play AC", "play 7H", "play 9C", "play 7H", "declare KS QS"):
        st.apply(a)
    assert st.points[0] == 10 + 40
    for a in ("play 7D", "play 8H", "play 9D", "play 8C"):
        st.apply(a)
    assert st.quitted[-1][2] == 2 and st.phase == "declare" and st.turn == 2
    legal = {str(a) for a in st.legal_actions()}
    assert "declare AS TS KS QS JS" in legal and "declare KS QS" not in legal
    before = st.view(None)
    with pytest.raises(IllegalAction, match="card of your own"):
        st.apply("declare KS QS")
    assert st.view(None) == before
    st.apply("declare AS TS KS QS JS")
    assert st.points[2] == 250 and st.view(1)["shown"]["N"] == ["KS", "QS"]
    assert st.view(1)["shown"]["S"] == ["AS", "TS", "JS"]
