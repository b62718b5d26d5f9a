"""Draw poker: one engine for Foster's American code and the British code of seed 000.

One deal is a :class:`DrawPokerState`:

1. **Forced stakes** are posted automatically: in a plain deal the age (the player on the
   dealer's left) puts up the blind (Foster, seed 002 law 11) or the ante (British, seed 000
   law 20); in a jack-pot every player puts up the jack-pot ante (Foster law 37, British law 30)
   or, on a re-deal of an unopened jack, the fattening (Foster law 40; British law 31: a
   further ante).
   Under ``pass_jack`` (Foster jack-pot law 37) a jack-pot begins with declarations: from the
   dealer's left each says ``ante`` or ``passjack`` ("I pass this jack": he antes nothing and
   is dealt no cards; two must stay in, our reading); then the antes and the deal.
   The pool games (``pool``) have no betting intervals: *show-down poker* (001 part 3 §A3):
   each antes the blind, every card is dealt and drawn face up, and during the draw a
   completed hand beaten by another completed hand goes to the deadwood; *flat poker* (§A4):
   the age names a blind (``blind N``, within the limit), each other player says ``stay`` (puts
   up as much) or ``out`` (dealt no cards), all draw from the age and the best hand takes the
   pool; under ``against_field`` after the draw each in turn from the age may ``field`` (play
   his hand against the field) or ``pass``, and the others ``call`` or ``pass`` (PK-03).
2. **Straddles** (plain deals, when allowed): from the player left of the age, each in turn
   ``straddle`` or ``decline``; the first refusal ends them (Foster law 17, British law 21).
   Foster's straddle doubles the last blind or straddle; the British one first doubles the ante
   and then adds one ante each time. Straddles are made before the deal, so before anyone
   sees a card.
3. **The deal**: five cards each, one at a time from the dealer's left.
4. **First betting interval.**
   *Foster*: from the left of the age (or last straddler) each player ``fold``s, comes in with
   ``call`` (twice the blind or last straddle, law 18) or ``raise N`` (comes in and raises by
   ``N`` chips, 1..limit, law 19). The age and straddlers make good last.
   *British*: from the left of the ante (or last straddler) the first speaker may ``check``
   (stand, the description's option (b)), ``bet N`` (open, at least twice the ante, law 25) or
   ``fold``; after the opening each must ``call``, ``raise N`` or ``fold`` (law 26).
   *Jack-pots*: from the dealer's left each may ``check`` (pass, keeping his cards, Foster law
   38) or, holding the openers, ``bet N`` (open); after the opening, ``call`` / ``raise N`` /
   ``fold`` (law 41: those who passed may come in).
5. **The draw**: in turn from the dealer's left, ``stand`` (stand pat) or ``discard C1 C2 ...``
   and receive as many from the top of the pack. Foster's law 26 (the last card is never dealt;
   with two left and more wanted, the discards and abandoned hands are shuffled and cut) or the
   British law 41 (when the pack runs out the discards are gathered and shuffled); either way
   the reshuffle is a logged chance event, so the deal replays. The jack-pot opener's discards
   are kept apart (Foster law 43).
6. **Second betting interval**: Foster: the first player holding cards left of the age must
   ``bet N`` or ``fold`` -- no check (law 28); British: the player left of the ante speaks
   first and may ``check`` (law 53 and the description's "stand"); in jack-pots the opener
   bets first (Foster law 45).
7. **Showdown**: the best hand under the code's ranking (:mod:`hoyle.evaluators`) takes the pot;
   equal hands divide it (Foster law 36, British law 76), an odd chip going to the first
   winner from the dealer's left (our rule; the books are silent). When players are all in,
   side pots are formed (table stakes, 001 part 3 §A1); under the British code by law 60 as
   :meth:`DrawPokerState._contributions` reads it (O-000-16).

Seed 004's draw variants (§1.18.2-§1.18.5; catalog 004.md) are rule options on the same flow,
each general enough for any draw game:

* ``forced_bets`` (data, :data:`FORCED_BETS`) replaces step 1-2: *blind opening* (the dealer
  antes a dead chip, his left bets one blind, the next two; the next player calls two, drops
  or raises; ``limit`` 1 before the draw and ``limit_after_draw`` 2 after, the first blind
  speaking first after the draw) and *lowball*'s stay antes (the dealer and his left; option
  ``lowball-three``: the second on his left too).
* ``shotgun``: three cards, the shotgun interval (any hand opens, no check; nobody opening
  carries the pot), then the other two cards and step 4.
* ``openers="anything"``: 004's *pass and out* -- a jack-pot's antes, any hand opens, nobody
  may check before the opening (bet or drop).
* ``hand_size=4`` with ``widow``: *spit in the ocean* (one card face up in the middle, the fifth
  card of every hand) and *pig in a poke* (it and its rank wild; ``pig-others``: only the
  other cards of its rank); with ``table_cards=3``: *stormy weather* (three table cards face
  down, turned one at a time after the draw, an interval after each; any one of them is the
  fifth card). The table cards are dealt with the hands, so the draw comes from below them.
* ``ranking="low"``: *lowball* (A-5 low, straights and flushes ignored, O78; the joker any card
  the hand lacks; the dealer burns a card, turned up and discarded, before the draw;
  ``check_raise=False``: who checked may not raise). ``ranking="high-low"``: after the last
  interval each player still in declares high or low from the dealer's left (004 §1.18.5,
  way (a)), and each pot is split between the best high and the best low declared, the odd
  chip to the high (O83); a half nobody declared for goes with the other. The low half ranks
  as high-low's low (ace low, straights and flushes count, O82; the joker an unpaired ace,
  O84).

Betting goes through :mod:`hoyle.mechanics.betting`: each interval is a
:class:`~hoyle.mechanics.betting.BettingRound` set up from the deal (who speaks first, what
stands to be called, who may check or open, the limits of the code), and the pots are settled
by :func:`~hoyle.mechanics.betting.settle_detail`; refusals cite the law of the code in force by
meaning. What stays here is draw poker's own: the straddle phase, the deal and the draw, the
natural and only-two-in jacks, the jack-pot's openers and their carrying, the opener's shown
hand and discards, and the referee.

Chips and conservation. Amounts are integer chips. ``outcome()`` is each seat's net for the
deal: what it took from the pot less what it put in (plus any referee refund). A jack-pot
that nobody opens is not won: its chips are carried to the next deal in the match context
(``context["pot_carried"]``, with ``context["carried_from"]`` saying who put them in). We
count carried chips as leaving the players: ``house_take() = kitty + carried_out -
carried_in``, so ``sum(outcome()) + house_take() == 0`` holds for every deal, and over a match
the carried chips come back to whoever finally wins the jack.

Chips in front. Each seat plays a deal with the chips in front of it: ``context["stacks"]``
when the match gives them, otherwise ``rules.buy_in`` (Foster, 003/§20.1: each player usually
buys 100 white chips). The engine has no lending: a player short of chips calls for what he has
(calling a sight, 001 part 3 §A1), and the excess goes to a side pot. Under ``table_stakes``
the stacks carry over from deal to deal; under ``freeze_out`` a player with no chips leaves.

Irregularities. The engine refuses what an online table can refuse (a bet out of turn, a
raise above the limit, an opening without openers, drawing more than allowed), with the law
in the :class:`~hoyle.core.errors.IllegalAction`. What only a physical table produces is put
to :meth:`DrawPokerState.referee`, which applies the law's penalty and returns the ruling; the
ruling is stored in the deal's context so the record replays it.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from ...cards import Card, parse_card, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.laws import Ruling
from ...core.errors import DealNotOver, IllegalAction, RuleOptionError, SetupError
from ...core.match import Match
from ...core.rules import Rules, option
from ...core.state import GameState
from ...evaluators import (BRITISH, BRITISH_ORDER, FOSTER, FOSTER_LOCAL_ORDER, FOSTER_TRUE_ORDER,
                           HIGH_LOW, LOWBALL, HandCategory, evaluate, evaluate_low)
from ...mechanics.betting import BettingRound, Limits, settle_detail, side_pots, split_high_low
from .laws import BRITISH_LAWS, FOSTER_LAWS

__all__ = ["DrawPokerRules", "DrawPokerState", "DrawPokerMatch", "has_bobtail"]

HC = HandCategory

# phases (SHOTGUN and DECLARE are seed 004's: the interval on three cards, the declarations)
STRADDLE, BET1, DRAW, BET2, OVER, SHOTGUN, DECLARE = 0, 1, 2, 3, 4, 5, 6
_PHASE_NAMES = ("straddles", "first betting interval", "draw", "second betting interval", "over",
                "shotgun interval", "declarations")

#: forced bets before the deal other than the codes' own, as data: (seat after the dealer,
#: chips, live). A live bet counts towards staying in the first interval; a dead one (the
#: dealer's ante of a blind opening) only sweetens the pot.
FORCED_BETS: dict[str, tuple[tuple[int, int, bool], ...]] = {
    # seed 004 §1.18.3, blind opening: the dealer antes one chip, his left bets one blind and
    # the next raises to two blind; only the two blind bets count towards staying
    "blind-opening": ((0, 1, False), (1, 1, True), (2, 2, True)),
    # seed 004 §1.18.3, lowball (1): the dealer and the player on his left ante, and the antes
    # count as stay bets
    "lowball": ((0, 1, True), (1, 1, True)),
    # ... 'sometimes also the second player on his left'
    "lowball-three": ((0, 1, True), (1, 1, True), (2, 1, True)),
}

_RANK_WORD = {0: "anything", 11: "jacks", 12: "queens", 13: "kings", 14: "aces"}


@dataclass(frozen=True)
class DrawPokerRules(Rules):
    """Rule options of draw poker. ``None`` means "the code's own default" (shown per option).

    The defaults are Foster's (seed 002 + seed 001 part 2 §20); the registered variants
    (``draw-poker-british``, ``jack-pots-foster``...) are sets of these options.
    """

    code: str = option("foster", "which code of laws: 'foster' (seed 002, laws 1-46) or 'british' "
                       "(seed 000, laws 1-81)", "catalog 000_002_003.md §1, §4",
                       choices=("foster", "british"))
    blind: int = option(1, "Foster: the age's blind before the deal, in chips",
                        "seed 001 part 2 §20.2 (blind = 1 white); seed 002 law 11", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    ante: int = option(1, "British: the age's ante before the deal (at most half the limit)",
                       "seed 000 laws 19-20; O-000-10 (limit 1s, ante 1d)", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    limit: int | None = option(None, "the most a player may bet, or raise over the previous stake, at "
                        "once. Default: 50 for Foster (50 x the blind), 12 for British (a limit of "
                        "1s counted in pence)",
                        "seed 001 part 2 §20.2 (limit = 50 x blind, O57); seed 002 law 19; "
                        "seed 000 O-000-10", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    straddles: bool = option(True, "straddles are allowed in plain (non-jack) deals",
                             "seed 002 law 17; seed 000 law 21")
    straddle_cap: str | None = option(
        None, "cap on the straddle: 'quarter-limit' (Foster law 17: straddling at most a quarter "
        "of the limit), 'half-limit' (the §20.2 example: with limit 50 the straddles go 2, 4, 8, "
        "16, O78; British law 22: all straddles together at most half the limit). Default: "
        "quarter-limit for Foster, half-limit for British",
        "seed 002 law 17; seed 001 part 2 §20.2 O78; seed 000 law 22",
        choices=(None, "quarter-limit", "half-limit"))
    jackpots: str | None = option(
        None, "'off'; 'natural': a deal nobody comes in to (Foster law 21) or nobody opens "
        "(British law 29) makes the next a jack-pot; 'always': every deal is a jack-pot. "
        "Default: off for Foster (law 20: 'unless jack-pots are played'), natural for British",
        "seed 002 laws 20-21, 37-46; seed 000 laws 29-33",
        choices=(None, "off", "natural", "always"))
    openers: str | None = option(
        None, "minimum openers of a jack-pot: 'jacks' (Foster law 38: jacks or better every "
        "time), 'british-cycle' (seed 000 laws 30-32: jacks, queens, kings, then jacks again), "
        "'progressive' (001 part 2 §20.12, 004 §1.18.3: jacks, queens, kings, aces, kings, "
        "queens, jacks...), 'anything' (004 §1.18.2's pass and out: any hand opens and "
        "nobody may check before the opening: bet or drop). Default: jacks for Foster, "
        "british-cycle for British",
        "seed 002 law 38; seed 000 laws 30-32; O-000-08; 004 O77; 004 §1.18.2 (pass and out)",
        choices=(None, "jacks", "british-cycle", "progressive", "anything"))
    bobtail: bool = option(
        False, "jacks or bobtail: a jack-pot may also be opened on a bobtail, four cards of one "
        "suit (a bobtail flush) or four in sequence open at both ends (a bobtail straight: not "
        "A-K-Q-J nor 4-3-2-A, O79); the bobtail counts for nothing at the show",
        "seed 004 §1.18.3 (jacks or bobtail), O79; cf. seed 001 part 2 §20.12")
    pass_jack: bool = option(
        False, "before each deal of a jack-pot every player in turn from the dealer's left says "
        "'ante' or 'passjack' (\"I pass this jack\"): a player who passes puts up nothing and is "
        "dealt no cards (Foster's code only; at least two must stay in, our reading)",
        "seed 002 jack-pot law 37; catalog 000_002_003.md §4, 001_part3.md §A6")
    pool: str | None = option(
        None, "a pool game without betting intervals (Foster's code): 'show-down' (each antes "
        "the blind; every card dealt and drawn face up; from the age each draws in turn and a "
        "completed hand beaten by another goes to the deadwood; the best hand takes the pool) "
        "or 'flat' (the age puts up a blind of his choice within the limit, each other player "
        "stays for as much or is dealt no cards; everyone draws from the age; the best hand "
        "takes the pool)", "seed 001 part 3 §A3 (show-down poker), §A4 (flat poker); catalog "
        "001_part3.md §A3-§A4", choices=(None, "show-down", "flat"))
    against_field: bool = option(
        False, "flat poker's second way: after the draw, from the age, each may say 'field' "
        "(play his hand against the field, putting up as much as all the others' stakes; he "
        "cannot be raised) or 'pass'; the others then 'call' or 'pass', the callers together "
        "putting up his amount in equal shares (odd chips from the first callers, our reading); "
        "if any of the field beats him the field divides the whole pool equally, callers or "
        "not, else he takes it; uncalled he takes it unshown",
        "seed 001 part 3 §A4 (PK-03); catalog 001_part3.md §A4 (our readings of its three "
        "ambiguities)")
    jack_ante: int | None = option(
        None, "each player's ante to a fresh jack-pot. Default: 2 for Foster (the fattening "
        "example of §20.12 starts at 2), the ante for British (law 30)",
        "seed 001 part 2 §20.12; seed 000 law 30", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    fattening: int | None = option(
        None, "what each adds when a jack-pot is not opened and is dealt again. Default: 1 chip "
        "for Foster (law 40), another ante for British (law 31)",
        "seed 002 law 40; seed 000 law 31", minimum=0, maximum=10_000, bound="our bound: 10,000 chips")
    only_two_in: bool = option(
        False, "Foster's only-two-in jack: when a single player has come in (no straddle, no "
        "raise) and the turn reaches the age, the age may call 'jack': the player takes back his "
        "chips, the age takes back his blind and puts up twice the jack-pot ante (for himself and "
        "that player), and the next deal is a jack-pot to which only the others ante. Needs "
        "jackpots 'natural' or 'always'. (Reading of a garbled law, catalog 000_002_003.md §4 "
        "note on law 21: the age's double ante replaces his and the comer's antes to the jack.)",
        "seed 002 law 21 (Only-Two-In Jack)")
    check_after_draw: bool | None = option(
        None, "a player may check (stand) after the draw until someone bets. Default: no for "
        "Foster (law 28: bet or throw the hand), yes for British (description: 'stand')",
        "seed 002 law 28; seed 000 law 53 and p. 36")
    max_draw: int = option(5, "most cards one player may draw (004 §1.18.2: usually 3)",
                           "seed 002 law 22; seed 004 §1.18.2 O76", minimum=0, maximum=5)
    last_card_rule: bool | None = option(
        None, "the last card of the pack is never dealt (Foster law 26); if false the pack is "
        "used to its end and then the discards are shuffled (British law 41). Default by code",
        "seed 002 law 26, O-002-13; seed 000 law 41")
    kitty: str = option("none", "the kitty: 'none'; 'club': 1 chip from every pot where threes "
                        "or better are shown and kitty_red from every jack-pot; 'house': 1 for "
                        "two pairs, 2 for threes, 3 for straights, flushes and fulls, kitty_red "
                        "for fours and jack-pots", "seed 001 part 2 §20.12 (kitty), O71; seed 002 law 5",
                        choices=("none", "club", "house"))
    kitty_red: int = option(5, "chips in a red (the jack-pot and fours kitty): red = 5 white",
                            "seed 003 §16 O-003-28", minimum=0, maximum=10_000, bound="our bound: 10,000 chips")
    table_stakes: bool = option(False, "table stakes: stacks carry over, no chips bought during "
                                "the session, a short player calls for a sight",
                                "seed 001 part 2 §20.13; 001 part 3 §A1; seed 002 law 5")
    freeze_out: bool = option(False, "freeze-out: table stakes where a player who loses all his "
                              "chips leaves, until one holds everything",
                              "seed 001 part 3 §A2; seed 002 law 5")
    jack_same_dealer: bool = option(False, "the same dealer deals again until a jack-pot is opened "
                                    "('dealing off the jack'); otherwise the deal passes left",
                                    "seed 002 law 12; seed 001 part 2 §20.12")
    buy_in: int = option(100, "chips in front of each player when the match gives no stacks",
                         "seed 003 §16 / 001 part 2 §20.1: each buys 100 white chips", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    joker: bool = option(False, "a joker is added to the pack and is wild (mistigris)",
                         "seed 001 part 2 §20.6 O64; seed 000 p. 41 O-000-15")
    blaze: bool = option(False, "five court cards is a blaze, above two pairs, below threes",
                         "seed 000 p. 41 O-000-13; seed 001 part 2 §20.5 O63")
    skip_straight: bool = option(False, "five alternate ranks make a skip straight",
                                 "seed 000 p. 41 O-000-14; seed 001 part 2 §20.5 O63")
    tiger: bool = option(False, "Foster's tiger (seven high, deuce low) is a hand",
                         "seed 001 part 2 §20.5 O63")
    round_the_corner: bool = option(False, "Foster's round-the-corner straights are hands",
                                    "seed 001 part 2 §20.5 O63")
    local_order: str = option(
        "customary", "where Foster's local hands rank: 'customary' (blaze and skip straight above "
        "two pairs, round-the-corner above threes, tiger above a straight) or 'true' (by his "
        "printed odds: skip above a straight, tiger above a flush, round-the-corner above a full, "
        "blaze above round-the-corner)", "seed 001 part 2 §20.5 O63 (the 'customary' places and "
        "the table of true odds after them)", choices=("customary", "true"))
    hearts_straight: str | None = option(
        None, "British law 70's 'straight in hearts' tie-break: 'top_card' (the straight whose "
        "top card is a heart), 'most_hearts', or 'split'. Default: top_card for British "
        "(catalog O-000-06 reading); Foster has none",
        "seed 000 law 70; catalog O-000-06", choices=(None, "top_card", "most_hearts", "split"))

    hand_size: int = option(5, "cards dealt to each player (4: spit in the ocean, whose widow "
                            "card is every hand's fifth)", "seed 004 §1.18.3 (spit in the ocean)",
                            minimum=4, maximum=5)
    widow: str = option(
        "none", "a card turned face up in the middle after the deal, the fifth card of every "
        "hand: 'none'; 'spit' (spit in the ocean); 'pig' (pig in a poke: it and every card of "
        "its rank are wild); 'pig-others' (only the other cards of its rank are wild)",
        "seed 004 §1.18.3 (spit in the ocean (1) and (2), pig in a poke)",
        choices=("none", "spit", "pig", "pig-others"))
    table_cards: int = option(
        0, "stormy weather: cards dealt face down to the table after the hands, turned one at "
        "a time after the draw, each turn followed by an interval; at the show each player "
        "uses any one of them as his fifth card (they are not wild)",
        "seed 004 §1.18.3 (stormy weather)", minimum=0, maximum=3)
    shotgun: bool = option(
        False, "shotgun: three cards are dealt, then an extra interval where any hand may open "
        "and nobody may check (nobody opening: everyone antes again); then the other two cards "
        "and the usual first interval", "seed 004 §1.18.3 (shotgun)")
    forced_bets: str = option(
        "code", "the forced bets before the deal: 'code' (the blind or ante of the code, or the "
        "jack-pot antes), 'blind-opening' (the dealer antes one, his left bets one blind and the "
        "next two blind), 'lowball' (the dealer and his left ante one each, as stay bets), "
        "'lowball-three' (the second on his left antes too)",
        "seed 004 §1.18.3 (blind opening; lowball (1))",
        choices=("code", "blind-opening", "lowball", "lowball-three"))
    limit_after_draw: int | None = option(
        None, "the limit of the interval after the draw, if not the limit (blind opening: two "
        "chips, one before the draw)", "seed 004 §1.18.3 (blind opening)", minimum=1,
        maximum=1_000_000, bound="our bound: 1,000,000 chips")
    check_raise: bool = option(
        True, "a player who checked may raise later in the interval (lowball: he may not)",
        "seed 004 §1.18.3 (lowball (4))")
    ranking: str = option(
        "high", "'high'; 'low' (lowball: the lowest hand wins, aces low, straights and flushes "
        "not counted, 5-4-3-2-A best; the joker any card the hand lacks; the dealer burns a card "
        "before the draw); 'high-low' (after the last interval each declares high or low and "
        "the pot is split, the odd chip to the high)",
        "seed 004 §1.18.3 (lowball, O78), §1.18.5 (high-low, O82-O84)",
        choices=("high", "low", "high-low"))

    def __post_init__(self) -> None:
        if self.limit is None:      # the code's own default limit
            object.__setattr__(self, "limit", 12 if self.code == "british" else 50)

    def validate(self) -> None:
        super().validate()
        if self.code == "british" and 2 * self.ante > self.limit:
            raise RuleOptionError(f"the ante ({self.ante}) may not exceed half the limit "
                                  f"({self.limit}) ({BRITISH_LAWS.cite(19)})")
        if self.code == "foster" and self.forced_bets == "code" and 2 * self.blind > self.limit:
            raise RuleOptionError(f"coming in (twice the blind, {2 * self.blind}) may not exceed "
                                  f"the limit ({self.limit})")
        if self.only_two_in and (self.code != "foster" or self.jackpots == "off"
                                 or (self.jackpots is None)):
            raise RuleOptionError("only_two_in is Foster's law 21 and needs jack-pots: set "
                                  "code foster and jackpots natural or always")
        if self.bobtail and (self.joker or self.jackpots in (None, "off")):
            raise RuleOptionError("bobtail openers open jack-pots without the joker (seed 004 "
                                  "§1.18.3): set jackpots natural or always and joker off")
        if self.pool and (self.code != "foster" or self.jackpots not in (None, "off")
                          or self.table_stakes or self.pass_jack):
            raise RuleOptionError("the pool games (show-down and flat poker, 001 part 3 §A3-§A4) "
                                  "are Foster's, without jack-pots or table stakes")
        if self.against_field and self.pool != "flat":
            raise RuleOptionError("against_field is flat poker's second way: set pool flat")
        if self.pass_jack and (self.code != "foster" or self.jackpots in (None, "off")):
            raise RuleOptionError("pass_jack is Foster's jack-pot law 37: set code foster and "
                                  "jackpots natural or always")
        if self.freeze_out and not self.table_stakes:
            raise RuleOptionError("freeze_out is played at table stakes: set table_stakes too")
        if (self.hand_size == 4) != (self.widow != "none" or self.table_cards > 0):
            raise RuleOptionError("spit in the ocean and stormy weather deal four cards with a "
                                  "widow card or table cards (seed 004 §1.18.3): set hand_size 4 "
                                  "with a widow or table cards, 5 without")
        if self.table_cards and (self.widow != "none" or self.joker or self.ranking != "high"
                                 or self.shotgun):
            raise RuleOptionError("stormy weather's table cards are played high, without a widow, "
                                  "the joker or shotgun (seed 004 §1.18.3)")
        if self.widow != "none" and (self.bobtail or self.joker or self.ranking != "high"):
            raise RuleOptionError("the widow games are played high, without the joker or bobtails "
                                  "(seed 004 §1.18.3)")
        if self.forced_bets != "code" and (self.code != "foster" or self.jackpots not in ("off",)
                                           or self.straddles or self.only_two_in):
            raise RuleOptionError(f"forced_bets {self.forced_bets!r} replaces the blind and the "
                                  "jack-pots: set code foster, jackpots off and straddles off "
                                  "(seed 004 §1.18.3)")
        if self.shotgun and (self.jackpots != "always" or self.forced_bets != "code"):
            raise RuleOptionError("shotgun is played on jack-pot antes (seed 004 §1.18.2-3): set "
                                  "jackpots always")
        if self.ranking != "high" and (self.kitty != "none" or self.bobtail or self.blaze
                                       or self.skip_straight or self.tiger or self.round_the_corner):
            raise RuleOptionError("lowball and high-low are played without a kitty or Foster's "
                                  "and the British extra hands (seed 004 §1.18.3, §1.18.5)")
        if self.ranking == "low" and self.jackpots != "off":
            raise RuleOptionError("lowball is not a jack-pot (seed 004 §1.18.3): set jackpots off")


class _Config:
    """The rules resolved for one code (cached per rules object)."""

    __slots__ = ("foster", "book", "hand_rules", "straddle_double", "straddle_half", "jackpots",
                 "openers", "jack_ante", "fattening", "check_after_draw", "last_card",
                 "pack", "threshold", "kitty_scale", "order_pos", "limits", "limits_after",
                 "low_rules")

    def __init__(self, r: DrawPokerRules):
        self.foster = r.code == "foster"
        self.book = FOSTER_LAWS if self.foster else BRITISH_LAWS
        base = FOSTER if self.foster else BRITISH
        changes: dict[str, Any] = {}
        if r.joker:
            changes["wild_cards"] = frozenset({52})
        if r.blaze:
            changes["blaze"] = True
        if r.skip_straight:
            changes["skip_straight"] = True
        if r.tiger:
            changes["tiger"] = True
        if r.round_the_corner:
            changes["round_the_corner"] = True
        if r.hearts_straight is not None:
            changes["hearts_straight_tiebreak"] = None if r.hearts_straight == "split" else r.hearts_straight
        if self.foster and (r.blaze or r.skip_straight or r.tiger or r.round_the_corner):
            changes["order"] = FOSTER_TRUE_ORDER if r.local_order == "true" else FOSTER_LOCAL_ORDER
        if not self.foster:
            changes["order"] = BRITISH_ORDER
        name = base.name + ("+" + "+".join(sorted(changes)) if changes else "")
        self.hand_rules = base.replace(name=name, **changes) if changes else base
        self.straddle_double = self.foster
        cap = r.straddle_cap or ("quarter-limit" if self.foster else "half-limit")
        self.straddle_half = cap == "half-limit"
        self.jackpots = r.jackpots or ("off" if self.foster else "natural")
        self.openers = r.openers or ("jacks" if self.foster else "british-cycle")
        self.jack_ante = r.jack_ante if r.jack_ante is not None else (2 if self.foster else r.ante)
        self.fattening = r.fattening if r.fattening is not None else (1 if self.foster else r.ante)
        self.check_after_draw = (r.check_after_draw if r.check_after_draw is not None
                                 else not self.foster)
        self.last_card = r.last_card_rule if r.last_card_rule is not None else self.foster
        # any bet or raise from one chip to the limit (Foster laws 19, 28; British O-000-10);
        # a short player calls for what he has (a sight, 001 part 3 §A1; British law 60)
        self.limits = Limits("spread", r.limit, sight=True)
        self.limits_after = (Limits("spread", r.limit_after_draw, sight=True)
                             if r.limit_after_draw is not None else self.limits)
        # the low rankings of seed 004: lowball (§1.18.3, O78) and the low half of high-low
        # (§1.18.5, O82, O84); the joker is admitted only when it is in the pack
        self.low_rules = (None if r.ranking == "high" else
                          dataclasses.replace(LOWBALL if r.ranking == "low" else HIGH_LOW,
                                              wild_cards=frozenset({52}) if r.joker else frozenset()))
        self.pack = list(standard_pack(1 if r.joker else 0).cards)
        self.order_pos = {c: i for i, c in enumerate(self.hand_rules.order)}
        self.threshold = {}
        for rank in (11, 12, 13, 14):
            low = [c for c in (2, 3, 4, 5) if c != rank][:3]
            cards = [Card((rank - 2) * 4), Card((rank - 2) * 4 + 1),
                     Card((low[0] - 2) * 4 + 2), Card((low[1] - 2) * 4 + 3), Card((low[2] - 2) * 4)]
            self.threshold[rank] = evaluate(cards, self.hand_rules)


@lru_cache(maxsize=64)
def _config(rules: DrawPokerRules) -> _Config:
    return _Config(rules)


@lru_cache(maxsize=128)
def _wild_hand_rules(base, wild: frozenset):
    """``base`` with ``wild`` (card indices) wild: pig in a poke's widow rank (one object per
    rank, so the evaluator's tables are built once)."""
    return base.replace(name=f"{base.name}+wild{min(wild)}", wild_cards=wild)


