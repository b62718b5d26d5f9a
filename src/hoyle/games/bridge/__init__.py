"""The bridge family: straight bridge and auction bridge (American laws, November 1913).

Scoring (:mod:`.scoring`) and the bidding mechanic (:mod:`hoyle.mechanics.bidding`) are
complete for the book's oracles; the playable states live in :mod:`.state`.
"""

from ...core.match import Match
from ...core.registry import GameInfo, register
from .bots import BridgeBot
from .for_three import FOR_THREE_LAWS, BridgeForThreeState
from .three_hand import THREE_HAND_LAWS, ThreeHandAuctionState
from .state import AUCTION_LAWS, STRAIGHT_LAWS, BridgeRules, BridgeState

__all__ = ["BridgeState", "BridgeRules", "BridgeMatch"]


class BridgeMatch(Match):
    """A rubber: deals until one side wins two games of 30 trick points."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.context.setdefault("below", [0, 0])
        self.context.setdefault("games", [0, 0])
        self.rubber: dict | None = None

    def carry(self, state: BridgeState) -> dict:
        ctx = super().carry(state)
        r = state.result()
        if r["game_won_by"] is not None:
            ctx["below"] = [0, 0]
        else:
            ctx["below"] = [state.below_before[s] + r["below"][s] for s in (0, 1)]
        ctx["games"] = r["games"]
        if r["rubber_won_by"] is not None:
            self.rubber = {"winner": ("NS", "EW")[r["rubber_won_by"]], "totals": list(self.totals)}
        return ctx

    @property
    def is_over(self) -> bool:
        return self.rubber is not None


_COMMON = dict(family="bridge", min_players=4, max_players=4, default_players=4,
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
    slug="double-dummy-bridge", title="Double dummy bridge (two-hand bridge)", family="bridge",
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
    slug="three-hand-auction", title="Three-hand auction bridge", family="bridge", min_players=3,
    max_players=3, default_players=3, state_cls=ThreeHandAuctionState, rules_cls=BridgeRules,
    bots={"heuristic": BridgeBot}, aliases=("three-handed-auction", "трехсторонний окшн-бридж"),
    source="Foster 1914, 001 part 1 §4.1",
    summary="Auction bridge for three, each for himself: the highest bidder takes the dummy hand "
            "and plays against the other two; honours are scored by each holder.",
    status="partial", notes="The irregularity penalties of §4.1 (50 and 100 to each opponent) are "
                            "not yet refereed; the outcome settles each deal's differences.",
    laws=THREE_HAND_LAWS))

register(GameInfo(
    slug="reversi-bridge", title="Reversi bridge", family="bridge", min_players=4, max_players=4,
    default_players=4, state_cls=BridgeState, rules_cls=BridgeRules, match_cls=BridgeMatch,
    bots={"heuristic": BridgeBot}, defaults={"form": "straight", "reversi": True},
    aliases=("реверси-бридж",), source="Foster 1914, 001 part 1 §4.13",
    summary="Straight bridge played to lose: each side scores the tricks and honours its adversaries take.",
    laws=STRAIGHT_LAWS))

register(GameInfo(
    slug="short-bridge", title="Short bridge", family="bridge", min_players=4, max_players=4,
    default_players=4, state_cls=BridgeState, rules_cls=BridgeRules, match_cls=BridgeMatch,
    bots={"heuristic": BridgeBot}, defaults={"form": "straight", "doubling": False},
    aliases=("короткий бридж",), source="Foster 1914, 001 part 1 §4.14",
    summary="Straight bridge without doubling, for a game: when a side reaches 30 below the line, the "
            "side with more points (tricks and honours) wins.",
    status="partial", notes="Each deal is a straight-bridge deal without doubling; the stake per game "
                            "(the side ahead when 30 is reached) is left to the match.",
    laws=STRAIGHT_LAWS))

register(GameInfo(
    slug="duplicate-auction", title="Duplicate auction bridge (one table's deal)", family="bridge",
    min_players=4, max_players=4, default_players=4, state_cls=BridgeState, rules_cls=BridgeRules,
    bots={"heuristic": BridgeBot}, defaults={"form": "auction", "duplicate": True},
    aliases=("дубликатный окшн-бридж",), source="Foster 1914, 001 part 1 §4.2",
    summary="Auction bridge with the deals replayed at other tables: no games or rubbers, each deal "
            "scored alone with 125 for 30 trick points; the movements are duplicate whist's.",
    laws=AUCTION_LAWS))

register(GameInfo(
    slug="bridge-for-three", title="Bridge for three (dummy bridge, cut-throat)", family="bridge",
    min_players=3, max_players=3, default_players=3, state_cls=BridgeForThreeState,
    rules_cls=BridgeRules, bots={"heuristic": BridgeBot}, defaults={"form": "straight"},
    aliases=("dummy-bridge", "cut-throat-bridge", "бридж на троих"),
    source="Foster 1914, 001 part 1 §4.3",
    summary="Straight bridge for three: the dealer plays with the dummy against the other two, the "
            "dummy declaring by a fixed schedule if he passes; only the dealer scores below the line.",
    status="partial", notes="Honours for three are not given by the book: scored per side at "
                            "straight-bridge values (our reading); the seat rotation between deals "
                            "is the match's.",
    laws=FOR_THREE_LAWS))
