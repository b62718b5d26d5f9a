"""A score card for a card game played with a real pack (issue 16 item 5).

At a real table the cards are dealt and played by hand; the players announce each deal's
result (tricks taken, honours held, the contract) and the score card keeps the score by the
game's own scoring code: each announced deal becomes a finished deal of the game's own
:class:`~hoyle.core.match.Match`, so games, rubbers, bonuses and the settlement are what the
engine computes for a deal played in hoyle. A family provides, per game, a subclass of
:class:`ScoreCard` (``hoyle.games.whist.WhistScoreCard``, ``hoyle.games.bridge.AuctionScoreCard``)
and registers it with :func:`register_score_card`; front ends find it with :func:`score_card`.

An entry is one line of text (each game's ``line_format`` documents it) or the dict that the
line parses to. An impossible entry (fourteen tricks, a level of eight, honours that cannot be
held) is refused with :class:`EntryRefused`, one line naming the reason and the law, and the
card is unchanged. :meth:`ScoreCard.correct` re-enters an earlier deal where the game's law on
a disputed score allows it (English whist law 11, auction bridge laws 12-13), and refuses it
when the law's time has run out.

A card of a game played by four partners at a club table (whist, bridge: ``cut_code`` set)
takes five or more names (:meth:`ScoreCard.name_players`; six are seated, the others wait for a
place, EW law 17): the card then keeps a :class:`~hoyle.mechanics.table.ClubTable`, takes ``cut
NAME CARD ...`` lines (``cut draw``: the card draws the cards itself), ``enter NAME`` and ``leave
NAME`` lines, says who plays, the partners and the dealer, and after each rubber who goes out
and who comes in; its settlement is per member over all the rubbers.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Callable

from ..core.errors import HoyleError, IllegalAction

if TYPE_CHECKING:
    from ..core.chance import Shuffler
    from ..core.match import Match, Settlement
    from .table import ClubTable, CutCode

__all__ = ["EntryRefused", "AnnouncedDeal", "ScoreCard", "register_score_card", "score_card", "score_card_games",
           "CARD_FORMAT", "card_record", "card_from_record", "is_card_record", "enter_line"]


class EntryRefused(IllegalAction):
    """An announced deal that cannot be entered (``reason`` one line, ``law`` its source);
    the score card is unchanged."""


class AnnouncedDeal:
    """Mixin for a deal known only by its announced result (put before the game's state class):
    no seat to act, an empty history and log, and a record holding the entry. The game's state
    subclass calls :meth:`_announce` from its constructor."""

    _entry: dict[str, Any]

    def _announce(self, entry: dict[str, Any] | None) -> None:
        self._entry = dict(entry or {})
        self.history: list = []
        self.log: list = []

    @property
    def to_act(self) -> int | None:
        return None

    def record(self) -> dict[str, Any]:
        return {"game": "announced", "entry": dict(self._entry)}


class ScoreCard:
    """The running score of one game's deals as announced at the table.

    Attributes:
        slug: the game (a registered slug).
        match: the game's own match object, fed one announced deal at a time.
        entries: each accepted entry, as parsed (dicts, in order).
        line_format: the one-line entry format, in words (for ``--help``).

    A subclass fills :meth:`parse` (text -> entry dict, raising :class:`EntryRefused`),
    :meth:`check` (refuse what the rules forbid given the score so far), :meth:`deal_for`
    (entry -> a finished deal the match can :meth:`~hoyle.core.match.Match.finish`),
    :meth:`sheet_lines` and optionally :meth:`may_correct`.
    """

    slug = ""
    line_format = ""
    #: the card's own number of seats (euchre's four-hand card: 4); ``None``: the game's
    #: default number of players, or its only one
    seats: int | None = None
    #: what the card calls each seat in its settlement (``None``: the game's ``seat_names``
    #: where it names them, else ``seat 0``, ``seat 1``, ...)
    seat_labels: tuple[str, ...] | None = None
    #: the two partnerships' names (seats 0 and 2 against 1 and 3) where the game is played
    #: by partners; ``None``: each player for himself
    side_labels: tuple[str, str] | None = None
    #: words an entry reads beyond those its ``line_format`` shows (piquet's ``blanche``,
    #: ``capot``, ``elder``): no player may be named one (:meth:`name_players`)
    entry_words: frozenset[str] = frozenset()
    #: the code of laws that forms a club table of five or more for this card (whist, bridge);
    #: ``None``: the card takes only one name a seat
    cut_code: "CutCode | None" = None

    def __init__(self, slug: str | None = None, rules: dict | None = None):
        from ..core.registry import get_game
        self.slug = slug or self.slug
        self.game = get_game(self.slug)
        self._rules_arg = dict(rules or {})
        self.rules = self.game.make_rules(self._rules_arg)
        n = self.seats or self.game.default_players
        if n is None and self.game.min_players == self.game.max_players:
            n = self.game.min_players
        if n is None:                     # pragma: no cover - every card's game says it
            raise EntryRefused(f"the score card of {self.game.title} does not say how many play")
        self.num_players: int = n
        #: the players' names in seat order (:meth:`name_players`); ``None``: the card's labels
        self.names: tuple[str, ...] | None = None
        #: the seats :meth:`name_seats` left without a name (their entry in ``names`` is the label)
        self.unnamed: frozenset[int] = frozenset()
        self.match: "Match" = self.game.new_match(self.num_players, self.rules, seed=0)
        self.entries: list[dict[str, Any]] = []
        self.lines: list[str] = []          # what each deal scored, in words
        self.game_of: list[int] = []        # per entry: how many games were finished before it
        self.rubber_of: list[int] = []      # per entry: how many rubbers were finished before it
        self.games_done = 0
        #: the club table of five or more candidates (:meth:`name_players`), else ``None``
        self.table: "ClubTable | None" = None
        #: the club table's events in order: ``("cut", {name: card})``, ``("deal", entry)``
        self.events: list[tuple[str, dict[str, Any]]] = []
        #: each finished rubber at the club table: ``{"seats": [4 names], "rubber": dict}``
        self.club_rubbers: list[dict[str, Any]] = []
        #: what the table said, each ``(deals entered before it, text)``
        self.table_lines: list[tuple[int, str]] = []
        #: where ``cut draw`` draws its cards (the operating system's chance unless set)
        self.shuffler: "Shuffler | None" = None
        #: whether ``cut draw`` is taken (a web table refuses it: a drawn cut would not replay)
        self.cut_draw = True

    # ----- what a game fills ---------------------------------------------------------------
    def parse(self, text: str) -> dict[str, Any]:
        raise NotImplementedError

    def check(self, entry: dict[str, Any]) -> None:
        """Refuse (raise :class:`EntryRefused`) an entry impossible at this point."""

    def deal_for(self, entry: dict[str, Any]) -> Any:
        raise NotImplementedError

    def describe(self, deal: Any) -> str:
        """What the deal scored, in words (one line)."""
        return ""

    def sheet_lines(self) -> list[str]:
        raise NotImplementedError

    def ended_game(self, deal: Any) -> bool:
        """Whether the finished ``deal`` ended a game (for the laws on correcting a score): by
        default, whether the match recorded a game or partie (``context["rubbers"]``) with it."""
        return len(self.match.context.get("rubbers", [])) > self._rubbers_before

    def _in_window(self, number: int, marks: list[int]) -> bool:
        """Whether deal ``number`` belongs to the game (or rubber) in progress, or to the one
        the last entered deal ended: ``marks`` counts, per entry, the games (rubbers) finished
        before it; ``now`` is the count after the last entry."""
        g = marks[number - 1]
        return all(m == g for m in marks[number:])

    def may_correct(self, number: int, entry: dict[str, Any]) -> None:
        """Refuse a correction of deal ``number`` (1-based) the law no longer allows."""
        raise EntryRefused("this game's laws give no correction of an entered score")

    # ----- the players -----------------------------------------------------------------------
    def label(self, seat: int) -> str:
        """What the card calls ``seat`` without names: ``N`` (whist, bridge, euchre; piquet's
        and pinochle's ``N`` and ``S``), else ``seat 0``, ``seat 1``, ..."""
        labels = self.seat_labels
        if labels is None:
            names = getattr(self.game.state_cls, "seat_names", None)
            labels = tuple(names) if isinstance(names, tuple) and len(names) == self.num_players else None
        if labels is not None and 0 <= seat < len(labels):
            return labels[seat]
        return f"seat {seat}"

    def player(self, seat: int) -> str:
        """The player at ``seat``: his name where :meth:`name_players` gave one, else the label."""
        return self.names[seat] if self.names else self.label(seat)

    def name_players(self, names: "list[str] | tuple[str, ...]") -> None:
        """Name the players, in seat order (``hoyle score GAME --names "Ann,Bob,Cy,Dee"``: N, E,
        S, W at whist); the sheet gains a line saying who sits where, the settlement and the
        card's JSON name them, and an entry may name a player where the line format names his
        seat or side (:meth:`unname`).

        Raises:
            EntryRefused: not one name a seat, a name empty, over ``MAX_NAME_CHARS`` (24) characters, holding
                ``,`` ``;`` or ``:`` or no letter, a word of the card's entries (``NS``,
                ``pass``, ``out``), or given twice (the card is unchanged)."""
        got = tuple(" ".join(str(x).split()) for x in names)
        from .table import ClubTable
        if self.cut_code is not None and self.num_players == 4 and 5 <= len(got) <= ClubTable.MAX_CANDIDATES:
            self._club(got)
            return
        if len(got) != self.num_players:
            club = (f", or five to {ClubTable.MAX_CANDIDATES} for a club table ({self.cut_code.name}: the "
                    f"table is complete at six, the others wait for a place)"
                    if self.cut_code is not None and self.num_players == 4 else "")
            raise EntryRefused(f"give one name a player: {self.game.title} has {self.num_players} "
                               f"seats, not {len(got)} ({', '.join(got)[:80]}){club}")
        for x in got:
            self._check_name(x)
        low = [x.lower() for x in got]
        twice = next((x for i, x in enumerate(got) if low[i] in low[:i]), None)
        if twice is not None:
            raise EntryRefused(f"two players are named {twice!r}")
        self.names, self.unnamed = got, frozenset()

    # ----- a club table of five or more ------------------------------------------------------
    def _club(self, members: tuple[str, ...]) -> None:
        """Keep the card for a club table of five or more candidates (the module docstring)."""
        from .table import ClubTable
        for x in members:
            self._check_club_name(x)
        assert self.cut_code is not None
        try:
            table = ClubTable(members, self.cut_code, self.settled().kind)
        except HoyleError as exc:
            raise EntryRefused(getattr(exc, "reason", str(exc)), getattr(exc, "law", None)) from None
        self.table, self.names, self.unnamed = table, None, frozenset()
        self._table_said(table.said)

    def _check_club_name(self, x: str) -> None:
        """A member's name must read back in a ``cut NAME CARD ...`` line: not ``draw`` or
        ``cut``, and no word after the first a card (``Ann 5H`` would read as Ann cutting 5H)."""
        from ..cards import CardParseError, parse_card
        self._check_name(x)
        if x.lower() in ("draw", "cut", "leave"):
            raise EntryRefused(f"{x!r} is a word of the table's cut line: choose another name")
        for w in x.split()[1:]:
            try:
                parse_card(w)
            except CardParseError:
                continue
            raise EntryRefused(f"{x!r} holds a card ({w}), which the table's cut line would read as "
                               "his cut: choose another name")

    def _table_said(self, said: list[str]) -> None:
        self.table_lines += [(len(self.entries), x) for x in said]

    def _cut_line(self, text: str) -> dict[str, Any]:
        """``cut NAME CARD NAME CARD ...`` (names as given, cards in hoyle's notation) or ``cut
        draw``: the cards of the round the table waits for."""
        from ..cards import CardParseError, parse_card
        words = text.split()[1:]
        assert self.table is not None
        if [w.lower() for w in words] == ["draw"]:
            return {"draw": True}
        cards: dict[str, str] = {}
        name: list[str] = []
        for w in words:
            try:
                c = parse_card(w) if name else None
            except CardParseError:
                c = None
            if c is None:
                name.append(w)
                continue
            said = " ".join(name)
            twice = next((k for k in cards if k.lower() == said.lower()), None)
            if twice is not None:
                raise self._cut_twice(twice, cards[twice], str(c))
            cards[said] = str(c)
            name = []
        members = {m.lower(): m for m in self.table.members}
        for key in cards:
            words = key.split()
            if key.lower() not in members and len(words) > 1:
                # 'Ann XX Bob 4H': a member's name, then a word that is not a card
                for i in range(len(words) - 1, 0, -1):
                    if " ".join(words[:i]).lower() in members:
                        raise EntryRefused(f"{words[i]!r} is not a card ({members[' '.join(words[:i]).lower()]}'s "
                                           "cut): a card is written as 5H, TS, KD, AC")
        if name or not cards:
            who = ", ".join(self.table.pending) or "nobody"
            raise EntryRefused(f"a cut is 'cut NAME CARD ...' for each who cuts ({who}), or 'cut draw'",
                               self.table.code.law("table"))
        return cards

    def _cut_twice(self, name: str, first: str, second: str) -> EntryRefused:
        """One name given two cards in a cut line: each member cuts one card (EW law 15, AW
        law 7: one who shows more than one cuts again; bridge law 16: the higher is his cut)."""
        from ..cards import parse_card
        from .table import cut_key
        assert self.table is not None
        code = self.table.code
        name = {m.lower(): m for m in self.table.members}.get(name.lower(), name)
        if code.two_cards == "higher":
            high = max(first, second, key=lambda t: cut_key(parse_card(t), code))
            rule = f"of two cards shown the higher is his cut: enter {name} {high}"
        else:
            rule = f"one who shows more than one card cuts again: enter one card for {name}"
        return EntryRefused(f"{name} cut twice ({first} and {second}): a player cuts one card, and {rule}",
                            code.law("once"))

    def _club_cut(self, cards: dict[str, Any]) -> str:
        """Feed the table's cut one round (``{"draw": True}``: drawn from :attr:`shuffler`)."""
        assert self.table is not None
        saved = copy.deepcopy(self.table)
        try:
            if cards.get("draw") is True:
                from ..core.chance import SystemShuffler
                cutting = self.table.cutting
                said = self.table.draw(self.shuffler or SystemShuffler())
                cards = {n: str(c) for n, c in cutting.rounds[-1].items()} if cutting is not None else {}
            else:
                said = self.table.cut(cards)
        except HoyleError as exc:
            self.table = saved
            raise EntryRefused(getattr(exc, "reason", str(exc)), getattr(exc, "law", None)) from None
        self.events.append(("cut", dict(cards)))
        if self.table.phase == "playing":
            self.names = tuple(self.table.seats(int(self.match.context.get("dealer", 3))))
            said = [*said, self.who_sits() or ""]
        self._table_said(said)
        return "; ".join(said)

    def _club_enter(self, name: str) -> str:
        """``enter NAME``: a candidate joins the table (EW law 21: before anyone cuts; the
        table is complete at six, law 17); he cuts in or waits for a rubber's end."""
        assert self.table is not None
        self._check_club_name(name)
        try:
            said = self.table.enter(name)
        except HoyleError as exc:
            raise EntryRefused(getattr(exc, "reason", str(exc)), getattr(exc, "law", None)) from None
        self.events.append(("enter", {"name": name}))
        self._table_said(said)
        return "; ".join(said)

    def _club_leave(self, name: str) -> str:
        """``leave NAME``: a member retires (at the end of the rubber he plays; at once if he
        sits out), or a candidate waiting for a place withdraws; the first of those waiting takes
        the vacant place (EW law 17, bridge law 20; :meth:`ClubTable.leave`)."""
        assert self.table is not None
        if not name:
            raise EntryRefused("say who leaves: 'leave NAME'", self.table.code.law("succession"))
        saved = copy.deepcopy(self.table)
        try:
            said = self.table.leave(name)
        except HoyleError as exc:
            self.table = saved
            raise EntryRefused(getattr(exc, "reason", str(exc)), getattr(exc, "law", None)) from None
        self.events.append(("leave", {"name": name}))
        self._table_said(said)
        return "; ".join(said)

    def _club_deal_check(self, text: str) -> None:
        """A deal at a club table: the partners cut first, and a member sitting out is not
        named in it."""
        import re
        assert self.table is not None
        if self.table.phase != "playing":
            raise EntryRefused(f"the table cuts before the deal: {', '.join(self.table.pending)} to cut "
                               "('cut NAME CARD ...' or 'cut draw')", self.table.code.law("table"))
        for m in self.table.waiting:
            if re.search(r"(?<![\w-])" + re.escape(m) + r"(?![\w-])", text, flags=re.IGNORECASE):
                raise EntryRefused(f"{m} sits out this rubber: the players are {', '.join(self.table.playing)}",
                                   self.table.code.law("out"))

    def _club_rubber_end(self, before: int) -> list[str]:
        """After a deal: a rubber it ended is recorded with who sat where, and the table says
        who goes out and who comes in."""
        assert self.table is not None
        rubbers = self.match.context.get("rubbers", [])
        if len(rubbers) <= before:
            return []
        self.club_rubbers.append({"seats": list(self.names or ()), "rubber": dict(rubbers[-1])})
        said = self.table.end_rubber(self.settled().kind)
        self.names = None
        return said

    def member_totals(self) -> dict[str, int]:
        """Each club member's net over the finished rubbers (a member sitting out a rubber
        neither wins nor loses it)."""
        assert self.table is not None
        out = {m: 0 for m in self.table.everyone}
        for r in self.club_rubbers:
            for seat, name in enumerate(r["seats"]):
                out[name] += int(r["rubber"]["seats"][seat])
        return out

    def _club_settlement_lines(self) -> list[str]:
        from ..core.match import rubber_line
        st = self.settled()
        unit = st.unit or "points"
        out = []
        for i, r in enumerate(self.club_rubbers, 1):
            seats, amounts = r["seats"], r["rubber"]["seats"]
            who = ", ".join(f"{n} {amounts[s]:+d}" for s, n in enumerate(seats))
            out.append(f"{st.kind} {i}: " + rubber_line(r["rubber"], unit).split(": ", 1)[1] + f" ({who})")
        if st.pending:
            out.append(st.pending)
        if not self.club_rubbers:
            out.append(f"settled: nothing yet (no {st.kind} finished)")
        else:
            out.append("settled: " + ", ".join(f"{n} {v:+d}" for n, v in self.member_totals().items())
                       + f" {unit} (each member, over {len(self.club_rubbers)} {st.kind}"
                       + ("s)" if len(self.club_rubbers) != 1 else ")"))
        return out

    def _fresh(self) -> "ScoreCard":
        """An empty card of the same game, rules and front end (where ``cut draw`` draws, and
        whether it is taken), which a correction or a renaming enters the deals into again."""
        fresh = type(self)(self.slug, self._rules_arg)
        fresh.shuffler, fresh.cut_draw = self.shuffler, self.cut_draw
        return fresh

    def _check_name(self, x: str) -> None:
        """Refuse a name the card cannot take (:meth:`name_players`'s reasons but a twice-given one)."""
        import re
        words = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z-]*", self.line_format)}
        words |= {self.label(s).lower() for s in range(self.num_players)} | set(self.side_labels or ())
        words |= {w.lower() for w in (self.side_labels or ())} | {"correct", "close", "enter", "leave", "club", "quit"}
        words |= self.entry_words
        from ..core.actions import MAX_NAME_CHARS
        if not x or len(x) > MAX_NAME_CHARS or any(c in x for c in ",;:"):
            raise EntryRefused(f"a name is 1 to {MAX_NAME_CHARS} characters without ',', ';' or ':', "
                               f"not {x[:30]!r}")
        if not any(c.isalpha() for c in x) or x.lower() in words:
            raise EntryRefused(f"{x!r} is a word of the card's entries ({self.line_format.split('   ')[0]}): "
                               "choose another name")

    def name_seats(self, names: "list[str | None] | tuple[str | None, ...]") -> tuple[str, ...] | None:
        """Name the players who have a name, in seat order, the others keeping the card's label
        (a web table's seated players, each as typed when joining: :mod:`hoyle.web.scoreonly`).
        A seat with no name (``None``), or one :meth:`name_players` would refuse (empty, too
        long, a word of the entries, an earlier seat's name, case not counted) keeps its label
        and is not read in entries (:meth:`unname`). The deals entered so far are re-scored, so
        their lines call the players so too (their entries are unchanged). Returns ``names``."""
        chosen: dict[int, str] = {}
        for s, raw in enumerate(list(names)[:self.num_players]):
            x = " ".join(str(raw).split()) if raw is not None else ""
            try:
                self._check_name(x)
            except EntryRefused:
                continue
            if x.lower() not in {v.lower() for v in chosen.values()}:
                chosen[s] = x
        got = tuple(chosen.get(s, self.label(s)) for s in range(self.num_players)) if chosen else None
        unnamed = frozenset(s for s in range(self.num_players) if s not in chosen) if chosen else frozenset()
        if (got, unnamed) == (self.names, self.unnamed):
            return got
        fresh = self._fresh()
        fresh.names, fresh.unnamed = got, unnamed
        for e in self.entries:            # every entry was taken once: it is taken again
            fresh.enter(e)
        self.__dict__.update(fresh.__dict__)
        return got

    def name_refusal(self, seat: int, name: str) -> str | None:
        """Why :meth:`name_seats` would leave ``seat`` its label if its player were named
        ``name``, the other seats named as they are now (``None``: the name is taken): the
        reason :meth:`name_players` gives. The card is unchanged."""
        x = " ".join(str(name).split())
        try:
            self._check_name(x)
        except EntryRefused as exc:
            return exc.reason
        if self.names and any(self.names[s].lower() == x.lower() for s in range(self.num_players)
                              if s != seat and s not in self.unnamed):
            return f"two players are named {x!r}"
        return None

    def entry_word(self, seat: int) -> str:
        """How an entry names ``seat``: its partnership (``NS``, ``EW``) where partners play,
        else its label (piquet's ``N``) or, for a card whose labels are ``seat N``, its number
        (cribbage's ``out 1``)."""
        if self.side_labels is not None and self.num_players == 4:
            return self.side_labels[seat % 2]
        lab = self.label(seat)
        return str(seat) if lab == f"seat {seat}" else lab

    def unname(self, text: str) -> str:
        """``text`` with each player's name (:meth:`name_players`, case not counted) put as the
        entry names his seat (:meth:`entry_word`): ``Ann 71 Bob 27`` is ``N 71 S 27`` at
        piquet, ``Bob 8`` is ``EW 8`` at whist, ``out Ann`` is ``out 0`` at cribbage."""
        if not self.names:
            return text
        import re
        for s in sorted(range(self.num_players), key=lambda k: -len(self.names[k])):  # type: ignore[index]
            if s in self.unnamed:
                continue
            name = self.names[s]
            text = re.sub(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", self.entry_word(s), text, flags=re.IGNORECASE)
        return text

    def who_sits(self) -> str | None:
        """``players: N Ann, E Bob, S Cy, W Dee`` once names are given (``None`` before)."""
        if not self.names:
            return None
        return "players: " + ", ".join(f"{self.label(s)} {n}" for s, n in enumerate(self.names)
                                       if s not in self.unnamed)

    def settled_sides(self) -> list[tuple[str, int]]:
        """Who is settled with: ``(name, a seat of it)`` for each partnership (``NS (Ann,
        Cy)``, seats 0 and 2, once both partners are named) where partners play, else for each
        player."""
        if self.side_labels is not None and self.num_players == 4:
            return [(lab + (f" ({self.player(s)}, {self.player(s + 2)})"
                            if self.names and not {s, s + 2} & self.unnamed else ""), s)
                    for s, lab in enumerate(self.side_labels)]
        return [(self.player(s), s) for s in range(self.num_players)]

    # ----- the card ------------------------------------------------------------------------
    def _read(self, entry: str | dict[str, Any]) -> dict[str, Any]:
        """An entry as parsed; a line past ``MAX_ACTION_CHARS`` (the web table's limit on an
        action, so the terminal and the table take the same lines) is refused unread, which
        also keeps a number of thousands of digits from reaching ``int()``."""
        if not isinstance(entry, str):
            return dict(entry)
        from ..core.actions import MAX_ACTION_CHARS
        if len(entry) > MAX_ACTION_CHARS:
            raise EntryRefused(f"an entry is at most {MAX_ACTION_CHARS} characters, not {len(entry)}")
        return self.parse(self.unname(entry))

    def enter(self, entry: str | dict[str, Any]) -> str:
        """Enter one announced deal; returns what it scored in words (and any rubber it ended).

        At a club table (:meth:`name_players` with five or more names) a ``cut ...`` line is
        one round of the table's cut (:meth:`_cut_line`), returning what the table said.

        Raises:
            EntryRefused: the entry is impossible (the card is unchanged)."""
        if self.table is not None:
            if isinstance(entry, str) and entry.split()[:1] and entry.split()[0].lower() == "cut":
                return self._club_cut(self._cut_line(entry))
            if isinstance(entry, str) and entry.split()[:1] and entry.split()[0].lower() == "enter":
                return self._club_enter(" ".join(entry.split()[1:]))
            if isinstance(entry, str) and entry.split()[:1] and entry.split()[0].lower() == "leave":
                return self._club_leave(" ".join(entry.split()[1:]))
            if isinstance(entry, str):
                self._club_deal_check(entry)
            elif self.table.phase != "playing":
                self._club_deal_check("")
        e = self._read(entry)
        self.check(e)
        saved = copy.deepcopy(self.match)
        rubbers = len(self.match.context.get("rubbers", []))
        try:
            deal = self.deal_for(e)
            self.match.finish(deal)
        except IllegalAction as exc:      # pragma: no cover - check() refuses first
            self.match = saved
            raise EntryRefused(exc.reason, exc.law) from None
        text = self.describe(deal)
        self.game_of.append(self.games_done)
        self.rubber_of.append(rubbers)
        self._rubbers_before = rubbers
        if self.ended_game(deal):
            self.games_done += 1
        self.entries.append(e)
        extra = [self._named(x) for x in self.match.announcements()]
        if self.table is not None:
            self.events.append(("deal", e))
            said = self._club_rubber_end(rubbers)
            self._table_said(said)
            extra += said
        line = "; ".join([text, *extra]) if extra else text
        self.lines.append(line)
        return line

    def enter_all(self, lines: list[str]) -> list[str]:
        """Enter several deals in order; each refusal names its deal number and leaves the
        card as it was before that deal."""
        out = []
        for text in lines:
            try:
                out.append(self.enter(text))
            except EntryRefused as exc:
                raise EntryRefused(f"deal {len(self.entries) + 1}: {exc.reason}", exc.law) from None
        return out

    def correct(self, number: int, entry: str | dict[str, Any]) -> str:
        """Replace deal ``number`` (1-based) by a corrected announcement, where the game's law on
        a disputed score allows it, and re-score every later deal. Returns the corrected deal's
        line.

        Raises:
            EntryRefused: no such deal, the correction is impossible, or the law's time for it
                has run out (the card is unchanged)."""
        if not 1 <= number <= len(self.entries):
            raise EntryRefused(f"there is no deal {number} on the card ({len(self.entries)} entered)")
        e = self._read(entry)
        self.may_correct(number, e)
        if self.table is not None:
            return self._club_correct(number, e)
        fresh = self._fresh()
        fresh.names, fresh.unnamed = self.names, self.unnamed
        entries = [*self.entries[:number - 1], e, *self.entries[number:]]
        for i, item in enumerate(entries, 1):
            try:
                fresh.enter(item)
            except EntryRefused as exc:
                raise EntryRefused(f"the corrected card fails at deal {i}: {exc.reason}", exc.law) from None
        self.__dict__.update(fresh.__dict__)
        return self.lines[number - 1]

    def _club_correct(self, number: int, e: dict[str, Any]) -> str:
        """A correction at a club table: the table's cuts and the deals are taken again in
        their order; refused where the corrected deal would move a rubber's end past a cut."""
        assert self.table is not None
        fresh = self._fresh()
        fresh._club(tuple(self.table.founders))
        k = 0
        for i, (kind, item) in enumerate(self.events, 1):
            try:
                if kind == "cut":
                    fresh._club_cut(dict(item))
                elif kind == "enter":
                    fresh._club_enter(str(item["name"]))
                elif kind == "leave":
                    fresh._club_leave(str(item["name"]))
                else:
                    k += 1
                    fresh.enter(e if k == number else item)
            except EntryRefused as exc:
                raise EntryRefused(f"the corrected card fails at step {i} (the table's cuts stay where they "
                                   f"were): {exc.reason}", exc.law) from None
        if fresh.table is None or fresh.table.phase != self.table.phase:
            raise EntryRefused("the correction would move the end of a rubber the table has cut after",
                               self.table.code.law("out"))
        self.__dict__.update(fresh.__dict__)
        return self.lines[number - 1]

    def settled(self) -> "Settlement":
        """The settlement so far: the match's own (:meth:`~hoyle.core.match.Match.settled`)."""
        return self.match.settled()

    def settlement_lines(self) -> list[str]:
        """The settlement in words: each finished rubber (or game), the one in progress (not
        settled), and what each side has won."""
        from ..core.match import rubber_line
        if self.table is not None:
            return self._club_settlement_lines()
        st = self.settled()
        unit = st.unit or "points"
        out = [self._named(rubber_line(r, unit)) for r in st.rubbers]
        if st.pending:
            out.append(st.pending)
        if not st.rubbers:
            out.append(f"settled: nothing yet (no {st.kind} finished)")
        else:
            sides = self.settled_sides()
            each = " (each partner)" if len(sides) < self.num_players else ""
            out.append("settled: " + ", ".join(f"{name} {st.per_seat[s]:+d}" for name, s in sides)
                       + f" {unit}{each}")
        return out

    def _named(self, text: str) -> str:
        """``text`` (the match's own words, ``seat 0 wins``) with each seat called as the card
        calls it (``N wins``, ``Ann wins``); a partnership's ``seats 0 and 2`` is left."""
        import re
        return re.sub(r"\bseat (\d)\b", lambda m: self.player(int(m.group(1)))
                      if int(m.group(1)) < self.num_players else m.group(0), text)

    def sheet(self) -> str:
        """The running score sheet and the settlement, as text (who sits where first, once
        the players are named)."""
        head = self.who_sits()
        club = []
        if self.table is not None:
            t = self.table
            club = [f"table: {', '.join(t.members)} ({t.code.name}); {self.settled().kind}s finished {t.rubbers}"]
            club += [f"  before deal {n + 1}: {x}" for n, x in self.table_lines
                     if not (x.startswith("cut ") and x.endswith(")")) and not x.startswith("players: ")]
            if t.pending:
                club.append(f"to cut now: {', '.join(t.pending)} ('cut NAME CARD ...'"
                            + (" or 'cut draw')" if self.cut_draw else ")"))
            elif t.waiting:
                club.append(f"sitting out: {', '.join(t.waiting)}")
            if t.leaving:
                club.append(f"retiring when the {self.settled().kind} ends: {', '.join(t.leaving)}")
            if t.reserve:
                club.append(f"waiting for a place, in turn: {', '.join(t.reserve)}")
        return "\n".join(club + ([head] if head else []) + self.sheet_lines())

    def to_json(self) -> dict[str, Any]:
        st = self.settled()
        out: dict[str, Any] = {"game": self.slug, "deals": [dict(e) for e in self.entries], "lines": list(self.lines),
                               "settlement": {"per_seat": st.per_seat, "by": st.by, "unit": st.unit,
                                              "rubbers": st.rubbers, "pending": st.pending}}
        if self.names:
            out["names"] = list(self.names)
        if self.table is not None:
            t = self.table
            out["table"] = {"members": list(t.members), "code": t.code.name, "phase": t.phase,
                            "pending": list(t.pending), "playing": list(t.playing), "waiting": list(t.waiting),
                            "partners": None if t.partners is None else [list(t.partners.low), list(t.partners.high)],
                            "dealer": None if t.partners is None else t.partners.dealer,
                            "said": [x for _, x in self.table_lines],
                            "rubbers": [{**r["rubber"], "players": r["seats"]} for r in self.club_rubbers],
                            "settled": self.member_totals()}
            # only where there are any, so that a record written before them reads the same
            extra = {"founders": list(t.founders) if list(t.founders) != t.members else None,
                     "reserve": list(t.reserve) or None, "left": list(t.left) or None,
                     "leaving": list(t.leaving) or None}
            out["table"].update({k: v for k, v in extra.items() if v is not None})
        return out


_CARDS: dict[str, Callable[..., ScoreCard]] = {}


def register_score_card(slug: str, factory: Callable[..., ScoreCard]) -> None:
    """Make ``score_card(slug)`` build ``factory(slug)`` (a family calls it on import)."""
    _CARDS[slug] = factory


def score_card_games() -> list[str]:
    """The games that have a score card, sorted."""
    from ..core.registry import all_games
    all_games()                      # import the families, which register their score cards
    return sorted(_CARDS)


def score_card(name: str, rules: dict | None = None) -> ScoreCard:
    """A fresh score card for game ``name`` (a slug or alias).

    Raises:
        UnknownGame: no such game (:class:`~hoyle.core.errors.UnknownGame`).
        EntryRefused: the game has no score card (the games that do are named)."""
    from ..core.registry import get_game
    info = get_game(name)
    if info.slug not in _CARDS:
        raise EntryRefused(f"{info.slug} has no score card; these have: {', '.join(score_card_games())}")
    return _CARDS[info.slug](info.slug, rules)



# ----- the card's record: what ``hoyle score GAME --save FILE`` writes, ``hoyle replay FILE`` reads
#: the record of a score card (``hoyle score GAME --save``); a web score-only table's record is a
#: ``hoyle-record`` of the game ``score-card:GAME`` holding the same ``typed`` lines
CARD_FORMAT = "hoyle-score-card"
CARD_VERSION = 1


def enter_line(card: ScoreCard, text: str) -> str:
    """Enter one line as the terminal and the web table take it: a deal's result, or
    ``correct N: LINE``; returns what it scored (a correction's prefixed ``corrected:``)."""
    from ..core.actions import MAX_ACTION_CHARS
    if len(text) > MAX_ACTION_CHARS:          # as the card (and the web table) refuse a long line
        raise EntryRefused(f"an entry is at most {MAX_ACTION_CHARS} characters, not {len(text)}")
    head, _, rest = text.partition(":")
    words = head.split()
    if len(words) == 2 and words[0].lower() == "correct":
        if not words[1].isascii() or not words[1].isdigit() or len(words[1]) > 6:
            raise EntryRefused(f"say which deal to correct by its number, not {words[1][:20]!r}")
        return "corrected: " + card.correct(int(words[1]), rest.strip())
    return card.enter(text)


def card_record(card: ScoreCard, typed: list[str]) -> dict[str, Any]:
    """The record of ``card`` (``hoyle score GAME --save FILE``): the card as ``--json`` prints
    it, with the lines as typed (``typed``: the accepted entries and corrections, in order),
    which :func:`card_from_record` enters again. At a club table a ``cut draw`` is written as
    the cards it drew (``cut Ann 5H Bob KS ...``), so the record replays the same table."""
    cuts = iter([e for kind, e in card.events if kind == "cut"])
    lines = []
    for line in typed:
        if card.table is not None and line.split()[:1] == ["cut"]:
            drawn = next(cuts, None)
            if [w.lower() for w in line.split()[1:]] == ["draw"] and drawn:
                line = "cut " + " ".join(f"{n} {c}" for n, c in drawn.items())
        lines.append(line)
    return {"format": CARD_FORMAT, "version": CARD_VERSION, **card.to_json(), "rules": dict(card._rules_arg),
            "typed": lines}


def is_card_record(rec: Any) -> bool:
    """Whether ``rec`` is a score card's record: ``hoyle score GAME --save``'s, the card
    ``hoyle score GAME --json`` printed, or a web score-only table's deal record."""
    if not isinstance(rec, dict):
        return False
    if rec.get("format") == CARD_FORMAT:
        return True
    game = rec.get("game")
    if rec.get("format") == "hoyle-record":
        return isinstance(game, str) and game.startswith("score-card:")
    return "format" not in rec and {"game", "deals", "lines", "settlement"} <= set(rec)


def _plain(x: Any) -> Any:
    import json
    return json.loads(json.dumps(x, default=str))


def _settlement_words(card: ScoreCard, st: dict[str, Any]) -> str | None:
    """A settlement as JSON (``to_json()["settlement"]``) in the card's words: ``NS +4, EW -4
    points over 1 rubber``; None where it is not one (a record's, edited by hand)."""
    per = st.get("per_seat")
    rubbers = st.get("rubbers")
    if not (isinstance(per, list) and len(per) == card.num_players
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in per)
            and isinstance(rubbers, list)):
        return None
    unit = st.get("unit") or "points"
    kind = card.settled().kind
    sides = card.settled_sides()
    each = " (each partner)" if len(sides) < card.num_players else ""
    money = ", ".join(f"{name} {int(per[s]) if float(per[s]).is_integer() else per[s]:+}" for name, s in sides)
    return f"{money} {unit}{each} over {len(rubbers)} {kind}{'s' * (len(rubbers) != 1)}"


def _settlement_differs(card: ScoreCard, said: dict[str, Any], got: dict[str, Any]) -> str:
    """Why a record's settlement is refused, in a sentence: what its deals settle and what the
    record says they do."""
    ours = _settlement_words(card, got)
    theirs = _settlement_words(card, said)
    if theirs is None:
        return (f"the settlement differs from the record's: its deals settle {ours}, and the record's "
                "settlement is not one a score card writes (a number for each seat, and its rubbers)")
    if theirs != ours:
        return f"the settlement differs from the record's: its deals settle {ours}, not {theirs} as the record says"
    return (f"the settlement differs from the record's: its deals settle {ours} as the record says, but the "
            f"record's {card.settled().kind}s or the one in progress do not match what its deals score")


def card_from_record(rec: Any) -> ScoreCard:
    """The score card a record holds, its deals entered again one by one by the game's own
    scoring and checked against what the record says each scored and the settlement.

    The record is one of :func:`is_card_record`'s: the lines as typed are entered again where
    the record has them (``typed``), else the entries as the card parsed them (``deals``).

    Raises:
        RecordError: the record is malformed, names no game with a score card, an entry is
            refused, or a deal's line or the settlement differs from the record's (the deal
            is named)."""
    from ..core.errors import HoyleError, RecordError
    if not is_card_record(rec):
        raise RecordError("not a score card's record (hoyle score GAME --save FILE writes one)")
    if rec.get("format") == CARD_FORMAT and rec.get("version") != CARD_VERSION:
        raise RecordError(f"unsupported score card record version {rec.get('version')!r}")
    web = rec.get("format") == "hoyle-record"
    body = rec.get("score_card") if web else rec
    if not isinstance(body, dict):
        raise RecordError("a score-only table's record holds its card as \"score_card\" ({...})")
    game = rec.get("game")
    if not isinstance(game, str):
        raise RecordError(f"a score card's record names its game, not {str(game)[:40]!r}")
    slug = game[len("score-card:"):] if web else game
    rules = rec.get("rules") or {}
    names = body.get("names")
    table = body.get("table")
    if isinstance(table, dict) and table.get("members") is not None:
        # a club table: the names it was formed from, not the four seated now; a record that
        # does not list them (no one left or waited) has its members, less those who entered
        names = table.get("founders") or table["members"]
        if not table.get("founders") and isinstance(names, list) and isinstance(rec.get("typed"), list):
            entered = {" ".join(t.split()[1:]).lower() for t in rec["typed"]
                       if isinstance(t, str) and t.split()[:1] and t.split()[0].lower() == "enter"}
            names = [n for n in names if not (isinstance(n, str) and n.lower() in entered)]
    typed = rec.get("typed")
    deals = body.get("deals")
    if not isinstance(rules, dict):
        raise RecordError("a score card's rules are an object ({...})")
    if names is not None and not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise RecordError("a score card's names are a list of strings, one a seat")
    if typed is not None and not (isinstance(typed, list) and all(isinstance(t, str) for t in typed)):
        raise RecordError("a score card's typed lines are a list of strings")
    if typed is None and not (isinstance(deals, list) and all(isinstance(d, dict) for d in deals)):
        raise RecordError("a score card's record holds its deals: \"typed\" (the lines) or \"deals\" (the entries)")
    for key in ("lines", "settlement"):
        if key in body and not isinstance(body[key], list if key == "lines" else dict):
            raise RecordError(f"a score card's {key} {'are a list' if key == 'lines' else 'is an object'}")
    try:
        card = score_card(slug, rules)
        if names:
            card.name_players(names)
    except HoyleError as exc:
        raise RecordError(f"the record's card cannot be kept: {exc}") from None
    todo: list[Any] = list(typed) if typed is not None else list(deals)   # type: ignore[arg-type]
    for i, item in enumerate(todo, 1):
        what = item[:40] if isinstance(item, str) else "entry"
        try:
            if isinstance(item, str):
                enter_line(card, item)
            else:
                card.enter(item)
        except HoyleError as exc:
            raise RecordError(f"deal {i} of the record ({what}) is refused: {exc}") from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError):
            # an entry as parsed, from a file: not one this card's parser would give
            raise RecordError(f"deal {i} of the record is not an entry of the {card.game.title} card: "
                              f"{str(item)[:60]}") from None
    got = card.to_json()
    said = body.get("lines")
    if said is not None:
        for i, (a, b) in enumerate(zip(said, got["lines"]), 1):
            if a != b:
                raise RecordError(f"deal {i} scores {b!r}, not {str(a)[:80]!r} as the record says")
        if len(said) != len(got["lines"]):
            raise RecordError(f"the record lists {len(said)} deals' lines but holds {len(got['lines'])} deals")
    if "settlement" in body and _plain(body["settlement"]) != _plain(got["settlement"]):
        raise RecordError(_settlement_differs(card, _plain(body["settlement"]), _plain(got["settlement"])))
    # what the lines say besides the scores: the entries as parsed, who sat where, and a club
    # table's cuts, partners and members (a changed cut can leave every line's score the same)
    for key, what in (("deals", "entries as parsed"), ("names", "players' seats"), ("table", "club table")):
        if body.get(key) is not None and _plain(body[key]) != _plain(got.get(key)):
            raise RecordError(f"the record's {what} ({key!r}) do not match what its lines enter again")
    return card
