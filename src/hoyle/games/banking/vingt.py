"""Vingt-et-un, the private banking game with a rotating dealer (seed 000 §2; Foster 1914 §11.1).

One pack; ace 1 or 11, courts 10, the rest their pips. The dealer banks against every other
player. A round (catalog 000_002_003 §2, steps 1-10):

1. one card face down to each player and the dealer;
2. each player looks at it and stakes (``bet N``, within the limit: ``rules.stakes``); with
   ``stake_on_first_card`` off (Foster's main rule, §11.1) each stakes *before* the deal, seeing
   no card (looking first is Foster's variation);
3. the dealer looks at his card and may ``double`` every stake (or ``decline``); with
   ``refuse_double`` (Foster §11.1) each player in turn then says ``accept`` or ``refuse``: a
   refusal hands the stake to the dealer and the player takes no further part in the round;
4. a second card to everyone;
5. a **natural** (ace and a ten-count as the first two cards): the dealer's is shown at once and
   collects double from everyone (four times the first stake after a double), a player's natural
   standing off; a player's natural (the dealer having none) is paid double at once;
6. each player in turn says ``card`` (dealt face up) or ``content``; over 21 he pays at once and
   his face-down cards are never shown; a pair as the first two cards may be ``split`` (a new
   stake on the second card; up to four hands, O-000-26);
7. the dealer turns his cards and draws (``card``) or stands (``content``) as he likes;
8. the dealer collects from every total not above his (**ties to the dealer**, O-000-24) and pays the
   higher ones; a busted dealer pays everyone still standing (O-000-25).

A **made vingt-un** (21 in three or more cards; seed 000 only, option ``made_21_double``): the dealer
with one collects double, single from a player who also made 21 (O-000-23); a player with one is
paid double (O-000-21: with the dealer's double, four times the stake). Foster (§11.1,
``vingt-et-un-foster``) has no made-21 payment; a split is his "variation" (option ``splits``).

Simplifications, stated: each deal here is one round from a fresh pack; the last card of the pack is
never dealt (000), so when only it is left nobody may draw; a split hand's ace and ten are a made 21,
not a natural (000 leaves it open). The deal passes to the left each round (the modern method) by
default; option ``bank_passes`` gives seed 004's two systems (:class:`VingtMatch`): ``natural``, a
player's natural takes the bank, the holder nearest the dealer's left (004 §1.5, system 2; seven
and a half's premium, §1.6.1), the dealer keeping it otherwise, and ``five-deals``, each banker deals
five rounds (004 §1.5, system 1). 000's old method (a natural knocks the dealer out, but not in the
first hand of a deal through the pack, which our fresh pack each round has no place for) and selling
the deal are not modelled; a natural holder here always takes the bank (004 lets him decline).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.determinise import Slots, Zone
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .blackjack import hand_total

__all__ = ["VingtRules", "VingtState", "VingtMatch", "VINGT_LAWS"]

VINGT_LAWS = LawBook.of("Vingt-et-un", "seed 000 §2 (British handbook); Foster 1914 §11.1", [
    ("V1", "stake", "Each player stakes within the limit: on his first card, before the second (seed 000; "
     "Foster's variation), or before the deal (Foster's rule).", ""),
    ("V2", "double", "The dealer, having seen his first card, may double every stake.", ""),
    ("V3", "natural", "An ace and a ten-count as the first two cards: the dealer's collects double from all "
     "(ties with a natural stand off); a player's is paid double.", ""),
    ("V4", "draw", "Drawn cards are dealt face up; over 21 pays at once and the first two cards stay hidden.",
     ""),
    ("V5", "split", "Only a pair as the first two cards may be split, up to four hands.",
     "a split of unequal cards is refused"),
    ("V6", "ties", "The dealer wins ties; a busted dealer pays everyone still standing, not those who busted.",
     ""),
    ("V7", "last-card", "The last card of the pack is never dealt.", "no draw when only it is left"),
    ("V8", "refuse-double", "A player who will not double when the dealer calls for it pays his stake to the "
     "dealer and drops out of the round (Foster §11.1).", ""),
    ("V9", "burn", "The top card is shown and put face up at the bottom; an ace may not be burnt: the pack is "
     "shuffled again (seed 004 §1.5, O25).", ""),
    ("V10", "overdrawn", "A player who stood with more than 21 pays the banker double his first stake, even "
     "when the dealer busts (seed 004 §1.5, irregularity zh, O22).", ""),
    ("V11", "dealer-rule", "Where the dealer draws by rule he draws to 16 and stands on 17; in the private "
     "game he draws or stands as he likes (seed 004 §1.5).", "a draw on 17 or more, or a stand below 17, "
     "is refused under the rule"),
])


def stood_over_21(stake: int) -> int:
    """What a player who stood with more than 21 pays (seed 004 §1.5, irregularity zh, O22):
    double his original ``stake`` (chips, a whole number >= 0), whatever the dealer makes; the
    player's net, negative. Raises ValueError for a negative stake (a programming error)."""
    if stake < 0:
        raise ValueError(f"a stake is not negative: {stake}")
    return -2 * stake


