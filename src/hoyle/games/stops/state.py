"""One deal of a stops game: Commit, Pope Joan, Newmarket, Spin, Saratoga and Pochen on one engine
(Foster 1914, seed ``001_parts/001_part5.txt``: Коммит lines 1039-1059, Попа Иоанна 1080-1106,
Неймаркет 1107-1118, Спин 1119-1124, Саратога 1125-1127, Похен 1128-1149; catalog
``001_part5.md`` §8.8, §8.10-§8.14). The run of play, the layout of pools and the chips are
:mod:`hoyle.mechanics.stops`; each game is its rules' defaults (:mod:`.games`).

The play (lines 1049-1055, 1088-1091): the player to lead lays any card (Newmarket, Spin and
Saratoga: the lowest card he holds of the suit he chooses, lines 1113-1115) and, in the games
other than Pochen, goes on with every card he holds next above it in the suit; the next player
to the left holding the next card continues (each between "says no six": the log names the card
that stopped them); when nobody holds it (it lies in the stops, or the top of the suit was
reached) the run stops and the player of its last card starts a new one. Pochen (line 1145)
plays one card a turn, the next holder to the left continuing. The ace is below the two and not
above the king (Commit, line 1047; Pope Joan and Newmarket are played "as Commit", lines 1081,
1108); Pochen's short pack has the ace below the seven (our reading, below).

The chips (every move keeps ``sum(outcome) + house_take == 0``; house_take is what the layout
gained this deal, negative when more was won off it than put on):

* Commit (lines 1042, 1052-1059): each antes ``ante`` to the pool (our reading of "form a pool");
  a king played and a run opened with an ace win one from each player, the nine of diamonds
  played two from each (and, held at the end, it pays two to each); a player unable to continue
  in his turn may play it, and the next may go on with the original run or with the ten of
  diamonds; the first out takes the pool, and each king left in a hand pays one to each other.
* Pope Joan (lines 1085-1098): the dealer dresses the layout (1 on the ten, 2 the jack, 3 the
  queen, 4 the king, 5 the Pope); playing a layout card takes what is on it; the first out takes
  one a card from each other hand, and a layout card left in a hand doubles its pool (one in the
  stops leaves it undoubled).
* Newmarket and Spin (lines 1109-1118): the dealer names a stake (``stake``, four or more) and
  each player places that many on the four layout cards as he likes (``stake 4 0 0 0``); a layout
  card played takes its pool, one left in hand only leaves it to carry over; the first out takes
  one a card. Spin (lines 1119-1124): the holder of the ace of diamonds may play it just after a
  card he has played in sequence (``spin``): the run stops and he starts another. Saratoga
  (lines 1125-1127): each player stakes ``stake_each`` on every layout card.
* Pochen (lines 1128-1149): each puts one on each of the eight sections; the holders of the trump
  ace, king, queen, jack and ten, of the trump king and queen together, and of the best sequence
  of three or more show them and take those pools; then the betting on the centre (``bet N``,
  ``call``, ``pass``; no raising): the best pair, triplets or four of a kind among the bettor and
  those who called takes it; then the play, and the first out takes one a card from each hand.

Our readings where the book is unclear (each named in the game's notes and marks it partial):
the suit of Pope Joan's layout (diamonds, the Pope's suit; the option ``layout_suit``) and the
Pope itself (the seven of diamonds, or the nine: ``pope``); Newmarket's "but no seven of
diamonds": there is no Pope on the layout; Pochen's best sequence is the longest, then the one
with the higher top card, and an equal best leaves the pool; Pochen's deal is rounds of three
and two as long as every hand gets a whole round and one card is left to turn; a pair (or better)
is needed to bet, equal sets go to the first in the betting order, a bet nobody calls takes the
centre; the ace is low in Pochen too (below the seven); Commit with five deals nine each (the
book's usual), else as many as go round evenly; the hands left are shown at the end, and the
stops then turned up (they can be told from the rest).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from ...cards import Card, card, piquet_pack, standard_pack
from ...core import Action, Rules, option
from ...core.errors import SetupError
from ...mechanics.stops import ACE_LOW, ACE_LOW_SHORT, Chips, Run, SuitOrder, after_stop, pay_per_card
from .common import StopsDeal

__all__ = ["StopsRules", "StopsState", "POPE_JOAN_DEAL", "SOURCE", "deal_size", "compositions",
           "NINE_DIAMONDS", "ACE_DIAMONDS", "EIGHT_DIAMONDS", "TEN_DIAMONDS", "set_rank", "best_sequence"]

SOURCE = "Foster 1914, seed 001 part 5"

#: Pope Joan's table of cards each and cards left in the stock (seed line 1086-1087; catalog
#: §8.10 TEST ORACLE): players -> (cards each, stock)
POPE_JOAN_DEAL = {3: (15, 7), 4: (12, 4), 5: (9, 7), 6: (8, 4), 7: (7, 3), 8: (6, 4)}

NINE_DIAMONDS = card(9, 1)
TEN_DIAMONDS = card(10, 1)
EIGHT_DIAMONDS = card(8, 1)
ACE_DIAMONDS = card(14, 1)
SUIT_LETTERS = "CDHS"
RANK_WORDS = {14: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king"}
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def deal_size(pack: str, n: int) -> tuple[int, int]:
    """Cards each and cards left for ``n`` players: Pope Joan's table (52 cards, seed lines
    1086-1087); Commit's 51 dealt round evenly, nine each at five (seed lines 1044-1045); Pochen's
    32 in rounds of three and two while a whole round goes to every hand and a card is left to
    turn for trump (seed line 1131; our reading). Raises SetupError for a table it has no row
    for."""
    if pack == "52":
        if n not in POPE_JOAN_DEAL:
            raise SetupError(f"Pope Joan's table deals to 3 to 8 players, not {n} (seed line 1086)")
        return POPE_JOAN_DEAL[n]
    if pack == "51":
        each = 9 if n == 5 else 51 // n
        return each, 51 - each * n
    each = 0
    for step in itertools.cycle((3, 2)):
        if (each + step) * n > 31:
            break
        each += step
    return each, 32 - each * n


def compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way of placing ``total`` chips on ``parts`` sections, in order."""
    if parts == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total, -1, -1) for rest in compositions(total - k, parts - 1)]


