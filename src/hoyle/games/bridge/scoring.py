"""Bridge scoring: straight bridge and auction bridge (American laws, November 1913).

Sources: Foster 1914, 001 part 1 §2.6-2.7 (auction: trick values, the honour table, slams,
doubled and undoubled penalties, the rubber of 250), §3.1 (straight bridge: trick values,
the rubber of 100). Pure functions: numbers in, numbers out.

Honours in auction bridge are A K Q J 10 of trumps, the four aces at no-trump, scored by
the side that holds them whatever the contract's fate (001 part 1 §2.6). The printed
table is every trick value times 2 (three honours), 4 (four divided), 8 (four in one
hand), 5 (five), 9 (five, four in one hand), 10 (five in one hand); no-trump: three aces
30, four divided 40, four in one hand 100.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...mechanics.tricks import per_seat  # noqa: F401  (re-exported: view text helpers)

__all__ = ["per_seat", "AUCTION_VALUES", "STRAIGHT_VALUES", "auction_honours", "AuctionResult",
           "auction_score", "straight_score", "ScorePad", "odd_tricks_needed"]

#: Points per trick over book, auction bridge 1913 (001 part 1 §2.3; law 3). Nullo 10
#: per trick, ranked just below no-trump (§2.13).
AUCTION_VALUES = {"spades": 2, "clubs": 6, "diamonds": 7, "hearts": 8, "royals": 9, "nullo": 10,
                  "notrump": 10}
#: Straight bridge (001 part 1 §3.1).
STRAIGHT_VALUES = {"spades": 2, "clubs": 4, "diamonds": 6, "hearts": 8, "notrump": 12}
SUIT_OF = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3, "royals": 3}


def auction_honours(denom: str, held: tuple[int, int]) -> int:
    """Honour points for a side whose two hands hold ``held`` honours (A K Q J 10 of the
    trump; the aces at no-trump), from the printed table (001 part 1 §2.6).

    Raises ValueError for impossible holdings."""
    a, b = held
    total, top = a + b, max(a, b)
    if min(a, b) < 0 or (denom == "notrump" and total > 4) or total > 5:
        raise ValueError(f"impossible honour holding {held}")
    if denom == "nullo":
        return 0
    if denom == "notrump":
        return {3: 30, 4: 100 if top == 4 else 40}.get(total, 0)
    v = AUCTION_VALUES[denom]
    if total == 5:
        return v * (10 if top == 5 else 9 if top == 4 else 5)
    if total == 4:
        return v * (8 if top == 4 else 4)
    if total == 3:
        return v * 2
    return 0


@dataclass
class AuctionResult:
    """Points of one auction-bridge deal for the declaring side (``decl``) and the
    defenders (``defs``): ``below`` (trick score, toward game) and ``above`` (honour score)."""

    decl_below: int = 0
    decl_above: int = 0
    defs_above: int = 0
    made: bool = False
    notes: list[str] = field(default_factory=list)


def auction_score(level: int, denom: str, tricks: int, doubled: int = 0, *,
                  decl_honours: tuple[int, int] = (0, 0), defs_honours: tuple[int, int] = (0, 0),
                  revokes: tuple[int, int] = (0, 0), revoke_choice: str = "tricks",
                  dealer_one_spade: bool = False,
                  slam_values: tuple[int, int] = (20, 40),
                  revoke_by: str | None = None, revoke_tricks: int = 0) -> AuctionResult:
    """Score one deal of auction bridge (001 part 1 §2.6-2.7; laws 3-9, 47-48, 56, 84, 89).

    Args:
        level, denom: the contract ("hearts", "royals", "notrump", "nullo", ...).
        tricks: tricks the declarer's side took in play.
        doubled: 0, 1 (doubled) or 2 (redoubled).
        decl_honours, defs_honours: honours held in each hand of each side.
        revokes: established revokes claimed against (the declaring side, the defenders).
            Law 84: a declarer's revoke: no trick points for him, 100 to the opponents
            besides any undertricks; a defenders' revoke: the declarer adds 100 or takes
            three tricks (``revoke_choice`` "points" or "tricks"), which count toward the
            contract but earn no doubling bonus and no slam; each further revoke of a side
            costs it 100. Law 89: if both sides revoke, only honours score. A revoking side
            scores only its honours.
        revoke_by, revoke_tricks: the older form (``"declarer"``/``"defenders"``, count).
        dealer_one_spade: the dealer left in his opening one spade loses at most 100
            unless redoubled (law 48).
        slam_values: little and grand slam (American 20 and 40; English 50 and 100).

    Raises KeyError for an unknown denomination.
    """
    if revoke_by is not None and revoke_tricks:
        revokes = (revoke_tricks, 0) if revoke_by == "declarer" else (0, revoke_tricks)
    rd, rf = revokes
    v = AUCTION_VALUES[denom]
    mult = (1, 2, 4)[doubled]
    r = AuctionResult()
    real_tricks = tricks
    r.decl_above += auction_honours(denom, decl_honours)
    r.defs_above += auction_honours(denom, defs_honours)
    if rd and rf:                                           # law 89
        r.defs_above += 100 * (rd - 1)
        r.decl_above += 100 * (rf - 1)
        r.notes.append("both sides revoked: only honours score (law 89)")
        return r
    if rf:
        if revoke_choice == "tricks" and denom == "nullo":
            # nullo: the declarer gives three of his tricks to the revokers (§2.13)
            tricks = max(0, tricks - 3)
            r.notes.append("three tricks given to the revoking adversaries of nullo (§2.13)")
        elif revoke_choice == "tricks":
            tricks = min(13, tricks + 3)
            r.notes.append("three tricks taken for the defenders' revoke (law 84)")
        else:
            r.decl_above += 100
        r.decl_above += 100 * (rf - 1)
    if rd:
        r.defs_above += 100 * rd
    if denom == "nullo":
        # "three nullos": the declarer takes at most four tricks; each trick under seven
        # counts for him (001 part 1 §2.13). The book is silent on the rest; our readings, as
        # for any auction contract: every trick under seven scores 10 (law 47), each trick
        # short costs 50 (100 doubled, 200 redoubled; law 47a), a doubled nullo made earns
        # law 56's 50 and 50 a trick over (not when the tricks came from a revoke), no slams.
        odd = 7 - tricks
        r.made = odd >= level
        if r.made and not rd:
            r.decl_below = odd * v * mult
            if doubled and not (rf and revoke_choice == "tricks"):
                r.decl_above += 50 * doubled * (1 + odd - level)
        elif not r.made and not rf:
            r.defs_above += (level - odd) * 50 * mult
        return r
    odd = tricks - 6
    r.made = odd >= level
    if r.made:
        if not rd:
            r.decl_below = odd * v * mult
            if doubled and not (rf and revoke_choice == "tricks"):
                over = odd - level
                r.decl_above += 50 * doubled + 50 * doubled * over
    elif not rf:
        pen = (level - odd) * 50 * mult
        if dealer_one_spade and level == 1 and denom == "spades" and doubled < 2:
            pen = min(pen, 100)
        r.defs_above += pen
    if not rd:
        if real_tricks == 12:
            r.decl_above += slam_values[0]
        elif real_tricks == 13:
            r.decl_above += slam_values[1]
    if not rf:
        if real_tricks == 1:
            r.defs_above += slam_values[0]
        elif real_tricks == 0:
            r.defs_above += slam_values[1]
    return r


def straight_score(denom: str, tricks: int, doubling: int = 1) -> int:
    """Trick points of a straight-bridge deal for the side that took ``tricks`` (each trick
    over book at the denomination's value, times ``doubling`` = 1, 2, 4, ...)."""
    return max(0, tricks - 6) * STRAIGHT_VALUES[denom] * doubling


def odd_tricks_needed(points: int, values: dict[str, int] = STRAIGHT_VALUES) -> dict[str, int]:
    """Odd tricks needed in each denomination to score ``points`` (e.g. 12 points needed at
    straight bridge: spades 6, clubs 3, diamonds 2, hearts 2, no-trump 1)."""
    return {d: -(-points // v) for d, v in values.items()}


class ScorePad:
    """A rubber score pad, WE and THEY, with trick points below the line and honours,
    penalties, slams and the rubber above it (001 part 1 §2.6-2.7).

    ``game`` trick points win a game (30); the side winning two games adds ``rubber``
    (auction 250, straight bridge 100).
    """

    def __init__(self, game: int = 30, rubber: int = 250):
        self.game = game
        self.rubber_bonus = rubber
        self.below = [[], []]   # entries per side
        self.above = [[], []]
        self.current = [0, 0]   # trick points in the game in progress
        self.games = [0, 0]
        self.winner: int | None = None

    def enter(self, side: int, below: int = 0, above: int = 0) -> None:
        if self.winner is not None:
            raise ValueError("the rubber is over")
        if above:
            self.above[side].append(above)
        if below:
            self.below[side].append(below)
            self.current[side] += below
            if self.current[side] >= self.game:
                self.games[side] += 1
                self.current = [0, 0]
                if self.games[side] == 2:
                    self.winner = side
                    self.above[side].append(self.rubber_bonus)

    def enter_auction(self, decl_side: int, result: AuctionResult) -> None:
        self.enter(decl_side, result.decl_below, result.decl_above)
        if result.defs_above and self.winner is None:
            self.enter(1 - decl_side, 0, result.defs_above)

    def totals(self) -> list[int]:
        return [sum(self.below[s]) + sum(self.above[s]) for s in (0, 1)]

    def trick_totals(self) -> list[int]:
        return [sum(self.below[s]) for s in (0, 1)]

    def honour_totals(self) -> list[int]:
        return [sum(a for a in self.above[s]) - (self.rubber_bonus if self.winner == s else 0)
                for s in (0, 1)]
