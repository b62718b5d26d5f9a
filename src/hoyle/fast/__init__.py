"""Fast paths on arrays, each tested equal to the reference engine it shadows.

:mod:`hoyle.fast.tricks` plays trick-taking deals (cards as small ints, the order of a deal as
tables) in batches, compiled by Numba when the ``hoyle[fast]`` extra is installed and in plain
Python otherwise. The reference engine (:mod:`hoyle.mechanics.tricks` and the games on it) stays
the reference: these modules never change what a game does, and their tests play the same deals
with the same choices on both and compare them trick by trick.
"""