def has_bobtail(cards) -> bool:
    """Whether ``cards`` (a hand, or the cards kept of it) hold a bobtail: four of one suit, or
    four ranks in sequence open at both ends, so neither A-K-Q-J nor 4-3-2-A (seed 004 §1.18.3,
    jacks or bobtail; O79). Returns False for fewer than four cards."""
    suits: dict[int, int] = {}
    for c in cards:
        suits[c.suit] = suits.get(c.suit, 0) + 1
    if any(n >= 4 for n in suits.values()):
        return True
    ranks = {c.rank for c in cards}
    # four in sequence from lo to lo + 3 with a card possible at each end: 2-3-4-5 (the ace
    # below, the six above) up to 10-J-Q-K; J-Q-K-A and A-2-3-4 are the one-ended ones O79 bars
    return any(all(r in ranks for r in range(lo, lo + 4)) for lo in range(2, 11))


def openers_rank(scheme: str, jack_number: int) -> int:
    """The pair needed to open the ``jack_number``-th jack-pot in a row (1-based).

    ``"jacks"``: always 11 (Foster law 38). ``"anything"``: 0, any hand (004 §1.18.2, pass
    and out). ``"british-cycle"``: 11, 12, 13, 11, 12, 13...
    (seed 000 laws 30-32, O-000-08). ``"progressive"``: 11, 12, 13, 14, 13, 12, 11, 12...
    (001 part 2 §20.12; 004 O77: J, Q, K, A, then back down K, Q, J).
    """
    k = max(jack_number, 1) - 1
    if scheme == "british-cycle":
        return (11, 12, 13)[k % 3]
    if scheme == "progressive":
        cycle = (11, 12, 13, 14, 13, 12)
        return cycle[k % 6]
    if scheme == "anything":
        return 0
    return 11


