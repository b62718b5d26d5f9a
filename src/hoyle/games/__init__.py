"""Game families. Importing this package imports every family package of :data:`FAMILIES`
(an explicit list: nothing is found by walking the tree), and each family package imports its
own modules, each of which registers its games with :func:`hoyle.core.register`.

The registry imports this package by name on its first lookup
(:data:`hoyle.core.registry.GAME_PACKAGES`), so the core never imports a game module itself.
A new family is added to the import below and to :data:`FAMILIES`.
"""

from __future__ import annotations

from . import allfours, banking, bezique, board, bridge, cassino, cribbage, dice, dominoes, euchre, hearts, national, parlour, patience, piquet, poker, rummy, skat, stops, tables, whist

#: the family packages (tests/test_layering.py checks that it names every one)
FAMILIES = ("allfours", "banking", "bezique", "board", "bridge", "cassino", "cribbage", "dice", "dominoes", "euchre", "hearts", "national", "parlour", "patience", "piquet", "poker", "rummy", "skat", "stops", "tables", "whist")

__all__ = ["FAMILIES", "allfours", "banking", "bezique", "board", "bridge", "cassino", "cribbage", "dice", "dominoes", "euchre", "hearts", "national", "parlour", "patience", "piquet", "poker", "rummy", "skat", "stops", "tables", "whist"]
