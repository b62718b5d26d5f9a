"""What the national trick games share (catalog 001_part5.md §5-§8.2): packs by ranks, the trick
in the view and on the terminal, the cards a seat may not see, the clone, and a bot's card play.

The play itself is :class:`hoyle.mechanics.tricks.OrderedTrickPlay` over each game's
:class:`~hoyle.mechanics.tricks.TrickOrder`; the referee's trick calls (revokes, exposed cards,
leads out of turn) are :class:`~hoyle.mechanics.tricks.TrickPenalties` filled with each game's
law and penalty. Each game states only what differs.
"""

from __future__ import annotations

import copy
from typing import Any, Iterable, Sequence

from ...cards import Card, parse_card
from ...core.errors import SetupError
from ...core.actions import Action
from ...core.state import GameState
from ...mechanics.tricks import PLAY, OrderedTrickPlay, TrickOrder, TrickPenalties, clone_trick_play, per_seat

__all__ = ["card_of", "pack_of", "cards_text", "NationalTrickState", "choose_card"]


def card_of(rank: int, suit: int) -> int:
    """The card index of ``rank`` (2..14, ace 14) in ``suit`` (0 clubs, 1 diamonds, 2 hearts, 3 spades)."""
    return (rank - 2) * 4 + suit


def pack_of(ranks: Iterable[int], leave_out: Iterable[int] = ()) -> list[Card]:
    """The pack of ``ranks`` in the four suits, without the card indices ``leave_out``."""
    out = set(leave_out)
    return [Card(card_of(r, s)) for r in sorted(ranks) for s in range(4) if card_of(r, s) not in out]


def cards_text(cards: Iterable[int]) -> list[str]:
    return [str(Card(c)) for c in cards]


class NationalTrickState(TrickPenalties, GameState):
    """The base of the national trick games' states: the game sets ``n``, ``seat_names``,
    ``dealer``, ``hands`` (the list of hands, shared with ``tp`` once the play begins), ``tp``
    (None before the play), ``phase`` (``"over"`` at the end), ``rulings``, ``revoke_claims``
    and ``penalty_laws``; it adds :meth:`_secret` (cards hidden from a seat besides the other
    hands) and :meth:`_game_view` (its own keys)."""

    unit = "points"
    title = ""
    tp: OrderedTrickPlay | None
    hands: list[list[int]]

    def _three_in_play(self, num_players: int, game: str, section: str) -> int:
        """Seat a game for three, or four with the dealer out (calabrasella §5, preference §7):
        sets ``n``, ``seat_names`` (A-D), ``dealer`` (from the context, else the last seat) and
        ``active`` (the three who play, from the dealer's left); returns the dealer.

        Raises:
            SetupError: not three or four players."""
        if num_players not in (3, 4):
            raise SetupError(f"{game} is for three, or four with the dealer out ({section})")
        n = self.n = num_players
        self.seat_names = ("A", "B", "C", "D")[:n]
        self.dealer = d = self.context.get("dealer", n - 1)
        self.active = [(d + k) % n for k in range(1, 4)] if n == 4 else [(d + 1) % 3, (d + 2) % 3, d]
        return d

    def _accepts_revoke(self, action: Action) -> bool:
        """With the rule ``referee_mode`` on, a renounce in error is taken as a physical table takes
        it (recorded by the trick mechanic, settled by the game's revoke law when claimed)."""
        tp = self.tp
        return bool(getattr(self.rules, "referee_mode", False) and tp is not None and self.phase == "play"
                    and action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.hands[tp.turn] and tp.is_revoke(tp.turn, action.args[0])
                    and tp.called[tp.turn] is None)

    # ----- hidden cards ----------------------------------------------------------------------
    def _secret(self, seat: int | None) -> set[int]:
        """Cards ``seat`` may not see besides the other hands (a widow, a talon, a discard)."""
        return set()

    def hidden_cards(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        if self.tp is not None:
            for s, ex in enumerate(self.tp.exposed):
                out.difference_update(ex)          # exposed cards lie face up
        out.update(self._secret(seat))
        return out

    # ----- views -----------------------------------------------------------------------------
    def _trick_part(self) -> dict[str, Any]:
        """The play as the terminal and the web's trick layout read it: ``trick`` ``[[seat, card]]``,
        ``tricks`` and ``hand_sizes`` by seat name, ``tricks_won`` by seat, ``last_trick``
        ``{"cards": [[seat, card]], "won_by": seat}`` (None before the first is quitted),
        ``trick_number``, ``exposed`` cards by seat name."""
        tp, names = self.tp, self.seat_names
        sizes = {names[s]: len(h) for s, h in enumerate(self.hands)}
        if tp is None:
            return {"trick": [], "tricks_won": [0] * self.n, "tricks": {x: 0 for x in names},
                    "hand_sizes": sizes, "last_trick": None, "trick_number": None, "exposed": {}}
        last = None
        if tp.quitted:
            leader, cards, w = tp.quitted[-1]
            last = {"cards": [[names[tp.seat_at(leader, i)], str(Card(c))] for i, c in enumerate(cards)],
                    "won_by": names[w]}
        return {"trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)],
                "tricks_won": list(tp.won), "tricks": {names[s]: tp.won[s] for s in range(self.n)},
                "hand_sizes": sizes, "last_trick": last, "trick_number": tp.trick_number,
                "exposed": {names[s]: cards_text(ex) for s, ex in enumerate(tp.exposed) if ex}}

    def _game_view(self, seat: int | None) -> dict[str, Any]:
        return {}

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {"game": self.game.slug if hasattr(self, "game") else self.title,
                             "title": self.title, "phase": self.phase, "players": self.n,
                             "seats": list(names), "seat": None if seat is None else names[seat],
                             "dealer": names[self.dealer],
                             "hand": cards_text(self.hands[seat]) if seat is not None else None,
                             "to_act": None if self.to_act is None else names[self.to_act]}
        v.update(self._trick_part())
        v.update(self._game_view(seat))
        if self.phase == "over":
            v["result"] = self.result_text()
        return v

    @classmethod
    def _render_extra(cls, view: dict[str, Any]) -> list[str]:
        """Lines of the game's own between the hand and the trick."""
        return []

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['title']} - dealer {view['dealer']}, {view['phase']}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + (" ".join(view["hand"]) or "(none)"))
        lines.extend(cls._render_extra(view))
        if view["phase"] in ("play", "over"):
            lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
            if view.get("last_trick"):
                lines.append("Last trick: " + " ".join(f"{p}:{c}" for p, c in view["last_trick"]["cards"]))
            lines.append("Tricks won: " + per_seat(dict(zip(view["seats"], view["tricks_won"]))))
            for who, cards in (view.get("exposed") or {}).items():
                lines.append(f"Exposed by {who}: " + " ".join(cards))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- copies -----------------------------------------------------------------------------
    def clone(self) -> "NationalTrickState":
        s = copy.copy(self)
        s.history, s.log, s.context = list(self.history), list(self.log), dict(self.context)
        s.rulings, s.revoke_claims = list(self.rulings), list(self.revoke_claims)
        for k, v in self.__dict__.items():
            if isinstance(v, list) and k not in ("history", "log", "rulings", "revoke_claims", "hands"):
                setattr(s, k, [list(x) if isinstance(x, list) else x for x in v])
            elif isinstance(v, (set, dict)) and k != "context":
                setattr(s, k, copy.copy(v))
            elif hasattr(v, "clone") and k not in ("tp", "shuffler", "game", "rules"):
                setattr(s, k, v.clone())
        clone_trick_play(self, s)
        return s


