"""Blackjack as the casino plays it: a fixed house bank, the dealer drawing by rule.

Source: seed 004 §1.5 describes the game with a variable bank and names what the fixed-bank
("casino") game adds: doubling down, splitting pairs (split aces one card each; 21 after a split
is not a natural, O18). **Which book the defaults follow:** 004's casino section is lost (INDEX.md
has no casino row; this slug is ours), so this game's defaults are the casino standard, Griffin's
analysed rule set, and its published house edge (0.69 %) is what the default is tested against: 6
packs, dealer stands on soft 17, double on any first two cards, no double after split, no
resplitting, a natural paid **3 to 2**, insurance 2 to 1, the dealer peeks with an ace or ten up,
no surrender. The price 004 prints, **2 to 1** for a winning natural (O19, grep 'натуральным
«очком», оплачиваемым 2 к 1'), belongs to its private variable-bank game and is the option
``blackjack_pays="2 to 1"`` here. (Foster's own game, paid double for a natural, is
``vingt-et-un-foster``.) :mod:`hoyle.analysis.banking_blackjack` analyses these rules (infinite
deck, exact).

Seats: **seat 0 is the house** (the dealer; it takes no decisions); seats 1.. play one box each.
Actions: ``bet N`` (stake from ``rules.stakes``), ``insure`` / ``decline`` (dealer's ace up),
``hit``, ``stand``, ``double``, ``split``, ``surrender`` (if allowed). The shoe carries over in
``context["shoe"]`` like baccarat's. Outcome in chips; the house's result is seat 0's, so
``house_take()`` is 0. Payouts that are not whole chips (3 to 2 on an odd stake) are rounded
down for the player (option ``rounding``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...cards import Card, shoe as make_shoe
from ...core.actions import Action
from ...core.errors import DealNotOver, HoyleError, RuleOptionError
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.banking import CarriedShoe, Shoe, chips, parse_odds, render_banking

__all__ = ["BlackjackRules", "BlackjackState", "BLACKJACK_LAWS", "bj_value", "hand_total"]

#: blackjack value of each card index (ace 1; courts and tens 10)
BJV = [0] * 54
for _i in range(52):
    _r = _i // 4 + 2
    BJV[_i] = 1 if _r == 14 else min(_r, 10)


def bj_value(card: int) -> int:
    return BJV[card]


def hand_total(cards) -> tuple[int, bool]:
    """``(total, soft)``: the best total not over 21 counting one ace as 11 when it fits (004 §1.5, O26)."""
    t = 0
    ace = False
    for c in cards:
        v = BJV[c]
        t += v
        if v == 1:
            ace = True
    if ace and t + 10 <= 21:
        return t + 10, True
    return t, False


BLACKJACK_LAWS = LawBook.of("Casino blackjack", "seed 004 §1.5 and casino practice", [
    ("J1", "bet-first", "Every stake is made before the first card is dealt.", ""),
    ("J2", "natural", "An ace and a ten-count card as the first two cards is a natural; after a split it is "
     "an ordinary 21 paid even money.", ""),
    ("J3", "bust", "A hand over 21 loses at once, whatever the dealer later makes.", ""),
    ("J4", "double", "Doubling doubles the stake on the first two cards and takes exactly one card.",
     "a double on three cards is refused"),
    ("J5", "split", "A pair may be split into two hands with an equal stake on the second; split aces take "
     "one card each.", "a split of unequal cards is refused"),
    ("J6", "dealer", "The dealer draws to 16 and stands on 17 (or hits soft 17 where the house says so); he "
     "has no choice.", ""),
    ("J7", "insurance", "With an ace up the dealer offers insurance, half the stake, paid 2 to 1 if he has "
     "a natural.", ""),
])


@dataclass(frozen=True)
class BlackjackRules(Rules):
    """Casino blackjack's rule options (defaults: the casino standard, since seed 004's casino section
    is lost; 004's private game's 2 to 1 natural, O19, is an option; see the module doc)."""

    decks: int = option(6, "packs in the shoe", "casino practice (004 §1.5: one or two packs privately)",
                        minimum=1, maximum=8)
    hit_soft_17: bool = option(False, "the dealer hits a soft 17", "casino practice")
    double_after_split: bool = option(False, "doubling allowed after a split", "casino practice")
    resplit: bool = option(False, "a new pair after a split may be split again (up to 4 hands)",
                           "004 §1.5 (pairs may be split again)")
    blackjack_pays: str = option("3:2", "what a player's natural pays", "casino practice (3:2; some pay "
                                 "6 for 5); seed 004 §1.5 O19 prints 2 to 1 for the private game")
    insurance: bool = option(True, "insurance offered with an ace up", "casino practice")
    surrender: bool = option(False, "late surrender of half the stake on the first two cards", "casino practice")
    stakes: tuple[int, ...] = option((2, 10, 50), "stakes a player may choose (chips)", "")
    cut_card: int = option(52, "reshuffle when fewer than this many cards remain", "casino practice",
                           minimum=20, maximum=416, bound="our bound: the cards of the largest shoe (8 packs)")
    rounding: str = option("down", "a payout that is not whole chips is rounded: down or up", "",
                           choices=("down", "up"))

    def validate(self) -> None:
        """The options' ranges, and ``blackjack_pays`` as odds ("3:2", "2 to 1", "6 for 5")
        that pay a profit above 0 and at most 10 to 1 (our bound: the book's private game
        pays 2 to 1, 004 O19; casinos 3:2 or 6:5). Raises RuleOptionError."""
        super().validate()
        text = self.blackjack_pays
        if not text.isascii():
            raise RuleOptionError(f"option blackjack_pays: {text!r} is not a payout (write e.g. "
                                  "'3:2', '2 to 1', '6 for 5')")
        try:
            odds = parse_odds(text)
        except HoyleError as exc:
            raise RuleOptionError(f"option blackjack_pays: {exc}") from None
        if odds.stake < 1 or odds.win < 1 or not 0 < odds.profit <= 10:
            raise RuleOptionError(f"option blackjack_pays must pay more than 0 and at most 10 to 1, "
                                  f"not {text!r}")


class BlackjackState(CarriedShoe, GameState):
    """One round of casino blackjack. Seat 0 is the dealer (house)."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = BlackjackRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        if self._take_shoe(r.decks, r.cut_card):
            self.shoe.burn(1)
            self.burnt = list(self.shoe.burnt)
        self.bj_odds = parse_odds(r.blackjack_pays).profit
        self.players = list(range(1, num_players))
        self.stake = [0] * num_players
        self.phase = "bet"
        self.turn = 0                      # index into players (bet / insurance)
        self.insured = [0] * num_players
        self.dealer: list[Card] = []
        self.hole_shown = False
        # boxes: each [seat, cards, stake, doubled, from_split, done, surrendered]
        self.boxes: list[list] = []
        self.cur = 0
        self.result: list[int] | None = None

    def clone(self) -> "BlackjackState":
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        sh = object.__new__(Shoe)
        sh.cards, sh.pos, sh.cut_from_end, sh.burnt, sh.n_total = (
            self.shoe.cards, self.shoe.pos, self.shoe.cut_from_end, list(self.shoe.burnt), self.shoe.n_total)
        new.shoe = sh
        new.stake = list(self.stake)
        new.insured = list(self.insured)
        new.dealer = list(self.dealer)
        new.boxes = [[b[0], list(b[1]), *b[2:]] for b in self.boxes]
        new.history = list(self.history)
        new.log = list(self.log)
        new.context = dict(self.context)
        return new

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        if self.phase in ("bet", "insurance"):
            return self.players[self.turn]
        if self.phase == "play":
            return self.boxes[self.cur][0]
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bet":
            return [Action("bet", (s,)) for s in self.rules.stakes]
        if self.phase == "insurance":
            return [Action("insure"), Action("decline")]
        if self.phase != "play":
            return []
        r = self.rules
        seat, cards, stake, doubled, split, done, sur = self.boxes[self.cur]
        out = [Action("hit"), Action("stand")]
        if len(cards) == 2:
            if not split or r.double_after_split:
                out.append(Action("double"))
            if BJV[cards[0]] == BJV[cards[1]] and self._can_split(seat):
                out.append(Action("split"))
            if r.surrender and not split:
                out.append(Action("surrender"))
        return out

    def _can_split(self, seat: int) -> bool:
        n = sum(1 for b in self.boxes if b[0] == seat)
        if n == 1:
            return True
        return self.rules.resplit and n < 4 and BJV[self.boxes[self.cur][1][0]] != 1

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == "play":
            if action.verb == "double":
                return ("you may double only on your first two cards", BLACKJACK_LAWS.cite("J4"))
            if action.verb == "split":
                return ("only a pair of equal value may be split (once unless resplitting is allowed)",
                        BLACKJACK_LAWS.cite("J5"))
            if action.verb == "bet":
                return ("stakes are made before the deal", BLACKJACK_LAWS.cite("J1"))
        if self.phase == "bet" and action.verb == "bet":
            return (f"stake must be one of {', '.join(map(str, self.rules.stakes))}", BLACKJACK_LAWS.cite("J1"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "bet":
            self.stake[self.players[self.turn]] = action.args[0]
            self.turn += 1
            if self.turn == len(self.players):
                self._deal()
            return
        if self.phase == "insurance":
            seat = self.players[self.turn]
            if v == "insure":
                self.insured[seat] = self.stake[seat] // 2
            self.turn += 1
            if self.turn == len(self.players):
                self._peek()
            return
        box = self.boxes[self.cur]
        if v == "hit":
            box[1].append(self.shoe.draw())
            if hand_total(box[1])[0] >= 21:
                box[5] = True
        elif v == "stand":
            box[5] = True
        elif v == "double":
            box[2] *= 2
            box[3] = True
            box[1].append(self.shoe.draw())
            box[5] = True
        elif v == "surrender":
            box[6] = True
            box[5] = True
        elif v == "split":
            seat, cards, stake = box[0], box[1], box[2]
            a, b = cards
            box[1] = [a, self.shoe.draw()]
            box[4] = True
            other = [seat, [b, self.shoe.draw()], stake, False, True, False, False]
            self.boxes.insert(self.cur + 1, other)
            if BJV[a] == 1:        # split aces: one card each (004 §1.5)
                box[5] = True
                other[5] = True
            else:
                if hand_total(box[1])[0] == 21:
                    box[5] = True
                if hand_total(other[1])[0] == 21:
                    other[5] = True
        self._next_box()

    # ------------------------------------------------------------------ the round
    def _deal(self) -> None:
        d = self.shoe.draw
        first = {s: d() for s in self.players}
        up = d()
        second = {s: d() for s in self.players}
        hole = d()
        self.dealer = [up, hole]
        self.boxes = [[s, [first[s], second[s]], self.stake[s], False, False, False, False] for s in self.players]
        if self.rules.insurance and BJV[up] == 1:
            self.phase = "insurance"
            self.turn = 0
            return
        self._peek()

    def _peek(self) -> None:
        up = self.dealer[0]
        if BJV[up] in (1, 10) and hand_total(self.dealer)[0] == 21:
            self.hole_shown = True
            self._settle()
            return
        self.phase = "play"
        self.cur = 0
        for b in self.boxes:
            if hand_total(b[1])[0] == 21:
                b[5] = True                   # a natural stands
        self._next_box()

    def _next_box(self) -> None:
        while self.cur < len(self.boxes) and self.boxes[self.cur][5]:
            self.cur += 1
        if self.cur >= len(self.boxes):
            self._dealer_plays()

    def _dealer_plays(self) -> None:
        self.hole_shown = True
        live = any(not b[6] and hand_total(b[1])[0] <= 21 and not self._natural(b) for b in self.boxes)
        if live:
            h17 = self.rules.hit_soft_17
            while True:
                t, soft = hand_total(self.dealer)
                if t < 17 or (t == 17 and soft and h17):
                    self.dealer.append(self.shoe.draw())
                else:
                    break
        self._settle()

    @staticmethod
    def _natural(box) -> bool:
        return len(box[1]) == 2 and not box[4] and hand_total(box[1])[0] == 21

    def _settle(self) -> None:
        self.phase = "over"
        self.hole_shown = True
        rnd = self.rules.rounding
        out = [0] * self.num_players
        dt, _ = hand_total(self.dealer)
        dbj = len(self.dealer) == 2 and dt == 21
        items: list[dict[str, Any]] = []
        for seat in self.players:
            ins = self.insured[seat]
            if ins:
                out[seat] += 2 * ins if dbj else -ins
                items.append({"seat": seat, "bet": "insurance", "stake": ins,
                              "result": "win" if dbj else "lose", "net": 2 * ins if dbj else -ins})
        hands: dict[int, int] = {}
        for seat, cards, stake, doubled, split, done, sur in self.boxes:
            pt, _ = hand_total(cards)
            nat = len(cards) == 2 and not split and pt == 21
            if dbj:
                v = 0 if nat else -self.stake[seat]    # peek: only the original stake is lost
                if split or doubled:
                    v = -self.stake[seat]
            elif sur:
                v = -chips(Fraction(stake, 2), "up" if rnd == "down" else "down")
            elif nat:
                v = chips(stake * self.bj_odds, rnd)
            elif pt > 21:
                v = -stake
            elif dt > 21 or pt > dt:
                v = stake
            elif pt < dt:
                v = -stake
            else:
                v = 0
            out[seat] += v
            hands[seat] = hands.get(seat, 0) + 1
            result = ("surrender" if sur else "natural" if nat and not dbj else "bust" if pt > 21
                      else "win" if v > 0 else "lose" if v < 0 else "push")
            items.append({"seat": seat, "bet": "main", "hand": hands[seat], "cards": [str(c) for c in cards],
                          "total": pt, "stake": stake, "doubled": bool(doubled), "split": bool(split),
                          "natural": nat, "result": result, "net": v})
        out[0] = -sum(out[1:])
        items.insert(0, {"seat": 0, "bet": "bank", "dealer": [str(c) for c in self.dealer],
                         "total": dt, "natural": dbj, "net": out[0]})
        self.result = out
        self.settlement = items

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the round is not over")
        return list(self.result)

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        """Per box, once the round is over: the bank (seat 0), each insurance bet, and each
        hand (``hand`` counts a seat's split hands from 1) with its cards, total, stake,
        whether doubled, split or a natural, and ``result`` (natural, win, lose, bust, push,
        surrender); ``net`` in chips. None before the end."""
        return None if self.result is None else [dict(i) for i in self.settlement]

    def live_pack(self) -> dict[str, list[tuple[int, int]]]:
        """The undealt shoe, when the next deal goes on dealing from it (seed 004 §1.2.1)."""
        return self._live_shoe()

    def view(self, seat: int | None) -> dict[str, Any]:
        dealer = [str(c) for c in self.dealer]
        if self.dealer and not self.hole_shown:
            dealer[1] = "??"
        v = {
            "game": "blackjack", "phase": self.phase, "seat": seat, "to_act": self.to_act,
            "dealer": dealer,
            "dealer_total": hand_total(self.dealer)[0] if self.hole_shown else None,
            "boxes": [{"seat": b[0], "cards": [str(c) for c in b[1]], "stake": b[2],
                       "total": hand_total(b[1])[0], "soft": hand_total(b[1])[1], "split": b[4],
                       "done": b[5]} for b in self.boxes],
            "stakes": list(self.stake), "insurance": list(self.insured),
            "shoe_remaining": self.shoe.remaining, "burnt": [str(c) for c in self.burnt],
        }
        if self.result is not None:
            v["outcome"] = list(self.result)
            v["settlement"] = self.outcome_detail()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The dealer's cards, each punter's box (cards, stake, total, doubled or split),
        the shoe, and the result."""
        boxes = []
        for b in view["boxes"]:
            status = ", ".join(w for w, on in (("soft", b["soft"]), ("split", b["split"]),
                                               ("done", b["done"])) if on)
            boxes.append({**b, "status": status})
        staked = [f"seat {s} {n}" for s, n in enumerate(view["stakes"]) if n and not view["boxes"]]
        ins = [f"seat {s} {n}" for s, n in enumerate(view["insurance"]) if n]
        notes = ([f"Stakes: {', '.join(staked)}"] if staked else []) + \
            ([f"Insurance: {', '.join(ins)}"] if ins else []) + \
            [f"Shoe: {view['shoe_remaining']} card{'s' * (view['shoe_remaining'] != 1)} left (burnt {' '.join(view['burnt']) or 'none'})"]
        dealer = " ".join(view["dealer"]) or "no cards yet"
        if view.get("dealer_total") is not None:
            dealer += f" (total {view['dealer_total']})"
        return render_banking(f"Blackjack - {view['phase']}", dealer, boxes, view.get("seat"),
                              to_act=view.get("to_act"), net=view.get("outcome"), notes=notes)

    def card_locations(self) -> dict[str, list[Card]]:
        loc: dict[str, list[Card]] = {"dealer": list(self.dealer), "shoe": self.shoe.undealt,
                                      "burnt": list(self.burnt), "discards": list(self.discards)}
        for i, b in enumerate(self.boxes):
            loc[f"box{i}"] = list(b[1])
        return loc

    def hidden_cards(self, seat: int | None) -> set[Card]:
        hidden = set(self.shoe.undealt) | set(self.discards)
        seen = set(self.burnt)
        for b in self.boxes:
            seen.update(b[1])
        if self.dealer:
            seen.add(self.dealer[0])
            if self.hole_shown:
                seen.update(self.dealer)
            else:
                hidden.add(self.dealer[1])
                seen.update(self.dealer[2:])
        return hidden - seen

    def pack(self) -> list[Card]:
        return list(make_shoe(self.rules.decks).cards)


class BlackjackMatch(Match):
    """Rounds from one shoe: the undealt shoe and the discards carry over."""

    def carry(self, state: "GameState") -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        used = list(state.dealer) + [c for b in state.boxes for c in b[1]]
        ctx["shoe"] = [str(c) for c in state.shoe.undealt]
        ctx["discards"] = [str(c) for c in state.discards + used]
        ctx["burnt"] = [str(c) for c in state.burnt]
        return ctx


class BasicStrategyBot:
    """Plays the total-dependent basic strategy of :mod:`hoyle.analysis.banking_blackjack`
    (for this game's dealer and doubling rules); declines insurance; bets the smallest stake."""

    name = "basic"

    def __init__(self, seat: int, seed: int | None = None, game=None, rules: BlackjackRules | None = None):
        from ...analysis.banking_blackjack import BJAnalysisRules, strategy_lookup
        r = rules or BlackjackRules()
        self.seat = seat
        self.tables = strategy_lookup(BJAnalysisRules(hit_soft_17=r.hit_soft_17,
                                                      double_after_split=r.double_after_split))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        verbs = {a.verb: a for a in legal}
        if "bet" in verbs:
            return legal[0]
        if "decline" in verbs:
            return verbs["decline"]
        hard, soft, pair = self.tables
        box = next(b for b in view["boxes"] if not b["done"])
        vals = [BJV[Card(c)] if c != "??" else 0 for c in box["cards"]]
        dv = BJV[Card(view["dealer"][0])]
        t, s = box["total"], box["soft"]
        if "split" in verbs and pair[vals[0]][dv] == 4:
            return verbs["split"]
        code = (soft if s else hard)[t][dv]
        if code in (2, 3):
            if "double" in verbs:
                return verbs["double"]
            code = 1 if code == 2 else 0
        return verbs["hit"] if code == 1 else verbs["stand"]


register(GameInfo(
    slug="blackjack-casino", private_cards=False, title="Blackjack (casino, fixed bank)", family="banking", utility="zero-sum-chips",
    carries_items=True, min_players=2,
    max_players=8, default_players=3, state_cls=BlackjackState, rules_cls=BlackjackRules,
    aliases=("blackjack", "twenty-one-casino", "блэк джек", "блэкджек"), source="seed 004 §1.5 (fixed-bank "
    "section lost; casino-standard rules stated as options)", laws=BLACKJACK_LAWS, match_cls=BlackjackMatch,
    bots={"basic": BasicStrategyBot},
    summary="The house deals from a shoe and draws to 16, stands on 17; players hit, stand, double, split "
            "and insure; a natural pays 3 to 2. Seat 0 is the house.",
    notes="INDEX.md has no casino-blackjack row (004's casino section is lost); slug chosen here."))
