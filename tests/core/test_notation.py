"""Each game's own notation, the strict default notation, and the declaration of what each
action takes (core issue 10 item 4; the crash inputs of issue 17 item 6).

* A tiny test-only game writes its moves the way board games do (``O-O``, ``Nf3``,
  ``e8=Q``, ``24/18``, ``11x18``, and both ``Bxc4`` and ``bxc4``, which differ only in
  case); ``apply``, records, ``replay``, ``hoyle replay`` and the terminal read them through
  the game's own ``parse_action``, with case kept.
* The default notation refuses ``raise --5``, ``bet ①``, ``bet ²``, ``bet ٣``, ``bet 1e3``,
  ``bet 5.5`` and an action of 100,000 characters with a one-line ActionParseError.
* ``action_specs()`` derives what each action takes from the legal actions; the refusal of
  a malformed action and the terminal's prompt say what the game really allows
  (``bet 2|10|50`` at the casino blackjack table, never ``bet 2..50``).
"""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from hoyle.cards import Card, parse_card
from hoyle.cli import app
from hoyle.cli.play import _summarise
from hoyle.core import (Action, ActionParseError, GameInfo, GameState, HoyleError, IllegalAction,
                        RecordError, SeededShuffler, get_game, parse_action, replay)
from hoyle.core import registry as _registry
from hoyle.core.actions import ActionSpec, ArgSpec, explain_form, specs_from_legal
from hoyle.core.errors import ActionParseError as _APE

# ----- a tiny game with a notation of its own ------------------------------------------------
MOVES = ("O-O", "O-O-O", "Nf3", "e8=Q", "24/18", "11x18", "Bxc4", "bxc4")
# a capital first letter names a piece (worth 1 to its mover); a small one a pawn or point (2)
_MOVE = re.compile(r"(O-O(-O)?|[NBRQK]?[a-h]?x?[a-h][1-8](=[NBRQ])?|\d{1,2}[/x]\d{1,2})\Z")


