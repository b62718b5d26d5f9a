"""The game model: rules, registry, state machine, actions, chance, laws, records, matches."""

from .actions import Action, ActionSpec, ArgSpec, parse_action
from .chance import (CHANCE, SeededShuffler, Shuffler, StackedShuffler, SystemShuffler, make_shuffler,
                     resolve_chance)
from .errors import (ActionParseError, DealNotOver, HoyleError, IllegalAction, RecordError,
                     RuleOptionError, SetupError, UnknownGame)
from .laws import Law, LawBook, Ruling
from .match import Match, RubberMatch, Settlement
from .record import load_record, public_record, replay, save_record
from .registry import GameInfo, all_games, get_game, register
from .rules import Rules, option
from .state import GameState, LogEntry

__all__ = [
    "Action", "ActionSpec", "ArgSpec", "parse_action", "Shuffler", "SeededShuffler",
    "SystemShuffler", "StackedShuffler", "make_shuffler", "CHANCE", "resolve_chance", "HoyleError",
    "IllegalAction", "ActionParseError", "RuleOptionError", "DealNotOver", "SetupError",
    "RecordError", "UnknownGame", "Law", "LawBook", "Ruling", "Match", "RubberMatch", "Settlement",
    "replay", "save_record", "public_record", "load_record", "GameInfo", "register", "get_game",
    "all_games", "Rules", "option", "GameState", "LogEntry",
]
