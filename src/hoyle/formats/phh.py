"""PHH (the poker hand history format of PokerKit) import and export of poker deals.

A PHH file is TOML: the game's fields, then ``actions``, a list of strings in PHH's action
notation. Every game of the poker family is held: the draw, stud, brag and exchange engines
(:func:`phh_kind`). What hoyle reads and writes:

* ``variant``: PHH's own code where the hoyle game is one of PHH's variants -- ``'F7S'``
  (fixed-limit seven-card stud) for ``seven-card-stud`` under its ``casino`` rule option --
  and otherwise the *hoyle variant code* ``'hoyle/<slug>'`` (``'hoyle/draw-poker-foster'``,
  ``'hoyle/brag-single'``, ``'hoyle/whiskey-poker'``...), one for every registered game of the
  family. A hoyle code carries PHH's fields too, and two user-defined fields (PHH lets a
  file add fields whose names begin with ``_``): ``_hoyle_rules`` (the rule options) and ``_hoyle_context`` (the deal's match context: dealer, stacks, a carried
  jack-pot or pot...), each a JSON object in a string.
* ``antes`` (per player, p1 first: what each put up before the first action -- brag's
  dealer's ante, the three stakes of three-stake brag, the pool of the exchange games),
  ``blinds_or_straddles`` (draw), ``bring_in``, ``small_bet``, ``big_bet`` (fixed limits) or
  ``min_bet`` (spread limits: one chip; not written for the exchange games, which have no
  betting), ``starting_stacks``, ``seats`` (the hoyle seat + 1 of p1, p2, ...: p1 is the
  dealer's left) and ``finishing_stacks`` (a finished deal: the starting stack and the
  deal's outcome). The exchange games keep no stacks (chips are bought freely, seed 002 law
  5): their starting stacks are a nominal :data:`NOMINAL_STACK` each, and on import any
  starting stacks are taken as given.
* ``actions``: dealing ``d dh p1 AcKd7h`` (the cards each player is dealt, a street or a
  draw at a time; cards are a rank ``23456789TJQKA`` and a suit ``cdhs``; the joker is
  ``Jk``), ``d db 7c`` (stud with the pack short: a card to the middle for every hand; the
  brag dummy, dealt face up after the hands; the widow of the exchange games, written among
  the hands' lines just before the dealer's because it is dealt a card a round just before
  his, face down in whiskey poker until taken; spit in the ocean's widow card after the
  hands; stormy weather's table cards as ``d db .. # face down`` after the hands, where they
  are dealt; lowball's burnt card as ``d db Kc # burn``, where the draw begins, PHH having no
  burn). A run of dealing lines is read round by
  round, one card to each line in turn (a ``d db`` line after the hands' lines all at once).
  Players: ``p1 f`` (fold), ``p1 cc`` (check or call), ``p1 cbr 10`` (complete, bet or raise
  *to* 10 chips this interval), ``p1 pb`` (stand on the bring-in), ``p1 sd`` / ``p1 sd
  7h2c`` (stand pat / discard; in Foster's commerce ``p1 sd 7h`` is a card given up to buy
  the top card of the stock, the card bought its ``d dh`` line), ``p1 sm AcKd...`` (the hand
  shown at the showdown). An action PHH has no word for is the hoyle action itself after the
  player: ``p2 straddle``, ``p2 decline``, ``p3 jack``, ``p1 split Ts``, ``p2 expose Ah``,
  ``p2 turn-up``, ``p2 keep``; brag's ``p1 call`` / ``p1 bet 2`` / ``p1 raise 3`` / ``p1
  see`` under the round and bet-or-raise systems (each turn costs the stake standing, not an
  amount to match, so PHH's ``cc`` and ``cbr`` do not fit; ``f`` does), ``p1 split
  JhTs7h...`` (seven- and nine-card brag: the hands in order, best first, then the discard),
  ``p1 declare``, ``p1 exchange 4s2d`` (the card given, then the one taken), ``p1 pass``; the
  exchange games' ``p1 take``, ``p1 exchange 6c8c``, ``p1 pass``, ``p1 turn``, ``p1
  knock``, ``p1 barter 7h``, ``p2 return 9c``, ``p1 sail``. American brag's comparison of
  hands, which follows a call by itself, is a comment on the call: ``p5 cc # p4 and p5
  compare hands: p4 retires``. A dealing line after the pack was gathered and shuffled again
  (draw poker, Foster law 26, British law 41) carries the comment ``# reshuffle``.

Bouillotte and ambigu (the *dealt* engine, :class:`~hoyle.games.poker.dealt.DealtPokerState`,
whose seats are numbered in their order of play, to the right): ``hoyle/bouillotte`` writes
the dealer's blind in ``blinds_or_straddles`` and ``min_bet`` the blind; ``p1 straddle`` /
``p1 decline`` before the deal; the three cards each as ``d dh`` lines and the retourne as
``d db``; the betting as PHH's ``cc`` / ``cbr TO`` / ``f``, a holder of the word who declines
to raise writing ``cc``. ``hoyle/ambigu`` writes each player's blind in ``antes``, the draws
as ``sd`` (content) or ``sd CARDS`` (the discards; the cards drawn follow as ``d dh``) and
the declarations as ``p1 play`` / ``p1 pass`` / ``p1 keep`` / ``p1 redeal``. Ambigu shuffles
the pack more than once in a deal (the rest of the pack before the second deal; the
discards when the pack runs out), which PHH cannot say, so hoyle extends its dealing
notation with one line, **``d sh stock``** (the undealt cards are gathered, shuffled and cut)
or **``d sh discards``** (the discards are gathered, shuffled and cut to make a new pack):
the ``d dh`` lines after it deal from the new order, read round by round as before. A reader
must start a new pack order at each ``d sh`` line; without it the cards cannot be replayed.
On import every run of dealing lines is checked against where the laws deal the cards.

Import (:func:`to_state`) rebuilds the pack from the dealing lines (a hoyle deal goes one
card at a time from the dealer's left, so the cards of one street's lines are read round by
round) and replays every action through the laws; a line that is not a legal action then is
refused with its number. F7S files written by PokerKit replay as ``seven-card-stud`` with
``casino`` on and the file's ante, bring-in and bets (four bets an interval, PokerKit's cap).

Not carried: referee rulings (misdeals and other irregularities; PHH has no notation for
them) -- :func:`from_state` refuses such a deal.

Errors: :class:`PHHError` (a ValueError) names the field or the action line that is wrong.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..cards import JOKER, Card, card as make_card

__all__ = ["PHHError", "phh_kind", "variant_code", "from_state", "to_state", "dumps", "loads",
           "read_phh_file", "phh_card", "parse_phh_cards", "HOYLE_PREFIX"]

HOYLE_PREFIX = "hoyle/"
_RANKS = "23456789TJQKA"
_SUITS = "cdhs"                       # hoyle's suit order: clubs, diamonds, hearts, spades
MAX_PHH_BYTES = 1_000_000


class PHHError(ValueError):
    """Malformed or unplayable PHH; the message names the field or action line."""


# ----------------------------------------------------------------------------- cards
def phh_card(c: Card) -> str:
    """A card in PHH notation: ``'Ac'``, ``'Td'``; the joker ``'Jk'``."""
    if int(c) == int(JOKER):
        return "Jk"
    return _RANKS[c.rank - 2] + _SUITS[int(c) & 3]


def parse_phh_cards(text: str, where: str = "cards") -> list[Card]:
    """Cards written together (``'AcKd7h'``). Raises PHHError (``??``: unknown cards)."""
    t = text.strip()
    if len(t) % 2:
        raise PHHError(f"{where}: {text!r} is not PHH cards (a rank and a suit each, e.g. AcKd)")
    out = []
    for i in range(0, len(t), 2):
        tok = t[i:i + 2]
        if tok == "Jk":
            out.append(JOKER)
            continue
        if tok == "??":
            raise PHHError(f"{where}: unknown cards (??) cannot be replayed: hoyle needs every "
                           "card dealt")
        r, s = tok[0].upper(), tok[1].lower()
        if r not in _RANKS or s not in _SUITS:
            raise PHHError(f"{where}: {tok!r} is not a PHH card (rank 23456789TJQKA, suit cdhs)")
        out.append(make_card(_RANKS.index(r) + 2, _SUITS.index(s)))
    return out


def _cards(cs) -> str:
    return "".join(phh_card(c) for c in cs)


# ----------------------------------------------------------------------------- TOML
def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)      # a TOML basic string
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(x)}" for k, x in v.items()) + "}"
    raise PHHError(f"{v!r} has no TOML form")


def _toml_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k)


def dumps(fields: dict[str, Any]) -> str:
    """PHH text (TOML) of ``fields``; ``actions`` one to a line."""
    lines = []
    for k, v in fields.items():
        if k == "actions":
            lines.append("actions = [")
            lines.extend(f"  {_toml_value(a)}," for a in v)
            lines.append("]")
        else:
            lines.append(f"{_toml_key(k)} = {_toml_value(v)}")
    return "\n".join(lines) + "\n"


def loads(text: str) -> dict[str, Any]:
    """The fields of PHH text. Raises PHHError (not TOML, or no ``variant`` / ``actions``)."""
    try:
        fields = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHError(f"not TOML: {exc}") from None
    for name in ("variant", "actions", "starting_stacks"):
        if name not in fields:
            raise PHHError(f"the field {name!r} is missing (PHH requires it)")
    if not isinstance(fields["actions"], list) or not all(isinstance(a, str) for a in fields["actions"]):
        raise PHHError("actions must be a list of strings")
    return fields


def read_phh_file(path: Any) -> dict[str, Any]:
    """The fields of a PHH file. Raises PHHError (unreadable, oversized, not PHH)."""
    from pathlib import Path
    from ..core.errors import RecordError
    from ..core.record import read_text_file
    p = Path(path)
    try:
        text = read_text_file(p, MAX_PHH_BYTES, "a PHH hand history", encoding="utf-8-sig")
    except RecordError as exc:
        raise PHHError(str(exc)) from None
    return loads(text)


# ----------------------------------------------------------------------------- engines
def _engine(state_or_cls: Any) -> str | None:
    from ..games.poker import BragState, DealtPokerState, DrawPokerState, ExchangeGameState, StudState
    cls = state_or_cls if isinstance(state_or_cls, type) else type(state_or_cls)
    if issubclass(cls, DealtPokerState):
        return "dealt"
    if issubclass(cls, StudState):
        return "stud"
    if issubclass(cls, DrawPokerState):
        return "draw"
    if issubclass(cls, BragState):
        return "brag"
    if issubclass(cls, ExchangeGameState):
        return "exchange"
    return None


def phh_kind(info: Any) -> str | None:
    """``"draw"``, ``"stud"``, ``"brag"``, ``"exchange"`` or ``"dealt"`` (bouillotte, ambigu)
    for a registered game PHH holds (the five engines of the poker family), else None."""
    cls = getattr(info, "state_cls", None)
    return _engine(cls) if isinstance(cls, type) else None


def _is_f7s(slug: str, rules: Any) -> bool:
    return slug == "seven-card-stud" and bool(getattr(rules, "casino", False))


def variant_code(slug: str, rules: Any) -> str:
    """PHH's variant code of a game under ``rules``: ``'F7S'`` for seven-card stud under the
    casino option, else ``'hoyle/<slug>'``."""
    return "F7S" if _is_f7s(slug, rules) else HOYLE_PREFIX + slug


def _held(state: Any, s: int) -> list[Card]:
    if _engine(state) == "stud":
        return list(state.down[s]) + list(state.up[s])
    return list(state.hands[s])


def _round_state(state: Any, s: int) -> tuple[int, int]:
    """(chips committed by ``s`` this interval, chips put in this deal)."""
    if _engine(state) == "stud":
        rd = state.round
        return (rd.committed[s] if rd is not None else 0), state.paid[s]
    return state.inv[s], state.staked[s]


def _p(state: Any, s: int) -> str:
    n = state.num_players
    return f"p{(s - state.dealer - 1) % n + 1}"


def render(state: Any, seat: int, action: Any) -> str:
    """The PHH action line of ``action`` by ``seat`` in ``state`` (before it is applied)."""
    v = action.verb
    p = _p(state, seat)
    if v == "fold":
        return f"{p} f"
    if v == "check" and _engine(state) == "stud" and state.rules.casino and state.street == 0:
        rd = state.round
        if rd is not None and seat == state.opener and rd.complete is not None and rd.high < rd.complete:
            return f"{p} pb"
    if v in ("check", "call"):
        return f"{p} cc"
    if v in ("bet", "raise"):
        committed, paid = _round_state(state, seat)
        after = state.clone()
        after.apply(action)
        return f"{p} cbr {committed + _round_state(after, seat)[1] - paid}"
    if v == "stand":
        return f"{p} sd"
    if v == "discard":
        return f"{p} sd {_cards(action.args)}"
    if action.args and all(isinstance(a, Card) for a in action.args):
        return f"{p} {v} {_cards(action.args)}"
    args = " ".join(str(a) for a in action.args)
    return f"{p} {v}" + (f" {args}" if args else "")


def _deal_lines(before: list[list[Card]], state: Any, common_before: int,
                burned_before: int = 0, table_before: int = 0) -> list[str]:
    """The ``d dh`` lines of cards dealt since ``before`` (dealer's left first), and ``d db``
    for cards dealt to the middle."""
    n = state.num_players
    out = []
    for k in range(n):
        s = (state.dealer + 1 + k) % n
        seen = set(before[s])
        new = [c for c in _held(state, s) if c not in seen]
        if _engine(state) == "stud":   # streets dealt together (all in): in dealing order
            pos = {c: i for i, c in enumerate(state.shuffler.log[0])}
            new.sort(key=pos.__getitem__)
        if new:
            out.append(f"d dh {_p(state, s)} {_cards(new)}")
    common = getattr(state, "common", [])
    if len(common) > common_before:
        out.append(f"d db {_cards(common[common_before:])}")
    table = getattr(state, "table", ())
    if len(table) > table_before:
        # stormy weather's table cards (seed 004 §1.18.3), dealt face down after the hands and
        # turned later: written where they are dealt, so the pack's order reads back
        out.append(f"d db {_cards(table[table_before:])} # face down")
    burned = getattr(state, "burned", ())
    if len(burned) > burned_before:
        # lowball's burnt card (seed 004 §1.18.3): PHH has no burn, so it is written as a card
        # to the middle marked '# burn', which keeps the pack's order when it is read back
        out.append(f"d db {_cards(burned[burned_before:])} # burn")
    return out


def _snapshot(state: Any) -> tuple[list[list[Card]], int, int, int]:
    return ([_held(state, s) for s in range(state.num_players)], len(getattr(state, "common", [])),
            len(getattr(state, "burned", ())), len(getattr(state, "table", ())))


def _fresh(state: Any) -> Any:
    from ..core.chance import StackedShuffler
    if state.context.get("referee"):
        raise PHHError("this deal has referee rulings (a misdeal or another irregularity): PHH "
                       "has no notation for them")
    ctx = json.loads(json.dumps(state.context))
    return state.game.new_deal(state.num_players, rules=state.rules,
                               shuffler=StackedShuffler(state.shuffler.log), context=ctx)


def _starting(state: Any) -> list[int]:
    if _engine(state) == "stud":
        return [state.stack[s] + state.paid[s] for s in range(state.num_players)]
    return [state.stack[s] + state.staked[s] for s in range(state.num_players)]


def from_state(state: Any, **meta: Any) -> dict[str, Any]:
    """The PHH fields of a deal of a poker-family game (finished or not): the deal replayed
    from its start, each dealing and action written in PHH notation. ``meta``: optional PHH
    fields (``event``, ``hand``, ``players``...). Raises PHHError for another game or a deal
    with referee rulings."""
    if _engine(state) is None or not hasattr(state, "game"):
        raise PHHError(f"{getattr(getattr(state, 'game', None), 'slug', type(state).__name__)} "
                       "is not a game of the poker family: PHH cannot hold it")
    if _engine(state) in ("brag", "exchange"):
        return _from_small(state, **meta)
    if _engine(state) == "dealt":
        return _from_dealt(state, **meta)
    from ..core.chance import CHANCE
    cur = _fresh(state)
    n = state.num_players
    order = [(state.dealer + 1 + k) % n for k in range(n)]
    start = _starting(cur)
    if _engine(cur) == "stud":         # the antes: what was put up less the bring-in
        forced = [cur.paid[s] - (cur.round.committed[s] if cur.round is not None else 0) for s in range(n)]
    else:
        forced = [cur.staked[s] for s in range(n)]
    actions: list[str] = []
    snap = _snapshot(cur)
    empty: list[list[Card]] = [[] for _ in range(n)]
    actions.extend(_deal_lines(empty, cur, 0))
    for seat, a in state.history:
        if seat == CHANCE:
            raise PHHError("a chance action has no PHH notation")
        line = render(cur, seat, a)
        logs = len(cur.shuffler.log)
        cur.apply(a)
        actions.append(line)
        if len(cur.shuffler.log) > logs + 1:
            raise PHHError("the pack was gathered twice in one action: PHH cannot mark it")
        lines = _deal_lines(snap[0], cur, snap[1], snap[2], snap[3])
        if len(cur.shuffler.log) > logs:            # the pack was gathered and shuffled
            lines = _split_reshuffle(lines, set(cur.shuffler.log[-1]))
        actions.extend(lines)
        snap = _snapshot(cur)
    if cur.is_over:
        for s in order:
            if cur.shown[s] and not cur.folded[s]:
                actions.append(f"{_p(cur, s)} sm {_cards(_held(cur, s))}")
    r = state.rules
    slug = state.game.slug
    f: dict[str, Any] = {"variant": variant_code(slug, r)}
    if _engine(state) == "stud":
        antes = [forced[s] for s in order]
        f["antes"] = antes
        if r.casino:
            f["bring_in"] = r.bring_in
            f["small_bet"] = r.small_bet
            f["big_bet"] = r.big_bet
        else:
            f["min_bet"] = 1
    else:
        f["antes"] = [forced[s] if state.jack else 0 for s in order]
        f["blinds_or_straddles"] = [0 if state.jack else forced[s] for s in order]
        f["min_bet"] = 1
    _stacks_fields(f, state, order, start, actions)
    if not _is_f7s(slug, r):
        f["_hoyle_rules"] = json.dumps(r.to_dict(), sort_keys=True)
        f["_hoyle_context"] = json.dumps(state.context, sort_keys=True)
    for k, v in meta.items():
        if v is not None:
            f[k] = v
    return f


def _split_reshuffle(lines: list[str], new_pack: set[Card]) -> list[str]:
    """Mark the first card served from a freshly shuffled pack: its ``d dh`` line is split,
    the part after the shuffle carrying ``# reshuffle``."""
    out = []
    marked = False
    for line in lines:
        head, _, cards = line.rpartition(" ")
        cs = parse_phh_cards(cards)
        if marked or not line.startswith("d dh"):
            out.append(line)
            continue
        k = next((i for i, c in enumerate(cs) if c in new_pack), None)
        if k is None:
            out.append(line)
            continue
        if k:
            out.append(f"{head} {_cards(cs[:k])}")
        out.append(f"{head} {_cards(cs[k:])} # reshuffle")
        marked = True
    return out


# ----------------------------------------------------------------------------- import
class _PHHShuffler:
    """Gives each shuffle the cards the file deals from it on top (in dealing order), the
    rest beneath in pack order."""

    def __init__(self, segments: list[list[Card]]):
        from ..core.chance import Shuffler

        class _S(Shuffler):
            def _order(inner, cards: list) -> list:
                k = len(inner.log)
                seg = segments[k] if k < len(segments) else []
                have = set(cards)
                for c in seg:
                    if c not in have:
                        raise PHHError(f"the dealing lines deal {phh_card(c)} from the "
                                       f"{'pack' if k == 0 else 'pack gathered again'}, which "
                                       "does not hold it (a card dealt twice?)")
                taken = set(seg)
                if len(taken) < len(seg):
                    twice = next(c for c in seg if seg.count(c) > 1)
                    raise PHHError(f"the dealing lines deal {phh_card(twice)} twice from "
                                   "one pack (a card dealt twice?)")
                return list(seg) + [c for c in cards if c not in taken]

        self.shuffler = _S()


@dataclass
class _Line:
    index: int
    words: list[str]
    comment: str
    text: str


def _lines(actions: list[str]) -> list[_Line]:
    out = []
    for i, a in enumerate(actions, 1):
        text, _, comment = a.partition("#")
        out.append(_Line(i, text.split(), comment.strip(), a))
    return out


def _segments(lines: list[_Line], shuffle_lines: bool = False) -> list[list[Card]]:
    """The cards of each shuffle in dealing order: each run of dealing lines read round by
    round (one card to each line's player in turn), a ``# reshuffle`` line starting a new
    shuffle. A ``d db`` line between ``d dh`` lines is read in the rounds with them (the
    widow of the exchange games, dealt a card a round); after them, all at once. With
    ``shuffle_lines`` (the dealt engines: bouillotte, ambigu) a ``d sh ...`` line starts a new
    shuffle instead of the ``# reshuffle`` comment."""
    segs: list[list[Card]] = [[]]
    run: list[list[Card]] = []

    def flush() -> None:
        if run:
            for r in range(max(len(x) for x in run)):
                segs[-1].extend(x[r] for x in run if r < len(x))
            run.clear()

    for i, ln in enumerate(lines):
        w = ln.words
        if shuffle_lines and w[:2] == ["d", "sh"]:
            flush()
            segs.append([])
        elif w[:2] == ["d", "dh"] and len(w) == 4:
            if not shuffle_lines and "reshuffle" in ln.comment:
                flush()
                segs.append([])
            run.append(parse_phh_cards(w[3], f"action {ln.index}"))
        elif w[:2] == ["d", "db"] and len(w) == 3:
            nxt = lines[i + 1] if i + 1 < len(lines) else None
            cs = parse_phh_cards(w[2], f"action {ln.index}")
            if (run and nxt is not None and nxt.words[:2] == ["d", "dh"]
                    and "reshuffle" not in nxt.comment):
                run.append(cs)             # a widow dealt in rounds with the hands
            else:
                flush()
                segs[-1].extend(cs)
        elif w and w[0] == "d":
            raise PHHError(f"action {ln.index}: {ln.text!r} is not a dealing action (d dh pN "
                           "CARDS or d db CARDS)")
        else:
            flush()
    flush()
    return segs


def _int_list(fields: dict, name: str, n: int | None = None) -> list[int]:
    v = fields.get(name)
    if isinstance(v, int) and not isinstance(v, bool) and n is not None:
        return [v] * n
    if not isinstance(v, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise PHHError(f"{name} must be a list of whole chips")
    if n is not None and len(v) != n:
        raise PHHError(f"{name} has {len(v)} entries for {n} players")
    return list(v)


def _setup(fields: dict) -> tuple[Any, dict, dict, list[int]]:
    """(game, rules, context, seat of p1, p2, ...) of a PHH hand."""
    from ..core.errors import UnknownGame
    from ..core.registry import get_game
    variant = fields.get("variant")
    stacks = _int_list(fields, "starting_stacks")
    n = len(stacks)
    if n < 2:
        raise PHHError("starting_stacks: a hand needs two players or more")
    if "seats" in fields:
        seats = [x - 1 for x in _int_list(fields, "seats", n)]
        if sorted(seats) != list(range(n)) or any((seats[k] - seats[0]) % n != k for k in range(n)):
            raise PHHError(f"seats must be the players' seats 1 to {n} in order round the table")
    else:
        seats = list(range(n))
    dealer = (seats[0] - 1) % n
    if variant == "F7S":
        info = get_game("seven-card-stud")
        antes = _int_list(fields, "antes", n)
        if len(set(antes)) != 1:
            raise PHHError("antes: hoyle's casino seven-card stud has every player ante the same")
        try:
            rules = {"casino": True, "streets": "seven-card-last-down", "ante": antes[0],
                     "bring_in": int(fields["bring_in"]), "small_bet": int(fields["small_bet"]),
                     "big_bet": int(fields["big_bet"]), "max_raises": 3}
        except (KeyError, TypeError, ValueError):
            raise PHHError("F7S needs bring_in, small_bet and big_bet (whole chips)") from None
        by_seat = [0] * n
        for k, s in enumerate(seats):
            by_seat[s] = stacks[k]
        return info, rules, {"dealer": dealer, "stacks": by_seat}, seats
    if not isinstance(variant, str) or not variant.startswith(HOYLE_PREFIX):
        raise PHHError(f"variant {variant!r}: hoyle plays F7S (seven-card stud) of PHH's variants, "
                       f"and its own codes {HOYLE_PREFIX}<game>")
    try:
        info = get_game(variant[len(HOYLE_PREFIX):])
    except UnknownGame as exc:
        raise PHHError(f"variant {variant!r}: {exc}") from None
    if phh_kind(info) is None:
        raise PHHError(f"variant {variant!r}: not a game of the poker family")
    try:
        rules = json.loads(fields.get("_hoyle_rules", "{}"))
        ctx = json.loads(fields.get("_hoyle_context", "{}"))
    except (TypeError, ValueError):
        raise PHHError("_hoyle_rules and _hoyle_context must be JSON objects in strings") from None
    if not isinstance(ctx, dict) or not isinstance(rules, dict):
        raise PHHError("_hoyle_rules and _hoyle_context must be JSON objects in strings")
    if ctx.get("dealer", n - 1) != dealer:
        raise PHHError(f"seats put the dealer at seat {dealer + 1}, the context at "
                       f"{ctx.get('dealer', n - 1) + 1}")
    return info, rules, ctx, seats


def to_state(fields: dict[str, Any]) -> Any:
    """Rebuild and replay a PHH hand (from :func:`loads`): the pack from its dealing lines,
    then every action through the laws. Returns the state (over, or where the file stops).

    Raises PHHError: an unknown variant, fields that do not fit, a line that is not the
    legal action of the player to act (the message gives its number), or finishing stacks
    that differ from the replay's."""
    info, rules, ctx, seats = _setup(fields)
    n = len(seats)
    lines = _lines(fields["actions"])
    if phh_kind(info) in ("brag", "exchange"):
        return _to_small(info, rules, ctx, seats, fields, lines)
    if phh_kind(info) == "dealt":
        return _to_dealt(info, rules, ctx, seats, fields, lines)
    segs = _segments(lines)
    sh = _PHHShuffler(segs).shuffler
    state = _new_deal(info, n, rules, sh, ctx)
    start = _starting(state)
    if [start[s] for s in seats] != fields["starting_stacks"]:
        raise PHHError(f"starting_stacks {fields['starting_stacks']} differ from the deal's "
                       f"{[start[s] for s in seats]}")
    for ln in lines:
        w = ln.words
        if not w or w[0] == "d":
            continue
        seat = _line_seat(ln, seats)
        if len(w) > 1 and w[1] == "sm":
            continue                    # hoyle shows every hand still in at the showdown
        _check_turn(state, ln, seat)
        want = " ".join(w)
        act = _match(state, seat, w, want)
        if act is None:
            raise PHHError(f"action {ln.index}: {ln.text!r} is not a legal action now (legal: "
                           + ", ".join(sorted({render(state, seat, a) for a in _cheap(state)})[:12]) + ")")
        _apply_line(state, ln, act)
    _check_finishing(state, fields, seats, start)
    return state


def _cheap(state: Any) -> list:
    return [a for a in state.legal_actions() if a.verb not in ("discard", "split")][:40]


def _match(state: Any, seat: int, w: list[str], want: str) -> Any:
    from ..core.actions import Action
    legal = state.legal_actions()
    if len(w) >= 2 and w[1] == "sd":
        if len(w) == 2:
            return next((a for a in legal if a.verb == "stand"), None)
        cs = parse_phh_cards(w[2], "sd")
        key = sorted(cs)
        for a in legal:
            if a.verb == "discard" and sorted(a.args) == key:
                return Action("discard", tuple(cs))
        return None
    if len(w) >= 2 and w[1] == "split":
        cs = parse_phh_cards(w[2], "split") if len(w) > 2 else []
        for a in legal:
            if a.verb == "split" and sorted(a.args) == sorted(cs):
                return Action("split", tuple(cs))
        return None
    if len(w) >= 2 and w[1] == "cbr":
        cands = [a for a in legal if a.verb in ("bet", "raise")]
    else:
        cands = [a for a in legal if a.verb not in ("bet", "raise", "discard", "split")]
    for a in cands:
        if render(state, seat, a) == want:
            return a
    return None


# ----------------------------------------------------------------------------- brag, exchange
NOMINAL_STACK = 100     # the exchange games keep no stacks: chips are bought freely (seed 002 law 5)


def _pack_left(state: Any) -> int:
    """Cards still undealt in the pack (brag's stock; the exchange games' stock)."""
    return len(state.stock) if _engine(state) == "brag" else len(state.ex.stock)


def _recipient(state: Any, c: Card) -> int | None:
    """The seat holding ``c`` (in hand or face up), or None for the dummy or the widow."""
    if _engine(state) == "brag":
        return next((s for s in range(state.num_players) if c in state.hand[s] or c in state.up[s]), None)
    return next((s for s in range(state.num_players) if c in state.ex.hands[s]), None)


def _small_deal_lines(state: Any, done: int) -> tuple[list[str], int]:
    """The dealing lines of the pack's cards ``done`` onwards that ``state`` has dealt, one
    line to each receiver in the order it first got a card (so read round by round they give
    the dealing order back), and the count dealt now."""
    order = state.shuffler.log[0]
    now = len(order) - _pack_left(state)
    got: dict[int | None, list[Card]] = {}
    for c in order[done:now]:
        got.setdefault(_recipient(state, c), []).append(c)
    lines = [f"d dh {_p(state, s)} {_cards(cs)}" if s is not None else f"d db {_cards(cs)}"
             for s, cs in got.items()]
    return lines, now


def _small_render(state: Any, seat: int, action: Any) -> str:
    """The PHH line of a brag or exchange game's action: PHH's words where a betting interval
    is dealt as poker's (``f``, ``cc``, ``cbr TO``) and for a card bought from the stock (``sd
    C``), else the hoyle action (``p2 knock``, ``p1 exchange AhKc``, ``p3 split ...``)."""
    v = action.verb
    p = _p(state, seat)
    if v == "fold":
        return f"{p} f"
    if _engine(state) == "brag" and state.round is not None and state.phase == "betting":
        if v in ("check", "call"):
            return f"{p} cc"
        if v in ("bet", "raise"):
            committed, paid = state.round.committed[seat], state.paid[seat]
            after = state.clone()
            after.apply(action)
            return f"{p} cbr {committed + after.paid[seat] - paid}"
    if v == "buy":
        return f"{p} sd {_cards(action.args)}"
    if action.args and all(isinstance(a, Card) for a in action.args):
        return f"{p} {v} {_cards(action.args)}"
    args = " ".join(str(a) for a in action.args)
    return f"{p} {v}" + (f" {args}" if args else "")


def _small_start(state: Any) -> tuple[list[int], list[int]]:
    """(starting stacks, chips put up before the first action) by seat."""
    n = state.num_players
    if _engine(state) == "brag":
        return [state.stack[s] + state.paid[s] for s in range(n)], list(state.paid)
    return [NOMINAL_STACK] * n, list(state.contrib)


def _compare_note(before: Any, after: Any) -> str:
    """American brag: the comment on a call that made two players compare hands."""
    if _engine(after) != "brag":
        return ""
    n = after.num_players
    for s in range(n):
        for t in after.seen_by[s] - before.seen_by[s]:
            if s < t:
                lost = [x for x in (s, t) if after.folded[x] and not before.folded[x]]
                return (f" # {_p(after, s)} and {_p(after, t)} compare hands: "
                        + (f"{_p(after, lost[0])} retires" if lost else "equal, both stay"))
    return ""


def _from_small(state: Any, **meta: Any) -> dict[str, Any]:
    from ..core.chance import CHANCE
    cur = _fresh(state)
    n = state.num_players
    order = [(state.dealer + 1 + k) % n for k in range(n)]
    start, forced = _small_start(cur)
    lines, done = _small_deal_lines(cur, 0)
    actions = list(lines)
    for seat, a in state.history:
        if seat == CHANCE:
            raise PHHError("a chance action has no PHH notation")
        line = _small_render(cur, seat, a)
        before = cur.clone() if _engine(cur) == "brag" and cur.rules.swap else cur
        cur.apply(a)
        actions.append(line + (_compare_note(before, cur) if before is not cur else ""))
        lines, done = _small_deal_lines(cur, done)
        actions.extend(lines)
    if len(cur.shuffler.log) != 1:
        raise PHHError("the pack was shuffled again during the deal: PHH cannot mark it")
    if _segments(_lines(actions))[0] != cur.shuffler.log[0][:done]:
        raise PHHError("the deal's cards cannot be written as dealing lines read round by round")
    if cur.is_over:
        for s in order:
            if _engine(cur) == "brag":
                if cur.shown[s] and not cur.folded[s]:
                    shown = [c for c in cur.hand[s] + cur.up[s] if c not in cur.discard[s]]
                    actions.append(f"{_p(cur, s)} sm {_cards(shown)}")
            else:
                actions.append(f"{_p(cur, s)} sm {_cards(cur.ex.hands[s])}")
    f: dict[str, Any] = {"variant": HOYLE_PREFIX + state.game.slug,
                         "antes": [forced[s] for s in order]}
    if _engine(state) == "brag":
        f["min_bet"] = 1
    _stacks_fields(f, state, order, start, actions)
    return _hoyle_fields(f, state, meta)


def _small_match(state: Any, seat: int, w: list[str], want: str) -> Any:
    from ..core.actions import Action
    verb = w[1] if len(w) > 1 else ""
    if verb == "split" and len(w) == 3:      # checked by the laws as it is applied
        return Action("split", tuple(parse_phh_cards(w[2], f"{w[0]} split")))
    group = {"f": ("fold",), "cc": ("check", "call"), "cbr": ("bet", "raise"),
             "sd": ("buy",)}.get(verb, (verb,))
    for a in state.legal_actions():
        if a.verb in group and _small_render(state, seat, a) == want:
            return a
    return None


def _to_small(info: Any, rules: dict, ctx: dict, seats: list[int], fields: dict,
              lines: list[_Line]) -> Any:
    n = len(seats)
    sh = _PHHShuffler(_segments(lines)).shuffler
    state = _new_deal(info, n, rules, sh, ctx)
    start = _int_list(fields, "starting_stacks", n)
    if _engine(state) == "brag":
        mine = _small_start(state)[0]
        if [mine[s] for s in seats] != start:
            raise PHHError(f"starting_stacks {start} differ from the deal's {[mine[s] for s in seats]}")
    by_seat = [0] * n
    for k, s in enumerate(seats):
        by_seat[s] = start[k]
    for ln in lines:
        w = ln.words
        if not w:
            continue
        if w[0] == "d":                 # the cards must have gone where the line says
            who = None
            if w[1] == "dh":
                m = re.fullmatch(r"p(\d+)", w[2])
                if not m or not 1 <= int(m.group(1)) <= n:
                    raise PHHError(f"action {ln.index}: {ln.text!r} deals to no player p1..p{n}")
                who = seats[int(m.group(1)) - 1]
            for c in parse_phh_cards(w[-1], f"action {ln.index}"):
                if _recipient(state, c) != who:
                    raise PHHError(f"action {ln.index}: {ln.text!r}: the laws deal {phh_card(c)} "
                                   "elsewhere (the dealing lines are out of the dealing order)")
            continue
        seat = _line_seat(ln, seats)
        if len(w) > 1 and w[1] == "sm":
            continue
        _check_turn(state, ln, seat)
        act = _small_match(state, seat, w, " ".join(w))
        if act is None:
            legal = [a for a in state.legal_actions() if a.verb != "split"][:40]
            raise PHHError(f"action {ln.index}: {ln.text!r} is not a legal action now (legal: "
                           + ", ".join(sorted({_small_render(state, seat, a) for a in legal})[:12]) + ")")
        _apply_line(state, ln, act)
    _check_finishing(state, fields, seats, by_seat)
    return state


@lru_cache(maxsize=None)
def _round_trip_games() -> tuple[str, ...]:
    from ..core.registry import all_games
    return tuple(g.slug for g in all_games() if phh_kind(g) is not None)


# ----------------------------------------------------------------------------- bouillotte, ambigu
#: what a ``d sh`` line may say was shuffled (hoyle's extension of PHH's dealing notation)
SHUFFLED = ("stock", "discards")


def _dealt_lines(state: Any, start: int, end: int) -> list[str]:
    """The dealing lines of ``state.dealt[start:end]``: at each shuffle of the pack after the
    first, the line ``d sh stock`` (the undealt cards shuffled and cut again) or ``d sh
    discards`` (the discards gathered, shuffled and cut); between them one ``d dh pN CARDS``
    line to each receiver in the order it first got a card (``d db CARDS`` for a card turned
    on the table), so that read round by round they give the dealing order back."""
    marks = dict(state.shuffles)
    out: list[str] = []
    chunk: list[tuple[int | None, Card]] = []

    def flush() -> None:
        got: dict[int | None, list[Card]] = {}
        for seat, c in chunk:
            got.setdefault(seat, []).append(c)
        out.extend(f"d dh {_p(state, seat)} {_cards(cs)}" if seat is not None else f"d db {_cards(cs)}"
                   for seat, cs in got.items())
        chunk.clear()

    for i in range(start, end):
        if i in marks:
            flush()
            out.append(f"d sh {marks[i]}")
        chunk.append(state.dealt[i])
    flush()
    return out


def _dealt_render(state: Any, seat: int, action: Any) -> str:
    """The PHH line of a bouillotte or ambigu action: ``f``, ``cc``, ``cbr TO`` in a betting
    interval (TO: the seat's whole stake in the interval after it), ``sd`` / ``sd CARDS`` for
    standing or discarding in a draw, else the hoyle action (``p2 straddle``, ``p1 play``)."""
    v = action.verb
    p = _p(state, seat)
    rd = state.round
    if v == "fold":
        return f"{p} f"
    if rd is not None and v in ("check", "call"):
        return f"{p} cc"
    if rd is not None and v in ("bet", "raise"):
        return f"{p} cbr {action.args[0] if v == 'bet' else rd.high + action.args[0]}"
    if v == "stand":
        return f"{p} sd"
    if v == "discard":
        return f"{p} sd {_cards(action.args)}"
    if action.args and all(isinstance(a, Card) for a in action.args):
        return f"{p} {v} {_cards(action.args)}"
    args = " ".join(str(a) for a in action.args)
    return f"{p} {v}" + (f" {args}" if args else "")


def _from_dealt(state: Any, **meta: Any) -> dict[str, Any]:
    from ..core.chance import CHANCE
    cur = _fresh(state)
    n = state.num_players
    order = [(state.dealer + 1 + k) % n for k in range(n)]
    forced = list(cur.paid)
    start = [cur.stack[s] + cur.paid[s] for s in range(n)]
    done = len(cur.dealt)
    actions = _dealt_lines(cur, 0, done)
    for seat, a in state.history:
        if seat == CHANCE:
            raise PHHError("a chance action has no PHH notation")
        actions.append(_dealt_render(cur, seat, a))
        cur.apply(a)
        actions.extend(_dealt_lines(cur, done, len(cur.dealt)))
        done = len(cur.dealt)
    got = _segments(_lines(actions), shuffle_lines=True)
    want: list[list] = [[]]
    marks = dict(cur.shuffles)
    for i, (_, c) in enumerate(cur.dealt):
        if i in marks:
            want.append([])
        want[-1].append(c)
    if [g for g in got] != want:
        raise PHHError("the deal's cards cannot be written as dealing lines read round by round")
    if cur.is_over:
        for s in order:
            if cur.shown[s]:
                actions.append(f"{_p(cur, s)} sm {_cards(cur.hand[s])}")
    f: dict[str, Any] = {"variant": HOYLE_PREFIX + state.game.slug}
    f[cur.phh_forced] = [forced[s] for s in order]
    f["min_bet"] = cur.phh_min_bet
    _stacks_fields(f, state, order, start, actions)
    return _hoyle_fields(f, state, meta)


def _to_dealt(info: Any, rules: dict, ctx: dict, seats: list[int], fields: dict,
              lines: list[_Line]) -> Any:
    n = len(seats)
    for ln in lines:
        w = ln.words
        if w[:2] == ["d", "sh"] and (len(w) != 3 or w[2] not in SHUFFLED):
            raise PHHError(f"action {ln.index}: {ln.text!r}: a shuffle line is 'd sh stock' or "
                           "'d sh discards'")
    sh = _PHHShuffler(_segments(lines, shuffle_lines=True)).shuffler
    state = _new_deal(info, n, rules, sh, ctx)
    start = _int_list(fields, "starting_stacks", n)
    mine = [state.stack[s] + state.paid[s] for s in range(n)]
    if [mine[s] for s in seats] != start:
        raise PHHError(f"starting_stacks {start} differ from the deal's {[mine[s] for s in seats]}")
    theirs: list[str] = []
    done = 0

    def dealing_agrees(where: str) -> None:
        nonlocal done
        mine_lines = _dealt_lines(state, done, len(state.dealt))
        done = len(state.dealt)
        if mine_lines != theirs:
            raise PHHError(f"{where}: the dealing lines {theirs} differ from where the laws deal "
                           f"the cards ({mine_lines}): a card to the wrong player, a shuffle line "
                           "out of place, or cards left over")
        theirs.clear()

    for ln in lines:
        w = ln.words
        if not w:
            continue
        if w[0] == "d":
            theirs.append(ln.text.partition("#")[0].strip())
            continue
        seat = _line_seat(ln, seats)
        dealing_agrees(f"before action {ln.index}")
        if len(w) > 1 and w[1] == "sm":
            continue
        _check_turn(state, ln, seat)
        want = " ".join(w)
        verb = w[1] if len(w) > 1 else ""
        group = {"f": ("fold",), "cc": ("check", "call"), "cbr": ("bet", "raise"),
                 "sd": ("stand", "discard")}.get(verb, (verb,))
        legal_now = state.legal_actions()
        if verb == "cbr" and len(w) == 3 and w[2].isdigit() and state.round is not None:
            to = int(w[2])      # the stake after it: bet TO, or raise by TO less the stake standing
            from ..core.actions import Action
            legal_now = [x for x in (Action("bet", (to,)), Action("raise", (to - state.round.high,)))
                         if x in legal_now]
        if verb == "sd" and len(w) == 3:       # the discards in the file's order (checked as applied)
            from ..core.actions import Action
            legal_now = [Action("discard", tuple(parse_phh_cards(w[2], f"action {ln.index}")))]
        act = next((a for a in legal_now
                    if a.verb in group and _dealt_render(state, seat, a) == want), None)
        if act is None:
            legal = state.legal_actions()[:40]
            raise PHHError(f"action {ln.index}: {ln.text!r} is not a legal action now (legal: "
                           + ", ".join(sorted({_dealt_render(state, seat, a) for a in legal})[:12]) + ")")
        _apply_line(state, ln, act)
    dealing_agrees("at the end")
    by_seat = [0] * n
    for k, s in enumerate(seats):
        by_seat[s] = start[k]
    _check_finishing(state, fields, seats, by_seat)
    return state


# ----- what the writers and readers share ---------------------------------------------------------
def _stacks_fields(f: dict[str, Any], state: Any, order: list[int], start: list[int],
                   actions: list[str]) -> None:
    """Set ``starting_stacks``, ``actions``, ``seats`` (1-based, in PHH order ``order``) and,
    once the deal is over, ``finishing_stacks`` (``start`` per seat plus the outcome)."""
    f["starting_stacks"] = [start[s] for s in order]
    f["actions"] = actions
    f["seats"] = [s + 1 for s in order]
    if state.is_over:
        out = state.outcome()
        f["finishing_stacks"] = [start[s] + out[s] for s in order]


def _hoyle_fields(f: dict[str, Any], state: Any, meta: dict[str, Any]) -> dict[str, Any]:
    """Add hoyle's rules and context (JSON) and the caller's ``meta`` fields (None left out)."""
    f["_hoyle_rules"] = json.dumps(state.rules.to_dict(), sort_keys=True)
    f["_hoyle_context"] = json.dumps(state.context, sort_keys=True)
    for k, v in meta.items():
        if v is not None:
            f[k] = v
    return f


def _new_deal(info: Any, n: int, rules: dict, sh: Any, ctx: dict) -> Any:
    """The game's deal for ``n`` seats dealt by ``sh``; PHHError when the laws refuse it."""
    from ..core.errors import HoyleError
    try:
        return info.new_deal(n, rules=rules, shuffler=sh, context=ctx)
    except (HoyleError, PHHError) as exc:
        raise PHHError(f"the deal cannot be set up: {exc}") from None


def _line_seat(ln: _Line, seats: list[int]) -> int:
    """The hoyle seat of a player line's ``pN``; PHHError when it names no player."""
    n = len(seats)
    m = re.fullmatch(r"p(\d+)", ln.words[0])
    if not m or not 1 <= int(m.group(1)) <= n:
        raise PHHError(f"action {ln.index}: {ln.text!r} does not start with a player p1..p{n} or d")
    return seats[int(m.group(1)) - 1]


def _check_turn(state: Any, ln: _Line, seat: int) -> None:
    """PHHError unless the deal goes on and ``seat`` is to act."""
    if state.is_over:
        raise PHHError(f"action {ln.index}: {ln.text!r} comes after the end of the deal")
    if state.to_act != seat:
        raise PHHError(f"action {ln.index}: {ln.text!r} is out of turn: "
                       f"{_p(state, state.to_act) if state.to_act is not None else 'nobody'} is to act")


def _apply_line(state: Any, ln: _Line, act: Any) -> None:
    """Apply the action read from ``ln``; the laws' refusal as a PHHError naming the line."""
    from ..core.errors import HoyleError
    try:
        state.apply(act)
    except HoyleError as exc:
        raise PHHError(f"action {ln.index}: {ln.text!r}: {exc}") from None


def _check_finishing(state: Any, fields: dict, seats: list[int], start: list[int]) -> None:
    """PHHError when the file's ``finishing_stacks`` differ from ``start`` (per hoyle seat)
    plus the replayed outcome (checked once the deal is over)."""
    if state.is_over and "finishing_stacks" in fields:
        out = state.outcome()
        fin = [start[s] + out[s] for s in seats]
        if fin != fields["finishing_stacks"]:
            raise PHHError(f"finishing_stacks {fields['finishing_stacks']} differ from the "
                           f"replay's {fin}")
