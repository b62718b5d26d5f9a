"""Red dog and its relatives: hold a higher card of the suit of the card turned against you.

One engine, several books' games as options (seed 004 §2.1, §2.3, §2.6):

* ``red-dog`` (004 §2.3, the pool game): everyone, the dealer too, antes into the pot; five cards each
  (four when more than eight play); in turn from the dealer's left a player looks at his hand and
  stakes between the ante and the whole pot (``bet N``) or drops, paying a forfeit of the minimum
  (``drop``, O101); the top card of the pack is turned: a higher card of its suit in his hand wins his
  stake back and as much from the pot (he shows only that card), otherwise the stake goes into the pot
  (he shows his whole hand). An emptied pot is fed by a new ante from everyone. The pot carries over to
  the next deal (context ``pot``); what the pot gains or loses in a deal is :meth:`house_take`.
* ``red-dog-burnt-card``: the same, the dealer burning (showing and discarding) a card before each turn.
* ``red-dog-banking``: the dealer banks (``bank`` chips), deals himself no hand, no antes; stakes up to
  what is left in the bank; a bank exhausted ends the deal (the bank passes).
* ``polish-bank`` (004 §2.1): three cards each, bet **unseen**, at most half the bank; a card is burnt
  before each banker's card; a win pays 2 to 1 (O94). A deal is one round; the banker keeps the bank
  from round to round (``tenure="stitch"``): while it lasts he deals again with what is in it (context
  ``bank``, and ``tenure_start``, the bank he began with); a bank of three times that or more at the
  end of a round calls the stitch round (O95), one more round, after which he takes what is left and
  the bank passes to the left, as it does at once when it is exhausted.
* ``slippery-sam`` (004 §2.6): three cards, bet unseen, up to the whole bank; the banker's card stays
  for the next player; a player may refuse it (``refuse``) three times, each time paying a fifth of the
  bank into it (O108) for a new card, and after three refusals may pass; at the end the banker takes
  the bank.

Aces are high; suits equal. The bank passes to the left each deal (the dealer of the match), but
in Polish bank's tenure. The chips a deal settles are the round's: a banker who goes on puts up
the carried bank again at the start of the next round and takes it back at its end, so each deal
sums to zero and the match's totals are what changed hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import DealNotOver, RuleOptionError, SetupError
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state, deal_round, deck_locations, deck_zones, redeal_record

__all__ = ["RedDogRules", "RedDogState", "RED_DOG_LAWS", "beats", "between"]

RED_DOG_LAWS = LawBook.of("Red dog and relatives", "seed 004 §2.1, §2.3, §2.6", [
    ("R1", "stake-limit", "A stake lies between the minimum and the pot (red dog), the bank, or half the bank "
     "(Polish bank).", "a stake outside the limit is refused"),
    ("R2", "forfeit", "A player who will not bet pays a forfeit of the minimum stake and lays his hand down.", ""),
    ("R3", "win", "A higher card of the turned card's suit wins; the winner shows only that card.", ""),
    ("R4", "lose", "Otherwise the stake goes to the pot or bank and the whole hand is shown.", ""),
    ("R5", "refuse", "Slippery Sam: the banker's card may be refused three times, each for a fifth of the bank.",
     "a fourth refusal is refused"),
])

_LADDER = (1, 2, 5, 10, 20, 50, 100, 200, 500)


def beats(hand, card) -> Card | None:
    """The lowest card of ``hand`` of ``card``'s suit and higher rank (aces high), or None."""
    best = None
    for c in hand:
        if c.suit == card.suit and c.rank > card.rank and (best is None or c.rank < best.rank):
            best = c
    return best


def between(hand, card) -> Card | None:
    """Yablon: the turned card ranks strictly between the two cards of ``hand`` (aces high); returns the
    turned card if it wins, else None (004 §1.20, O89)."""
    a, b = sorted(c.rank for c in hand)
    return card if a < card.rank < b else None


