"""Seven and a half and ten and a half: vingt-et-un with half points (seed 004 §1.6.1, §1.6.2).

A subclass of :class:`~.vingt.VingtState` (one card face down each, stakes on it, cards drawn face
up, a bust paid at once, the dealer drawing as he likes), with these rules of seed 004:

* **Seven and a half** (``seven-and-a-half``, §1.6.1): the 40-card pack (no eights, nines or tens);
  the ace counts 1, the pips their value, the courts **½**; the **king of diamonds is wild** (any
  value a card of the pack can have, the holder's best choice, ½ included: catalog O28). The target
  is 7½; **8 or more busts** (O27). A player whose **first two cards make 7½** shows them and is
  paid **double** -- unless the dealer's own first two cards make 7½ too (then the stake stands
  off, our reading of "unless"); other totals are settled at the end: higher than the dealer's
  wins one stake, lower loses, **ties stand off**, a busted dealer pays everyone still standing.
* **Ten and a half** (``ten-and-a-half``, §1.6.2, "Saton pont"): the full pack, target 10½, 11 or
  more busts; a two-card 10½ is paid double (O29). 004 does not restate the card values; the
  catalog's reading (those of seven and a half, tens counting 10, the king of diamonds wild) is used,
  with option ``wild_king`` to drop the wild card.

Totals are kept in **half points** (integers: the target is 15 or 21 half points), so all
arithmetic is exact. At seven and a half the premium takes the bank (``bank_passes="natural"``, the
vingt-et-un family's option, :class:`~.vingt.VingtMatch`): the holder of a paid premium nearest the
dealer's left deals the next round, and otherwise the dealer keeps the bank (our reading of "as in
blackjack" for a round without a premium: its system 2). Not modelled, stated: in ten and a half,
dealing on from the pack across rounds, the deal passing left when the pack is used (each round here
uses a fresh pack, so the deal passes left each round).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card, standard_pack
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import option
from .vingt import VingtMatch, VingtRules, VingtState

__all__ = ["HalfRules", "SevenHalfState", "TenHalfState", "half_points", "best_half_total", "HALF_LAWS"]

KING_OF_DIAMONDS = 11 * 4 + 1          # rank 13, suit diamonds

HALF_LAWS = LawBook.of("Seven and a half / ten and a half", "seed 004 §1.6.1-1.6.2", [
    ("H1", "values", "Ace 1, pips their value, courts a half; the king of diamonds is wild.", ""),
    ("H2", "stake", "Each player stakes on his one face-down card, within the dealer's limit.", ""),
    ("H3", "bust", "A total over the target (8 or more at seven and a half) busts and pays at once.", ""),
    ("H4", "premium", "The target made with the first two cards is shown and paid double, unless the dealer's "
     "first two cards make it too.", ""),
    ("H5", "settle", "The dealer pays higher totals and collects lower ones; ties stand off; a busted dealer "
     "pays every player still standing.", ""),
])


def half_points(card: int) -> int:
    """A card's value in half points (ace 2, pips twice their value, courts 1); the wild card is 0."""
    r = card // 4 + 2
    if r == 14:
        return 2
    if r >= 11:
        return 1
    return 2 * r


def best_half_total(cards, target: int, wild: bool = True) -> int:
    """The best total of ``cards`` in half points: each wild king of diamonds takes the value (½, 1,
    2, ... up to the highest pip of the pack) that brings the hand nearest ``target`` without
    passing it, or ½ when every choice busts."""
    fixed = 0
    wilds = 0
    for c in cards:
        if wild and c == KING_OF_DIAMONDS:
            wilds += 1
        else:
            fixed += half_points(c)
    if not wilds:
        return fixed
    top = 14 if target == 15 else 20        # 7 in the 40-card pack, 10 in the full pack
    choices = [1] + list(range(2, top + 1, 2))
    total = fixed
    for _ in range(wilds):                   # at most one wild card exists; kept general
        room = target - total
        fits = [v for v in choices if v <= room]
        total += max(fits) if fits else 1
    return total


