"""Card-against-card banking games decided in one turn: blind hookey / banker and broker, monte bank.

Both are options of :class:`~.simple.SimpleBankingState` (the punters stake, one turn of the cards
decides every stake at evens).

**Blind hookey** (Foster 1914 §11.7, ``blind-hookey-foster``) and **banker and broker** (seed 004
§1.4, ``banker-and-broker``; 004 gives "Dutch bank" and "blind hookey" as its other names): the
pack is cut into face-down packets of at least four cards, one for the banker; punters stake on the
others; every packet is turned to show its bottom card; a packet above the banker's wins even money,
below it loses, and an equal card goes to the banker (Foster) or is a stand-off (004 option 4,
``ties``). Aces are high. Packets (``packets``): ``any`` -- as many as there are punters plus the
banker's, any punter may back any packet (``bet packet-2 5``; Foster, and 004 option 3c); ``own`` --
one packet per player, each punter backs his own (``bet own 5``; 004 option 3a, at most seven
packets, O17); ``three`` -- two packets for the punters and one for the banker (004 option 3b).
``discard_bottom`` (004 option 1): the bottom card of the pack is put away before the cut, so no
one plays on a card seen while shuffling. The bank passes to the left each deal (Foster: the deal
passes left; 004 option 5). Cheating with trimmed cards (Foster) is not modelled.

**Monte bank** (Foster §11.15, ``monte-bank-foster``): the Spanish pack of 40 (no eights, nines or
tens). Two cards from the bottom make the bottom layout, two from the top the top layout, all face
up; punters stake on ``bottom`` or ``top``; the pack is turned face up and its bottom card is the
**gate**: a layout holding a card of the gate's suit wins even money, the other loses. The gate is
put aside and the next coup is laid from what is left: here the match carries the pack (context
``pack``) until fewer than five cards remain, then shuffles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack, stripped_pack
from ...core.errors import RuleOptionError
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import STAKE_LAWS, SimpleBankingState

__all__ = ["HookeyRules", "HookeyState", "MonteRules", "MonteState", "monte_pack", "AceDeuceJackRules",
           "AceDeuceJackState"]


@dataclass(frozen=True)
class HookeyRules(Rules):
    """Blind hookey / banker and broker options."""

    packets: str = option("any", "packets: any (one per seat, any punter backs any), own (each backs his own; "
                          "at most 7), three (two for the punters, one for the banker)",
                          "Foster §11.7; seed 004 §1.4 option 3", choices=("any", "own", "three"))
    ties: str = option("banker", "a packet equal to the banker's: banker (wins) or stand-off",
                       "Foster §11.7 (banker); seed 004 §1.4 option 4", choices=("banker", "stand-off"))
    discard_bottom: bool = option(False, "the pack's bottom card is put away before the cut",
                                  "seed 004 §1.4 option 1")
    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


class HookeyState(SimpleBankingState):
    """One deal of blind hookey. The banker is the match's dealer seat (the bank passes left)."""

    rules_cls = HookeyRules
    rotating_bank = True
    game_word = "blind-hookey"

    def _setup(self) -> None:
        r = self.rules
        if r.packets == "own" and self.num_players > 7:
            raise RuleOptionError("with one packet per player there are at most seven packets (seed 004 §1.4, O17)")
        self.cards = self.shuffler.shuffle(standard_pack().cards)
        body = self.cards[:-1] if r.discard_bottom else self.cards
        k = 3 if r.packets == "three" else self.num_players
        # cut into k packets of at least 4 cards; the cuts are chance draws (logged)
        spare = len(body) - 4 * k
        sizes = []
        for _ in range(k - 1):
            extra = self.shuffler.randint(min(spare, 8) + 1)
            sizes.append(4 + extra)
            spare -= extra
        sizes.append(4 + spare)
        self.packets_cards: list[list[Card]] = []
        at = 0
        for s in sizes:
            self.packets_cards.append(body[at:at + s])
            at += s
        self.discarded = self.cards[-1:] if r.discard_bottom else []
        self.turned = False

    def _clone_extra(self, other) -> None:
        pass  # packets never change after the cut

    def _banker_packet(self) -> int:
        return len(self.packets_cards) - 1          # the last packet is pushed to the banker

    def bet_names(self) -> list[str]:
        if self.rules.packets == "own":
            return ["own"]
        return [f"packet-{i + 1}" for i in range(len(self.packets_cards) - 1)]

    def _make_actions(self):
        return super()._make_actions()

    def _apply(self, action) -> None:
        if action.verb == "bet" and action.args[0] == "own":
            seat = self.punters[self.turn]
            action = action._replace(args=(f"own-{self.punters.index(seat) + 1}", action.args[1]))
            self.bets.append((seat, action.args[0], action.args[1]))
            self.turn += 1
            if self.turn == len(self.punters):
                self._finish()
            return
        super()._apply(action)

    def _decide(self) -> None:
        self.turned = True
        self.log.append("bottom cards: " + " ".join(str(p[-1]) for p in self.packets_cards))

    def _settle_bet(self, name: str, stake: int) -> int:
        i = int(name.rpartition("-")[2]) - 1
        mine = self.packets_cards[i][-1].rank
        bank = self.packets_cards[self._banker_packet()][-1].rank
        if mine > bank:
            return stake
        if mine < bank or self.rules.ties == "banker":
            return -stake
        return 0

    def _public(self) -> dict[str, Any]:
        return {"bottom_cards": [str(p[-1]) for p in self.packets_cards],
                "banker_packet": self._banker_packet() + 1}

    def view(self, seat):
        v = super().view(seat)
        v["packets"] = [len(p) for p in self.packets_cards]
        return v

    def card_locations(self):
        loc = {f"packet-{i + 1}": list(p) for i, p in enumerate(self.packets_cards)}
        loc["discarded"] = list(self.discarded)
        return loc

    def hidden_cards(self, seat):
        hidden = [c for p in self.packets_cards for c in (p[:-1] if self.turned else p)]
        return hidden + list(self.discarded)


