"""Solo whist's laws at a physical table (``referee_mode``): the revoke penalties of
001 part 2 §9 (L921-937; oracles O24, O25, O26; seed 003 AW 30-31 Solo notes, O-003-03),
exposed cards and plays out of turn (L938-946; AW 20-26 Solo notes), pool solo (L903-908)
and the local Grand (L870-871). Deals are built so that the book's trick counts happen,
then played card by card."""

from __future__ import annotations

import json
import random

import pytest

from hoyle.cards import Card, parse_cards
from hoyle.core.actions import Action
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.record import replay
from hoyle.core.registry import get_game
from hoyle.games.whist.solo import revoke_by_adversary, solo_deck_for_hands

from test_whist_solo import DEAL1, DEAL2

SOLO = get_game("solo-whist")
REF = {"referee_mode": True}


def deal(hands, turned, rules=None, game=SOLO):
    """Dealer W (seat 3, the book's Z), eldest N (A); E is Y, S is B."""
    hs = [parse_cards(h) for h in hands]
    deck = solo_deck_for_hands(hs, 3, parse_cards(turned)[0])
    return game.new_deal(rules=rules, shuffler=StackedShuffler([deck]), context={"dealer": 3})


def play_rows(s, rows):
    """Each row gives the four cards of a trick in seat order N E S W."""
    for row in rows:
        cards = parse_cards(row)
        for _ in range(4):
            if s.is_over:
                return
            s.apply(f"play {cards[s.to_act]}")


def bid(s, *actions):
    for a in actions:
        s.apply(a)


# W holds six top hearts (the 2H turned); N one heart and twelve spades; E the diamonds;
# S six lower hearts and the top clubs. W plays solo.
H_SOLO = ["9H AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S", "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
          "AC KC QC JC TC 9C 8H 7H 6H 5H 4H 3H 2S", "AH KH QH JH TH 2H 8C 7C 6C 5C 4C 3C 2C"]
# N revokes at trick 2 (KS while holding 9H); W still takes exactly six tricks
R_O25 = ["AS 2D 2S 2H", "KS 3D 3H AH", "9H 4D 4H KH", "QS 5D 5H QH", "JS 6D 6H JH", "TS 7D 7H TH",
         "9S 8D 9C 8C", "8S 9D AC 7C", "7S TD KC 6C", "6S JD QC 5C", "5S QD JC 4C", "4S KD TC 3C",
         "3S AD 8H 2C"]
# W revokes at trick 7 (TH on the ace of clubs while holding clubs) and takes six in all
R_O26 = ["AS 2D 2S 2H", "9H 3D 3H AH", "KS 4D 4H KH", "QS 5D 5H QH", "JS 6D 6H JH", "TS 7D 9C 8C",
         "9S 8D AC TH", "8S 9D KC 7C", "7S TD QC 6C", "6S JD JC 5C", "5S QD TC 4C", "4S KD 7H 3C",
         "3S AD 8H 2C"]


def solo_by_w(rows, rules=REF):
    s = deal(H_SOLO, "2H", rules)
    bid(s, "pass", "pass", "pass", "solo")
    assert s.bid == "solo" and s.bidder == 3 and s.trump == 2
    play_rows(s, rows)
    return s


def test_O25_adversary_revokes_solo_made_anyway_partners_pay_share_offender_pays_nine():
    s = solo_by_w(R_O25)
    assert s.tp.won == [0, 0, 7, 6]                        # Z (W) takes 6 in spite of the revoke
    ruling = s.referee("revoke", 3)                        # Z claims A's revoke
    assert "9.6" in ruling.law and ruling.effect["revoke"]["trick"] == 2
    # each of A, Y, B pays 2 red + 1 white (the catalog's reading of the misprinted "1 red"),
    # then A pays 9 white more for the three penalty tricks (3 tricks x 3 adversaries)
    assert s.outcome() == [-(11 + 9), -11, -11, 42]
    assert revoke_by_adversary("solo", 6 + 3) == 14        # 2 red + 4 over-tricks per adversary
    assert replay(json.loads(json.dumps(s.record()))).outcome() == s.outcome()


def test_O25_variant_offender_alone_pays_when_not_proved():
    s = solo_by_w(R_O25)
    s.referee("revoke", 3, won_anyway=False)
    assert s.outcome() == [-42, 0, 0, 42]                  # A pays all three shares, 14 each


