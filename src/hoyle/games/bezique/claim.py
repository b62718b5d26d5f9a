"""The claim of the game in the play ("knocking") and the game that goes on when two pass the goal
unclaimed: one mechanism for the bezique family (Foster 1914, seed 001 part 4, Cinq-cents,
Pinochle "knocking", Three-hand pinochle "scoring"; catalog 001_part4.md §4.5, §4.9, §4.10;
001_part6.md §12.10 jass).

The rule, as the book gives it for cinq-cents and, "as cinq-cents", for pinochle: a player who
believes that his game total (the earlier deals, and this deal's melds and the cards he has taken)
has reached the goal stops the play and claims the game. Right, he wins it whatever the others
hold; wrong, he loses it whatever their scores. Unclaimed, one player past the goal at the end of
a deal wins; two past it win nothing and the game goes on to a higher goal (cinq-cents 600, then
700; pinochle 1250, then 1500).

Two halves:

* :class:`GameClaim`, a mixin of a deal's state: the ``claim`` action, when it may be made, the
  running total it is judged by, and the record of it (``state.claim``). A state opts in with
  ``CLAIM_LAW`` (the law it cites) and reads the game from its context (``goal`` and ``score``,
  put there by the match); a deal played alone has no goal and no claim.
* :func:`game_decision`, what a match does with a finished deal: a claim decides the game; else
  one past the goal wins; two or more past go on by ``going_on`` (or are left to the match).
  :class:`~hoyle.games.bezique.bezique.BeziqueMatch` (two hands) and
  :class:`~hoyle.games.bezique.multihand.MeldTableMatch` (two to four) both settle by it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction

__all__ = ["GameClaim", "GameDecision", "game_decision", "CLAIM_VERBS"]

#: the words a player may use to claim the game ("knock": cinq-cents' rap on the table)
CLAIM_VERBS = ("claim", "knock")


class GameClaim:
    """A deal state's claim of the game (module docstring).

    The state sets ``CLAIM_LAW`` (a law id of its law book; ``None``: the game has no claim),
    calls :meth:`_init_claim` from its constructor and gives :meth:`_deal_total` (what the seat
    has scored this deal so far). The context it reads: ``goal`` (an int, or one int per seat)
    and ``score`` (each seat's game total before this deal). Attributes: ``goal`` (per seat, or
    ``None`` for a deal played alone), ``game_score`` (per seat), ``claim`` (``None``, or
    ``{"seat", "right", "total", "goal"}`` once made)."""

    CLAIM_LAW: str | None = None
    goal: list[int] | None
    game_score: list[int]
    claim: dict[str, Any] | None

    def _init_claim(self, n: int, context: Mapping[str, Any]) -> None:
        goal = context.get("goal") if self.CLAIM_LAW is not None else None
        if isinstance(goal, int) and not isinstance(goal, bool):
            self.goal = [goal] * n
        elif isinstance(goal, (list, tuple)) and len(goal) == n:
            self.goal = [int(g) for g in goal]
        else:
            self.goal = None
        score = context.get("score")
        self.game_score = [int(x) for x in score] if isinstance(score, (list, tuple)) and len(score) == n \
            else [0] * n
        self.claim = None

    # ----- what the state gives -------------------------------------------------------------------
    def _deal_total(self, seat: int) -> int:
        """What ``seat`` has scored this deal so far (melds scored, cards taken)."""
        raise NotImplementedError

    def _claim_cite(self) -> str:
        """The citation of the claim's law (``CLAIM_LAW`` in the state's law book)."""
        return str(self.penalty_laws.cite(self.CLAIM_LAW))        # type: ignore[attr-defined]

    def _claim_time(self, seat: int) -> bool:
        """Whether it is a time to claim: in the play, by the seat to play (default)."""
        return getattr(self, "phase", None) == "play" and seat == getattr(self, "turn", None)

    def _claim_out(self, seat: int) -> bool:
        """Whether ``seat`` is out of the game (and so may not claim); none by default."""
        return False

    # ----- the claim ------------------------------------------------------------------------------
    def may_claim(self, seat: int) -> bool:
        """Whether ``seat`` may claim the game now: a deal of a game to a goal, at a time to
        claim, a seat still in the game."""
        return self.goal is not None and not self._claim_out(seat) and self._claim_time(seat)

    def running_total(self, seat: int) -> int:
        """``seat``'s game total now, the claim's measure: the earlier deals (context
        ``score``) and what the seat has scored this deal (:meth:`_deal_total`)."""
        return self.game_score[seat] + self._deal_total(seat)

    def _make_claim(self, seat: int) -> dict[str, Any]:
        """Record ``seat``'s claim and return it: right when his running total has reached his
        goal. The state ends the deal (or not) itself."""
        assert self.goal is not None
        total, goal = self.running_total(seat), self.goal[seat]
        self.claim = {"seat": seat, "right": total >= goal, "total": total, "goal": goal}
        return self.claim

    def claim_refusal(self) -> IllegalAction:
        """The error for a claim that may not be made now, naming the reason and the law."""
        law = self._claim_cite()
        if self.goal is None:
            return IllegalAction("a deal played alone is not part of a game: there is nothing to claim", law)
        if self._claim_out(getattr(self, "turn", -1)):
            return IllegalAction("a player whose claim was wrong is out of the game: he claims no more", law)
        return IllegalAction("the game is claimed in the play, by the player whose turn it is", law)

    def claim_text(self, names: Any) -> str:
        """The claim in words for the result (empty when none was made)."""
        c = self.claim
        if c is None:
            return ""
        return (f"; {names[c['seat']]} claimed the game with {c['total']} of {c['goal']}: "
                + ("right, he wins it" if c["right"] else "wrong, he loses it"))

    def game_total_view(self, names: Any, n: int) -> dict[str, Any] | None:
        """The view's ``game_total`` (each seat's goal and running total), or None alone."""
        if self.goal is None:
            return None
        return {"goal": {names[s]: self.goal[s] for s in range(n)},
                "total": {names[s]: self.running_total(s) for s in range(n)}}


@dataclass(frozen=True)
class GameDecision:
    """What a finished deal does to the game (:func:`game_decision`).

    ``kind``: ``"claim"`` (``unit`` claimed, ``won`` says whether rightly), ``"goal"`` (``unit``
    alone is past the goal: he wins), ``"on"`` (two or more past it unclaimed: ``goal`` is the
    goal of the next deal, raised for them), ``"past"`` (two or more past it and the game does
    not go on: ``units`` are they, for the match to decide), or ``"none"`` (the game goes on)."""

    kind: str
    unit: int | None = None
    won: bool = True
    goal: list[int] = field(default_factory=list)
    units: list[int] = field(default_factory=list)


def game_decision(score: list[int], goal: list[int], claim: Mapping[str, Any] | None, going_on: int,
                  unit: Callable[[int], int] = lambda s: s, out: Collection[int] = ()) -> GameDecision:
    """The game after a deal: ``score`` and ``goal`` per seat (the totals with the deal added),
    ``claim`` the deal's claim or None, ``going_on`` what the goal moves on by when two or more
    units pass it unclaimed (0: it does not), ``unit`` the seat's side (partners) or the seat,
    ``out`` the seats out of the game (three-hand pinochle's wrong claimant: never past it).

    Cinq-cents and pinochle: a right claim wins, a wrong one loses; unclaimed, one past the goal
    wins; two past go on (600/700; 1250/1500), a third at the old goal still going out at it
    (§4.5, §4.9, §4.10)."""
    if claim is not None:
        return GameDecision("claim", unit(int(claim["seat"])), bool(claim["right"]))
    n = len(score)
    past = sorted({unit(s) for s in range(n) if score[s] >= goal[s] and s not in out})
    if len(past) == 1:
        return GameDecision("goal", past[0])
    if len(past) > 1:
        if going_on:
            return GameDecision("on", goal=[g + going_on if unit(s) in past else g for s, g in enumerate(goal)],
                                units=past)
        return GameDecision("past", units=past)
    return GameDecision("none")