def monte_pack() -> list[Card]:
    """The Spanish pack of 40: no eights, nines or tens (Foster §11.15)."""
    return list(stripped_pack([14, 2, 3, 4, 5, 6, 7, 11, 12, 13]).cards)


@dataclass(frozen=True)
class MonteRules(Rules):
    """Monte bank (Foster §11.15)."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


class MonteState(SimpleBankingState):
    """One coup of monte bank: two layouts, then the gate. Seat 0 is the bank."""

    rules_cls = MonteRules
    game_word = "monte-bank"

    def _setup(self) -> None:
        carried = self.context.get("pack")
        if carried and len(carried) >= 5:
            from ...core.chance import unseal
            self.cards = unseal(carried, monte_pack())
            self._pack_from = "context/pack"
        else:
            self.context.pop("pack", None)
            self.cards = self.shuffler.shuffle(monte_pack())
            self._pack_from = self.shuffler.last_order
        c = self.cards
        self.bottom_layout = [c[-1], c[-2]]
        self.top_layout = [c[0], c[1]]
        self.rest = c[2:-2]
        self.gate: Card | None = None

    def bet_names(self) -> list[str]:
        return ["bottom", "top"]

    def _decide(self) -> None:
        self.gate = self.rest[-1]
        self.log.append(f"the gate is {self.gate}")

    def _settle_bet(self, name: str, stake: int) -> int:
        lay = self.bottom_layout if name == "bottom" else self.top_layout
        return stake if any(x.suit == self.gate.suit for x in lay) else -stake

    def view(self, seat):
        v = super().view(seat)
        v["bottom_layout"] = [str(x) for x in self.bottom_layout]
        v["top_layout"] = [str(x) for x in self.top_layout]
        v["cards_left"] = len(self.rest)
        if self.gate is not None:
            v["gate"] = str(self.gate)
        return v

    def live_pack(self) -> dict[str, list[tuple[int, int]]]:
        """What is left of the pack under the gate, when the next coup is laid from it (Foster
        §11.15): positions 2 .. len-3 of this coup's pack (the layouts and the gate are seen)."""
        if len(self.rest) - 1 >= 5:
            return {self._pack_from: [(2, len(self.cards) - 3)]}
        return {}

    def card_locations(self):
        return {"bottom_layout": list(self.bottom_layout), "top_layout": list(self.top_layout),
                "pack": list(self.rest)}

    def hidden_cards(self, seat):
        return self.rest if self.gate is None else self.rest[:-1]


class MonteMatch(Match):
    """The next coup is laid from what is left of the pack, the gate put aside (Foster §11.15)."""

    def carry(self, state) -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        left = state.rest[:-1]
        ctx["pack"] = [str(c) for c in left] if len(left) >= 5 else None
        return ctx


@dataclass(frozen=True)
class AceDeuceJackRules(Rules):
    """Ace-deuce-jack's options (seed 004 §1.1)."""

    guessing: bool = option(False, "the guessing variant: punters back that at least one of the named ranks shows "
                            "(paid once, however many show)", "seed 004 §1.1 (variant)")
    named: tuple[int, ...] = option((14, 2, 11), "the three ranks (2..14; ace 14): ace, deuce, jack in the basic "
                                    "game; chosen afresh by the bettors in the variant", "seed 004 §1.1")
    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")

    def validate(self) -> None:
        super().validate()
        if len(set(self.named)) != 3 or not all(2 <= r <= 14 for r in self.named):
            raise RuleOptionError("named must be three different ranks from 2 to 14")