def test_O26_lone_player_revokes_in_solo_loses_reds_and_two_whites():
    s = solo_by_w(R_O26)
    assert s.tp.won[3] == 6 and s.tp.revokes[0].seat == 3 and s.tp.revokes[0].trick == 7
    with pytest.raises(IllegalAction):
        s.referee("revoke", 3)                             # a player cannot claim his own side's revoke
    ruling = s.referee("revoke", 0)
    assert "9.5" in ruling.law
    # 6 - 3 = 3 tricks: 2 red and 2 white (two tricks short of five) to each adversary
    assert s.outcome() == [12, 12, 12, -36]


# N (proposer) and E (acceptor) against S and W; spades trumps (W's 2S turned)
H_PROPOSAL = ["AS KS QS JS TS 9S 8S AH KH QH JH 3D 2D", "TH 9H 8H 7H 6H 5H 4H 3H 2H AD KD QD JD",
              "7S 6S TD 9D 8D 7D 6D 5D 4D AC KC QC JC", "5S 4S 3S 2S TC 9C 8C 7C 6C 5C 4C 3C 2C"]
# E renounces at trick 8 (AD on the queen of hearts, holding 9H TH); the pair takes 11
R_O24 = ["AS 2H 6S 2S", "KS 3H 7S 3S", "QS 4H 4D 4S", "AH 5H 5D 5S", "2D 6H AC 2C", "JS 7H KC 3C",
         "KH 8H 6D 4C", "QH AD 7D 5C", "JH 9H 8D 6C", "3D KD 9D 7C", "8S TH TD 8C", "9S QD QC 9C",
         "TS JD JC TC"]


def test_O24_proposal_pair_revokes_with_eleven_each_loses_one_red_no_whites():
    s = deal(H_PROPOSAL, "2S", REF)
    bid(s, "propose", "accept", "pass", "pass")
    assert (s.bid, s.bidder, s.acceptor, s.trump) == ("propose", 0, 1, 3)
    play_rows(s, R_O24)
    assert s.tp.won[0] + s.tp.won[1] == 11
    s.referee("revoke", 2)                                 # S claims E's revoke
    assert s.outcome() == [-5, -5, 5, 5]                   # 11 - 3 = 8: bid made, yet 1 red each


def test_O_003_03_renounce_refused_online_accepted_by_referee_then_established():
    online = deal(H_SOLO, "2H")
    bid(online, "pass", "pass", "pass", "solo")
    online.apply("play AS"), online.apply("play 2D"), online.apply("play 2S"), online.apply("play 2H")
    online.apply("play AH")
    before = online.view(None)
    with pytest.raises(IllegalAction) as e:
        online.apply("play KS")                            # N holds 9H
    assert "law 28" in str(e.value.law) and online.view(None) == before
    s = solo_by_w(R_O25[:2])
    with pytest.raises(IllegalAction) as e:                # trick 2 not yet quitted
        s.referee("revoke", 3)
    assert "law 28" in str(e.value.law)
    ruling = s.referee("correct-revoke", 0)                # N corrects in time: KS exposed
    assert "law 29" in ruling.law and s.view(3)["exposed"] == {"N": ["KS"]}
    assert [str(a) for a in s.legal_actions()] == ["play 9H"]


def test_misere_player_revokes_loses_at_once():
    s = get_game("solo-whist").new_deal(rules=REF, shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in DEAL2["hands"]], 3, parse_cards("3H")[0])]),
        context={"dealer": 3})
    bid(s, "propose", "misere", "pass", "pass", "pass")
    play_rows(s, ["KS 2H JS TS"])                          # Y (E) renounces: holds 7S
    s.apply("play QS")                                     # A leads again: established
    ruling = s.referee("revoke", 0)
    assert "9.7" in ruling.law and s.is_over and s.stopped
    assert s.outcome() == [15, -45, 15, 15]


