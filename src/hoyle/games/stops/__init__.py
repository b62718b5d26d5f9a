"""The stops games (catalog INDEX.md family 13; Foster 1914, seed 001 part 5; catalog 001_part5.md
§8.8-§8.17): Commit, Pope Joan, Newmarket, Spin, Saratoga and Pochen on one engine
(:mod:`.state`), Five or Nine and Fan-tan on the line engine (:mod:`.lines`), Matrimony's lottery
(:mod:`.matrimony`), all over :mod:`hoyle.mechanics.stops`; each game its data (:mod:`.games`)."""

from __future__ import annotations

from . import games
from .bots import StopsBot
from .games import STOPS_GAMES, StopsMatch
from .lines import LineRules, LineState
from .matrimony import MatrimonyRules, MatrimonyState
from .state import POPE_JOAN_DEAL, StopsRules, StopsState, best_sequence, deal_size, set_rank

__all__ = ["games", "StopsBot", "STOPS_GAMES", "StopsMatch", "LineRules", "LineState", "MatrimonyRules",
           "MatrimonyState", "POPE_JOAN_DEAL", "StopsRules", "StopsState", "best_sequence", "deal_size", "set_rank"]