@dataclass(frozen=True)
class RedDogRules(Rules):
    """Options of the red dog family (defaults: red dog, the pool game)."""

    hand_size: int = option(5, "cards in each hand (red dog: four when more than eight play)", "004 §2.3",
                            minimum=1, maximum=5)
    pool: bool = option(True, "a pool game: everyone antes, the dealer plays too, the pot carries over; "
                        "otherwise the dealer banks", "004 §2.3 (banking version)")
    ante: int = option(1, "the ante and the minimum stake", "004 §2.3", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    bank: int = option(50, "the chips the banker puts up (banking forms)", "004 §2.3, §2.1, §2.6", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    max_stake: str = option("pot", "the most a stake may be: pot (or the whole bank) or half-bank", "004 §2.3; §2.1",
                            choices=("pot", "half-bank"))
    blind: bool = option(False, "players stake without looking at their hands", "004 §2.1, §2.6")
    burn: bool = option(False, "a card is burnt before each turned card", "004 §2.3 (burnt-card version); §2.1")
    pays: int = option(1, "a win is paid this many to 1", "004 §2.3 (1); §2.1 (2, O94)", minimum=1, maximum=100, bound="our bound: 100 to 1")
    win_rule: str = option("higher-suit", "what wins: a higher card of the turned card's suit (red dog), or a turned "
                           "card strictly between the two cards of the hand (yablon)", "004 §2.3; §1.20",
                           choices=("higher-suit", "between"))
    forfeit: bool = option(True, "a player who will not bet pays the minimum stake into the pot (red dog); off: he "
                           "simply hands in his cards (yablon)", "004 §2.3 (O101); §1.20")
    refusals: int = option(0, "times a player may refuse the banker's card, each for a fifth of the bank "
                           "(the card then stays for the next player)", "004 §2.6 (3, O108)", minimum=0, maximum=3)
    tenure: str = option("deal", "how long a banker keeps the bank: deal (one round, then it passes left) or "
                         "stitch (he deals again while the bank lasts; a bank of three times its start or more "
                         "at a round's end calls one more round, the stitch, after which he takes the bank and "
                         "it passes)", "004 §2.1 (O95)", choices=("deal", "stitch"))

    def validate(self) -> None:
        super().validate()
        if self.pool and (self.refusals or self.max_stake == "half-bank" or self.tenure != "deal"):
            raise RuleOptionError("refusals, the half-bank limit and the stitch tenure belong to the banking "
                                  "forms (pool=false)")
        if self.win_rule == "between" and self.hand_size != 2:
            raise RuleOptionError("yablon's rule needs a hand of two cards")


class RedDogState(GameState):
    """One round: every player (and in the pool game the dealer last) plays once against a turned card."""

    rules_cls = RedDogRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        self.dealer = int(self.context.get("dealer", 0)) % n
        order = [(self.dealer + i) % n for i in range(1, n)]
        self.players = order + [self.dealer] if r.pool else order
        self.hand_size = 4 if (len(self.players) > 8 and r.hand_size == 5) else r.hand_size
        need = len(self.players) * (self.hand_size + (1 + r.refusals) * (2 if r.burn else 1))
        if need > 52:
            raise RuleOptionError(f"{n} players need {need} cards with these options; the pack has 52")
        self.deck: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.hands = {s: [] for s in self.players}
        deal_round(self, self.players, self.hand_size)
        self.net = [0] * n
        self.carried = int(self.context.get("pot") or 0) if r.pool else 0
        self.tenure_start, self.stitch = r.bank, False     # Polish bank's tenure (banking forms)
        if r.pool:
            self.pot = self.carried
            self._ante()
        else:
            if r.tenure == "stitch":
                self.tenure_start = self._context_numbers("tenure_start", r.bank)
                self.stitch = bool(self._context_numbers("stitch", 0))
                self.pot = self._context_numbers("bank", r.bank)
                if self.pot < 1 or self.tenure_start < 1:
                    raise SetupError("the context's bank and tenure_start are chips, 1 or more")
            else:
                self.pot = r.bank
            self.net[self.dealer] -= self.pot               # the bank is put up; returned at the end
            if self.stitch:
                self.log.append(f"the stitch round: the bank of {self.pot} is three times or more the "
                                f"{self.tenure_start} it began with; after this round the banker takes it")
        self.turn = 0
        self.card: Card | None = None                       # the banker's card in play (slippery sam)
        self.turned: list[Card] = []                        # turned and burnt cards, in order
        self.shown: dict[int, list[Card]] = {s: [] for s in self.players}
        self.refused = {s: 0 for s in self.players}
        self.done = False
        if r.refusals:
            self._turn_card()                               # slippery sam: the banker's card is turned first

    def _next(self) -> Card:
        c = self.deck[self.pos]
        self.pos += 1
        return c

    def _ante(self) -> None:
        for s in range(self.num_players):
            self.net[s] -= self.rules.ante
            self.pot += self.rules.ante
        self.log.append(f"everyone antes {self.rules.ante}; the pot is {self.pot}")

    def clone(self) -> "RedDogState":
        return copy_state(self, ("net", "turned", "refused"), nested=("shown",))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return None if self.done else self.players[self.turn]

    def _limit(self) -> int:
        return self.pot // 2 if self.rules.max_stake == "half-bank" else self.pot

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        r = self.rules
        lim = self._limit()
        amounts = sorted({a for a in (r.ante, *_LADDER, lim) if r.ante <= a <= lim})
        out = [Action("bet", (a,)) for a in amounts]
        seat = self.players[self.turn]
        if r.win_rule == "between" and not self._can_win(seat):
            return [Action("drop")]                        # a pair or two in sequence cannot win: no bet
        if r.pool or r.win_rule == "between":
            out.append(Action("drop"))
        elif r.refusals:
            if self.refused[seat] < r.refusals and self.pot // 5 > 0 and self._cards_left() >= 2:
                out.append(Action("refuse"))
            if self.refused[seat] >= r.refusals:
                out.append(Action("pass"))
        return out

    def _can_win(self, seat: int) -> bool:
        a, b = sorted(c.rank for c in self.hands[seat])
        return b - a > 1

    def _cards_left(self) -> int:
        return len(self.deck) - self.pos

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bet":
            return (f"a stake must be from {self.rules.ante} to {self._limit()}", RED_DOG_LAWS.cite("R1"))
        if action.verb == "refuse":
            return ("no more refusals", RED_DOG_LAWS.cite("R5"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        r = self.rules
        seat = self.players[self.turn]
        v = action.verb
        if v == "refuse":
            fee = self.pot // 5
            self.net[seat] -= fee
            self.pot += fee
            self.refused[seat] += 1
            self.card = None                                # the card is discarded; a new one turned
            self._turn_card()
            self.log.append(f"seat {seat} refuses, pays {fee}; the new card is {self.card}")
            return
        if v == "drop":
            if r.forfeit:
                self.net[seat] -= r.ante                    # the forfeit (R2)
                self.pot += r.ante
        elif v == "bet":
            stake = action.args[0]
            if self.card is None:
                self._turn_card()
            card = self.card
            win = beats(self.hands[seat], card) if r.win_rule == "higher-suit" else between(self.hands[seat], card)
            if win is not None:
                self.net[seat] += stake * r.pays
                self.pot -= stake * r.pays
                self.shown[seat] = [win] if r.win_rule == "higher-suit" else list(self.hands[seat])
            else:
                self.net[seat] -= stake
                self.pot += stake
                self.shown[seat] = list(self.hands[seat])
            self.log.append(f"seat {seat} stakes {stake} against {card}: {'wins' if win else 'loses'}")
            if not r.refusals:
                self.card = None                            # a new card for each player (red dog)
        self.turn += 1
        if self.turn == len(self.players):
            self._end()
            return
        if r.pool and self.pot <= 0:
            self._ante()                                    # an emptied pot: everyone antes again
        elif not r.pool and self._limit() < r.ante:
            self._end()                                     # the bank is exhausted: the deal ends

    def _turn_card(self) -> None:
        if self.rules.burn:
            self.turned.append(self._next())
        self.card = self._next()
        self.turned.append(self.card)

    def _end(self) -> None:
        self.done = True
        if not self.rules.pool:
            self.net[self.dealer] += self.pot                # the banker takes what is in the bank
            if self.rules.tenure == "stitch":
                if self.keeps_bank():
                    tripled = self.pot >= 3 * self.tenure_start
                    self.log.append(f"the bank holds {self.pot} (it began at {self.tenure_start}): "
                                    + ("three times or more: the stitch round is called (004 §2.1)" if tripled
                                       else "the banker deals again"))
                else:
                    self.log.append("the stitch round is over: the banker takes the bank, which passes left"
                                    if self.stitch else "the bank is exhausted: it passes left")

    def keeps_bank(self) -> bool:
        """Polish bank's tenure (004 §2.1): whether the banker deals the next round too: the bank
        lasted the round (not exhausted) and this was not the stitch round."""
        return (self.done and not self.rules.pool and self.rules.tenure == "stitch" and not self.stitch
                and self._limit() >= self.rules.ante)

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the round is not over")
        return list(self.net)

    def house_take(self) -> int:
        """Pool game: what the pot gained in this deal (it stays in the pot for the next)."""
        return self.pot - self.carried if self.rules.pool else 0

    def view(self, seat: int | None) -> dict[str, Any]:
        own = self.hands.get(seat) if seat is not None and not self.rules.blind else None
        v = {"game": "red-dog", "seat": seat, "to_act": self.to_act, "dealer": self.dealer,
             "pot" if self.rules.pool else "bank": self.pot, "card": str(self.card) if self.card is not None else None,
             "turned": [str(c) for c in self.turned],
             "shown": {str(s): [str(c) for c in cs] for s, cs in self.shown.items() if cs},
             "hand": [str(c) for c in own] if own else None, "refusals": dict((str(k), x) for k, x in
                                                                               self.refused.items() if x)}
        if self.stitch:
            v["stitch"] = True                              # Polish bank: the last round of the tenure
        if self.done:
            v["outcome"] = list(self.net)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return deck_locations(self, turned=self.turned)

    def hidden_cards(self, seat: int | None):
        hidden = list(self.deck[self.pos:])
        for s, h in self.hands.items():
            if s == seat and not self.rules.blind:
                continue
            shown = set(self.shown[s])
            hidden += [c for c in h if c not in shown]
        return hidden

    def pack(self) -> list[Card]:
        return sorted(self.deck)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (the ISMCTS seat): the pack from the next card on, in its
        order, and each hand, every card in its place (:func:`.simple.deck_zones`)."""
        return deck_zones(self)

    def redealt(self) -> None:
        """After a determinisation: the record of the dealt cards is the hands' again."""
        redeal_record(self, self.turned)


class RedDogMatch(Match):
    """The pot (pool game) carries over; the deal passes left."""

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        if state.rules.pool:
            ctx["pot"] = state.pot
        elif getattr(state.rules, "tenure", "deal") == "stitch":     # shoot's rules have no tenure
            for k in ("bank", "tenure_start", "stitch"):
                ctx.pop(k, None)
            if state.keeps_bank():
                ctx["dealer"] = state.dealer                # he deals again with what is in the bank
                ctx.update(bank=state.pot, tenure_start=state.tenure_start,
                           stitch=int(state.pot >= 3 * state.tenure_start))
        return ctx


_COMMON = dict(family="banking", utility="zero-sum-chips",
               min_players=2, state_cls=RedDogState, rules_cls=RedDogRules, laws=RED_DOG_LAWS,
               match_cls=RedDogMatch, default_players=4)

register(GameInfo(
    slug="red-dog", title="Red dog (high-card pool)", max_players=10, aliases=("красная собака", "high-card-pool"),
    source="seed 004 §2.3",
    summary="Everyone antes; each player stakes up to the pot that his hand holds a higher card of the suit of the "
            "card turned; a win is paid from the pot, a loss feeds it.", **_COMMON))

register(GameInfo(
    slug="red-dog-burnt-card", title="Red dog, burnt-card version", max_players=7, defaults={"burn": True},
    source="seed 004 §2.3 (L2666-2669)", summary="Red dog with a card burnt before each turned card.", **_COMMON))

register(GameInfo(
    slug="red-dog-banking", title="Red dog, banking version", max_players=10, defaults={"pool": False},
    source="seed 004 §2.3 (L2670-2678)",
    summary="The dealer banks and plays no hand; stakes up to what is left in the bank.", **_COMMON))

register(GameInfo(
    slug="polish-bank", private_cards=False, title="Polish bank (Stitch)", max_players=10,
    defaults={"pool": False, "hand_size": 3, "blind": True, "burn": True, "pays": 2, "max_stake": "half-bank",
              "tenure": "stitch"},
    aliases=("stitch", "polish-red-dog", "стежок", "польская красная собака"), source="seed 004 §2.1",
    summary="Three unseen cards against the banker's card after a burn; stakes up to half the bank, wins paid 2 to 1.",
    notes="a deal is one round; the banker keeps the bank while it lasts, and a bank tripled calls the stitch "
          "round (context bank, tenure_start, stitch)", **_COMMON))

register(GameInfo(
    slug="slippery-sam", private_cards=False, title="Slippery Sam", max_players=8,
    defaults={"pool": False, "hand_size": 3, "blind": True, "refusals": 3},
    aliases=("скользкий сэм",), source="seed 004 §2.6",
    summary="Three unseen cards against the banker's card, which may be refused three times for a fifth of the "
            "bank; stakes up to the bank; the banker takes the bank at the end.", **_COMMON))

register(GameInfo(
    slug="yablon", title="Yablon (in-between, acey-deucey)", max_players=8,
    defaults={"hand_size": 2, "win_rule": "between", "forfeit": False},
    aliases=("in-between", "acey-deucey", "яблон", "в промежутке"), source="seed 004 §1.20",
    summary="Everyone antes; each player with two cards stakes up to the pool that the next card falls strictly "
            "between them; a pair or two in sequence cannot bet.", **_COMMON))

register(GameInfo(
    slug="yablon-banking", title="Yablon, banking version", max_players=8,
    defaults={"hand_size": 2, "win_rule": "between", "forfeit": False, "pool": False},
    source="seed 004 §1.20 (L2359-2367)",
    summary="The dealer banks and has no hand; each player stakes up to the bank on the next card falling "
            "between his two.", **_COMMON))
