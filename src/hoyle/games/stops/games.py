"""The registered stops games (catalog INDEX.md family 13; Foster 1914, seed 001 part 5; catalog
001_part5.md §8.8-§8.17): each is data for one of the engines, its rules' defaults."""

from __future__ import annotations

from typing import Any

from ...core import GameInfo, register
from ...core.match import Match
from .bots import StopsBot
from .lines import LineRules, LineState
from .matrimony import MatrimonyRules, MatrimonyState
from .state import SOURCE, StopsRules, StopsState

__all__ = ["StopsMatch", "STOPS_GAMES"]


class StopsMatch(Match):
    """Deals of a stops game: the deal passes to the left and the chips left on the layout
    (``context["pools"]``, one number per section) carry into the next deal (Pope Joan lines
    1096-1098; Newmarket line 1117; Matrimony line 1079; Pochen line 1137)."""

    def carry(self, state: Any) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        pools = getattr(state, "pools_after", None)
        if pools is not None:
            ctx["pools"] = pools()
        return ctx


_BOTS = {"book": StopsBot}

#: slug, title, players, state, rules, defaults, section, seed lines, summary, aliases, status, notes
STOPS_GAMES: list[tuple[Any, ...]] = [
    ("commit", "Commit", (3, 8, 4), StopsState, StopsRules,
     {"pack": "51", "commit": True}, "§8.8", "lines 1039-1059",
     "Fifty-one cards (no eight of diamonds); runs up the suit, the ace low; a king or an ace opening wins one "
     "from each, the nine of diamonds two and may be played by a player unable to go on; first out takes the "
     "pool, each king left pays one to each.", ("Коммит", "comet"), "playable",
     "the pool's size is ours (ante, one each); Commit with five deals nine each, else as many as go round"),
    ("pope-joan", "Pope Joan", (3, 8, 4), StopsState, StopsRules,
     {"layout": "pope-joan", "dressing": "dealer", "unclaimed": "double"}, "§8.10", "lines 1080-1106",
     "The dealer dresses a layout of ten, jack, queen, king and the Pope (seven of diamonds) with 1 to 5; runs "
     "as in commit; a layout card played takes its pool, one left in hand doubles it; first out takes one a card "
     "from each hand.", ("Попа Иоанна", "nain jaune"), "partial",
     "the suit of the ten, jack, queen and king is not stated (catalog §8.10): ours is diamonds, the Pope's "
     "(option layout_suit); the Pope is the seven of diamonds, the nine an option"),
    ("newmarket", "Newmarket", (3, 8, 4), StopsState, StopsRules,
     {"layout": "newmarket", "dressing": "choose", "lead": "lowest"}, "§8.11", "lines 1107-1118",
     "Pope Joan without the Pope: each places the dealer's stake (four or more) on AH KC QD JS as he likes; a "
     "run starts with the lowest card held of a suit; a layout card played takes its pool, one left only "
     "carries; first out takes one a card.", ("Неймаркет", "stops", "boodle", "Остановки"), "partial",
     "the clause 'but no seven of diamonds' is read as: no Pope on the layout (catalog §8.11 flags it)"),
    ("spin", "Spin", (3, 8, 4), StopsState, StopsRules,
     {"layout": "newmarket", "dressing": "choose", "lead": "lowest", "spin": True}, "§8.12", "lines 1119-1124",
     "Newmarket, and the holder of the ace of diamonds may play it with a card played in sequence to stop the "
     "run and start another (spin).", ("Спин",), "playable", ""),
    ("saratoga", "Saratoga", (3, 8, 4), StopsState, StopsRules,
     {"layout": "newmarket", "dressing": "each", "lead": "lowest"}, "§8.13", "lines 1125-1127",
     "Newmarket with each player staking the agreed amount on every layout card.", ("Саратога",), "playable", ""),
    ("pochen", "Pochen", (3, 6, 4), StopsState, StopsRules,
     {"pack": "32", "layout": "pochen", "dressing": "pochen", "continue_own": False}, "§8.14", "lines 1128-1149",
     "Thirty-two cards and eight sections: the trump honours, marriage and best sequence take their pools; bets "
     "on pairs for the centre, no raising; then runs in suit, one card a turn, first out takes one a card.",
     ("Похен", "poch"), "partial",
     "the sequence pool's priority of length over height is unclear (catalog §8.14): ours, the longer, then the "
     "higher, an equal best leaves the pool; the ace is below the seven in the play, as in commit; a pair is "
     "needed to bet, equal sets go to the first in the betting, a bet nobody calls takes the centre"),
    ("five-or-nine", "Five or nine", (3, 8, 4), LineState, LineRules,
     {"mode": "five-or-nine"}, "§8.16", "lines 1162-1173",
     "Domino whist: dealt as Pope Joan, the first line starts with a five or a nine; each line grows a card at a "
     "time up or down its suit; who cannot play pays one to the pool; first out takes the pool and one a card.",
     ("Пять или девять", "domino whist"), "partial",
     "the text contradicts itself on starting a new line (catalog §8.16): ours, a new line may start with a five, "
     "and with a nine unless the first line started with one, in place of continuing too; one line to a suit"),
    ("fan-tan-cards", "Fan-tan (play or pay)", (3, 8, 4), LineState, LineRules,
     {"mode": "fan-tan"}, "§8.17", "lines 1174-1187",
     "All the cards dealt; each antes; play the next card up the suit or pay one to the pool, round the suit "
     "from king to ace until all thirteen are out; the player of the thirteenth starts a new suit; first out "
     "takes the pool.", ("Фан-тан", "play or pay", "fan tan"), "playable",
     "a player holding the next card must play it (play or pay is for the one who cannot)"),
    ("matrimony", "Matrimony", (3, 8, 4), MatrimonyState, MatrimonyRules,
     {}, "§8.9", "lines 1060-1079",
     "A layout lottery: the dealer stakes as he likes on matrimony, intrigue, confederacy, pair and best, the "
     "others one fewer; a card down and one up each; the ace of diamonds up takes all; else the first to show "
     "each pair of cards takes its pool; unwon pools carry.", ("Матримони",), "playable",
     "the dealer's stake is bounded by the option max_stake"),
]

#: matrimony's cards are dealt face up to the layout: no seat holds a card another does not see
_PUBLIC = (MatrimonyState,)

for (slug, title, (lo, hi, default), state_cls, rules_cls, defaults, section, lines, summary, aliases,
     status, notes) in STOPS_GAMES:
    register(GameInfo(
        slug=slug, title=title, family="stops", min_players=lo, max_players=hi, default_players=default,
        state_cls=state_cls, rules_cls=rules_cls, defaults=dict(defaults), match_cls=StopsMatch,
        information="imperfect", chance="shuffled", items=("cards",), utility="zero-sum-chips",
        bots=_BOTS, source=f"{SOURCE} {lines}; catalog 001_part5.md {section}", summary=summary,
        aliases=aliases, status=status, notes=notes, private_cards=state_cls not in _PUBLIC))
