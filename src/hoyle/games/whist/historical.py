"""The ancestors and one-paragraph variants of whist (Foster 1914, 001 part 1 §1.1 and §7).

* Whist with progressive suit values (§7, a variant of favourite whist): a trick is worth 1
  when spades are trumps, 2 clubs, 3 diamonds, 4 hearts; no honours; game 10 from tricks
  alone; hands are played out and the winners score every trick they take; the rubber's
  winners add 10 and the rubber is worth the difference of the two sides' totals. The book's
  "the winners score all the tricks they take" reads two ways (catalog flag): each trick
  *over book* times the suit's value (``trick_count="over-book"``, our default: it is the
  whist count the variant otherwise keeps, and the printed rubber of 10-6, 4-16, 14-8 fits it)
  or *every* trick the hand's winners took (``"all-tricks"``). Played by
  :class:`~hoyle.games.whist.state.WhistState` with ``suit_values``; the rubber is
  :class:`ProgressiveMatch`.
* Swabbers (§1.1, about 1680): the holders of the ace of hearts, the knave of clubs and the
  ace and deuce of trumps are paid a share of the stakes whatever the play. The book gives
  no amount: ``swabber_stake`` (default 1 point a swabber, paid side to side as the deal's
  other points are) is our choice. The game under it is whist of the time: long whist (game
  10, honours), English laws, with the full pack (the deuce of trumps is a swabber, so the
  deuces must be in the pack although the book has whisk drop them before this period).
* Ruff and honours (§1.1), the old English game whist came from: twelve cards to each of four
  players, the top card of the four left over turned for trumps; the holder of the ace of
  trumps may *ruff*: take the four cards and put out any four in their place.
  :class:`RuffAndHonoursState`. Everything else (the play, the count of tricks and honours,
  the game) is not in the book; we play it as the long whist that followed it (twelve tricks,
  book six, honours A K Q J of trumps, game 10, English laws). When the turned card is itself
  the ace, nobody holds it and there is no ruff (our reading).
"""

from __future__ import annotations

from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import IllegalAction, SetupError
from ...core.laws import LawBook
from ...core.match import RubberMatch
from ...core.state import GameState
from ...mechanics.tricks import TrickPlay, sort_hands
from .laws import law_book
from .scoring import progressive_rubber_value
from .state import COMPASS, WhistState

__all__ = ["ProgressiveMatch", "RuffAndHonoursState", "RUFF_LAWS", "PROGRESSIVE_LAWS", "SWABBERS_LAWS"]

PROGRESSIVE_LAWS = LawBook.of("Whist with progressive suit values", "Foster 1914, 001 part 1 §7", [
    ("7.1", "suit-values", "A trick is worth 1 with spades trumps, 2 with clubs, 3 with diamonds, 4 with hearts."),
    ("7.2", "game", "No honours; ten points from tricks make a game; the hand is played out and the winners score all they take."),
    ("7.3", "rubber", "The rubber's winners add ten; the rubber is worth the winners' total less the losers'."),
])

SWABBERS_LAWS = LawBook.of("Swabbers", "Foster 1914, 001 part 1 §1.1", [
    ("1", "swabbers", "The ace of hearts, the knave of clubs and the ace and deuce of trumps are swabbers."),
    ("2", "payment", "The holders of the swabbers are paid a share of the stakes whatever the tricks and honours."),
])

RUFF_LAWS = LawBook.of("Ruff and honours", "Foster 1914, 001 part 1 §1.1", [
    ("1", "deal", "Twelve cards to each of four players; the top card of the four left over is turned for trumps."),
    ("2", "ruff", "The holder of the ace of trumps may take the four cards and put out any four of his own in their place."),
    ("3", "play", "Whist play and scoring (our reading: long whist, twelve tricks, honours, game ten)."),
])