def set_rank(hand: list[int]) -> tuple[int, int] | None:
    """Pochen's best set in a hand (seed lines 1140-1142): ``(size, rank)`` of its largest set
    of one rank (four of a kind beats triplets beats a pair; the higher rank, the ace high,
    breaks a tie of size), ``None`` without a pair."""
    best: tuple[int, int] | None = None
    for r in {Card(c).rank for c in hand}:
        k = sum(1 for c in hand if Card(c).rank == r)
        if k >= 2 and (best is None or (k, r) > best):
            best = (k, r)
    return best


def best_sequence(hand: list[int], order: SuitOrder) -> tuple[int, int, list[int]] | None:
    """The hand's longest run of three or more in one suit (seed line 1136), as ``(length, top
    place, cards)``; the longer wins, then the higher top (our reading of "highest and longest").
    ``None`` without one. Runs are in ``order`` with the ace high (the honour pools' order)."""
    high = SuitOrder(order.ranks[1:] + order.ranks[:1]) if order.ranks[0] == 14 else order
    best: tuple[int, int, list[int]] | None = None
    for suit in range(4):
        places = sorted(p for c in hand if c % 4 == suit for p in [high.place(c)] if p is not None)
        i = 0
        while i < len(places):
            j = i
            while j + 1 < len(places) and places[j + 1] == places[j] + 1:
                j += 1
            length = j - i + 1
            if length >= 3 and (best is None or (length, places[j]) > best[:2]):
                best = (length, places[j], [int(card(high.ranks[p], suit)) for p in places[i:j + 1]])
            i = j + 1
    return best


def _card_word(c: int) -> str:
    """A card in words (``queen of diamonds``): what a view names when the card may lie in a hand."""
    return Card(c).name


