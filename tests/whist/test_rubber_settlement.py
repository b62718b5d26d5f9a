"""Games played to rubbers settle by the rubber, not by the sum of the deals (issue 17 item 1).

English whist: a deal's tricks and honours only move the score toward game; the players are
paid the games (treble 3, double 2, single 1; EW law 8), 2 rubber points (law 9), less the
losers' game (law 10): catalog O-003-13/14 (000_002_003 §12) and O54 (001 part 2 §18).
Auction bridge: the rubber is worth the difference of the sides' totals, the rubber's 250
included (auction law 10): the score-pad of 001 part 1 §2.7 no. 7, WE 42 THEY 492, THEY win by 450.
"""

from __future__ import annotations

from types import SimpleNamespace

from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cli import app
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.games.whist.scoring import score_deal


def _bot_match(slug: str, deals: int, seed: int):
    """The match ``hoyle play SLUG --seats bot,... --deals DEALS --seed SEED`` plays."""
    g = get_game(slug)
    m = g.new_match(g.default_players, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("bot", g, i, seed * 1000 + i) for i in range(g.default_players)]
    for _ in range(deals):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
    return m


def test_seed_3_whist_rubber_is_worth_6_to_east_west_not_the_8_points_of_the_deals():
    m = _bot_match("whist-english", 6, 3)
    st = m.settled()
    assert st.by == "rubber" and len(st.rubbers) == 1
    r = st.rubbers[0]
    # games at deal 2 (a treble, 3) and deal 5 (a single, 1), won 2-0: 3 + 1 + 2 rubber points
    assert r["winner"] == "EW" and r["games"] == "2-0" and r["game_values"] == [[], [3, 1]]
    assert r["value"] == 3 + 1 + 2 == 6
    assert st.per_seat == [-6, 6, -6, 6]
    assert m.totals == [-8, 8, -8, 8]          # the deals' trick and honour points: not paid
    assert st.pending and "not settled" in st.pending      # deal 6 began the next rubber


def test_seed_3_whist_in_the_terminal_announces_the_rubber_and_totals_its_value():
    res = CliRunner().invoke(app, ["play", "whist", "--seats", "bot,bot,bot,bot", "--deals", "6",
                                   "--seed", "3"])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    i = lines.index("rubber: East-West win 2-0, worth 6 points")
    assert lines[i - 2].startswith("deal 5:")           # announced after the deal that ends it
    totals = next(line for line in lines if line.startswith("totals:"))
    assert totals.startswith("totals: N (heuristic) -6, E (heuristic) +6, S (heuristic) -6, W (heuristic) +6 points")
    assert "+8" not in totals


class _WhistDeal:
    """A finished whist deal as the match sees it, scored by the engine's own score_deal."""

    def __init__(self, match, tricks, honours=(0, 0)):
        self.dealer = match.context["dealer"]
        self.rules = match.rules
        self._sc = score_deal(list(tricks), match.context["score"], honours_held=list(honours))
        self.is_over = True

    def score(self):
        return self._sc

    def outcome(self):
        d = self._sc.points[0] - self._sc.points[1]
        return [d, -d, d, -d]

    def record(self):
        return {}


def _whist_rubber(deals):
    g = get_game("whist-english")
    m = g.new_match(4, g.make_rules({}), seed=0)
    for tricks in deals:
        m.finish(_WhistDeal(m, tricks))
    return m


def test_o54_rubber_won_two_love_with_a_treble_and_a_double_is_worth_7():
    m = _whist_rubber([(13, 0),            # 7 by cards from love all: game, a treble
                       (6, 7), (12, 1)])   # E-W 1; N-S 6 by cards: game, a double (E-W at 1)
    st = m.settled()
    assert [r["value"] for r in st.rubbers] == [3 + 2 + 2] and st.per_seat == [7, -7, 7, -7]
    assert m.announcements() == ["rubber: North-South win 2-0, worth 7 points"]


def test_o54_rubber_won_two_one_single_double_against_a_treble_is_worth_2():
    m = _whist_rubber([(0, 13),                     # E-W 7 by cards: game, a treble (N-S at 0)
                       (4, 9), (9, 4), (8, 5),      # E-W 3; N-S 3, then 2: game, a single (E-W at 3)
                       (6, 7), (12, 1)])            # E-W 1; N-S 6 by cards: game, a double (E-W at 1)
    st = m.settled()
    r = st.rubbers[0]
    assert r["game_values"] == [[1, 2], [3]] and r["games"] == "2-1"
    assert r["value"] == 1 + 2 + 2 - 3 == 2 and st.per_seat == [2, -2, 2, -2]


