"""A heuristic draw-poker bot that follows the books' advice, using only its seat's view.

Sources of the advice (catalog references):

* going in: a pair of tens is the average minimum for coming in (Foster, O-002-05); the
  first bettor, in the worst seat, rarely comes in with less than queens; the age with kings
  or better raises the ante unless five others are in or someone has raised (O-002-17); good
  players seldom straddle (001 part 2 §20.2) -- the bot never does; draw to a four-flush or
  an open-ended four-straight when the pot lays three to one or better and the ante has not
  been raised (Foster's advice to the age, 002 strategy: three having paid to draw); the age
  completes his blind with a small pair or a draw when it costs one chip; tens are the
  average minimum at a full table, and with fewer hands against it the minimum falls (our
  reading: eights against three or four, any pair against one or two);
* the draw (seed 000 "Hints", O-000-18): with a pair draw three; with threes draw one; with
  fours throw the odd card; never draw to an inside straight (3-4-6-7-K: throw the hand in);
  good players stand pat on two pairs about half the time and sometimes hold a kicker
  (Foster, 002 "variety");
* betting: raise or drop rather than merely call (Foster, "how to win"); bluff rarely -- you
  cannot bluff a player holding fours (seed 000 hints); after the draw, where the first
  bettor must bet or drop (Foster law 28), a pair bets the least and a pair calls a bet the
  pot lays three to one against (our reading of the pot odds the books reason with).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...evaluators import BRITISH, FOSTER, HandCategory, evaluate

__all__ = ["DrawPokerBot", "plan_draw"]

HC = HandCategory
_STRENGTH = {HC.HIGH_CARD: 0, HC.ONE_PAIR: 1, HC.TWO_PAIR: 2, HC.BLAZE: 2, HC.SKIP_STRAIGHT: 3,
             HC.THREE_OF_A_KIND: 3, HC.ROUND_THE_CORNER: 3, HC.STRAIGHT: 4, HC.TIGER: 4,
             HC.FLUSH: 5, HC.FULL_HOUSE: 6, HC.FOUR_OF_A_KIND: 7, HC.STRAIGHT_FLUSH: 8,
             HC.ROYAL_FLUSH: 9, HC.FIVE_OF_A_KIND: 9}


def _rank(c: Card) -> int:
    return c.rank


def plan_draw(hand: Sequence[Card], max_draw: int = 5, rng=None, ace_high_straights: bool = True
              ) -> list[Card]:
    """The cards to throw away under the seed-000 hints and Foster's advice (see module doc).

    Returns the discards (empty: stand pat).
    """
    hand = list(hand)
    naturals = [c for c in hand if not c.is_joker]
    counts: dict[int, list[Card]] = {}
    for c in naturals:
        counts.setdefault(c.rank, []).append(c)
    groups = sorted(counts.values(), key=lambda g: (len(g), g[0].rank), reverse=True)
    sizes = [len(g) for g in groups]
    jokers = [c for c in hand if c.is_joker]
    suits: dict[int, list[Card]] = {}
    for c in naturals:
        suits.setdefault(c.suit, []).append(c)
    ranks = sorted({c.rank for c in naturals})
    # made hands: straights, flushes, fulls and better stand pat
    if len(hand) == 5:
        if max(len(v) for v in suits.values()) + len(jokers) >= 5:
            return []
        rs = set(ranks) | ({1} if 14 in ranks else set())
        for lo in range(1, 11):
            if len(set(range(lo, lo + 5)) & rs) + len(jokers) >= 5 and len(ranks) + len(jokers) == 5:
                return []
        if sizes[0] + len(jokers) >= 3 and len(sizes) > 1 and sizes[1] >= 2:
            return []            # full hand
    if sizes[0] == 4:
        return [c for c in hand if c not in groups[0] and not c.is_joker][:1]   # fours: throw the odd card
    if sizes[0] == 3:
        odd = [c for c in hand if c not in groups[0] and not c.is_joker]
        odd.sort(key=_rank)
        return odd[:1]              # threes: draw one (keeps the others guessing)
    if sizes[0] == 2 and len(sizes) > 1 and sizes[1] == 2:
        if rng is not None and rng.random() < 0.5:
            return []               # stand pat on two pairs about half the time
        return [c for c in hand if c not in groups[0] and c not in groups[1] and not c.is_joker][:1]
    # four-flush: draw one
    for s, cs in suits.items():
        if len(cs) + len(jokers) == 4:
            return [c for c in hand if c not in cs and not c.is_joker][:1]
    # open-ended four-straight: draw one (never to an inside straight)
    for lo in range(2, 12):
        run = set(range(lo, lo + 4))
        if run <= set(ranks) and (lo + 3 < (14 if ace_high_straights else 13)):
            keep = {}
            for c in naturals:
                if c.rank in run and c.rank not in keep:
                    keep[c.rank] = c
            return [c for c in hand if c not in keep.values() and not c.is_joker][:1]
    if sizes[0] == 2:
        pair = groups[0]
        rest = sorted((c for c in hand if c not in pair and not c.is_joker), key=_rank, reverse=True)
        if rng is not None and rest and rest[0].rank == 14 and rng.random() < 0.3:
            return rest[1:][:max_draw]          # hold an ace kicker now and then
        return rest[:max_draw]                  # a pair: draw three
    if jokers:
        keep = sorted(naturals, key=_rank, reverse=True)[:1]
        return [c for c in naturals if c not in keep][:max_draw]
    # nothing: keep the highest card (two if an ace and a king), draw the rest
    top = sorted(hand, key=_rank, reverse=True)
    keep = top[:2] if top[0].rank == 14 and top[1].rank == 13 else top[:1]
    return [c for c in top if c not in keep][:max_draw]


class DrawPokerBot(Bot):
    """Heuristic draw-poker player (see the module docstring for its sources)."""

    name = "heuristic"
    bluff_rate = 0.04

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        verbs = {a.verb: a for a in legal}
        phase = view["phase"]
        if phase == "before the deal":
            # Foster law 37: the bot always antes its jack; flat poker (001 part 3 §A4): the age
            # blinds the least, the others stay (a pure gamble, as the book says)
            if "ante" in verbs or "stay" in verbs:
                return verbs.get("ante") or verbs["stay"]
            return legal[0]
        if phase == "straddles":
            return verbs.get("decline", legal[0])
        hand = [parse_card(c) for c in view["hand"]]
        widow = [parse_card(c) for c in view.get("widow", ())]
        ranking = view.get("ranking", "high")
        if phase == "declarations":
            return self._declare(hand, legal)
        if phase == "against the field":     # flat poker (001 part 3 §A4): threes or better
            strength, _ = self._strength(hand, FOSTER)
            if "field" in verbs:
                return verbs["field"] if strength >= 4 else verbs["pass"]
            return verbs["call"] if strength >= 2 else verbs["pass"]
        if phase == "draw":
            if ranking == "low":
                return self._draw_low(hand, legal)
            return self._draw(view, hand, legal, widow)
        rules = BRITISH if view.get("code") == "british" else FOSTER
        if widow and view.get("wild_rank"):
            r = view["wild_rank"]
            rules = rules.replace(wild_cards=frozenset(
                c for c in range((r - 2) * 4, (r - 1) * 4)
                if view.get("widow_rule") == "pig" or c != int(widow[0])))
        if ranking == "low":
            strength, value = self._low_strength(hand), None
        else:
            strength, value = self._strength(hand + widow, rules)
            for c in (parse_card(t) for t in view.get("table", ())):
                # stormy weather: the best of the hand with any one table card turned up
                strength, value = max((strength, value), self._strength(hand + [c], rules),
                                      key=lambda sv: sv[0])
            if view.get("widow_rule") == "pig":
                # pig in a poke: the widow is wild in every hand, so every hand is a class
                # better than it looks; a hand is worth a class less (our reading)
                strength = max(0, strength - 1)
            if ranking == "high-low":
                strength = max(strength, self._low_strength(hand))
        if phase == "shotgun interval":
            return self._shotgun(hand, legal, strength)
        if phase == "first betting interval":
            return self._before_draw(view, hand, strength, value, legal)
        return self._after_draw(view, strength, value, legal)

    # -------------------------------------------------------------- helpers
    # -------------------------------------------------------------- seed 004's variants
    @staticmethod
    def _low_strength(hand) -> int:
        """A low hand's worth on the high scale (our reading of lowball play): no pair and
        eight high or better is worth two pairs, nine or ten high a good pair, else nothing."""
        ranks = [1 if c.rank == 14 else c.rank for c in hand if not c.is_joker]
        if len(set(ranks)) < len(ranks) or len(hand) < 5:
            return 0
        top = max(ranks, default=1)
        return 2 if top <= 8 else 1 if top <= 10 else 0

    def _declare(self, hand, legal) -> Action:
        """High-low (seed 004 §1.18.5): go low with a hand of five unpaired cards, ten high or
        lower and no straight or flush; otherwise high."""
        try:
            v = evaluate(hand, FOSTER.replace(wild_cards=frozenset({52})))
        except ValueError:
            v = None
        low = self._low_strength(hand) and (v is None or v.category == HandCategory.HIGH_CARD)
        return Action("declare", ("low" if low else "high",))

    def _draw_low(self, hand, legal) -> Action:
        """Lowball: keep the unpaired cards eight or lower (the ace low, the joker always),
        throw the rest, as many as allowed."""
        keep, seen = [], set()
        for c in sorted(hand, key=lambda c: 0 if c.is_joker else 1 if c.rank == 14 else c.rank):
            r = 0 if c.is_joker else 1 if c.rank == 14 else c.rank
            if c.is_joker or (r <= 8 and r not in seen):
                keep.append(c)
                seen.add(r)
        max_draw = max((len(a.args) for a in legal if a.verb == "discard"), default=0)
        throw = [c for c in sorted(hand, key=lambda c: -c.rank) if c not in keep][:max_draw]
        if not throw:
            return Action("stand")
        want = set(throw)
        for a in legal:
            if a.verb == "discard" and set(a.args) == want:
                return a
        return Action("stand")

    @staticmethod
    def _hopeful(hand) -> bool:
        """Stormy weather's short hand worth a small stake (our reading): two cards jack or
        better, or three of a suit, or three in sequence."""
        if sum(1 for c in hand if c.rank >= 11) >= 2:
            return True
        suits: dict = {}
        for c in hand:
            suits[c.suit] = suits.get(c.suit, 0) + 1
        ranks = {c.rank for c in hand}
        return max(suits.values(), default=0) >= 3 or any(
            {lo, lo + 1, lo + 2} <= ranks for lo in range(2, 13))

    def _shotgun(self, hand, legal, strength) -> Action:
        """The shotgun interval on three cards (seed 004 §1.18.3: bet or drop; our reading of
        good play): two cards are still to come, so open or stay with a pair, a jack or
        better, or two of a suit; else drop."""
        high = any(c.rank >= 11 for c in hand)
        suited = len({c.suit for c in hand}) < len(hand)
        if strength >= 1 or high or suited:
            if "call" in {a.verb for a in legal}:
                return self._passive(legal, True)
            return self._pick(legal, "bet", 1) or self._passive(legal, True)
        return self._passive(legal, False)

    def _strength(self, hand, rules):
        try:
            wild = any(c.is_joker for c in hand)
            v = evaluate(hand, rules.replace(wild_cards=rules.wild_cards | {52}) if wild else rules)
        except ValueError:
            return 0, None
        return _STRENGTH.get(v.category, 0), v

    @staticmethod
    def _amounts(legal, verb):
        return sorted(a.args[0] for a in legal if a.verb == verb)

    def _pick(self, legal, verb, want: int) -> Action | None:
        am = self._amounts(legal, verb)
        if not am:
            return None
        k = min(am, key=lambda x: (abs(x - want), x))
        return Action(verb, (k,))

    def _passive(self, legal, allow_call: bool) -> Action:
        verbs = {a.verb: a for a in legal}
        if "check" in verbs:
            return verbs["check"]
        if allow_call and "call" in verbs:
            return verbs["call"]
        return verbs.get("fold", legal[0])

    def _players_in(self, view) -> int:
        return sum(1 for d in view["seats"] if d["in"] and not d["folded"])

    # -------------------------------------------------------------- before the draw
    def _before_draw(self, view, hand, strength, value, legal) -> Action:
        verbs = {a.verb: a for a in legal}
        seat = view["seat"]
        limit = view["limit"]
        to_call = view.get("to_call", 0)
        pair_rank = value.ranks[0] if value is not None and strength == 1 else 0
        jp = view.get("jack_pot")
        if jp and jp.get("opened_by") is None and jp.get("openers") == "anything":
            # pass and out (004 §1.18.2): bet or drop; open on a pair or a hand to draw to
            if strength >= 1 or self._drawing_hand(hand) or ("table" in view and self._hopeful(hand)):
                return self._pick(legal, "bet", max(1, limit // 10)) or self._passive(legal, True)
            return self._passive(legal, False)
        if jp and jp.get("opened_by") is None:
            # a jack-pot not yet opened: open whenever the openers are held (the engine lists
            # 'bet' only then), for a moderate amount
            if "bet" in verbs:
                return self._pick(legal, "bet", max(1, limit // 5 * (1 + (strength >= 2))))
            return self._passive(legal, False)
        n_in = self._players_in(view)
        first_bettor = view.get("age") is not None and seat == (view["age"] + 1) % len(view["seats"])
        is_age = seat == view.get("age")
        # tens are the average minimum at a full table, queens in the worst seat (O-002-05);
        # with fewer hands against it the minimum falls (our reading): eights against three
        # or four, any pair against one or two
        opponents = n_in - 1
        minimum = (10 if opponents >= 5 else 8 if opponents >= 3 else 2) + (2 if first_bettor else 0)
        raised = any(d["bet"] > 2 * max(1, min((x["bet"] for x in view["seats"] if x["bet"]), default=1))
                     for d in view["seats"] if d["seat"] != seat)
        if raised:                                  # against a raise, the book's tens at least
            minimum = max(minimum, 10)
        draws = self._drawing_hand(hand)
        good = strength >= 2 or (strength == 1 and pair_rank >= minimum)
        if "table" in view:
            # stormy weather: four cards and three table cards to come, one of them the fifth
            # card, so any pair or a hand to draw to stays (our reading)
            good = good or strength >= 1 or draws or (self._hopeful(hand) and to_call <= max(1, limit // 10))
        if "bet" in verbs:                          # British: open (or stand) before anyone has
            if good:
                return self._pick(legal, "bet", 0)
            return self._passive(legal, False)
        if strength >= 2 or (strength == 1 and pair_rank >= 13):
            # kings or better: raise the ante, unless five others are in or someone has raised
            if not raised and n_in < 6 and (is_age or strength >= 3) and "raise" in verbs:
                return self._pick(legal, "raise", max(1, limit // 5))
            return self._passive(legal, True)
        if good:
            return self._passive(legal, True)
        pot = view.get("pot", 0)
        # the odds the pot offers: a four-flush or an open-ended straight fills about once in
        # five draws, so go in when the pot holds three times the call or more (Foster's
        # advice to the age: draw to them when three have paid to draw and nobody raised)
        if draws and not raised and to_call <= max(2, limit // 10) and pot >= 3 * to_call:
            return self._passive(legal, True)
        # the blind (the age) completes cheaply with any pair when others have come in
        if is_age and (strength == 1 or draws) and not raised and to_call <= 1 and pot >= 3:
            return self._passive(legal, True)
        if to_call == 0 and "check" in verbs:
            return verbs["check"]
        return verbs.get("fold", self._passive(legal, False))

    @staticmethod
    def _drawing_hand(hand) -> bool:
        suits: dict = {}
        for c in hand:
            if not c.is_joker:
                suits[c.suit] = suits.get(c.suit, 0) + 1
        if suits and max(suits.values()) == 4:
            return True
        ranks = {c.rank for c in hand if not c.is_joker}
        return any(set(range(lo, lo + 4)) <= ranks for lo in range(2, 11))

    # -------------------------------------------------------------- the draw
    def _draw(self, view, hand, legal, widow=()) -> Action:
        max_draw = max((len(a.args) for a in legal if a.verb in ("discard", "split")), default=0)
        # spit in the ocean: plan with the widow card as the fifth, never throwing it
        throw = [c for c in plan_draw(hand + list(widow), max_draw, self.rng,
                                      view.get("code") != "british") if c not in widow]
        if not throw:
            return Action("stand")
        for a in legal:
            if a.verb in ("discard", "split") and set(a.args) == set(throw):
                return a
        return Action("stand") if Action("stand") in legal else legal[0]

    # -------------------------------------------------------------- after the draw
    def _after_draw(self, view, strength, value, legal) -> Action:
        verbs = {a.verb: a for a in legal}
        limit = view["limit"]
        to_call = view.get("to_call", 0)
        bluff = self.rng.random() < self.bluff_rate
        if strength >= 4:
            return (self._pick(legal, "raise", limit) or self._pick(legal, "bet", limit)
                    or self._passive(legal, True))
        if strength == 3:
            return (self._pick(legal, "raise", limit // 2) if to_call <= limit else None) or \
                self._pick(legal, "bet", limit // 2) or self._passive(legal, True)
        if strength == 2:
            if "bet" in verbs:
                return self._pick(legal, "bet", max(1, limit // 5))
            return self._passive(legal, to_call <= limit)
        pot = view.get("pot", 0)
        if strength == 1 and value is not None and value.ranks[0] >= 11:
            if "bet" in verbs and "check" not in verbs:
                return self._pick(legal, "bet", 1)
            return self._passive(legal, to_call <= max(1, limit // 5, pot // 2))
        if strength == 1:
            # a small pair: when the first bettor must bet or drop (Foster law 28) it bets the
            # least rather than throw away a hand that has been drawn to; facing a bet it
            # calls when the pot lays three to one or better
            if "bet" in verbs and "check" not in verbs and not bluff:
                return self._pick(legal, "bet", 1)
            return self._passive(legal, 0 < to_call and 3 * to_call <= pot)
        if bluff:
            return self._pick(legal, "bet", limit) or self._pick(legal, "raise", limit) or \
                self._passive(legal, False)
        return self._passive(legal, False)