def test_adversary_of_misere_revokes_pays_the_whole_stakes_alone():
    s = get_game("solo-whist").new_deal(rules=REF, shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in DEAL2["hands"]], 3, parse_cards("3H")[0])]),
        context={"dealer": 3})
    bid(s, "propose", "misere", "pass", "pass", "pass")
    play_rows(s, ["KS 7S 7C TS"])                          # B (S) renounces: holds J964 of spades
    s.apply("play QS")
    s.referee("revoke", 1)
    assert s.is_over and s.outcome() == [0, 45, -45, 0]


def test_exposed_card_against_misere_claims_the_stakes_from_the_offender():
    s = get_game("solo-whist").new_deal(rules=REF, shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in DEAL2["hands"]], 3, parse_cards("3H")[0])]),
        context={"dealer": 3})
    bid(s, "propose", "misere", "pass", "pass", "pass")
    s.apply("play KS")
    ruling = s.referee("exposed-card", 3, card="8S")      # Z drops the eight of spades
    assert "9.9" in ruling.law and s.is_over
    assert s.outcome() == [0, 45, 0, -45]
    with pytest.raises(IllegalAction):
        s.referee("exposed-card", 0, card="QS")            # the hand is decided


def book_deal1(rules=REF):
    s = SOLO.new_deal(rules=rules, shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in DEAL1["hands"]], 3, parse_cards("3H")[0])]),
        context={"dealer": 3})
    bid(s, "pass", "pass", "solo", "pass")                 # B (S) solo, hearts trumps
    return s


def test_lone_player_calls_or_forbids_exposed_cards_and_calls_highest():
    s = book_deal1()
    r = s.referee("exposed-card", 2, card="AH")            # the lone player: no penalty
    assert r.penalty == "none" and "9.8" in r.law and "exposed" not in s.view(0)
    s.referee("exposed-card", 0, card="KC")
    assert s.view(1)["exposed"] == {"N": ["KC"]}           # the exposed card is public
    s.referee("call-card", 2, target=0, card="KC", demand="forbid")
    assert "play KC" not in [str(a) for a in s.legal_actions()]
    with pytest.raises(IllegalAction) as e:
        s.apply("play KC")
    assert "9.8" in str(e.value.law)
    s.referee("call-card", 2, target=0, card="KC", demand="play")
    assert [str(a) for a in s.legal_actions()] == ["play KC"]
    with pytest.raises(IllegalAction):                     # only an adversary of N may call it
        s.referee("call-card", 1, target=0, card="KC")
    s.apply("play KC")                                     # A leads the king of clubs
    s.referee("exposed-card", 1, card="2C")                # Y shows his deuce of clubs
    r = s.referee("call-card", 2, target=1, card="2C", demand="highest")
    assert [str(a) for a in s.legal_actions()] == ["play AC"] and "highest club" in r.penalty
    assert '"AC"' not in json.dumps(s.view(2))           # the ruling does not show Y's card


def test_caller_abandons_remaining_tricks_go_to_the_adversaries():
    s = solo_by_w(R_O25[:3], rules=REF)
    assert s.tp.won == [0, 0, 0, 3]                     # Z has 3 tricks after trick 3
    with pytest.raises(IllegalAction) as e:
        s.referee("abandon", 1)                         # an adversary's abandoning is not refereed
    assert "law 27" in str(e.value.law)
    r = s.referee("abandon", 3)
    assert "law 27" in r.law and s.is_over
    assert s.outcome() == [12, 12, 12, -36]              # 3 of 5: 2 red + 2 white to each
    m = SOLO.new_deal(rules=REF, shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in DEAL2["hands"]], 3, parse_cards("3H")[0])]),
        context={"dealer": 3})
    bid(m, "propose", "misere", "pass", "pass", "pass")
    m.referee("abandon", 1)
    assert m.outcome() == [15, -45, 15, 15]              # the misère player concedes


def test_lead_out_of_turn_against_lone_player_gives_him_a_suit_call():
    s = book_deal1()
    play_rows(s, DEAL1["rows"][:1])                        # Z (W) wins the first trick
    assert s.to_act == 3
    r = s.referee("lead-out-of-turn", 1, card="9S")
    assert "law 24" in r.law and "exposed" not in s.view(0)
    with pytest.raises(IllegalAction):
        s.referee("call-suit", 0, suit="hearts")           # not A: he is on the offending side
    r = s.referee("call-suit", 2, suit="clubs")            # Z has the lead; the lone player calls clubs
    assert r.penalty == "W must lead clubs"
    assert {a.args[0] & 3 for a in s.legal_actions()} == {0}


