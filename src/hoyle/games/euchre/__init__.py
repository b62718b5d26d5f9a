"""The euchre family (catalog INDEX.md family 5; Foster 1914, 001 part 3 §B).

Registered games:

* ``euchre`` — four-handed partnership euchre with the Laws of Euchre 1-40 (§B1).
* ``cut-throat-euchre`` — three players, each for himself (§B2): a lone march scores three,
  a euchre two to each adversary; two reaching five together divide the pool.
* ``two-hand-euchre`` — two players opposite each other (§B1 "positions"; law 2: a march is
  two).
* ``spoil-five``, ``forty-five`` (§B17, §B18) — :mod:`.spoilfive`: the five and jack of trumps and
  the ace of hearts, highest in red and lowest in black, robbing, reneging, jinking, the pool.
* ``three-card-loo``, ``irish-loo``, ``five-card-loo``, ``rams``, ``rounce``, ``bierspiel``
  (§B19-§B22) — :mod:`.loo`: one engine of pool trick games with a :class:`~.loo.PoolVariant` of
  data per game (deal, declaring, the pool shared by tricks, the looed paying).

* ``set-back-euchre`` (§B3), ``blind-euchre`` (§B4), ``penalty-euchre`` (§B5), ``auction-euchre``
  (§B6), ``seven-hand-euchre`` (§B10), ``five-hand-euchre`` (§B11), ``call-ace-euchre`` (§B12):
  :mod:`.variants` (set-back is only options of the engine).
* ``railroad-euchre`` (§B9): :mod:`.railroad` and :class:`RailroadMatch` (laps and slams).
* ``progressive-euchre`` (§B7) and ``military-euchre`` (§B8): party matches over tables,
  :mod:`.party`.

One engine (:class:`~hoyle.games.euchre.state.EuchreState`, with hooks for the deal's rounds, a
widow, the leader, the deal's value and who plays with the maker); each game is a number of
players and a set of options, or a thin subclass. :class:`EuchreMatch` carries the score to five between deals, the
games of a rubber (law 3) and the rubbers.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match, RubberMatch
from ...core.registry import GameInfo, register
from .bots import EuchreBot
from .laws import EUCHRE_LAWS
from .state import SEAT_NAMES, EuchreRules, EuchreState, deal_points
from .party import MilitaryEuchreMatch, ProgressiveEuchreMatch
from .railroad import RailroadEuchreState, RailroadRules, railroad_game_value
from .variants import BidEuchreRules, BidEuchreState, BlindEuchreState, CallAceEuchreState, PenaltyEuchreState

__all__ = ["EuchreState", "EuchreRules", "EuchreMatch", "EuchreBot", "EUCHRE_LAWS", "deal_points",
           "game_value", "rubber_value", "score_markers", "SEAT_NAMES"]


_MARKERS = {1: "3 face up, covered by the 4 face down", 2: "4 face up, covered by the 3 face down",
            3: "3 face up on the 4 face down", 4: "4 face up on the 3 face down"}


def score_markers(points: int) -> str:
    """How a score of 1 to 4 is shown with a four and a three as markers (001 part 3 §B1,
    EU-01). Raises ValueError outside 1..4."""
    if points not in _MARKERS:
        raise ValueError("the four and the three show a score of 1 to 4")
    return _MARKERS[points]


def game_value(loser_score: int) -> int:
    """Law 3: a game won against 0 is a treble (3), against 1 or 2 a double (2), against 3 or
    4 a single (1)."""
    if loser_score <= 0:
        return 3
    return 2 if loser_score <= 2 else 1


def rubber_value(winner_games: list[int], loser_games: list[int]) -> int:
    """Law 3: the rubber's winners add two to their games' values and subtract the losers'
    (EU-02: at most 3 + 3 + 2 = 8, at least 1 + 1 + 2 - 3 = 1)."""
    return sum(winner_games) + 2 - sum(loser_games)


#: what each player puts in the pool of a cut-throat game (our reading: the book names no stake)
POOL_STAKE = 2


class EuchreMatch(RubberMatch):
    """Deals of euchre carrying the score toward game (law 1: five points).

    Context: ``dealer`` (passes to the left, but stays after a deal void with the same dealer
    to deal again, laws 11 and 30), ``score`` (points per side: two sides with four players,
    a seat each otherwise), ``games`` (the values of the games won in the rubber in progress,
    per side) and ``rubbers``. With partners (or two players) a game is worth a treble,
    double or single and a rubber of three games its winners' games and two, less the
    losers' (law 3; ``rubber`` off: each game settles by itself). With three each plays for
    himself: the first to five takes the pool (``POOL_STAKE`` from each), two reaching it
    together divide it (001 part 3 L1202, CT-01).
    """

    fresh_rubber = {"score": None, "games": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        n = self.num_players
        self.partnerships = n in (4, 6) and not self.rules.each_for_himself
        self.n_sides = 2 if self.partnerships else n
        self.context.setdefault("score", [0] * self.n_sides)
        self.context.setdefault("games", [[] for _ in range(self.n_sides)])

    def _per_seat(self, side_values: list[int]) -> list[int]:
        if self.partnerships:
            return [side_values[s % 2] for s in range(self.num_players)]
        return list(side_values)

    def carry(self, state: EuchreState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = state.dealer if state.same_dealer else (state.dealer + 1) % self.num_players
        pts = state.points()
        score = [a + b for a, b in zip(ctx.get("score") or [0] * self.n_sides, pts)]
        games = [list(g) for g in (ctx.get("games") or [[] for _ in range(self.n_sides)])]
        goal = self.rules.game_points
        winners = [s for s in range(self.n_sides) if score[s] >= goal]
        ctx["score"], ctx["games"] = score, games
        if not winners:
            return ctx
        n = self.num_players
        names = (("NS", "EW") if n == 4 else ("ACE", "BDF")) if self.partnerships else SEAT_NAMES[n]
        if not self.partnerships and n >= 3:
            pool = POOL_STAKE * n
            share = pool // len(winners)
            seats = [share - POOL_STAKE if s in winners else -POOL_STAKE for s in range(n)]
            self.end_rubber(ctx, names[winners[0]] if len(winners) == 1 else "+".join(names[w] for w in winners),
                            seats[winners[0]], seats, f"{'-'.join(map(str, score))}", kind="game",
                            score=score)
            ctx["score"], ctx["games"] = [0] * n, [[] for _ in range(n)]
            return ctx
        w = winners[0]
        games[w].append(self._game_value(score[1 - w]))
        ctx["score"] = [0] * self.n_sides
        carried = self._carried(score[w])
        if not self.rules.rubber or len(games[w]) >= 2:
            value = rubber_value(games[w], games[1 - w]) if self.rules.rubber else games[w][-1]
            side = [value if s == w else -value for s in range(2)]
            self.end_rubber(ctx, names[w], value, self._per_seat(side),
                            f"{len(games[w])}-{len(games[1 - w])}" if self.rules.rubber else None,
                            kind="rubber" if self.rules.rubber else "game", game_values=games)
            ctx["score"], ctx["games"] = [0, 0], [[], []]
        ctx["score"][w] = carried
        return ctx

    def _game_value(self, loser_score: int) -> int:
        """Hook: what a game won is worth (law 3's treble, double, single)."""
        return game_value(loser_score)

    def _carried(self, winner_score: int) -> int:
        """Hook: the points the winner of a game carries into the next (none; railroad's laps)."""
        return 0

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        games = self.context.get("games") or []
        if not any(score) and not any(games):
            return None
        return f"in progress, not settled: score {'-'.join(map(str, score))}; games won " + \
            ", ".join(f"{len(g)}" for g in games)


def _euchre(players: int, **info: Any) -> None:
    info.setdefault("utility", "zero-sum-points")
    register(GameInfo(family="euchre", min_players=players, max_players=players, state_cls=EuchreState,
                      rules_cls=EuchreRules, match_cls=EuchreMatch, laws=EUCHRE_LAWS,
                      bots={"heuristic": EuchreBot}, **info))


_euchre(4, slug="euchre", title="Euchre", aliases=("эвхри", "four-hand-euchre"),
        source="Foster 1914, 001 part 3 §B1, Laws of Euchre 1-40",
        summary="Four players in two partnerships, five cards each from a 32-card pack; the turned "
                "card is ordered up, assisted or taken, else another suit is made; the bowers lead "
                "the trumps; three tricks score one, a march two, a lone march four; game is five.")

_euchre(3, slug="cut-throat-euchre", title="Cut-throat euchre (three-hand)",
        aliases=("беспощадный эвхр", "three-hand-euchre"), utility="general-sum",
        source="Foster 1914, 001 part 3 §B2 (L948, L992-997, L1203-1213)",
        summary="Three play euchre each for himself: the maker plays alone against the other two; a "
                "march scores three, a euchre two to each adversary; two reaching five together "
                "divide the pool.")

_euchre(2, slug="two-hand-euchre", title="Two-hand euchre", aliases=("euchre-for-two",),
        source="Foster 1914, 001 part 3 §B1 (positions; law 2)",
        summary="Euchre for two sitting opposite: the non-dealer orders up or passes, the dealer takes "
                "up or turns down; three tricks score one, a march two; game is five.")

# écarté and pool écarté (§B14-B15) and the napoleon games (§B16) register from their modules
from . import ecarte as _ecarte  # noqa: E402,F401
from . import nap as _nap  # noqa: E402,F401
from . import fivehundred as _fivehundred  # noqa: E402,F401


# ----- the variants of §B3-B6, §B10-B12 -------------------------------------------------------------
def _variant(players: tuple[int, int, int], state_cls: type = EuchreState, rules_cls: type = EuchreRules,
             **info: Any) -> None:
    lo, hi, default = players
    info.setdefault("utility", "general-sum")
    register(GameInfo(family="euchre", min_players=lo, max_players=hi, default_players=default,
                      state_cls=state_cls, rules_cls=rules_cls, match_cls=EuchreMatch, laws=EUCHRE_LAWS,
                      bots={"heuristic": EuchreBot}, **info))


_variant((3, 4, 4), slug="set-back-euchre", title="Set-back euchre", aliases=("эвхр с откатом", "setback-euchre"),
         defaults={"set_back": True, "game_points": 10, "rubber": False},
         source="Foster 1914, 001 part 3 §B3 (L1214-1218)", status="partial",
         summary="Euchre scored backwards: each side starts at ten and takes off what it makes; a side "
                 "euchred is set back two and its adversaries score nothing; a revoke sets the revoker "
                 "back the same way.",
         notes="The book leaves the end implicit; our reading: the first side down to nothing wins. "
               "Four in partnerships by default; three play each for himself.")

_variant((3, 4, 3), BlindEuchreState, slug="blind-euchre", title="Blind euchre", aliases=("слепой эвхр",),
         defaults={"each_for_himself": True}, source="Foster 1914, 001 part 3 §B4 (L1219-1222)",
         status="partial",
         summary="Each for himself, with a widow of two: whoever takes the widow has ordered up the "
                 "turned suit, lays away two cards and plays alone against the rest; nobody taking it, "
                 "the hand is void.",
         notes="The book states neither the number of players nor the trump; our reading: three (or "
               "four) players, the turned card names the trumps and stays on the pack.")

_variant((5, 5, 5), PenaltyEuchreState, slug="penalty-euchre", title="Penalty euchre", aliases=("штрафной эвхр",),
         defaults={"game_points": 12, "rubber": False}, source="Foster 1914, 001 part 3 §B5 (L1223-1231)",
         status="partial",
         summary="Five for themselves with twelve chips each and a widow of five: each in turn may "
                 "exchange his hand for the cards lying face down; the turned card names the trumps; a "
                 "player without a trick receives a chip from each other, and every trick costs its "
                 "taker a chip into the pool; the first rid of his twelve wins.",
         notes="The catalog's PE-01 reading: those without a trick pay each other too. The outcome is "
               "the chips got rid of in the hand.")

_variant((4, 4, 4), BidEuchreState, BidEuchreRules, slug="auction-euchre", title="Auction euchre",
         aliases=("аукционный эвхр",), utility="zero-sum-points",
         notes="Registered for four; the engine also seats six, three a side alternately "
               "(BidEuchreState(6, ...)), which the registry cannot offer beside four without five.",
         defaults={"form": "auction", "game_points": 15, "rubber": False},
         source="Foster 1914, 001 part 3 §B6 (L1232-1243)",
         summary="Euchre for four or six with no card turned: each bids once a number of tricks and a "
                 "suit; the highest names the trumps, the eldest leads; the bid made scores the bid and "
                 "no more, euchred the adversaries score it; game is fifteen.")

_variant((7, 7, 7), BidEuchreState, BidEuchreRules, slug="seven-hand-euchre", title="Seven-hand euchre",
         aliases=("эвхр на семь рук",),
         defaults={"form": "seven-hand", "pack": "52", "joker": True, "game_points": 100,
                   "rubber": False, "hidden_score": True},
         source="Foster 1914, 001 part 3 §B10 (L1337-1409)",
         summary="Seven players, the full pack and the joker, seven cards each and a widow of four; one "
                 "round of bids of tricks and a suit (ten: all seven alone with the widow, twenty: "
                 "without it); the maker takes the widow and chooses two partners (three for six or "
                 "seven); made, he and each partner score the bid; euchred, each adversary scores it.",
         notes="The book names no game and keeps the score hidden; we play to 100 (as five-hand) with "
               "the score out of the players' view.")

_variant((5, 5, 5), BidEuchreState, BidEuchreRules, slug="five-hand-euchre", title="Five-hand euchre",
         aliases=("эвхри для пяти игроков",),
         defaults={"form": "five-hand", "pack": "28", "game_points": 100, "rubber": False},
         source="Foster 1914, 001 part 3 §B11 (L1410-1420)",
         summary="Five players, 28 cards, five each and a widow of three; bids as seven-hand (eight: "
                 "the widow and no partners, fifteen: neither); the maker takes one partner for three, "
                 "two for four or five, by seat or by calling a card; game is 100.",
         notes="As the book says, practically seven-hand for five: the maker takes the widow on every "
               "bid but fifteen.")

_variant((4, 6, 5), CallAceEuchreState, slug="call-ace-euchre", title="Call-ace euchre",
         aliases=("эвхри с вызовом туза",), defaults={"each_for_himself": True, "rubber": False},
         source="Foster 1914, 001 part 3 §B12 (L1421-1437)",
         summary="Each for himself: the maker calls for the best card of a plain suit and its holder "
                 "is his secret partner until the card falls; three tricks score 1 each, all five 3 "
                 "each (2 with four players), euchred 2 to each other player; alone, a march scores a "
                 "point for every player at the table.",
         notes="24 cards for four, 28 for five, 32 for six. The book names no game: we keep five.")


class RailroadMatch(EuchreMatch):
    """Railroad euchre's games (§B9): with ``laps`` the winner's points beyond five carry into
    the next game; with ``slams`` a game won five to love counts two games; each game settles
    by itself (no rubber)."""

    def _game_value(self, loser_score: int) -> int:
        return railroad_game_value(loser_score, self.rules.slams)

    def _carried(self, winner_score: int) -> int:
        return max(0, winner_score - self.rules.game_points) if self.rules.laps else 0


register(GameInfo(family="euchre", slug="railroad-euchre", title="Railroad euchre", min_players=4, max_players=4,
                  state_cls=RailroadEuchreState, rules_cls=RailroadRules, match_cls=RailroadMatch,
                  laws=EUCHRE_LAWS, bots={"heuristic": EuchreBot}, utility="zero-sum-points",
                  aliases=("эвхр «железная дорога»", "railroad"),
                  defaults={"pack": "24", "joker": True, "rubber": False},
                  source="Foster 1914, 001 part 3 §B9 (L1290-1336)",
                  summary="Four-hand euchre with 24 cards and the joker as best trump: a lone player "
                          "gets his partner's best card for one of his, an adversary may play alone "
                          "against him, jambone is a lone hand face up (8 for a march) and the jamboree "
                          "(the five highest trumps) scores 16; laps and slams carry the score on.",
                  notes="Our reading of jambone euchred: the adversaries score two. The laps-and-slams "
                        "scoring of a lone hand played without the best card is not implemented."))


register(GameInfo(family="euchre", slug="progressive-euchre", title="Progressive euchre (party)",
                  min_players=4, max_players=4, state_cls=EuchreState, rules_cls=EuchreRules,
                  match_cls=ProgressiveEuchreMatch, laws=EUCHRE_LAWS, bots={"heuristic": EuchreBot},
                  utility="zero-sum-points", aliases=("прогрессивный эвхр",),
                  defaults={"rubber": False}, source="Foster 1914, 001 part 3 §B7 (L1244-1284)",
                  summary="Euchre for a party at numbered tables: play to five until the head table's "
                          "bell; winners move up a table and change partners, the head table's losers "
                          "go to the booby table; gold, red and green stars decide the prizes.",
                  notes="One table's deal is euchre; the room, the bell, the movement and the stars are "
                        "the match (ProgressiveEuchreMatch: tables, rounds, head_lone_hands)."))

register(GameInfo(family="euchre", slug="military-euchre", title="Military euchre (party)",
                  min_players=4, max_players=4, state_cls=EuchreState, rules_cls=EuchreRules,
                  match_cls=MilitaryEuchreMatch, laws=EUCHRE_LAWS, bots={"heuristic": EuchreBot},
                  utility="zero-sum-points", aliases=("военный эвхр",),
                  defaults={"rubber": False, "lone_hands": False},
                  source="Foster 1914, 001 part 3 §B8 (L1285-1289)",
                  summary="Euchre for a party: each table a fort held by its N-S pair; the E-W pairs go "
                          "round the forts playing a game of five at each without lone hands, the "
                          "winners taking a small flag from the losers; the fort with most flags wins.",
                  notes="Our reading: every fort and touring pair starts with as many small flags as "
                        "there are tables (MilitaryEuchreMatch: tables)."))

# ----- the pool games of the family: spoil five, forty-five, loo, rams, rounce, bierspiel ---------
from .loo import (LOO_LAWS, RAMS_LAWS, VARIANTS, BierspielMatch, BierspielState, FiveCardLooState, IrishLooState,  # noqa: E402
                  PoolTrickMatch, PoolTrickState, RamsState, RounceState, ThreeCardLooState, loo_order)
from .pool_bots import PoolTrickBot  # noqa: E402
from .spoilfive import (SPOIL_FIVE_LAWS, FortyFiveMatch, FortyFiveState, SpoilFiveMatch,  # noqa: E402
                        SpoilFiveState, forty_five_points, spoil_five_order)

__all__ += ["SpoilFiveState", "FortyFiveState", "SpoilFiveMatch", "FortyFiveMatch", "SPOIL_FIVE_LAWS",
            "spoil_five_order", "forty_five_points", "PoolTrickState", "PoolTrickMatch", "VARIANTS", "LOO_LAWS",
            "RAMS_LAWS", "loo_order", "PoolTrickBot", "ThreeCardLooState", "IrishLooState", "FiveCardLooState",
            "RamsState", "RounceState", "BierspielState", "BierspielMatch"]


def _pool_game(state_cls: type, laws: Any, match_cls: type, **info: Any) -> None:
    info.setdefault("utility", "zero-sum-chips")
    register(GameInfo(family="euchre", min_players=state_cls.min_players if hasattr(state_cls, "min_players") else 2,
                      max_players=state_cls.max_players if hasattr(state_cls, "max_players") else 10,
                      state_cls=state_cls, rules_cls=state_cls.rules_cls, match_cls=match_cls, laws=laws,
                      bots={"heuristic": PoolTrickBot}, **info))


SpoilFiveState.min_players, SpoilFiveState.max_players = 2, 10
FortyFiveState.min_players, FortyFiveState.max_players = 4, 4

_pool_game(SpoilFiveState, SPOIL_FIVE_LAWS, SpoilFiveMatch, slug="spoil-five", title="Spoil five",
           aliases=("спойл файв", "spoil-5"), default_players=5,
           source="Foster 1914, 001 part 3 §B17 (seed lines 2008-2102)",
           summary="Two to ten each for himself, five cards each; the five and jack of trumps and the ace of hearts "
                   "lead the trumps, numerals highest in red and lowest in black; the ace of trumps robs the turn-up; "
                   "three tricks win the pool, all five (jinking) a chip from each besides; spoiled pools stand.")
_pool_game(FortyFiveState, SPOIL_FIVE_LAWS, FortyFiveMatch, slug="forty-five", title="Forty-five (five and ten)",
           aliases=("сорок пять", "five-and-ten"), default_players=4, utility="zero-sum-points",
           notes="registered for four in two partnerships; the engine also deals for two or six "
                 "(FortyFiveState(2), FortyFiveState(6)), which a registry range cannot state without three and five",
           source="Foster 1914, 001 part 3 §B18 (seed lines 2103-2113)",
           summary="Spoil five's cards and play for two, or four or six in two partnerships: three or four tricks "
                   "score five, all five ten; game is 45.")
_pool_game(ThreeCardLooState, LOO_LAWS, PoolTrickMatch, slug="three-card-loo", title="Loo (three-card, division loo)",
           aliases=("лу", "деленый лу", "division-loo", "loo"), default_players=5,
           source="Foster 1914, 001 part 3 §B22 (seed lines 2190-2270)",
           summary="Three cards each; a simple pool is played by all with no trump until a player cannot follow; a "
                   "double pool has a widow and a trump, each stands, takes the widow or passes; each trick takes a "
                   "third of the pool, a player in without a trick is looed; three trumps are a flush.")
_pool_game(IrishLooState, LOO_LAWS, PoolTrickMatch, slug="irish-loo", title="Irish loo",
           aliases=("ириш-лу",), default_players=5,
           source="Foster 1914, 001 part 3 §B22 Irish loo (seed lines 2271-2278)",
           summary="Loo with a trump always turned and no widow: each plays or passes, then those in exchange "
                   "cards from the stock; a trick takes a third of the pool, the looed pay.")
_pool_game(FiveCardLooState, LOO_LAWS, PoolTrickMatch, slug="five-card-loo", title="Five-card loo (with Pam)",
           aliases=("пятикарточный лу", "pam-loo"), default_players=5,
           source="Foster 1914, 001 part 3 §B22 five-card loo (seed lines 2279-2290)",
           summary="Irish loo with five cards: Pam (the jack of clubs) is always the best trump and must be civil "
                   "to the ace of trumps led; any five-card flush takes the pool and loos the whole table.")
_pool_game(RamsState, RAMS_LAWS, PoolTrickMatch, slug="rams", title="Rams (rammes)",
           aliases=("рамс", "раммес", "rammes"), default_players=4,
           source="Foster 1914, 001 part 3 §B19 (seed lines 2114-2174)",
           summary="Five cards and a widow from a 32-card pack ranked K Q J A 10 9 8 7; each plays, takes the widow "
                   "or passes; head the trick, trump when void; each trick takes a fifth of the pool, the ramsed pay "
                   "five.")
_pool_game(RounceState, RAMS_LAWS, PoolTrickMatch, slug="rounce", title="Rounce", aliases=("роунс",),
           default_players=5, status="partial",
           notes="the book leaves the hand size unstated: five cards each (our reading, as rams)",
           source="Foster 1914, 001 part 3 §B20 (seed lines 2175-2179)",
           summary="Rams with 52 cards in whist order, three to nine players and a widow of six whose taker "
                   "discards one; follow suit only; the first trick's winner leads a trump.")
_pool_game(BierspielState, RAMS_LAWS, BierspielMatch, slug="bierspiel", title="Bierspiel", aliases=("бирспиль",),
           default_players=4, status="partial", utility="general-sum",
           notes="the book leaves the pack and the number of players unstated: the 32-card pack, two to five "
                 "players (our reading); the face-down lead of a player without a trump is not built",
           source="Foster 1914, 001 part 3 §B21 (seed lines 2180-2189)",
           summary="A students' rams: everyone plays five cards, the seven of diamonds always the second trump; "
                   "trumps are led to the first tricks; each trick wipes out a chalk mark.")

# the score card for deals played with a real pack (issue 16 item 5)
from .scorecard import AnnouncedEuchreDeal, EuchreScoreCard  # noqa: E402

__all__ += ["AnnouncedEuchreDeal", "EuchreScoreCard"]
