"""The bridge family: straight bridge and auction bridge (American laws, November 1913).

Scoring (:mod:`.scoring`) and the bidding mechanic (:mod:`hoyle.mechanics.bidding`) are
complete for the book's oracles; the playable states live in :mod:`.state`. The varieties:
:mod:`.party` (king's bridge, deal-by-deal scoring, auction without dummy, nullo),
:mod:`.six_hand`, the movements in :mod:`.rotations` and what carries between deals in
:mod:`.matches`.
"""

from ...core.registry import GameInfo, register
from .bots import BridgeBot
from .matches import (BridgeMatch, DuplicateAuctionMatch, DuplicateBridgeMatch, KingsBridgeMatch,
                      PivotBridgeMatch, ProgressiveBridgeMatch, ShortBridgeMatch)
from .party import DealByDealBridgeState, KingsBridgeState, NoDummyBridgeState, NulloBridgeState
from .six_hand import SIX_HAND_LAWS, SixHandBot, SixHandBridgeMatch, SixHandBridgeState
from .for_three import FOR_THREE_LAWS, BridgeForThreeState, ForThreeRubber
from .three_hand import THREE_HAND_LAWS, ThreeHandAuctionState, ThreeHandRubber
from .state import AUCTION_LAWS, COMPASS, STRAIGHT_LAWS, BridgeRules, BridgeState

__all__ = ["BridgeState", "BridgeRules", "BridgeMatch", "COMPASS", "DuplicateAuctionMatch"]


_COMMON = dict(family="bridge", utility="zero-sum-points", min_players=4, max_players=4, default_players=4,
               state_cls=BridgeState, rules_cls=BridgeRules, match_cls=BridgeMatch,
               bots={"heuristic": BridgeBot})

register(GameInfo(
    slug="auction-bridge", title="Auction bridge (American laws, 1913)",
    aliases=("auction", "royal-auction", "окшн-бридж", "окшн"),
    source="Foster 1914, 001 part 1 §2 (American Laws of Auction Bridge, Nov 1913)",
    summary="Four players in partnerships bid for the right to name trumps; the highest bidder's "
            "side plays with his partner's hand exposed as dummy; 30 trick points make a game, "
            "two games a rubber worth 250.", laws=AUCTION_LAWS, **_COMMON))

register(GameInfo(
    slug="straight-bridge", title="Bridge (straight bridge, bridge whist)",
    aliases=("bridge", "bridge-whist", "бридж"), defaults={"form": "straight"},
    source="Foster 1914, 001 part 1 §3",
    summary="The dealer or his partner names trumps or no-trump; the adversaries may double; the "
            "dealer plays his partner's hand as dummy; 30 points a game, rubber worth 100.",
    notes="Honours use the auction multipliers on straight-bridge trick values (catalog gap §3.1).",
    laws=STRAIGHT_LAWS, **_COMMON))

register(GameInfo(
    slug="double-dummy-bridge", title="Double dummy bridge (two-hand bridge)", family="bridge", utility="zero-sum-points",
    min_players=2, max_players=2, default_players=2, state_cls=BridgeState, rules_cls=BridgeRules,
    match_cls=BridgeMatch, bots={"heuristic": BridgeBot}, defaults={"form": "straight"},
    aliases=("two-hand-bridge", "двойной блинд-бридж", "дубль-болван"),
    source="Foster 1914, 001 part 1 §4.10",
    summary="Straight bridge for two, each with a dummy opposite: no doubling; a passed declaration "
            "is made for the dummy by the fixed schedule of bridge for three.",
    status="partial", notes="Player 0 plays North with dummy South, player 1 East with dummy West; "
                            "the first lead from an unexposed dummy shows that dummy's cards as the "
                            "legal plays (the book's 'lead without looking' cannot be kept).",
    laws=STRAIGHT_LAWS))

register(GameInfo(
    slug="three-hand-auction", title="Three-hand auction bridge", family="bridge", utility="zero-sum-points", min_players=3,
    max_players=3, default_players=3, state_cls=ThreeHandAuctionState, rules_cls=BridgeRules,
    bots={"heuristic": BridgeBot}, aliases=("three-handed-auction", "трехсторонний окшн-бридж"),
    source="Foster 1914, 001 part 1 §4.1", match_cls=ThreeHandRubber,
    summary="Auction bridge for three, each for himself: the highest bidder takes the dummy hand "
            "and plays against the other two; honours are scored by each holder.",
    notes="Irregularities of laws 5, 6, 9 and 10 (50 and 100 to each opponent) are referee calls, and "
          "revokes (referee_mode) are claimed as at auction, a declarer's revoke giving each adversary "
          "100. Each deal's outcome settles "
          "its differences, so a rubber's totals are the law-15 settlement (the book's example prints "
          "215 for a difference of 216).",
    laws=THREE_HAND_LAWS))

