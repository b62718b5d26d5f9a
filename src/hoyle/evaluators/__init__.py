"""Hand evaluators: poker (five cards, best of six or seven, lowball), three-card hands
(brag, commerce, thirty-one, three-card poker), and batch fast paths.

The reference evaluators are pure Python (:mod:`hoyle.evaluators.poker`,
:mod:`hoyle.evaluators.low`, :mod:`hoyle.evaluators.three_card`); the NumPy batch paths are in
:mod:`hoyle.evaluators.fast`, imported on first use.
"""

from hoyle.evaluators.poker import (
    BRITISH, BRITISH_MODIFIED, BRITISH_ORDER, DEUCES_WILD, FOSTER, FOSTER_LOCAL, FOSTER_LOCAL_ORDER,
    FOSTER_MISTIGRIS, FOSTER_TRUE, FOSTER_TRUE_ORDER, PRESETS, STANDARD_ORDER, STRAIGHT_POKER,
    HandCategory, HandError, HandRules, HandValue, best_hand, compare, evaluate, hand_rank,
)
from hoyle.evaluators.low import HIGH_LOW, LOWBALL, LowRules, LowValue, best_low, evaluate_low
from hoyle.evaluators.three_card import (
    AMERICAN_BRAG, BRAG, COMMERCE_BRITISH, COMMERCE_FOSTER, SINGLE_BRAG, THIRTY_ONE,
    THREE_CARD_POKER, ThreeCategory, ThreeRanking, ThreeValue, evaluate3,
)

__all__ = [
    "HandCategory", "HandRules", "HandValue", "HandError", "evaluate", "best_hand", "compare",
    "hand_rank",
    "FOSTER", "FOSTER_MISTIGRIS", "FOSTER_LOCAL", "FOSTER_TRUE", "STRAIGHT_POKER", "BRITISH",
    "BRITISH_MODIFIED", "DEUCES_WILD", "PRESETS", "STANDARD_ORDER", "FOSTER_LOCAL_ORDER",
    "FOSTER_TRUE_ORDER", "BRITISH_ORDER",
    "LowRules", "LowValue", "LOWBALL", "HIGH_LOW", "evaluate_low", "best_low",
    "ThreeCategory", "ThreeRanking", "ThreeValue", "evaluate3", "BRAG", "SINGLE_BRAG",
    "AMERICAN_BRAG", "THREE_CARD_POKER", "COMMERCE_BRITISH", "COMMERCE_FOSTER", "THIRTY_ONE",
]
