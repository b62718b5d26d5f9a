"""The live tables of the web server: the dealer and referee of each table.

Every table's deal is rebuilt from the store (game, rules, seats, chance, actions), so the
in-memory state is only a cache of what is committed. An action is checked by the engine,
stored in a committed transaction, and only then acknowledged and shown to anyone; if the
store fails, the table is rebuilt from the database and the action is reported as not taken.

Each client gets only its own seat's view (``state.view(seat)``; spectators get
``view(None)``), and only the log entries that seat may read (``state.log_for(seat)``: the
game writes each entry for everyone, for some seats, or for nobody until the end). A game that
writes no log is told by the actions of its history, each card of an action that the seat may
not see (``hidden_cards(seat)``) written "a card".

A chance turn (``to_act == CHANCE``: the dice games' throw, card craps' rolls) is resolved by the
table as soon as it is due: drawn with the deal's shuffler, applied, and stored like an action
with seat ``-1``, so a rebuilt deal replays it. Deals stored before their game's chance was
explicit hold the throw in their draws; a rebuild draws it from there.

Several processes on one PostgreSQL database (:mod:`hoyle.web.cluster`): an action is taken by
the process that receives it, stored only if it is still the deal's next one (the store checks
under the table's advisory lock); a process that loses that race rebuilds the table from the
database and answers as for a stale ``seq``. The others hear the commit (LISTEN/NOTIFY) and
catch up from the database (:meth:`LiveTable.catch_up`) before telling their own watchers. A
table's bots, and a chance turn or deal end left due by a crash, are driven by the one process
that holds the table's bot lease.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import secrets
import sys
import time
import unicodedata
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache, partial
from typing import Any, Awaitable, Callable

from ..bots import Bot, bot_names, make_bot
from ..cards import Card
from ..core.items import item_text
from ..core.actions import MAX_ACTION_CHARS, MAX_NAME_CHARS, Action
from ..core.chance import CHANCE, Shuffler, SystemShuffler
from ..core.errors import ActionParseError, HoyleError, IllegalAction, RuleOptionError
from ..core.match import Match, rubber_line
from ..core.registry import GameInfo, get_game
from ..store import ActionConflict, DealRow, Store, StoreError, TableOp, TableRow, hash_token
from .chance import ResumeShuffler
from .scoreonly import is_score_only, real_slug, score_card_slugs, score_only_game, table_game

__all__ = ["TableManager", "LiveTable", "Client", "WebError", "controls_for", "game_info_json",
           "web_bot_names", "ismcts_refusal",
           "layout_for", "LAYOUTS", "pbn_boards", "pbn_capable", "MAX_PBN_CHARS", "MAX_PBN_BOARDS",
           "CLOSE_SLOW"]

log = logging.getLogger("hoyle.web")

#: the longest name a player may join with: the score pads' and cards' (one constant)
MAX_NAME = MAX_NAME_CHARS
MAX_LOG_LINES = 300
MAX_LEGAL_LISTED = 400
#: WebSocket close code for a client whose outbox overflowed (it stopped reading); the page
#: reconnects and is sent the whole state again
CLOSE_SLOW = 4413


def _as_typed(message: str, canonical: str, typed: str) -> str:
    """``message`` with the action written as the player typed it where the game's parser
    changed only its case (``play ZZ`` is echoed as typed, not as ``play zz``)."""
    said = " ".join(typed.split())
    if canonical != said and canonical.lower() == said.lower():
        return message.replace(canonical, said)
    return message


class WebError(Exception):
    """A request refused; ``message`` says why, ``law`` cites the rule where there is one."""

    def __init__(self, message: str, law: str | None = None, status: int = 400):
        super().__init__(message)
        self.message = message
        self.law = law
        self.status = status

    def to_json(self, **extra: Any) -> dict:
        d = {"type": "error", "message": self.message}
        if self.law:
            d["law"] = self.law
        d.update(extra)
        return d


class Client:
    """One WebSocket connection: the seat it acts for (None = spectator) and its outbox.

    Messages are queued and written by the client's own task, so a slow reader never holds
    up the table; a ``state`` is a whole snapshot, so an unsent older state is dropped when
    a newer one is queued (acknowledgements and errors are always delivered, in order).

    A client that stops reading is not kept half-alive: when its outbox would pass
    ``MAX_QUEUE`` messages it is marked dead and ``on_overflow`` is called (the server then
    closes the socket with :data:`CLOSE_SLOW`, and the page reconnects and resyncs). A dead
    client, or one without room left for the acknowledgement, never has an action taken
    (:meth:`can_hear`).
    """

    MAX_QUEUE = 256

    def __init__(self, send_text: Callable[[str], Awaitable[None]], seat: int | None,
                 on_overflow: Callable[[], None] | None = None):
        self._send_text = send_text
        self.seat = seat
        self.dead = False
        self.overflowed = False
        self._on_overflow = on_overflow
        self._queue: deque[tuple[bool, str]] = deque()
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def can_hear(self) -> bool:
        """True while the client is connected and its outbox has room for an acknowledgement."""
        return not self.dead and len(self._queue) < self.MAX_QUEUE - 1

    def overflow(self) -> None:
        """The client stopped reading: forget it and have its socket closed."""
        if self.overflowed:
            return
        self.overflowed = True
        self.close()
        if self._on_overflow is not None:
            self._on_overflow()

    def push(self, msg: dict | str, snapshot: bool = False) -> None:
        if self.dead:
            return
        text = msg if isinstance(msg, str) else json.dumps(msg, separators=(",", ":"))
        if snapshot and self._queue:
            self._queue = deque(item for item in self._queue if not item[0])
        if len(self._queue) >= self.MAX_QUEUE:     # a reader that stopped reading
            self.overflow()
            return
        self._queue.append((snapshot, text))
        self._wake.set()

    async def send(self, msg: dict | str) -> None:
        self.push(msg)

    async def _run(self) -> None:
        try:
            while not self.dead:
                await self._wake.wait()
                self._wake.clear()
                while self._queue and not self.dead:
                    _, text = self._queue.popleft()
                    await self._send_text(text)
        except asyncio.CancelledError:
            raise
        except Exception:  # a closed socket: forget the client
            self.dead = True

    async def flush(self, timeout: float = 5.0) -> None:
        """Wait until the queued messages are written (or the client is gone)."""
        deadline = time.monotonic() + timeout
        while self._queue and not self.dead and time.monotonic() < deadline:
            await asyncio.sleep(0.005)

    def close(self) -> None:
        self.dead = True
        self._queue.clear()
        if self._task is not None and not self._task.done():
            self._task.cancel()


def _jsonable(v: Any) -> Any:
    if isinstance(v, (tuple, list, set, frozenset)):
        return [_jsonable(x) for x in v]
    return v


@lru_cache(maxsize=None)
def _searches(slug: str) -> bool:
    from ..bots.ismcts import searches
    return searches(get_game(slug))


def web_bot_names(g: GameInfo) -> list[str]:
    """The bots a web table offers for ``g``: :func:`hoyle.bots.bot_names`, less ``ismcts``
    where the search never finds a deal of the unseen cards (:func:`hoyle.bots.ismcts.searches`,
    asked once a game): there it would only play as the game's other bot."""
    names = bot_names(g)
    if "ismcts" in names and "ismcts" not in g.bots and not _searches(g.slug):
        names.remove("ismcts")
    return names


def ismcts_refusal(g: GameInfo, players: int, rules: Any) -> str | None:
    """Why a web table refuses an ``ismcts`` seat at ``g`` (with these players and rules), in
    the words of the terminal's notice; None where the search runs."""
    from ..bots.ismcts import plays_as, searches
    default = players == g.players and rules == g.make_rules({})
    if (_searches(g.slug) if default else searches(g, players, rules)):
        return None
    return (f"ismcts finds no deal of the unseen cards to search at {g.title} ({g.slug}) and "
            f"would play as the {plays_as(g)!r} bot: seat that bot instead")


