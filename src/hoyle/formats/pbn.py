"""PBN (Portable Bridge Notation, v2.1) import and export of deals, auctions and play.

What is read and written:

* tags ``[Name "value"]`` (Event, Site, Date, Board, Dealer, Vulnerable, Deal, Declarer,
  Contract, Result, Auction, Play, and any supplemental tag);
* ``Deal``: ``"N:AKQ.JT9.876.5432 ..."`` — the first hand's compass letter, then four
  hands clockwise, each ``spades.hearts.diamonds.clubs`` with ranks ``AKQJT98765432``;
* the ``Auction`` section (calls after the tag, ``Pass``, ``X``, ``XX``, ``1H`` ...);
* the ``Play`` section: one line per trick, the columns fixed by player starting with the
  ``Play`` tag's seat and going clockwise (``-`` = no card), ended by ``*``.

Whist has no contract: hoyle writes the supplemental tags ``Trump`` (``S``/``H``/``D``/``C``
or ``NT``), ``TrumpCard`` (the turned card) and ``Game`` (the registry slug); on reading, a
``Trump`` that is not the ``TrumpCard``'s suit is refused.

A deal played in a running game or rubber (the score before it: whist's points, bridge's trick
points below the line and games won) carries it in the supplemental tag ``HoyleContext``
(``score=0,3``; ``below=20,0;games=1,0``), so that a board replayed from the file is scored
as it was played; a board without it is scored from love.

Errors: :class:`PBNError` (a ValueError) names the tag or line that is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..cards import Card, card as make_card

__all__ = ["PBNError", "PBNGame", "parse_pbn", "format_deal", "parse_deal", "write_pbn",
           "from_whist_state", "to_whist_state", "from_bridge_state", "to_bridge_state", "COMPASS",
           "pbn_kind", "from_state", "to_state", "deal_order", "read_pbn_file"]

COMPASS = "NESW"
_RANKS = "23456789TJQKA"
_SUITS_PBN = "SHDC"                      # PBN hand order: spades, hearts, diamonds, clubs
_SUIT_INDEX = {"C": 0, "D": 1, "H": 2, "S": 3}


class PBNError(ValueError):
    """Malformed PBN; the message names the tag or line."""


@dataclass
class PBNGame:
    """One game (board) of a PBN file.

    Attributes:
        tags: every tag, name -> value, in file order.
        hands: the four hands by compass ``{"N": [...], "E": ..., "S": ..., "W": ...}``.
        auction: calls in order (``"1H"``, ``"Pass"``, ``"X"``...), from ``tags["Auction"]``.
        play: tricks, each ``{compass: card}`` (missing cards left out).
        notes: the ``Note`` tags (``"1:royal spades"``), referred to as ``=1=`` after a call.
    """

    tags: dict[str, str] = field(default_factory=dict)
    hands: dict[str, list[Card]] = field(default_factory=dict)
    auction: list[str] = field(default_factory=list)
    play: list[dict[str, Card]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _pbn_card(c: Card) -> str:
    return "SHDC"[3 - (int(c) & 3)] + _RANKS[int(c) >> 2]


def _parse_pbn_card(tok: str, where: str) -> Card:
    t = tok.strip().upper()
    if len(t) == 3 and t[1:] == "10":
        t = t[0] + "T"
    if len(t) != 2 or t[0] not in _SUIT_INDEX or t[1] not in _RANKS:
        raise PBNError(f"{where}: {tok!r} is not a PBN card (suit then rank, e.g. SK, H9, DT)")
    return make_card(_RANKS.index(t[1]) + 2, _SUIT_INDEX[t[0]])


def format_deal(hands: dict[str, list[int]], first: str = "N") -> str:
    """The ``Deal`` tag value for ``hands`` (by compass), starting with ``first``."""
    if first not in COMPASS:
        raise PBNError(f"{first!r} is not a compass seat (N, E, S, W)")
    out = []
    i = COMPASS.index(first)
    for k in range(4):
        seat = COMPASS[(i + k) % 4]
        cards = hands.get(seat)
        if cards is None:
            out.append("-")
            continue
        parts = []
        for s in _SUITS_PBN:
            si = _SUIT_INDEX[s]
            ranks = sorted((int(c) >> 2 for c in cards if int(c) & 3 == si), reverse=True)
            parts.append("".join(_RANKS[r] for r in ranks))
        out.append(".".join(parts))
    return f"{first}:" + " ".join(out)


def parse_deal(value: str) -> dict[str, list[Card]]:
    """Hands by compass from a ``Deal`` tag value. Raises PBNError."""
    m = re.fullmatch(r"\s*([NESWnesw]):(.*)", value or "")
    if not m:
        raise PBNError(f"Deal {value!r} does not start with a seat and a colon (e.g. 'N:')")
    first = m.group(1).upper()
    hands_txt = m.group(2).split()
    if len(hands_txt) != 4:
        raise PBNError(f"Deal {value!r} does not hold four hands")
    i = COMPASS.index(first)
    hands: dict[str, list[Card]] = {}
    seen: set[int] = set()
    for k, h in enumerate(hands_txt):
        seat = COMPASS[(i + k) % 4]
        if h == "-":
            continue
        suits = h.split(".")
        if len(suits) != 4:
            raise PBNError(f"Deal: hand {seat} {h!r} does not have four suits (S.H.D.C)")
        cards = []
        for s, ranks in zip(_SUITS_PBN, suits):
            for r in ranks.upper():
                if r not in _RANKS:
                    raise PBNError(f"Deal: hand {seat} has {r!r}, not a rank")
                c = make_card(_RANKS.index(r) + 2, _SUIT_INDEX[s])
                if int(c) in seen:
                    raise PBNError(f"Deal: {c} appears twice")
                seen.add(int(c))
                cards.append(c)
        hands[seat] = cards
    return hands


_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')


def parse_pbn(text: str) -> list[PBNGame]:
    """Parse PBN text into its games (boards). Raises PBNError for malformed input."""
    games: list[PBNGame] = []
    cur: PBNGame | None = None
    section: str | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("%"):
            if not line and cur is not None and cur.tags:
                section = None
            continue
        if line.startswith(";") or line.startswith("{"):
            continue
        m = _TAG.match(line)
        if m:
            name, value = m.group(1), m.group(2)
            if cur is None or (name == "Event" and cur.tags):
                cur = PBNGame()
                games.append(cur)
            if name == "Note":
                cur.notes.append(value)
                continue
            cur.tags[name] = value
            section = name if name in ("Auction", "Play") else None
            if name == "Deal":
                cur.hands = parse_deal(value)
            continue
        if line.startswith("["):
            raise PBNError(f"line {lineno}: malformed tag {line!r}")
        if cur is None or section is None:
            raise PBNError(f"line {lineno}: text outside a section: {line!r}")
        if section == "Auction":
            for t in line.split():
                if t in ("*", "+") or t.startswith("$"):
                    continue
                if t.startswith("=") and cur.auction:
                    cur.auction[-1] += " " + t          # a note on the call before it
                elif not t.startswith("="):
                    cur.auction.append(t)
            continue
        toks = [t for t in line.split() if not t.startswith("=") and not t.startswith("$")]
        if False:
            pass
        else:
            if toks == ["*"]:
                continue
            start = cur.tags.get("Play", "N").upper()
            if start not in COMPASS:
                raise PBNError(f"Play tag {start!r} is not a seat")
            i = COMPASS.index(start)
            trick: dict[str, Card] = {}
            for k, t in enumerate(t for t in toks if t != "*"):
                if k > 3:
                    raise PBNError(f"line {lineno}: more than four cards in a trick")
                if t == "-":
                    continue
                trick[COMPASS[(i + k) % 4]] = _parse_pbn_card(t, f"line {lineno}")
            cur.play.append(trick)
    return games


def write_pbn(game: PBNGame) -> str:
    """One game as PBN text (tags, then the Auction and Play sections)."""
    lines = []
    tags = dict(game.tags)
    if game.hands and "Deal" not in tags:
        tags["Deal"] = format_deal(game.hands, tags.get("Dealer", "N") or "N")
    for name, value in tags.items():
        if name in ("Auction", "Play"):
            continue
        lines.append(f'[{name} "{value}"]')
    if game.auction:
        lines.append(f'[Auction "{tags.get("Auction", tags.get("Dealer", "N"))}"]')
        for k in range(0, len(game.auction), 4):
            lines.append(" ".join(game.auction[k:k + 4]))
        for n in game.notes:
            lines.append(f'[Note "{n}"]')
    if game.play:
        start = tags.get("Play", "N")
        lines.append(f'[Play "{start}"]')
        i = COMPASS.index(start)
        for trick in game.play:
            cols = [trick.get(COMPASS[(i + k) % 4]) for k in range(4)]
            lines.append(" ".join(_pbn_card(c) if c is not None else "-" for c in cols))
        lines.append("*")
    return "\n".join(lines) + "\n"


# ----- whist states ----------------------------------------------------------------------
#: the deal context keys carried by the ``HoyleContext`` tag (the dealer has its own tag)
_CONTEXT_KEYS = ("score", "below", "games", "favourite")


def _context_tag(state: Any) -> str | None:
    """``HoyleContext`` of a state: its running score and the like, or None when it has none
    (a first deal)."""
    ctx = getattr(state, "context", None) or {}
    parts = []
    for k in _CONTEXT_KEYS:
        v = ctx.get(k)
        if v is None:
            continue
        vals = v if isinstance(v, (list, tuple)) else [v]
        if not all(type(x) is int for x in vals):
            continue
        if isinstance(v, (list, tuple)) and not any(vals) and k != "favourite":
            continue                              # love: the same as no tag
        parts.append(f"{k}={','.join(str(x) for x in vals)}")
    return ";".join(parts) or None


def _read_context(game: PBNGame) -> dict:
    """The deal context of a board's ``HoyleContext`` tag (``{}`` without it). Raises PBNError
    for a malformed one."""
    text = (game.tags.get("HoyleContext") or "").strip()
    out: dict = {}
    if not text:
        return out
    for part in text.split(";"):
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or key not in _CONTEXT_KEYS:
            raise PBNError(f"HoyleContext {text!r}: each part is KEY=N[,N] with KEY one of "
                           f"{', '.join(_CONTEXT_KEYS)}, not {part.strip()!r}")
        try:
            nums = [int(x) for x in value.split(",")]
        except ValueError:
            raise PBNError(f"HoyleContext {text!r}: {key} takes whole numbers, not {value.strip()!r}") from None
        out[key] = nums if key != "favourite" else nums[0]
    return out


def _new_deal(info: Any, game: PBNGame, deck: list[Card], dealer: int, rules: dict | None) -> Any:
    """A deal of ``info`` stacked with ``deck``, its dealer and the board's context."""
    from ..core.chance import StackedShuffler
    from ..core.errors import SetupError
    ctx = {"dealer": dealer, **_read_context(game)}
    try:
        return info.new_deal(rules=rules, shuffler=StackedShuffler([deck]), context=ctx)
    except SetupError as exc:
        if "context" in str(exc):
            raise PBNError(f"HoyleContext: {exc}") from None
        raise