def test_play_out_of_turn_lone_player_makes_partner_win_or_lose():
    s = book_deal1()
    s.apply("play TD")                                     # A leads; Y to play; Z plays too soon
    r = s.referee("play-out-of-turn", 3, card="KD", target=1, demand="lose")
    assert "law 26" in r.law
    assert [str(a) for a in s.legal_actions()] == ["play 9D", "play 8D"]
    s.apply("play 8D")
    s.apply("play QD")
    assert [str(a) for a in s.legal_actions()] == ["play KD"]   # Z's card stands


def test_proposal_follows_whist_laws_no_forbidding():
    s = deal(H_PROPOSAL, "2S", REF)
    bid(s, "propose", "accept", "pass", "pass")
    s.referee("exposed-card", 1, card="AD")
    with pytest.raises(IllegalAction) as e:
        s.referee("call-card", 2, target=1, card="AD", demand="forbid")
    assert "law 21" in str(e.value.law)
    s.referee("call-card", 2, target=1, card="AD")
    s.apply("play AS")
    assert [str(a) for a in s.legal_actions()] == ["play AD"]


def test_referee_refuses_bad_calls_state_unchanged():
    s = book_deal1()
    before = s.view(None)
    for call, seat, details in [("revoke", 0, {}), ("no-such", 0, {}), ("exposed-card", 0, {"card": "ZZ"}),
                                ("exposed-card", 0, {"card": "AH"}), ("call-card", 2, {"target": 0, "card": "KC"}),
                                ("exposed-card", 7, {"card": "KC"}), ("exposed-card", 0, {"bogus": 1})]:
        with pytest.raises(IllegalAction):
            s.referee(call, seat, **details)
        assert s.view(None) == before and not s.rulings
    g = SOLO.new_deal(rules={"all_pass": "grand", "referee_mode": True}, shuffler=SeededShuffler(8))
    bid(g, "pass", "pass", "pass", "pass")
    with pytest.raises(IllegalAction) as e:
        g.referee("exposed-card", 0, card=str(g.tp.hands[0][0]))
    assert "9.11" in str(e.value.law)


def test_pool_solo_each_deal_solo_takes_pool_misere_doubles_it():
    s = book_deal1({"pool": "each-deal"})
    play_rows(s, DEAL1["rows"])
    assert s.view(0)["pool"] == 20                         # four antes of 1 red
    assert s.outcome() == [-15, -15, 45, -15] and s.house_take() == 0 and s.pool_after() == 0
    m = SOLO.new_deal(rules={"pool": "each-deal"}, shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in DEAL2["hands"]], 3, parse_cards("3H")[0])]),
        context={"dealer": 3, "pool": 20})
    bid(m, "propose", "misere", "pass", "pass", "pass")
    play_rows(m, DEAL2["rows"])
    # 20 carried + 20 anted = 40; Y fails: pays each 3 red and doubles the pool (40 more)
    assert m.outcome() == [10, -5 - 45 - 40, 10, 10] and m.pool_after() == 80
    assert sum(m.outcome()) + m.house_take() == 0


def test_pool_solo_start_antes_when_empty_and_proposals_leave_it_alone():
    match = SOLO.new_match(4, SOLO.make_rules({"pool": "start"}), shuffler=StackedShuffler(
        [solo_deck_for_hands([parse_cards(h) for h in H_PROPOSAL], 3, parse_cards("2S")[0]),
         [Card(i) for i in range(52)]]))
    s = match.next_deal()
    bid(s, "propose", "accept", "pass", "pass")
    play_rows(s, R_O24[:7] + ["QH 9H 7D 5C", "JH TH 8D 6C", "3D KD 9D 7C", "8S AD TD 8C",
                              "9S QD QC 9C", "TS JD JC TC"])     # no revoke this time
    assert s.tp.won[0] + s.tp.won[1] == 11
    assert s.outcome() == [-5 + 8, -5 + 8, -5 - 8, -5 - 8] and s.pool_after() == 20
    match.finish(s)
    nxt = match.next_deal()
    assert nxt.pool_before == 20 and nxt.ante == 0 and nxt.dealer == 0