class AceDeuceJackState(SimpleBankingState):
    """One coup of ace-deuce-jack: three dead cards from the bottom, three packets cut, their bottom cards
    turned. Basic game: punters back that none of them is one of the named ranks (``bet none N``); the
    variant: that at least one is (``bet guess N``). Evens either way (O2, O3). The bank passes left."""

    rules_cls = AceDeuceJackRules
    rotating_bank = True
    game_word = "ace-deuce-jack"

    def _setup(self) -> None:
        self.cards = self.shuffler.shuffle(standard_pack().cards)
        body = self.cards[:-3]                   # three dead cards taken unseen from the bottom
        a = 4 + self.shuffler.randint(12)        # two packets cut off (sizes are chance draws, logged)
        b = 4 + self.shuffler.randint(12)
        self.packets_cards = [body[:a], body[a:a + b], body[a + b:]]
        self.dead = self.cards[-3:]
        self.turned = False

    def bet_names(self) -> list[str]:
        return ["guess"] if self.rules.guessing else ["none"]

    def _decide(self) -> None:
        self.turned = True
        self.log.append("bottom cards: " + " ".join(str(p[-1]) for p in self.packets_cards))

    def _settle_bet(self, name: str, stake: int) -> int:
        hit = any(p[-1].rank in self.rules.named for p in self.packets_cards)
        return stake if hit == (name == "guess") else -stake

    def _public(self) -> dict[str, Any]:
        return {"bottom_cards": [str(p[-1]) for p in self.packets_cards]}

    def card_locations(self):
        loc = {f"packet-{i + 1}": list(p) for i, p in enumerate(self.packets_cards)}
        loc["dead"] = list(self.dead)
        return loc

    def hidden_cards(self, seat):
        hidden = [c for p in self.packets_cards for c in (p[:-1] if self.turned else p)]
        return hidden + list(self.dead)


register(GameInfo(
    slug="ace-deuce-jack", private_cards=False, title="Ace-deuce-jack", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=3, state_cls=AceDeuceJackState, rules_cls=AceDeuceJackRules,
    aliases=("туз, двойка, валет", "ace-deuce-jack-basic"), laws=STAKE_LAWS, source="seed 004 §1.1",
    summary="Three packets' bottom cards are turned; punters back that none is an ace, deuce or jack, at evens -- "
            "the sharper's side is the bank's."))

register(GameInfo(
    slug="ace-deuce-jack-guessing", private_cards=False, title="Ace-deuce-jack, guessing variant", family="banking", utility="zero-sum-chips",
    min_players=2,
    max_players=10, default_players=3, state_cls=AceDeuceJackState, rules_cls=AceDeuceJackRules,
    defaults={"guessing": True}, laws=STAKE_LAWS, source="seed 004 §1.1 (variant)", status="partial",
    summary="An amateur banks; punters back that at least one of three named ranks shows among the three bottom "
            "cards, paid once at evens.", notes="who names the ranks is vague in 004: a rule option here"))

register(GameInfo(
    slug="blind-hookey-foster", private_cards=False, title="Blind hookey (Dutch bank; Foster)", family="banking", utility="zero-sum-chips",
    min_players=2,
    max_players=12, default_players=4, state_cls=HookeyState, rules_cls=HookeyRules,
    aliases=("blind-hookey", "блайнд хуки"), laws=STAKE_LAWS, source="Foster 1914 §11.7 (seed 001 part 5)",
    summary="The pack is cut into packets; punters stake on packets against the banker's; the higher bottom card "
            "wins, ties to the banker. The bank passes left."))

register(GameInfo(
    slug="banker-and-broker", private_cards=False, title="Banker and broker (seed 004)", family="banking", utility="zero-sum-chips",
    min_players=2,
    max_players=7, default_players=4, state_cls=HookeyState, rules_cls=HookeyRules,
    defaults={"packets": "own"}, aliases=("банкир и брокер", "dutch-bank", "голландский банк"), laws=STAKE_LAWS,
    source="seed 004 §1.4",
    summary="Each player stakes on his own packet against the banker's; the higher bottom card wins evens; "
            "ties by option.", notes="004's bank-rotation rule (option 5) is garbled; the bank passes left"))

register(GameInfo(
    slug="monte-bank-foster", private_cards=False, title="Monte bank (Foster)", family="banking", utility="zero-sum-chips",
    carries_items=True,
    min_players=2, max_players=10,
    default_players=3, state_cls=MonteState, rules_cls=MonteRules, aliases=("monte-bank", "банк монте"),
    laws=STAKE_LAWS, match_cls=MonteMatch, source="Foster 1914 §11.15 (seed 001 part 5)",
    summary="Two layouts of two cards, from the bottom and the top of a 40-card pack; the gate's suit decides: a "
            "layout with a card of that suit wins evens. Seat 0 is the bank."))
