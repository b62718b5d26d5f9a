"""A club table of four to six members and the candidates waiting for a place: the cut for
the table, for partners and the deal, cutting out at the end of each rubber, and who fills a
vacancy (the laws of forming the table).

Sources, and the law numbers each code gives them:

* English whist laws (seed 003; catalog 000_002_003.md §12, oracles O-003-19 and O-003-20):
  law 13 the ace is the lowest card in cutting; 14 all cut from one pack; 15 one who shows
  more than one card cuts again; 16 with more than
  four the cut selects the four lowest to play, who cut again for partners, the two lowest
  against the two highest, the lowest dealing; 17 a table is complete at six: of more than
  six candidates the two next lowest join it, and when one of the six retires the candidate
  who cut the next lowest card takes the place before any newcomer; 18-19 equal cards are cut
  again where they matter; 20 cutting out; 21 a candidate declares before anyone cuts; 23 one
  who leaves during a rubber may, with the other three's consent, name a substitute for it.
* The American laws of whist (seed 003; catalog 001_part2.md §17, laws 2-7): the same table
  (law 2, complete at six, the two lowest against the two highest, the lowest deals), equal
  intermediate cards cut again and the lower of the new cut partners the lowest (law 3), three
  equal as the English law 19 (law 4), after a game those who have played fewer games running
  keep their seats, ties cut (law 5), entry declared before anyone cuts (law 6), ace low,
  one pack and one who shows more than one card cuts again (law 7); the American game is settled game by game, so the table's "rubber" is a game.
* The American laws of (auction) bridge, 1913 (seed 001 part 1; catalog 001_part1.md §2.15):
  law 14 ace lowest, equal ranks go by suit, hearts lowest, then diamonds, clubs, spades; 15
  one pack; 16 of two or more cards shown the higher is the cut; 17 the lower cut plays first; 18 six make a full table; 19 partners and the deal;
  20 the right to a vacancy goes to the candidates in the order they declared it; 21 cutting
  out (as whist's law 20; its footnote sends the ties to law 14); 22 entry; 26 a substitute
  for the rest of a rubber, as whist's law 23.
  Straight bridge and vint take the bridge laws (001 part 1 §3.1; 001 part 5 §6).
* Foster's whist chapter (seed 001 part 1 "СРЕЗКА ПАРТНЕРОВ"; catalog 001_part1.md §5.6):
  at six no further cut is needed, those who sat out one rubber coming back for those who
  played two running; at five the three who stayed for the second rubber cut to let the
  fifth back, after the third the two who have not been out cut, after the fourth the one who
  played every rubber goes out without cutting, and then the table is usually formed afresh;
  in every case partners and the deal are cut once it is settled who plays.
* Vint (seed 001 part 5 "Раберы"; catalog 001_part5.md §6, law 6.11): after each rubber the
  partners change without cutting, so that in three rubbers each has partnered each
  (:func:`vint_partners`).

:class:`Cutting` is one cut of the pack among a group, carried on by re-cuts of equal cards
only where the tie decides something (EW laws 18-19, read in general: a tie between the two
highest of the four decides nothing and is not cut again; two lowest tied cut again for the
deal; three tied cut again and the new cut places them). :class:`ClubTable` runs the table
from rubber to rubber. Both are pure: every card is given (:meth:`Cutting.cut`), or drawn from
a :class:`~hoyle.core.chance.Shuffler` (:meth:`Cutting.draw`). Bad input (a card cut twice, a
member unknown, fewer than four candidates given) raises :class:`TableError` naming the law.

Our readings where the laws are silent: the dealer takes the seat the score card's deal
comes to, his partner opposite and the higher of the two adversaries on his left (law 16
gives him the choice of seats); four equal cards all cut again; the five-member table is
formed afresh when every member has sat out one rubber since it was formed (Foster's "then
the table is usually formed anew", after the five's rotation), the six-member table goes on
rotating by law 20.

Candidates beyond six and members who retire (EW law 17, bridge law 20). The candidates a cut
for the table leaves out, lowest card first, and then those who declare at a complete table, in
the order they declare, are the :attr:`ClubTable.reserve`; each vacancy goes to its first.
:meth:`ClubTable.leave` is a member retiring (or a candidate of the reserve withdrawing). Our
readings where the laws are silent: the American whist laws name no order for a vacancy, so
their tables follow the same reserve (arrival, then the cut, law 2); a member playing a rubber
retires at its end (a substitute for the rest of it, EW law 23 and bridge law 26, is a private
arrangement the score card does not keep: the member's side is scored as his); one who retires
after a rubber's end, before anyone has cut, retires at that end, the table settling who goes
out and who comes in again without him; before the first rubber the first of those sitting out
plays in his place (during the cut for the table, the table is formed again without him); the
successor joins the members sitting out and comes in by law 20 like them; a table of six whose
six sit out at once (four retiring together) is formed afresh; a member may not retire where
the table would be left with fewer than four. The settlement keeps a member who retired.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

from ..cards import Card, CardParseError, parse_card, standard_pack
from ..core.errors import SetupError

if TYPE_CHECKING:
    from ..core.chance import Shuffler

__all__ = ["TableError", "CutCode", "ENGLISH_WHIST", "AMERICAN_WHIST", "BRIDGE", "cut_key", "Cutting", "Partnership",
           "ClubTable", "vint_partners"]


class TableError(SetupError):
    """A cut or a table the laws do not allow (``reason`` one line, ``law`` the law)."""


@dataclass(frozen=True)
class CutCode:
    """How a code of laws cuts: ``ties`` is ``"recut"`` (equal ranks cut again, EW laws 18-19)
    or ``"suits"`` (equal ranks go by suit, hearts lowest, bridge law 14); ``laws`` names each
    law by what it governs (for the errors and the announcements)."""

    name: str
    ties: str
    laws: Mapping[str, str] = field(default_factory=dict)
    #: a player who shows more than one card: ``"again"`` cuts again (EW law 15, AW law 7),
    #: ``"higher"`` the higher card is his cut (bridge law 16)
    two_cards: str = "again"

    def law(self, what: str) -> str:
        return self.laws[what]


ENGLISH_WHIST = CutCode("English whist laws", "recut", {
    "ace": "EW law 13", "pack": "EW law 14", "table": "EW law 16", "partners": "EW law 16", "six": "EW law 17",
    "ties": "EW laws 18-19", "out": "EW law 20", "entry": "EW law 21", "once": "EW law 15",
    "succession": "EW law 17", "substitute": "EW law 23"})
AMERICAN_WHIST = CutCode("American laws of whist", "recut", {
    "ace": "AW law 7", "pack": "AW law 7", "table": "AW law 2", "partners": "AW law 2", "six": "AW law 2",
    "ties": "AW laws 3-4", "out": "AW law 5", "entry": "AW law 6", "once": "AW law 7",
    "succession": "AW law 2"})
BRIDGE = CutCode("laws of bridge", "suits", {
    "ace": "bridge law 14", "pack": "bridge law 15", "table": "bridge law 17", "six": "bridge law 18",
    "ties": "bridge law 14", "out": "bridge law 21", "entry": "bridge law 22", "partners": "bridge law 19",
    "once": "bridge law 16", "succession": "bridge law 20", "substitute": "bridge law 26"}, two_cards="higher")

#: suit order in cutting by the bridge laws (law 14): hearts, diamonds, clubs, spades
#: (hoyle's suit index: clubs 0, diamonds 1, hearts 2, spades 3)
_BRIDGE_SUIT = {2: 0, 1: 1, 0: 2, 3: 3}


def cut_key(card: Card, code: CutCode) -> tuple[int, ...]:
    """A cut card's place, lowest first: the ace lowest (EW law 13; bridge law 14), and by the
    bridge laws the suit after the rank (hearts lowest, spades highest)."""
    rank = 1 if card.rank == 14 else int(card.rank)
    if code.ties == "suits":
        return (rank, _BRIDGE_SUIT[int(card.suit)])     # type: ignore[arg-type]
    return (rank,)


def _card(text: Card | str, law: str) -> Card:
    if isinstance(text, Card):
        return text
    try:
        c = parse_card(str(text))
    except CardParseError as exc:
        raise TableError(f"{text!r} is not a card: {exc}", law) from None
    if c.rank == 15:
        raise TableError("a joker is not cut: the table cuts from a pack of 52", law)
    return c


class Cutting:
    """One cut among ``who`` (names), going on with re-cuts until it decides what it must.

    ``cuts`` are the places that must be decided: a cut at ``k`` separates the ``k`` lowest
    from the rest (the partner cut: 1, the dealer, and 2, the two lowest; the cut for the
    table: 4, the four who play). Equal cards straddling such a place cut again, and the new
    cut orders them among themselves only (EW laws 18-19); by the bridge laws equal ranks go by
    suit and no re-cut is ever needed (law 14).

    Attributes:
        order: the groups so far, lowest first, each a list of names whose cuts are equal
            (one name a group once decided).
        rounds: each round's cards, ``{name: card}``.
    """

    def __init__(self, who: Sequence[str], cuts: Sequence[int], code: CutCode, purpose: str,
                 law: str | None = None):
        self.who = tuple(who)
        self.law = law or code.law("table")
        self.cuts = tuple(sorted(set(cuts)))
        self.code = code
        self.purpose = purpose
        self.order: list[list[str]] = [list(self.who)]
        self.rounds: list[dict[str, Card]] = []

    def _groups(self) -> list[tuple[int, list[str]]]:
        out, pos = [], 0
        for g in self.order:
            out.append((pos, g))
            pos += len(g)
        return out

    @property
    def pending(self) -> tuple[str, ...]:
        """Who must cut now (all at first; then those whose equal cards decide something)."""
        if not self.rounds:
            return self.who
        out: list[str] = []
        for pos, g in self._groups():
            if len(g) > 1 and any(pos < k < pos + len(g) for k in self.cuts):
                out += g
        return tuple(out)

    @property
    def done(self) -> bool:
        return bool(self.rounds) and not self.pending

    def ranked(self) -> list[str]:
        """Everyone lowest first (within a group left tied, as named)."""
        return [n for g in self.order for n in g]

    def cut(self, cards: Mapping[str, Card | str]) -> dict[str, Card]:
        """One round: each pending player's card. Returns the cards as read.

        Raises:
            TableError: a player cuts who need not, one who must does not, a card is not a
                card, or two cut the same card (all cut from one pack: EW law 14, bridge law 15).
        """
        need = self.pending
        if not need:
            raise TableError(f"the cut {self.purpose} is decided: nobody cuts again", self.code.law("ties"))
        lowered = {n.lower(): n for n in need}
        got: dict[str, Card] = {}
        for name, text in cards.items():
            key = lowered.get(str(name).lower())
            if key is None:
                raise TableError(f"{name} does not cut {self.purpose} now (cutting: {', '.join(need)})",
                                 self.code.law("ties") if self.rounds else self.law)
            got[key] = _card(text, self.code.law("ace"))
        missing = [n for n in need if n not in got]
        if missing:
            raise TableError(f"{', '.join(missing)} must cut too (cutting {self.purpose}: {', '.join(need)})",
                             self.code.law("ties") if self.rounds else self.law)
        seen: dict[Card, str] = {}
        for n, c in got.items():
            if c in seen:
                raise TableError(f"{seen[c]} and {n} both cut {c}: everyone cuts from the same pack",
                                 self.code.law("pack"))
            seen[c] = n
        need_set = set(need)
        new: list[list[str]] = []
        for g in self.order:
            if not need_set.intersection(g):
                new.append(g)
                continue
            keys = sorted({cut_key(got[n], self.code) for n in g})
            new += [[n for n in g if cut_key(got[n], self.code) == k] for k in keys]
        self.order = new
        self.rounds.append(got)
        return got

    def draw(self, shuffler: "Shuffler") -> dict[str, Card]:
        """One round drawn: each pending player takes a card of a shuffled pack."""
        need = self.pending
        deck = shuffler.shuffle(list(standard_pack().cards))
        return self.cut({n: deck[i] for i, n in enumerate(need)})


@dataclass(frozen=True)
class Partnership:
    """Who plays a rubber: ``low`` (the two lowest, the dealer first) against ``high``."""

    low: tuple[str, str]
    high: tuple[str, str]

    @property
    def dealer(self) -> str:
        return self.low[0]

    def seats(self, dealer_seat: int = 3) -> list[str]:
        """The four at seats 0-3 (N E S W), the dealer at ``dealer_seat``, his partner
        opposite, the higher adversary on his left (our reading of law 16's choice of seats)."""
        out = [""] * 4
        d = dealer_seat % 4
        out[d], out[(d + 2) % 4] = self.low
        out[(d + 1) % 4], out[(d + 3) % 4] = self.high[1], self.high[0]
        return out

    def words(self) -> str:
        return (f"{self.low[0]} and {self.low[1]} against {self.high[0]} and {self.high[1]}; "
                f"{self.dealer} deals")


class ClubTable:
    """The members of one table, four to six, from rubber to rubber (module docstring).

    The table moves through phases: ``"table"`` (with more than four, cutting for who plays,
    EW law 16), ``"partners"`` (the four cut for partners and the deal), ``"playing"`` (a
    rubber in progress: :meth:`end_rubber` when it ends), ``"out"`` (cutting to go out, EW
    law 20). :attr:`cutting` is the cut in progress; :meth:`cut` and :meth:`draw` feed it.

    Attributes:
        members: the table's members, in the order given (first come, EW law 16), at most six.
        founders: the names the table was formed from, as given (what a replay starts from).
        playing: the four who play the rubber (in the order of the table cut).
        waiting: members sitting out, in their right to come back (law 17: the next lowest).
        reserve: candidates without a place, in their right to the next vacancy (EW law 17:
            the next lowest cut, then newcomers as they declare; bridge law 20).
        left: members who retired (:meth:`leave`), in order.
        leaving: members playing this rubber who retire at its end.
        partners: the rubber's :class:`Partnership` (``None`` until cut).
        streak: per member, the rubbers played running (law 20).
        rubbers: rubbers finished.
        said: what the table has announced, in order.
    """

    #: the most candidates a table is formed from (each cuts a card of one pack; our bound)
    MAX_CANDIDATES = 16

    def __init__(self, members: Sequence[str], code: CutCode = ENGLISH_WHIST, kind: str = "rubber"):
        names = [" ".join(str(m).split()) for m in members]
        self.code = code
        if not 4 <= len(names) <= self.MAX_CANDIDATES:
            raise TableError(f"a table is formed from four to {self.MAX_CANDIDATES} candidates (six play at "
                             f"most), not {len(names)}", code.law("six"))
        low = [n.lower() for n in names]
        twice = next((n for i, n in enumerate(names) if low[i] in low[:i] or not n), None)
        if twice is not None:
            raise TableError(f"each member once, by a name: {twice!r} is not", code.law("table"))
        self.founders: tuple[str, ...] = tuple(names)
        self._kind = kind                   # what the table's game settles: "rubber", or "game"
        self.members: list[str] = names
        self.streak: dict[str, int] = {n: 0 for n in names}
        self.rubbers = 0
        self.said: list[str] = []
        self.partners: Partnership | None = None
        self.playing: list[str] = []
        self.waiting: list[str] = []
        self.reserve: list[str] = []
        self.left: list[str] = []
        self.leaving: list[str] = []
        self.sat_out: set[str] = set()
        self.cutting: Cutting | None = None
        self.phase = ""
        self._going = 0
        self._sure_out: list[str] = []
        self._cut_begun = False             # a round cut since the rubber ended (or the table met)
        self._at_end: tuple[list[str], list[str], set[str]] | None = None   # playing, waiting, sat_out
        self._form()

    # ----- the phases --------------------------------------------------------------------------
    def _form(self) -> None:
        """Form the table: with more than four a cut for who plays (EW law 16), else the four
        cut for partners."""
        self.sat_out = set()
        self._at_end = None
        self.streak = {n: 0 for n in self.members}
        if len(self.members) > 4:
            self.phase = "table"
            more = len(self.members) > 6
            self.cutting = Cutting(self.members, [4, 6] if more else [4], self.code, "for the table")
            self._say(f"cut for the table: {', '.join(self.members)}; the four lowest play"
                      + (f", the next two join the table, complete at six ({self.code.law('succession')})"
                         if more else "") + f" ({self.code.law('table')})")
        else:
            self._seat(list(self.members), [])

    @property
    def everyone(self) -> list[str]:
        """The members and those who retired (each who may have played a rubber), in the
        order the table was given its names, then as they joined."""
        names = [*self.members, *self.left]
        out: list[str] = []
        for n in [*self.founders, *names]:
            if n in names and n not in out:
                out.append(n)
        return out

    def _seat(self, playing: list[str], waiting: list[str]) -> None:
        self.playing, self.waiting = playing, waiting
        self.phase = "partners"
        self.partners = None
        self.cutting = Cutting(playing, [1, 2], self.code, "for partners", self.code.law("partners"))
        if waiting:
            self._say(f"{', '.join(playing)} play, {', '.join(waiting)} "
                      f"{'sits' if len(waiting) == 1 else 'sit'} out")
        self._say(f"cut for partners: {', '.join(playing)}; the two lowest against the two highest, "
                  f"the lowest deals ({self.code.law('partners')})")

    def _say(self, text: str) -> None:
        self.said.append(text)

    def member(self, name: str) -> str:
        """The member so named (case not counted).

        Raises:
            TableError: no member has that name."""
        for m in self.members:
            if m.lower() == " ".join(str(name).split()).lower():
                return m
        raise TableError(f"{name!r} is not a member of the table ({', '.join(self.members)})",
                         self.code.law("table"))

    @property
    def pending(self) -> tuple[str, ...]:
        """Who must cut now (nobody while a rubber is played)."""
        return self.cutting.pending if self.cutting is not None else ()

    def cut(self, cards: Mapping[str, Card | str]) -> list[str]:
        """One round of the cut in progress; returns what it settled, in words.

        Raises:
            TableError: no cut is in progress (a rubber is being played), a name is not a
                member, or the cut is wrong (:meth:`Cutting.cut`)."""
        if self.cutting is None:
            raise TableError("nobody cuts while a rubber is played: the partners and the deal stay "
                             "until the rubber ends", self.code.law("out"))
        named = {self.member(n): c for n, c in cards.items()}
        self.cutting.cut(named)
        return self._advance()

    def draw(self, shuffler: "Shuffler") -> list[str]:
        """One round of the cut in progress, the cards drawn from ``shuffler``'s pack."""
        if self.cutting is None:
            raise TableError("nobody cuts while a rubber is played", self.code.law("out"))
        self.cutting.draw(shuffler)
        return self._advance()

    def _advance(self) -> list[str]:
        start = len(self.said)
        c = self.cutting
        assert c is not None
        self._cut_begun = True
        last = ", ".join(f"{n} {card}" for n, card in c.rounds[-1].items())
        self._say(f"cut {c.purpose}: {last}")
        if not c.done:
            self._say(f"equal cards: {', '.join(c.pending)} cut again ({self.code.law('ties')})")
            return self.said[start:]
        ranked = c.ranked()
        if self.phase == "table":
            if len(ranked) > 6:
                six = set(ranked[:6])
                self.members = [m for m in self.members if m in six]
                self.reserve = [*ranked[6:], *self.reserve]
                for n in ranked[6:]:
                    self.streak.pop(n, None)
                self._say(f"{', '.join(ranked[6:])} {'waits' if len(ranked) == 7 else 'wait'} for a place at "
                          f"the table, in that order ({self.code.law('succession')})")
            self._seat(ranked[:4], ranked[4:6])
        elif self.phase == "partners":
            self.partners = Partnership((ranked[0], ranked[1]), (ranked[2], ranked[3]))
            self.cutting, self.phase = None, "playing"
            self._cut_begun = False
            self.sat_out |= set(self.waiting)
            self._say("partners: " + self.partners.words())
        elif self.phase == "out":
            going = [*self._sure_out, *ranked[len(ranked) - self._going:]]
            self._say(f"{', '.join(going)} {'goes' if len(going) == 1 else 'go'} out")
            self._go_out(going)
        return self.said[start:]

    def end_rubber(self, kind: str = "rubber") -> list[str]:
        """The rubber is over: settle who goes out and who comes in (EW law 20; Foster's
        rotations at five and six), then the cut for partners. Members who said they retire
        (:meth:`leave`) leave first and the reserve fills their places (EW law 17). Returns
        what it settled. ``kind`` is what the table's game settles (``"game"`` under the
        American whist laws).

        Raises:
            TableError: no rubber is being played."""
        if self.phase != "playing":
            raise TableError("no rubber is being played: the table is cutting "
                             f"({', '.join(self.pending)} to cut)", self.code.law("out"))
        start = len(self.said)
        self.rubbers += 1
        self._kind = kind
        for n in self.members:
            self.streak[n] = self.streak[n] + 1 if n in self.playing else 0
        self._say(f"{kind} {self.rubbers} over")
        leavers, self.leaving = self.leaving, []
        for name in leavers:
            self._retire(name)
        self._at_end = (list(self.playing), list(self.waiting), set(self.sat_out))
        self._rotate()
        return self.said[start:]

    def _rotate(self) -> None:
        """After a rubber: law 20 says who goes out and who comes in."""
        if not self.waiting:
            self._seat(list(self.playing), [])
            return
        if len(self.members) == 5 and self.sat_out >= set(self.members):
            self._say("every member has sat out a rubber: the table is formed afresh (Foster, whist)")
            self._form()
            return
        if len(self.waiting) > 4:
            self._say(f"{', '.join(self.waiting)} all sat out: the table is formed afresh "
                      f"({self.code.law('table')})")
            self._form()
            return
        k = len(self.playing) + len(self.waiting) - 4       # of those who played, this many go out
        if k == 0:
            self._go_out([])
            return
        by = sorted(self.playing, key=lambda n: -self.streak[n])
        edge = self.streak[by[k - 1]]
        sure = [n for n in by if self.streak[n] > edge]
        tied = [n for n in by if self.streak[n] == edge]
        if len(sure) + len(tied) == k:
            self._say(f"{', '.join(sure + tied)} played the most rubbers running: out without cutting "
                      f"({self.code.law('out')})")
            self._go_out(sure + tied)
        else:
            self._going = k - len(sure)
            if sure:
                self._say(f"{', '.join(sure)} played the most rubbers running: out ({self.code.law('out')})")
            self._sure_out = sure
            self.phase = "out"
            self.cutting = Cutting(tied, [len(tied) - self._going], self.code, "to go out", self.code.law("out"))
            self._say(f"cut to go out: {', '.join(tied)}; the highest {'goes' if self._going == 1 else 'go'} "
                      f"out ({self.code.law('out')})")

    def _go_out(self, going: list[str]) -> None:
        coming = list(self.waiting)
        self._say(f"{', '.join(coming)} {'comes' if len(coming) == 1 else 'come'} in")
        playing = [n for n in self.playing if n not in going] + coming
        self._seat(playing, going)

    def _retire(self, name: str) -> None:
        """``name`` leaves the members; the first of the reserve takes the place and sits out."""
        self.members.remove(name)
        self.streak.pop(name, None)
        self.sat_out.discard(name)
        self.playing = [n for n in self.playing if n != name]
        self.waiting = [n for n in self.waiting if n != name]
        self.left.append(name)
        self._say(f"{name} retires from the table")
        x = self.reserve.pop(0) if self.reserve else None
        if x is not None:
            self.members.append(x)
            self.streak[x] = 0
            self.waiting.append(x)
            self._say(f"{x} takes the vacant place, first of those waiting for one "
                      f"({self.code.law('succession')})")
        self._at_end_follows(name, x)

    def _at_end_follows(self, gone: str | None, new: str | None) -> None:
        """Keep the last rubber's end (what :meth:`leave` settles again) in step with the members:
        ``gone`` retired, ``new`` joined those sitting out."""
        if self._at_end is None:
            return
        p, w, so = self._at_end
        self._at_end = ([n for n in p if n != gone], [n for n in w if n != gone] + ([new] if new else []),
                        so - {gone} if gone else so)

    def leave(self, name: str) -> list[str]:
        """A member retires from the table, or a candidate of the :attr:`reserve` withdraws.
        A member playing a rubber retires at its end; one sitting out, at once; between
        rubbers, before anyone cuts, as at the end of the last one (the module docstring's
        readings). The first of the reserve takes the vacant place (EW law 17, bridge law 20).
        Returns what the table said.

        Raises:
            TableError: nobody of that name, he retires already, a cut has begun, or the table
                would be left with fewer than four."""
        x = " ".join(str(name).split())
        start = len(self.said)
        for r in self.reserve:
            if r.lower() == x.lower():
                self.reserve.remove(r)
                self._say(f"{r} no longer waits for a place at the table")
                return self.said[start:]
        if not any(m.lower() == x.lower() for m in self.members):
            raise TableError(f"{x!r} is not a member of the table ({', '.join(self.members)})"
                             + (f" nor waiting for a place ({', '.join(self.reserve)})" if self.reserve else ""),
                             self.code.law("table"))
        m = self.member(x)
        if m in self.leaving:
            raise TableError(f"{m} retires already, when the rubber ends", self.code.law("succession"))
        if len(self.members) - len(self.leaving) + len(self.reserve) <= 4:
            raise TableError(f"{m} cannot retire: the table would be left with three (four play, and "
                             "nobody waits for a place)", self.code.law("table"))
        sub = self.code.laws.get("substitute")
        if self.phase == "playing" and m in self.playing:
            self.leaving.append(m)
            self._say(f"{m} retires when the {self._kind} ends"
                      + (f" (a substitute for the rest of it only with the other three's consent, {sub})"
                         if sub else ""))
            return self.said[start:]
        if m in self.waiting and self.phase in ("playing", "partners"):
            self._retire(m)                 # he sits out this rubber: he goes at once
            return self.said[start:]
        if self.cutting is not None and (self.cutting.rounds or (self._cut_begun and self._at_end is not None)):
            raise TableError(f"{m} cannot retire now: the cut {self.cutting.purpose} has begun (he may "
                             "retire when the next rubber ends)", self.code.law("entry"))
        if self.phase == "table":           # the table is being formed: it is formed again
            self._retire(m)
            self.waiting = []
            self._say(f"the table is formed again: {', '.join(self.members)}")
            self._form()
        elif self._at_end is None:          # before the first rubber: the first sitting out plays
            i = self.playing.index(m)
            self._retire(m)
            comer = self.waiting.pop(0)
            self.playing.insert(i, comer)
            self._say(f"{comer} plays in his place")
            self._seat(self.playing, self.waiting)
        else:                               # between rubbers: the last rubber's end settled again
            self._retire(m)
            self._settle_again(f"without {m}")
        return self.said[start:]

    def _settle_again(self, why: str) -> None:
        """Between rubbers, before anyone has cut: who goes out and who comes in is settled
        again from the last rubber's end (kept in step with every retirement and entry since)."""
        assert self._at_end is not None
        self.playing, self.waiting = list(self._at_end[0]), list(self._at_end[1])
        self.sat_out = set(self._at_end[2])
        self.cutting, self._going, self._sure_out = None, 0, []
        self._say(f"who goes out and who comes in is settled again {why} ({self.code.law('out')})")
        self._rotate()

    def enter(self, name: str) -> list[str]:
        """A candidate joins the table (EW law 21: declared before anyone cuts at the rubber's
        end). He waits to come in at the next rubber's end. At a table complete at six he
        waits for a place, after those the cut for the table left out (EW law 17; bridge law
        20: in the order of declaring).

        Raises:
            TableError: he is a member or waits already, or a cut has begun."""
        x = " ".join(str(name).split())
        if not x or x.lower() in {m.lower() for m in [*self.members, *self.reserve]}:
            raise TableError(f"{x!r} is a member already, or waits for a place (or no name)",
                             self.code.law("entry"))
        start = len(self.said)
        if len(self.members) >= 6 and self.phase != "table":
            self.reserve.append(x)
            self._say(f"{x} waits for a place: the table is complete at six, and a vacancy goes first to "
                      f"{', '.join(self.reserve[:-1]) + ', then to him' if len(self.reserve) > 1 else 'him'} "
                      f"({self.code.law('succession')})")
            return self.said[start:]
        if self.cutting is not None and (self.cutting.rounds or self._cut_begun):
            raise TableError(f"{x} comes too late: a candidate declares before anyone cuts",
                             self.code.law("entry"))
        if self.phase == "table" or (self.rubbers == 0 and self.phase != "playing"):
            if len(self.members) >= self.MAX_CANDIDATES:
                raise TableError(f"a table is formed from at most {self.MAX_CANDIDATES} candidates",
                                 self.code.law("six"))
            self.members.append(x)
            self._say(f"{x} enters the table ({self.code.law('entry')})")
            self._form()                    # the table is being formed: he cuts with the others
        else:
            self.members.append(x)
            self.streak[x] = 0
            self._say(f"{x} enters the table ({self.code.law('entry')})")
            self.waiting.append(x)          # he comes in at the end of a rubber (law 20)
            self._at_end_follows(None, x)
            if self.phase != "playing" and self._at_end is not None:
                self._settle_again(f"with {x}")     # declared at the rubber's end, before any cut
            else:
                self._say(f"{x} waits to come in when a rubber ends")
        return self.said[start:]

    def seats(self, dealer_seat: int = 3) -> list[str]:
        """The four at seats 0-3 for the rubber (:meth:`Partnership.seats`).

        Raises:
            TableError: partners are not cut yet."""
        if self.partners is None:
            raise TableError(f"the table has not cut for partners yet ({', '.join(self.pending)} to cut)",
                             self.code.law("table"))
        return self.partners.seats(dealer_seat)


def vint_partners(players: Sequence[str], rubber: int) -> tuple[tuple[str, str], tuple[str, str]]:
    """Vint's partners for rubber ``rubber`` (1-based) among the four ``players`` as the cut
    placed them, lowest first: the first rubber the two lowest against the two highest (the
    bridge law 19), then the partners change without cutting so that in three rubbers each
    has partnered each (001 part 5 §6, law 6.11): the lowest partners the second, then the
    third, then the fourth, and round again from the fourth rubber.

    Raises:
        TableError: not four players, or a rubber before the first."""
    p = list(players)
    if len(p) != 4 or len({x.lower() for x in p}) != 4:
        raise TableError(f"vint is played by four, each once, not {p!r}", "001 part 5 §6 (the table is complete at four)")
    if rubber < 1:
        raise TableError(f"the rubbers are counted from 1, not {rubber}", "001 part 5 §6, law 6.11")
    mate = 1 + (rubber - 1) % 3
    others = [x for i, x in enumerate(p[1:], 1) if i != mate]
    return (p[0], p[mate]), (others[0], others[1])