def game_info_json(g: GameInfo) -> dict:
    """What the lobby needs to know of a registered game."""
    opts = []
    for o in g.rules_cls.options():
        o = {k: _jsonable(v) for k, v in o.items()}
        if o["name"] in g.defaults:
            o["default"] = _jsonable(g.defaults[o["name"]])
        opts.append(o)
    return {"slug": g.slug, "title": g.title, "family": g.family, "min_players": g.min_players,
            "max_players": g.max_players, "default_players": g.players, "summary": g.summary,
            "source": g.source, "status": g.status, "options": opts, "bots": web_bot_names(g),
            "default_bot": next(iter(g.bots), "random"),
            "unit": getattr(g.state_cls, "unit", "chips"), "traits": g.traits,
            "house_seat": g.house_seat, "layout": layout_for(g), "pbn": pbn_capable(g),
            # a score-only table can keep its score card (deals played with a real pack)
            "score_card": g.slug in score_card_slugs()}


def pbn_capable(g: GameInfo) -> bool:
    """True when ``g``'s deals travel as PBN (:func:`hoyle.formats.pbn.pbn_kind`: a whist or
    bridge game of four hands): its finished deals download as PBN, and a table of it can be
    dealt a PBN file's boards."""
    from ..formats.pbn import pbn_kind
    try:
        return pbn_kind(g) is not None
    except Exception:           # a game whose trial deal fails is simply not one
        return False


#: the most characters of PBN text a table is created with, and the most boards it may hold
MAX_PBN_CHARS = 200_000
MAX_PBN_BOARDS = 100


def pbn_boards(game: GameInfo, players: int, rules, text: Any) -> list[dict]:
    """The boards of a PBN file (``text``) that a table of ``game`` plays as given, each
    ``{"board": its Board tag or number, "dealer": seat, "order": [card texts in dealing
    order]}``, as the terminal's ``hoyle play --deal FILE.pbn`` deals them (the hands and
    the ``Dealer`` tag; an Auction or Play section is read for its form, not replayed).

    Validated in full before anything is stored: the text parses (every tag and line), each
    board holds four hands that ``game`` deals (13 cards each for bridge; the ``TrumpCard`` a
    whist deal turns), and each board is dealt once, here, under ``rules`` and checked to give
    the same four hands and dealer. Raises WebError (400) naming the board and the reason."""
    from ..core.chance import SeededShuffler
    from ..formats.pbn import PBNError, deal_order, from_state, parse_pbn, pbn_kind
    if not isinstance(text, str) or not text.strip():
        raise WebError("pbn is the text of a PBN file (tags such as [Deal \"N:...\"])")
    if pbn_kind(game) is None:
        raise WebError(f"pbn: {game.slug} cannot be dealt a PBN file's hands (PBN holds the four "
                       "hands of a whist or bridge deal)")
    if players != 4:
        raise WebError(f"pbn: a PBN deal is four hands; this table has {players} players")
    if len(text) > MAX_PBN_CHARS:
        raise WebError(f"pbn: the text is longer than {MAX_PBN_CHARS:,} characters")
    try:
        games = [g for g in parse_pbn(text.lstrip("\ufeff")) if g.tags]
    except PBNError as exc:
        raise WebError(f"pbn: {exc}") from None
    if not games:
        raise WebError("pbn: no PBN game in the text (no tags such as [Deal \"N:...\"])")
    if len(games) > MAX_PBN_BOARDS:
        raise WebError(f"pbn: {len(games)} boards; a table plays at most {MAX_PBN_BOARDS}")
    out = []
    for k, b in enumerate(games, 1):
        label = str(b.tags.get("Board", k))[:20]
        try:
            order, dealer = deal_order(b, game)
            ctx = {**Match(game, players, rules).context, "dealer": dealer}
            st = game.new_deal(players, rules, ResumeShuffler([order], [], SeededShuffler(k)), ctx)
            dealt = from_state(st).hands
        except PBNError as exc:
            raise WebError(f"pbn: board {label}: {exc}") from None
        except HoyleError as exc:
            raise WebError(f"pbn: board {label}: {game.title} cannot deal it: {exc}") from None
        if st.dealer != dealer or any(sorted(dealt[c]) != sorted(b.hands[c]) for c in b.hands):
            raise WebError(f"pbn: board {label}: {game.title} does not deal these hands as given")
        out.append({"board": label, "dealer": dealer, "order": [item_text(c) for c in order]})
    return out


#: the page's table layouts: one per kind of game (hoyle/web/static/app.js draws each)
LAYOUTS = ("trick", "poker", "banking", "board", "tiles", "score", "scorepad", "table")


#: the families whose games are played in tricks round a table (the ``trick`` layout: the
#: compass for four seats, an oval of seats for any other number)
TRICK_FAMILIES = ("whist", "bridge", "euchre", "allfours", "hearts", "skat", "bezique", "piquet", "national")


def layout_for(g: GameInfo) -> str:
    """The table layout the page draws for ``g``, from what the game is: ``banking`` where a
    seat keeps a bank (``house_seat``) or the family banks; ``trick`` for the whist, bridge,
    euchre and all-fours families; ``poker``; ``board`` and ``tiles`` by the items the game plays with (traits);
    ``scorepad`` for the games played at a real table (``"table"`` in the items: bowling,
    billiards; the view's ``sheet`` is the pad, one line a seat); ``score`` for one-player and
    points games played with dice; else ``table`` (the seats and the view as a list)."""
    items = set(g.traits.get("items", ()))
    if g.family == "banking" or g.house_seat is not None:
        return "banking"
    if g.family in TRICK_FAMILIES:
        return "trick"
    if g.family == "poker":
        return "poker"
    if "board" in items:
        return "board"
    if "tiles" in items:
        return "tiles"
    if "table" in items:
        return "scorepad"
    if "dice" in items or str(g.traits.get("utility", "")).startswith("one-player"):
        return "score"
    return "table"


def controls_for(legal: list[Action], fmt: Callable[[Action], str] = str) -> list[dict]:
    """The legal actions grouped by verb into controls a page can draw.

    Kinds: ``button`` (a verb without arguments), ``amount`` (one integer: ``min``, ``max``
    and, when not every integer between is legal, ``values``), ``cards`` (cards chosen from
    the hand: ``options`` lists each legal set with its action text), ``choice`` (anything
    else: the action texts to pick from). ``fmt`` writes an action in the game's notation
    (``state.format_action``).
    """
    groups: dict[str, list[Action]] = {}
    for a in legal:
        groups.setdefault(a.verb, []).append(a)
    out = []
    for verb, acts in groups.items():
        if all(not a.args for a in acts):
            out.append({"verb": verb, "kind": "button", "action": fmt(acts[0])})
        elif all(len(a.args) == 1 and type(a.args[0]) is int for a in acts):
            vals = sorted(a.args[0] for a in acts)
            c = {"verb": verb, "kind": "amount", "min": vals[0], "max": vals[-1]}
            if len(vals) != vals[-1] - vals[0] + 1:
                c["values"] = vals
            out.append(c)
        elif all(isinstance(x, Card) for a in acts for x in a.args):
            out.append({"verb": verb, "kind": "cards",
                        "options": [{"cards": [str(x) for x in a.args], "action": fmt(a)}
                                    for a in acts]})
        else:
            out.append({"verb": verb, "kind": "choice", "actions": [fmt(a) for a in acts]})
    return out


def _clean_name(name: Any) -> str:
    if not isinstance(name, str):
        raise WebError("a name is text")
    name = unicodedata.normalize("NFC", name).strip()
    if not name:
        raise WebError("a name is needed to take a seat")
    if len(name) > MAX_NAME:
        raise WebError(f"a name has at most {MAX_NAME} characters")
    if any(unicodedata.category(ch)[0] == "C" for ch in name):
        raise WebError("a name may not hold control characters")
    return name