def from_whist_state(state: Any, **tags: str) -> PBNGame:
    """A PBN game of a whist deal (``WhistState``): the deal as dealt, the play so far."""
    from ..games.whist import COMPASS as WC
    hands = {WC[i]: list(state.dealt[i]) for i in range(4)}
    g = PBNGame()
    g.tags.update({"Event": tags.pop("Event", "?"), "Site": "?", "Date": "?",
                   "Board": tags.pop("Board", "1"), "Dealer": WC[state.dealer],
                   "Vulnerable": "None", "Deal": format_deal(hands, WC[state.dealer]),
                   "Game": state.game.slug if getattr(state, "game", None) else "whist",
                   "Trump": "CDHS"[state.trump] if state.trump is not None else "NT"})
    if state.rules.trump_from == "turned" and state.turned is not None:
        g.tags["TrumpCard"] = _pbn_card(state.turned)
    ctx = _context_tag(state)
    if ctx:
        g.tags["HoyleContext"] = ctx
    g.tags.update(tags)
    g.hands = hands
    if state.tp.quitted or state.tp.trick:
        first_leader = state.tp.quitted[0][0] if state.tp.quitted else state.tp.leader
        g.tags["Play"] = WC[first_leader]
        tricks = [(ld, cards) for ld, cards, _ in state.tp.quitted]
        if state.tp.trick:
            tricks.append((state.tp.leader, tuple(state.tp.trick)))
        for ld, cards in tricks:
            g.play.append({WC[(ld + k) % 4]: c for k, c in enumerate(cards)})
    return g


