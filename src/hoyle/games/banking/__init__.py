"""Banking and casino games: one bank against several punters (seed 004; Foster 1914 §11).

Modules: :mod:`.baccarat` (punto banco, chemin de fer, baccarat en banque), :mod:`.blackjack`
(the casino game), and the smaller banking games. The shared mechanic (shoe, covering the bank,
commission, auction) is :mod:`hoyle.mechanics.banking`.
"""
