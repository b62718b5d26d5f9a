"""The euchre bot: Foster's advice (1914, 001 part 3 §B1 "strategy", seed lines 1098-1200),
from the seat's view only.

Making the trump:

* the eldest (and the pone) orders up only with three sure tricks; at the bridge (his side on
  four, the dealer's on one or two) the eldest orders up unless he holds the right bower, a
  guarded left bower or an ace of trumps guarded twice (a sure trump trick stops a lone hand);
* the dealer's partner assists on plain-suit strength such as two aces, but not when a bower
  is turned at a low score (it keeps the dealer from a lone hand);
* the dealer takes up with more than two trumps, or two good trumps and a fairly sure plain
  trick; three trumps of any size and a plain ace is a strong take-up;
* go alone with both bowers and the ace, five trumps to the ace, the two top trumps and three
  plain aces, or three good trumps and two aces; not on three points when a march wins the game;
* turned down: the eldest makes it next (the same colour), the dealer's partner crosses, the
  pone makes nothing without three sure tricks.

The play: take tricks while you can; a lone player leads his winning trumps; against a lone
hand lead the best plain cards, never trumps; when the partner ordered up, lead him trumps;
second hand trumps everything unless it needs the right bower for a doubtful trick (the rule
of the right bower: keep it to catch the left); never trump a partner's winning card; with
one trump when the partner made trumps, trump at the first chance; discard singletons (not
aces), low cards first. The dealer discards his lowest plain card, making a suit void if he
can.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from ...mechanics.tricks import PLAY, SUIT_NAMES, bower_order, left_bower, parse_suit, right_bower, same_colour

__all__ = ["EuchreBot", "sure_tricks", "lone_hand", "trump_count"]

_ACE = 14


def _rank(c: int) -> int:
    return (c >> 2) + 2


def trump_count(hand: Sequence[int], trump: int) -> int:
    order = bower_order(trump, jokers=True)
    return sum(1 for c in hand if order.suit[c] == trump)


def sure_tricks(hand: Sequence[int], trump: int) -> float:
    """A rough count of the tricks ``hand`` should take with ``trump`` for trumps: the bowers
    and the ace of trumps as the book counts them (a left bower guarded, an ace guarded twice),
    the small trumps as half tricks, the plain aces as sure, a guarded plain king a third."""
    order = bower_order(trump, jokers=True)
    trumps = sorted((c for c in hand if order.suit[c] == trump), key=lambda c: -order.rank[c])
    rb, lb, ace = right_bower(trump), left_bower(trump), (_ACE - 2) * 4 + trump
    n = len(trumps)
    t = 0.0
    for i, c in enumerate(trumps):
        if c >= 52 or c == rb:
            t += 1
        elif c == lb:
            t += 1 if (rb in trumps or n >= 2) else 0.5
        elif c == ace:
            t += 1 if (rb in trumps and lb in trumps) or n >= 3 else 0.6
        else:
            t += 0.5 if i >= 1 else 0.3
    for s in range(4):
        plain = [c for c in hand if order.suit[c] == s and s != trump]
        if any(_rank(c) == _ACE for c in plain):
            t += 1 if len(plain) <= 2 else 0.7
        elif any(_rank(c) == 13 for c in plain) and len(plain) >= 2:
            t += 0.3
    return t


def lone_hand(hand: Sequence[int], trump: int) -> bool:
    """The book's lone hands: both bowers and the ace of trumps; five trumps to the ace; the
    two top trumps and three plain aces; three good trumps (the top three) and two aces."""
    order = bower_order(trump, jokers=True)
    trumps = {c for c in hand if order.suit[c] == trump}
    rb, lb, ace = right_bower(trump), left_bower(trump), (_ACE - 2) * 4 + trump
    plain_aces = sum(1 for c in hand if c < 52 and _rank(c) == _ACE and order.suit[c] != trump)
    top = sorted(trumps, key=lambda c: -order.rank[c])
    best = [c for c in (rb, lb, ace)]
    if {rb, lb, ace} <= trumps:
        return True
    if len(trumps) >= 5 and (ace in trumps or rb in trumps or lb in trumps):
        return True
    if top[:2] == best[:2] and plain_aces >= 3:
        return True
    return len(top) >= 3 and top[:3] == best and plain_aces >= 2


class EuchreBot(Bot):
    """Plays euchre by the book's advice (see the module docstring)."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return self._choose(view, legal)
        except Exception:          # a heuristic must never stop a game
            return legal[0]

    def _choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        verbs = {a.verb for a in legal}
        hand = [parse_card(c) for c in view["hand"]]
        if "jamboree" in verbs:
            return Action("jamboree")
        if "play" in verbs and view.get("jambone_for"):
            # calling the jambone player's card: his weakest (never a revoke: only legal cards)
            order = bower_order(parse_suit(view["trump"]), jokers=True)
            return min(legal, key=lambda a: (order.suit[a.args[0]] == order.trump, order.rank[a.args[0]]))
        if "play" in verbs:
            return PLAY[self._card(view, hand, [a.args[0] for a in legal])]
        if "give" in verbs or "jambone" in verbs:
            trump = parse_suit(view["trump"])
            if Action("jambone") in legal and sure_tricks(hand, trump) >= len(hand):
                return Action("jambone")
            gives = [a for a in legal if a.verb == "give"]
            return Action("give", (self._discard_card(hand, trump),)) if gives else Action("pass")
        if view.get("phase") == "defend":
            # §B9: the joker or a guarded right bower should go alone against a lone hand
            trump = parse_suit(view["trump"])
            rb = right_bower(trump)
            order = bower_order(trump, jokers=True)
            strong = 52 in hand or (rb in hand and sum(1 for c in hand if order.suit[c] == trump) >= 2)
            return Action("alone") if strong else Action("pass")
        if view.get("phase") == "bid":
            return self._bid(view, hand, legal)
        if "partner" in verbs or ("call" in verbs and view.get("bid")):
            return self._partner(view, hand, legal)
        if "call" in verbs:
            return self._call_ace(view, hand, legal)
        if "exchange" in verbs:
            return Action("exchange") if sure_tricks(hand, parse_suit(view["up_suit"])) < 1 else Action("keep")
        if view.get("title") == "Blind euchre" and "take" in verbs:
            return Action("take") if sure_tricks(hand, parse_suit(view["up_suit"])) >= 2.5 else Action("pass")
        if "discard" in verbs:
            return Action("discard", (self._discard(view, hand),))
        if "make" in verbs:
            return self._make(view, hand, legal)
        return self._first(view, hand, legal)

    # ----- the bidding euchres (001 part 3 §B6, §B10-B12) ---------------------------------------
    def _bid(self, view: dict[str, Any], hand: list[int], legal: Sequence[Action]) -> Action:
        """Bid the tricks the hand should take in its best suit, counting on the partners' help
        (one trick at auction and five-hand, two at seven-hand); bid even a small hand, as the
        book advises at seven-hand, so that the maker may choose partners by the bids."""
        best = max(range(4), key=lambda t: sure_tricks(hand, t))
        est = sure_tricks(hand, best)
        help_ = 2 if len(hand) >= 7 else 1
        want = int(est + help_)
        bids = [a for a in legal if a.verb == "bid" and parse_suit(a.args[1]) == best]
        if want >= len(hand) and est >= len(hand) - 0.5:
            alone = [a for a in bids if a.args[0] > len(hand)]
            if alone:
                return min(alone, key=lambda a: a.args[0])
        ok = [a for a in bids if a.args[0] <= min(want, len(hand))]
        return max(ok, key=lambda a: a.args[0]) if ok else Action("pass")

    def _partner(self, view: dict[str, Any], hand: list[int], legal: Sequence[Action]) -> Action:
        """Take as partners those who bid the trump suit, then the other bidders (they hold
        strength: SE-02); at five-hand call the best trump missing from the hand."""
        trump = parse_suit(view["trump"])
        calls = [a for a in legal if a.verb == "call"]
        if calls:
            order = bower_order(trump, jokers=True)
            trumps = [a for a in calls if order.suit[a.args[0]] == trump]
            if trumps:
                return max(trumps, key=lambda a: order.rank[a.args[0]])
        seats = [a for a in legal if a.verb == "partner"]
        by = {p: (lv, d) for p, lv, *d in view.get("bids", []) if lv is not None}
        def pref(a: Action) -> tuple:
            lv, d = by.get(a.args[0], (0, []))
            return (bool(d) and parse_suit(d[0]) == trump, lv)
        return max(seats, key=pref) if seats else legal[0]

    def _call_ace(self, view: dict[str, Any], hand: list[int], legal: Sequence[Action]) -> Action:
        """Call-ace: alone with a lone hand; else call the plain suit whose ace is missing and
        of which the hand holds most (the partner's ace makes the king or queen good)."""
        trump = parse_suit(view["trump"])
        if lone_hand(hand, trump) and Action("call", ("alone",)) in legal:
            return Action("call", ("alone",))
        order = bower_order(trump, jokers=True)
        def score(a: Action) -> tuple:
            s = parse_suit(a.args[0]) if a.args[0] != "alone" else None
            if s is None:
                return (-1, 0)
            has_ace = any(c < 52 and _rank(c) == _ACE and order.suit[c] == s for c in hand)
            return (0 if has_ace else 1, sum(1 for c in hand if order.suit[c] == s))
        return max(legal, key=score)

    # ----- making the trump ------------------------------------------------------------------
    def _scores(self, view: dict[str, Any]) -> tuple[int, int]:
        """(my side's score, the best adversary score)."""
        names = view.get("seats") or {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W")}[view["players"]]
        me = names.index(view["seat"])
        side = me % 2 if len(view["score"]) == 2 else me
        sc = view["score"]
        return sc[side], max(v for i, v in enumerate(sc) if i != side)

    def _position(self, view: dict[str, Any]) -> str:
        names = view.get("seats") or {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W")}[view["players"]]
        n = view["players"]
        me, dealer = names.index(view["seat"]), names.index(view["dealer"])
        k = (me - dealer) % n
        if k == 0:
            return "dealer"
        if k == 1:
            return "eldest"
        if n == 4 and k == 2 and len(view["score"]) == 2:
            return "partner"
        return "pone"

    def _alone(self, view: dict[str, Any], hand: Sequence[int], trump: int, legal: Sequence[Action],
                verb: str, *args: str) -> Action:
        mine, _ = self._scores(view)
        goal = view["game_points"]
        march_wins = mine + 2 >= goal
        if Action(verb, (*args, "alone")) in legal and lone_hand(hand, trump) and not march_wins:
            return Action(verb, (*args, "alone"))
        return Action(verb, tuple(args))

    def _first(self, view: dict[str, Any], hand: list[int], legal: Sequence[Action]) -> Action:
        up = parse_card(view["turn_up"])
        trump = parse_suit(view["up_suit"])
        pos = self._position(view)
        accept = next((a for a in legal if a.verb != "pass" and not a.args), None)
        if accept is None:
            return Action("pass")
        mine, theirs = self._scores(view)
        if pos == "dealer":
            with_up = hand + [up]
            drop = self._discard_card(with_up, trump)
            kept = [c for c in with_up if c != drop]
            n_tr = trump_count(kept, trump)
            strong = sum(1 for c in kept if c in (right_bower(trump), left_bower(trump), (_ACE - 2) * 4 + trump))
            aces = sum(1 for c in kept if c < 52 and _rank(c) == _ACE and (c & 3) != trump)
            if n_tr >= 3 or (strong >= 2 and aces >= 1) or sure_tricks(kept, trump) >= 3:
                return self._alone(view, kept, trump, legal, accept.verb)
            return Action("pass")
        if pos == "partner":
            st = sure_tricks(hand, trump)
            bower_up = up < 52 and _rank(up) == 11
            if bower_up and mine <= 2 and not lone_hand(hand, trump):
                return Action("pass")
            if lone_hand(hand, trump):
                return self._alone(view, hand, trump, legal, accept.verb)
            return Action(accept.verb) if st >= 2 else Action("pass")
        # an adversary of the dealer: three sure tricks; the bridge for the eldest
        if pos == "eldest" and view["players"] == 4 and mine == 4 and theirs in (1, 2):
            order = bower_order(trump, jokers=True)
            trumps = [c for c in hand if order.suit[c] == trump]
            stops = (right_bower(trump) in hand or (left_bower(trump) in hand and len(trumps) >= 2)
                     or ((_ACE - 2) * 4 + trump in hand and len(trumps) >= 3))
            if not stops:
                return Action(accept.verb)
        if sure_tricks(hand, trump) >= 3:
            return self._alone(view, hand, trump, legal, accept.verb)
        return Action("pass")

    def _make(self, view: dict[str, Any], hand: list[int], legal: Sequence[Action]) -> Action:
        turned = parse_suit(view["up_suit"])
        nxt = same_colour(turned)
        options = sorted({parse_suit(a.args[0]) for a in legal if a.verb == "make"})
        if not options:
            return Action("pass")
        best = max(options, key=lambda s: sure_tricks(hand, s))
        pos = self._position(view)
        if pos == "eldest" and nxt in options and (sure_tricks(hand, nxt) >= 1.2 or sure_tricks(hand, best) < 2.5):
            if sure_tricks(hand, nxt) >= 1.2:
                return self._alone(view, hand, nxt, legal, "make", SUIT_NAMES[nxt])
        if pos == "partner":
            cross = [s for s in options if s != nxt]
            c = max(cross, key=lambda s: sure_tricks(hand, s)) if cross else best
            if sure_tricks(hand, c) >= 1.8:
                return self._alone(view, hand, c, legal, "make", SUIT_NAMES[c])
            if sure_tricks(hand, best) >= 3:
                return self._alone(view, hand, best, legal, "make", SUIT_NAMES[best])
            return Action("pass")
        need = 3 if pos == "pone" else 2.5
        if sure_tricks(hand, best) >= need:
            return self._alone(view, hand, best, legal, "make", SUIT_NAMES[best])
        return Action("pass")

    # ----- the discard -------------------------------------------------------------------------
    @staticmethod
    def _discard_card(hand: Sequence[int], trump: int) -> int:
        order = bower_order(trump, jokers=True)
        plain = [c for c in hand if order.suit[c] != trump and not (c < 52 and _rank(c) == _ACE)]
        if not plain:
            plain = [c for c in hand if order.suit[c] != trump] or list(hand)
        count = {s: sum(1 for c in hand if order.suit[c] == s) for s in range(4)}
        return min(plain, key=lambda c: (count[order.suit[c]] > 1, order.rank[c]))

    def _discard(self, view: dict[str, Any], hand: list[int]) -> int:
        return self._discard_card(hand, parse_suit(view["trump"]))

    # ----- the play ------------------------------------------------------------------------------
    def _card(self, view: dict[str, Any], hand: list[int], cards: list[int]) -> int:
        if len(cards) == 1:
            return cards[0]
        trump = parse_suit(view["trump"])
        order = bower_order(trump, jokers=True)
        played = {parse_card(c) for t in view["played"] for _, c in t} | {parse_card(c) for _, c in view["trick"]}
        trick = [(p, parse_card(c)) for p, c in view["trick"]]
        me = view["seat"]
        n = view["players"]
        partner = ({"N": "S", "S": "N", "E": "W", "W": "E"}.get(me) if n == 4 and len(view["score"]) == 2
                   else view.get("partner_seat"))
        maker = view["maker"]
        we_make = maker == me or maker == partner
        alone = view["alone"]
        all_trumps = [c for c in range(54) if order.suit[c] == trump]
        out_trumps = [c for c in all_trumps if c not in played and c not in hand
                      and c != 53 and (c != 52 or view.get("joker"))]
        def strength(c: int) -> int:
            return order.rank[c] + (100 if order.suit[c] == trump else 0)

        def hi(cs):
            return max(cs, key=strength)

        def lo(cs):
            return min(cs, key=strength)
        trumps_held = [c for c in cards if order.suit[c] == trump]
        if not trick:                                       # leading
            top_out = max((order.rank[c] for c in out_trumps), default=-1)
            if trumps_held and (maker == me and (alone or n < 4) or we_make):
                best = hi(trumps_held)
                if order.rank[best] > top_out:
                    return best                             # draw trumps while they win
            if alone and maker != me and not we_make:
                plain = [c for c in cards if order.suit[c] != trump]
                if plain:
                    return hi(plain)                        # against a lone hand: best plain card
            if (view.get("how") == "order" and maker == partner and trumps_held
                    and not (view["score"] and max(view["score"]) >= 4)):
                return hi(trumps_held)                      # lead trumps to a partner who ordered up
            plain = [c for c in cards if order.suit[c] != trump]
            aces = [c for c in plain if c < 52 and _rank(c) == _ACE]
            if aces:
                return aces[0]
            if plain:
                return hi(plain)                            # take tricks while you can
            return hi(cards)
        led = order.suit[trick[0][1]]
        win_pos = order.winner([c for _, c in trick])
        win_seat, win_card = trick[win_pos]
        partner_wins = win_seat == partner
        last = len(trick) == (n - len(view.get("sitting_out") or ())) - 1
        beating = [c for c in cards if order.beats(c, win_card)]
        if partner_wins and (last or order.suit[win_card] == trump or (win_card < 52 and _rank(win_card) == _ACE)):
            return lo(cards)                                # never trump a partner's winning card
        if beating:
            following = [c for c in beating if order.suit[c] == led]
            if following:
                return hi(following) if not last else lo(following)
            # trumping: the rule of the right bower -- keep it for a sure trick
            rb = right_bower(trump)
            cheap = [c for c in beating if c != rb]
            if cheap:
                return lo(cheap)
            if last or len(trumps_held) == 1 or we_make:
                return rb
            others = [c for c in cards if c != rb]
            return lo(others) if others else rb
        # cannot win: throw the lowest, a singleton first (not an ace)
        counts = {s: sum(1 for c in hand if order.suit[c] == s) for s in range(-1, 4)}
        plain = [c for c in cards if order.suit[c] != trump]
        if plain and order.suit[plain[0]] != led:
            return min(plain, key=lambda c: (c < 52 and _rank(c) == _ACE, counts[order.suit[c]], order.rank[c]))
        return lo(cards)