def to_whist_state(game: PBNGame, slug: str | None = None, rules: dict | None = None) -> Any:
    """Rebuild a whist deal from PBN and replay its play, every card checked by the laws.

    Raises PBNError if the deal is incomplete, the trump is unknown, or a card of the play
    is not held or is illegal (the message gives the trick)."""
    from ..core.errors import ActionParseError, IllegalAction
    from ..core.registry import get_game
    from ..games.whist import COMPASS as WC
    g = get_game(slug or game.tags.get("Game") or "whist-english")
    deck, dealer = _whist_order(game)
    state = _new_deal(g, game, deck, dealer, rules)
    for t, trick in enumerate(game.play, 1):
        for _ in range(len(trick)):
            seat = WC[state.to_act]
            if seat not in trick:
                raise PBNError(f"trick {t}: no card for {seat}, whose turn it is")
            try:
                state.apply(f"play {trick[seat]}")
            except (IllegalAction, ActionParseError) as exc:
                raise PBNError(f"trick {t}: {seat} {trick[seat]}: {exc}") from None
    return state


def _whist_order(game: PBNGame) -> tuple[list[Card], int]:
    """(the pack in dealing order, the dealer's seat) of a whist deal: one card at a time from
    the dealer's left, the turned trump card (``TrumpCard``) dealt last."""
    from ..games.whist import COMPASS as WC, deck_for_hands
    if len(game.hands) != 4:
        raise PBNError("a whist deal needs all four hands")
    dealer = _dealer(game, WC)
    hands = [game.hands[s] for s in WC]
    tc = game.tags.get("TrumpCard")
    if not tc:
        raise PBNError("TrumpCard tag missing: whist needs the turned card")
    turned = _parse_pbn_card(tc, "TrumpCard")
    trump = (game.tags.get("Trump") or "").strip().upper()
    if trump and trump != "CDHS"[int(turned) & 3]:
        raise PBNError(f"Trump {trump!r} is not the suit of the TrumpCard {tc} (the turned card "
                       "makes the trump suit)")
    try:
        return deck_for_hands(hands, dealer, turned), dealer
    except ValueError as exc:
        raise PBNError(str(exc)) from None