@dataclass(frozen=True)
class HalfRules(VingtRules):
    """The options of seven and a half / ten and a half (vingt-et-un's doubling, made 21 and splits off)."""

    dealer_may_double: bool = option(False, "the dealer may double all stakes (not in these games)", "seed 004 §1.6.1")
    made_21_double: bool = option(False, "(vingt-et-un only)", "")
    splits: bool = option(False, "(vingt-et-un only)", "")
    wild_king: bool = option(True, "the king of diamonds is wild (the holder's best value)",
                             "seed 004 §1.6.1 (O28); assumed for ten and a half (catalog §1.6.2)")
    premium_pays: int = option(2, "the target on the first two cards is paid this many stakes",
                               "seed 004 §1.6.1 (O27), §1.6.2 (O29)", minimum=1, maximum=100, bound="our bound: 100 to 1")


class SevenHalfState(VingtState):
    """One round of seven and a half. The dealer is the match's dealer seat; totals in half points."""

    rules_cls = HalfRules
    target = 15
    ties_stand_off = True
    face_down = 1
    game_word = "seven-and-a-half"
    dealer_premium = False                           # set when the round is settled

    def _pack_cards(self) -> list[Card]:
        return [c for c in standard_pack().cards if c.rank not in (8, 9, 10)]

    def _total(self, cards) -> int:
        return best_half_total(cards, self.target, self.rules.wild_king)

    def _second_cards(self) -> None:                 # no second card: one card each, then play
        self.boxes = [[s, [self.first[s]], self.stakes[s], "live"] for s in self.players]
        self.phase = "play"
        self.cur = 0
        self._next_box()

    def _apply(self, action) -> None:
        box = self.boxes[self.cur] if self.phase == "play" else None
        super()._apply(action)
        if box is not None and box[3] == "content" and len(box[1]) == 2 and self._total(box[1]) == self.target:
            box[3] = "premium"                       # H4: shown at once
            self.shown.add(box[0])

    def _settle(self) -> None:
        out = list(self.paid)
        dt = self._total(self.dcards)
        d_premium = len(self.dcards) == 2 and dt == self.target
        self.dealer_premium = d_premium
        for seat, cards, stake, status in self.boxes:
            if status == "bust":
                continue
            self.shown.add(seat)
            if status == "premium":
                v = 0 if d_premium else self.rules.premium_pays * stake
            else:
                pt = self._total(cards)
                if dt > self.target or pt > dt:
                    v = stake
                elif pt == dt:
                    v = 0
                else:
                    v = -stake
            out[seat] += v
            out[self.dealer] -= v
        self._finish(out)

    def view(self, seat):
        v = super().view(seat)
        v["target_half_points"] = self.target
        return v

    def bank_taker(self) -> int | None:
        """The seat a premium (the target on the first two cards, paid double) gives the bank
        to: the one nearest the dealer's left (004 §1.6.1); ``None`` when there is none, or the
        dealer's own first two cards made the target (then no premium is paid)."""
        if self.dealer_premium:
            return None
        for seat, _cards, _stake, status in self.boxes:
            if status == "premium":
                return int(seat)
        return None


class TenHalfState(SevenHalfState):
    """One round of ten and a half (the full pack, target 10½)."""

    target = 21
    game_word = "ten-and-a-half"

    def _pack_cards(self) -> list[Card]:
        return list(standard_pack().cards)


register(GameInfo(
    slug="seven-and-a-half", title="Seven and a half", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=4, state_cls=SevenHalfState, rules_cls=HalfRules, match_cls=VingtMatch,
    defaults={"bank_passes": "natural"}, aliases=("sette e mezzo", "семь с половиной"),
    laws=HALF_LAWS, source="seed 004 §1.6.1",
    summary="40 cards, courts a half, the king of diamonds wild; one card each, draw towards 7½, 8 busts; 7½ on two "
            "cards paid double; ties stand off.",
    notes="the premium (7½ on two cards) takes the bank, the one nearest the dealer's left; without one the "
          "dealer keeps it (our reading of 'as in blackjack')"))

register(GameInfo(
    slug="ten-and-a-half", title="Ten and a half (Saton pont)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=4, state_cls=TenHalfState, rules_cls=HalfRules, match_cls=VingtMatch,
    aliases=("saton pont", "десять с половиной"),
    laws=HALF_LAWS, source="seed 004 §1.6.2", status="partial",
    summary="Seven and a half with the full pack and a target of 10½; 10½ on two cards paid double.",
    notes="card values taken from seven and a half (004 does not restate them); a fresh pack each round, so "
          "the deal passes left each round (004: when the pack is used up)"))
