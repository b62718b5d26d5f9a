"""The game traits (hoyle.core.traits) stated by every registration: their values, what the
engines show of them, and what the front ends print."""

from __future__ import annotations

import json

import numpy as np
import pytest

from hoyle.cards import CardParseError, parse_card
from hoyle.core import SeededShuffler, all_games, get_game
from hoyle.core.registry import GameInfo
from hoyle.core.traits import Chance, Information, Item, Utility

GAMES = all_games()
IDS = [g.slug for g in GAMES]

# What the books say of the games that are not the common case (a shuffled pack, hidden cards,
# an outcome that balances), written out here independently of the registrations.
NOT_CARDS = {
    "chuck-luck": ("dice",), "passe-dix": ("dice",), "under-and-over-seven": ("dice",),  # Foster §11.13, §11.17; 001 part 6 §5.7
    "roulette": ("wheel",),                    # Foster §11.11
    "keno": ("balls",),                        # Foster §11.12: ninety balls from the goose
    "chinese-fan-tan-beans": ("counters",),    # Foster §11.8: a handful of beans under a cup
    "vingt-et-un-dice": ("dice",),             # 001 part 6 §5.7: one die
    "chess": ("board",),                       # 001 part 5 §12.2: the board and 32 men
    "checkers": ("board",),                    # 001 part 6 §1.1: the board and 24 men
    "backgammon": ("board", "dice"),           # 001 part 6 §2.1: 24 points, 15 men each, two dice
    "russian-backgammon": ("board", "dice"),   # 001 part 6 §2.6: as backgammon
}
#: the other board games of skill (001 part 6 §1.8, §3.1-3.4): men or counters on a board, all in
#: view, no chance (the book's lots for the first move are the seating)
BOARD_GAMES = {"reversi", "gobang", "nine-mens-morris", "halma", "polish-draughts", "losing-draughts",
               "devil-among-the-tailors"}
NOT_CARDS.update({slug: ("board",) for slug in BOARD_GAMES})
#: chess at odds and by correspondence (001 part 5 §12.4): the chess board and men, a man fewer at odds
CHESS_VARIANTS = {"chess-at-odds", "correspondence-chess"}
NOT_CARDS.update({slug: ("board",) for slug in CHESS_VARIANTS})
#: the domino games (001 part 6 lines 514-642): a double-six set of tiles, hands hidden, each
#: tile dealt or drawn from the bone-yard a chance turn listing the tiles unseen
DOMINOES = {"domino-block", "domino-four-handed-block", "domino-draw", "matadore", "sebastopol", "bergen",
            "domino-pool", "muggins", "all-threes"}
NOT_CARDS.update({slug: ("tiles",) for slug in DOMINOES})
#: the dice games of 001 part 6 §5.2-5.7: dice alone, every throw in view and a chance turn listing
#: the throws (the counters of ace in the pot are the pool's, not items of play)
DICE_GAMES = {"raffling", "craps", "poker-dice", "dice-ten-pins", "dice-baseball", "going-to-boston",
              "ace-in-the-pot", "multiplication-dice", "round-the-spot", "centennial", "help-your-neighbour-dice"}
NOT_CARDS.update({slug: ("dice",) for slug in DICE_GAMES})
#: the games of the real table (001 part 6 §6 shuffleboard, §7 billiards and pool, §9 bowling): the
#: play happens on the table or alley and hoyle keeps the score pad of the events reported there;
#: all in view, no chance, each player his own score
TABLE_GAMES = {"ten-pins", "duck-pins", "candle-pins", "cocked-hat", "five-back", "american-nine-pins",
               "nine-up-nine-down", "cocked-hat-and-feather", "head-pin-and-four-back", "four-back",
               "newport-game", "battle-game", "shuffleboard", "shuffleboard-ship-deck",
               "american-carom-billiards", "baulk-line-billiards", "cushion-caroms", "little-corporal",
               "spanish-billiards", "english-billiards", "bottle-pool", "fifteen-ball-pool",
               "american-pyramid-pool", "continuous-pool", "chicago-pool", "english-pyramid-pool", "cowboy-pool",
               "high-low-jack-pool"}