def _dealer(game: PBNGame, compass: str) -> int:
    """The dealer's seat in ``compass`` order: the ``Dealer`` tag (mandatory in PBN); where it
    is missing, the duplicate convention by the ``Board`` number (board 1 North, 2 East, 3
    South, 4 West, and round again), the dealer PBN's own tools give a numbered board.

    Raises:
        PBNError: the tag names no seat, or it is missing and the board has no number."""
    d = (game.tags.get("Dealer") or "").strip().upper()
    if not d:
        board = (game.tags.get("Board") or "").strip()
        if not (board.isascii() and board.isdigit() and 0 < len(board) < 7 and int(board) > 0):
            raise PBNError("the Dealer tag is missing, and the Board tag gives no number to take it from "
                           "(board 1 North deals, 2 East, 3 South, 4 West): add [Dealer \"N\"] (N, E, S or W)")
        d = "NESW"[(int(board) - 1) % 4]
    if d not in compass:
        raise PBNError(f"Dealer {d!r} is not a seat (N, E, S, W)")
    return compass.index(d)


def _bridge_order(game: PBNGame) -> tuple[list[Card], int]:
    """(the pack in dealing order, the dealer's seat) of a bridge deal: one card at a time
    from the dealer's left."""
    from ..games.bridge import COMPASS as BC
    if len(game.hands) != 4 or any(len(h) != 13 for h in game.hands.values()):
        raise PBNError("a bridge deal needs all four hands of 13 cards")
    dealer = _dealer(game, BC)
    return [game.hands[BC[(dealer + 1 + j) % 4]][j // 4] for j in range(52)], dealer


# ----- any game PBN can hold -----------------------------------------------------------------
def pbn_kind(info: Any) -> str | None:
    """``"whist"`` or ``"bridge"`` for a registered game PBN can hold, else None.

    A game of the whist or bridge engine qualifies when four play and a deal survives the
    trip: a fresh deal written as PBN and dealt back from it gives the same four hands and
    the same dealer (so not, for instance, whisk's 12-card hands, dummy whist's three
    players, or a whist whose trump is bid rather than turned: PBN has no tag for it)."""
    from ..games.bridge import BridgeState
    from ..games.whist import WhistState
    cls = getattr(info, "state_cls", None)
    if not isinstance(cls, type):
        return None
    kind = "bridge" if issubclass(cls, BridgeState) else "whist" if issubclass(cls, WhistState) else None
    if kind is None or info.players != 4 or not _round_trips(info.slug, kind):
        return None
    return kind


@lru_cache(maxsize=None)
def _round_trips(slug: str, kind: str) -> bool:
    from ..core.chance import SeededShuffler
    from ..core.errors import HoyleError
    from ..core.registry import get_game
    info = get_game(slug)
    try:
        st = info.new_deal(shuffler=SeededShuffler(0))
        g = (from_whist_state if kind == "whist" else from_bridge_state)(st)
        (back_game,) = parse_pbn(write_pbn(g))
        back = (to_whist_state if kind == "whist" else to_bridge_state)(back_game, slug)
    except (HoyleError, ValueError, KeyError, IndexError, AttributeError):
        return False
    return ([sorted(h) for h in back.dealt] == [sorted(h) for h in st.dealt]
            and back.dealer == st.dealer)


def _kind_or_fail(info: Any, reading: bool = False) -> str:
    """The game's PBN engine; PBNError, worded for ``reading`` a file or writing one, for a
    game PBN cannot hold."""
    kind = pbn_kind(info)
    if kind is None:
        what = (f"a PBN file cannot be read as {info.slug}" if reading
                else f"{info.slug} cannot be written as PBN")
        raise PBNError(f"{what}: PBN holds the four hands of a whist or bridge deal (games of "
                       "the whist and bridge engines)")
    return kind


def from_state(state: Any, **tags: str) -> PBNGame:
    """A PBN game of any whist or bridge deal (:func:`from_whist_state` or
    :func:`from_bridge_state`, by the game's engine). Raises PBNError for another game."""
    kind = _kind_or_fail(state.game)
    return from_whist_state(state, **tags) if kind == "whist" else from_bridge_state(state, **tags)


def to_state(game: PBNGame, slug: str | None = None, rules: dict | None = None) -> Any:
    """Rebuild and replay a PBN game as the registered game ``slug`` (default: the ``Game``
    tag, else auction bridge: a PBN from elsewhere is a bridge deal). Raises PBNError (also for
    an unknown game or one PBN cannot hold)."""
    from ..core.errors import UnknownGame
    from ..core.registry import get_game
    name = slug or game.tags.get("Game") or "auction-bridge"
    try:
        info = get_game(name)
    except UnknownGame as exc:
        raise PBNError(f"Game {name!r}: {exc}") from None
    kind = _kind_or_fail(info, reading=True)
    return (to_whist_state if kind == "whist" else to_bridge_state)(game, info.slug, rules)


def deal_order(game: PBNGame, info: Any) -> tuple[list[Card], int]:
    """The pack in dealing order and the dealer's seat that deal ``game``'s hands at ``info``
    (a registered whist or bridge game), to stack a shuffler with. Raises PBNError."""
    return _whist_order(game) if _kind_or_fail(info, reading=True) == "whist" else _bridge_order(game)


#: the largest PBN file read (a match of some hundred boards is far smaller)
MAX_PBN_BYTES = 2_000_000


def read_pbn_file(path: Any) -> list[PBNGame]:
    """The games of a PBN file, at least one. Raises PBNError (an unreadable, oversized or
    empty file, or malformed PBN: the message names the tag or line)."""
    from pathlib import Path
    from ..core.errors import RecordError
    from ..core.record import read_text_file
    p = Path(path)
    try:
        text = read_text_file(p, MAX_PBN_BYTES, "a PBN file of deals", encoding="utf-8-sig")
    except RecordError as exc:
        raise PBNError(str(exc)) from None
    games = [g for g in parse_pbn(text) if g.tags]
    if not games:
        raise PBNError(f"{p} holds no PBN game (no tags such as [Deal \"N:...\"])")
    return games


# ----- bridge states -----------------------------------------------------------------------
_DENOM_PBN = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "royals": "S",
              "notrump": "NT", "nullo": "NT"}
_PBN_DENOM = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "notrump"}