def choose_card(view: dict[str, Any], legal: Sequence[Action], order: TrickOrder,
                partners: Sequence[str] = (), points: dict[int, int] | None = None,
                smear: bool = False) -> Action:
    """A plain card player's choice for the national games (the books' general advice, "as at
    whist": win a trick cheaply when a partner is not already winning it, else throw the least
    card; lead the best card of the longest suit). ``partners`` are the seat names on the
    player's side (his own included); ``points`` card values to keep off a lost trick."""
    cards = [a.args[0] for a in legal if a.verb == "play"]
    if not cards:
        return legal[0]
    pts = points or {}

    def cheap(c: int) -> tuple:
        return (order.is_trump(c), pts.get(c, 0), order.rank[c])

    trick = view.get("trick") or []
    if not trick:
        hand = [parse_card(c) for c in view.get("hand") or []]
        by: dict[int, int] = {}
        for c in hand:
            by[order.suit[c]] = by.get(order.suit[c], 0) + 1
        return PLAY[max(cards, key=lambda c: (by.get(order.suit[c], 0), not order.is_trump(c), order.rank[c]))]
    played = [parse_card(c) for _, c in trick]
    win_pos = order.winner(played)
    best = played[win_pos]
    if trick[win_pos][0] in partners:
        if smear:
            return PLAY[max(cards, key=lambda c: (not order.is_trump(c), pts.get(c, 0), -order.rank[c]))]
        return PLAY[min(cards, key=cheap)]
    winners = [c for c in cards if order.beats(c, best)]
    if winners:
        return PLAY[min(winners, key=cheap)]
    return PLAY[min(cards, key=cheap)]


def seat_list(names: Sequence[str], seats: Iterable[int]) -> list[str]:
    return [names[s] for s in seats]


__all__ += ["seat_list"]
