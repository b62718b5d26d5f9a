"""The hearts family and the older avoidance games (catalog INDEX.md family 7; Foster 1914, catalog
001_part4.md §2-3).

Registered games, one engine (:class:`~hoyle.games.hearts.state.HeartsState`) with options:

* ``hearts`` — hearts by laws 1-30 (§2.1, §2.15), settled by the sweepstake of law 29; no
  "shooting the moon" (a player taking all thirteen makes a jack);
* ``sweepstake-hearts`` — the sweepstake (§2.2) with its jacks carried from deal to deal;
* ``howells-settling`` — E. C. Howell's settlement, 13 - n·h a player (§2.3);
* ``three-hand-hearts`` — three players, the two of spades out, the most hearts paying the
  differences (§2.5);
* ``two-hand-hearts`` — two players and a stock, drawn after each trick (§2.4);
* ``joker-hearts`` — the joker for the two of hearts, worth five counters (§2.8);
* ``auction-hearts`` — a suit to avoid bought at auction, the bid into the pool (§2.6);
* ``domino-hearts`` — six each and a stock drawn from when unable to follow (§2.12);
* ``progressive-hearts`` — one table's deal of the party; the room in :mod:`.progressive` (§2.10);
* ``spot-hearts`` — hearts at their pips, J 11 .. A 14, the lowest collecting the excess (§2.7);
* ``black-lady`` — discard hearts: three cards passed to the left, the queen of spades thirteen
  hearts (the black jack, ten, as an option) (§2.9);
* ``heartsette`` — hearts with a widow for the winner of the first trick (§2.11);
* ``slobberhannes`` — 32 cards; the first, the last and the ♣Q tricks cost a counter (§3.1);
* ``polignac`` — 32 cards; each jack a counter, the jack of spades two (§3.2);
* ``enfle`` — enflé: a player who cannot follow takes up the trick; the first out wins (§3.3), its own
  engine (:class:`~hoyle.games.hearts.enfle.EnfleState`).

:class:`HeartsMatch` carries the pool (a jack, an odd counter) and the deal to the next deal.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match
from ...core.registry import GameInfo, register
from .bots import DISCARD_TABLE, HeartsBot
from .enfle import EnfleBot, EnfleRules, EnfleState
from .laws import HEARTS_LAWS
from .settle import difference, howell, pool_payments, spot, sweepstake, three_hand
from .state import SEAT_NAMES, HeartsRules, HeartsState, pack_for, penalty_values

__all__ = ["EnfleState", "EnfleRules", "EnfleBot", "HeartsState", "HeartsRules", "HeartsMatch", "HeartsBot", "HEARTS_LAWS", "DISCARD_TABLE",
           "sweepstake", "howell", "spot", "three_hand", "difference", "pool_payments", "pack_for", "penalty_values",
           "SEAT_NAMES"]


class HeartsMatch(Match):
    """Deals of a hearts game: the deal passes to the left (law 9; the same dealer again after a
    faced card, law 10, and in slobberhannes after a misdeal, §3.1); the counters left in the pool
    go on (``context["jack"]``), a jack marked ``context["jack_running"]`` (law 29)."""

    def carry(self, state: HeartsState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        if state.same_dealer:
            ctx["dealer"] = state.dealer
        ctx["jack"] = state.pool_left()
        ctx["jack_running"] = state.jack_made() if ctx["jack"] else False
        # auction hearts (§2.6): the buyer of an unwon pool names again, without paying, until it is won
        ctx["caller"] = state.caller if ctx["jack_running"] and state.rules.auction else None
        return ctx


def _hearts(players: tuple[int, int, int] = (3, 6, 4), **info: Any) -> None:
    info.setdefault("utility", "zero-sum-chips")
    register(GameInfo(family="hearts", min_players=players[0], max_players=players[1], default_players=players[2],
                      state_cls=HeartsState, rules_cls=HeartsRules, match_cls=HeartsMatch,
                      laws=HEARTS_LAWS, bots={"book": HeartsBot}, **info))


_hearts(slug="hearts", title="Hearts", aliases=("черви",),
        source="Foster 1914, 001 part 4 §2.1, §2.13-2.15 (laws 1-30)",
        summary="Three to six each for himself, no trumps; follow suit, the highest of the suit led wins; every "
                "heart taken costs a counter into the pool; the one clean player wins it, two divide it, else it "
                "stays as a jack (law 29). No shooting the moon.",
        notes="no shooting the moon (1914): one player taking every heart makes a jack")
_hearts(slug="sweepstake-hearts", title="Sweepstake hearts", aliases=("черви с полем", "червы со ставками"),
        source="Foster 1914, 001 part 4 §2.2 (law 29)",
        summary="Hearts with the sweepstake: a counter a heart into the pool; the clean player takes it; when "
                "every player took hearts, or one took all, the pool is a jack, carried and grown each deal "
                "until a single clean player wins it.")
_hearts(slug="howells-settling", title="Howell's settling", aliases=("howells-hearts", "расчеты хауэлла"),
        defaults={"settlement": "howell"}, source="Foster 1914, 001 part 4 §2.3 (E. C. Howell)",
        summary="Hearts settled by Howell's method: each pays in, per heart taken, a counter for each other "
                "player and draws out one for each heart he did not take: 13 - n·h; the pool always empties.")
_hearts(slug="three-hand-hearts", title="Three-hand hearts", players=(3, 3, 3), aliases=("черви на троих",),
        defaults={"settlement": "three-hand"}, source="Foster 1914, 001 part 4 §2.5",
        summary="Three players, the two of spades out, seventeen cards each; the player with most hearts pays "
                "each other the difference (Howell's or the sweepstake as options).")
_hearts(slug="two-hand-hearts", title="Two-hand hearts", players=(2, 2, 2), aliases=("черви на двоих",),
        defaults={"stock": True, "settlement": "difference"}, source="Foster 1914, 001 part 4 §2.4; law 8",
        summary="Thirteen each and the rest a stock face down; the pone leads; after each trick the winner "
                "draws the top card and the loser the next, until the stock is gone; then the last thirteen "
                "tricks; the more hearts pays the difference (or, free_hearts=6, each heart above six).")
_hearts(slug="joker-hearts", title="Joker hearts", players=(3, 5, 4), aliases=("черви с джокером",), defaults={"joker": True},
        source="Foster 1914, 001 part 4 §2.8; law 3", status="partial",
        notes="the book leaves open whether the joker follows a heart lead and counts for being clean: here it "
              "is a heart in play (led or played to a heart lead) and does not count for clean",
        summary="The joker for the two of hearts, ranking between the jack and ten of hearts; it may be thrown "
                "on a plain suit only after someone has discarded a heart above the ten, who then takes the "
                "trick; five counters: paid to the pool by the holder who takes it, or by the taker to the "
                "player who got rid of it.")
_hearts(slug="auction-hearts", title="Auction hearts", aliases=("аукционные черви",),
        defaults={"auction": True, "jack_after_divide": True}, source="Foster 1914, 001 part 4 §2.6; laws 24, 30",
        status="partial", notes="the book does not say what happens when nobody bids: here hearts are avoided, "
                                "the eldest leads and the pool holds only the counters paid",
        summary="Each bids once, from the dealer's left and the dealer last, for the right to name the suit to "
                "be avoided; the buyer pays his bid into the pool and leads; a counter a card of that suit; a "
                "single clean player takes the pool, two divide (the odd counter starting a jack); one taking "
                "all makes a jack, and the buyer names again without paying until it is won.")
_hearts(slug="domino-hearts", title="Domino hearts", utility="general-sum", aliases=("домино-черви",),
        defaults={"domino": True, "settlement": "points"}, source="Foster 1914, 001 part 4 §2.12",
        notes="each deal scores minus the hearts taken; the game to 31 (the fewest hearts when another "
              "reaches 31 wins) is not kept",
        summary="Six cards each and the rest a stock; a player who cannot follow draws from the stock until "
                "he can; a player out of cards drops out; the last one holding cards takes the stock; each "
                "heart taken counts against its taker.")
_hearts(slug="progressive-hearts", title="Progressive hearts", players=(4, 4, 4), utility="general-sum",
        aliases=("прогрессивные черви",), defaults={"settlement": "points"}, source="Foster 1914, 001 part 4 §2.10",
        notes="one table's deal; the moves, the stars and the prizes are hoyle.games.hearts.progressive (the head "
              "table's others going to the booby table is our reading)",
        summary="Hearts at many tables, one deal a round and no counters: at each table the lady and the "
                "gentleman with fewer hearts move up; gold, red and green stars; prizes for most of each.")
_hearts(slug="spot-hearts", title="Spot hearts", aliases=("точечные черви",),
        defaults={"penalty": "spot", "settlement": "spot"}, source="Foster 1914, 001 part 4 §2.7",
        summary="Hearts counted at their pips, jack 11 to ace 14 (104 a deal); the lowest count collects from "
                "each other player the excess of his count; several lowest divide.")
_hearts(slug="black-lady", title="Black lady / Discard hearts", players=(3, 6, 4),
        aliases=("discard-hearts", "black-jack-hearts", "сбросные черви", "черная дама"),
        defaults={"penalty": "black-lady", "pass_cards": 3}, source="Foster 1914, 001 part 4 §2.9",
        status="partial",
        notes="the book does not say whether the black card follows a heart lead; here it is a spade "
              "throughout and counts 13 hearts in a sweepstake of 26 (penalty=black-jack: the ♠J, ten)",
        summary="Each passes three cards to his left before the play, taking his own only after passing; the "
                "queen of spades counts thirteen hearts (or the jack of spades ten), settled as hearts.")
_hearts(slug="heartsette", title="Heartsette", aliases=("хартсетт",), defaults={"widow": True},
        source="Foster 1914, 001 part 4 §2.11", status="partial",
        notes="three players: a widow of four (the book's three leaves 49 cards for three hands)",
        summary="Hearts with a widow face down (four players: the two of spades out, twelve each and three in "
                "the widow); the winner of the first trick takes the widow and its hearts; sweepstake.")
_hearts(slug="slobberhannes", title="Slobberhannes", players=(4, 7, 4), aliases=("слобберханнес",),
        defaults={"penalty": "slobberhannes", "settlement": "pool", "short_pack": True},
        source="Foster 1914, 001 part 4 §3.1",
        notes="each deal's counters go to the pool; the game's end (the first to lose ten) is not kept",
        summary="Thirty-two cards, no trumps: the first trick, the last trick and the trick holding the queen "
                "of clubs cost a counter each, all three four; a revoke one.")
_hearts(slug="polignac", title="Polignac / Quatre valets", players=(4, 7, 4),
        aliases=("quatre-valets", "four-jacks", "полиньяк"),
        defaults={"penalty": "jacks", "settlement": "pool", "short_pack": True},
        source="Foster 1914, 001 part 4 §3.2",
        notes="the optional capot (declared all-tricks) is not built; French order K Q J A as an option",
        summary="Thirty-two cards, no trumps: each jack taken costs a counter to the pool, the jack of spades "
                "(polignac) two.")

register(GameInfo(slug="enfle", title="Enflé / Schwellen", family="hearts", min_players=4, max_players=4,
                  default_players=4, state_cls=EnfleState, rules_cls=EnfleRules, laws=HEARTS_LAWS,
                  bots={"book": EnfleBot}, utility="zero-sum-chips", aliases=("schwellen", "энфле", "швеллен"),
                  source="Foster 1914, 001 part 4 §3.3", status="partial",
                  notes="four players only: the book adds cards for more without saying which; a deal nobody goes "
                        "out of is void after max_plays cards (ours)",
                  summary="Thirty-two cards, eight each, no trumps; all following, the trick is turned down dead; a "
                          "player who cannot follow takes up the cards played to the trick and leads; the first "
                          "to get rid of his cards wins the pool of antes."))
