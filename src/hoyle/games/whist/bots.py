"""The whist family's bot: Foster's suggestions for good play (001 part 1 §5.9-5.10), written
once in :mod:`hoyle.bots.trick_play` (the bridge bot plays its cards the same way) and offered
here under its old names; :class:`AmericanGameBot` opens by Capt. Ward's American game."""

from ...bots.trick_play import AmericanGameBot, WhistBot, choose_lead, rule_of_eleven

__all__ = ["WhistBot", "AmericanGameBot", "rule_of_eleven", "choose_lead"]