#: finished deals the running chart of each seat's total shows (the latest)
RUNNING_POINTS = 200

class LiveTable:
    """One table in play. All changes happen under ``self.lock``."""

    def __init__(self, mgr: "TableManager", row: TableRow):
        self.mgr = mgr
        self.row = row
        self.id = row.id
        self.game = table_game(row.game)
        #: a score-only table (a card game played with a real pack, :mod:`hoyle.web.scoreonly`):
        #: its deal is a score card, begun at once, and any seated player enters on it
        self.score_only = is_score_only(row.game)
        self.rules = self.game.rules_cls.from_dict(row.rules)
        #: the deals it plays as given (a PBN file's boards), or None: dealt by the shuffler
        self.boards: list[dict] | None = row.boards
        self.match = self._new_match(row.players)
        if row.context:
            self.match.context = dict(row.context)
        self.match.totals = list(row.totals)
        self.state = None
        self.deal_id: int | None = None
        self.deal_number = row.deal_number
        self.finished = True              # the current deal (if any) is stored as finished
        self.seq = 0                      # actions stored in the current deal
        #: each seat's settled total after each finished deal, the latest RUNNING_POINTS (the
        #: page's running chart); rebuilt from the stored outcomes where the deals are summed
        self.running: list[list[int]] = []
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.bots: dict[int, Bot] = {}
        for s in row.seats:
            if s.kind == "bot":
                seed = None if mgr.bot_seed is None else mgr.bot_seed + s.seat
                self.bots[s.seat] = make_bot(s.bot or "random", self.game, s.seat, seed)
        self._bot_task: asyncio.Task | None = None
        self._retry_task: asyncio.Task | None = None   # catching up after a failed write
        self._presence_task: asyncio.Task | None = None  # the next coalesced ``seats``
        self._deal: DealRow | None = None   # what is stored of the current deal (in memory)
        self.last_used = time.monotonic()   # for unloading idle tables (TableManager.unload_idle)
        # several processes (PostgreSQL): notices not yet caught up ("a": actions only)
        self._notices: set[str] = set()
        self._catch_task: asyncio.Task | None = None
        self._stuck: tuple | None = None    # (deal, seq) a due chance/end was last seen at

    def _new_match(self, players: int) -> Match:
        """The table's match: a PBN file's boards are plain deals one by one, as the terminal's
        ``--deal`` plays them (no rubber or movement spanning the boards)."""
        if self.boards is not None:
            return Match(self.game, players, self.rules)
        return self.game.new_match(players, self.rules)

    @property
    def idle(self) -> bool:
        """Nobody watching, no bot about to act, nothing in progress: safe to unload."""
        st = self.state
        bot_due = (st is not None and not self.finished and st.to_act in self.bots
                   and self.drives)
        return (not self.clients and not self.lock.locked() and not bot_due
                and (self._catch_task is None or self._catch_task.done())
                and (self._bot_task is None or self._bot_task.done())
                and (self._retry_task is None or self._retry_task.done()))

    @property
    def drives(self) -> bool:
        """This process plays the table's bots (always, unless several processes share the
        database: then only the holder of the table's bot lease)."""
        c = self.mgr.cluster
        return c is None or c.holds(self.id)

    # ----- seats -------------------------------------------------------------------------
    async def seat_for_token_fresh(self, token: Any) -> int | None:
        """:meth:`seat_for_token`, reading the seats from the database again before refusing
        when another process may have seated the token's holder."""
        seat = self.seat_for_token(token)
        if seat is None and self.mgr.cluster is not None and isinstance(token, str):
            row = await self.mgr.db(self.mgr.store.get_table, self.id)
            if row is not None:
                self.row.seats = row.seats
                seat = self.seat_for_token(token)
        return seat

    def seat_for_token(self, token: Any) -> int | None:
        """The seat a token acts for, or None (unknown, forged, or for another table)."""
        if not isinstance(token, str) or not (10 <= len(token) <= 200):
            return None
        h = hash_token(token)
        for s in self.row.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, h):
                return s.seat
        return None

    @property
    def full(self) -> bool:
        return all(not s.is_open for s in self.row.seats)

    def seats_public(self) -> list[dict]:
        connected = {c.seat for c in self.clients if not c.dead}
        return [{"seat": s.seat, "kind": s.kind,
                 "name": s.name if s.kind == "human" else f"{s.bot} bot",
                 "open": s.is_open, "connected": s.seat in connected or s.kind == "bot"}
                for s in self.row.seats]

    def seated_names(self) -> list[str | None]:
        """Each seat's player's name as typed when joining (``None``: open, or a bot)."""
        return [s.name if s.kind == "human" and not s.is_open and s.name else None
                for s in self.row.seats]

    def _name_players(self) -> None:
        """Name the seated players on a score pad or a score card (a state with ``name_seats``),
        as ``hoyle score GAME --names`` names them; a seat open, a bot's, or a name the pad or
        card refuses (``join`` refuses such a name with the reason, :meth:`name_refusal`; one
        stored before it did) keeps its own label. Only what the state shows changes: its actions and
        records keep seat numbers."""
        st = self.state
        name = getattr(st, "name_seats", None)
        if name is None:
            return
        names = self.seated_names()
        if getattr(st, "_web_names", None) != names:
            name(names)
            st._web_names = names      # type: ignore[union-attr]

    def name_refusal(self, seat: int, name: str) -> str | None:
        """Why a score pad or a score card (a state with ``name_refusal``) would not call the
        player joining ``seat`` ``name``, the seated players named as they are (``None``: it
        would, or the game names no players): ``join`` refuses the seat with this reason rather
        than leave the seat its label unsaid. A pad not yet started is asked on a trial deal."""
        st = self.state
        if st is None:
            if not hasattr(self.game.state_cls, "name_refusal"):
                return None
            from ..core.chance import SeededShuffler
            try:
                st = self.game.new_deal(self.row.players, self.rules, SeededShuffler(0), dict(self.match.context))
            except HoyleError:       # the deal cannot start: join says so itself
                return None
            st.name_seats(self.seated_names())       # type: ignore[attr-defined]
        elif hasattr(st, "name_refusal"):
            self._name_players()
        check = getattr(st, "name_refusal", None)
        return check(seat, name) if check is not None else None

    def summary(self) -> dict:
        return {"id": self.id, "game": real_slug(self.game.slug), "title": self.game.title,
                "score_only": self.score_only, "name": self.row.name, "players": self.row.players, "rules": self.rules.to_dict(),
                "private": not self.row.listed,
                "seats": self.seats_public(), "deal": self.deal_number,
                "in_play": self.state is not None and not self.state.is_over,
                "totals": self.settled_totals(), "url": f"/table/{self.id}",
                "boards": None if self.boards is None else len(self.boards)}

    def settled_totals(self) -> list[int]:
        """Each seat's total as the session is settled (:meth:`hoyle.core.match.Match.settled`:
        the deals summed, or the finished rubbers of a game settled by the rubber)."""
        return list(self.match.settled().per_seat)

    def settlement_public(self) -> dict:
        """The settlement as the page shows it: ``by`` ("deal" or "rubber"), ``unit``, the
        finished ``rubbers`` in words and the rubber in progress (``pending``)."""
        st = self.match.settled()
        return {"by": st.by, "kind": st.kind, "unit": st.unit, "pending": st.pending,
                "rubbers": [rubber_line(r, st.unit or "points") for r in st.rubbers]}

    # ----- rebuilding from the store ------------------------------------------------------
    async def resume(self) -> None:
        if self.match.settled().by == "deal" and self.deal_number:
            acc = [0] * self.row.players
            for d in await self.mgr.db(self.mgr.store.finished_deals, self.id):
                acc = [a + int(v) for a, v in zip(acc, d.outcome or [0] * len(acc))]
                self.running.append(acc)
            del self.running[:-RUNNING_POINTS]
        deal = await self.mgr.db(self.mgr.store.current_deal, self.id)
        if deal is None:
            return
        self.deal_id, self.deal_number = deal.id, deal.number
        if deal.outcome is not None:
            self._rebuild(deal)   # show the finished deal until the next one starts
            self.finished = True
            return
        self._rebuild(deal)
        self.finished = False
        if self.state.to_act == CHANCE:   # the server stopped before a due chance turn was stored
            await self._resolve_chance()
        if self.state.is_over:       # the server stopped between the last action and the record
            await self._finish()

    def _rebuild(self, deal) -> None:
        orders = list(deal.shuffles)
        draws = list(deal.draws)
        for a in deal.actions:
            orders += a["shuffles"]
            draws += a["draws"]
        shuffler = ResumeShuffler(orders, draws, self.mgr.shuffler_factory())
        state = self.game.new_deal(self.row.players, self.rules, shuffler, _stored(deal.context))
        for i, a in enumerate(deal.actions, 1):
            if state.to_act == CHANCE and a["seat"] != CHANCE:
                _stored_chance(state)     # stored before the chance was explicit: in the draws
            if a["seq"] != i or not _seat_may_act(state, a["seat"]):
                raise StoreError(f"table {self.id}, deal {deal.number}: stored action {i} "
                                 f"({a['action']}) does not follow the deal")
            state.apply(state.parse_action(a["action"]))
        if deal.outcome is not None:
            _stored_chance(state)
        self.state = state
        self.seq = len(deal.actions)
        self._deal = deal

    def _restore(self) -> None:
        """Rebuild the deal from what is stored of it, as kept in memory (no database read:
        after a failed write the database may well be down). The table stays whole."""
        self._rebuild(self._deal)

    # ----- the deal ------------------------------------------------------------------------
    async def maybe_start(self) -> None:
        """Start the first deal once every seat is taken."""
        if (self.full or self.score_only) and self.deal_number == 0 and self.state is None:
            await self._start_deal()

    async def _start_deal(self) -> None:
        number = self.deal_number + 1
        ctx = dict(self.match.context)
        if self.boards is not None:      # the next board of the PBN file, dealt as given
            if number > len(self.boards):
                raise WebError(f"every board of this table's PBN file is played ({len(self.boards)} "
                               f"board{'s' * (len(self.boards) != 1)})", status=409)
            board = self.boards[number - 1]
            shuffler: Shuffler = ResumeShuffler([board["order"]], [], self.mgr.shuffler_factory())
            ctx["dealer"] = board["dealer"]
        else:
            shuffler = self.mgr.shuffler_factory()
        state = self.game.new_deal(self.row.players, self.rules, shuffler, ctx)
        shuffles = [[item_text(c) for c in o] for o in shuffler.log]
        draws = list(shuffler.draws_log)
        kept = DealRow(0, self.id, number, _stored(ctx), _stored(shuffles), _stored(draws))
        try:
            self.deal_id = await self.mgr.write(TableOp(self.id, partial(
                self.mgr.store.start_deal_in, table_id=self.id, number=number, context=ctx,
                shuffles=shuffles, draws=draws), "s", number))
        except ActionConflict:       # another process started it first: that deal is ours too
            await self._sync()
            return
        except Exception as exc:
            log.error("table %s: cannot store the start of deal %s: %s", self.id, number, exc)
            raise WebError("the deal could not be stored and did not start; try again",
                           status=503) from None
        kept.id = self.deal_id
        self._deal = kept
        self.state, self.deal_number, self.seq, self.finished = state, number, 0, False
        await self._resolve_chance()
        if state.is_over:
            await self._finish()

    async def _finish(self) -> None:
        """Store the finished deal's record and carry the match on (both or neither)."""
        m = self.match
        before = (dict(m.context), list(m.totals))
        rec = m.finish(self.state)
        m.deals.clear()              # the records live in the database, not in memory
        try:
            await self.mgr.write(TableOp(self.id, partial(
                self.mgr.store.finish_deal_in, deal_id=self.deal_id,
                outcome=list(self.state.outcome()), record=rec, table_id=self.id,
                next_context=dict(m.context), totals=list(m.totals)), "f", self.deal_number,
                self.seq))
        except ActionConflict:       # another process stored this deal's end: take theirs
            m.context, m.totals = before
            await self._sync()
            return
        except Exception:
            m.context, m.totals = before
            raise
        self.finished = True
        self.running.append(self.settled_totals())
        del self.running[:-RUNNING_POINTS]

    async def act(self, seat: int | None, text: Any, client_seq: Any,
                  client: Client | None = None) -> None:
        """Check, store, acknowledge and show one action. Raises WebError (nothing changed).

        ``client_seq`` (required, an int) is the number of actions of the deal the client had
        seen; a stale one is refused (409), so a replayed or delayed message never acts.
        """
        if seat is None:
            raise WebError("spectators cannot act; take a seat first")
        if not isinstance(text, str) or not text.strip():
            raise WebError(self._what_an_action_is(seat))
        if len(text) > MAX_ACTION_CHARS:
            raise WebError(f"an action has at most {MAX_ACTION_CHARS} characters")
        if client_seq is None:
            raise WebError('an act message needs "seq": the number of actions of the deal you '
                           'have seen (the "seq" of the last state or ack)')
        if type(client_seq) is not int:
            raise WebError("seq must be an integer (the number of actions you have seen)")
        t0 = time.perf_counter()
        async with self.lock:
            st = self.state
            if st is None or self.finished:
                raise WebError("no deal is in progress")
            self._name_players()     # an entry may name a seated player
            try:                     # the game's own notation
                action = st.parse_action(text)
            except ActionParseError as exc:
                raise WebError(f"not an action: {exc}") from None
            try:
                await self._act(seat, action, client_seq, client)
            except WebError as exc:
                exc.message = _as_typed(exc.message, str(action), text)
                raise
        self.mgr.act_times.append(time.perf_counter() - t0)

    def _what_an_action_is(self, seat: int) -> str:
        """The refusal of an empty action, with examples of this table's own: the score card's
        line, or two of the seat's legal actions when it is to act (never another seat's:
        they would show its hand)."""
        st = self.state
        card = getattr(st, "card", None)
        if card is not None and getattr(st, "any_seat", False):
            return (f"an action is text such as {card.line_format.split('   ')[0]!r} (a deal's "
                    "result as announced), 'correct N: LINE' or 'close'")
        if st is not None and not self.finished and not st.is_over and _seat_may_act(st, seat):
            legal = st.legal_actions()
            with_args = next((a for a in legal if a.args), None)
            bare = next((a for a in legal if not a.args), None)
            picks = [st.format_action(a) for a in (with_args, bare) if a is not None]
            if picks:
                return "an action is text such as " + " or ".join(repr(x) for x in picks)
        return f"an action is text in {self.game.title}'s notation (the page lists the legal ones)"

    async def _act(self, seat: int, action: Action, client_seq: int | None,
                   client: Client | None) -> None:
        if client is not None and not client.can_hear():
            # it could not be told the action was taken: take nothing, close it to resync
            client.overflow()
            raise WebError("your connection is not reading its messages; nothing was done")
        st = self.state
        if st is None or self.finished:
            raise WebError("no deal is in progress")
        if st.is_over:                # its end is not stored yet (the database was down)
            await self._finish_or_refuse()
            raise WebError("the deal is over; nothing was done", status=409)
        if client_seq is not None and client_seq != self.seq:
            raise WebError(f"stale action: the deal is at action {self.seq}, your message was "
                           f"sent at action {client_seq}; nothing was done", status=409)
        if st.to_act == CHANCE:       # a chance turn left unstored by a failure: resolve it first
            await self._resolve_chance()
            if self.state is not st or st.is_over:
                await self._settled()
                raise WebError("the deal moved on; nothing was done", status=409)
        if not _seat_may_act(st, seat):
            raise WebError(f"it is not your turn: seat {st.to_act} is to act")
        await self._apply_and_store(seat, action)
        if client is not None:   # echo the action, masking cards the seat may not see now
            if action.cards:
                hidden = st.hidden_cards(seat)
                text = " ".join([action.verb, *("a card" if isinstance(x, Card) and x in hidden
                                                else str(x) for x in action.args)])
            else:
                text = st.format_action(action)
            await client.send({"type": "ack", "seq": self.seq, "action": text})
        try:
            await self._resolve_chance()
        except WebError:      # not stored; the table was rebuilt and resolves it on the next message
            pass
        await self._settled()

    async def _settled(self) -> None:
        """After stored actions: store the end of a finished deal, show the table, wake the bots."""
        st = self.state
        if st is not None and not self.finished and st.is_over:
            try:
                await self._finish()
            except Exception as exc:   # the action is stored; the end is stored when it can be
                log.error("table %s: cannot store the end of deal %s: %s", self.id,
                          self.deal_number, exc)
                self._schedule_retry()
        await self._broadcast()
        self._kick_bots()

    async def _finish_or_refuse(self) -> None:
        """Store the end of a deal that is over but not yet stored as finished; WebError 503
        (nothing changed) while the database cannot take it."""
        try:
            await self._finish()
        except Exception as exc:
            log.error("table %s: still cannot store the end of deal %s: %s", self.id,
                      self.deal_number, exc)
            self._schedule_retry()
            raise WebError("the end of this deal is not stored yet (the database is "
                           "unavailable); try again in a moment", status=503) from None
        await self._broadcast()

    def _schedule_retry(self) -> None:
        """After a failed write: catch up (store a due chance turn or a deal's end, wake the
        bots) once the database answers again, retrying with a growing pause."""
        if self._retry_task is None or self._retry_task.done():
            self._retry_task = asyncio.get_running_loop().create_task(self._retry_loop())
            self.mgr._tasks.add(self._retry_task)
            self._retry_task.add_done_callback(self.mgr._tasks.discard)

    async def _retry_loop(self) -> None:
        delay = 0.25
        while True:
            await asyncio.sleep(delay)
            delay = min(5.0, delay * 2)
            try:
                await self.mgr.db(self.mgr.store.ping)
            except StoreError:
                continue
            async with self.lock:
                st, seq, finished = self.state, self.seq, self.finished
                try:
                    if st is not None and not self.finished:
                        if st.to_act == CHANCE:
                            await self._resolve_chance()
                        if self.state.is_over:
                            await self._finish()
                except Exception as exc:
                    log.warning("table %s: catching up after a failed write: %s", self.id, exc)
                    continue
                if self.seq != seq or self.finished != finished:
                    await self._broadcast()        # something was stored: show it
                self._kick_bots()
                return

    async def _apply_and_store(self, seat: int, action: Action) -> None:
        """Apply one action (a seat's, or a chance outcome with seat CHANCE) and store it with the
        chance it caused. Raises WebError: refused (nothing changed), or not stored (rebuilt)."""
        st = self.state
        sh = st.shuffler
        n0, d0 = len(sh.log), len(sh.draws_log)
        try:
            st.apply(action)
        except IllegalAction as exc:
            raise WebError(exc.reason, exc.law) from None
        except HoyleError as exc:
            raise WebError(str(exc)) from None
        shuffles = [[item_text(c) for c in o] for o in sh.log[n0:]]
        draws = list(sh.draws_log[d0:])
        try:
            await self.mgr.write(TableOp(self.id, partial(
                self.mgr.store.add_action_in, deal_id=self.deal_id, seq=self.seq + 1, seat=seat,
                action=st.format_action(action), shuffles=shuffles, draws=draws),
                "a", self.deal_number, self.seq + 1))
        except ActionConflict:   # another process stored an action first: take the stored deal
            at = self.seq
            self._restore()
            try:
                await self._sync()
            except StoreError:
                self._schedule_retry()
            await self._broadcast()
            self._kick_bots()
            raise WebError(f"stale action: the deal was at action {at} and another action "
                           f"was taken first; it is now at action {self.seq}; nothing was "
                           f"done", status=409) from None
        except Exception as exc:  # not stored: forget it, rebuild from what is stored
            log.error("table %s: cannot store action %s: %s", self.id, action, exc)
            self._restore()
            self._schedule_retry()
            raise WebError("the action could not be stored and was not taken; try again",
                           status=503) from None
        self.seq += 1
        self._deal.actions.append({"seq": self.seq, "seat": seat, "action": str(action),
                                   "shuffles": _stored(shuffles), "draws": _stored(draws)})

    async def _resolve_chance(self) -> None:
        """Draw, apply and store every chance turn due now (seat CHANCE in the store)."""
        st = self.state
        while st is not None and st is self.state and st.to_act == CHANCE:
            await self._apply_and_store(CHANCE, st.sample_chance())

    async def next_deal(self, seat: int | None) -> None:
        if seat is None:
            raise WebError("spectators cannot deal; take a seat first")
        async with self.lock:
            if not self.full and not self.score_only:
                raise WebError("every seat must be taken before the deal")
            if self.state is not None and not self.finished and self.state.is_over:
                await self._finish_or_refuse()   # its end first: never abandon a stored deal
            if self.state is not None and not self.finished:
                raise WebError("the deal is still in progress")
            await self._start_deal()
            await self._broadcast()
            self._kick_bots()

    # ----- bots ------------------------------------------------------------------------------
    def _kick_bots(self) -> None:
        st = self.state
        if st is None or self.finished or st.to_act not in self.bots:
            return
        if not self.drives:          # another process may drive them: ask for the lease
            self.mgr.cluster.want(self)
            return
        if self._bot_task is None or self._bot_task.done():
            self._bot_task = asyncio.get_running_loop().create_task(self._bot_loop())
            self.mgr._tasks.add(self._bot_task)
            self._bot_task.add_done_callback(self.mgr._tasks.discard)

    async def _bot_loop(self) -> None:
        while True:
            await asyncio.sleep(self.mgr.bot_delay)
            async with self.lock:
                st = self.state
                if st is None or self.finished or st.to_act not in self.bots or not self.drives:
                    return
                seat = st.to_act
                bot = self.bots[seat]
                if getattr(bot, "needs_state", False):
                    bot.bind(st)
                action = bot.choose(st.view(seat), st.legal_actions())
                try:
                    await self._act(seat, action, None, None)
                except WebError as exc:  # a bot that chose badly: log it, let it try again
                    if exc.status == 409:     # another process moved first: choose again
                        continue
                    log.error("table %s: bot at seat %s: %s", self.id, seat, exc.message)
                    if exc.status == 503:     # the database is down: wake again when it is back
                        self._schedule_retry()
                        return

    # ----- several processes: catching up with what another one stored ------------------------
    def notice(self, kind: str) -> None:
        """Another process committed a change of this table (``kind`` as in
        :class:`hoyle.store.TableOp`; ``"*"``: anything, after a lost connection): catch up
        soon. Notices that arrive while a catch-up runs are taken by one more round."""
        self._notices.add(kind)
        if self._catch_task is None or self._catch_task.done():
            self._catch_task = asyncio.get_running_loop().create_task(self._catch_loop())
            self.mgr._tasks.add(self._catch_task)
            self._catch_task.add_done_callback(self.mgr._tasks.discard)

    async def _catch_loop(self) -> None:
        delay = 0.25
        while self._notices:
            kinds, self._notices = self._notices, set()
            try:
                await self.catch_up(kinds)
                delay = 0.25
            except StoreError as exc:     # the database is away: try again shortly
                log.warning("table %s: cannot catch up now: %s", self.id, exc)
                self._notices |= kinds
                await asyncio.sleep(delay)
                delay = min(5.0, delay * 2)
            except Exception as exc:      # a stored deal that does not replay: logged, kept
                log.error("table %s: cannot catch up: %r", self.id, exc)
                return

    async def catch_up(self, kinds: set[str] | frozenset = frozenset("*")) -> None:
        """Read what other processes stored and apply it, then tell this process's watchers.
        Only new actions of the current deal: they are read and applied one by one; anything
        else (a deal started or finished, seats taken): the table is rebuilt from the store."""
        async with self.lock:
            seq, deal, finished = self.seq, self.deal_number, self.finished
            done = False
            if kinds <= {"a"} and self.state is not None and not self.finished \
                    and self.deal_id is not None:
                new = await self.mgr.db(self.mgr.store.actions_after, self.deal_id, self.seq)
                done = self._apply_stored(new)
            if not done:
                await self._sync()
            if (self.seq, self.deal_number, self.finished) != (seq, deal, finished) \
                    or "j" in kinds or not done:
                await self._broadcast()
            self._kick_bots()

    def _apply_stored(self, actions: list[dict]) -> bool:
        """Apply actions stored by another process to the deal in memory; False (nothing
        half-done: the caller rebuilds) if one does not simply follow (chance to replay)."""
        st = self.state
        for a in actions:
            if (a["seq"] != self.seq + 1 or a["shuffles"] or a["draws"]
                    or not _seat_may_act(st, a["seat"])):
                return False
            try:
                st.apply(st.parse_action(a["action"]))
            except HoyleError:
                return False
            self.seq += 1
            self._deal.actions.append(a)
        return True

    async def _sync(self) -> None:
        """Rebuild the table from the database as it is now (seats, carried context, totals,
        the latest deal with its actions). Raises StoreError while it is unavailable."""
        row = await self.mgr.db(self.mgr.store.get_table, self.id)
        deal = await self.mgr.db(self.mgr.store.current_deal, self.id)
        if row is None:
            return
        match = self._new_match(row.players)
        if row.context:
            match.context = dict(row.context)
        match.totals = list(row.totals)
        self.row, self.match = row, match
        if deal is None:
            return
        self._rebuild(deal)
        self.deal_id, self.deal_number = deal.id, deal.number
        self.finished = deal.outcome is not None

    # ----- what each client sees ---------------------------------------------------------------
    def message(self, seat: int | None) -> dict:
        msg: dict[str, Any] = {
            "type": "state", "table": self.id,
            "game": {"slug": self.game.slug, "title": self.game.title,
                     "unit": getattr(self.game.state_cls, "unit", "chips"),
                     "layout": layout_for(self.game)},
            "seat": seat, "deal": self.deal_number, "seq": self.seq,
            "seats": self.seats_public(), "totals": self.settled_totals(),
            "running": self.running, "settlement": self.settlement_public(),
            "boards": None if self.boards is None else len(self.boards),
            "score_only": self.score_only}
        st = self.state
        if st is None:
            msg.update(waiting=True, to_act=None, over=False, view=None, log=[], text="")
            return msg
        self._name_players()
        view = st.view(seat)
        over = self.finished
        log_lines = self._log_for(seat)
        to_act = None if over else st.to_act
        if getattr(st, "any_seat", False) and not over:   # a score card: whoever is seated
            to_act = seat
        msg.update(waiting=False, to_act=to_act, over=over, view=view,
                   text=type(st).render_view(view), log=log_lines)
        names = getattr(st, "seat_names", None)      # how the game's views name the seats
        if isinstance(names, (list, tuple)) and len(names) == st.num_players and all(
                isinstance(x, str) for x in names):
            msg["seat_names"] = list(names)
        if over:
            msg["outcome"] = list(st.outcome())
            if seat is not None:      # records are for the seated players (their token)
                msg["record_url"] = f"/api/tables/{self.id}/deals/{self.deal_number}/record"
                if pbn_capable(self.game):
                    msg["pbn_url"] = f"/api/tables/{self.id}/deals/{self.deal_number}/pbn"
        elif seat is not None and _seat_may_act(st, seat):
            legal = st.legal_actions()
            own = getattr(st, "web_controls", None)     # a state that draws its own (a line to type)
            msg["controls"] = own(seat) if own is not None else controls_for(legal, st.format_action)
            # what each action takes (verb, argument kinds, ranges): the game's declaration
            msg["specs"] = [spec.to_json() for spec in st.action_specs()]
            if len(legal) <= MAX_LEGAL_LISTED:
                msg["legal"] = [st.format_action(a) for a in legal]
        return msg

    def _log_for(self, seat: int | None) -> list[str]:
        """The deal's log as ``seat`` may read it: the game's own entries for that seat
        (``state.log_for``), or, for a game that writes none, its actions with each card that
        the seat may not see now (``hidden_cards(seat)``) written "a card"."""
        st = self.state
        if st.log:
            return st.log_for(seat)[-MAX_LOG_LINES:]
        hidden = st.hidden_cards(seat)
        names = {s["seat"]: s["name"] or f"seat {s['seat']}" for s in self.seats_public()}
        out = []
        for who, a in st.history[-MAX_LOG_LINES:]:
            who_text = "chance" if who == CHANCE else f"seat {who} ({names.get(who, who)})"
            if not a.cards:
                out.append(f"{who_text}: {st.format_action(a)}")
                continue
            args = []
            for x in a.args:
                args.append("a card" if isinstance(x, Card) and x in hidden else str(x))
            out.append(f"{who_text}: {' '.join([a.verb, *args])}")
        return out

    #: seconds between presence broadcasts: connects and disconnects within one tick are told
    #: in one ``seats`` message per watcher (1,000 watchers opening cost O(n), not O(n^2))
    PRESENCE_TICK = 0.1

    async def attach(self, client: Client) -> None:
        async with self.lock:
            self.clients.add(client)
            client.push(self.message(client.seat), snapshot=True)
        self._presence_changed()

    async def detach(self, client: Client) -> None:
        self.clients.discard(client)
        if self.clients:
            self._presence_changed()

    def _presence_changed(self) -> None:
        if self._presence_task is None or self._presence_task.done():
            self._presence_task = asyncio.get_running_loop().create_task(self._presence())
            self.mgr._tasks.add(self._presence_task)
            self._presence_task.add_done_callback(self.mgr._tasks.discard)

    async def _presence(self) -> None:
        await asyncio.sleep(self.PRESENCE_TICK)
        if self.clients:
            await self._broadcast(seats_only=True)

    async def _broadcast(self, seats_only: bool = False, skip: Client | None = None) -> None:
        if seats_only:
            text = json.dumps({"type": "seats", "seats": self.seats_public()},
                              separators=(",", ":"))
            for c in list(self.clients):
                if c is not skip:
                    c.push(text)
        else:
            cache: dict[int | None, str] = {}
            for c in list(self.clients):
                if c.seat not in cache:
                    cache[c.seat] = json.dumps(self.message(c.seat), separators=(",", ":"))
                c.push(cache[c.seat], snapshot=True)
        for c in [c for c in self.clients if c.dead]:
            self.clients.discard(c)