_SUBSETS = [c for k in range(1, 6) for c in itertools.combinations(range(5), k)]
_SUBSETS_BY_MAX = [[sub for sub in _SUBSETS if len(sub) <= k] for k in range(6)]
_STAND = Action("stand")
_JACK = Action("jack")
_STRADDLE_ACTIONS = (Action("straddle"), Action("decline"))
_DECLARE_ACTIONS = (Action("declare", ("high",)), Action("declare", ("low",)))
_JACK_DECLARE_ACTIONS = (Action("ante"), Action("passjack"))


def _copy_shuffler(sh):
    """A copy of a shuffler that draws the same future orders, without a deep copy."""
    new = copy.copy(sh)
    new.log = list(sh.log)
    new.draws_log = list(sh.draws_log)
    rng = getattr(sh, "rng", None)
    if rng is not None:
        bg = rng.bit_generator
        nbg = type(bg)()
        nbg.state = bg.state
        new.rng = type(rng)(nbg)
    return new


class DrawPokerState(GameState):
    """One deal of draw poker. See the module docstring for the flow and conventions.

    Context keys read (all optional): ``dealer`` (seat; default the last seat),
    ``stacks`` (chips in front per seat), ``sitting_out`` (seats not dealt in: frozen out,
    or passing a jack, Foster law 37), ``jack`` (the number of this jack-pot in a row, 0 for a
    plain deal), ``pot_carried`` and ``carried_from`` (chips of unopened earlier deals),
    ``jack_payer`` (a seat that antes for everyone in this jack, Foster laws 42, 44-45),
    ``referee`` (rulings to re-apply on replay).
    """

    rules_cls: ClassVar[type[Rules]] = DrawPokerRules
    unit: ClassVar[str] = "chips"

    def __init__(self, num_players: int, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if "referee" in self.context:
            refs = self.context["referee"]
            if not (isinstance(refs, list) and all(
                    isinstance(x, list) and len(x) == 4 and type(x[0]) is int
                    and isinstance(x[1], str) and (x[2] is None or type(x[2]) is int)
                    and isinstance(x[3], (dict, type(None))) for x in refs)):
                raise SetupError("the context's referee is a list of [step, call, seat, details] "
                                 "rulings")
            self.context["referee"] = [list(x) for x in refs]
        payer = self.context.get("jack_payer")
        if payer is not None and not (type(payer) is int and 0 <= payer < num_players):
            raise SetupError(f"the context's jack_payer is a seat 0 to {num_players - 1}, not "
                             f"{str(payer)[:20]}")
        r: DrawPokerRules = self.rules  # type: ignore[assignment]
        if r.code == "british" and num_players < 3:
            raise SetupError("the British code is played by 3 to 7 players (catalog INDEX.md, "
                             "draw-poker-british; seed 000's count of players is lost)")
        cfg = self.cfg = _config(r)
        n = num_players
        ctx = self.context
        self.dealer = int(ctx.get("dealer", n - 1)) % n
        self.age = (self.dealer + 1) % n
        out = set(ctx.get("sitting_out", ()))
        stacks = ctx.get("stacks")
        if stacks is not None:           # players_left reads the carried stacks too
            self._context_numbers("stacks", [0] * n)
        self.stack = [int(stacks[i]) if stacks is not None else r.buy_in for i in range(n)]
        self.in_deal = [i not in out and self.stack[i] > 0 for i in range(n)]
        if sum(self.in_deal) < 2:
            raise SetupError("a deal of draw poker needs at least two players with chips")
        self.folded = [not x for x in self.in_deal]
        self.allin = [False] * n
        self.staked = [0] * n
        self.inv = [0] * n
        self.adj = [0] * n
        self.forced = [False] * n
        self.posted = [0] * n          # the ante, blind or straddle each seat was made to put up
        self.round: BettingRound | None = None    # the betting interval in progress
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.drawn: list[int | None] = [None] * n
        self.new_cards: list[list[Card]] = [[] for _ in range(n)]
        self.shown = [False] * n
        self.discards: list[Card] = []
        self.opener_discards: list[Card] = []
        self.dead: list[Card] = []
        self.exposed: list[Card] = []
        self.common: list[Card] = []       # the widow card of spit in the ocean (004 §1.18.3)
        self.burned: list[Card] = []       # lowball's burnt card before the draw (004 §1.18.3)
        self.table: list[Card] = []        # stormy weather's table cards, face down (004 §1.18.3)
        self.turned = 0                    # how many of them are turned up
        self.declared: list[str | None] = [None] * n    # high-low declarations (004 §1.18.5)
        self.hand_rules = cfg.hand_rules   # with the widow's wild cards once it is turned
        self.owed = [0] * n
        self.events: list[tuple] = []
        self.pot_in = int(ctx.get("pot_carried", 0))
        self.jack = int(ctx.get("jack", 0))
        if cfg.jackpots == "always" and self.jack == 0:
            self.jack = 1
        self.min_open = openers_rank(cfg.openers, self.jack) if self.jack else 0
        self.high = 0
        self.opened = False
        self.opener: int | None = None
        self.came_in = False
        self.first_speaker: int | None = None
        self.straddle_count = 0
        self.last_forced = 0
        self.phase = STRADDLE
        self.turn: int | None = None
        self.result: list[int] | None = None
        self.won = [0] * n             # chips each seat takes from the pot at the end
        self.kitty_taken = 0
        self.carried_out = 0
        self.unopened = False
        self.winners: list[int] = []
        self.only_two_in_seats: tuple[int, int] | None = None
        self.ref_done = 0
        self.open_ok: dict[int, bool] = {}
        self.declaring = False          # Foster law 37: the 'ante' / 'passjack' round of a jack
        self.passed_jack: list[int] = []  # (flat poker: the blind and the 'stay' / 'out' round)
        self.flat_blind = 0
        self.jack_declared = False      # the law-37 round is done
        self.field_stage: str | None = None  # flat poker against the field: 'declare', 'call'
        self.field_player: int | None = None
        self.field_callers: list[int] = []
        self.field_seen: list[int] = []
        # the shuffle of the pack: one logged chance event (top of the pack = end of the list)
        order = self.shuffler.shuffle(cfg.pack)
        order.reverse()
        self.stock = order
        self._post_forced()
        if self.phase == STRADDLE and not self.declaring:
            self._begin_straddles()
        self._replay_referee()

    # ------------------------------------------------------------------ set-up
    def _ev(self, *e) -> None:
        self.events.append(e)

    def _put(self, s: int, amount: int) -> int:
        """Move up to ``amount`` chips from seat ``s``'s stack into its stakes; returns moved."""
        a = amount if amount <= self.stack[s] else self.stack[s]
        self.stack[s] -= a
        self.staked[s] += a
        self.inv[s] += a
        if self.stack[s] == 0 and a > 0:
            self.allin[s] = True
        return a

    def _post_forced(self) -> None:
        r = self.rules
        cfg = self.cfg
        n = self.num_players
        if r.pool == "show-down":
            for s in range(n):
                if self.in_deal[s]:
                    self._put(s, r.blind)
                    self.inv[s] = 0
            self._ev("pool-ante", r.blind)
            self._deal()
            return
        if r.pool == "flat" and not self.declaring and self.flat_blind == 0:
            self.age = self.age if self.in_deal[self.age] else self._next_in(self.age)
            self.declaring = True
            self.turn = self.age
            return
        if r.pool == "flat":
            for s in range(n):
                if self.in_deal[s]:
                    self._put(s, self.flat_blind)
                    self.inv[s] = 0
            self._deal()
            return
        if self.jack:
            payer = self.context.get("jack_payer")
            if (r.pass_jack and not self.declaring and not self.jack_declared
                    and (payer is None or not self.in_deal[payer])):
                self.declaring = True
                self.turn = self._next_in(self.dealer)
                return
            each = cfg.jack_ante if self.jack == 1 else cfg.fattening
            if payer is not None and self.in_deal[payer]:
                total = each * sum(self.in_deal)
                self._put(payer, total)
                self.inv[payer] = 0
                self._ev("jack-payer", payer, total)
            elif each:
                prepaid = set(self.context.get("jack_prepaid", ())) if self.jack == 1 else set()
                for s in range(n):
                    if self.in_deal[s] and s not in prepaid:
                        self._put(s, each)
                        self.inv[s] = 0
                self._ev("jack-ante", each)
                if prepaid:
                    self._ev("jack-prepaid", tuple(sorted(prepaid)))
            self._ev("jack", self.jack, self.min_open)
            self._deal()
            return
        age = self.age
        if not self.in_deal[age]:
            age = self._next_in(age)
            self.age = age
        if r.forced_bets != "code":
            self._post_table_bets(FORCED_BETS[r.forced_bets])
            return
        amount = r.blind if cfg.foster else r.ante
        self._put(age, amount)
        self.posted[age] = amount
        self.forced[age] = True
        self.last_forced = amount
        self._ev("blind" if cfg.foster else "ante", age, amount)

    def _post_table_bets(self, bets) -> None:
        """Seed 004's forced bets (:data:`FORCED_BETS`): from the dealer, each named seat in the
        deal puts up its chips; a live bet counts towards staying, a dead one does not."""
        s = self.dealer if self.in_deal[self.dealer] else self._next_in(self.dealer)
        prev = None
        for k, (offset, amount, live) in enumerate(bets):
            if k:
                s = self._next_in(prev)
            elif offset:
                s = self._next_in(s)
            prev = s
            put = self._put(s, amount)
            if live:
                self.posted[s] = put
                self.forced[s] = True
                self.last_forced = max(self.last_forced, self.inv[s])
                self.last_blind = s
                self._ev("blind-bet", s, put)
            else:
                self.inv[s] -= put
                self._ev("dealer-ante", s, put)

    def _may_pass_jack(self, s: int) -> bool:
        """Whether ``s`` may say 'I pass this jack' (Foster law 37): two players must stay in
        to play the jack (our reading; the law is silent)."""
        return sum(self.in_deal) - len(self.passed_jack) - 1 >= 2

    def _flat_legal(self, s: int) -> list[Action]:
        if self.flat_blind == 0:             # the age names his blind (001 part 3 §A4)
            top = min(self.rules.limit, self.stack[s])
            return [Action("blind", (k,)) for k in range(1, top + 1)]
        return [Action("stay"), Action("out")] if self.stack[s] >= self.flat_blind else [Action("out")]

    def _flat_declare(self, s: int, action: Action) -> None:
        v = action.verb
        if v == "blind":
            self.flat_blind = action.args[0]
            self._ev("flat-blind", s, self.flat_blind)
        elif v == "out":
            self.passed_jack.append(s)
            self._ev("flat-out", s)
        else:
            self._ev("flat-stay", s, self.flat_blind)
        t = self._next_in(s)
        if t != self.age:
            self.turn = t
            return
        self.declaring = False
        self.turn = None
        for p in self.passed_jack:
            self.in_deal[p] = False
            self.folded[p] = True
        if sum(self.in_deal) < 2:         # nobody stays: the deal is void (our reading)
            self.result = [0] * self.num_players
            self._ev("flat-void")
            self._finish()
            return
        self._post_forced()

    def _declare(self, s: int, verb: str) -> None:
        """Apply one law-37 declaration and, after the last, ante and deal."""
        if verb == "passjack":
            self.passed_jack.append(s)
            self._ev("pass-jack", s)
        else:
            self._ev("jack-declare-ante", s)
        t = self._next_in(s)
        if t != self._next_in(self.dealer):
            self.turn = t
            return
        self.declaring = False
        self.jack_declared = True
        self.turn = None
        for p in self.passed_jack:
            self.in_deal[p] = False
            self.folded[p] = True
        self._post_forced()

    def _next_in(self, s: int) -> int:
        n = self.num_players
        for k in range(1, n + 1):
            t = (s + k) % n
            if self.in_deal[t]:
                return t
        return s

    def _straddle_amount(self) -> int:
        if self.cfg.straddle_double:
            return 2 * self.last_forced
        return 2 * self.rules.ante if self.straddle_count == 0 else self.last_forced + self.rules.ante

    def _straddle_ok(self, s: int) -> bool:
        r = self.rules
        amt = self._straddle_amount()
        if s == self.age or self.folded[s] or amt > self.stack[s]:
            return False
        cap = r.limit // 2 if self.cfg.straddle_half else r.limit // 4
        return amt <= cap

    def _begin_straddles(self) -> None:
        if self.rules.straddles:
            s = self._next_in(self.age)
            if s != self.age and self._straddle_ok(s):
                self.turn = s
                return
        self._deal()

    def _deal(self, cards: int | None = None) -> None:
        """Five cards (``hand_size``) to each player in the deal, one at a time from the
        dealer's left; the widow card after them (spit in the ocean). Shotgun (seed 004
        §1.18.3): three cards first, the shotgun interval, then the rest."""
        n = self.num_players
        stock = self.stock
        seats = [(self.dealer + 1 + k) % n for k in range(n)]
        seats = [s for s in seats if self.in_deal[s]]
        size = self.rules.hand_size
        if cards is None:
            cards = 3 if self.rules.shotgun else size
        for _ in range(cards):
            for s in seats:
                if not self.folded[s]:
                    self.hands[s].append(stock.pop())
        if cards == size:
            self._ev("deal", self.dealer)
        else:
            self._ev("deal-part", self.dealer, cards)
        if self.rules.shotgun and self.phase != SHOTGUN and cards < size:
            self._begin_shotgun()
            return
        if self.rules.widow != "none":
            self._turn_widow()
        for _ in range(self.rules.table_cards):
            self.table.append(stock.pop())
        if self.table:
            self._ev("table", len(self.table))
        if self.rules.pool == "show-down":   # every hand face up (001 part 3 §A3)
            for s in seats:
                self.shown[s] = True
        if self.rules.pool:                  # no betting: straight to the draw
            self.opened = True
            self._begin_draw()
            return
        self._begin_bet1()

    def _turn_widow(self) -> None:
        """Spit in the ocean (seed 004 §1.18.3): the next card face up in the middle, the fifth
        card of every hand; in pig in a poke it and every card of its rank are wild ('pig'), or
        only the other cards of its rank ('pig-others')."""
        card = self.stock.pop()
        self.common.append(card)
        mode = self.rules.widow
        if mode != "spit":
            wild = frozenset(c for c in range((card.rank - 2) * 4, (card.rank - 1) * 4)
                             if mode == "pig" or c != int(card))
            self.hand_rules = _wild_hand_rules(self.cfg.hand_rules, wild)
        self._ev("widow", card)

    def _begin_shotgun(self) -> None:
        """The shotgun interval on three cards (seed 004 §1.18.3): any hand may open, nobody may
        check (bet or drop, as 004's 'pass and out', §1.18.2); the opener is the jack-pot's."""
        self.phase = SHOTGUN
        self.high = 0
        self.opened = False
        first = self._next_in(self.dealer)
        self.first_speaker = first
        self._start_round(first, opened=False, checkers=())

    # ------------------------------------------------------------------ betting intervals
    # The intervals are the betting mechanic's (hoyle.mechanics.betting.BettingRound); the game
    # says how each one starts (who speaks, what stands to be called, who may check or open)
    # and mirrors the chips after every action into its own per-seat lists.
    def _begin_bet1(self) -> None:
        self.phase = BET1
        n = self.num_players
        cfg = self.cfg
        r = self.rules
        kw: dict[str, Any] = {}
        if self.jack and r.shotgun:
            # after the shotgun interval the pot is open: the usual first interval, on any
            # hand, checks allowed until someone bets (our reading of 004 §1.18.3)
            first = self._next_in(self.dealer)
            self.high = 0
            kw.update(opened=False)
        elif r.forced_bets != "code":
            # seed 004 §1.18.3: after a blind opening the next player calls the two chips,
            # drops or raises; in lowball the player left of the last ante opens or drops
            first = self._next_in(self.last_blind)
            self.high = self.last_forced
            self.opened = True
            kw.update(to_call=self.high, opened=True)
        elif self.jack:
            first = self._next_in(self.dealer)
            self.high = 0
            self.opened = False
            # openers (Foster law 38, British laws 30-32); Foster's passers keep their cards
            if self.min_open == 0:
                # pass and out (004 §1.18.2): any hand opens, nobody checks: bet or drop
                kw.update(opened=False, checkers=())
            else:
                kw.update(opened=False, fold_unopened=not cfg.foster,
                          openers=[s for s in range(n) if not self.folded[s] and self._has_openers(s)],
                          open_meaning=f"openers-{_RANK_WORD[self.min_open]}")
            if not cfg.foster:
                kw["open_min"] = 2 * r.ante                     # British law 25
        else:
            last = self.age
            for s in range(n):
                if self.forced[s] and self.inv[s] >= self.inv[last]:
                    last = s
            first = self._next_in(last)
            if cfg.foster:
                # coming in at twice the blind or last straddle (law 18)
                self.high = 2 * self.last_forced
                self.opened = True
                kw.update(to_call=self.high, opened=True)
            else:
                # British: nothing to call until someone opens, at least twice the ante and
                # at least the last straddle (law 25); the first speaker may stand, and the
                # ante and straddlers have the last say (laws 23-24, the description)
                self.high = 0
                self.opened = False
                base = self.last_forced if self.straddle_count else 0
                kw.update(opened=False, open_min=max(2 * r.ante, base), open_max=base + r.limit,
                          checkers=[first] + [s for s in range(n) if self.forced[s]])
        self.first_speaker = first
        self._start_round(first, meet_meaning="meet-the-bet-before-draw", **kw)

    def _start_round(self, first: int, **kw: Any) -> None:
        cfg = self.cfg
        self.round = rnd = BettingRound(self.stack, [not f for f in self.folded], first,
                                        cfg.limits_after if self.phase == BET2 else cfg.limits,
                                        committed=self.inv, book=cfg.book,
                                        check_raise=self.rules.check_raise, **kw)
        if rnd.turn is None:          # nobody left able to bet (all in): the interval is over
            self.turn = None
            self._end_round()
            return
        self.turn = rnd.turn
        self._maybe_natural_jack()

    def _natural_jack_due(self) -> bool:
        return (self.phase == BET1 and not self.jack and self.cfg.foster and not self.came_in
                and self.cfg.jackpots != "off")

    def _maybe_natural_jack(self) -> None:
        """Foster law 21: nobody came in when the turn reaches the age or a straddler."""
        if self._natural_jack_due() and self.turn is not None and self.forced[self.turn]:
            self._ev("natural-jack")
            self._carry()

    def _active(self) -> list[int]:
        return [s for s in range(self.num_players) if not self.folded[s]]

    def _after_betting(self) -> None:
        """Go on from the betting mechanic's state: the next seat, or the interval's end."""
        rnd = self.round
        if rnd.winner is not None:
            if self._natural_jack_due():
                self._ev("natural-jack")
                self._carry()
            elif (self.phase in (BET1, SHOTGUN) and not self.opened
                  and (self.jack or self.cfg.jackpots != "off")):
                self._carry()
            else:
                self._award_uncontested()
            return
        if rnd.turn is not None:
            self.turn = rnd.turn
            self._maybe_natural_jack()
            return
        self._end_round()

    def _end_round(self) -> None:
        self.round = None
        if self.phase == SHOTGUN:
            if not self.opened:
                self._carry()
                return
            for s in range(self.num_players):
                self.inv[s] = 0
            self._deal(self.rules.hand_size - 3)
            return
        if self.phase == BET2 and self.turned < len(self.table):
            self._begin_bet2()
            return
        if self.phase == BET2 and self.rules.ranking == "high-low" and len(self._active()) > 1:
            self._begin_declare()
            return
        if self.phase == BET1:
            if not self.opened and (self.jack or self.cfg.jackpots != "off"):
                self._carry()
                return
            self._begin_draw()
        else:
            self._showdown()

    # ------------------------------------------------------------------ the draw
    def _begin_draw(self) -> None:
        self.phase = DRAW
        for s in range(self.num_players):
            self.inv[s] = 0
        self.high = 0
        n = self.num_players
        self.draw_order = [(self.dealer + 1 + k) % n for k in range(n)]
        self.draw_order = [s for s in self.draw_order if not self.folded[s]]
        self.draw_idx = 0
        self.turn = self.draw_order[0]
        self._ev("draw-begins")
        if self.rules.ranking == "low" and self.stock:
            # lowball (seed 004 §1.18.3 (3)): before the draw the dealer burns the top card,
            # turning it up and putting it with the discards
            card = self.stock.pop()
            self.burned.append(card)
            self.discards.append(card)
            self._ev("burn", card)

    def _serve(self, s: int, k: int, own: list) -> list:
        """Serve ``k`` cards to seat ``s`` from the top of the pack (law 26 / law 41)."""
        got = []
        last_card = self.cfg.last_card
        for i in range(k):
            need = k - i
            stock = self.stock
            if (last_card and (len(stock) <= 1 or (len(stock) == 2 and need > 1))) or not stock:
                self._reshuffle(own)
                if not self.stock:
                    break
            got.append(self.stock.pop())
        return got

    def _reshuffle(self, own: list) -> None:
        """Gather the rest of the pack, the discards and abandoned hands; shuffle (logged)."""
        if self.cfg.last_card:
            # Foster law 26: the remaining cards join the discards and dead hands; not the
            # discards of the player being served (our reading) nor the opener's (law 43)
            keep = set(own)
            gathered = list(self.stock) + [c for c in self.discards if c not in keep] + self.dead
            self.discards = [c for c in self.discards if c in keep]
        else:
            # British law 41: the discards made so far are gathered, shuffled and cut
            gathered = list(self.stock) + self.discards + self.dead
            self.discards = []
        self.dead = []
        order = self.shuffler.shuffle(gathered)
        order.reverse()
        self.stock = order
        self._ev("reshuffle", len(gathered))

    def _next_live(self, s: int) -> int:
        n = self.num_players
        for k in range(1, n + 1):
            t = (s + k) % n
            if not self.folded[t]:
                return t
        return s

    def _field_amount(self, s: int) -> int:
        return sum(self.staked[t] for t in self._active() if t != s)

    def _field_legal(self, s: int) -> list[Action]:
        if self.field_stage == "declare":
            ok = self.stack[s] >= self._field_amount(s)
            return [Action("field"), Action("pass")] if ok else [Action("pass")]
        return [Action("call"), Action("pass")]

    def _field_act(self, s: int, v: str) -> None:
        """Flat poker's second way (001 part 3 §A4, PK-03; readings in option against_field)."""
        self.field_seen.append(s)
        if self.field_stage == "declare":
            if v == "field":
                amount = self._field_amount(s)
                self._put(s, amount)
                self.field_player = s
                self.field_stage = "call"
                self.field_seen = []
                self._ev("field", s, amount)
                self.turn = self._next_live(s)
                return
            self._ev("field-pass", s)
            t = self._next_live(s)
            if len(self.field_seen) < len(self._active()):
                self.turn = t
                return
            self.field_stage = None
            self._showdown()                 # nobody plays against the field: the first way
            return
        if v == "call":
            self.field_callers.append(s)
            self._ev("field-call", s)
        else:
            self._ev("field-decline", s)
        t = self._next_live(s)
        if t != self.field_player:
            self.turn = t
            return
        self.field_stage = None
        f = self.field_player
        if not self.field_callers:
            self._award_uncontested_to(f)
            return
        amount = self.staked[f] - self.flat_blind
        m = len(self.field_callers)
        for i, c in enumerate(self.field_callers):
            self._put(c, amount // m + (1 if i < amount % m else 0))
        active = self._active()
        for t in active:
            self.shown[t] = True
        values = {t: self._value(t) for t in active}
        self.values = values
        pot = self.pot_in + sum(self.staked)
        won = [0] * self.num_players
        field = [t for t in self.draw_order if t in active and t != f]
        if any(values[t] > values[f] for t in field):
            for i, t in enumerate(field):       # equal shares, odd chips from the age's left
                won[t] = pot // len(field) + (1 if i < pot % len(field) else 0)
            self.winners = field
        else:
            won[f] = pot
            self.winners = [f]
        self._settle(won)
        self._ev("showdown", tuple(active), tuple(self.winners))

    def _award_uncontested_to(self, w: int) -> None:
        won = [0] * self.num_players
        won[w] = self.pot_in + sum(self.staked)
        self.winners = [w]
        self._settle(won)
        self._ev("wins-uncontested", w, won[w])

    def _deadwood(self) -> None:
        """Show-down poker (001 part 3 §A3): a completed hand beaten by another completed hand
        is thrown into the deadwood (our reading of 'beaten': by a hand that has drawn)."""
        done = [t for t in self.draw_order[:self.draw_idx + 1] if not self.folded[t]]
        if len(done) < 2:
            return
        vals = {t: self._value(t) for t in done}
        best = max(vals.values())
        for t in done:
            if vals[t] < best and len(self._active()) > 1:
                self.folded[t] = True
                self._ev("deadwood", t)

    def _finish_draw_turn(self) -> None:
        if self.rules.pool == "show-down":
            self._deadwood()
        self.draw_idx += 1
        while self.draw_idx < len(self.draw_order) and self.folded[self.draw_order[self.draw_idx]]:
            self.draw_idx += 1
        if self.draw_idx < len(self.draw_order):
            self.turn = self.draw_order[self.draw_idx]
            return
        # Foster law 23: replacements of cards exposed in the draw come after everyone
        for s in self.draw_order:
            if self.owed[s] and not self.folded[s]:
                got = self._serve(s, self.owed[s], [])
                self.hands[s].extend(got)
                self.new_cards[s].extend(got)
                self.owed[s] = 0
        self._begin_bet2()

    def _begin_bet2(self) -> None:
        if self.rules.against_field and len(self._active()) >= 2:
            self.phase = BET2
            self.field_stage = "declare"
            self.field_seen = []
            self.turn = self.age if not self.folded[self.age] else self._next_live(self.age)
            return
        if self.rules.pool:                  # the pool games show at once
            self.phase = BET2
            self._showdown()
            return
        self.phase = BET2
        n = self.num_players
        if self.turned < len(self.table):
            # stormy weather (004 §1.18.3): a table card is turned before each interval after
            # the draw
            for s in range(n):
                self.inv[s] = 0
            self.turned += 1
            self._ev("turn", self.table[self.turned - 1])
        if self.jack and self.opener is not None:
            first = self.opener
        elif self.rules.forced_bets != "code":
            # seed 004 §1.18.3: the first blind bettor, or the nearest player still in on his
            # left (blind opening); the nearest player in on the dealer's left (lowball)
            first = self.age
        else:
            first = (self.age + 1) % n
        self.high = 0
        self.opened = False
        # Foster: no check after the draw (law 28); British: the first may stand (law 53)
        self._start_round(first, opened=False,
                          checkers=None if self.cfg.check_after_draw else ())

    # ------------------------------------------------------------------ endings
    def _carry(self) -> None:
        """The deal is not opened: its chips stay in the pot for the next (jack-pot) deal."""
        self.unopened = True
        self.carried_out = self.pot_in + sum(self.staked)
        self.result = [-self.staked[s] + self.adj[s] for s in range(self.num_players)]
        self._finish()
        self._ev("not-opened", self.carried_out)

    def _only_two_in(self, age: int) -> None:
        """Foster law 21: the comer takes his chips back; the age's blind is replaced by twice
        the jack-pot ante; the deal is not played and the next is a jack-pot."""
        comer = self._only_two_in_comer()
        for t in (comer, age):
            self.stack[t] += self.staked[t]
            self.staked[t] = 0
            self.inv[t] = 0
            self.allin[t] = False
        self._put(age, 2 * self.cfg.jack_ante)
        self.only_two_in_seats = (age, comer)
        self._ev("only-two-in", age, comer, 2 * self.cfg.jack_ante)
        self._carry()

    def _award_uncontested(self) -> None:
        self.round = None
        s = next(t for t in range(self.num_players) if not self.folded[t])
        pot = self.pot_in + sum(self.staked)
        kitty = min(self._kitty(None), pot)
        won = list(settle_detail(self.staked, self.folded, {s: 0}, dealer=self.dealer,
                                 dead=self.pot_in, rake=kitty).won)
        self.kitty_taken = kitty
        self.winners = [s]
        if self.jack and self.opener == s:
            self.shown[s] = True      # an opener who wins shows his openers (Foster 45, British 33)
        self._settle(won)
        self._ev("wins-uncontested", s, pot - kitty)

    def _value(self, s: int):
        """The hand's value for the pot: high under the code's ranking (with the widow card,
        and its wild cards, in spit in the ocean), or lowball's low value (seed 004, O78)."""
        if self.rules.ranking == "low":
            return evaluate_low(self.hands[s], self.cfg.low_rules)
        if self.common:
            return evaluate(self.hands[s] + self.common, self.hand_rules)
        if self.turned:
            # stormy weather: any one table card turned up as the fifth card (not wild)
            return max(evaluate(self.hands[s] + [c], self.hand_rules)
                       for c in self.table[:self.turned])
        return evaluate(self.hands[s], self.hand_rules)

    def _low_value(self, s: int):
        """High-low's low value (seed 004 §1.18.5: ace low, straights and flushes count; the
        joker a low ace that pairs nothing, O84)."""
        return evaluate_low(self.hands[s], self.cfg.low_rules)

    def _showdown(self) -> None:
        active = self._active()
        for s in active:
            self.shown[s] = True
        if self.rules.ranking == "high-low":
            self._showdown_high_low(active)
            return
        values = {s: self._value(s) for s in active}
        best = max(values.values())
        kitty = min(self._kitty(best), self.pot_in + sum(self.staked))
        self.kitty_taken = kitty
        # main and side pots by the betting mechanic: the carried pot joins the main pot and
        # the kitty comes off it first; ties divide, the odd chip to the first winner from the
        # dealer's left (Foster law 36, British law 76; the odd chip is our rule)
        contrib, dead = self._contributions()
        d = settle_detail(contrib, self.folded, values, dealer=self.dealer, dead=dead, rake=kitty)
        won = list(d.won)
        winners_all: list[int] = []
        for ws in d.winners:
            for w in ws:
                if w not in winners_all:
                    winners_all.append(w)
        self.winners = winners_all
        self.values = values
        self._settle(won)
        self._ev("showdown", tuple(active), tuple(winners_all))

    # ------------------------------------------------------------------ high-low (004 §1.18.5)
    def _begin_declare(self) -> None:
        """After the last interval each player still in declares high or low, in turn from the
        dealer's left (seed 004 §1.18.5, way (a); 'both' needs more than five cards, so is not
        offered in a draw game)."""
        self.phase = DECLARE
        for s in range(self.num_players):
            self.inv[s] = 0
        n = self.num_players
        self.declare_order = [t for t in ((self.dealer + 1 + k) % n for k in range(n))
                              if not self.folded[t]]
        self.declare_idx = 0
        self.turn = self.declare_order[0]
        self._ev("declare-begins")

    def _showdown_high_low(self, active: list[int]) -> None:
        """Each pot (main and side pots, :func:`~hoyle.mechanics.betting.side_pots`) is split
        between the best high hand of those who declared high and the best low hand of those
        who declared low, the odd chip to the high (O83, :func:`split_high_low`); a player wins
        only the half he declared, and when all in a pot declared alike the best hand of that
        kind takes it whole. Equal hands divide a half, its odd chip to the first from the
        dealer's left (as every divided pot here)."""
        n = self.num_players
        high = {s: self._value(s) for s in active}
        low = {s: self._low_value(s) for s in active}
        order = [(self.dealer + 1 + k) % n for k in range(n)]
        won = [0] * n
        winners: list[int] = []

        def pay(amount: int, seats: list[int], values: dict) -> None:
            top = max(values[s] for s in seats)
            ws = [s for s in order if s in seats and values[s] == top]
            share, odd = divmod(amount, len(ws))
            for i, w in enumerate(ws):
                won[w] += share + (1 if i < odd else 0)
                if w not in winners:
                    winners.append(w)

        contrib, dead = self._contributions()
        for p in side_pots(contrib, self.folded, dead=dead):
            his = [s for s in p.eligible if self.declared[s] == "high"]
            los = [s for s in p.eligible if self.declared[s] == "low"]
            if his and los:
                h, lo = split_high_low(p.amount)
                pay(h, his, high)
                pay(lo, los, low)
            else:
                pay(p.amount, his or los, high if his else low)
        self.winners = winners
        self.values = {s: (low[s] if self.declared[s] == "low" else high[s]) for s in active}
        self.kitty_taken = 0
        self._settle(won)
        self._ev("showdown", tuple(active), tuple(winners))

    def _contributions(self) -> tuple[list[int], int]:
        """What each seat put in, as the pots count it, and the dead chips of the main pot.

        British law 60 (O-000-16): a player all in who has the best hand takes "the ante and
        straddles and, from each player then in, as much as his own stake", the next best hand
        the rest. We read the ante and straddles of a player who has passed as dead chips of
        the pool, all of them in the all-in player's pot even where they exceed his stake; a
        player still in has his ante or straddle counted in his stake (it is live, laws 23-26),
        so it is not taken twice; the all-in player's own stake comes back to him (the
        catalog's FLAG on O-000-16: its 16, not 11). Foster's code has no such law: every
        stake, passed or not, counts by level (table stakes, 001 part 3 §A1).
        """
        if self.cfg.foster:
            return self.staked, self.pot_in
        contrib = list(self.staked)
        dead = self.pot_in
        for s in range(self.num_players):
            if self.folded[s] and self.posted[s] and self.in_deal[s]:
                forced = min(self.posted[s], contrib[s])
                contrib[s] -= forced
                dead += forced
        return contrib, dead

    def _kitty(self, best) -> int:
        r = self.rules
        if r.kitty == "none":
            return 0
        red = r.kitty_red
        cat = best.category if best is not None else None
        pos = self.cfg.order_pos
        def at_least(c):
            return cat is not None and c in pos and pos[cat] >= pos[c]
        if r.kitty == "club":
            k = 1 if at_least(HC.THREE_OF_A_KIND) else 0
            return k + (red if self.jack else 0)
        # gambling-house scale (001 part 2 §20.12, O71)
        if self.jack or at_least(HC.FOUR_OF_A_KIND):
            return red
        if at_least(HC.STRAIGHT) or at_least(HC.FLUSH):
            return 3
        if at_least(HC.THREE_OF_A_KIND):
            return 2
        if at_least(HC.TWO_PAIR):
            return 1
        return 0

    def _settle(self, won: list[int]) -> None:
        self.won = won
        self.result = [won[s] - self.staked[s] + self.adj[s] for s in range(self.num_players)]
        self._finish()

    def _finish(self) -> None:
        self.phase = OVER
        self.turn = None

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return self.turn

    def _may_split(self, s: int) -> bool:
        """Whether ``s`` is the jack-pot's opener, drawing, with the openers he opened on."""
        return (bool(self.jack) and not self.rules.shotgun and self.min_open != 0
                and s == self.opener and self._has_openers(s))

    def _splits(self, s: int, discards) -> bool:
        """Whether discarding ``discards`` breaks up ``s``'s openers (Foster law 43): the cards
        he keeps no longer hold a pair of the openers' rank or better, two pairs or threes
        (a wild card pairs with any card)."""
        out = set(discards)
        kept = [c for c in self.hands[s] if c not in out]
        wild = self.hand_rules.wild_cards
        jokers = sum(1 for c in kept if c in wild)
        counts: dict[int, int] = {}
        for c in kept:
            if c not in wild:
                counts[c.rank] = counts.get(c.rank, 0) + 1
        if jokers >= 2 or any(n + jokers >= 3 for n in counts.values()):
            return False
        if sum(1 for n in counts.values() if n >= 2) >= 2:
            return False
        if self.rules.bobtail and has_bobtail(kept):     # he keeps the bobtail he opened on
            return False
        return not any(r >= self.min_open and n + jokers >= 2 for r, n in counts.items())

    def _split_law(self) -> str:
        book = self.cfg.book
        if book.knows("split-openers"):
            return book.cite_about("split-openers")
        return ("catalog 000_002_003.md §4 (Foster law 43: the opener may split his openers, "
                "his discards kept apart); the British code is silent")

    def _has_openers(self, s: int) -> bool:
        if self.min_open == 0:
            return True
        ok = self.open_ok.get(s)
        if ok is None:
            ok = self.open_ok[s] = (self._value(s) >= self.cfg.threshold[self.min_open]
                                    or (self.rules.bobtail and has_bobtail(self.hands[s])))
        return ok

    def legal_actions(self) -> list[Action]:
        s = self.turn
        if s is None:
            return []
        if self.field_stage:
            return self._field_legal(s)
        if self.declaring and self.rules.pool == "flat":
            return self._flat_legal(s)
        if self.declaring:
            return (list(_JACK_DECLARE_ACTIONS) if self._may_pass_jack(s)
                    else [_JACK_DECLARE_ACTIONS[0]])
        if self.phase == STRADDLE:
            return list(_STRADDLE_ACTIONS)
        if self.phase == DECLARE:
            return list(_DECLARE_ACTIONS)
        if self.phase == DRAW:
            hand = self.hands[s]
            k = self.rules.max_draw
            out = [_STAND]
            if len(hand) == 5:
                subs = [tuple([hand[i] for i in sub]) for sub in _SUBSETS_BY_MAX[k]]
            else:
                subs = [c for m in range(1, min(k, len(hand)) + 1)
                        for c in itertools.combinations(hand, m)]
            if self._may_split(s):
                out.extend(Action("split" if self._splits(s, c) else "discard", c) for c in subs)
            else:
                out.extend(Action("discard", c) for c in subs)
            return out
        out = self.round.legal_actions()
        if self._only_two_in_comer() is not None:
            return [_JACK, *out]
        return out

    def _only_two_in_comer(self) -> int | None:
        """The one player who came in, if the age may now call an only-two-in jack (law 21)."""
        if not (self.rules.only_two_in and self.phase == BET1 and not self.jack
                and self.turn == self.age and self.straddle_count == 0
                and self.high == 2 * self.last_forced):
            return None
        comers = [t for t in range(self.num_players)
                  if t != self.age and not self.folded[t] and self.inv[t] > 0]
        if len(comers) != 1 or self.inv[comers[0]] != self.high:
            return None
        age = self.age
        if self.stack[age] + self.staked[age] < 2 * self.cfg.jack_ante:
            return None
        return comers[0]

    def _refuse(self, reason: str, law: int | str | None = None) -> None:
        """Raise IllegalAction citing ``law``: a number of the code in force, or a shared
        meaning key (``"draw"``) looked up in it (:meth:`~hoyle.core.laws.LawBook.about`)."""
        book = self.cfg.book
        raise IllegalAction(reason, None if law is None else
                            book.cite_about(law) if isinstance(law, str) else book.cite(law))

    def _check(self, action: Action) -> None:
        s = self.turn
        v = action.verb
        a = action.args
        foster = self.cfg.foster
        if self.field_stage:
            if a or action not in self._field_legal(s):
                what = ("'field' (play against the field) or 'pass'" if self.field_stage == "declare"
                        else "'call' (the field's show) or 'pass'")
                self._refuse(f"say {what}; a hand against the field cannot be raised "
                             f"(001 part 3 §A4)")
            return
        if self.declaring and self.rules.pool == "flat":
            if (any(type(x) is not int for x in a)
                    or action not in self._flat_legal(s)):
                if self.flat_blind == 0:
                    self._refuse(f"the age first puts up a blind of 1 to "
                                 f"{min(self.rules.limit, self.stack[s])} chips, e.g. 'blind 2' "
                                 f"(001 part 3 §A4)")
                self._refuse(f"say 'stay' (put up {self.flat_blind}, as the blind) or 'out' "
                             f"(be dealt no cards) (001 part 3 §A4)")
            return
        if self.declaring:
            if v == "ante" and not a:
                return
            if v == "passjack" and not a:
                if not self._may_pass_jack(s):
                    self._refuse("two players must stay in to play the jack: you must ante", 37)
                return
            self._refuse(f"before a jack-pot is dealt each player says 'ante' or 'passjack' "
                         f"(I pass this jack), not {v}", 37)
        if self.phase == STRADDLE:
            if v == "decline" and not a:
                return
            if v == "straddle" and not a:
                if not self._straddle_ok(s):
                    self._refuse("the straddle would pass its cap", "straddle-limit")
                return
            self._refuse(f"before the deal you may only straddle or decline, not {v}", "straddle")
        if self.phase == DECLARE:
            if action in _DECLARE_ACTIONS:
                return
            raise IllegalAction("declare 'high' or 'low' ('declare high'); in a five-card game "
                                "nobody may go both ways", "seed 004 §1.18.5 (high-low poker: "
                                "the declaration)")
        if self.phase == DRAW:
            if v == "stand" and not a:
                return
            if v not in ("discard", "split"):
                self._refuse(f"it is the draw: stand pat or discard cards, not {v}", "draw")
            if not a:
                self._refuse("name the cards you discard, e.g. 'discard 7C 4D'", "draw")
            if any(not isinstance(c, Card) for c in a):
                self._refuse("discard takes cards only, e.g. 'discard 7C 4D'", "draw")
            hand = self.hands[s]
            for c in a:
                if c not in hand:
                    self._refuse(f"{c} is not in your hand", "discard")
            if len(set(a)) != len(a):
                self._refuse("a card is named twice", "draw")
            if len(a) > self.rules.max_draw:
                self._refuse(f"at most {self.rules.max_draw} cards may be drawn", "draw")
            splits = self._may_split(s) and self._splits(s, a)
            if v == "discard" and splits:
                raise IllegalAction("these discards split your openers: say so with 'split "
                                    + " ".join(map(str, a)) + "' (your discards are kept apart)",
                                    self._split_law())
            if v == "split" and not splits:
                raise IllegalAction("only the jack-pot's opener splits his openers, by discarding "
                                    "a card of them; otherwise say 'discard'", self._split_law())
            return
        # betting: the only-two-in jack and the jack-pot openers are the game's; the rest is
        # the betting mechanic's, citing the law of the code in force by meaning
        if v == "jack" and not a:
            if self._only_two_in_comer() is None:
                if not (foster and self.rules.only_two_in):
                    self._refuse("the only-two-in jack is not played at this table",
                                 "only-two-in" if self.cfg.book.knows("only-two-in") else None)
                self._refuse("the age may call an only-two-in jack only when exactly one player "
                             "has come in, with no straddle or raise", 21)
            return
        if (v == "bet" and len(a) == 1 and type(a[0]) is int and self.phase == BET1
                and self.jack and not self.opened and not self._has_openers(s)):
            word = _RANK_WORD[self.min_open]
            self._refuse(f"you may not open this jack-pot without a pair of {word} or better",
                         f"openers-{word}")
        self.round.check(s, action)

    def _apply(self, action: Action) -> None:
        s = self.turn
        v = action.verb
        if self.field_stage:
            self._field_act(s, v)
            return
        if self.declaring and self.rules.pool == "flat":
            self._flat_declare(s, action)
            return
        if self.declaring:
            self._declare(s, v)
            return
        if self.phase == STRADDLE:
            if v == "straddle":
                amt = self._straddle_amount()
                self._put(s, amt - self.inv[s])
                self.posted[s] = amt
                self.forced[s] = True
                self.last_forced = amt
                self.straddle_count += 1
                self._ev("straddle", s, amt)
                t = self._next_in(s)
                if t != self.age and self._straddle_ok(t):
                    self.turn = t
                    return
            else:
                self._ev("decline", s)
            self._deal()
            return
        if self.phase == DECLARE:
            self.declared[s] = action.args[0]
            self._ev("declare", s, action.args[0])
            self.declare_idx += 1
            if self.declare_idx < len(self.declare_order):
                self.turn = self.declare_order[self.declare_idx]
            else:
                self._showdown()
            return
        if self.phase == DRAW:
            hand = self.hands[s]
            if v == "stand":
                self.drawn[s] = 0
                self.new_cards[s] = []
                self._ev("stand", s)
            else:
                out = list(action.args)
                for c in out:
                    hand.remove(c)
                if self.jack and s == self.opener:
                    self.opener_discards.extend(out)
                else:
                    self.discards.extend(out)
                got = self._serve(s, len(out), out)
                hand.extend(got)
                self.new_cards[s] = got
                self.drawn[s] = len(out)
                self._ev("split" if v == "split" else "draw", s, len(out))
            self._finish_draw_turn()
            return
        # betting
        if v == "jack":
            self._only_two_in(s)
            return
        self._bet(s, action)
        self._after_betting()

    def _bet(self, s: int, action: Action) -> None:
        """Apply a checked betting action through the mechanic and mirror its chips."""
        rnd = self.round
        v = action.verb
        put = rnd.apply_unchecked(s, action)
        self.stack[s] = rnd.stacks[s]
        self.inv[s] = rnd.committed[s]
        self.staked[s] += put
        self.allin[s] = rnd.allin[s]
        if v == "fold":
            self.folded[s] = True
            if self.jack and s == self.opener:
                self.shown[s] = True     # an opener who drops shows his hand (Foster 42, 45)
            else:
                self.dead.extend(self.hands[s])
                self.hands[s] = []
            self._ev("fold", s)
        elif v == "check":
            self._ev("check", s)
        elif v == "call":
            if not self.forced[s]:
                self.came_in = True
            self._ev("call", s, put, self.inv[s])
        else:
            self.high = rnd.high
            if not self.opened:
                self.opened = True
                if self.phase in (BET1, SHOTGUN) and self.jack:
                    self.opener = s
            if not self.forced[s]:
                self.came_in = True
            self._ev(v, s, action.args[0], self.inv[s])

    def apply(self, action) -> None:
        super().apply(action)
        self._replay_referee()

    def act(self, seat: int, action) -> None:
        """Apply ``action`` for ``seat``, refusing it if it is not that seat's turn
        (Foster law 32, British laws 25 and 53: play goes round to the left)."""
        if self.turn is None:
            raise IllegalAction("the deal is over; no more actions are taken")
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s",
                                self.cfg.book.cite_about("turn-to-act"))
        self.apply(action)

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def house_take(self) -> int:
        """Kitty plus chips carried to the next jack-pot, less chips carried in from earlier deals."""
        if self.result is None:
            return 0
        return self.kitty_taken + self.carried_out - self.pot_in

    @property
    def pot(self) -> int:
        return self.pot_in + sum(self.staked)

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {f"hand {s}": list(self.hands[s]) for s in range(self.num_players)}
        loc["stock"] = list(self.stock)
        loc["discards"] = list(self.discards)
        loc["opener discards"] = list(self.opener_discards)
        loc["dead"] = list(self.dead)
        loc["exposed"] = list(self.exposed)
        loc["widow"] = list(self.common)
        loc["table"] = list(self.table)
        return loc

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (the ISMCTS seat): the default's (the hands, the stock, the
        discards and dead cards) and stormy weather's table cards in their places (those not
        yet turned face down). The hands and the dead cards are held as dealt and drawn, so one
        redealt is not sorted (whether its unseen cards lay sorted would tell of them)."""
        zones = {k: (z if z.ordered else z._replace(sort=False)) for k, z in super().card_zones().items()}
        if zones and self.table:
            zones["table"] = Zone(self.table, ordered=True, attr="table")
        return zones

    def _visible(self, seat: int | None) -> set:
        vis = set(self.exposed)
        vis.update(self.common)
        vis.update(self.table[:self.turned])
        vis.update(self.burned)
        for s in range(self.num_players):
            if self.shown[s] or s == seat:
                vis.update(self.hands[s])
            if s == seat:
                vis.update(self.new_cards[s])
        if self.jack and self.opener is not None and self.shown[self.opener]:
            vis.update(self.opener_discards)
        return vis

    def hidden_cards(self, seat: int | None) -> set[Card]:
        return set(self.cfg.pack) - self._visible(seat)

    def clone(self) -> "DrawPokerState":
        new = copy.copy(self)
        for name in ("stack", "in_deal", "folded", "allin", "staked", "inv", "adj", "forced",
                     "drawn", "shown", "discards", "opener_discards", "dead",
                     "exposed", "owed", "events", "stock", "history", "posted", "common",
                     "burned", "declared", "table"):
            setattr(new, name, list(getattr(self, name)))
        new.hands = [list(h) for h in self.hands]
        new.new_cards = [list(h) for h in self.new_cards]
        new.context = dict(self.context)
        if "referee" in self.context:
            new.context["referee"] = [list(x) for x in self.context["referee"]]
        new.open_ok = dict(self.open_ok)
        new.passed_jack = list(self.passed_jack)
        new.field_callers = list(self.field_callers)
        new.field_seen = list(self.field_seen)
        if self.round is not None:
            new.round = self.round.copy()
        if self.phase <= DRAW or self.phase == SHOTGUN:
            new.shuffler = _copy_shuffler(self.shuffler)
        if hasattr(self, "draw_order"):
            new.draw_order = list(self.draw_order)
        if hasattr(self, "declare_order"):
            new.declare_order = list(self.declare_order)
        return new

    # ------------------------------------------------------------------ views
    @property
    def log(self) -> list[str]:
        """The deal so far in the book's terms (see :meth:`log_lines`), rebuilt from the
        events each time: every line is public (no hidden card or draw is named; the
        numbers of cards drawn are announced at the table), so ``log_for(seat)`` is the same
        for every seat. ``note()`` is not used here: an entry for some seats only would be
        an event kind that :meth:`log_lines` writes as a :class:`~hoyle.core.state.LogEntry`."""
        return self.log_lines()

    @log.setter
    def log(self, value) -> None:       # GameState.__init__ sets an empty list; events are kept instead
        pass

    def view(self, seat: int | None) -> dict[str, Any]:
        n = self.num_players
        seats = []
        for s in range(n):
            d: dict[str, Any] = {
                "seat": s,
                # once the pot is paid out, the stack shown includes what the seat won
                "stack": self.stack[s] + self.won[s],
                "staked": self.staked[s], "bet": self.inv[s],
                "in": self.in_deal[s], "folded": self.folded[s] and self.in_deal[s],
                "all_in": self.allin[s], "cards": len(self.hands[s]) if not self.folded[s] else 0,
                "drew": self.drawn[s],
            }
            if self.shown[s]:
                d["shown"] = [str(c) for c in self.hands[s]]
                if s in getattr(self, "values", {}):
                    d["hand_value"] = self.values[s].describe()
            seats.append(d)
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "draw-poker",
            "code": self.rules.code,
            "phase": ("before the deal" if self.declaring else "against the field"
                      if self.field_stage else _PHASE_NAMES[self.phase]),
            "dealer": self.dealer, "age": self.age if not self.jack else None,
            "to_act": self.turn, "pot": self.pot, "pot_carried": self.pot_in,
            # the age's blind may stand above the bet to meet (nothing to call, never -1)
            "to_call": max(0, self.high - self.inv[seat]) if (seat is not None and self.turn is not None
                                                        and self.phase in (BET1, BET2, SHOTGUN)) else 0,
            "limit": (self.cfg.limits_after.limit if self.phase >= BET2 and self.phase != SHOTGUN
                      else self.rules.limit),
            "jack_pot": ({"number": self.jack, "openers": _RANK_WORD[self.min_open],
                          "opened_by": self.opener} if self.jack else None),
            "seats": seats, "seat": seat,
            "hand": [str(c) for c in self.hands[seat]] if seat is not None else [],
            "exposed": [str(c) for c in self.exposed],
            "log": self.log_lines(),
        }
        if seat is not None:
            v["drawn_cards"] = [str(c) for c in self.new_cards[seat]]
        if self.rules.ranking != "high":
            v["ranking"] = self.rules.ranking
        if self.common:
            v["widow"] = [str(c) for c in self.common]
            # the wild rank and rule, not the wild cards (those not seen are hidden)
            v["widow_rule"] = self.rules.widow
            v["wild_rank"] = self.common[0].rank if self.rules.widow != "spit" else None
        if self.rules.ranking == "high-low":
            v["declared"] = list(self.declared)
        if self.table:
            v["table"] = [str(c) for c in self.table[:self.turned]]
            v["table_down"] = len(self.table) - self.turned
        if self.jack and self.opener is not None and self.shown[self.opener]:
            v["opener_discards"] = [str(c) for c in self.opener_discards]
        if self.result is not None:
            v["outcome"] = list(self.result)
            v["winners"] = list(self.winners)
            v["kitty"] = self.kitty_taken
            v["carried_to_next_deal"] = self.carried_out
        return v

    def result_text(self) -> str | None:
        """``"seat 3 wins 24 chips with two pairs, kings and fours"`` once the deal is over."""
        if self.result is None:
            return None
        if getattr(self, "unopened", False):
            return f"not opened: {self.carried_out} chips stay in the pot for the next deal"
        values = getattr(self, "values", None)
        parts = []
        for w in self.winners:
            hand = f" with {values[w].describe()}" if values and w in values else " without a show"
            if self.declared[w] is not None:            # high-low: the half declared
                hand = f" (declared {self.declared[w]})" + hand
            parts.append(f"seat {w} takes {self.won[w]} chip{'' if self.won[w] == 1 else 's'}{hand}")
        text = "; ".join(parts)
        if values and len(values) > 1:
            losers = [f"seat {s}: {v.describe()}" for s, v in values.items() if s not in self.winners]
            if losers:
                text += " (beaten: " + "; ".join(losers) + ")"
        return text

    def log_lines(self) -> list[str]:
        """The deal so far in the book's terms (no hidden card is ever named)."""
        out = []
        for e in self.events:
            k = e[0]
            if k == "blind":
                out.append(f"seat {e[1]} (the age) puts up the blind of {e[2]}")
            elif k == "ante":
                out.append(f"seat {e[1]} (the ante) puts up {e[2]}")
            elif k == "jack-ante":
                out.append(f"jack-pot: each player antes {e[1]}")
            elif k == "jack-payer":
                out.append(f"jack-pot: seat {e[1]} antes {e[2]} for the whole table")
            elif k == "jack":
                out.append(f"jack-pot no. {e[1]}: " + (f"{_RANK_WORD[e[2]]} or better to open" if e[2]
                           else "any hand opens, bet or drop"))
            elif k == "straddle":
                out.append(f"seat {e[1]} straddles, {e[2]} in all")
            elif k == "pass-jack":
                out.append(f"seat {e[1]}: \"I pass this jack\" (no ante, no cards)")
            elif k == "jack-declare-ante":
                out.append(f"seat {e[1]} will ante for this jack")
            elif k == "pool-ante":
                out.append(f"each player puts {e[1]} in the pool")
            elif k == "flat-blind":
                out.append(f"seat {e[1]} (the age) puts up a blind of {e[2]}")
            elif k == "flat-stay":
                out.append(f"seat {e[1]} stays, putting up {e[2]}")
            elif k == "flat-out":
                out.append(f"seat {e[1]} stays out (no cards)")
            elif k == "flat-void":
                out.append("nobody stays with the age: the deal is void and the blind goes back")
            elif k == "field":
                out.append(f"seat {e[1]} plays his hand against the field, putting up {e[2]}")
            elif k == "field-pass":
                out.append(f"seat {e[1]} will not play against the field")
            elif k == "field-call":
                out.append(f"seat {e[1]} calls for the field")
            elif k == "field-decline":
                out.append(f"seat {e[1]} does not call")
            elif k == "deadwood":
                out.append(f"seat {e[1]}'s hand is beaten and goes to the deadwood")
            elif k == "decline":
                out.append(f"seat {e[1]} declines to straddle")
            elif k == "deal":
                word = {4: "four", 5: "five"}[self.rules.hand_size]
                out.append(f"seat {e[1]} deals {'the rest' if self.rules.shotgun else word} "
                           f"cards to each player")
            elif k == "deal-part":
                out.append(f"seat {e[1]} deals {e[2]} cards to each player")
            elif k == "widow":
                out.append(f"the widow card, every hand's fifth: {e[1]}")
            elif k == "blind-bet":
                out.append(f"seat {e[1]} " + (f"antes {e[2]} (a stay bet)" if self.rules.forced_bets
                                               != "blind-opening" else f"puts up {e[2]} blind"))
            elif k == "dealer-ante":
                out.append(f"seat {e[1]} (the dealer) antes {e[2]}")
            elif k == "table":
                out.append(f"{e[1]} cards are dealt face down to the table")
            elif k == "turn":
                out.append(f"a table card is turned: {e[1]}")
            elif k == "burn":
                out.append(f"the dealer burns the top card, {e[1]}")
            elif k == "declare-begins":
                out.append("the declarations, high or low")
            elif k == "declare":
                out.append(f"seat {e[1]} declares {e[2]}")
            elif k == "only-two-in":
                out.append(f"only-two-in jack: seat {e[2]} takes his chips back; the age (seat "
                           f"{e[1]}) puts up {e[3]} for the jack-pot")
            elif k == "jack-prepaid":
                out.append(f"seat(s) {', '.join(map(str, e[1]))} already paid this jack-pot's ante")
            elif k == "natural-jack":
                out.append("nobody comes in: the hands are abandoned and the next deal is a jack-pot")
            elif k == "fold":
                out.append(f"seat {e[1]} drops out")
            elif k == "check":
                out.append(f"seat {e[1]} " + ("passes" if self.jack else "stands"))
            elif k == "call":
                out.append(f"seat {e[1]} puts in {e[2]} ({e[3]} in this interval)")
            elif k in ("bet", "raise"):
                word = {"bet": "bets", "raise": "raises by"}[k]
                out.append(f"seat {e[1]} {word} {e[2]} ({e[3]} in this interval)")
            elif k == "draw-begins":
                out.append("the draw")
            elif k == "stand":
                out.append(f"seat {e[1]} stands pat")
            elif k == "split":
                out.append(f"seat {e[1]} splits his openers and draws {e[2]}; his discards are "
                           f"kept under the chips")
            elif k == "draw":
                out.append(f"seat {e[1]} draws {e[2]}")
            elif k == "reshuffle":
                out.append(f"the pack is short: {e[1]} cards are gathered, shuffled and cut")
            elif k == "not-opened":
                out.append(f"not opened: {e[1]} chips stay in the pot for the next deal")
            elif k == "wins-uncontested":
                out.append(f"seat {e[1]} takes the pot of {e[2]} without a show")
            elif k == "showdown":
                out.append(f"show: seat(s) {', '.join(map(str, e[1]))}; "
                           f"best hand: seat(s) {', '.join(map(str, e[2]))}")
            elif k == "referee":
                out.append(f"referee: {e[1]}")
        return out

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} ({view['code']} laws) -- {view['phase']}; pot {view['pot']}"
                 + (f" (carried {view['pot_carried']})" if view.get("pot_carried") else "")
                 + f"; limit {view['limit']}"]
        jp = view.get("jack_pot")
        if jp:
            lines.append(f"jack-pot no. {jp['number']}: "
                         + ("any hand opens, bet or drop" if jp["openers"] == "anything"
                            else f"{jp['openers']} or better to open")
                         + (f"; opened by seat {jp['opened_by']}" if jp.get("opened_by") is not None else ""))
        if view.get("widow"):
            wild = view.get("wild_rank")
            lines.append("widow (every hand's fifth card): " + " ".join(view["widow"])
                         + ("; wild: its rank" if wild and view.get("widow_rule") == "pig" else
                            "; wild: the other cards of its rank" if wild else ""))
        if "table" in view:
            lines.append("table: " + (" ".join(view["table"]) or "-")
                         + (" " + "## " * view["table_down"] if view.get("table_down") else ""))
        for d in view["seats"]:
            s = d["seat"]
            tags = []
            if view.get("declared") and view["declared"][s]:
                tags.append(f"declared {view['declared'][s]}")
            if s == view["dealer"]:
                tags.append("dealer")
            if view.get("age") == s:
                tags.append("age")
            if view.get("to_act") == s:
                tags.append("to act")
            if not d["in"]:
                tags.append("sitting out")
            elif d["folded"]:
                tags.append("out")
            if d["all_in"]:
                tags.append("all in")
            cards = ""
            if s == view.get("seat") and view.get("hand"):
                cards = " ".join(view["hand"])
            elif d.get("shown"):
                cards = " ".join(d["shown"])
            elif d["cards"]:
                cards = "## " * d["cards"]
            drew = "" if d["drew"] is None else f" drew {d['drew']}"
            val = f" [{d['hand_value']}]" if d.get("hand_value") else ""
            lines.append(f"  seat {s}{' (' + ', '.join(tags) + ')' if tags else ''}: "
                         f"stack {d['stack']}, staked {d['staked']}, bet {d['bet']}{drew}  "
                         f"{cards.strip()}{val}")
        if view.get("to_call"):
            lines.append(f"to call: {view['to_call']}")
        if "outcome" in view:
            lines.append("result: " + ", ".join(f"seat {i} {v:+d}" for i, v in enumerate(view["outcome"]))
                         + (f"; kitty {view['kitty']}" if view.get("kitty") else "")
                         + (f"; carried {view['carried_to_next_deal']}" if view.get("carried_to_next_deal") else ""))
        return "\n".join(lines)

    # ------------------------------------------------------------------ the referee
    def referee_calls(self) -> list[str]:
        return ["misdeal", "foul-hand", "exposed-card-draw", "false-opener", "bet-out-of-turn"]

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Apply the law to an irregularity reported from a physical table.

        Calls:
            ``"misdeal"``: before anyone has acted after the deal (Foster law 13; British laws
                8, 10, 12): the same dealer gathers, shuffles (a logged chance event) and deals again.
            ``"foul-hand"`` (``seat``): a hand found with other than five cards after it was
                lifted (Foster law 16; British laws 13-14, 48): it is dead and loses its stake;
                under the British code the dealer (or ``distracted_by``, law 16) repays the
                player's ante or straddle.
            ``"exposed-card-draw"`` (``seat``, optional ``card``): a card served to ``seat`` in
                the draw was exposed (Foster law 23: it goes to the discards and is replaced
                after everyone else is served; British law 40: it goes back into the pack --
                at the bottom -- and the next card is given).
            ``"false-opener"`` (``seat``): the jack-pot opener is found without openers: before
                the draw (Foster law 39) his hand is foul and he loses what he put in; after the
                draw (Foster law 44) likewise, and he antes for everyone in the next jack; under
                the British code (law 33) he cannot take the pool, pays twice the ante into it,
                and the pool goes to the next jack-pot as if the deal had not been opened.
            ``"bet-out-of-turn"`` (``seat``, ``amount``): chips put in out of turn stay in the
                pot and count toward that player's stake when his turn comes (Foster law 32,
                British law 55); they are lost if he then drops.

        Returns:
            a :class:`~hoyle.core.laws.Ruling`: the law cited, the penalty, what was done
            (``detail``) and the ``effect``: ``deal_void`` (a misdeal), ``dead`` (the seat whose
            hand is dead), ``chips`` (``{seat: chips}`` taken from (-) or repaid to (+) each
            seat's stack by the ruling), ``exposed`` (the cards exposed), ``owes_next_jack``.

        Raises:
            IllegalAction: the call does not fit the state (e.g. a misdeal after betting began).
        """
        details = {k: (str(v) if isinstance(v, Card) else v) for k, v in details.items()}
        ruling = self._referee(call, seat, dict(details)).made(call, seat, len(self.history), details)
        self.context.setdefault("referee", []).append([len(self.history), call, seat, details])
        self.ref_done += 1
        return ruling

    def _replay_referee(self) -> None:
        refs = self.context.get("referee")
        if not refs:
            return
        while self.ref_done < len(refs) and refs[self.ref_done][0] == len(self.history):
            _, call, seat, details = refs[self.ref_done]
            self._referee(call, seat, dict(details or {}))
            self.ref_done += 1

    def _referee(self, call: str, seat: int | None, details: dict) -> Ruling:
        book = self.cfg.book
        foster = self.cfg.foster
        n = self.num_players
        if seat is not None and not (0 <= seat < n):
            raise IllegalAction(f"there is no seat {seat}")
        if call == "misdeal":
            acted_since_deal = any(e[0] in ("fold", "check", "call", "bet", "raise") for e in self.events)
            if self.phase != BET1 or acted_since_deal:
                raise IllegalAction("a misdeal can only be called after the deal and before anyone "
                                    "has acted on his cards", book.cite_about("misdeal"))
            cards = list(self.stock)
            for s in range(n):
                cards.extend(self.hands[s])
                self.hands[s] = []
            cards.extend(self.common)        # the widow (spit in the ocean) and the table cards
            cards.extend(self.table)         # (stormy weather) are gathered with the hands
            self.common, self.table = [], []
            order = self.shuffler.shuffle(sorted(cards))
            order.reverse()
            self.stock = order
            self.open_ok = {}
            self._ev("referee", "misdeal: the same dealer deals again")
            self._deal()
            return Ruling(law=book.cite_about("misdeal"), penalty="none", effect={"deal_void": True},
                          detail="misdeal: the cards are gathered, shuffled and dealt again by the same dealer")
        if seat is None:
            raise IllegalAction(f"the call {call!r} needs the seat concerned")
        if call == "foul-hand":
            if self.phase in (STRADDLE, OVER) or self.folded[seat]:
                raise IllegalAction("that seat holds no live hand", book.cite_about("foul-hand"))
            refund = 0
            payer = None
            if not foster and self.posted[seat] and self.phase == BET1:
                payer = details.get("distracted_by", self.dealer)
                if payer != seat:
                    refund = self.posted[seat]
                    self.adj[seat] += refund
                    self.adj[payer] -= refund
            self._kill(seat)
            law = book.cite_about("foul-hand" if self.phase == BET1 else "foul-hand-after-draw")
            penalty = "the player loses his stake"
            if refund:
                penalty += f"; seat {payer} repays his ante or straddle ({refund}), law {14 if payer == self.dealer else 16}"
            self._ev("referee", f"seat {seat} holds a foul hand and is out")
            return Ruling(law=law, penalty=penalty, detail="foul hand: dead",
                          effect={"dead": seat, **({"chips": {seat: refund, payer: -refund}} if refund else {})})
        if call == "exposed-card-draw":
            got = self.new_cards[seat]
            if self.phase not in (DRAW, BET2) or not got:
                raise IllegalAction("no card was served to that seat in the draw", book.cite_about("exposed-in-draw"))
            card = details.get("card")
            card = parse_card(str(card)) if card is not None else got[0]
            if card not in got or card not in self.hands[seat]:
                raise IllegalAction(f"{card} was not served to seat {seat} in the draw")
            if self.phase == BET2 and any(e[0] in ("check", "bet", "raise", "fold", "call")
                                          for e in self.events[self._bet2_start():]):
                raise IllegalAction("too late: betting after the draw has begun", book.cite_about("exposed-in-draw"))
            self.hands[seat].remove(card)
            got.remove(card)
            if foster:
                self.exposed.append(card)
                if self.phase == DRAW:
                    self.owed[seat] += 1
                    ruling = "the exposed card goes to the discards; its replacement is served after everyone else"
                else:
                    more = self._serve(seat, 1, [])
                    self.hands[seat].extend(more)
                    got.extend(more)
                    ruling = "the exposed card goes to the discards and is replaced"
            else:
                self.stock.insert(0, card)
                more = self._serve(seat, 1, [])
                self.hands[seat].extend(more)
                got.extend(more)
                ruling = "the exposed card goes back into the pack (at the bottom); the next card is given"
            self._ev("referee", f"a card served to seat {seat} was exposed")
            return Ruling(law=book.cite_about("exposed-in-draw"), penalty="none", detail=ruling,
                          effect={"exposed": [str(card)]})
        if call == "false-opener":
            if not self.jack or self.opener != seat:
                raise IllegalAction("that seat did not open a jack-pot", book.cite_about("false-opener"))
            if not foster:
                if self.phase != OVER or seat not in self.winners:
                    raise IllegalAction("the British law applies when the opener claims the pool",
                                        book.cite(33))
                pen = 2 * self.rules.ante
                self.staked[seat] += pen
                self.stack[seat] -= pen
                self.kitty_taken = 0
                self.won = [0] * n
                self.unopened = True
                self.winners = []
                self.carried_out = self.pot_in + sum(self.staked)
                self.result = [-self.staked[s] + self.adj[s] for s in range(n)]
                self._ev("referee", f"seat {seat} opened without openers: pays {pen}; the pool goes to the next jack-pot")
                return Ruling(law=book.cite(33), penalty=f"{pen} chips (twice the ante) into the pool",
                              detail="the opener cannot take the pool; the next deal is a jack-pot as if "
                                     "this one had not been opened",
                              effect={"chips": {seat: -pen}})
            if self.phase == OVER:
                raise IllegalAction("the deal is settled", book.cite(44))
            before = self.phase == BET1 or (self.phase == DRAW and self.drawn[seat] is None)
            self._kill(seat)
            if before:
                self._ev("referee", f"seat {seat} opened without openers: his hand is foul")
                return Ruling(law=book.cite(39), penalty="he loses all he has put in",
                              detail="the false opener's hand is foul; the others play on for the pot",
                              effect={"dead": seat})
            self.context["owes_next_jack"] = seat
            self._ev("referee", f"seat {seat} opened without openers: his hand is foul")
            return Ruling(law=book.cite(44), detail="the false opener's hand is foul",
                          penalty="he loses all he has put in and antes for every other player in the next jack",
                          effect={"dead": seat, "owes_next_jack": seat})
        if call == "bet-out-of-turn":
            amount = int(details.get("amount", 0))
            if self.phase not in (BET1, BET2) or self.turn == seat or self.folded[seat]:
                raise IllegalAction("that seat cannot have bet out of turn now", book.cite_about("bet-out-of-turn"))
            if amount < 1 or self.inv[seat] + amount > self.high or amount > self.stack[seat]:
                raise IllegalAction("out-of-turn chips are accepted only toward a stake the seat "
                                    "already owes", book.cite_about("bet-out-of-turn"))
            self.round.post(seat, amount)
            self.stack[seat] = self.round.stacks[seat]
            self.inv[seat] = self.round.committed[seat]
            self.staked[seat] += amount
            self.allin[seat] = self.round.allin[seat]
            self._ev("referee", f"seat {seat} put in {amount} out of turn; the chips stay in the pot")
            return Ruling(law=book.cite_about("bet-out-of-turn"), penalty="lost if he drops",
                          detail="the chips stay in the pot and count toward his stake in turn",
                          effect={"chips": {seat: -amount}})
        raise IllegalAction(f"unknown referee call {call!r} (misdeal, foul-hand, exposed-card-draw, "
                            f"false-opener, bet-out-of-turn)")

    def _bet2_start(self) -> int:
        for i, e in enumerate(self.events):
            if e[0] == "draw-begins":
                return i
        return len(self.events)

    def _kill(self, seat: int) -> None:
        """Make ``seat``'s hand dead (foul) and go on with the deal."""
        self.folded[seat] = True
        self.dead.extend(self.hands[seat])
        self.hands[seat] = []
        self.new_cards[seat] = []
        if self.round is not None:
            self.round.remove(seat)
        active = self._active()
        if len(active) == 1:
            self._award_uncontested()
            return
        if self.round is not None:
            self._after_betting()
        elif self.turn == seat and self.phase == DRAW:
            self._finish_draw_turn()


class DrawPokerMatch(Match):
    """A session of draw poker: the deal passes to the left (Foster law 12, British law 18),
    jack-pots carry their pot and rising openers (British laws 29-33, O-000-08; progressive
    jacks), stacks carry under table stakes, and under freeze-out a player without chips leaves
    until one holds everything (001 part 3 §A2, PK-02).

    Context carried: ``dealer``, ``deal_number``, ``jack``, ``pot_carried``, ``carried_from``,
    ``stacks`` (table stakes / freeze-out), ``sitting_out``, ``jack_payer``.
    """

    def __init__(self, game, num_players, rules, seed=None, shuffler=None, context=None):
        super().__init__(game, num_players, rules, seed=seed, shuffler=shuffler, context=context)
        cfg = _config(rules)
        if rules.table_stakes and "stacks" not in self.context:
            self.context["stacks"] = [rules.buy_in] * num_players
        if cfg.jackpots == "always" and not self.context.get("jack"):
            self.context["jack"] = 1

    def carry(self, state: DrawPokerState) -> dict[str, Any]:
        ctx = dict(self.context)
        ctx.pop("referee", None)
        n = self.num_players
        r = self.rules
        cfg = _config(r)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        carried_from = list(ctx.get("carried_from") or [0] * n)
        if state.unopened:
            ctx["pot_carried"] = state.carried_out
            for s in range(n):
                carried_from[s] += state.staked[s]
            ctx["carried_from"] = carried_from
            ctx["jack"] = state.jack + 1 if state.jack else 1
        else:
            ctx["pot_carried"] = 0
            ctx["carried_from"] = [0] * n
            ctx["jack"] = 1 if cfg.jackpots == "always" else 0
        if state.jack:
            ctx.pop("jack_payer", None)      # the payer has paid for this jack
        ctx.pop("jack_prepaid", None)
        if state.only_two_in_seats is not None:
            ctx["jack_prepaid"] = list(state.only_two_in_seats)
        owes = state.context.get("owes_next_jack")
        if owes is not None:
            ctx["jack_payer"] = owes
        if not (state.unopened and r.jack_same_dealer):
            ctx["dealer"] = (ctx.get("dealer", n - 1) + 1) % n
        if r.table_stakes:
            before = ctx.get("stacks") or [r.buy_in] * n
            stacks = [before[s] + state.result[s] for s in range(n)]
            ctx["stacks"] = stacks
            ctx["sitting_out"] = sorted(set(ctx.get("sitting_out", ())) | {s for s in range(n) if stacks[s] <= 0})
        return ctx

    @property
    def players_left(self) -> list[int]:
        stacks = self.context.get("stacks")
        out = set(self.context.get("sitting_out", ()))
        return [s for s in range(self.num_players)
                if s not in out and (stacks is None or stacks[s] > 0)]

    @property
    def is_over(self) -> bool:
        """A freeze-out ends when one player holds every chip (001 part 3 §A2, PK-02)."""
        return len(self.players_left) < 2