@dataclass(frozen=True)
class StopsRules(Rules):
    pack: str = option("52", "the pack: 52 cards, 51 without the eight of diamonds (Commit), or the 32 "
                       "of the short pack (Pochen)", f"{SOURCE}: Commit line 1042 (51), Pope Joan line "
                       "1084 (52), Pochen line 1129 (32)", choices=("52", "51", "32"))
    layout: str = option("none", "the layout: none (a pool), Pope Joan's five cards, Newmarket's four, "
                         "Pochen's eight sections", f"{SOURCE}: Commit line 1042, Pope Joan lines "
                         "1082-1083, Newmarket line 1109, Pochen line 1130",
                         choices=("none", "pope-joan", "newmarket", "pochen"))
    dressing: str = option("ante", "how the layout is staked: each antes to the pool, the dealer dresses "
                           "it (1 2 3 4 5), each places the dealer's stake as he likes, each stakes on "
                           "every card, one on each section", f"{SOURCE}: Commit line 1042; Pope Joan "
                           "line 1087; Newmarket lines 1110-1111; Saratoga line 1127; Pochen line 1131",
                           choices=("ante", "dealer", "choose", "each", "pochen"))
    ante: int = option(1, "Commit: chips each puts into the pool", f"our reading: {SOURCE} line 1043 "
                       "forms a pool without its size", minimum=1, maximum=100)
    stake: int = option(4, "Newmarket and Spin: the stake the dealer names, which each player places",
                        f"{SOURCE} line 1110: not less than four", minimum=4, maximum=8)
    stake_each: int = option(1, "Saratoga: what each player stakes on every layout card",
                             f"{SOURCE} line 1127: an agreed stake on each card", minimum=1, maximum=20)
    layout_suit: str = option("D", "Pope Joan: the suit of the ten, jack, queen and king of the layout",
                              f"our reading: {SOURCE} lines 1082-1083 take them from an old pack "
                              "without the suit (catalog §8.10 flags it); the Pope's suit",
                              choices=("C", "D", "H", "S"))
    pope: int = option(7, "Pope Joan: the Pope, the seven or the nine of diamonds",
                       f"{SOURCE} line 1087: the seven (or the nine) of diamonds", choices=(7, 9))
    unclaimed: str = option("carry", "a layout card left in a hand at the end: its pool doubles (Pope "
                            "Joan) or only carries over (Newmarket)", f"{SOURCE} lines 1096 (doubles), "
                            "1117 (carries)", choices=("double", "carry"))
    lead: str = option("any", "a new run starts with any card, or with the lowest card held of the "
                       "suit chosen (Newmarket)", f"{SOURCE} lines 1049, 1088 (any), 1113-1115 "
                       "(lowest)", choices=("any", "lowest"))
    continue_own: bool = option(True, "the player goes on with every card he holds next in sequence "
                                "(Commit, Pope Joan, Newmarket) or plays one a turn (Pochen)",
                                f"{SOURCE} lines 1050, 1088, 1114 (his own run); 1145 (each in turn)")
    commit: bool = option(False, "Commit's payments: the king and an ace opening win one from each, "
                          "the nine of diamonds two (and two to each if held), kings held pay one",
                          f"{SOURCE} lines 1052-1059")
    spin: bool = option(False, "Spin: the ace of diamonds, played with a card in sequence, stops the "
                        "run and its holder starts another", f"{SOURCE} lines 1119-1124")
    max_bet: int = option(5, "Pochen: the most a player may bet on his pair", f"our reading: {SOURCE} "
                          "line 1139 leaves the bet to the player", minimum=1, maximum=50)


def _check_rules(r: StopsRules) -> None:
    """Refuse options that make no game together (SetupError naming them)."""
    if (r.layout == "pochen") != (r.dressing == "pochen"):
        raise SetupError("Pochen's layout and its dressing (one on each section) go together (seed line 1131)")
    if r.layout == "pochen" and r.pack != "32":
        raise SetupError("Pochen is played with the 32 cards (seed line 1129)")
    if (r.layout == "none") != (r.dressing == "ante"):
        raise SetupError("without a layout the stakes are a pool each antes to (Commit, seed line 1043), and "
                         "a layout is dressed, not anted to")


LAYOUT_NAMES = {
    "pope-joan": ("ten", "jack", "queen", "king", "pope"),
    "newmarket": ("ace-hearts", "king-clubs", "queen-diamonds", "jack-spades"),
    "pochen": ("ace", "king", "queen", "jack", "ten", "marriage", "sequence", "pochen"),
    "none": ("pool",),
}