def _call_to_pbn(action) -> tuple[str, str | None]:
    """A hoyle call as a PBN auction token, and a note for what PBN cannot say."""
    if action.verb == "pass":
        return "Pass", None
    if action.verb == "double":
        return "X", None
    if action.verb == "redouble":
        return "XX", None
    level, denom = action.args
    note = {"royals": "royal spades", "nullo": "nullo"}.get(denom)
    return f"{level}{_DENOM_PBN[denom]}", note


def from_bridge_state(state: Any, **tags: str) -> PBNGame:
    """A PBN game of a bridge deal (``BridgeState``): deal, auction (royal spades and nullo
    bids carry a PBN note), contract, declarer, result and play.

    Straight bridge has no auction: its calls go in the supplemental tag ``Calls``."""
    from ..games.bridge import COMPASS as BC
    hands = {BC[i]: list(state.dealt[i]) for i in range(4)}
    g = PBNGame()
    g.tags.update({"Event": tags.pop("Event", "?"), "Site": "?", "Date": "?", "Board": tags.pop("Board", "1"),
                   "Dealer": BC[state.dealer], "Vulnerable": "None", "Deal": format_deal(hands, BC[state.dealer]),
                   "Game": state.game.slug if getattr(state, "game", None) else "auction-bridge"})
    ctx = _context_tag(state)
    if ctx:
        g.tags["HoyleContext"] = ctx
    g.hands = hands
    if state.auction is not None:
        g.tags["Auction"] = BC[state.dealer]
        notes: list[str] = []
        for _, a in state.auction.calls:
            tok, note = _call_to_pbn(a)
            if note:
                if note not in notes:
                    notes.append(note)
                tok += f" ={notes.index(note) + 1}="
            g.auction.append(tok)
        g.notes = [f"{k}:{n}" for k, n in enumerate(notes, 1)]
    else:
        g.tags["Calls"] = "; ".join(str(a) for _, a in state.history if a.verb != "play")
    if state.contract is not None:
        level, denom = state.contract
        x = "X" * state.doubled if state.auction is not None else ""
        g.tags["Declarer"] = BC[state.declarer]
        g.tags["Contract"] = f"{level}{_DENOM_PBN[denom]}{x}"
        g.tags["Denomination"] = denom
    if state.tp is not None and (state.tp.quitted or state.tp.trick):
        first = state.tp.quitted[0][0] if state.tp.quitted else state.tp.leader
        g.tags["Play"] = BC[first]
        for ld, cards, _ in state.tp.quitted:
            g.play.append({BC[(ld + k) % 4]: c for k, c in enumerate(cards)})
        if state.tp.trick:
            g.play.append({BC[(state.tp.leader + k) % 4]: c for k, c in enumerate(state.tp.trick)})
        if state.tp.over:
            w = state.tp.won
            g.tags["Result"] = str(w[state.declarer] + w[(state.declarer + 2) % 4])
    g.tags.update(tags)
    return g