class ProgressiveMatch(RubberMatch):
    """Rubbers of whist with progressive suit values (001 part 1 §7): best of three games of
    ten. Context carried: ``dealer`` (passes left), ``score`` (each side's points toward the
    game in progress), ``game_scores`` (each finished game's final score, per side, in the
    rubber in progress) and ``rubbers`` (:class:`~hoyle.core.match.RubberMatch`). When a side
    has won two games the rubber is settled at its value
    (:func:`~hoyle.games.whist.scoring.progressive_rubber_value`: the winners' points + 10 less
    the losers' points); ``rubber`` holds the first (winners "NS"/"EW", value, games);
    ``totals`` (the deals' points, plus each rubber's 10 at its end) then equal the settled
    value per seat."""

    fresh_rubber = {"score": [0, 0], "game_scores": []}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if "dealer" not in (kwargs.get("context") or {}):
            self.context["dealer"] = 3
        self.context.setdefault("score", [0, 0])
        self.context.setdefault("game_scores", [])

    def carry(self, state: WhistState) -> dict[str, Any]:
        ctx = super().carry(state)
        ctx["dealer"] = (state.dealer + 1) % 4
        sc = state.score()
        scores = [list(g) for g in self.context.get("game_scores", [])]
        if sc.game_winner is not None:
            scores.append(list(sc.after))
            ctx["score"] = [0, 0]
        else:
            ctx["score"] = list(sc.after)
        ctx["game_scores"] = scores
        for side in (0, 1):
            won = sum(1 for g in scores if g[side] > g[1 - side])
            if won >= 2:
                for seat in range(self.num_players):     # the rubber's 10, so totals = its value
                    self.totals[seat] += 10 if seat & 1 == side else -10
                value = progressive_rubber_value([(g[0], g[1]) for g in scores], side)
                first = self.rubber is None
                self.end_rubber(ctx, ("NS", "EW")[side], value,
                                [value if seat & 1 == side else -value for seat in range(self.num_players)],
                                f"{won}-{len(scores) - won}", game_scores=scores)
                if first:
                    self.rubber = {"winner": ("NS", "EW")[side], "value": value, "games": scores}
                break
        return ctx

    def rubber_in_progress(self) -> str | None:
        scores, score = self.context.get("game_scores", []), self.context.get("score", [0, 0])
        if not scores and not any(score):
            return None
        done = "; ".join(f"game {i} {g[0]}-{g[1]}" for i, g in enumerate(scores, 1))
        return (f"rubber in progress, not settled: score {score[0]}-{score[1]}"
                + (f"; {done}" if done else ""))


_RUFF, _PASS, _DISCARD = Action("ruff"), Action("pass"), "discard"