#: snooker (§7.6, rule 3): each scores a ball's value from each other player and pays each a
#: penalty, so the pad's points balance
#: shell-out (§7.5): each ball paid in money by each other player
#: life pool and black pool (§7.7): lives paid for by their owners, the pool to the last in
#: pin pool and forty-one pool (§7.9, §7.5): the pool to the one who makes his exact total with a
#: private ball drawn from the bottle -- hidden from the others, drawn with the deal's shuffler
TABLE_PRIVATE = {"pin-pool", "forty-one-pool"}
TABLE_IN_CHIPS = {"shell-out", "english-life-pool", "black-pool", *TABLE_PRIVATE}
TABLE_ZERO_SUM = {"snooker", *TABLE_IN_CHIPS}
TABLE_SEEN = TABLE_ZERO_SUM - TABLE_PRIVATE
NOT_CARDS.update({slug: ("table",) for slug in TABLE_GAMES | TABLE_ZERO_SUM})
#: the stakes are down before the dice are thrown, the wheel spun, the balls drawn
PERFECT = {"chuck-luck", "passe-dix", "under-and-over-seven", "roulette", "keno", "vingt-et-un-dice",
           "chess", "checkers", "backgammon", "russian-backgammon",
           *BOARD_GAMES, *CHESS_VARIANTS, *DICE_GAMES,      # every man on the board in view
           "take-fourteen",                    # 001 part 5 §9.5: all 52 dealt face up
           *TABLE_GAMES, *TABLE_SEEN}
#: no chance at all: the board games of skill (chess)
NO_CHANCE = {"chess", "checkers", *BOARD_GAMES, *CHESS_VARIANTS, *TABLE_GAMES, *TABLE_SEEN}         # checkers' two-move ballot is an option, off by default
#: the shoe or pack goes on to the next coup (grep "def carry" in hoyle/games/banking)
CARRIES = {"blackjack-casino", "punto-banco", "chemin-de-fer-foster", "chemin-de-fer-modern",
           "baccarat-banque-foster", "baccarat-banque-modern", "monte-bank-foster",
           "boston"}     # Boston's two packs go on unshuffled (Foster §11, law 11.15)
#: a chance turn whose outcomes the game lists with exact probabilities (the throw of the dice;
#: card craps' roll of two cards from the pack left; fan-tan's count of the heap)
EXPLICIT = {"chuck-luck", "passe-dix", "under-and-over-seven", "card-craps", "chinese-fan-tan-beans",
            "chinese-fan-tan-cards", "vingt-et-un-dice", *DOMINOES, *DICE_GAMES,
            "backgammon", "russian-backgammon"}   # each throw of the two dice a chance turn
#: each seat (or side) scores its own points; the sum is not fixed
GENERAL_SUM = {"scotch-whist", "french-whist", "drive-whist",
               "all-fours", "pitch", "auction-pitch",   # 001 part 3 §C1, §C3: each side scores its own points
               "all-fives-cards", "california-jack", "shasta-sam", "smudge", "pedro", "dom-pedro",   # §C1-§C5
               "cinch", "progressive-cinch", "sixty-three", "blind-cinch", "widow-cinch", "auction-cinch",   # §C6: the side with
               # more scores the difference, a failed bid gives the others the bid: not a fixed sum
               "cut-throat-euchre",    # 001 part 3 L1202: a euchre gives two to each adversary
               "five-hundred",         # 001 part 3 §B13: each scores ten a trick, the bidder his bid
               # 001 part 3 §B3-B5, §B10-B12: each scores his own (set back, chips to the pool, the
               # bid to each partner or each adversary)
               "set-back-euchre", "blind-euchre", "penalty-euchre", "seven-hand-euchre",
               "five-hand-euchre", "call-ace-euchre",
               "bierspiel",            # 001 part 3 §B21: each trick wipes out a chalk mark of one's own
               "domino-hearts",        # 001 part 4 §2.12: each counts his own hearts toward 31
               "progressive-hearts",   # 001 part 4 §2.10: no counters, each his own hearts
               # 001 part 4 §8, part 5 §1.2-1.5: each side pegs its own holes toward 61 or 121
               "cribbage-six-card", "cribbage-five-card", "cribbage-three-hand", "cribbage-four-hand",
               "cribbage-seven-card",
               "three-hand-sixty-six",   # 001 part 4 §4.15: the dealer scores what the deal's winner scores
               # 001 part 4 §4.2-§4.3: each player (or side) scores his own points toward 2000
               "three-handed-bezique", "four-handed-bezique",
               # 001 part 4 §4.10, §4.12, §4.13 and part 6 appendix (jass): each seat (or side) scores
               # his own melds and cards; a seat that wins no trick loses his melds: no fixed sum
               "three-hand-pinochle", "four-hand-pinochle", "auction-pinochle", "jass",
               "old-maid",             # 001 part 5 §8.5: a loser named, no stake (-1 to the Old Maid)
               *TABLE_GAMES}