def test_grand_last_trick_pays_each_a_solo():
    g = SOLO.new_deal(rules={"all_pass": "grand"}, shuffler=SeededShuffler(8))
    bid(g, "pass", "pass", "pass", "pass")
    assert g.trump is None and g.view(0)["bid"] == "grand"
    while not g.is_over:
        g.apply(g.legal_actions()[-1])
    last = g.tp.quitted[-1][2]
    assert g.outcome() == [-30 if i == last else 10 for i in range(4)]


@pytest.mark.parametrize("slug", ["solo-whist", "solo-whist-three-hand", "kimberley-solo"])
def test_random_referee_playouts_balance_and_replay(slug):
    """Random deals in referee mode with deliberate renounces and claims, random referee
    calls, and pool solo: the counters balance against the pool, cards stay in one place,
    no view shows a hidden card, records (with their rulings) replay."""
    game = get_game(slug)
    rng = random.Random(5)
    for seed in range(60):
        opts = {"referee_mode": True, "pool": ("none", "start", "each-deal")[seed % 3]}
        if slug != "kimberley-solo" and seed % 2:
            opts["all_pass"] = "grand" if slug == "solo-whist" else "overcall"
        s = game.new_deal(rules=opts, shuffler=SeededShuffler(seed), context={"pool": 10 * (seed % 4)})
        pack = sorted(c for cs in s.card_locations().values() for c in cs)
        while not s.is_over:
            legal = s.legal_actions()
            tp = s.tp
            if s.phase == "play" and tp.trick and rng.random() < 0.15:
                off = [c for c in tp.hands[tp.turn] if tp.is_revoke(tp.turn, c)]
                if off:
                    revoker = tp.turn
                    s.apply(Action("play", (off[0],)))
                    if rng.random() < 0.3 and not s.is_over:
                        s.referee("correct-revoke", revoker)
                    continue
            s.apply(legal[rng.randrange(len(legal) if s.phase == "play" else min(3, len(legal)))])
            if s.phase == "play" and s.tp.revokes and rng.random() < 0.3:
                for claimant in range(s.n):
                    try:
                        s.referee("revoke", claimant)
                    except IllegalAction:
                        pass
            if s.phase == "play" and s.bid != "grand" and rng.random() < 0.1:
                who, other = rng.randrange(s.n), rng.randrange(s.n)
                shown = [t for t in range(s.n) if s.tp.exposed[t]]
                if shown and rng.random() < 0.5:           # an adversary calls an exposed card
                    other = rng.choice(shown)
                    who = rng.choice([x for x in range(s.n) if x not in s._side(other)] or [who])
                elif s.suit_call_from and rng.random() < 0.5:
                    who = rng.choice([x for x in range(s.n) if x not in s.suit_call_from] or [who])
                held = s.tp.hands[who]
                card = str(held[rng.randrange(len(held))]) if held else "AS"
                call, details = rng.choice([
                    ("exposed-card", {"card": card, "claim": rng.random() < 0.3}),
                    ("call-card", {"target": other, "card": str(s.tp.exposed[other][0]) if s.tp.exposed[other] else card,
                                   "demand": rng.choice(["play", "forbid", "highest", "lowest"])}),
                    ("lead-out-of-turn", {"card": card, "penalty": rng.choice(["call-suit", "call-card"]),
                                          "claim": rng.random() < 0.3}),
                    ("call-suit", {"suit": rng.choice(["clubs", "hearts"])}),
                    ("play-out-of-turn", {"card": card, "target": other, "claim": False,
                                          "demand": rng.choice(["highest", "lowest", "win", "lose", "trump"])}),
                    ("correct-revoke", {}), ("abandon", {})])
                try:
                    s.referee(call, who, **details)
                except IllegalAction:
                    pass
        for claimant in range(s.n):
            try:
                s.referee("revoke", claimant)
            except IllegalAction:
                pass
        assert sorted(c for cs in s.card_locations().values() for c in cs) == pack
        out = s.outcome()
        assert sum(out) + s.house_take() == 0
        for seat in range(s.n):
            text = json.dumps(s.view(seat))
            assert not any(f'"{c}"' in text for c in map(str, s.hidden_cards(seat)))
        assert replay(json.loads(json.dumps(s.record()))).outcome() == out
