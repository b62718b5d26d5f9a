"""Score-only web tables: a card game played with a real pack, scored by hoyle (issue 16 item 5).

A club deals and plays whist, bridge, cribbage or euchre at its own table and enters each
deal's result as the players announce it; hoyle keeps the score with the game's own score card
(:mod:`hoyle.mechanics.scorecard`, the same one ``hoyle score GAME`` keeps in the terminal). No
card is dealt and nothing is hidden, so every seat and every spectator sees the same sheet.

The web table machinery is reused as it is: a score-only table is a table of a game that is
built here, never registered (:func:`score_only_game`; stored under the slug
``score-card:GAME``, which :func:`table_game` reads back), whose one "deal" is one score card
(:class:`ScoreCardDeal`). Its actions are the announced lines, stored and replayed like any
table's actions, so a restarted server rebuilds the card by entering the stored lines again:

* ``enter LINE`` (or the bare ``LINE``): one deal's result in the game's ``line_format``;
* ``correct N: LINE``: deal ``N`` re-entered where the game's law on a disputed score allows
  it (English whist law 11, auction bridge laws 12-13), as in the terminal;
* ``close``: the card is done; its outcome is the card's settlement per seat (the finished
  rubbers or games; one in progress is not settled), and "next" starts a fresh card.

An entry the card refuses (:class:`~hoyle.mechanics.scorecard.EntryRefused`) is an illegal
action: the table answers with the reason and the law, stores nothing, and the card is
unchanged. Any seated player may enter (the state's ``any_seat``); a spectator may not.

A club table (whist and bridge, :class:`~hoyle.mechanics.table.ClubTable`): before the first
entry, ``club Ann, Bob, Cy, Di, Ed`` names five or more members, as ``hoyle score GAME --names``
does; the card then takes the table's lines as the terminal does, ``cut NAME CARD ...`` (the
cards cut at the club's table: ``cut draw`` is refused here, since a drawn cut would not replay
when the server restarts), ``enter NAME`` and ``leave NAME``. The web seats are then only where
the lines are typed from: the card seats the members it cut, a joining player's name does not
rename them, and the card's outcome is 0 for every web seat, the members' settlement being in
the sheet and the result.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from ..core.actions import MAX_ACTION_CHARS, Action
from ..core.errors import ActionParseError, DealNotOver, HoyleError, IllegalAction, SetupError
from ..core.registry import GameInfo, get_game
from ..core.state import GameState
from ..core.traits import Chance, Information, Item

__all__ = ["SCORE_PREFIX", "ScoreCardDeal", "score_only_game", "table_game", "is_score_only",
           "real_slug", "score_card_slugs"]

#: the stored slug of a score-only table of GAME is ``score-card:GAME``
SCORE_PREFIX = "score-card:"

_GAMES: dict[str, GameInfo] = {}
_CORRECT = re.compile(r"correct\s+([^\s:]+)\s*:?\s*(.*)\Z", re.IGNORECASE | re.DOTALL)


def score_card_slugs() -> list[str]:
    """The games that have a score card (:func:`hoyle.mechanics.scorecard.score_card_games`)."""
    from ..mechanics.scorecard import score_card_games
    return score_card_games()


class ScoreCardDeal(GameState):
    """One score card kept at a web table: a state whose actions are announced lines.

    Class attributes (set on the per-game subclass :func:`score_only_game` makes):
        card_slug: the card's game (a registered slug with a score card).
    """

    card_slug: ClassVar[str] = ""
    unit: ClassVar[str] = "points"
    #: any seated player may act (the table checks the seat, not ``to_act``)
    any_seat: ClassVar[bool] = True

    def __init__(self, num_players: int, rules=None, shuffler=None, context=None):
        from ..mechanics.scorecard import score_card
        super().__init__(num_players, rules, shuffler, context)
        opts = self.rules.to_dict() if rules is not None else None
        self.card = score_card(self.card_slug, opts)
        self.card.cut_draw = False              # a drawn cut would not replay (module docstring)
        if self.card.match.num_players != num_players:
            raise SetupError(f"a score card of {self.card.game.title} has "
                             f"{self.card.match.num_players} seats, not {num_players}")
        self.closed = False
        #: each accepted action as typed (entries and corrections; a player's name put as the
        #: entry names his seat): ``hoyle score GAME --deals`` reads the same lines, joined by ";"
        self.typed: list[str] = []

    # ----- the notation: the announced line as it is typed ------------------------------------
    def _parse_action(self, text: str) -> Action:
        action = self._read_line(text)
        stored = self._format_action(action)
        if len(stored) > MAX_ACTION_CHARS:       # stored as written: "enter LINE"
            raise ActionParseError(f"an entry is at most {MAX_ACTION_CHARS} characters as stored "
                                   f"({stored[:40]!r}... is {len(stored)})")
        return action

    def _read_line(self, text: str) -> Action:
        line = " ".join(text.split())
        if not line:
            raise ActionParseError("type the deal's result as announced, e.g. "
                                   f"{self.card.line_format.split('   ')[0]}")
        head = line.split(" ", 1)[0].lower()
        if head == "close" and line.lower() == "close":
            return Action("close")
        club = self._club_line(line, head)
        if club is not None:
            return Action("enter", (club,))
        if head == "correct":
            m = _CORRECT.match(line)
            if m is None or not m.group(2).strip():
                raise ActionParseError("a correction is written 'correct N: LINE' (N the deal's "
                                       "number, LINE its corrected result)")
            n = m.group(1)
            if not (n.isascii() and n.isdigit()) or len(n) > 6:
                raise ActionParseError(f"say which deal to correct by its number, not {n[:20]!r}")
            return Action("correct", (int(n), self.card.unname(m.group(2).strip())))
        if head == "enter":
            line = line[len(head):].strip()
            if not line:
                raise ActionParseError("enter what? type the deal's result after 'enter'")
        # a player's name is stored as the entry names his seat or side (``Ann 71`` is ``N 71``
        # at piquet): the stored actions and the record do not hang on who sits where
        return Action("enter", (self.card.unname(line),))

    _CLUB_WORDS: ClassVar[tuple[str, ...]] = ("cut", "enter", "leave")

    def _club_line(self, line: str, head: str) -> str | None:
        """A club table's line as the card takes it (module docstring), or ``None`` for a deal's
        line. ``club NAMES`` forms the table; at a club table ``cut``, ``enter NAME`` and
        ``leave NAME`` lines are the table's (``enter`` followed by a deal's result is the web's
        own ``enter LINE``; the stored form of a candidate's entry is ``enter enter NAME``)."""
        card = self.card
        if head == "club":
            if card.cut_code is None or card.num_players != 4:
                raise ActionParseError(f"{card.game.title} has no club table: 'club NAMES' is for whist and bridge")
            if card.entries or card.table is not None:
                raise ActionParseError("the club's members are named once, before the first entry")
            names = [" ".join(x.split()) for x in line[len(head):].split(",")]
            if len(names) < 5:
                raise ActionParseError("a club table is 'club Ann, Bob, Cy, Di, Ed': five or more members, "
                                       "separated by commas")
            return "club " + ", ".join(names)
        if card.table is None:
            return None
        words = line.split()
        if head == "enter" and len(words) > 1:
            rest = line.split(" ", 1)[1]
            if words[1].lower() in self._CLUB_WORDS:
                return self._club_line(rest, words[1].lower())
            try:
                card.parse(card.unname(rest))
            except HoyleError:
                return line                             # a candidate's name, not a deal's result
            return None
        if head in self._CLUB_WORDS:
            if head == "cut" and [w.lower() for w in words[1:]] == ["draw"]:
                raise ActionParseError("at a web table enter the cards the members cut at the table "
                                       "('cut Ann 5H Bob KS ...'): a drawn cut would not replay when the "
                                       "server restarts")
            return line
        return None

    def _format_action(self, action: Action) -> str:
        if action.verb == "correct":
            return f"correct {action.args[0]}: {action.args[1]}"
        return str(action)

    def name_seats(self, names: "list[str | None] | tuple[str | None, ...]") -> None:
        """Name the seated players on the card, each as typed when joining (``None``: a seat
        open or a bot's); a name the card refuses leaves the seat its label
        (:meth:`hoyle.mechanics.scorecard.ScoreCard.name_seats`), as ``hoyle score GAME
        --names`` would refuse it. At a club table the card seats its own members: nothing
        changes."""
        if self.card.table is not None:
            return
        self.card.name_seats(names)

    def name_refusal(self, seat: int, name: str) -> str | None:
        """Why the card would not call ``seat``'s player ``name``
        (:meth:`hoyle.mechanics.scorecard.ScoreCard.name_refusal`); ``None``: it would (or the
        card is a club table's, whose seats are its members')."""
        if self.card.table is not None:
            return None
        return self.card.name_refusal(seat, name)

    def card_json(self) -> dict[str, Any]:
        """The card as ``hoyle score GAME --json`` prints it without ``--names``: its entries and
        lines by seat and side, whoever sits in them (the view's ``sheet`` and ``names`` name
        the seated players). Kept until the entries change."""
        card = self.card
        if not card.names or card.table is not None:      # a club card names its members itself
            return card.to_json()
        key = repr(card.entries)
        if getattr(self, "_plain", (None,))[0] != key:
            plain = type(card)(card.slug, card._rules_arg)     # as ScoreCard.correct rebuilds
            for e in card.entries:            # each was taken once: it is taken again
                plain.enter(e)
            self._plain = (key, plain.to_json())
        return self._plain[1]

    # ----- the game contract ---------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.closed else 0

    def legal_actions(self) -> list[Action]:
        """Only ``close`` can be listed; entries and corrections are free text (the card
        checks them when they are applied)."""
        return [] if self.closed else [Action("close")]

    def _check(self, action: Action) -> None:
        if action.verb not in ("enter", "correct", "close"):
            raise IllegalAction(f"{action.verb} is not an entry of a score card (enter a deal's "
                                "result, correct N: LINE, or close)")

    def _apply(self, action: Action) -> None:
        # the card raises EntryRefused (an IllegalAction) and is then unchanged
        if action.verb == "close":
            self.closed = True
            self.log.append("the card is closed: " + "; ".join(self.card.settlement_lines()))
            return
        if action.verb == "correct":
            n, line = action.args
            said = self.card.correct(n, line)
            self.log.append(f"corrected: {said}")
        elif action.args[0].startswith("club "):
            self.card.name_players(action.args[0][len("club "):].split(", "))   # EntryRefused: unchanged
            self.log.append("; ".join(x for _, x in self.card.table_lines))
            return                                          # the record names them (score_card's table)
        else:
            said = self.card.enter(action.args[0])
            self.log.append(said)
        self.typed.append(action.args[0] if action.verb == "enter" else self.format_action(action))

    def outcome(self) -> list[int]:
        if not self.closed:
            raise DealNotOver("the score card is not closed")
        if self.card.table is not None:       # the members settle, not the web seats (docstring)
            return [0] * self.num_players
        return [int(x) for x in self.card.settled().per_seat]

    def view(self, seat: int | None) -> dict[str, Any]:
        """The same for every seat and spectator: nothing is hidden (no card is dealt)."""
        card = self.card
        sheet = card.sheet().splitlines() if card.table is not None else card.sheet_lines()
        v: dict[str, Any] = {"game": card.game.title, "seat": seat,
                             "sheet": sheet, "deals": len(card.entries),
                             "line_format": card.line_format,
                             "settlement": card.settlement_lines(),
                             "card": self.card_json()}
        if card.names:           # the seated players, each as typed when joining (name_seats)
            v["names"] = [card.player(s) for s in range(card.num_players)]
            if card.table is None:          # a club card's sheet says who sits where itself
                v["players"] = card.who_sits()
        if self.closed:
            v["result"] = "the card is closed; " + "; ".join(card.settlement_lines())
        elif card.table is not None and card.table.pending:
            p = card.table.pending
            v["next"] = (f"the table cuts: {', '.join(p)}: type the cards cut at the table, e.g. "
                         f"'cut {p[0]} 5H {p[1] if len(p) > 1 else ''} KS ...'; or enter NAME, leave NAME")
        else:
            v["next"] = (f"deal {len(card.entries) + 1}: type its result as announced "
                         f"({card.line_format.split('   ')[0]}), or correct N: LINE, or close"
                         + ("; enter NAME, leave NAME" if card.table is not None else ""))
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The card as text, as the terminal's ``hoyle score GAME`` shows it: its sheet (headed
        by the game's title as written), who sits where, then what to type next or the
        result; never the card's JSON."""
        lines = [str(x) for x in view.get("sheet") or []] or [f"{view.get('game', '')}: score card"]
        if view.get("players"):
            lines.append(str(view["players"]))
        if view.get("result"):
            lines.append(str(view["result"]))
        elif view.get("next"):
            lines.append(f"next: {view['next']}")
        return "\n".join(lines)

    def web_controls(self, seat: int | None) -> list[dict]:
        """The page's controls for a seated player: a line to type and the ``close`` button."""
        if self.closed or seat is None:
            return []
        return [{"verb": "enter", "kind": "line", "format": self.card.line_format,
                 "placeholder": self.card.line_format.split("   ")[0]},
                {"verb": "close", "kind": "button", "action": "close"}]

    def record(self) -> dict[str, Any]:
        """The card's record: the stored actions, and the card as ``hoyle score GAME --json``
        prints it without ``--names`` (``typed``: the accepted lines, which ``hoyle score GAME
        --deals`` reads): the record keeps the seats, not who sat in them."""
        rec = super().record()
        rec["score_card"] = self.card_json()
        rec["typed"] = list(self.typed)
        return rec


