"""Shared helpers of the draw-poker tests: stacked decks and simple drivers."""

from __future__ import annotations

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game


def stacked(n: int, dealer: int, hands: dict[int, str], draws: str = "", joker: bool = False,
            seats_in: list[int] | None = None) -> list:
    """A pack order (top first) dealing ``hands`` one card at a time from the dealer's left,
    then serving ``draws`` (cards in the order they are served), then the rest of the pack."""
    seats = [(dealer + 1 + k) % n for k in range(n)]
    if seats_in is not None:
        seats = [s for s in seats if s in seats_in]
    parsed = {s: parse_cards(h) for s, h in hands.items() if h is not None}
    named = [c for h in parsed.values() for c in h] + (parse_cards(draws) if draws else [])
    dup = {str(c) for c in named if named.count(c) > 1}
    assert not dup, f"stacked deck names {sorted(dup)} twice"
    used = [c for h in parsed.values() for c in h] + parse_cards(draws) if draws else \
        [c for h in parsed.values() for c in h]
    pack = list(standard_pack(1 if joker else 0).cards)
    spare = [c for c in pack if c not in used]
    for s, h in hands.items():              # None: a junk hand (eight high at most, no pair)
        if h is None:
            parsed[s] = _junk(spare)
            spare = [c for c in spare if c not in parsed[s]]
    order = []
    for k in range(5):
        for s in seats:
            if s in parsed:
                order.append(parsed[s][k])
            else:
                order.append(spare.pop())
    order.extend(parse_cards(draws) if draws else [])
    order.extend(spare)
    assert sorted(order) == sorted(pack)
    return order


def _junk(spare):
    for ranks in ((2, 3, 4, 6, 8), (2, 3, 5, 6, 8), (2, 4, 5, 7, 8), (3, 4, 5, 7, 8), (2, 3, 4, 6, 7)):
        hand, suits = [], set()
        for r in ranks:
            pick = [c for c in spare if c.rank == r and c.suit not in suits] or \
                [c for c in spare if c.rank == r]
            if not pick:
                break
            hand.append(pick[0])
            suits.add(pick[0].suit)
        if len(hand) == 5 and len(suits) > 1:
            return hand
    raise AssertionError("no junk hand left in the pack")


def deal(slug: str, n: int, hands: dict[int, str], draws: str = "", dealer: int | None = None,
         rules: dict | None = None, context: dict | None = None, extra_orders=()):
    g = get_game(slug)
    r = g.make_rules(rules or {})
    dealer = n - 1 if dealer is None else dealer
    ctx = {"dealer": dealer, **(context or {})}
    order = stacked(n, dealer, hands, draws, joker=r.joker,
                    seats_in=[s for s in range(n) if s not in ctx.get("sitting_out", ())])
    return g.new_deal(n, r, StackedShuffler([order, *extra_orders]), ctx)


def play_to_showdown(state, discards: dict[int, str] | None = None):
    """Everybody stays in: no straddles, come in / call, draw as told (else stand pat), then
    check or call (Foster's 'no check' law: the first bettor bets 1 and the rest call)."""
    discards = discards or {}
    while not state.is_over:
        legal = state.legal_strings()
        s = state.to_act
        if "decline" in legal:
            state.apply("decline")
        elif "stand" in legal:
            state.apply(f"discard {discards[s]}" if s in discards else "stand")
        elif "call" in legal:
            state.apply("call")
        elif "check" in legal:
            state.apply("check")
        else:
            bets = [a for a in state.legal_actions() if a.verb == "bet"]
            state.apply(bets[0])
    return state


def showdown_winners(slug: str, hands: list[str], rules: dict | None = None) -> list[int]:
    """Seats that take the pot when ``hands`` (seat order) are all shown down."""
    st = deal(slug, len(hands), dict(enumerate(hands)), rules=rules)
    play_to_showdown(st)
    return sorted(st.winners)