def _seat_may_act(state, seat: Any) -> bool:
    """Whether ``seat`` may act now: the seat to act, or any seat of a state open to every
    seated player (``any_seat``: a score card, :mod:`hoyle.web.scoreonly`)."""
    if getattr(state, "any_seat", False) and state.to_act is not None:
        return type(seat) is int and 0 <= seat < state.num_players
    return state.to_act == seat


def _stored(value: Any) -> Any:
    """``value`` as the database gives it back (JSON: tuples become lists), so a deal rebuilt
    from memory is the deal rebuilt from the store."""
    return json.loads(json.dumps(value))


def _stored_chance(state) -> None:
    """Resolve the chance turns due in a deal stored before its game's chance was explicit: the
    throw is in the deal's stored draws (the rebuilt shuffler replays them)."""
    while state.to_act == CHANCE:
        state.apply(state.sample_chance())


def _trial_deal(game: GameInfo, players: int, rules) -> Any:
    """The table's match, after a throw-away deal (seeded shuffler, stored nowhere) has been
    started and its first legal actions listed under ``rules``: an option that passes its type
    and range check but that the game cannot deal with (blackjack's ``blackjack_pays`` "3:0")
    is refused here with the reason (WebError 400), before anything is stored."""
    from ..core.chance import SeededShuffler
    try:
        match = game.new_match(players, rules)
        state = game.new_deal(players, rules, SeededShuffler(0), dict(match.context))
        if state.to_act is not None and not state.is_over and state.to_act != CHANCE:
            state.legal_actions()
    except HoyleError as exc:
        raise WebError(f"these rules cannot deal {game.title}: {exc}") from None
    except Exception as exc:   # a game that cannot use the value: the same refusal
        log.warning("game %s: rules %s fail at the deal: %r", game.slug, rules.to_dict(), exc)
        raise WebError(f"these rules cannot deal {game.title}: {type(exc).__name__}: "
                       f"{str(exc)[:200]}") from None
    return match