@dataclass(frozen=True)
class VingtRules(Rules):
    """Vingt-et-un's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a player may put on his first card (minimum, maximum)",
                                     "seed 000 §2 (stakes)")
    stake_on_first_card: bool = option(True, "players stake after looking at their first card (else before "
                                       "the deal, seeing no card)", "seed 000 §2 step 2; Foster §11.1: before "
                                       "the deal, looking first is a variation")
    refuse_double: bool = option(False, "a player may refuse the dealer's double: he forfeits his stake to the "
                                 "dealer and retires for the round", "Foster §11.1")
    dealer_may_double: bool = option(True, "the dealer may double all stakes after seeing his first card",
                                     "seed 000 §2 step 4; Foster §11.1 (call on all to double)")
    made_21_double: bool = option(True, "21 in three or more cards is paid double (single between two made 21s)",
                                  "seed 000 §2 (made vingt-un)")
    splits: bool = option(True, "a pair as the first two cards may be split (up to four hands)",
                          "seed 000 §2; Foster §11.1 (a variation)")
    natural_against_natural: str = option("stand-off", "a player's natural against the dealer's: stand-off, or "
                                          "pays a single stake (pontoon, 004 O23)", "seed 000 §2; seed 004 §1.5",
                                          choices=("stand-off", "single"))
    bonus_hands: bool = option(False, "pontoon bonuses: five cards not over 21 paid 2 to 1, six 4, seven 8 (doubling "
                               "on); 7-7-7 paid 3 to 1; 8-7-6 2 to 1 -- whatever the dealer makes",
                               "seed 004 §1.5 (O20, O21)")
    dealer_up_card: bool = option(False, "the dealer's first card is dealt face up to himself",
                                  "seed 004 §1.5 (the 'Blackjack' form, step 2)")
    dealer_natural_takes: str = option("double", "the dealer's natural collects double from each player "
                                       "(seed 000, Foster) or the single stake (seed 004's Blackjack form: he "
                                       "takes all bets)", "seed 000 §2; Foster §11.1; seed 004 §1.5 step 4",
                                       choices=("double", "single"))
    ties: str = option("dealer", "equal totals: the dealer wins, or the stake is returned",
                       "seed 000 §2 (ties to the dealer); seed 004 §1.5 (settlement: sometimes returned, "
                       "often the dealer's)", choices=("dealer", "stand-off"))
    split_aces_one_card: bool = option(False, "split aces get one card each", "seed 004 §1.5 (splitting pairs)")
    split_equal_stake: bool = option(False, "the stake on a split-off hand equals the first one",
                                     "seed 004 §1.5 (splitting pairs)")
    burn_card: bool = option(False, "the top card is burnt face up at the bottom (never an ace: the pack is "
                             "shuffled again)", "seed 004 §1.5 (shuffle and cut; O25)")
    dealer_draws: str = option("discretion", "the dealer draws as he likes, or by rule (draws to 16, stands "
                               "on 17)", "seed 004 §1.5 (dealer's turn: at his discretion in the private "
                               "game); Foster §11.1 (stand on 17, draw on 16: advice)",
                               choices=("discretion", "17"))
    bank_passes: str = option("left", "when the bank (the deal) changes hands: left after each round (the "
                              "modern method), natural (a player's natural takes it, the one nearest the "
                              "dealer's left; else the dealer keeps it) or five-deals (each banker deals five "
                              "rounds, then it passes left)", "seed 000 §2 (the modern method); seed 004 §1.5 "
                              "(changing the bank: systems 1 and 2); §1.6.1 (the premium takes the bank)",
                              choices=("left", "natural", "five-deals"))


class VingtState(GameState):
    """One round of vingt-et-un. The dealer is the match's dealer seat; boxes in order from his left."""

    rules_cls = VingtRules
    target = 21
    game_word = "vingt-et-un"
    ties_stand_off = False
    face_down = 2            # the first cards of a hand are dealt face down; drawn cards face up

    def _total(self, cards) -> int:
        return hand_total(cards)[0]

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.dealer = int(self.context.get("dealer", 0)) % n
        self.players = [(self.dealer + i) % n for i in range(1, n)]
        self.deck: list[Card] = self.shuffler.shuffle(self._pack_cards())
        self.burnt: Card | None = None
        if self.rules.burn_card:                      # V9: never an ace; shuffled again
            while self.deck[0].rank == 14:
                self.log.append("an ace may not be burnt: the pack is shuffled again")
                self.deck = self.shuffler.shuffle(self._pack_cards())
            self.burnt = self.deck[0]
            self.deck = self.deck[1:] + [self.burnt]  # face up at the bottom: the last card, never dealt (V7)
        self.pos = 0
        # boxes: [seat, cards, stake, status]; status: live, content, bust, natural
        self.boxes: list[list] = []
        self.first: dict[int, Card] = {}
        for s in self.players:
            self.first[s] = self._draw()
        self.dcards: list[Card] = [self._draw()]
        self.stakes = {s: 0 for s in self.players}
        self.doubled = False
        self.phase = "stake"
        self.turn = 0
        self.cur = 0
        self.retired: list[int] = []      # refused the dealer's double (V8)
        self.shown: set[int] = set()      # boxes whose face-down cards are shown at the end
        self.dealer_shown = False
        self.result: list[int] | None = None
        self.paid = [0] * n               # settled so far (busts, naturals)

    def _pack_cards(self) -> list[Card]:
        """The pack the round is dealt from (subclasses: a stripped pack)."""
        return list(standard_pack().cards)

    def _draw(self) -> Card:
        c = self.deck[self.pos]
        self.pos += 1
        return c

    def _can_draw(self) -> bool:
        return self.pos < len(self.deck) - 1          # the last card is never dealt (V7)

    def clone(self) -> "VingtState":
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.boxes = [[b[0], list(b[1]), b[2], b[3]] for b in self.boxes]
        new.first = dict(self.first)
        new.dcards = list(self.dcards)
        new.stakes = dict(self.stakes)
        new.shown = set(self.shown)
        new.paid = list(self.paid)
        new.retired = list(self.retired)
        new.players = list(self.players)
        new.history = list(self.history)
        new.log = list(self.log)
        new.context = dict(self.context)
        return new

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        if self.phase == "stake":
            return self.players[self.turn]
        if self.phase == "double":
            return self.dealer
        if self.phase == "answer":
            return self.players[self.turn]
        if self.phase == "play":
            return self.boxes[self.cur][0]
        if self.phase == "dealer":
            return self.dealer
        return None

    def legal_actions(self) -> list[Action]:
        p = self.phase
        if p == "stake":
            return [Action("bet", (s,)) for s in self.rules.stakes]
        if p == "double":
            return [Action("double"), Action("decline")]
        if p == "answer":
            return [Action("accept"), Action("refuse")]
        if p == "dealer" and self.rules.dealer_draws == "17" and self._can_draw():
            return [Action("card")] if self._total(self.dcards) < 17 else [Action("content")]
        if p in ("play", "dealer"):
            out = [Action("card"), Action("content")] if self._can_draw() else [Action("content")]
            if p == "play":
                b = self.boxes[self.cur]
                if (self.rules.splits and len(b[1]) == 2 and b[1][0].rank == b[1][1].rank and
                        sum(1 for x in self.boxes if x[0] == b[0]) < 4 and self.pos < len(self.deck) - 3):
                    stakes = (b[2],) if self.rules.split_equal_stake else self.rules.stakes
                    out += [Action("split", (s,)) for s in stakes]
            return out
        return []

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb in ("card", "content") and self.phase == "dealer" and self.rules.dealer_draws == "17":
            return ("the dealer draws to 16 and stands on 17 in these rules (dealer_draws=17)", VINGT_LAWS.cite("V11"))
        if action.verb == "split":
            if self.rules.split_equal_stake and self.phase == "play" and self.boxes:
                return (f"a split-off hand carries a stake equal to the first ({self.boxes[self.cur][2]}), "
                        "and only a pair as the first two cards may be split, up to four hands",
                        VINGT_LAWS.cite("V5"))
            return ("only a pair as the first two cards may be split, up to four hands", VINGT_LAWS.cite("V5"))
        if action.verb == "card" and self.phase in ("play", "dealer"):
            return ("only the last card is left, and it is never dealt", VINGT_LAWS.cite("V7"))
        if action.verb == "bet":
            when = "on the first card" if self.rules.stake_on_first_card else "before the deal"
            return (f"stakes are made {when}, one of {', '.join(map(str, self.rules.stakes))}",
                    VINGT_LAWS.cite("V1"))
        if action.verb in ("accept", "refuse"):
            if not self.rules.refuse_double:
                return ("in these rules the dealer's double binds every player (refuse_double is off)",
                        VINGT_LAWS.cite("V8"))
            return ("a double is accepted or refused only when the dealer has just called for it",
                    VINGT_LAWS.cite("V8"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "stake":
            self.stakes[self.players[self.turn]] = action.args[0]
            self.turn += 1
            if self.turn == len(self.players):
                if self.rules.dealer_may_double:
                    self.phase = "double"
                else:
                    self._second_cards()
            return
        if self.phase == "double":
            if v == "double":
                self.doubled = True
                self.log.append("the dealer doubles")
                if self.rules.refuse_double:
                    self.phase = "answer"
                    self.turn = 0
                    return
                for s in self.stakes:
                    self.stakes[s] *= 2
            self._second_cards()
            return
        if self.phase == "answer":
            seat = self.players[self.turn]
            if v == "refuse":                         # V8: forfeits the stake, out of the round
                self.retired.append(seat)
                self.paid[seat] -= self.stakes[seat]
                self.paid[self.dealer] += self.stakes[seat]
                self.log.append(f"seat {seat} refuses the double and retires")
            else:
                self.stakes[seat] *= 2
            self.turn += 1
            if self.turn == len(self.players):
                self.players = [s for s in self.players if s not in self.retired]
                if not self.players:
                    self._finish(list(self.paid))
                else:
                    self._second_cards()
            return
        if self.phase == "dealer":
            if v == "card":
                self.dcards.append(self._draw())
                if self._total(self.dcards) > self.target:
                    self._settle()
            else:
                self._settle()
            return
        box = self.boxes[self.cur]
        if v == "card":
            box[1].append(self._draw())
            t = self._total(box[1])
            if t > self.target:
                box[3] = "bust"
                self.paid[box[0]] -= box[2]           # pays at once (V4)
                self.paid[self.dealer] += box[2]
            elif t == self.target:
                box[3] = "content"
        elif v == "content":
            box[3] = "content"
        elif v == "split":
            a, b = box[1]
            box[1] = [a, self._draw()]
            other = [box[0], [b, self._draw()], action.args[0], "live"]
            self.boxes.insert(self.cur + 1, other)
            if a.rank == 14 and self.rules.split_aces_one_card:      # 004 §1.5: one card each
                box[3] = other[3] = "content"
        self._next_box()

    # ------------------------------------------------------------------ the round
    def _second_cards(self) -> None:
        self.boxes = [[s, [self.first[s], self._draw()], self.stakes[s], "live"] for s in self.players]
        self.dcards.append(self._draw())
        dnat = hand_total(self.dcards)[0] == 21
        if dnat:                                      # V3: the dealer's natural collects double at once
            self.dealer_shown = True
            out = list(self.paid)
            for seat, cards, stake, _ in self.boxes:
                if hand_total(cards)[0] == 21:
                    self.shown.add(seat)
                    if self.rules.natural_against_natural == "single":
                        out[seat] -= stake
                    continue
                out[seat] -= (2 if self.rules.dealer_natural_takes == "double" else 1) * stake
            out[self.dealer] -= sum(out)
            self.log.append("the dealer has a natural")
            self._finish(out)
            return
        for b in self.boxes:
            if hand_total(b[1])[0] == 21:             # a player's natural is paid double at once
                b[3] = "natural"
                self.shown.add(b[0])
                self.paid[b[0]] += 2 * b[2]
                self.paid[self.dealer] -= 2 * b[2]
        self.phase = "play"
        self.cur = 0
        self._next_box()

    def _next_box(self) -> None:
        while self.cur < len(self.boxes) and self.boxes[self.cur][3] != "live":
            self.cur += 1
        if self.cur >= len(self.boxes):
            self.phase = "dealer"
            self.dealer_shown = True
            if all(b[3] in ("bust", "natural") for b in self.boxes):
                self._settle()

    def _settle(self) -> None:
        out = list(self.paid)
        dt = self._total(self.dcards)
        made = self.rules.made_21_double
        d21 = dt == 21 and len(self.dcards) >= 3 and made
        for seat, cards, stake, status in self.boxes:
            if status in ("bust", "natural"):
                continue
            self.shown.add(seat)
            pt = self._total(cards)
            p21 = pt == 21 and made                  # a made 21 (a natural was settled at once)
            bonus = self._bonus(cards) if self.rules.bonus_hands else 0
            if bonus:
                v = bonus * stake                     # pontoon: paid whatever the dealer makes (O20, O21)
            elif dt > self.target or pt > dt:
                v = 2 * stake if p21 else stake
            elif d21:
                v = -stake if p21 else -2 * stake
            elif pt == dt and (self.ties_stand_off or self.rules.ties == "stand-off"):
                v = 0
            else:
                v = -stake                            # ties to the dealer (V6)
            out[seat] += v
            out[self.dealer] -= v
        self._finish(out)

    @staticmethod
    def _bonus(cards) -> int:
        """Pontoon's bonus multiple for a standing hand (0 if none): 5+ cards, 7-7-7, 8-7-6 (004 §1.5)."""
        if len(cards) >= 5:
            return 2 ** (len(cards) - 4)
        if len(cards) == 3:
            ranks = sorted(c.rank for c in cards)
            if ranks == [7, 7, 7]:
                return 3
            if ranks == [6, 7, 8]:
                return 2
        return 0

    def _finish(self, out: list[int]) -> None:
        self.phase = "over"
        self.dealer_shown = True
        self.result = out

    def bank_taker(self) -> int | None:
        """The seat a natural gives the bank to (``bank_passes="natural"``): of the players whose
        natural was paid, the one nearest the dealer's left (004 §1.5); ``None`` if none (the
        dealer's own natural stands every natural off)."""
        for seat, _cards, _stake, status in self.boxes:
            if status == "natural":
                return int(seat)
        return None

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the round is not over")
        return list(self.result)

    def _box_view(self, b, seat) -> dict:
        own = b[0] == seat
        show = own or b[0] in self.shown
        k = self.face_down
        cards = [str(c) if (i >= k or show) else "??" for i, c in enumerate(b[1])]
        if b[3] == "bust" and not own:
            cards = ["??"] * k + cards[k:]
        return {"seat": b[0], "cards": cards, "stake": b[2], "status": b[3]}

    def _dealer_card_seen(self, i: int, seat: int | None, before: bool) -> bool:
        """Whether ``seat`` sees the dealer's ``i``-th card: all once shown; the first when it is
        dealt face up (option ``dealer_up_card``) and the deal has been made; the dealer his own
        once dealt (before the stakes of the bet-first forms nothing is dealt)."""
        if self.dealer_shown:
            return True
        if before:
            return False
        return seat == self.dealer or (i == 0 and self.rules.dealer_up_card)

    def view(self, seat: int | None) -> dict[str, Any]:
        before = self.phase == "stake" and not self.rules.stake_on_first_card    # V1: no card dealt yet
        if self.boxes:
            boxes = [self._box_view(b, seat) for b in self.boxes]
        else:
            boxes = [{"seat": s, "cards": [] if before else [str(self.first[s]) if s == seat else "??"],
                      "stake": self.stakes[s], "status": "to be dealt" if before else "first card"}
                     for s in self.players]
        dealer = [str(c) if self._dealer_card_seen(i, seat, before) else "??" for i, c in enumerate(self.dcards)]
        v = {"game": self.game_word, "seat": seat, "to_act": self.to_act, "phase": self.phase,
             "dealer": self.dealer, "dealer_cards": dealer, "doubled": self.doubled, "boxes": boxes,
             "cards_left": len(self.deck) - self.pos + (len(self.players) + 1 if before else 0)
             - (1 if self.burnt is not None else 0)}
        if self.burnt is not None:
            v["burnt"] = str(self.burnt)
        if self.retired:
            v["retired"] = list(self.retired)
        if self.result is not None:
            v["outcome"] = list(self.result)
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The dealer (who holds the bank) and his cards, each punter's box (cards, stake,
        status), the pack, and the result."""
        from ...mechanics.banking import render_banking
        d = view["dealer"]
        bank = f"seat {d} deals - " + (" ".join(view["dealer_cards"]) or "no cards yet") \
            + (" - doubled" if view.get("doubled") else "")
        notes = [f"Pack: {view['cards_left']} cards left"]
        if view.get("burnt"):
            notes.append(f"Burnt: {view['burnt']} (face up at the bottom)")
        if view.get("retired"):
            notes.append("Retired: " + ", ".join(f"seat {s}" for s in view["retired"]))
        return render_banking(f"{str(view['game']).capitalize()} - {view['phase']}", bank,
                              view["boxes"], view.get("seat"), to_act=view.get("to_act"),
                              net=view.get("outcome"), notes=notes, bank_seat=d)

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {"pack": self.deck[self.pos:], "dealer": list(self.dcards)}
        if self.burnt is not None:
            loc["pack"] = self.deck[self.pos:-1]
            loc["burnt"] = [self.burnt]
        if self.boxes:
            for i, b in enumerate(self.boxes):
                loc[f"box{i}"] = list(b[1])
            if self.retired:
                loc["retired"] = [self.first[s] for s in self.retired]
        else:
            loc["first"] = list(self.first.values())
        return loc

    def hidden_cards(self, seat: int | None):
        hidden = list(self.deck[self.pos:-1] if self.burnt is not None else self.deck[self.pos:])
        before = self.phase == "stake" and not self.rules.stake_on_first_card
        hidden += [c for i, c in enumerate(self.dcards) if not self._dealer_card_seen(i, seat, before)]
        if self.boxes:
            for b in self.boxes:
                if b[0] != seat and not (b[0] in self.shown and b[3] != "bust"):
                    hidden += b[1][:self.face_down]
            hidden += [self.first[s] for s in self.retired if s != seat]
        elif self.phase == "stake" and not self.rules.stake_on_first_card:
            hidden += list(self.first.values())          # not yet dealt: nobody has seen one
        else:
            hidden += [c for s, c in self.first.items() if s != seat]
        return hidden

    def pack(self) -> list[Card]:
        return sorted(self.deck)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): the pack
        from the next card dealt on, in its order (a burnt card face up at the bottom is seen),
        the dealer's cards in their places (his first card face down until shown, unless dealt
        face up), each box's cards in their places (the first ``face_down`` of them face down),
        and before the boxes each seat's first card (after them, a retired seat's). What a seat
        sees stays: its own cards, the cards drawn face up, a hand shown. Not kept: what a box
        gone bust tells of its face-down cards, which it may then be dealt without busting
        (it is settled already, and plays no further)."""
        end = len(self.deck) - (1 if self.burnt is not None else 0)
        zones = {"stock": Zone(Slots(self.deck, range(self.pos, end)), ordered=True, attr="deck"),
                 "dealer": Zone(self.dcards, ordered=True, attr="dcards")}
        if self.boxes:
            for i, b in enumerate(self.boxes):
                zones[f"box {i}"] = Zone(b[1], ordered=True, attr="boxes")
            if self.retired:
                zones["retired"] = Zone(Slots(self.first, self.retired), ordered=True, attr="first")
        else:
            zones["first"] = Zone(Slots(self.first, list(self.first)), ordered=True, attr="first")
        return zones

    def redealt(self) -> None:
        """After a determinisation: the record of the cards dealt before the pack's next card
        (never read in play) is again the cards the pack no longer holds, and each seat's first
        card that of its first box."""
        left = Counter(self.deck[self.pos:])
        dealt = sorted((Counter(self._pack_cards()) - left).elements())
        if len(dealt) == self.pos:
            self.deck[:self.pos] = dealt
        for b in reversed(self.boxes):
            self.first[b[0]] = b[1][0]


class VingtBot:
    """A plain player of the vingt-et-un games: stakes the smallest stake, never doubles as the
    dealer and accepts a double, never splits; as a player or the dealer draws to 16 and stands on
    17 (Foster §11.1's advice; the private blackjack dealer's discretion read so, seed 004 §1.5)."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game=None, rules=None):
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        verbs = {a.verb: a for a in legal}
        for v in ("decline", "accept"):
            if v in verbs:
                return verbs[v]
        if "bet" in verbs:
            return min((a for a in legal if a.verb == "bet"), key=lambda a: a.args[0])
        if view["to_act"] == view["dealer"]:
            cards = view["dealer_cards"]
        else:
            box = next(b for b in view["boxes"] if b["seat"] == self.seat and b["status"] == "live")
            cards = box["cards"]
        total = hand_total([Card(c) for c in cards if c != "??"])[0]
        if "card" in verbs and total < 17:
            return verbs["card"]
        return verbs.get("content", legal[0])



class VingtMatch(Match):
    """Rounds of a vingt-et-un game: who banks next (option ``bank_passes``). Context key
    ``banked``: the rounds the dealer has banked so far (``five-deals``)."""

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)                  # left, the modern method
        how = state.rules.bank_passes
        ctx.pop("banked", None)
        if how == "natural":
            taker = state.bank_taker()
            ctx["dealer"] = state.dealer if taker is None else taker
        elif how == "five-deals":
            banked = int(self.context.get("banked", 0) or 0) + 1
            if banked < 5:
                ctx["dealer"], ctx["banked"] = state.dealer, banked
        return ctx

register(GameInfo(
    slug="vingt-et-un-british", title="Vingt-et-un (British handbook)", family="banking", utility="zero-sum-chips",
    min_players=2,
    max_players=10, default_players=4, state_cls=VingtState, rules_cls=VingtRules, match_cls=VingtMatch,
    aliases=("vingt-et-un", "vingt-un", "винт-ун", "двадцать одно"), laws=VINGT_LAWS,
    source="seed 000 §2 (catalog 000_002_003.md §2)",
    summary="Stakes on the first card; the dealer may double; naturals paid double; cards drawn face up; ties to "
            "the dealer; a made 21 paid double. The deal passes left."))

register(GameInfo(
    slug="pontoon", title="Pontoon (seed 004)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10, default_players=4,
    state_cls=VingtState, rules_cls=VingtRules, match_cls=VingtMatch,
    defaults={"made_21_double": False, "natural_against_natural": "single", "bonus_hands": True,
              "bank_passes": "five-deals"},
    aliases=("понтун",), laws=VINGT_LAWS, source="seed 004 §1.5 (the 'bet after the first card' form)",
    summary="Vingt-et-un with stakes on the first card, the dealer's double, a natural paid 2 to 1 and the "
            "bonus hands (five cards, 7-7-7, 8-7-6); ties to the dealer.",
    notes="each banker deals five rounds (004's first system; bank_passes=natural: the second); buying a card "
          "and redoubling are not offered; the second card is "
          "dealt face down (the catalog flags 'face up' as a likely mistranslation)"))

register(GameInfo(
    slug="blackjack-private", title="Blackjack (private, variable bank)", family="banking",
    utility="zero-sum-chips", min_players=2, max_players=15, default_players=4,
    state_cls=VingtState, rules_cls=VingtRules, match_cls=VingtMatch,
    defaults={"stake_on_first_card": False, "dealer_may_double": False, "made_21_double": False,
              "dealer_up_card": True, "dealer_natural_takes": "single", "ties": "stand-off",
              "split_aces_one_card": True, "split_equal_stake": True, "burn_card": True,
              "bank_passes": "five-deals"},
    aliases=("blackjack-variable-bank", "bj"), laws=VINGT_LAWS, bots={"heuristic": VingtBot},
    source="seed 004 §1.5 (the 'bet before any card' form, variable bank)",
    summary="Stakes before any card; the dealer's first card face up; his natural takes every stake but a "
            "natural's, a player's natural is paid 2 to 1; pairs split with an equal stake, split aces one "
            "card each and no natural after a split; the dealer draws as he likes.",
    status="partial",
    notes="the casino (fixed-bank) section of the seed is lost (blackjack-casino states its own rules); the "
          "dealer draws at his discretion (option dealer_draws=17 makes him draw to 16, the bots' reading of "
          "the book's advice); ties stand off (ties=dealer: 'often' the dealer's); each banker deals five "
          "rounds (004's first system; bank_passes=natural: a natural takes the bank, always accepted); the "
          "bank auction, doubling down and bets by bystanders are not modelled"))

register(GameInfo(
    slug="vingt-et-un-foster", title="Vingt-et-un (Foster)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=4, state_cls=VingtState, rules_cls=VingtRules, match_cls=VingtMatch,
    defaults={"made_21_double": False, "stake_on_first_card": False, "refuse_double": True},
    aliases=("винг-эт-ун",), laws=VINGT_LAWS, source="Foster 1914 §11.1 (seed 001 part 5)",
    summary="Stakes before the deal (looking at the first card first is a variation, option "
            "stake_on_first_card); the dealer may call on all to double, and a player who refuses pays his "
            "stake and retires; no made-21 payment; a split is a variation (option)."))