#: the pool games of the euchre family (001 part 3 §B17, §B19, §B20, §B22): played for a pool of chips
EUCHRE_IN_CHIPS = {"spoil-five", "rams", "rounce", "three-card-loo", "irish-loo", "five-card-loo"}
#: domino pool is played for a pool of antes (001 part 6 line 610); the others for points
DOMINO_IN_CHIPS = {"domino-pool"}
#: whist games settled in counters (solo whist, the Boston games)
WHIST_IN_COUNTERS = {"solo-whist", "solo-whist-three-hand", "kimberley-solo", "boston", "french-boston",
                     "boston-de-fontainebleau", "russian-boston"}

#: napoleon is paid in counters (001 part 3 §B16: fifty counters bought from a banker), the pool games
#: balancing with what goes into the pool
NAP_IN_CHIPS = {"napoleon", "pool-nap", "purchase-nap", "widow-nap", "peep-nap"}
#: the hearts family settles in counters: the sweepstake's pool and jack, Howell's, spot hearts'
#: (001 part 4 §2.1-2.7), slobberhannes' and polignac's pool (§3.1-3.2)
HEARTS_IN_COUNTERS = {"hearts", "sweepstake-hearts", "howells-settling", "three-hand-hearts", "spot-hearts",
                      "two-hand-hearts", "joker-hearts", "auction-hearts", "black-lady", "heartsette", "slobberhannes", "polignac",
                      "enfle"}                # §3.3: the pool of antes

#: the national games played for counters (001 part 5 §7: preference's pool of antes; §8.1-8.2: solo's
#: and heart solo's payments in counters); vint and calabrasella score points (§5-§6)
NATIONAL_IN_COUNTERS = {"preference", "solo-ombre", "heart-solo"}

#: the parlour games played for a pool or counters (001 part 5 §8.3-8.7, §8.15; part 6 §12.9):
#: the pool to the most books, the best trump, the last holding a card, the last with markers;
#: a counter a card to the first out
PARLOUR_IN_CHIPS = {"authors", "speculation", "lift-smoke", "earl-of-coventry", "jig", "ranter-go-round",
                    "i-doubt-it"}


#: the stops games are played for chips (001 part 5 §8.8-§8.17: Commit's pool and payments, the layouts of
#: Pope Joan, Newmarket, Spin, Saratoga, Pochen and Matrimony, Five or Nine's and Fan-tan's pool), balancing
#: with what the layout gained (negative when more was won off it than put on)
STOPS_IN_CHIPS = {"commit", "matrimony", "pope-joan", "newmarket", "spin", "saratoga", "pochen", "five-or-nine",
                  "fan-tan-cards"}


