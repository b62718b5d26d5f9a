"""Banking and casino games: one bank against several punters (seed 004; Foster 1914 §11).

Modules: :mod:`.baccarat` (punto banco, chemin de fer, baccarat en banque), :mod:`.blackjack` (the casino
game), :mod:`.vingt` (vingt-et-un of seed 000 and Foster, pontoon) and :mod:`.macao`, :mod:`.quinze`;
:mod:`.faro` and :mod:`.stuss`; :mod:`.simple` -- the simple banking engine (stakes, one chance event)
that :mod:`.dice_games` (chuck-luck, under and over seven, passe-dix), :mod:`.roulette`, :mod:`.trente`,
:mod:`.packets` (blind hookey, banker and broker, monte bank, ace-deuce-jack), :mod:`.fan_tan` and
:mod:`.hoggenheimer` are options of; :mod:`.red_dog` (red dog, its burnt-card and banking forms, Polish
bank, slippery Sam, yablon); :mod:`.card_craps`, :mod:`.lansquenet`, :mod:`.put_and_take`,
:mod:`.red_and_black`, :mod:`.keno`; :mod:`.seven_half` (seven and a half, ten and a half: options of
vingt-et-un), :mod:`.shoot` (the pool-card game, pool and banking forms), :mod:`.monte_modern` (monte bank,
club version), :mod:`.blucher`, :mod:`.three_card_monte` (options of the simple engine), :mod:`.bango`,
:mod:`.thirty_five`, :mod:`.ziginette`, :mod:`.skin`. The shared mechanic (shoe, covering the bank, commission, auction)
is :mod:`hoyle.mechanics.banking`.
"""

from __future__ import annotations

# every module that registers a game (an explicit list: the registry does not walk the package)
from . import (baccarat, bango, blackjack, blucher, card_craps, dice_games, fan_tan, farmer, faro,  # noqa: F401
               hoggenheimer, kentucky_derby, keno, lansquenet, macao, monte_modern, packets, put_and_take, quinze,
               red_and_black, red_dog, roulette, seven_half, shoot, skin, stuss, thirty_five,
               three_card_monte, trente, vingt, ziginette)
# the public API that analysis, simulation and the front ends use (not the modules themselves)
from .card_craps import craps_pack, craps_value, roll_decision
from .baccarat_rules import DRAW, PUNTO_BANKER, VALUE, banker_table, player_table
from .dice_games import ChuckLuckRules, chuck_luck_bet_names, chuck_luck_net, passe_dix_net, under_over_net
from .red_and_black import red_black_multiple, red_black_odds
from .roulette import RouletteRules, roulette_bets, roulette_net, wheel_pockets

__all__ = ["craps_pack", "craps_value", "roll_decision", "DRAW", "PUNTO_BANKER", "VALUE", "banker_table", "player_table", "ChuckLuckRules",
           "chuck_luck_bet_names", "chuck_luck_net", "passe_dix_net", "under_over_net",
           "red_black_multiple", "red_black_odds", "RouletteRules", "roulette_bets", "roulette_net",
           "wheel_pockets"]