class RuffAndHonoursState(WhistState):
    """One deal of ruff and honours. Actions: ``ruff`` or ``pass`` (the holder of the ace of
    trumps), then ``discard QS`` four times (the ruffer), then ``play QS``. ``stock`` and
    ``discards`` are replaced, never mutated, so the inherited shallow ``clone`` is safe."""

    def __init__(self, num_players: int = 4, rules: Any = None, shuffler=None, context: dict | None = None):
        GameState.__init__(self, num_players, rules, shuffler, context)
        if num_players != 4:
            raise SetupError(f"ruff and honours is played by four, not {num_players}", RUFF_LAWS.cite("1"))
        r = self.rules
        if r.pack != "full" or r.trump_from != "turned" or r.duplicate or r.drive:
            raise SetupError("ruff and honours has its own deal: the full pack, twelve each and "
                                "the top card of the four left turned (options pack, trump_from, "
                                "duplicate and drive do not apply)", RUFF_LAWS.cite("1"))
        self.laws = law_book(r.code)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.score_before = self._context_numbers("score", [0, 0])
        deck = self.shuffler.shuffle(ALL_CARDS)
        hands: list[list[Card]] = [[], [], [], []]
        for j, c in enumerate(deck[:48]):
            hands[(self.dealer + 1 + j) & 3].append(c)
        sort_hands(hands)
        self.stock: list[Card] = list(deck[48:])
        self.turned = self.stock[0]                       # the top card of the four
        self.trump = int(self.turned) & 3
        self.trump_up = False                             # the turned card is not in a hand
        self.favourite_suit = None
        ace = Card(48 + self.trump)
        self.ruffer: int | None = next((i for i, h in enumerate(hands) if ace in h), None)
        self.phase = "ruff" if self.ruffer is not None else "play"
        self.discards: list[Card] = []
        self.dealt = [list(h) for h in hands]
        self.tp = TrickPlay(hands, self.trump, (self.dealer + 1) & 3)
        self._own_hands_no_claims()

    @property
    def to_act(self) -> int | None:
        if self.phase != "play":
            return self.ruffer
        return super().to_act

    def legal_actions(self) -> list[Action]:
        if self.phase == "ruff":
            return [_RUFF, _PASS]
        if self.phase == "discard":
            # plain cards before trumps, low before high (the likeliest cards to put out first)
            order = sorted(self.tp.hands[self.ruffer], key=lambda c: (c & 3 == self.trump, c >> 2))
            return [Action(_DISCARD, (c,)) for c in order]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "ruff":
            if action not in (_RUFF, _PASS):
                raise IllegalAction(f"{COMPASS[self.ruffer]} holds the ace of trumps and may 'ruff' "
                                    "(take the four cards) or 'pass'", RUFF_LAWS.cite("2"))
            return
        if self.phase == "discard":
            if (action.verb != _DISCARD or len(action.args) != 1 or not isinstance(action.args[0], Card)
                    or action.args[0] not in self.tp.hands[self.ruffer]):
                raise IllegalAction(f"the ruffer puts out four cards of his own, one at a time: "
                                    f"'discard QS' ({4 - len(self.discards)} to go)", RUFF_LAWS.cite("2"))
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "ruff":
            if action == _RUFF:
                hand = self.tp.hands[self.ruffer]
                hand.extend(self.stock)
                self.stock = []
                sort_hands([hand])
                self.phase = "discard"
            else:
                self.phase = "play"
            return
        if self.phase == "discard":
            c = action.args[0]
            self.tp.hands[self.ruffer].remove(c)
            self.discards = self.discards + [c]
            if len(self.discards) == 4:
                self.phase = "play"
                self.dealt = [sorted(h) for h in self.tp.hands]     # honours as held for the play
            return
        super()._apply(action)

    # ----- what a seat sees ------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out = super().card_locations()
        out["stock"] = list(self.stock)
        out["discards"] = list(self.discards)
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = super().hidden_cards(seat)
        out.update(self.stock)
        if seat is None or seat != self.ruffer:
            out.update(self.discards)
        out.discard(self.turned)           # turned face up: where it lies is known to all
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["game"] = "ruff-and-honours"
        v["phase"] = self.phase
        v["turned_card"] = str(self.turned)
        v["ruffer"] = None if self.ruffer is None else COMPASS[self.ruffer]
        v["stock_size"] = len(self.stock)
        v["discarded"] = len(self.discards)
        if seat is not None and seat == self.ruffer:
            v["my_discards"] = [str(c) for c in self.discards]
        if self.phase != "play":
            v["to_act"] = v["playing_for"] = COMPASS[self.ruffer]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = WhistState.render_view(view).replace("Whist (", "Ruff and honours (", 1).split("\n")
        ruffer, phase = view["ruffer"], view["phase"]
        if view["stock_size"]:
            extra = f"{view['turned_card']} turned on the stock of {view['stock_size']}"
        else:
            extra = f"{ruffer} took the stock ({view['turned_card']} turned)"
        if view["discarded"]:
            extra += f" and put out {view['discarded']}"
        if view.get("my_discards"):
            extra += " (" + " ".join(view["my_discards"]) + ")"
        if phase == "ruff":
            extra += f"; {ruffer} holds the ace of trumps and may ruff"
        lines.insert(1, extra)
        if phase != "play":
            lines[-1] = f"{ruffer} to {'ruff or pass' if phase == 'ruff' else 'put out a card'}"
        return "\n".join(lines)

    def result_text(self) -> str | None:
        text = super().result_text()
        if text is None:
            return None
        how = (f"{COMPASS[self.ruffer]} ruffed" if self.discards else
               "no ruff" if self.ruffer is None else f"{COMPASS[self.ruffer]} did not ruff")
        return f"{how}; {text}"