#: patience (001 part 5 §9, part 6 §12.8, §12.11): one seat; these count (cards on the aces,
#: Canfield's dollars, solitaire poker's and solitaire cribbage's points), the rest come out or not
ONE_PLAYER_SCORE = {"klondike", "canfield", "solitaire-poker", "solitaire-cribbage",
                    "fortune-telling"}     # 001 part 5 §10: a reading, neither won nor lost (always 0)
#: the rummies (001 part 6 §12.4-12.7: rum, poker rum, poker gin, double-pack rum) are the common
#: case on purpose: a shuffled pack, hidden hands, points that balance (the winner or the caller
#: takes what the others pay); their stock is never carried into the next deal
RUMMIES = {"rum", "poker-rum", "poker-gin", "double-pack-rum"}
#: conquian is played for counters (001 part 5 §4, stakes: ten counters each at least, the loser of a
#: deal paying one; a tableau's counters lie in the pool for the next winner, carried by the match,
#: never the stock)
RUMMY_IN_COUNTERS = {"conquian"}


def _expected_utility(g: GameInfo) -> Utility:
    if g.family == "patience":
        return Utility.ONE_PLAYER_SCORE if g.slug in ONE_PLAYER_SCORE else Utility.ONE_PLAYER_WIN
    if g.slug in GENERAL_SUM:
        return Utility.GENERAL_SUM
    if g.family in ("banking", "poker", "dice") or g.slug in (WHIST_IN_COUNTERS | DOMINO_IN_CHIPS | NAP_IN_CHIPS
                                                             | EUCHRE_IN_CHIPS | HEARTS_IN_COUNTERS
                                                             | STOPS_IN_CHIPS | NATIONAL_IN_COUNTERS
                                                             | TABLE_IN_CHIPS | PARLOUR_IN_CHIPS
                                                             | RUMMY_IN_COUNTERS):
        return Utility.ZERO_SUM_CHIPS
    return Utility.ZERO_SUM_POINTS


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_the_registered_traits_are_the_books(game):
    assert isinstance(game.information, Information) and isinstance(game.chance, Chance)
    assert isinstance(game.utility, Utility) and all(isinstance(i, Item) for i in game.items)
    assert game.items == tuple(Item(i) for i in NOT_CARDS.get(game.slug, ("cards",)))
    assert game.information == (Information.PERFECT if game.slug in PERFECT else Information.IMPERFECT)
    assert game.carries_items == (game.slug in CARRIES)
    assert game.utility == _expected_utility(game)
    # every one of the 120 moves in turn
    assert game.chance == (Chance.EXPLICIT if game.slug in EXPLICIT else
                           Chance.NONE if game.slug in NO_CHANCE else Chance.SHUFFLED)
    assert game.simultaneous is False


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_explicit_chance_is_a_chance_turn_of_the_engine(game):
    """A game stated ``chance="explicit"`` reaches a chance turn (hoyle.core.chance.CHANCE) in a
    random playout; a shuffled one never does."""
    import random
    from hoyle.core.chance import CHANCE
    rng = random.Random(1)
    reached = False
    for seed in range(3):
        st = game.new_deal(None, None, SeededShuffler(seed))
        while not st.is_over:
            if st.to_act == CHANCE:
                reached = True
            st.apply(rng.choice(st.legal_actions()))
    assert reached == (game.chance == Chance.EXPLICIT)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_zero_sum_is_the_utilitys(game):
    assert game.zero_sum == game.utility.zero_sum
    assert game.zero_sum == (game.utility in (Utility.ZERO_SUM_CHIPS, Utility.ZERO_SUM_POINTS))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_items_agree_with_the_engine(game):
    """A game of cards (or tiles) locates a pack (a set) and hides some of it at the start (so its
    information is imperfect), unless every card lies face up once dealt (take fourteen, whose
    information is perfect); a game without either locates none."""
    st = game.new_deal(None, None, SeededShuffler(3))
    located = [c for cards in st.card_locations().values() for c in cards]
    if game.has("cards") or game.has("tiles"):
        assert located
        assert bool(list(st.hidden_cards(None))) == (game.information == Information.IMPERFECT)
    else:
        assert not located and not list(st.hidden_cards(None))


