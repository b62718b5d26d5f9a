"""The whist family: whist under the English and American laws, Prussian whist.

Registered games (catalog slugs, INDEX.md family 3):

* ``whist-english`` — English short whist: 5-point game, honours, rubber of three games,
  English Laws of Whist 1-91 (seed 003 §12; Foster 1914, 001 part 1 §5.6).
* ``whist-american`` — American whist: 7-point game, no honours, game value 7 less the
  loser's score (American Whist League), American laws 7-39 (seed 003 §11; 001 part 1 §5.7).
* ``prussian-whist`` — whist with the trump cut from the still pack (001 part 1 §6).
* ``whisk`` — the early whist without the deuces (48 cards; 001 part 1 §1.1).
* ``drive-whist`` — one table's hand of progressive party whist (001 part 6 §12.1).
* ``whist-progressive-suit-values``, ``swabbers``, ``ruff-and-honours`` — a variant of
  favourite whist and two ancestors of whist (001 part 1 §7, §1.1; :mod:`.historical`).
* ``mort`` — French dummy for three or four (001 part 2 §7; :mod:`.mort`).

One engine (:class:`~hoyle.games.whist.state.WhistState`); each game is a set of options.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match, RubberMatch, Settlement
from ...core.registry import GameInfo, register
from .laws import AMERICAN, ENGLISH
from .scoring import english_game_value, rubber_value, score_deal
from .bid_whist import BID_WHIST_LAWS, BidWhistRules, BidWhistState
from .chinese import CHINESE_LAWS, ChineseRules, ChineseWhistState
from .boston import BOSTON_LAWS, BostonBot, BostonMatch, BostonRules, BostonState
from .boston_fontainebleau import FONTAINEBLEAU_LAWS, FontainebleauRules, FontainebleauState
from .boston_french import (FRENCH_BOSTON_LAWS, FrenchBostonBot, FrenchBostonMatch, FrenchBostonRules,
                            FrenchBostonState)
from .cayenne import CAYENNE_LAWS, CayenneRules, CayenneState
from .duplicate import DUPLICATE_LAWS
from .duplicate_match import DuplicateWhistMatch, play_match
from .grand import GRAND_LAWS, GrandMatch, GrandRules, GrandState
from .german import GERMAN_LAWS, GermanWhistState
from .humbug import HUMBUG_LAWS, HumbugRules, HumbugState
from .norwegian import NORWEGIAN_LAWS, NorwegianRules, NorwegianWhistState
from .scotch import SCOTCH_LAWS, ScotchMatch, ScotchRules, ScotchWhistState
from .solo import SOLO_LAWS, SoloBot, SoloRules, SoloWhistState, ThreeHandSoloState
from .state import COMPASS, DUMMY_LAWS, WhistRules, WhistState, deck_for_hands
from .mort import MortMatch, MortState
from .historical import (PROGRESSIVE_LAWS, RUFF_LAWS, SWABBERS_LAWS, ProgressiveMatch,
                         RuffAndHonoursState)

__all__ = ["WhistState", "WhistRules", "WhistMatch", "deck_for_hands", "COMPASS", "score_deal",
           "english_game_value", "rubber_value", "play_match"]


def seat_amounts(d: int, num_players: int) -> list[int]:
    """Side 0's net ``d`` (points) per seat, as a whist deal settles: four players
    ``[d, -d, d, -d]``; two (double dummy) ``[d, -d]``; three (dummy whist: the dummy's partner,
    seat 1, settles with each adversary) ``[d, -2d, d]``."""
    if num_players == 4:
        return [d, -d, d, -d]
    if num_players == 2:
        return [d, -d]
    return [d, -2 * d, d]


_VALUE_WORD = {3: "a treble", 2: "a double", 1: "a single"}


class WhistMatch(RubberMatch):
    """A session of rubbers (English laws: best of three games, EW laws 1, 8-10) or of single
    games (American Whist League: game to 7, worth 7 less the loser's score).

    Context carried: ``dealer`` (passes left), ``score`` (each side's points toward game),
    ``games`` (the value of each game won in the rubber in progress, per side), ``rubbers``
    (the finished rubbers, :class:`~hoyle.core.match.RubberMatch`) and, with swabbers,
    ``side_payments`` (the swabbers paid per seat, settled deal by deal). ``rubber`` is the
    first finished rubber: winners' side and its value in points. :meth:`settled` counts the
    finished rubbers only: a deal's tricks and honours move the score toward game, and are
    paid for only as the games and the rubber they make (EW laws 8-10; O-003-14, O54).
    Drive whist (every hand a game by itself, 001 part 6 §12.1) settles by the deal.
    """

    fresh_rubber = {"score": [0, 0], "games": [[], []], "favourite": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if "dealer" not in (kwargs.get("context") or {}):
            self.context["dealer"] = 3      # West deals first (with a dummy: dummy deals first)
        self.context.setdefault("score", [0, 0])
        self.context.setdefault("games", [[], []])

    @property
    def _english(self) -> bool:
        return self.rules.game_value == "english"

    @property
    def settles(self) -> str:  # type: ignore[override]
        """"rubber" under the English laws, "game" where each game is settled alone."""
        return "rubber" if self._english else "game"

    def carry(self, state: "WhistState") -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = (state.dealer + 1) % 4          # the deal passes to the left (hands)
        sc = state.score()
        games = [list(g) for g in ctx.get("games", [[], []])]
        if sc.game_winner is not None:
            games[sc.game_winner].append(sc.game_value)
            ctx["score"] = [0, 0]
        else:
            ctx["score"] = list(sc.after)
        ctx["games"] = games
        if state.rules.favourite and "favourite" not in ctx:
            ctx["favourite"] = state.favourite_suit
        if getattr(state.rules, "swabber_stake", 0):
            sw = state.swabber_points()
            paid = seat_amounts(sw[0] - sw[1], self.num_players)
            ctx["side_payments"] = [a + b for a, b in
                                    zip(ctx.get("side_payments", [0] * self.num_players), paid)]
        if self.rules.drive:            # every hand a game by itself: settled by the deal
            if self.rubber is None and any(games):
                side = 0 if games[0] else 1
                self.rubber = {"winner": ("NS", "EW")[side], "value": sum(games[side]), "games": games}
            return ctx
        english = self._english
        need = 2 if english else 1
        for side in (0, 1):
            if len(games[side]) >= need:
                value = (rubber_value(games[side], games[1 - side]) if english
                         else sum(games[side]) - sum(games[1 - side]))
                self.end_rubber(ctx, ("NS", "EW")[side], value,
                                seat_amounts(value if side == 0 else -value, self.num_players),
                                f"{len(games[side])}-{len(games[1 - side])}" if english else None,
                                kind="rubber" if english else "game", game_values=games)
                break
        return ctx

    def rubber_in_progress(self) -> str | None:
        games, score = self.context.get("games", [[], []]), self.context.get("score", [0, 0])
        if not any(games) and not any(score):
            return None
        what = "rubber" if self._english else "game"
        won = "; ".join(
            f"{('North-South', 'East-West')[s]} won " + ", ".join(_VALUE_WORD.get(v, str(v)) for v in games[s])
            for s in (0, 1) if games[s])
        return (f"{what} in progress, not settled: score {score[0]}-{score[1]}"
                + (f"; {won}" if won else ""))

    def settled(self) -> Settlement:
        if self.rules.drive:
            return Match.settled(self)
        out = super().settled()
        extra = self.context.get("side_payments")
        if extra:
            out.per_seat = [a + b for a, b in zip(out.per_seat, extra)]
        return out

    @property
    def is_over(self) -> bool:
        return self.rubber is not None


def _bots() -> dict:
    from .bots import AmericanGameBot, WhistBot
    return {"heuristic": WhistBot, "american-game": AmericanGameBot}


_COMMON = dict(state_cls=WhistState, rules_cls=WhistRules, match_cls=WhistMatch)


def _whist(players: int | tuple[int, int] = 4, **info: Any) -> None:
    """Register a game of the whist family for ``players`` (or ``(fewest, most)``; the
    default is the fewest), with the whist bot unless ``bots`` is given, and its outcome in
    points balancing (``utility="zero-sum-points"``) unless ``utility`` is given (solo whist
    and the Boston games settle in counters: ``zero-sum-chips``). Every whist game is played
    with one shuffled pack whose hands are hidden (the GameInfo defaults)."""
    lo, hi = (players, players) if isinstance(players, int) else players
    info.setdefault("bots", _bots())
    info.setdefault("utility", "zero-sum-points")
    default = info.pop("default_players", lo)
    register(GameInfo(family="whist", min_players=lo, max_players=hi, default_players=default, **info))

_whist(
    slug="whist-english", title="Whist (English short whist)", aliases=(
        "whist", "short-whist", "english-whist", "вист", "английский вист"),
    source="seed 003 §12 English Laws of Whist 1-91; Foster 1914 (001 part 1 §5)",
    summary="Four players in two partnerships take tricks with the last card's suit as "
            "trumps; each trick over six scores a point, honours count, game is five, "
            "and a rubber is the best of three games.",
    laws=ENGLISH, **_COMMON)

_whist(
    slug="whist-american", title="Whist (American laws)", aliases=(
        "american-whist", "американский вист"),
    defaults={"code": "american", "game_points": 7, "honours": False, "game_value": "difference"},
    source="seed 003 §11 American laws 7-39; Foster 1914 (001 part 1 §5.7)",
    summary="Whist as the American Whist League plays it: seven-point game, no honours, "
            "two tricks' penalty for a revoke, game worth seven less the loser's score.",
    laws=AMERICAN, **_COMMON)

_whist(
    slug="dummy-whist", title="Dummy (three-hand whist)", players=3, **_COMMON,
    aliases=("dummy", "english-dummy", "болван", "английский болван"),
    source="seed 003 §13; Foster 1914 (001 part 2 §3); English laws of whist",
    summary="Three play whist: one hand lies face up as a dummy, played by its partner against "
            "the other two; English laws, except that the dummy cannot revoke.",
    notes="West is the dummy, partnered by East (player 1), and deals first; the lone player "
          "settles with each adversary.",
    laws=DUMMY_LAWS)

_whist(
    slug="mort", title="Mort (whist à trois, French dummy)", players=(3, 4),
    state_cls=MortState, rules_cls=WhistRules, match_cls=MortMatch,
    aliases=("whist-a-trois", "french-dummy", "морт"),
    defaults={"honours": False, "count_beyond_game": True, "slam_points": 20, "revoke_floor": 1},
    source="Foster 1914 (001 part 2 §7)",
    summary="Dummy whist the French way: the Vivant plays the dead hand (the Mort) against two; no "
            "honours; the winning hand is played out and every point over five counts; a slam is "
            "worth 20 apart from the game; each game is settled treble, double or single plus 4.",
    notes="Three players, or four with one sitting out each game (the tour: each is Vivant once, "
          "and sits out the game after); MortMatch carries the tour and settles each game "
          "(scoring.mort_game_value). A revoke penalty in points is counted on the markers, not "
          "added again to the settlement.",
    laws=DUMMY_LAWS)

_whist(
    slug="double-dummy-whist", title="Double dummy (two-hand whist)", players=2, **_COMMON, aliases=("double-dummy", "двойной болван"),
    source="seed 003 §14; Foster 1914 (001 part 2 §4)",
    summary="Two play whist, each with an exposed dummy opposite him.",
    notes="Player 0 plays North with dummy South; player 1 plays East with dummy West.",
    laws=DUMMY_LAWS)

from .solo import KimberleySoloState, SoloMatch  # noqa: E402  (the solo blocks)

_whist(
    slug="solo-whist", utility="zero-sum-chips", title="Solo whist (whist de Gand)",
    state_cls=SoloWhistState, rules_cls=SoloRules,
    aliases=("solo", "whist-de-gand", "сольный вист", "соло-вист", "вист де ганд"),
    source="Foster 1914 (001 part 2 §9); seed 003 notes to the American laws",
    summary="Four players each for himself: one bids to win tricks alone (solo, abundance, slam) or "
            "to lose them all (misère, spread), or proposes with an acceptor; counters settle each hand.",
    laws=SOLO_LAWS, bots={"heuristic": SoloBot}, match_cls=SoloMatch,
    notes="Options: all_pass (redeal; the local Grand), pool (pool solo), referee_mode (revokes, "
          "exposed cards and plays out of turn refereed by the solo laws). Not modelled: misdeals, "
          "wrong numbers of cards, abandoned hands.")

_whist(
    slug="solo-whist-three-hand", utility="zero-sum-chips", title="Three-hand solo whist", players=3,
    state_cls=ThreeHandSoloState, rules_cls=SoloRules, defaults={"all_pass": "abundance-six"},
    aliases=("three-hand-solo", "соло-вист для трех игроков"),
    source="Foster 1914 (001 part 2 §9, three-hand solo)",
    summary="Solo whist for three with the 40-card pack (no twos, threes or fours): the card "
            "turned for trumps is used by nobody, there is no proposal, and if all pass each in "
            "turn may bid to win six tricks naming his own trump.",
    laws=SOLO_LAWS, bots={"heuristic": SoloBot}, match_cls=SoloMatch,
    notes="The book gives no stake for the six-trick abundance: a solo's (2 red, 1 white a "
          "trick over or under) is charged. all_pass='overcall' plays the local overcalling in "
          "tricks (a misère over eight; stakes our reading: 6-8 tricks a solo's, 9-12 an "
          "abundance's, 13 a slam's). Revokes and exposed cards refereed as in solo-whist.")

_whist(
    slug="kimberley-solo", utility="zero-sum-chips", title="Kimberley solo",
    state_cls=KimberleySoloState, rules_cls=SoloRules, defaults={"all_pass": "solo-six"},
    match_cls=SoloMatch, aliases=("kimberley", "кимберлийское соло"),
    source="Foster 1914 (001 part 2 §9, Kimberley solo)",
    summary="Solo whist for four without proposal and acceptance, solo the lowest bid; if all "
            "pass, each in turn may play a solo for six tricks with a trump other than the turned suit.",
    laws=SOLO_LAWS, bots={"heuristic": SoloBot},
    notes="The book gives no stake for the six-trick solo: a solo's (2 red, 1 white a trick "
          "over or under six) is charged.")

_whist(
    slug="cayenne", title="Cayenne whist",
    state_cls=CayenneState, rules_cls=CayenneRules,
    aliases=("cayenne-whist", "каен", "каенский вист", "кайенн"),
    source="Foster 1914 (001 part 2 §8); seed 003 notes to the American laws",
    summary="Partnership whist dealt 4-4-5 with no turn-up: the dealer or his partner names trumps, "
            "grand or nullo, a suit cut from the still pack (the cayenne) counts four times, and "
            "ten points make a game, four games a rubber.",
    notes="In nullo the ace is low unless its holder calls it above the king as he plays it "
          "('play AS high'; option nullo_ace); the deal's outcome is what the hand writes on the "
          "sheet; the rubber sheet is CayenneRubber.",
    laws=CAYENNE_LAWS)

_whist(
    slug="scotch-whist", title="Scotch whist (catch the ten)", players=(2, 8), default_players=4,
    state_cls=ScotchWhistState, rules_cls=ScotchRules,
    aliases=("catch-the-ten", "шотландский вист", "поймай десятку"), utility="general-sum",
    source="Foster 1914 (001 part 2 §10)",
    summary="Thirty-six cards, the jack the best trump; catch the counting trumps (jack 11, ten 10, "
            "ace 4, king 3, queen 2) and extra cards in tricks; 41 wins.",
    match_cls=ScotchMatch,
    notes="2 to 8 players (2 and 3 play three or two 6-card hands each, one set after another; six "
          "in three pairs or, option six_sides, 3 v 3; eight in two fours or four pairs). Stakes per "
          "game (ScotchMatch): a pool to the winner, or each partnership loser paying the winner beside "
          "him; with referee_mode a claimed revoke loses the game at once, paid by the side or the "
          "player (option revoke_payer). With 5 or 7 the six of spades is removed, or (option "
          "odd_players) the 36th card is shown and set aside.",
    laws=SCOTCH_LAWS)

_whist(
    slug="french-whist", title="French whist", players=(2, 8), default_players=4,
    state_cls=ScotchWhistState, rules_cls=ScotchRules, defaults={"french": True},
    aliases=("французский вист",), utility="general-sum", source="Foster 1914 (001 part 2 §10)",
    summary="Scotch whist in which the ten of diamonds always scores ten to its winners.",
    match_cls=ScotchMatch,
    notes="As Scotch whist: 2 to 8 players; stakes per game to 41 (the pool, or partners' payments: "
          "ScotchMatch); a claimed revoke (referee_mode) loses the game.", laws=SCOTCH_LAWS)

_whist(
    slug="german-whist", title="German whist", players=2,
    state_cls=GermanWhistState, aliases=("немецкий вист",),
    source="Foster 1914 (001 part 2 §15)",
    summary="Two players: the winner of each trick draws the face-up top card of the stock, the "
            "loser the next unseen; then thirteen more tricks from known hands; the difference in "
            "tricks is paid.", laws=GERMAN_LAWS)

_whist(
    slug="favourite-whist", title="Favourite whist", aliases=("любимый вист",),
    defaults={"favourite": True},
    source="Foster 1914 (001 part 1 §7)",
    summary="English whist in which the suit turned on the first deal of a rubber is the "
            "favourite: whenever it is trumps, tricks and honours count double.",
    laws=ENGLISH, **_COMMON)

_whist(
    slug="norwegian-whist", title="Norwegian whist",
    state_cls=NorwegianWhistState, rules_cls=NorwegianRules,
    aliases=("норвежский вист",), source="Foster 1914, appendix (001 part 6 §12.3)",
    summary="Partnership whist at no trumps: one bids grand (to win tricks) or nullo (to lose them); "
            "four points a trick over book; game 50.",
    notes="The no-bid nullo scores each side's tricks over book to the other side (catalog ambiguity).",
    laws=NORWEGIAN_LAWS)

_whist(
    slug="duplicate-whist", title="Duplicate whist (team v team; one table's deal per play)",
    state_cls=WhistState, rules_cls=WhistRules, match_cls=DuplicateWhistMatch,
    defaults={"code": "american", "game_points": 7, "honours": False, "game_value": "difference",
              "duplicate": True},
    aliases=("дубликатный вист", "дубликат-вист"),
    source="Foster 1914 (001 part 1 §8; 001 part 2 §1-2)",
    summary="Whist in which the same deals are replayed at other tables and total tricks compared; "
            "a deal is one board at one table, a match the whole movement (default team v team "
            "at two tables, boards exchanged; hoyle.games.whist.duplicate_match, `hoyle duplicate`).",
    notes="West deals the first hand and North leads; the outcome is N-S tricks less E-W tricks; "
          "the revoke penalty's bound by the average of other tables is applied by the match.",
    laws=DUPLICATE_LAWS)

_whist(
    slug="boston", utility="zero-sum-chips", title="Boston",
    state_cls=BostonState, rules_cls=BostonRules, aliases=("бостон",),
    source="Foster 1914 (001 part 2 §11); seed 003 notes to the American laws",
    summary="Four players each for himself: one bids to take five to thirteen tricks (the number only; "
            "'I keep' in the colour and 'I keep over you' in the preference beat the same number), or a "
            "misère; the others play against him and the book's tables settle it; if nobody bids, misère "
            "partout.",
    match_cls=BostonMatch, bots={"heuristic": BostonBot}, carries_items=True,
    notes="The game of twelve deals carries the pools and the two unshuffled packs, used alternately, "
          "gathered in trick order and cut before each deal (BostonMatch, law 11.15); 'I pay', revokes, "
          "misdeals and cards played in error are refereed with the book's fines. Not modelled: playing "
          "with the wrong number of cards, and, outside misères, the lone player's suit call after a lead out of turn and his remedies for a play out of turn "
          "(applied at the table).",
    laws=BOSTON_LAWS)

_whist(
    slug="french-boston", utility="zero-sum-chips", title="French Boston",
    state_cls=FrenchBostonState, rules_cls=FrenchBostonRules, aliases=("boston-francais", "французский бостон"),
    source="Foster 1914 (001 part 2 §13)",
    summary="Boston the French way: play goes to the right, the J♦ is the best trump, the first "
            "turned suit is belle for the game and each later one petite; a player may demand a "
            "partner for eight tricks in belle or petite, or go alone for six or eight in any "
            "suit, or a misère; the book's table pays by the suit.",
    match_cls=FrenchBostonMatch,
    notes="The forty-deal game carries the pool, 'deal' and 'belle' (FrenchBostonMatch), its first dealer "
          "found by the J♦ dealt face up; a demand lays a card face down (its suit is the trump) and a "
          "demander overcalled may raise to six only in that suit; misère des quatre as is offered; the "
          "nine-trick bids only under the rule nine_bids (our reading: the table has no nine row). A "
          "misdeal loses the deal and a card dropped face up forces an indépendance (referee calls).",
    laws=FRENCH_BOSTON_LAWS, bots={"heuristic": FrenchBostonBot})

_whist(
    slug="boston-de-fontainebleau", utility="zero-sum-chips", title="Boston de Fontainebleau",
    state_cls=FontainebleauState, rules_cls=FontainebleauRules, aliases=("fontainebleau", "бостон де фонтенбло"),
    source="Foster 1914 (001 part 2 §12)",
    summary="Boston with fixed suit ranks (diamonds, hearts, clubs, spades) instead of a preference "
            "cut: bids from five to a spread slam name the suit, with little misère, piccolissimo and "
            "the spreads between; the bidder may call a partner for three tricks more; Table No. 1 pays.",
    status="partial", match_cls=BostonMatch, bots={"heuristic": BostonBot},
    notes="The twelve-deal game carries the pool (BostonMatch); misère partout's fewest tricks take it; "
          "revokes and exposed cards are refereed as in Boston. No-trump trick bids are not offered, "
          "not even as an option: the book gives them no value and Table No. 1 allows no reading. "
          "Not modelled: paying the penalty instead of playing.",
    laws=FONTAINEBLEAU_LAWS)

_whist(
    slug="russian-boston", utility="zero-sum-chips", title="Russian Boston",
    state_cls=FontainebleauState, rules_cls=FontainebleauRules, defaults={"form": "russian"},
    aliases=("бостон русский", "русский бостон"),
    source="Foster 1914 (001 part 2 §14, on §12)",
    summary="Boston de Fontainebleau with a partner bound to four tricks over the bid and carte "
            "blanche (a hand without a trump) paid 10 by each other player.",
    status="partial", match_cls=BostonMatch, bots={"heuristic": BostonBot},
    notes="As Boston de Fontainebleau (pool, twelve-deal game, revokes refereed; no no-trump trick bids); "
          "the book gives only the differences. Carte blanche read as 'no trump in the hand' (catalog "
          "flag) and paid without an announcement; bids of 6-8 are not presumed open to a partner "
          "(the bidder calls).",
    laws=FONTAINEBLEAU_LAWS)

_whist(
    slug="humbug-whist", title="Humbug whist", players=2,
    state_cls=HumbugState, rules_cls=HumbugRules, aliases=("humbug", "фул-вист"),
    source="Foster 1914 (001 part 2 §5)",
    summary="Whist for two with two dead hands: each may exchange his hand, unseen, for the dead "
            "hand on his right; honours count by the player holding more of them.",
    laws=HUMBUG_LAWS)

_whist(
    slug="thirteen-and-the-odd", title="Thirteen and the odd", players=2,
    state_cls=HumbugState, rules_cls=HumbugRules,
    defaults={"form": "thirteen"}, aliases=("тринадцать и лишняя",),
    source="Foster 1914 (001 part 2 §6)",
    summary="Humbug without the exchange: thirteen cards each, the next card turned for trumps; "
            "the winner of the odd trick scores one.", laws=HUMBUG_LAWS)

_whist(
    slug="bid-whist", title="Bid whist",
    state_cls=BidWhistState, rules_cls=BidWhistRules, aliases=("бид-вист",),
    source="Foster 1914, appendix (001 part 6 §12.2)",
    summary="Partnership whist in which the players bid the points they will make if they name "
            "trumps and lead; tricks and the honours won count.",
    status="partial", notes="No game length or rule for equal bids in the book; a bid must be "
                            "higher, and all passing throws the hand in.",
    laws=BID_WHIST_LAWS)

_whist(
    slug="grand", title="Grand (whist, grand, euchre or hearts by bidding)",
    state_cls=GrandState, rules_cls=GrandRules, match_cls=GrandMatch, aliases=("гранд",),
    source="seed 004 L3054-3169 (catalog 004.md §2.9)",
    summary="Partnership game: each bids once the points he will make, and the highest names the game "
            "of the deal: whist, grand (no trumps), euchre (eight cards laid away, five kept) or hearts.",
    status="partial", notes="The hearts bid by a pass or a heart led with 'Черви' (catalog: obscure) is "
                            "not modelled; euchre's 'no trumps below the 8 kept' is option euchre_keep; "
                            "the parent games' irregularities are not refereed.",
    laws=GRAND_LAWS)

_whist(
    slug="chinese-whist", title="Chinese whist", players=(2, 4), default_players=4,
    state_cls=ChineseWhistState, rules_cls=ChineseRules, aliases=("китайский вист",),
    source="Foster 1914 (001 part 2 §16)",
    summary="Whist with most of each hand on the table: six cards face down, six face up on them, one "
            "down card in hand; the dealer names trumps; uncovered cards turn up before the next lead.",
    status="partial", notes="2, 3 or 4 players (3: 51 cards, 8 down, 8 up, 1 in hand; 2: 12, 12, 2); "
                            "the down card is led only when no exposed card is left (the book's "
                            "words; option down_card_lead='any'); honours by agreement (option, four "
                            "players); with 2 or 3 players each settles with each the difference of "
                            "tricks (the book's point is unclear). Partial where the catalog reads "
                            "yes: 'tricks over six' fits only four players' 13 tricks, and the book "
                            "gives no count for the 17 or 26 tricks of three or two, so that "
                            "settlement is ours.",
    laws=CHINESE_LAWS)

_whist(
    slug="prussian-whist", title="Prussian whist", aliases=("прусский вист",),
    defaults={"trump_from": "still-pack"},
    source="Foster 1914 (001 part 1 §6)",
    summary="English whist in which the leader cuts the trump suit from the still pack "
            "instead of the dealer turning his last card.",
    notes="The cut card belongs to the still pack and is returned to it (catalog reading).",
    laws=ENGLISH, **_COMMON)

_whist(
    slug="whisk", title="Whisk (early whist)", aliases=("виск",),
    defaults={"pack": "no-deuces"},
    source="Foster 1914 (001 part 1 §1.1)",
    summary="The early form of whist: the four deuces are taken out, twelve cards go to each of "
            "four players in two partnerships and the dealer's last card is turned for trumps; "
            "there is no stock.",
    status="partial", notes="The book gives whisk in one line; it is played and scored here as "
                            "English short whist with the 48-card pack (six tricks the book).",
    laws=ENGLISH, **_COMMON)

_whist(
    slug="whist-progressive-suit-values", title="Whist with progressive suit values",
    aliases=("progressive-suit-whist", "вист с прогрессивной ценностью мастей"),
    state_cls=WhistState, rules_cls=WhistRules, match_cls=ProgressiveMatch,
    defaults={"suit_values": True, "honours": False, "game_points": 10, "count_beyond_game": True},
    source="Foster 1914 (001 part 1 §7, variant of favourite whist)",
    summary="Whist in which a trick is worth 1, 2, 3 or 4 as spades, clubs, diamonds or hearts are "
            "trumps; no honours; ten points make a game, the hand is played out and the winners "
            "score all they take; the rubber's winners add 10 and win the difference of the totals.",
    status="partial", notes="The book's 'the winners score all the tricks they take' reads two "
                            "ways: option trick_count, default 'over-book' (each trick over six x "
                            "the suit's value), or 'all-tricks' (the hand's winners score every "
                            "trick they took). ProgressiveMatch carries the rubber.",
    laws=PROGRESSIVE_LAWS)

_whist(
    slug="swabbers", title="Swabbers (whist with side payments)", aliases=("швабберы",),
    defaults={"swabber_stake": 1, "game_points": 10}, **_COMMON,
    source="Foster 1914 (001 part 1 §1.1)",
    summary="Whist of about 1680 in which the holders of the swabbers (the ace of hearts, the "
            "knave of clubs, the ace and the deuce of trumps) are paid a share of the stakes "
            "whatever the tricks and honours.",
    status="partial", notes="The book gives no amount: option swabber_stake, default 1 point a "
                            "swabber held as dealt, paid by the other side with the deal's points. "
                            "Played as long whist (game 10, honours) with the full pack, since the "
                            "deuce of trumps is a swabber.",
    laws=SWABBERS_LAWS)

_whist(
    slug="ruff-and-honours", title="Ruff and honours (the ancestor of whist)",
    aliases=("ruff-and-honors", "рафф и оннеры"),
    state_cls=RuffAndHonoursState, rules_cls=WhistRules, match_cls=WhistMatch,
    defaults={"game_points": 10},
    source="Foster 1914 (001 part 1 §1.1)",
    summary="The old English game whist came from: twelve cards each, the top card of the four left "
            "over turned for trumps, and the holder of the ace of trumps may ruff, taking the four "
            "cards and putting out any four.",
    status="partial", notes="The book gives the deal and the ruff only; the play and the count "
                            "are our reading, the long whist that followed it: twelve tricks, book "
                            "six, honours, game 10, English laws. No ruff when the turned card is "
                            "the ace. (The catalog reads 'no', a historical one-liner; it is "
                            "registered as partial because the deal and the ruff are the book's.)",
    laws=RUFF_LAWS)

_whist(
    slug="drive-whist", title="Drive whist (progressive party whist)", aliases=("драйв-вист", "progressive-whist-party"),
    defaults={"drive": True}, utility="general-sum",
    source="Foster 1914, appendix (001 part 6 §12.1)",
    summary="Whist at many tables for a party: every hand is a game by itself, played out; each "
            "side records all the tricks it took, the winners of each table move to the next, and "
            "the highest total of tricks wins the prize.",
    notes="One table's hand; the outcome is each player's tricks this hand (the "
                            "view shows the tricks recorded, no running score). The draw for "
                            "partners, the movement (winners move on, losers stay: the book implies "
                            "it), the standings and the prizes (ties all named: the book is silent) "
                            "are in hoyle.games.whist.drive; the last table's winners go round to "
                            "the first (the book does not say).",
    laws=ENGLISH, **_COMMON)

# the score card for deals played with a real pack (issue 16 item 5)
from .scorecard import AnnouncedWhistDeal, WhistScoreCard  # noqa: E402

__all__ += ["AnnouncedWhistDeal", "WhistScoreCard"]