register(GameInfo(
    slug="reversi-bridge", title="Reversi bridge", family="bridge", utility="zero-sum-points", min_players=4, max_players=4,
    default_players=4, state_cls=BridgeState, rules_cls=BridgeRules, match_cls=BridgeMatch,
    bots={"heuristic": BridgeBot}, defaults={"form": "straight", "reversi": True},
    aliases=("реверси-бридж",), source="Foster 1914, 001 part 1 §4.13",
    summary="Straight bridge played to lose: each side scores the tricks and honours its adversaries take.",
    laws=STRAIGHT_LAWS))

register(GameInfo(
    slug="short-bridge", title="Short bridge", family="bridge", utility="zero-sum-points", min_players=4, max_players=4,
    default_players=4, state_cls=BridgeState, rules_cls=BridgeRules, match_cls=ShortBridgeMatch,
    bots={"heuristic": BridgeBot}, defaults={"form": "straight", "doubling": False},
    aliases=("короткий бридж",), source="Foster 1914, 001 part 1 §4.14",
    summary="Straight bridge without doubling, for a game: when a side reaches 30 below the line, the "
            "side with more points (tricks and honours) wins.",
    notes="Each deal is a straight-bridge deal without doubling; ShortBridgeMatch settles one stake a "
          "game, to the side with more points below and above the line when either reaches 30 below "
          "(equal totals: the side that reached 30, our reading).",
    laws=STRAIGHT_LAWS))

register(GameInfo(
    slug="duplicate-auction", title="Duplicate auction bridge (one table's deal)", family="bridge", utility="zero-sum-points",
    min_players=4, max_players=4, default_players=4, state_cls=BridgeState, rules_cls=BridgeRules,
    match_cls=DuplicateAuctionMatch,
    bots={"heuristic": BridgeBot}, defaults={"form": "auction", "duplicate": True},
    aliases=("дубликатный окшн-бридж",), source="Foster 1914, 001 part 1 §4.2",
    summary="Auction bridge with the deals replayed at other tables: no games or rubbers, each deal "
            "scored alone with 125 for 30 trick points; the movements are duplicate whist's.",
    laws=AUCTION_LAWS))

register(GameInfo(
    slug="bridge-for-three", title="Bridge for three (dummy bridge, cut-throat)", family="bridge", utility="zero-sum-points",
    min_players=3, max_players=3, default_players=3, state_cls=BridgeForThreeState,
    rules_cls=BridgeRules, bots={"heuristic": BridgeBot}, defaults={"form": "straight"},
    aliases=("dummy-bridge", "cut-throat-bridge", "бридж на троих"),
    source="Foster 1914, 001 part 1 §4.3",
    summary="Straight bridge for three: the dealer plays with the dummy against the other two, the "
            "dummy declaring by a fixed schedule if he passes; only the dealer scores below the line.",
    match_cls=ForThreeRubber,
    notes="Honours for three are not given by the book: scored per side at "
                            "straight-bridge values (our reading). The vacant-seat move between deals "
                            "is read as the vacant seat's own left and right, so the deal passes to "
                            "the left (ForThreeRubber keeps the compass seats).",
    laws=FOR_THREE_LAWS))

# ----- the party varieties and the remaining auction forms (001 part 1 §1.3, §2.13, §4.6-§4.15)
_PARTY = dict(family="bridge", utility="zero-sum-points", min_players=4, max_players=4, default_players=4,
              rules_cls=BridgeRules, bots={"heuristic": BridgeBot})

register(GameInfo(
    slug="kings-bridge", title="King's bridge (four-hand bridge, each for himself)",
    state_cls=KingsBridgeState, match_cls=KingsBridgeMatch,
    defaults={"form": "straight", "doubling": False},
    aliases=("king's-bridge", "four-hand-bridge", "королевский бридж"), source="Foster 1914, 001 part 1 §4.12",
    summary="Straight bridge in which each plays for himself: the dealer declares (or the player "
            "opposite, by the fixed schedule of bridge for three), no doubling, and the deal's "
            "tricks and honours go to the dealer or to each of the other three; partners change "
            "every four deals by the pivot, and after twelve the scores settle as at skat.",
    notes="The deal's outcome settles its plus scores as at skat (4 x own - total); tricks and "
          "honours of the two sides are netted into the one signed sum (our reading).",
    laws=STRAIGHT_LAWS, **_PARTY))

register(GameInfo(
    slug="pivot-bridge", title="Pivot bridge", state_cls=BridgeState, match_cls=PivotBridgeMatch,
    aliases=("пивот-бридж",), source="Foster 1914, 001 part 1 §4.6",
    summary="Auction bridge among the same four for three rubbers: the first dealer keeps her "
            "seat and the others move round her after each rubber, so that each partners each "
            "other once; every player keeps what his side scores.",
    laws=AUCTION_LAWS, **_PARTY))

