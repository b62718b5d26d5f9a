"""Kentucky Derby, the card horse race played for a pool (seed 004 §1.15; catalog row
``kentucky-derby``).

The four aces are the horses, in the order hearts, diamonds, spades, clubs. The other 48 cards
are shuffled; seven are dealt face down in a line as the track. Everyone, the dealer too, antes
``ante`` chips into the pool (plus what an earlier race left there, context ``pool``) and backs
one horse (``bet H`` / ``D`` / ``S`` / ``C``; several may back the same horse; unbacked horses
still run). Then the race runs by itself: a card is turned behind each ace in turn and moves it
forward by the card's value in spaces, the cards piling up behind each ace.

**The movement table is lost** in the seed (the catalog marks the row partial). Our reading,
option ``movement``: ``"graded"`` (default) moves a 2-6 one space, a 7-10 two spaces, a court
card three; ``"pips"`` moves a card its pip value, a court card ten (the plain count of a card,
a much shorter race). Horses start beside the first track card (space 1); a horse finishes when
it passes the seventh (space 8 or more). The winner is decided only when every horse has had the
same number of cards: the one furthest past the line; a dead heat gives each of the tied horses
one more card, again until one is ahead. When a second place is needed (``place`` paid, six or
more players) and only the winner is home, the others race on until one finishes, decided the
same way. If the pack runs out (our reading; the seed does not say) the cards turned so far
are shuffled and turned again.

Payout (004 §1.15, O68, O69): with fewer than six players the backers of the winner share the
pool equally and the indivisible remainder stays for the next race; with six or more the backers
of the second horse first get their ante back from the pool and the rest goes to the winner's
backers. A pool whose winner nobody backed stays whole for the next race (our reading). Outcome
in chips, balancing with what stays in the pool (``house_take``: the pool left for the next race
less the pool this race found). The deal passes left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, Suit, card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state

__all__ = ["DerbyRules", "DerbyState", "DERBY_LAWS", "spaces", "share_pool", "HORSES"]

#: the horses in the order they are placed and moved (004 §1.15): hearts, diamonds, spades, clubs
HORSES = ("H", "D", "S", "C")
_SUIT = {"H": Suit.HEARTS, "D": Suit.DIAMONDS, "S": Suit.SPADES, "C": Suit.CLUBS}
TRACK = 7
FINISH = TRACK + 1        # a horse starts beside track card 1 and finishes past card 7

DERBY_LAWS = LawBook.of("Kentucky Derby", "seed 004 §1.15", [
    ("K1", "bet", "Each player, the dealer too, antes into the pool and backs one of the four horses.",
     "a bet on anything but one of the four aces is refused"),
    ("K2", "finish", "A horse finishes past the last track card; the winner is decided only when all horses "
     "have had the same number of moves: the one furthest past; a dead heat runs on card by card.", ""),
    ("K3", "pool", "Under six players the winner's backers share the pool, the remainder staying for the next "
     "race; at six or more the second horse's backers get their ante back first.", ""),
])


@dataclass(frozen=True)
class DerbyRules(Rules):
    """Kentucky Derby's options (the movement table is our reading: see the module doc)."""

    ante: int = option(5, "each player's ante into the pool (chips)", "seed 004 §1.15 (an agreed sum)",
                       minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    movement: str = option("graded", "spaces a card moves its horse: graded (2-6 one, 7-10 two, courts three) "
                           "or pips (pip value, courts ten)", "seed 004 §1.15 (the table is lost: our reading)",
                           choices=("graded", "pips"))


def spaces(c: Card, movement: str = "graded") -> int:
    """How many spaces card ``c`` (not an ace: the aces are the horses) moves its horse under
    ``movement`` ("graded" or "pips"; see the module doc). Raises ValueError for an ace or an
    unknown movement (programming errors: the aces never leave the track)."""
    if c.rank == 14:
        raise ValueError("an ace is a horse, not a move")
    if movement == "graded":
        return 1 if c.rank <= 6 else 2 if c.rank <= 10 else 3
    if movement == "pips":
        return min(c.rank, 10)
    raise ValueError(f"unknown movement {movement!r}")


def share_pool(pool: int, players: int, ante: int, win_backers: list[int],
               place_backers: list[int]) -> tuple[dict[int, int], int]:
    """The payout of a pool of ``pool`` chips (004 §1.15, O68, O69): ``({seat: chips paid}, left
    in the pool)``. Under six ``players`` the ``win_backers`` share it equally, the remainder left;
    at six or more the ``place_backers`` first get ``ante`` each back. Nobody backing the winner:
    all of it left (our reading). Pure."""
    paid: dict[int, int] = {}
    if players >= 6:
        for s in place_backers:
            if pool >= ante:
                paid[s] = paid.get(s, 0) + ante
                pool -= ante
    if not win_backers:
        return paid, pool
    each = pool // len(win_backers)
    for s in win_backers:
        paid[s] = paid.get(s, 0) + each
    return paid, pool - each * len(win_backers)


class DerbyState(GameState):
    """One race. Seats bet from the dealer's left, the dealer last; the race then runs with no
    decision. View: ``bets`` (horse per seat, public), ``positions``, ``piles`` (cards turned
    behind each horse), ``winner``, ``second``, ``pool``."""

    rules_cls = DerbyRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.dealer = int(self.context.get("dealer", 0)) % n
        self.order = [(self.dealer + i) % n for i in range(1, n + 1)]
        aces = [card(14, _SUIT[h]) for h in HORSES]
        rest = [c for c in standard_pack().cards if c.rank != 14]
        deck = self.shuffler.shuffle(rest)
        self.track: list[Card] = deck[:TRACK]
        self.deck: list[Card] = deck[TRACK:]
        self.aces = aces
        self.carried = self._context_numbers("pool", 0)
        self.pool = self.carried + n * self.rules.ante
        self.bets: dict[int, str] = {}
        self.turn = 0
        self.pos = {h: 1 for h in HORSES}
        self.piles: dict[str, list[Card]] = {h: [] for h in HORSES}
        self.winner: str | None = None
        self.second: str | None = None
        self.result: list[int] | None = None

    def clone(self) -> "DerbyState":
        return copy_state(self, flat=("bets", "pos", "deck"), nested=("piles",))

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.order[self.turn]

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        return [Action("bet", (h.lower(),)) for h in HORSES]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bet":
            return ("back one of the four horses: bet h, d, s or c (the aces of hearts, diamonds, spades, clubs)",
                    DERBY_LAWS.cite("K1"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        self.bets[self.order[self.turn]] = str(action.args[0]).upper()
        self.turn += 1
        if self.turn == len(self.order):
            self._race()

    # ----- the race -----------------------------------------------------------------------
    def _turn_card(self, h: str) -> None:
        if not self.deck:                      # our reading: the turned cards go round again
            used = [c for p in self.piles.values() for c in p]
            for p in self.piles.values():
                p.clear()
            self.deck = self.shuffler.shuffle(used)
            self.log.append("the pack is out: the turned cards are shuffled and turned again")
        c = self.deck.pop(0)
        self.piles[h].append(c)
        self.pos[h] += spaces(c, self.rules.movement)

    def _decide(self, field: list[str]) -> str | None:
        """Run rounds among ``field`` until one or more finish, then break a dead heat."""
        while True:
            for h in field:
                self._turn_card(h)
            home = [h for h in field if self.pos[h] >= FINISH]
            if not home:
                continue
            while True:
                best = max(self.pos[h] for h in home)
                lead = [h for h in home if self.pos[h] == best]
                if len(lead) == 1:
                    return lead[0]
                self.log.append("dead heat: " + ", ".join(f"ace of {_SUIT[h]}" for h in lead))
                for h in lead:
                    self._turn_card(h)
                home = lead

    def _race(self) -> None:
        n = self.num_players
        self.winner = self._decide(list(HORSES))
        self.log.append(f"the ace of {_SUIT[self.winner]} wins")
        place = n >= 6
        if place:
            rest = [h for h in HORSES if h != self.winner]
            home = [h for h in rest if self.pos[h] >= FINISH]
            if home:
                best = max(self.pos[h] for h in home)
                lead = [h for h in home if self.pos[h] == best]
                self.second = lead[0] if len(lead) == 1 else None
                while self.second is None:
                    for h in lead:
                        self._turn_card(h)
                    best = max(self.pos[h] for h in lead)
                    lead = [h for h in lead if self.pos[h] == best]
                    self.second = lead[0] if len(lead) == 1 else None
            else:
                self.second = self._decide(rest)
            self.log.append(f"the ace of {_SUIT[self.second]} is second")
        win = [s for s in self.order if self.bets[s] == self.winner]
        second = [s for s in self.order if self.second is not None and self.bets[s] == self.second]
        paid, left = share_pool(self.pool, n, self.rules.ante, win, second)
        out = [-self.rules.ante] * n
        for s, v in paid.items():
            out[s] += v
        self.pool = left
        self.result = out

    # ----- outcome and views -------------------------------------------------------------
    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the race is not run")
        return list(self.result)

    def house_take(self) -> int:
        """What stays in the pool for the next race, less what this race found there."""
        return self.pool - self.carried if self.result is not None else 0

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "kentucky-derby", "seat": seat, "to_act": self.to_act, "dealer": self.dealer,
            "phase": "bet" if self.result is None else "over",
            "bets": {str(s): h for s, h in self.bets.items()}, "pool": self.pool,
            "positions": dict(self.pos), "piles": {h: [str(c) for c in p] for h, p in self.piles.items()},
            "track": ["??"] * TRACK, "winner": self.winner, "second": self.second}
        if self.result is not None:
            v["outcome"] = list(self.result)
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The track (face down), each horse's place and the cards behind it, the bets, the
        pool and the result."""
        names = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}
        me = view.get("seat")
        lines = [f"Kentucky Derby - {view['phase']} (seat {view['dealer']} deals)",
                 "Track: " + " ".join(view["track"]) + f" (finish past space {TRACK})"]
        for h in HORSES:
            p = view["positions"][h]
            lane = "".join("A" if i == min(p, FINISH) else "." for i in range(1, FINISH + 1))
            tag = " - wins" if view.get("winner") == h else " - second" if view.get("second") == h else ""
            pile = " ".join(view["piles"][h]) or "no card yet"
            lines.append(f"ace of {names[h]:8} |{lane}| space {p}: {pile}{tag}")
        bets = ", ".join(f"{'you' if str(me) == s else 'seat ' + s} on {names[h]}"
                         for s, h in sorted(view["bets"].items(), key=lambda x: int(x[0])))
        lines.append(f"Bets: {bets or 'none yet'}; pool {view['pool']}")
        if view.get("outcome"):
            lines.append("Result: " + ", ".join(f"{'you' if me == s else 'seat ' + str(s)} {v:+d}"
                                                for s, v in enumerate(view["outcome"])))
        elif view.get("to_act") is not None:
            who = "you" if view["to_act"] == me else f"seat {view['to_act']}"
            lines.append(f"To bet: {who} (bet h, d, s or c)")
        return "\n".join(lines)

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {"pack": list(self.deck), "track": list(self.track), "horses": list(self.aces)}
        for h, p in self.piles.items():
            loc[f"pile_{h}"] = list(p)
        return loc

    def hidden_cards(self, seat: int | None) -> list[Card]:
        return list(self.deck) + list(self.track)

    def pack(self) -> list[Card]:
        return list(standard_pack().cards)


class DerbyMatch(Match):
    """What the pool keeps carries to the next race; the deal passes left."""

    def carry(self, state) -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        ctx["pool"] = state.pool
        ctx["dealer"] = (state.dealer + 1) % state.num_players
        return ctx


class FavouriteBot:
    """Backs the horse fewest others have backed so far (a larger share if it wins), hearts first."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game=None, rules=None):
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        taken = list(view["bets"].values())
        return min(legal, key=lambda a: taken.count(str(a.args[0]).upper()))


register(GameInfo(
    slug="kentucky-derby", private_cards=False, title="Kentucky Derby (card derby)", family="banking", utility="zero-sum-chips",
    min_players=3, max_players=12, default_players=5, state_cls=DerbyState, rules_cls=DerbyRules,
    match_cls=DerbyMatch, laws=DERBY_LAWS, bots={"heuristic": FavouriteBot},
    aliases=("кентукки-дерби", "картонное дерби", "card derby"), source="seed 004 §1.15",
    summary="The four aces race along a track of seven face-down cards, each moved by a card turned behind "
            "it; everyone antes and backs one horse; the winner's backers share the pool (six or more: the "
            "second horse's backers get their ante back).",
    status="partial",
    notes="the movement table is lost: a 2-6 moves one space, 7-10 two, a court three (our reading; "
          "movement=pips: the pip value); a pack that runs out is turned again (our reading)"))
