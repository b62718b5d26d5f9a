"""Trente-et-quarante (rouge et noir): two rows dealt to 31 or more, the nearer to 31 wins.

Sources: Foster 1914 §11.10 (seed 001 part 5, ``trente-et-quarante-foster``) and seed 004 §1.19
(``trente-et-quarante-modern``, with insurance). Six packs; ace 1, courts and tens 10, the rest
their pips. The dealer turns cards for **black** until the total reaches 31 or more, then the same
for **red**; the row nearer 31 wins, so a row ends at 31..40. Stakes: ``rouge``, ``noir``, and
``couleur`` / ``inverse`` (the colour of the first card turned is, or is not, the colour of the
winning row); all pay evens.

Equal totals are a stand-off (*après*), except a **refait at 31**: the bank takes half of every
stake (``refait="half"``, the default of both books), or the stake goes to prison
(``refait="prison"``): the next coup (dealt here from the same shoe) frees it if it wins and takes
it if it loses; a stand-off deals again; a second refait at 31 takes half the imprisoned stake
(Foster's second prison is folded into this; stated simplification).

Insurance (seed 004 §1.19, O87): for 5 % of the stake, paid before the deal, an insured stake loses
nothing at a refait at 31 (``bet rouge-insured 20``); option ``insurance`` (on for the modern
form). Each deal here is one coup from a freshly shuffled shoe (how long a shoe lasts does not
change the rules of a coup).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, shoe as make_shoe
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.errors import RuleOptionError
from .simple import STAKE_LAWS, SimpleBankingState

__all__ = ["TrenteRules", "TrenteState", "trente_value", "deal_rows", "trente_net"]


def trente_value(card: int) -> int:
    r = card // 4 + 2
    return 1 if r == 14 else min(r, 10)


@dataclass(frozen=True)
class TrenteRules(Rules):
    """Trente-et-quarante's options."""

    decks: int = option(6, "packs in the shoe", "Foster §11.10; seed 004 §1.19", minimum=1, maximum=8)
    refait: str = option("half", "a refait at 31 takes half of each stake (half) or imprisons it (prison)",
                         "Foster §11.10; seed 004 §1.19", choices=("half", "prison"))
    insurance: bool = option(False, "stakes may be insured against a refait at 31", "seed 004 §1.19")
    insurance_percent: int = option(5, "insurance costs this per cent of the stake", "seed 004 §1.19 (O87)",
                                    minimum=0, maximum=100)
    stakes: tuple[int, ...] = option((20, 100), "stakes a punter may choose (chips; multiples of 20 keep "
                                     "halves and 5 % premiums whole)", "")

    def validate(self) -> None:
        super().validate()
        for s in self.stakes:
            if s % 2 or (s * self.insurance_percent) % 100:
                raise RuleOptionError(f"stake {s} would leave a fraction of a chip at a refait or in insurance")


def deal_rows(cards, pos: int = 0) -> tuple[int, int, int, bool]:
    """Deal black then red from ``cards[pos:]``: returns (black total, red total, new pos, first card red)."""
    first_red = Card(cards[pos]).is_red
    totals = []
    for _ in range(2):
        t = 0
        while t < 31:
            t += trente_value(cards[pos])
            pos += 1
        totals.append(t)
    return totals[0], totals[1], pos, first_red


def trente_net(name: str, black: int, red: int, first_red: bool, stake: int) -> int | None:
    """Net on ``stake`` for one coup; ``None`` for a refait at 31 (the rule decides)."""
    if black == red:
        return None if black == 31 else 0
    red_wins = red < black
    if name == "rouge":
        win = red_wins
    elif name == "noir":
        win = not red_wins
    elif name == "couleur":
        win = red_wins == first_red
    else:   # inverse
        win = red_wins != first_red
    return stake if win else -stake


class TrenteState(SimpleBankingState):
    """One coup of trente-et-quarante. Seat 0 is the bank."""

    rules_cls = TrenteRules
    game_word = "trente-et-quarante"

    def _setup(self) -> None:
        self.cards = self.shuffler.shuffle(make_shoe(self.rules.decks).cards)
        self.coups: list[dict] = []

    def _clone_extra(self, other) -> None:
        self.coups = list(other.coups)

    def bet_names(self) -> list[str]:
        base = ["rouge", "noir", "couleur", "inverse"]
        return base + [f"{b}-insured" for b in base] if self.rules.insurance else base

    def _coup(self) -> tuple[int, int, bool]:
        start = self.pos
        b, r, self.pos, fr = deal_rows(self.cards, self.pos)
        self.coups.append({"cards": [str(Card(c)) for c in self.cards[start:self.pos]], "black": b, "red": r,
                           "first_card_red": fr})
        self.log.append(f"black {b}, red {r}")
        return b, r, fr

    def _decide(self) -> None:
        self.first = self._coup()
        b, r, _ = self.first
        if b == r == 31 and self.rules.refait == "prison" and self.bets:
            while True:           # the prison coup(s)
                if len(self.cards) - self.pos < 40:
                    self.prison = (31, 31)    # the shoe is spent (practically never): treated as a second refait
                    break
                nb, nr, _ = self._coup()
                if nb != nr or nb == 31:
                    self.prison = (nb, nr)
                    break
        else:
            self.prison = None

    def _settle_bet(self, name: str, stake: int) -> int:
        insured = name.endswith("-insured")
        base = name[:-8] if insured else name
        premium = stake * self.rules.insurance_percent // 100 if insured else 0
        b, r, fr = self.first
        v = trente_net(base, b, r, fr, stake)
        if v is None:             # refait at 31
            if insured:
                v = 0
            elif self.rules.refait == "half":
                v = -stake // 2
            else:
                nb, nr = self.prison
                pv = trente_net(base, nb, nr, fr, stake)
                v = -stake // 2 if pv is None else (0 if pv > 0 else -stake)
        return v - premium

    def _public(self) -> dict[str, Any]:
        return {"coups": self.coups}


register(GameInfo(
    slug="trente-et-quarante-foster", private_cards=False, title="Rouge et noir / trente-et-quarante (Foster)", family="banking", utility="zero-sum-chips",

    min_players=2, max_players=10, default_players=3, state_cls=TrenteState, rules_cls=TrenteRules,
    aliases=("rouge-et-noir", "руж э нуар", "trente-et-quarante"), laws=STAKE_LAWS,
    source="Foster 1914 §11.10 (seed 001 part 5)",
    summary="Black's row then red's row dealt to 31 or more; the nearer to 31 wins; a refait at 31 costs half "
            "the stakes. Seat 0 is the bank."))

register(GameInfo(
    slug="trente-et-quarante-modern", private_cards=False, title="Trente-et-quarante (seed 004, with insurance)", family="banking", utility="zero-sum-chips",

    min_players=2, max_players=10, default_players=3, state_cls=TrenteState, rules_cls=TrenteRules,
    defaults={"insurance": True}, aliases=("тренте-э-куаранте", "руже-э-нуар"), laws=STAKE_LAWS,
    source="seed 004 §1.19",
    summary="As Foster's rouge et noir, with insurance against the refait at 31 for 5 % of the stake."))