def score_only_game(slug: str) -> GameInfo:
    """The (unregistered) game of a score-only table of ``slug`` (a slug or alias of a game
    with a score card): one score card a deal, the game's own rule options, as many seats as
    the card has, the ``scorepad`` layout (items ``table``: played at a real table).

    Raises:
        HoyleError: no such game, or it has no score card (the games that have one named)."""
    info = get_game(slug)
    got = _GAMES.get(info.slug)
    if got is not None:
        return got
    if info.slug not in score_card_slugs():
        from ..mechanics.scorecard import EntryRefused
        raise EntryRefused(f"{info.slug} has no score card, so no score-only table; these have: "
                           f"{', '.join(score_card_slugs())}")
    from ..mechanics.scorecard import score_card
    seats = score_card(info.slug).match.num_players
    attrs: dict[str, Any] = {"card_slug": info.slug}
    names = getattr(info.state_cls, "seat_names", None)     # N E S W where the game's views say so
    if isinstance(names, tuple) and len(names) == seats and all(isinstance(x, str) for x in names):
        attrs["seat_names"] = names
    cls: type[ScoreCardDeal] = type(f"ScoreCardDeal[{info.slug}]", (ScoreCardDeal,), attrs)
    game = GameInfo(
        slug=SCORE_PREFIX + info.slug, title=f"{info.title}: score card", family="scorecard",
        min_players=seats, max_players=seats, default_players=seats, state_cls=cls,
        rules_cls=info.rules_cls, defaults=dict(info.defaults), source=info.source,
        summary=(f"Score only: the deals are played with a real pack and each result is entered "
                 f"as announced; {info.title} is scored by its own code."),
        laws=info.laws, information=Information.PERFECT, chance=Chance.NONE,
        utility=info.utility, items=(Item.TABLE,))
    cls.game = game
    _GAMES[info.slug] = game
    return game


def is_score_only(slug: str) -> bool:
    """Whether a stored table slug is a score-only table's."""
    return isinstance(slug, str) and slug.startswith(SCORE_PREFIX)


def real_slug(slug: str) -> str:
    """The game a stored table slug is of (``score-card:whist-english`` -> ``whist-english``)."""
    return slug[len(SCORE_PREFIX):] if is_score_only(slug) else slug


def table_game(slug: str) -> GameInfo:
    """The game of a stored table: a registered game, or a score-only table's game.

    Raises:
        HoyleError: no such game (UnknownGame), or no score card."""
    if is_score_only(slug):
        return score_only_game(real_slug(slug))
    return get_game(slug)