class _BridgeDeal:
    """A finished auction deal as the match sees it: its result (points below and above the
    line per side, games, the rubber), as the score pad enters it."""

    def __init__(self, match, below, above, game=None, rubber=None):
        self.below_before = list(match.context["below"])
        self.games_before = list(match.context["games"])
        games = list(self.games_before)
        if game is not None:
            games[game] += 1
        self._r = {"below": below, "above": above, "games": games, "game_won_by": game,
                   "rubber_won_by": rubber}
        self.annulled, self.is_over = False, True

    def result(self):
        return self._r

    def outcome(self):
        pts = [self._r["below"][s] + self._r["above"][s] for s in (0, 1)]
        d = pts[0] - pts[1]
        return [d, -d, d, -d]

    def record(self):
        return {}


def test_auction_score_pad_rubber_settles_450_to_they():
    """001 part 1 §2.7 no. 7: WE (N-S) 8 below and 16 + 18 above; THEY 40 + 36 below, 100 + 30
    + 36 above and the rubber's 250: WE 42, THEY 492, THEY win by 450."""
    g = get_game("auction-bridge")
    m = g.new_match(4, g.make_rules({}), seed=0)
    for below, above, game, rubber in [([8, 0], [16, 0], None, None),
                                       ([0, 0], [18, 100], None, None),
                                       ([0, 40], [0, 30], 1, None),
                                       ([0, 36], [0, 36 + 250], 1, 1)]:
        assert m.settled().per_seat == [0, 0, 0, 0]       # nothing is paid before the rubber ends
        m.finish(_BridgeDeal(m, below, above, game, rubber))
    st = m.settled()
    assert st.by == "rubber" and [r["value"] for r in st.rubbers] == [450]
    assert st.per_seat == [-450, 450, -450, 450]
    assert m.announcements() == ["rubber: East-West win 2-0, worth 450 points"]
    assert m.context["games"] == [0, 0] and m.context["below"] == [0, 0]   # the next rubber is fresh


def test_web_table_rebuilt_from_the_stored_context_shows_the_rubber_settlement():
    """A table is rebuilt from what the store keeps (the context and the deals' totals); the
    rubbers ride in the context, so the seats' totals and the rubber's line survive a reload."""
    from datetime import datetime, timezone

    from hoyle.store import TableRow
    from hoyle.web.tables import LiveTable

    m = _bot_match("whist-english", 6, 3)
    row = TableRow(id="t1", game="whist-english", name="", players=4, rules=m.rules.to_dict(),
                   context=dict(m.context), totals=list(m.totals), deal_number=6,
                   created_at=datetime.now(timezone.utc))
    table = LiveTable(SimpleNamespace(bot_seed=None), row)
    assert table.summary()["totals"] == [-6, 6, -6, 6]
    msg = table.message(None)
    assert msg["totals"] == [-6, 6, -6, 6]
    assert msg["settlement"]["by"] == "rubber"
    assert msg["settlement"]["rubbers"] == ["rubber: East-West win 2-0, worth 6 points"]


def _totals_line(game: str, deals: int, seed: int) -> str:
    res = CliRunner().invoke(app, ["play", game, "--seats", "bot,bot,bot,bot", "--deals", str(deals),
                                   "--seed", str(seed)])
    assert res.exit_code == 0, res.output
    return next(line for line in res.output.splitlines() if line.startswith("totals:"))


def test_matches_settled_game_by_game_say_no_game_finished_not_no_rubber():
    # Scotch whist (001 part 2 §10: stakes per game, no rubbers) and short bridge (001 part 1
    # §4.14: stakes per game) settle each game alone: seed 1's first two deals finish none
    for game in ("scotch-whist", "short-bridge"):
        m = _bot_match(game, 2, 1)
        st = m.settled()
        assert st.by == "rubber" and st.kind == "game" and not st.rubbers
        assert _totals_line(game, 2, 1) == "totals: no game finished, nothing settled"
    # the English laws settle by the rubber (EW laws 8-10); the American game by the game
    assert _bot_match("whist-english", 2, 1).settled().kind == "rubber"
    assert _totals_line("whist", 2, 1) == "totals: no rubber finished, nothing settled"
    assert _bot_match("whist-american", 2, 1).settled().kind == "game"


def test_a_game_settled_by_the_game_is_counted_as_a_game():
    # seed 1: the fourth deal of Scotch whist ends the first game to 41, worth one stake
    assert _totals_line("scotch-whist", 4, 1).endswith("stakes (1 game settled)")