class TableManager:
    """All tables of a server: creates, loads (rebuilding from the store) and finds them.

    Args:
        store: the database.
        shuffler_factory: makes the shuffler of each new deal (default: the OS CSPRNG).
        bot_delay: seconds a server bot waits before it acts (so people can follow).
        bot_seed: seeds the server bots (tests), or None.
        idle_unload: seconds after which a table nobody uses is dropped from memory (it is
            rebuilt from the store when it is next opened); None keeps every table loaded.
    """

    def __init__(self, store: Store, shuffler_factory: Callable[[], Shuffler] = SystemShuffler,
                 bot_delay: float = 0.6, bot_seed: int | None = None,
                 idle_unload: float | None = 900.0):
        if idle_unload is not None and idle_unload < 0:
            raise ValueError("idle_unload must be a number of seconds >= 0, or None")
        self.idle_unload = idle_unload
        self.store = store
        self.shuffler_factory = shuffler_factory
        self.bot_delay = bot_delay
        self.bot_seed = bot_seed
        self.inline_db = store.dialect == "sqlite"
        if not self.inline_db and sys.getswitchinterval() > 0.0005:
            # the database thread needs the GIL several times per commit; with the default
            # 5 ms switch interval each hand-over can wait that long behind the event loop
            sys.setswitchinterval(0.0005)
        self._batch: list[tuple[Callable, asyncio.Future]] = []
        self._writing = False
        self.executor = ThreadPoolExecutor(1 if store.dialect == "sqlite" else 4,
                                           thread_name_prefix="hoyle-db")
        self.live: dict[str, LiveTable] = {}
        self._load_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task] = set()
        self.act_times: deque[float] = deque(maxlen=200_000)   # seconds, receipt -> ack sent
        #: several processes on one PostgreSQL database: notices and bot leases (None: SQLite)
        self.cluster = None
        if store.shared:
            from .cluster import Cluster
            self.cluster = Cluster(self)

    def metrics(self) -> dict:
        """Server-side time of the last actions (checked, stored, acknowledged), in ms."""
        xs = sorted(self.act_times)
        def q(p):
            return round(xs[min(len(xs) - 1, int(p * len(xs)))] * 1000, 2) if xs else None
        return {"actions": len(xs), "p50_ms": q(.5), "p99_ms": q(.99), "max_ms": q(1.0),
                "tables_live": len(self.live),
                **({} if self.cluster is None else {
                    "listening": self.cluster.listening, "notices": self.cluster.notices,
                    "bot_leases": len(self.cluster.leased)})}

    async def db(self, fn, *args):
        """Run a store call. SQLite calls run inline: a local commit takes a fraction of a
        millisecond, and handing it to a thread costs more under load (each hand-over waits
        for the GIL, up to its 5 ms switch interval). A server database runs in a thread
        pool so its network round trips never stall the event loop."""
        if self.inline_db:
            return fn(*args)
        return await asyncio.get_running_loop().run_in_executor(self.executor, partial(fn, *args))

    async def write(self, op: Callable) -> Any:
        """Run ``op(conn)`` in a committed transaction; returns once it is committed.

        With a server database, writes that arrive while a commit is under way are grouped
        into the next transaction (group commit): one round trip and one disk flush for
        many actions, so the cost per action falls as the load rises.
        """
        if self.inline_db:
            ok, res = self.store.run_batch([op])[0]
            if not ok:
                raise res
            return res
        fut = asyncio.get_running_loop().create_future()
        self._batch.append((op, fut))
        if not self._writing:
            self._writing = True
            task = asyncio.get_running_loop().create_task(self._writer())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return await fut

    async def _writer(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._batch:
                batch, self._batch = self._batch, []
                try:
                    results = await loop.run_in_executor(
                        self.executor, self.store.run_batch, [op for op, _ in batch])
                except Exception as exc:   # the database is gone: every op fails
                    results = [(False, exc)] * len(batch)
                for (_, fut), (ok, res) in zip(batch, results):
                    if not fut.done():
                        fut.set_result(res) if ok else fut.set_exception(res)
        finally:
            self._writing = False

    async def startup(self) -> None:
        """Migrate the schema and resume every table whose deal was in progress."""
        await self.db(self.store.migrate)
        if self.cluster is not None:
            self.cluster.start()
        for tid in await self.db(self.store.tables_in_play):
            try:
                t = await self.get(tid)
            except WebError:      # logged; the other tables still resume
                continue
            if t is not None:
                async with t.lock:
                    t._kick_bots()
        if self.idle_unload is not None:
            task = asyncio.get_running_loop().create_task(self._sweep())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def unload_idle(self, max_idle: float | None = None) -> list[str]:
        """Drop from memory the tables idle for ``max_idle`` seconds (default ``idle_unload``);
        returns their ids. Everything of a table is in the store, so the next :meth:`get`
        rebuilds it; a table with a client, a bot due to act or a change under way stays."""
        limit = self.idle_unload if max_idle is None else max_idle
        if limit is None:
            return []
        now = time.monotonic()
        gone = [tid for tid, t in self.live.items() if t.idle and now - t.last_used >= limit]
        for tid in gone:
            del self.live[tid]
            if self.cluster is not None:
                self.cluster.release(tid)
        return gone

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(max(1.0, min(60.0, self.idle_unload / 2)))
            gone = self.unload_idle()
            if gone:
                log.info("unloaded %d idle table(s); %d in memory", len(gone), len(self.live))

    async def shutdown(self) -> None:
        if self.cluster is not None:
            await self.cluster.stop()
        for t in list(self._tasks):
            t.cancel()
        self.executor.shutdown(wait=True)
        self.store.dispose()

    async def get(self, table_id: str) -> LiveTable | None:
        """The table, loaded (and resumed from the store) if it is not in memory; None if
        there is no such table. Each call marks the table as used (see :meth:`unload_idle`)."""
        t = self.live.get(table_id)
        if t is not None:
            t.last_used = time.monotonic()
            return t
        if not isinstance(table_id, str) or not (1 <= len(table_id) <= 32):
            return None
        async with self._load_lock:
            t = self.live.get(table_id)
            if t is not None:
                return t
            if self.cluster is not None:     # notices that come while it loads are kept
                self.cluster.loading[table_id] = set()
            try:
                row = await self.db(self.store.get_table, table_id)
                if row is None:
                    return None
                try:
                    t = LiveTable(self, row)
                    await t.resume()
                except (HoyleError, StoreError) as exc:
                    log.error("table %s cannot be resumed: %s", table_id, exc)
                    raise WebError(f"this table cannot be opened now: {exc}",
                                   status=503) from None
                self.live[table_id] = t
            finally:
                missed = (self.cluster.loading.pop(table_id, set())
                          if self.cluster is not None else set())
            for kind in missed:
                t.notice(kind)
            return t

    async def create_table(self, spec: Any) -> LiveTable:
        """Create a table from ``{"game", "players", "rules", "seats", "name", "private",
        "pbn"}`` (validated: the rules must start a deal; WebError 400 and nothing stored
        otherwise).

        ``pbn``: the text of a PBN file (whist and bridge games): the table plays its boards
        one by one as plain deals, each with the hands and dealer given
        (:func:`pbn_boards`, which validates every board), and deals no further.

        ``seats``: one entry per seat, ``"human"`` or ``"bot"`` or ``"bot:NAME"`` or
        ``{"kind": "bot", "bot": NAME}``; missing seats are open to people. ``private``
        (default: true when a seat is human): not listed in the lobby, joined by its link.

        ``score_only`` (true; a game with a score card): no card is dealt; the table keeps the
        score card of deals played with a real pack (:mod:`hoyle.web.scoreonly`), begun at
        once, every seat a person's (no bots, no PBN), and as many seats as the card has.
        """
        if not isinstance(spec, dict):
            raise WebError("a table is described by a JSON object")
        score_only = spec.get("score_only", False)
        if not isinstance(score_only, bool):
            raise WebError("score_only is true (keep the score of deals played with a real "
                           "pack) or false")
        try:
            game = get_game(str(spec.get("game", "")))
            if score_only:
                game = score_only_game(game.slug)
        except HoyleError as exc:
            raise WebError(str(exc)) from None
        if score_only:
            if spec.get("pbn") is not None:
                raise WebError("a score-only table deals no cards, so it takes no PBN file")
            if any(s != "human" and not (isinstance(s, dict) and s.get("kind") == "human")
                   for s in (spec.get("seats") if isinstance(spec.get("seats"), list) else [])):
                raise WebError("a score-only table has no bots: every seat is a person's (the "
                               "cards are dealt and played at your own table)")
        players = spec.get("players", game.players)
        if type(players) is not int:
            raise WebError(f"players must be a whole number ({game.title}: "
                           f"{game.player_span()} players), not {json.dumps(players)[:20]}")
        if not game.min_players <= players <= game.max_players:
            raise WebError(f"{game.title} is played by {game.player_span()} players, "
                           f"not {str(players)[:20]}")
        rules_in = spec.get("rules") or {}
        if not isinstance(rules_in, dict):
            raise WebError("rules is an object of rule options")
        try:
            rules = game.make_rules(rules_in)
        except (RuleOptionError, HoyleError) as exc:
            raise WebError(str(exc)) from None
        seats_in = spec.get("seats") or []
        if not isinstance(seats_in, list) or len(seats_in) > players:
            raise WebError(f"seats is a list of at most {players} entries")
        seats = []
        for i in range(players):
            s = seats_in[i] if i < len(seats_in) else "human"
            if isinstance(s, str):
                kind, _, bot = s.partition(":")
                s = {"kind": kind, "bot": bot or None}
            if not isinstance(s, dict) or s.get("kind") not in ("human", "bot"):
                raise WebError(f"seat {i}: a seat is \"human\" or \"bot\"")
            if s["kind"] == "bot":
                bot = s.get("bot") or "bot"
                if not isinstance(bot, str):
                    raise WebError(f"seat {i}: a bot is named by text")
                try:
                    make_bot(bot, game, i)
                except HoyleError as exc:
                    raise WebError(f"seat {i}: {exc}") from None
                if bot == "ismcts" and "ismcts" not in game.bots:
                    why = ismcts_refusal(game, players, rules)
                    if why:
                        raise WebError(f"seat {i}: {why}")
                if bot in ("bot", "best"):
                    bot = next(iter(game.bots), "random")
                seats.append({"kind": "bot", "bot": bot})
            else:
                seats.append({"kind": "human"})
        name = spec.get("name") or game.title
        if not isinstance(name, str) or len(name) > 200:
            raise WebError("a table name is text of at most 200 characters")
        private = spec.get("private")
        if private is None:         # people's tables are theirs: joined by the link only
            private = any(s["kind"] == "human" for s in seats)
        if not isinstance(private, bool):
            raise WebError('private is true (joined by link only) or false (in the lobby)')
        match = _trial_deal(game, players, rules)
        boards = None
        if spec.get("pbn") is not None:
            boards = pbn_boards(game, players, rules, spec["pbn"])
            match = Match(game, players, rules)
        tid = await self.db(partial(self.store.create_table, game.slug, players, rules.to_dict(),
                                    seats, dict(match.context), name, listed=not private,
                                    boards=boards))
        t = await self.get(tid)
        async with t.lock:
            try:
                await t.maybe_start()
            except Exception as exc:
                if t.state is not None:       # the deal started (stored): the table stands
                    log.error("table %s: after the first deal started: %r", tid, exc)
                    return t
                # atomic: a table whose first deal cannot start leaves no row behind
                self.live.pop(tid, None)
                if self.cluster is not None:
                    self.cluster.release(tid)
                try:
                    await self.db(self.store.delete_table, tid)
                except StoreError as exc2:
                    log.error("table %s: cannot remove the table that did not start: %s", tid, exc2)
                if isinstance(exc, WebError):
                    raise
                log.error("table %s: the first deal cannot start: %r", tid, exc)
                raise WebError("the first deal could not start, so no table was made; try again",
                               status=503) from None
            t._kick_bots()
        return t

    async def join(self, table_id: str, seat: Any, name: Any) -> tuple[LiveTable, int, str]:
        """Take an open seat; returns (table, seat, token). The token is shown only now."""
        t = await self.get(table_id)
        if t is None:
            raise WebError("no such table", status=404)
        name = _clean_name(name)
        if seat is None:
            seat = next((s.seat for s in t.row.seats if s.is_open), None)
            if seat is None:
                raise WebError("every seat at this table is taken", status=409)
        if type(seat) is not int or not 0 <= seat < t.row.players:
            raise WebError(f"seat is a number from 0 to {t.row.players - 1}")
        token = secrets.token_urlsafe(32)
        th = hash_token(token)
        async with t.lock:
            if t.row.seats[seat].is_open:      # a pad's or a card's name: refused with the reason
                refusal = t.name_refusal(seat, name)
                if refusal is not None:
                    raise WebError(f"the name {name!r} cannot be used at this table: {refusal}")
            ok = await self.db(self.store.claim_seat, t.id, seat, name, th)
            if not ok:
                raise WebError(f"seat {seat} is not open", status=409)
            s = t.row.seats[seat]
            s.name, s.token_hash = name, th
            if self.cluster is not None and t.state is None:
                # others may have been seated by other processes: the last one seated starts
                row = await self.db(self.store.get_table, t.id)
                if row is not None:
                    t.row.seats = row.seats
                    s = t.row.seats[seat]
            if t.state is None:
                # atomic: a join whose first deal cannot start gives the seat back
                try:
                    await t.maybe_start()
                except Exception as exc:
                    if t.state is not None:   # the deal started (stored); a due chance turn
                        log.error("table %s: after the first deal started: %r", t.id, exc)
                        return t, seat, token   # is resolved on the next message
                    s.name, s.token_hash = None, None
                    try:
                        await self.db(self.store.release_seat, t.id, seat, th)
                    except StoreError as exc2:   # the claim stays; the token was never shown
                        log.error("table %s: cannot give seat %s back: %s", t.id, seat, exc2)
                        s.name, s.token_hash = name, th
                    if isinstance(exc, WebError):
                        raise
                    log.error("table %s: the first deal cannot start: %r", t.id, exc)
                    raise WebError("the first deal could not start; the seat is still open",
                                   status=503) from None
                await t._broadcast(seats_only=True)
                if t.state is not None:
                    await t._broadcast()
                    t._kick_bots()
            else:     # a pad or a score card names the seated players: its view changes too
                await t._broadcast(seats_only=not hasattr(t.state, "name_seats"))
        return t, seat, token
