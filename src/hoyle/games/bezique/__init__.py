"""The bezique family (catalog INDEX.md family 8; Foster 1914, seed 001 part 4 §4, catalog
001_part4.md §4.1-§4.16): games played from a stock with closing, card points in tricks and
melds. Registered so far: ``bezique`` and ``polish-bezique`` (:mod:`.bezique`), ``rubicon-bezique`` and ``chinese-bezique``
(:mod:`.rubicon`), ``pinochle`` and ``pinochle-64`` (:mod:`.pinochle`), ``gaigel`` (:mod:`.gaigel`),
``three-hand-pinochle``, ``four-hand-pinochle``, ``auction-pinochle``, ``jass`` and ``two-handed-jass``
(:mod:`.multihand`), ``cinq-cents`` (:mod:`.cinqcents`), ``shoot-bezique`` (:mod:`.shoot`), ``penchant`` (:mod:`.penchant`), ``three-handed-bezique`` and ``four-handed-bezique`` (:mod:`.multi`), ``sixty-six``, ``three-hand-sixty-six``, ``kreuz-marriage``
(:mod:`.sixtysix`). The shared mechanics are :mod:`hoyle.mechanics.stock` and
:mod:`hoyle.mechanics.melds`."""

from __future__ import annotations

from . import bezique, cinqcents, gaigel, multi, multihand, penchant, pinochle, rubicon, shoot, sixtysix
from .cinqcents import CINQ_CENTS_LAWS, CinqCentsMatch, CinqCentsState
from .pinochle import PINOCHLE_LAWS, Pinochle64State, PinochleMatch, PinochleState
from .rubicon import RUBICON_LAWS, ChineseBeziqueState, RubiconState, rubicon_value
from .bezique import BEZIQUE_LAWS, BeziqueBot, BeziqueMatch, BeziqueRules, BeziqueState
from .sixtysix import (CARD_VALUE, SIXTY_SIX_LAWS, SixtySixBot, SixtySixMatch, SixtySixRules, SixtySixState,
                       game_points, unclaimed_points)

__all__ = ["bezique", "gaigel", "multi", "multihand", "penchant", "shoot", "cinqcents", "pinochle", "CINQ_CENTS_LAWS", "CinqCentsMatch", "CinqCentsState", "rubicon", "PINOCHLE_LAWS", "Pinochle64State", "PinochleMatch", "PinochleState", "sixtysix", "RUBICON_LAWS", "ChineseBeziqueState", "RubiconState", "rubicon_value", "BEZIQUE_LAWS", "BeziqueBot", "BeziqueMatch", "BeziqueRules", "BeziqueState", "CARD_VALUE", "SIXTY_SIX_LAWS", "SixtySixBot", "SixtySixMatch", "SixtySixRules",
           "SixtySixState", "game_points", "unclaimed_points"]

# the two-hand pinochle score card for deals played with a real pack (issue 16 item 5)
from .scorecard import AnnouncedPinochleDeal, PinochleScoreCard  # noqa: E402

__all__ += ["AnnouncedPinochleDeal", "PinochleScoreCard"]