def _holds_a_pack(value) -> bool:
    if not isinstance(value, list) or len(value) < 5:
        return False
    try:
        return all(isinstance(x, str) and parse_card(x) is not None for x in value)
    except CardParseError:
        return False


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_carries_items_is_what_the_match_carries(game):
    """After a deal of a match, the context of the next deal holds cards (the shoe, the pack left)
    exactly for the games that carry them."""
    rng = np.random.default_rng(5)
    match = game.new_match(game.players, None, seed=5)
    state = match.next_deal()
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    match.finish(state)
    carried = [k for k, v in match.context.items() if _holds_a_pack(v)]
    assert bool(carried) == game.carries_items, carried


@pytest.mark.parametrize("slug", sorted(GENERAL_SUM))
def test_general_sum_games_do_not_always_balance(slug):
    game = get_game(slug)
    sums = set()
    for seed in range(40):
        rng = np.random.default_rng(seed)
        st = game.new_deal(None, None, SeededShuffler(seed))
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[int(rng.integers(len(legal)))])
        sums.add(sum(st.outcome()) + st.house_take())
    assert sums != {0}


def _info(**kw) -> GameInfo:
    base = dict(slug="trait-test", title="t", family="test", min_players=2, max_players=2,
                state_cls=object)
    return GameInfo(**{**base, **kw})


def test_traits_take_strings_and_refuse_what_is_not_a_trait():
    g = _info(information="perfect", chance="none", utility="one-player-score", items=("board", "dice"))
    assert g.information is Information.PERFECT and g.chance is Chance.NONE
    assert g.items == (Item.BOARD, Item.DICE) and not g.zero_sum and g.has("dice") and not g.has("cards")
    assert _info(items="tiles").items == (Item.TILES,)
    for bad in (dict(information="partial"), dict(chance="dice"), dict(utility="win"), dict(items=("chips",)),
                dict(items=())):
        with pytest.raises(ValueError):
            _info(**bad)
    with pytest.raises(ValueError, match="contradicts"):
        _info(zero_sum=False, utility="zero-sum-points")


def test_a_registration_giving_only_zero_sum_gets_a_utility():
    assert _info().utility is Utility.ZERO_SUM_CHIPS and _info().zero_sum
    g = _info(zero_sum=False)
    assert g.utility is Utility.GENERAL_SUM and not g.zero_sum


def test_the_front_ends_show_the_traits():
    from typer.testing import CliRunner

    from hoyle.cli import app
    from hoyle.web.tables import game_info_json
    runner = CliRunner()
    listed = {g["slug"]: g for g in json.loads(runner.invoke(app, ["games", "--json"]).output)}
    assert listed["chuck-luck"]["traits"] == {"information": "perfect", "chance": "explicit",
                                              "utility": "zero-sum-chips", "simultaneous": False,
                                              "items": ["dice"], "carries_items": False}
    assert listed["punto-banco"]["traits"]["carries_items"] is True
    rules = json.loads(runner.invoke(app, ["rules", "scotch-whist", "--json"]).output)
    assert rules["traits"]["utility"] == "general-sum"
    text = runner.invoke(app, ["rules", "keno"]).output
    assert "kind: balls; perfect; chance shuffled; zero-sum-chips" in text
    assert game_info_json(get_game("roulette"))["traits"]["items"] == ["wheel"]


def test_the_rummies_are_registered_as_the_common_case():
    for slug in RUMMIES:
        g = get_game(slug)
        assert g.family == "rummy" and g.utility == Utility.ZERO_SUM_POINTS and g.chance == Chance.SHUFFLED
        assert g.information == Information.IMPERFECT and not g.carries_items
    for slug in RUMMY_IN_COUNTERS:
        g = get_game(slug)
        assert g.family == "rummy" and g.utility == Utility.ZERO_SUM_CHIPS and g.chance == Chance.SHUFFLED
        assert g.information == Information.IMPERFECT and not g.carries_items