class NotationState(GameState):
    """Two players take turns choosing one of :data:`MOVES` (each once) until four are made;
    a move whose first letter is a capital is worth 1 to its mover, any other 2; the outcome
    is the difference. Moves are written as they are: case matters (``Bxc4`` is not
    ``bxc4``)."""

    unit = "points"

    def __init__(self, num_players=2, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.made: list[str] = []
        self.score = [0, 0]

    @property
    def to_act(self):
        return None if len(self.made) == 4 else len(self.made) % 2

    def legal_actions(self):
        return [Action("move", (m,)) for m in MOVES if m not in self.made]

    def _parse_action(self, text: str) -> Action:
        t = text.strip()
        if not _MOVE.match(t):
            raise ActionParseError(f"{t[:40]!r} is not a move in this game's notation "
                                   "(e.g. O-O, Nf3, e8=Q, 24/18, 11x18)")
        return Action("move", (t,))

    def _format_action(self, action: Action) -> str:
        return str(action.args[0]) if action.verb == "move" and len(action.args) == 1 else str(action)

    def _apply(self, action):
        m = action.args[0]
        self.score[self.to_act] += 1 if m[0].isupper() else 2
        self.made.append(m)

    def outcome(self):
        from hoyle.core.errors import DealNotOver
        if not self.is_over:
            raise DealNotOver()
        d = self.score[0] - self.score[1]
        return [d, -d]

    def view(self, seat):
        return {"made": list(self.made), "score": list(self.score)}


NOTATION = GameInfo(slug="notation-test", title="Notation test", family="test", min_players=2,
                    max_players=2, state_cls=NotationState, source="test-only game",
                    summary="Moves written in a board game's notation.", information="perfect",
                    chance="none", utility="zero-sum-points", items=("board",))


@pytest.fixture
def notation_game():
    if NOTATION.slug not in _registry._REGISTRY:
        _registry.register(NOTATION)
    yield _registry._REGISTRY[NOTATION.slug]
    _registry._REGISTRY.pop(NOTATION.slug, None)
    for k in [k for k, v in _registry._ALIASES.items() if v == NOTATION.slug]:
        del _registry._ALIASES[k]


def test_the_default_notation_cannot_write_these_moves():
    """What the one global parser did to board-game moves: lower-cased or refused."""
    assert parse_action("O-O") == Action("o-o")
    for text in ("e8=Q", "24/18", "11x18"):
        with pytest.raises(ActionParseError):
            parse_action(text)


def test_a_game_with_its_own_notation_applies_records_and_replays_it(notation_game):
    st = notation_game.new_deal()
    st.apply("Bxc4")                      # a bishop takes: 1 point
    st.apply("bxc4")                      # the pawn takes, a different move: 2 points
    assert st.made == ["Bxc4", "bxc4"] and st.score == [1, 2]
    assert st.legal_strings() == ["O-O", "O-O-O", "Nf3", "e8=Q", "24/18", "11x18"]
    before = st.view(None)
    with pytest.raises(ActionParseError, match="not a move"):
        st.apply("move e8=Q")             # the default notation is not this game's
    with pytest.raises(IllegalAction):
        st.apply("Bxc4")                  # well written, but already made
    assert st.view(None) == before
    st.apply("O-O")
    st.apply("11x18")
    assert st.is_over and st.outcome() == [1 - 3, 3 - 1]
    rec = json.loads(json.dumps(st.record()))
    assert [t for _, t in rec["actions"]] == ["Bxc4", "bxc4", "O-O", "11x18"]   # case kept
    again = replay(rec)
    assert again.made == st.made and again.outcome() == st.outcome()
    for m in MOVES:                        # each move reads back to itself
        assert again.format_action(again.parse_action(m)) == m


def test_replay_reads_a_record_in_the_games_notation_and_refuses_bad_moves(notation_game, tmp_path):
    st = notation_game.new_deal()
    for m in ("e8=Q", "24/18", "Nf3", "O-O-O"):
        st.apply(m)
    rec = st.record()
    path = tmp_path / "notation.json"
    path.write_text(json.dumps(rec))
    res = CliRunner().invoke(app, ["replay", str(path), "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["outcome"] == st.outcome()
    bad = dict(rec, actions=[[0, "o-o"], *rec["actions"][1:]])     # case matters here
    with pytest.raises(RecordError, match=r"action #1 is malformed: 'o-o' is not a move"):
        replay(bad)


def test_the_terminal_reads_the_games_notation(notation_game):
    res = CliRunner().invoke(app, ["play", "notation-test", "--seats", "human,random", "--seed", "1",
                                   "--deals", "1"],
                             input="o-o\nO-O\nNf3\ne8=Q\n24/18\n11x18\nbxc4\n")
    out = res.output
    assert res.exit_code == 0, out
    assert "Traceback" not in out
    assert "not allowed: 'o-o' is not a move in this game's notation" in out
    assert "may: O-O, O-O-O, Nf3, e8=Q, 24/18, 11x18, Bxc4, bxc4" in out
    assert "deal 1:" in out


# ----- strict numbers, long input: the default notation ------------------------------------------
CRASH_INPUTS = ["raise --5", "bet ①", "bet ²", "bet ٣", "bet 1e3", "bet 5.5", "bet +5", "bet 0x10",
                "bet ５", "bet 1_000", "raise -", "bet --", "play \u212aS"]


@pytest.mark.parametrize("text", CRASH_INPUTS)
def test_numbers_are_ascii_digits_only(text):
    with pytest.raises(ActionParseError) as exc:
        parse_action(text)
    msg = str(exc.value)
    assert "\n" not in msg and len(msg) < 160, msg


def test_negative_numbers_parse_and_the_spec_refuses_them_where_it_does():
    assert parse_action("bet -5") == Action("bet", (-5,))
    st = get_game("blackjack-casino").new_deal(shuffler=SeededShuffler(1))
    with pytest.raises(IllegalAction):
        st.apply("bet -2")


@pytest.mark.parametrize("slug, text", [("blackjack-casino", t) for t in CRASH_INPUTS[:6]]
                         + [("draw-poker-foster", "raise --5")])
def test_crash_inputs_are_refused_by_a_game_with_its_state_unchanged(slug, text):
    st = get_game(slug).new_deal(shuffler=SeededShuffler(3))
    before = json.dumps(st.record(), sort_keys=True)
    with pytest.raises(ActionParseError):
        st.apply(text)
    assert json.dumps(st.record(), sort_keys=True) == before


def test_an_action_of_100000_characters_is_refused_without_being_echoed():
    flood = "bet " + "9" * 100_000
    for parse in (parse_action, get_game("blackjack-casino").new_deal().parse_action):
        with pytest.raises(ActionParseError) as exc:
            parse(flood)
        msg = str(exc.value)
        assert "at most 200 characters" in msg and "100,004" in msg and len(msg) < 160, msg
    with pytest.raises(ActionParseError) as exc:
        parse_action("bet " + "x" * 150 + "$")            # a long bad token: quoted, cut at 40
    assert "x" * 41 not in str(exc.value) and "151 characters" in str(exc.value)


def test_a_number_is_never_taken_for_a_card():
    """``play 27`` equals ``play 3D`` as a tuple (a card is its index); it is refused."""
    for slug in ("humbug-whist", "thirteen-and-the-odd", "misery-bridge", "whist-english"):
        st = get_game(slug).new_deal(shuffler=SeededShuffler(0))
        while not any(a.cards for a in st.legal_actions()):
            st.apply(st.legal_actions()[0])
        a = next(a for a in st.legal_actions() if a.cards)
        text = f"{a.verb} {int(a.args[0])}"
        before = json.dumps(st.record(), sort_keys=True)
        with pytest.raises(IllegalAction):
            st.apply(text)
        assert json.dumps(st.record(), sort_keys=True) == before, slug


def test_a_card_is_never_taken_for_a_chance_outcomes_number():
    """At fan-tan's count (a chance turn, outcomes ``count 40`` .. ``count 119``), the card QC
    (index 40) is not the count of 40 beans."""
    from hoyle.core import CHANCE
    st = get_game("chinese-fan-tan-beans").new_deal(2, shuffler=SeededShuffler(1))
    while st.to_act != CHANCE:
        st.apply(st.legal_actions()[-1])
    assert Action("count", (40,)) in st.legal_actions()
    before = json.dumps(st.record(), sort_keys=True)
    with pytest.raises(IllegalAction):
        st.apply("count QC")
    assert json.dumps(st.record(), sort_keys=True) == before
    st.apply("count 40")


def test_card_names_are_ascii_apart_from_the_suit_symbols():
    assert parse_card("K♠") == parse_card("ks")
    for bad in ("\u212aS", "A\u017f"):                  # the Kelvin sign, the long s
        with pytest.raises(ValueError, match="is not a card"):
            parse_card(bad)


# ----- what each action takes ------------------------------------------------------------------
def test_specs_are_derived_from_the_legal_actions():
    qs, sc = parse_card("QS"), parse_card("7C")
    legal = [Action("fold"), Action("bet", (2,)), Action("bet", (10,)), Action("bet", (50,)),
             Action("raise", (1,)), Action("raise", (2,)), Action("raise", (3,)),
             Action("discard", ()), Action("discard", (qs,)), Action("discard", (qs, sc)),
             Action("bid", (2,)), Action("bid", (2, "hearts")), Action("bid", (3, "clubs")),
             Action("call", ()), Action("call", ("king", "queen", "ace", 5))]
    specs = {s.verb + str(len(s.args)): s for s in specs_from_legal(legal, unit="chips")}
    assert specs["bet1"].describe() == "bet takes one amount: 2, 10 or 50 chips"
    assert specs["raise1"].describe() == "raise takes one amount: 1 to 3 chips"
    assert specs["fold0"].describe() == "fold takes nothing after it (write just 'fold')"
    assert specs["discard1"].args[0].count == (0, 2)
    assert specs["bid2"].args[1].count == (0, 1) and specs["bid2"].args[0].name == "number"
    assert "call0" in specs and "call4" in specs       # two forms of one verb
    assert specs["bet1"].to_json() == {
        "verb": "bet", "text": "bet takes one amount: 2, 10 or 50 chips",
        "args": [{"kind": "int", "name": "amount", "min": 2, "max": 50, "values": [2, 10, 50],
                  "unit": "chips"}]}
    json.dumps([s.to_json() for s in specs.values()])   # JSON-ready
    every = list(specs.values())
    for a in legal:                                      # every legal action fits a spec
        assert any(s.fits(a) for s in every), a
    for bad, needle in [(Action("bet", (7,)), "2, 10 or 50 chips"),
                        (Action("bet", ()), "bet takes one amount"),
                        (Action("fold", (1,)), "write just 'fold'"),
                        (Action("discard", (qs, sc, qs)), "0 to 2 cards of QS 7C"),
                        (Action("call", ("king",)), "call takes nothing after it; or one word")]:
        assert needle in explain_form(bad, every), bad
    assert explain_form(Action("xyzzy"), every) is None    # an unknown verb: the caller says


def test_a_declared_spec_checks_kinds_bounds_and_counts():
    spec = ActionSpec("bid", (ArgSpec("int", "tricks", minimum=1, maximum=7),
                              ArgSpec("word", "suit", values=("clubs", "hearts"), count=(0, 1))))
    assert spec.fits(Action("bid", (3,))) and spec.fits(Action("bid", (7, "hearts")))
    for bad in (Action("bid", (0,)), Action("bid", (8,)), Action("bid", ("hearts",)),
                Action("bid", (3, "spades")), Action("bid", (3, "hearts", 1)),
                Action("bid", (Card(3),)), Action("pass", (3,))):
        assert not spec.fits(bad), bad
    assert spec.describe() == ("bid takes one tricks: 1 to 7, then optionally one suit: clubs "
                               "or hearts")


def test_the_casino_blackjack_prompt_says_2_10_or_50_not_2_to_50():
    """Issue 17 item 9: the prompt advertised ``bet 2..50`` where only 2, 10 and 50 are allowed."""
    st = get_game("blackjack-casino").new_deal(shuffler=SeededShuffler(1))
    assert st.legal_strings() == ["bet 2", "bet 10", "bet 50"]
    assert _summarise(st.legal_actions()) == ["bet 2|10|50"]
    assert [s.describe() for s in st.action_specs()] == ["bet takes one amount: 2, 10 or 50 chips"]
    assert _summarise([Action("bet", (k,)) for k in (1, 2, 3, 5, 6, 9)]) == ["bet 1..3|5|6|9"]
    assert _summarise([Action("bet", (k,)) for k in range(1, 11)]) == ["bet 1..10"]


def test_a_default_refusal_says_what_the_verb_takes():
    st = get_game("faro-foster").new_deal(shuffler=SeededShuffler(1))
    with pytest.raises(IllegalAction) as exc:
        st.apply("bet king")
    msg = exc.value.reason
    assert msg.startswith("bet king is not allowed now (you may: bet, copper, pass)")
    assert "then one amount: 2 or 10 chips" in msg


def test_faro_refuses_a_stake_off_the_limit_with_the_reason_and_the_law():
    """Issue 17 item 9: ``bet king 5`` said only "not allowed now (you may: bet, copper,
    pass)"; the refusal names the stakes the bank takes and the law."""
    st = get_game("faro-foster").new_deal(shuffler=SeededShuffler(1))
    before = st.legal_strings()
    with pytest.raises(IllegalAction) as exc:
        st.apply("bet king 5")
    assert exc.value.reason == ("the bank takes stakes of 2 or 10 chips at this table, not 5 "
                                "(the rule option stakes)")
    assert "F8" in str(exc.value.law)
    assert st.legal_strings() == before


def test_prompts_join_the_allowed_values_per_place():
    """Issue 17 item 9: each place's values as the game allows them (vingt-et-un ``bet 1|5``,
    faro's ranks and stakes), from the legal actions."""
    st = get_game("vingt-et-un-foster").new_deal(shuffler=SeededShuffler(1))
    assert _summarise(st.legal_actions()) == ["bet 1|5"]
    faro = get_game("faro-foster").new_deal(shuffler=SeededShuffler(1))
    ranks = "two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace"
    assert _summarise(faro.legal_actions()) == [f"bet {ranks} 2|10", f"copper {ranks} 2|10", "pass"]
    # a rank whose values differ (a case card takes the smaller stake only) is written apart
    acts = [Action("bet", ("king", 2)), Action("bet", ("king", 10)), Action("bet", ("ace", 2))]
    assert _summarise(acts) == ["bet king 2|10", "bet ace 2"]


def test_apply_refuses_what_is_not_an_action_object():
    st = get_game("blackjack-casino").new_deal()
    for bad in (None, 5, ("bet", 2), b"bet 2"):
        with pytest.raises(HoyleError):
            st.apply(bad)


def test_the_error_classes_keep_their_old_bases():
    assert issubclass(_APE, ValueError) and issubclass(_APE, HoyleError)
