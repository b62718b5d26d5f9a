"""hoyle: the games of the classic games books, playable, refereed and analysable.

Foster's *Complete Hoyle* (1914) and its companion texts on poker, banking games and
the laws of whist, run by the book's rules and laws. See README.md.
"""

__version__ = "0.1.0"
