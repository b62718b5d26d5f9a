"""The national trick games (catalog INDEX.md family 13; Foster 1914, catalog 001_part5.md §5-§8.2).

Registered games, each on the trick mechanic (:mod:`hoyle.mechanics.tricks`: a
:class:`~hoyle.mechanics.tricks.TrickOrder` for the game's cards, ``OrderedTrickPlay``,
``TrickPenalties`` for the referee's calls with the game's own laws):

* ``vint`` — the Russian game (§6): bridge's auction (:mod:`hoyle.mechanics.bidding`) with vint's
  order, no dummy, every trick scored by both sides, honours with the aces, coronets, slams;
  :class:`~hoyle.games.national.vint.VintMatch` carries the game and the rubber;
* ``preference`` — a vint for three (§7): bids by suit on a ladder, then counters for the widow;
* ``solo-ombre`` — the German ombre (§8.1): spadille, manille, basta; simple, solo, tout, forcée;
  a hidden partner by the called ace;
* ``heart-solo`` — solo for three with 24 cards (§8.2);
* ``calabrasella`` — one against two, asking for a three (§5), the Spanish pack of 40.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match
from ...core.registry import GameInfo, register
from .calabrasella import (CALABRASELLA_LAWS, CARD_POINTS, CalabrasellaBot, CalabrasellaRules, CalabrasellaState,
                           calabrasella_order, calabrasella_settlement, calabrasella_value, revoke_moves)
from .ombre import (HEART_SOLO_GAMES, OMBRE_LAWS, SOLO_GAMES, HeartSoloState, OmbreBot, OmbreRules, SoloState,
                    heart_solo_pack, ombre_order, ombre_payments, solo_pack)
from .preference import PREFERENCE_LAWS, PreferenceBot, PreferenceRules, PreferenceState, preference_payments
from .vint import (VINT_LAWS, VintAuction, VintBot, VintMatch, VintRules, VintState, coronets, honour_score,
                   slam_bonus, trick_points, undertrick_penalty, vint_score)

__all__ = ["VintState", "VintRules", "VintMatch", "VintBot", "VintAuction", "VINT_LAWS", "trick_points",
           "undertrick_penalty", "slam_bonus", "honour_score", "coronets", "vint_score",
           "PreferenceState", "PreferenceRules", "PreferenceBot", "PREFERENCE_LAWS", "preference_payments",
           "SoloState", "HeartSoloState", "OmbreRules", "OmbreBot", "OMBRE_LAWS", "SOLO_GAMES", "HEART_SOLO_GAMES",
           "ombre_order", "ombre_payments", "solo_pack", "heart_solo_pack",
           "CalabrasellaState", "CalabrasellaRules", "CalabrasellaBot", "CALABRASELLA_LAWS", "CARD_POINTS",
           "calabrasella_order", "calabrasella_settlement", "calabrasella_value", "revoke_moves"]


def _reg(**info: Any) -> None:
    info.setdefault("match_cls", Match)
    register(GameInfo(family="national", **info))


_reg(slug="vint", title="Vint", aliases=("винт",), min_players=4, max_players=4, default_players=4,
     state_cls=VintState, rules_cls=VintRules, match_cls=VintMatch, laws=VINT_LAWS, bots={"book": VintBot},
     utility="zero-sum-points", source="Foster 1914, 001 part 5 §6", status="partial",
     notes="the book leaves the end of the bidding, the aces tied two and two and four aces' coronet to its "
           "examples: all four passing throw the deal in, tied aces go to the side with more tricks, four aces "
           "are a coronet of 1000; no doubling; after each rubber the partners change without cutting (VintMatch: each partners each in three rubbers, settled per player)",
     summary="Russian four-hand game: bridge's auction from the dealer (spades, clubs, diamonds, hearts, "
             "no-trumps), no dummy; both sides score every trick at ten times the contract's level, game 500; "
             "undertricks 100 times the trick value; honours with the four aces; coronets; slams to 12000.")
_reg(slug="preference", title="Preference", aliases=("преферанс", "преференс"), min_players=3, max_players=4,
     default_players=3, state_cls=PreferenceState, rules_cls=PreferenceRules, laws=PREFERENCE_LAWS,
     bots={"book": PreferenceBot}, utility="zero-sum-chips", source="Foster 1914, 001 part 5 §7", status="partial",
     notes="the book leaves the payments 'as agreed': read as the pool (antes and the widow's price) to a bidder "
           "who takes six tricks, else shared by his adversaries; one round of each bidding; the elder leads",
     summary="Vint simplified for three with 32 cards: name a trump suit undertaking six of ten tricks, "
             "hearts the preference; nobody naming, counters are bid for the two-card widow.")
_reg(slug="solo-ombre", title="Solo (German ombre)", aliases=("соло", "ombre"), min_players=4, max_players=4,
     default_players=4, state_cls=SoloState, rules_cls=OmbreRules, laws=OMBRE_LAWS, bots={"book": OmbreBot},
     utility="zero-sum-chips", source="Foster 1914, 001 part 5 §8.1",
     notes="a pass in the bidding is final; the hand ends once the game is decided, the declarer choosing to stop or "
           "play on for the tout after five straight tricks; all passing without a forcée, the deal is thrown in",
     summary="Thirty-two cards for four: spadille (Q♣), manille (the trump seven) and basta (Q♠) the top "
             "trumps; simple (with the hidden partner of a called ace), solo or tout, in suit or in clubs, "
             "paying 2 to 32; the forcée.")
_reg(slug="heart-solo", title="Heart solo", aliases=("червевое соло",), min_players=3, max_players=3,
     default_players=3, state_cls=HeartSoloState, rules_cls=OmbreRules, laws=OMBRE_LAWS, bots={"book": OmbreBot},
     utility="zero-sum-chips", source="Foster 1914, 001 part 5 §8.2", status="partial",
     notes="the book makes diamonds the colour although the game is named for hearts (catalog ⚠): diamonds "
           "here; nobody bidding, the winner of the last trick pays a solo in colour, 8, to each",
     summary="Solo for three with 24 cards (no eight of hearts, no diamond but the seven): solo only, in suit "
             "4 or in colour 8; nobody bidding, the last trick loses.")
_reg(slug="calabrasella", title="Calabrasella", aliases=("калабраселла",), min_players=3, max_players=4,
     default_players=3, state_cls=CalabrasellaState, rules_cls=CalabrasellaRules, laws=CALABRASELLA_LAWS,
     bots={"book": CalabrasellaBot}, utility="zero-sum-points", source="Foster 1914, 001 part 5 §5",
     notes="the revoke's 9 points are taken only up to what the revoking side has (the book does not say)",
     summary="One against two with the Spanish 40 (3 2 A K Q J 7 6 5 4): the lone player asks for a three, "
             "exchanges with the widow; ace 3, three two and courts 1, last trick 3, of 35; the difference "
             "from each opponent.")