class StopsState(StopsDeal):
    """One deal of a stops game (module docstring). Seats 0..n-1; ``context["dealer"]``
    (default the last seat), ``context["pools"]`` (chips on each layout section carried in, in
    the order of :data:`LAYOUT_NAMES`).

    Actions: ``play C`` (a card), ``pass`` (Commit: not playing the nine of diamonds), ``spin``,
    ``stake a b ...`` (chips on each layout card, Newmarket and Spin), ``bet N``, ``call``
    (Pochen). Raises SetupError for a table the game has no deal for."""

    rules_cls = StopsRules
    unit = "chips"

    def __init__(self, num_players: int, rules: StopsRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r: StopsRules = self.rules
        _check_rules(r)
        self._seat(num_players)
        n = self.n
        self.order = ACE_LOW_SHORT if r.pack == "32" else ACE_LOW
        pack = list(piquet_pack()) if r.pack == "32" else [c for c in standard_pack()
                                                          if r.pack == "52" or c != EIGHT_DIAMONDS]
        self.each, left = deal_size(r.pack, n)
        if self.each < 1:
            raise SetupError(f"no deal for {n} players")
        deck = [int(c) for c in self.shuffler.shuffle([Card(c) for c in pack])]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for i in range(self.each * n):                       # one at a time from the dealer's left
            self.hands[(self.elder + i) % n].append(deck[i])
        self.stops: list[int] = deck[self.each * n:]
        self.trump_card: int | None = None
        if r.layout == "pochen":
            self.trump_card = self.stops[0]
        self.names = LAYOUT_NAMES[r.layout]
        carried = self._context_numbers("pools", [0] * len(self.names))
        self.chips = Chips(n, dict(zip(self.names, carried)))
        self.layout_cards = self._layout_cards()
        self.played: list[tuple[int, int]] = []              # (seat, card) in order
        self.run = Run(self.order)
        self.turn = self.elder
        self.walk: list[int] = []                             # seats still to be asked (Commit's nine)
        self.phase = "play"
        self.winner: int | None = None
        self.shown: dict[int, list[int]] = {}                 # cards shown to everyone (Pochen)
        self.events: list[str] = []
        self.staked: dict[int, tuple[int, ...]] = {}
        self.spin_open = False
        self.bet: tuple[int, int] | None = None               # (bettor, chips) on the centre
        self.callers: list[int] = []
        self.bet_order: list[int] = []
        self.over = False
        self._dress()

    # ----- the layout --------------------------------------------------------------------------
    def _layout_cards(self) -> dict[str, int]:
        r = self.rules
        if r.layout == "pope-joan":
            s = SUIT_LETTERS.index(r.layout_suit)
            return {"ten": int(card(10, s)), "jack": int(card(11, s)), "queen": int(card(12, s)),
                    "king": int(card(13, s)), "pope": int(card(r.pope, 1))}
        if r.layout == "newmarket":
            return {"ace-hearts": int(card(14, 2)), "king-clubs": int(card(13, 0)), "queen-diamonds": int(card(12, 1)),
                    "jack-spades": int(card(11, 3))}
        return {}

    def _dress(self) -> None:
        r, ch, n = self.rules, self.chips, self.n
        if r.dressing == "ante":
            for s in range(n):
                ch.stake(s, "pool", r.ante)
            self.note(f"each puts {r.ante} into the pool")
        elif r.dressing == "dealer":
            for k, name in enumerate(self.names):
                ch.stake(self.dealer, name, k + 1)
            self.note(f"{self.seat_names[self.dealer]} dresses the layout: " + ", ".join(
                f"{k + 1} on the {name}" for k, name in enumerate(self.names)))
        elif r.dressing == "each":
            for s in range(n):
                for name in self.names:
                    ch.stake(s, name, r.stake_each)
            self.note(f"each stakes {r.stake_each} on every layout card")
        elif r.dressing == "choose":
            self.phase = "stake"
            self.turn = self.elder
            self.note(f"{self.seat_names[self.dealer]} names a stake of {r.stake}")
        elif r.dressing == "pochen":
            for s in range(n):
                for name in self.names:
                    ch.stake(s, name, 1)
            self.note("each puts one on each of the eight sections")
            self._pochen_pools()
            self.phase = "bet"
            self.bet_order = [(self.elder + i) % n for i in range(n)]
            self._bet_advance()

    def _pochen_pools(self) -> None:
        """Seat lines 1132-1137: the trump honours, the marriage and the best sequence, shown."""
        assert self.trump_card is not None
        t = self.trump_card % 4
        self.note(f"the trump turned is {Card(self.trump_card)}")
        for name, rank in (("ace", 14), ("king", 13), ("queen", 12), ("jack", 11), ("ten", 10)):
            c = int(card(rank, t))
            for s, h in enumerate(self.hands):
                if c in h:
                    self._show(s, [c])
                    k = self.chips.claim(s, name)
                    self._event(f"{self.seat_names[s]} shows {Card(c)} and takes the {name} pool ({k})")
        k, q = int(card(13, t)), int(card(12, t))
        for s, h in enumerate(self.hands):
            if k in h and q in h:
                self._show(s, [k, q])
                got = self.chips.claim(s, "marriage")
                self._event(f"{self.seat_names[s]} shows the marriage and takes its pool ({got})")
        seqs = [(best_sequence(h, self.order), s) for s, h in enumerate(self.hands)]
        found = [(q_[:2], s, q_[2]) for q_, s in seqs if q_ is not None]
        if found:
            top = max(f[0] for f in found)
            best = [f for f in found if f[0] == top]
            if len(best) == 1:
                _, s, cards = best[0]
                self._show(s, cards)
                got = self.chips.claim(s, "sequence")
                self._event(f"{self.seat_names[s]} shows the sequence {' '.join(str(Card(c)) for c in cards)} "
                            f"and takes its pool ({got})")
            else:
                self._event("equal best sequences: the sequence pool stays")

    def _show(self, seat: int, cards: list[int]) -> None:
        have = self.shown.setdefault(seat, [])
        have.extend(c for c in cards if c not in have)

    def _event(self, text: str) -> None:
        self.events.append(text)
        self.note(text)

    # ----- Pochen's betting ----------------------------------------------------------------------
    def _can_bet(self, seat: int) -> bool:
        return set_rank(self.hands[seat]) is not None

    def _bet_advance(self) -> None:
        """The next seat in the betting; every seat is asked, so that a turn tells nobody who holds
        a pair (one without can only pass, seed line 1138)."""
        if self.bet_order:
            self.turn = self.bet_order[0]
            return
        self._settle_bet()

    def _settle_bet(self) -> None:
        if self.bet is None:
            self._event("nobody bets: the centre pool stays")
        else:
            bettor = self.bet[0]
            contenders = [bettor] + self.callers
            if self.callers:
                for s in contenders:
                    self._show(s, [c for c in self.hands[s]
                                   if Card(c).rank == (set_rank(self.hands[s]) or (0, 0))[1]])
            ranks = {s: set_rank(self.hands[s]) or (0, 0) for s in contenders}
            top = max(ranks.values())
            win = next(s for s in contenders if ranks[s] == top)
            got = self.chips.claim(win, "pochen")
            self._event(f"{self.seat_names[win]} takes the centre pool ({got})")
        self.phase = "play"
        self.turn = self.elder

    # ----- turns ---------------------------------------------------------------------------------
    def _leads(self, seat: int) -> list[int]:
        h = self.hands[seat]
        if self.rules.lead == "lowest":
            out = []
            for suit in range(4):
                low = self.order.lowest(h, suit)
                if low is not None:
                    out.append(int(low))
            return sorted(out)
        return sorted(h)

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        seat = self.turn
        if self.phase == "stake":
            return [Action("stake", tuple(c)) for c in compositions(self.rules.stake, len(self.names))]
        if self.phase == "bet":
            if self.bet is None:
                bets = [Action("bet", (k,)) for k in range(1, self.rules.max_bet + 1)] if self._can_bet(seat) else []
                return bets + [Action("pass")]
            return [Action("call"), Action("pass")]
        if self.run.last is None:
            return [Action("play", (Card(c),)) for c in self._leads(seat)]
        wanted = self.run.wanted()
        mine = sorted(c for c in self.hands[seat] if c in wanted)
        acts = [Action("play", (Card(c),)) for c in mine]
        if self.spin_open:
            if ACE_DIAMONDS in self.hands[seat]:
                acts.append(Action("spin"))
            if not mine:
                acts.append(Action("pass"))
            return acts
        if not mine and self._nine_live() and wanted:
            held = [Action("play", (Card(NINE_DIAMONDS),))] if NINE_DIAMONDS in self.hands[seat] else []
            return held + [Action("pass")]
        return acts

    def _played(self, c: int) -> bool:
        return any(x == c for _, x in self.played)

    def _nine_live(self) -> bool:
        """Commit: the nine of diamonds not yet played. While it is, every player unable to go on
        is asked in his turn (pass, or play it if he holds it), so that a turn does not show who
        holds it."""
        return self.rules.commit and not self._played(int(NINE_DIAMONDS))

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.over:
            return ("the deal is over", None)
        seat = self.turn
        if action.verb == "play" and action.args and isinstance(action.args[0], Card) and self.phase == "play":
            c = int(action.args[0])
            if c not in self.hands[seat]:
                return (f"{action.args[0]} is not in your hand", None)
            if self.run.last is None:
                return (f"a new run starts with the lowest card you hold of a suit: not {action.args[0]}",
                        f"{SOURCE} line 1113 (Newmarket)")
            want = " or ".join(str(Card(w)) for w in sorted(self.run.wanted())) or "nothing"
            return (f"{action.args[0]} does not continue the run: it wants {want}",
                    f"{SOURCE} line 1050 (Commit), 1090 (Pope Joan)")
        if action.verb == "spin":
            return ("spin is the ace of diamonds played just after a card you played in sequence",
                    f"{SOURCE} line 1124 (Spin)")
        if action.verb == "stake" and self.phase == "stake":
            return (f"place {self.rules.stake} chips on the {len(self.names)} layout cards, e.g. stake "
                    f"{self.rules.stake} " + " ".join(["0"] * (len(self.names) - 1)), f"{SOURCE} line 1111 (Newmarket)")
        if action.verb == "bet" and self.phase == "bet" and self.bet is None:
            if not self._can_bet(seat):
                return ("a bet on the centre needs a pair, triplets or four of a kind", f"{SOURCE} line 1138 (Pochen)")
            return (f"a bet is 1 to {self.rules.max_bet} chips", f"{SOURCE} line 1139 (Pochen)")
        if action.verb == "bet" and self.bet is not None:
            return ("a bet is made: call it or pass; there is no raising", f"{SOURCE} line 1139 (Pochen)")
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        name = self.seat_names[seat]
        if action.verb == "stake":
            amounts = tuple(int(a) for a in action.args)
            for pool, k in zip(self.names, amounts):
                self.chips.stake(seat, pool, k)
            self.staked[seat] = amounts
            self.note(f"{name} stakes " + ", ".join(f"{k} on {p}" for p, k in zip(self.names, amounts) if k))
            self.turn = (seat + 1) % self.n
            if self.turn == self.elder:
                self.phase = "play"
            return
        if action.verb == "bet":
            self.chips.stake(seat, "pochen", int(action.args[0]))
            self.bet = (seat, int(action.args[0]))
            self.note(f"{name} bets {action.args[0]}")
            self.bet_order = [(seat + i) % self.n for i in range(1, self.n)]
            self._bet_advance()
            return
        if action.verb == "call":
            assert self.bet is not None
            self.chips.stake(seat, "pochen", self.bet[1])
            self.callers.append(seat)
            self.note(f"{name} calls")
            self.bet_order.pop(0)
            self._bet_advance()
            return
        if action.verb == "pass" and self.phase == "bet":
            self.note(f"{name} passes")
            self.bet_order.pop(0)
            self._bet_advance()
            return
        if action.verb == "spin":
            self.hands[seat].remove(int(ACE_DIAMONDS))
            self.played.append((seat, int(ACE_DIAMONDS)))
            self.spin_open = False
            self._event(f"{name} plays {Card(ACE_DIAMONDS)}: spin, the run stops")
            self.run.play(int(ACE_DIAMONDS), seat)
            self._stop()
            return
        if action.verb == "pass":
            if self.spin_open:
                self.spin_open = False
                self.walk = self._walk_from(seat, own=self.rules.continue_own)
                self._walk_on(first=True)
                return
            self._walk_on()
            return
        self._play(seat, int(action.args[0]))

    def _play(self, seat: int, c: int) -> None:
        r, name = self.rules, self.seat_names[seat]
        leading = self.run.last is None
        continuing = not leading and c in self.run.wanted()
        self.hands[seat].remove(c)
        self.played.append((seat, c))
        self.spin_open = False
        self.note(f"{name} {'leads' if leading else 'plays'} {Card(c)}")
        extra: set[int] = set()
        if r.commit and c == NINE_DIAMONDS and not continuing and not leading:
            extra = self.run.wanted()
            self.run.play(c, seat, extra | {int(TEN_DIAMONDS)})
        else:
            self.run.play(c, seat)
        for pool, lc in self.layout_cards.items():
            if lc == c and self.chips.pools[pool]:
                k = self.chips.claim(seat, pool)
                self._event(f"{name} plays {Card(c)} and takes the {pool} pool ({k})")
        if r.commit:
            if c == NINE_DIAMONDS:
                self.chips.each_pays(seat, 2)
                self._event(f"{name} plays {Card(c)}: two from each player")
            if leading and Card(c).rank == 14:
                self.chips.each_pays(seat, 1)
                self._event(f"{name} opens with an ace: one from each player")
            if Card(c).rank == 13:
                self.chips.each_pays(seat, 1)
                self._event(f"{name} plays the king: one from each player")
        if not self.hands[seat]:
            self._out(seat)
            return
        if r.spin and continuing and not self._played(int(ACE_DIAMONDS)):
            # the player is asked whether to spin after every card he plays in sequence while the
            # ace of diamonds is out, whoever holds it: a turn must not show who does
            self.spin_open = True
            self.turn = seat
            return
        nine = r.commit and c == NINE_DIAMONDS and not leading and not continuing   # the next goes on
        self.walk = self._walk_from(seat, own=r.continue_own and not nine)
        self._walk_on(first=True)

    def _walk_from(self, seat: int, own: bool) -> list[int]:
        """The seats asked in turn after ``seat`` played: himself first when he goes on with his
        own run, else from his left round to himself."""
        n = self.n
        return [(seat + k) % n for k in range(n)] if own else [(seat + k) % n for k in range(1, n + 1)]

    def _walk_on(self, first: bool = False) -> None:
        """Ask the seats of the walk in turn: the first holding a card that continues plays it;
        Commit's holder of the nine of diamonds may play it instead of saying 'without'; nobody:
        the run stops."""
        if not first and self.walk:
            self.walk.pop(0)
        wanted = self.run.wanted()
        while self.walk:
            s = self.walk[0]
            if wanted.intersection(self.hands[s]):
                self.turn = s
                return
            if self._nine_live() and wanted:
                self.turn = s
                return
            self.walk.pop(0)
        self._stop()

    def _stop(self) -> None:
        last = self.run.last
        assert last is not None
        wanted = self.run.wanted()
        if wanted:
            self.note("without the " + " or ".join(_card_word(w) for w in sorted(wanted)) + ": the run stops")
        else:
            self.note("the run stops")
        self.turn = after_stop(self.run)
        self.run.stop()

    def _out(self, seat: int) -> None:
        r, ch, name = self.rules, self.chips, self.seat_names[seat]
        self.winner = seat
        self.over = True
        self._event(f"{name} is out")
        paid = pay_per_card(ch, seat, self.hands) if r.layout != "none" else [0] * self.n
        if any(paid):
            self._event(f"{name} takes one a card: " + ", ".join(
                f"{self.seat_names[s]} {k}" for s, k in enumerate(paid) if s != seat))
        if r.layout == "none":
            k = ch.claim(seat, "pool")
            self._event(f"{name} takes the pool ({k})")
        if r.commit:
            for s, h in enumerate(self.hands):
                if NINE_DIAMONDS in h:
                    ch.pays_each(s, 2)
                    self._event(f"{self.seat_names[s]} holds {Card(NINE_DIAMONDS)}: two to each player")
                kings = sum(1 for c in h if Card(c).rank == 13)
                if kings:
                    ch.pays_each(s, kings)
                    self._event(f"{self.seat_names[s]} holds {kings} king{'s' if kings > 1 else ''}: "
                                f"{kings} to each player")
        if r.unclaimed == "double":
            for pool, lc in self.layout_cards.items():
                for s, h in enumerate(self.hands):
                    if lc in h and ch.pools[pool]:
                        k = ch.double(s, pool)
                        self._event(f"{self.seat_names[s]} holds {Card(lc)}: doubles the {pool} pool ({k})")
        self.turn = seat
        ch.check()

    # ----- results ----------------------------------------------------------------------------
    def pools_after(self) -> list[int]:
        """The chips left on each layout section, carried into the next deal."""
        return [self.chips.pools[p] for p in self.names]

    def result_text(self) -> str | None:
        if not self.over or self.winner is None:
            return None
        return f"{self.seat_names[self.winner]} is out; " + ", ".join(
            f"{self.seat_names[s]} {v:+d}" for s, v in enumerate(self.chips.net))

    # ----- what a seat may see ---------------------------------------------------------------------
    def _public(self) -> set[int]:
        out = {c for cs in self.shown.values() for c in cs}
        if self.trump_card is not None:
            out.add(self.trump_card)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        r = self.rules
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "stops",
            "phase": "over" if self.over else self.phase,
            "seat": None if seat is None else names[seat],
            "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in sorted(self.hands[seat], key=self._sort_key)] if seat is not None else None,
            "cards_held": {names[s]: len(h) for s, h in enumerate(self.hands)},
            "stops": len(self.stops),
            "layout": [{"pool": p, "card": _card_word(self.layout_cards[p]) if p in self.layout_cards else None,
                        "chips": self.chips.pools[p]} for p in self.names],
            "run": None if self.run.last is None or self.over else str(Card(self.run.last)),
            "wants": [_card_word(c) for c in sorted(self.run.wanted())],      # words: it may be in a hand
            "played": [f"{names[s]} {Card(c)}" for s, c in self.played[-8:]],
            "played_by_suit": {SUIT_LETTERS[su]: " ".join(Card(c).pretty[:-1] for c in sorted(
                (c for _, c in self.played if c % 4 == su), key=self._sort_key)) for su in range(4)},
            "played_count": len(self.played),
            "chips": {names[s]: x for s, x in enumerate(self.chips.net)},
            "events": list(self.events[-6:]),
            "to_act": None if self.to_act is None else names[self.to_act],
        }
        if self.trump_card is not None:
            v["trump"] = str(Card(self.trump_card))
        if self.shown:
            v["shown"] = {names[s]: [str(Card(c)) for c in cs] for s, cs in self.shown.items()}
        if self.phase == "bet" and not self.over:
            v["bet"] = None if self.bet is None else {"by": names[self.bet[0]], "chips": self.bet[1]}
            v["called"] = [names[s] for s in self.callers]
        if r.dressing == "choose":
            v["stake"] = r.stake
        if self.over:
            v["hands_left"] = {names[s]: [str(Card(c)) for c in sorted(h)] for s, h in enumerate(self.hands)}
            v["stops_turned"] = [str(Card(c)) for c in sorted(self.stops)]
            v["result"] = self.result_text()
        return v

    def _sort_key(self, c: int) -> tuple[int, int]:
        return (c % 4, self.order.place(c) or 0)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} - dealer {view['dealer']} - stops {view['stops']} face down"
                 + (f" - trump {view['trump']}" if view.get("trump") else "")]
        lines.append("Layout: " + ", ".join(
            f"{p['pool']}{' (' + p['card'] + ')' if p['card'] and p['pool'] in ('ten', 'jack', 'queen', 'king', 'pope') else ''} {p['chips']}"
            for p in view["layout"]))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + (" ".join(view["hand"]) or "(none)"))
        lines.append("Cards held: " + ", ".join(f"{s} {k}" for s, k in view["cards_held"].items()))
        if view.get("shown"):
            lines.append("Shown: " + "; ".join(f"{s} {' '.join(cs)}" for s, cs in view["shown"].items()))
        if view["played"]:
            lines.append("Played: " + "; ".join(f"{su} {r}" for su, r in view["played_by_suit"].items() if r))
            lines.append("Last played: " + ", ".join(view["played"]))
        if view.get("run"):
            lines.append(f"Run: {view['run']}, wants " + (" or ".join(view["wants"]) or "nothing"))
        elif not view.get("result") and view["phase"] == "play":
            lines.append("A new run is to be started")
        if view.get("bet"):
            lines.append(f"Bet: {view['bet']['by']} {view['bet']['chips']}" +
                         (", called by " + ", ".join(view["called"]) if view.get("called") else ""))
        for e in view.get("events") or []:
            lines.append(f"  {e}")
        lines.append("Chips this deal: " + ", ".join(f"{s} {x:+d}" for s, x in view["chips"].items()))
        if view.get("result"):
            lines += cls._end_lines(view)
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to {'stake' if view['phase'] == 'stake' else 'bet' if view['phase'] == 'bet' else 'play'}")
        return "\n".join(lines)

    def clone(self) -> "StopsState":
        s = self._clone_common()
        s.played = list(self.played)
        s.run = Run(self.run.order, self.run.last, self.run.player, set(self.run.extra))
        s.walk = list(self.walk)
        s.shown = {k: list(v) for k, v in self.shown.items()}
        s.events = list(self.events)
        s.staked = dict(self.staked)
        s.callers = list(self.callers)
        s.bet_order = list(self.bet_order)
        return s