register(GameInfo(
    slug="progressive-bridge", title="Progressive bridge (drive bridge)", state_cls=DealByDealBridgeState,
    match_cls=ProgressiveBridgeMatch, aliases=("drive-bridge", "прогрессивный бридж"),
    source="Foster 1914, 001 part 1 §4.7",
    summary="Auction bridge at many tables for a party: no games or rubbers, each deal scored "
            "alone; after a round of four deals the E-W pairs (or the winners) move to the next "
            "table, and the pairs are ranked by the points they scored.",
    notes="One table's deal; the room, the movement and the standings are the match "
          "(ProgressiveBridgeMatch: tables, deals_per_round, rounds, movement).",
    laws=AUCTION_LAWS, **_PARTY))

register(GameInfo(
    slug="duplicate-bridge", title="Duplicate bridge (bridge to the score)", state_cls=DealByDealBridgeState,
    match_cls=DuplicateBridgeMatch, defaults={"form": "straight"},
    aliases=("bridge-to-the-score", "дубликат-бридж"), source="Foster 1914, 001 part 1 §4.8",
    summary="Straight bridge with the deals kept in trays and scored alone; after each round of "
            "four deals the side with the greater total of trick points adds 50 and the "
            "opponents change.", status="partial",
    notes="The match plays one table's rounds (opponents changed by the pivot); replaying the "
          "trays at other tables uses the duplicate-whist movements (DuplicateMatch in "
          "hoyle.mechanics.duplicate, `hoyle duplicate --game duplicate-bridge`: 50 to the "
          "side with more trick points over each seating's boards).",
    laws=STRAIGHT_LAWS, **_PARTY))

register(GameInfo(
    slug="auction-without-dummy", title="Auction without dummy", state_cls=NoDummyBridgeState,
    match_cls=BridgeMatch, aliases=("auction-no-dummy", "окшн без болвана"),
    source="Foster 1914, 001 part 1 §1.3 (end of 1913, after vint)",
    summary="Auction bridge bid as usual, but no hand is laid down: all four hold and play their "
            "own cards as at whist.", status="partial",
    notes="The book gives one sentence; scoring, laws and rubber are auction bridge's (our reading).",
    laws=AUCTION_LAWS, **_PARTY))

register(GameInfo(
    slug="nullo", title="Auction bridge with nullo", state_cls=NulloBridgeState, match_cls=BridgeMatch,
    defaults={"nullo": True}, aliases=("auction-nullo", "нулло"), source="Foster 1914, 001 part 1 §2.13, §1.3",
    summary="Auction bridge with the nullo bid: a contract to lose tricks at no-trump, 10 a trick "
            "under seven, ranking just below no-trump, without honours.", status="partial",
    notes="Our readings where the book is silent: tricks lost beyond the contract score 10 each, "
          "each trick short costs 50 (doubled 100, redoubled 200), a doubled nullo made earns "
          "50 and 50 a trick over, no slams; a revoke against nullo: the declarer gives three "
          "tricks or takes 100. No-trump overcalls nullo at the same number of tricks.",
    laws=AUCTION_LAWS, **_PARTY))

register(GameInfo(
    slug="six-hand-bridge", title="Six-hand bridge", family="bridge", utility="zero-sum-points", min_players=6, max_players=6,
    default_players=6, state_cls=SixHandBridgeState, rules_cls=BridgeRules, match_cls=SixHandBridgeMatch,
    bots={"heuristic": SixHandBot}, defaults={"form": "straight"},
    aliases=("six-handed-bridge", "шестиместный бридж"), source="Foster 1914, 001 part 1 §4.9",
    summary="Six players in three pairs at two tables pushed together: the partners at the ends "
            "deal and play with a dummy each against a pair of adversaries; all move one place "
            "after each deal, and three rubbers (one between each two pairs) run at once.",
    status="partial",
    notes="The seating diagram is lost: the positions are our reading (dealers at 1 and 4, the "
          "pair at 2 and 5 at the first table, 3 and 6 at the second); the move 5 -> 4 missing "
          "from the book's list is restored. The two tables' deals are taken one after the other; "
          "a dealer's pass hands his dummy to the dealer at the other end to declare.",
    laws=SIX_HAND_LAWS))

# bridge for two, draw bridge and misery bridge register themselves (they import BridgeMatch above)
from . import two_hand  # noqa: E402,F401

# the score card for deals played with a real pack (issue 16 item 5)
from .scorecard import AnnouncedBridgeDeal, AuctionScoreCard  # noqa: E402

__all__ += ["AnnouncedBridgeDeal", "AuctionScoreCard"]