def to_bridge_state(game: PBNGame, slug: str | None = None, rules: dict | None = None) -> Any:
    """Rebuild a bridge deal from PBN: the deal, then every call and card, checked by the
    laws. Royal spades and nullo bids are read from the notes. Raises PBNError."""
    from ..core.actions import Action
    from ..core.errors import ActionParseError, IllegalAction
    from ..core.registry import get_game
    from ..games.bridge import COMPASS as BC
    deck, dealer = _bridge_order(game)
    g = get_game(slug or game.tags.get("Game") or "auction-bridge")
    state = _new_deal(g, game, deck, dealer, rules)
    notes = {}
    for v in game.notes:
        if ":" in v:
            n, text = v.split(":", 1)
            notes[n.strip()] = text.strip()
    calls: list[Action] = []
    if "Calls" in game.tags:
        try:                              # hoyle's own calls, in the game's notation
            calls = [state.parse_action(t) for t in game.tags["Calls"].split(";") if t.strip()]
        except ActionParseError as exc:
            raise PBNError(f"Calls: {exc}") from None
    else:
        for tok in game.auction:
            note = None
            m = re.fullmatch(r"(\S+?)(?:=(\d+)=)?", tok.replace(" ", ""))
            if m is None:
                raise PBNError(f"Auction: {tok!r} is not a call")
            tok, note = m.group(1), notes.get(m.group(2) or "")
            t = tok.upper()
            if t in ("PASS", "AP"):
                calls.append(Action("pass"))
            elif t == "X":
                calls.append(Action("double"))
            elif t == "XX":
                calls.append(Action("redouble"))
            else:
                mm = re.fullmatch(r"([1-7])(C|D|H|S|NT)", t)
                if not mm:
                    raise PBNError(f"Auction: {tok!r} is not a call")
                denom = _PBN_DENOM[mm.group(2)]
                if note and "royal" in note:
                    denom = "royals"
                elif note and "nullo" in note:
                    denom = "nullo"
                calls.append(Action("bid", (int(mm.group(1)), denom)))
    for i, a in enumerate(calls, 1):
        try:
            state.apply(a)
        except (IllegalAction, ActionParseError) as exc:
            raise PBNError(f"call {i} ({a}): {exc}") from None
    for t, trick in enumerate(game.play, 1):
        for _ in range(len(trick)):
            hand = BC[state.tp.turn]
            if hand not in trick:
                raise PBNError(f"trick {t}: no card for {hand}, whose turn it is")
            try:
                state.apply(f"play {trick[hand]}")
            except (IllegalAction, ActionParseError) as exc:
                raise PBNError(f"trick {t}: {hand} {trick[hand]}: {exc}") from None
    return state
