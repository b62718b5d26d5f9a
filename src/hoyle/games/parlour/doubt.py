"""I doubt it (Foster 1914, seed 001 part 6 "Я не верю"; catalog 001_part6.md §12.9, oracle O-59).

* any number (the catalog: three or more); the pack dealt round one at a time as far as it goes
  equally; the rest is left face down in the centre;
* the player on the dealer's left lays three cards face down (``lay 6C``, three times: one card
  at a time) and says what they are (``claim jacks``); the claim need not be true;
* each player in turn from his left may doubt it (``doubt``) or pass (``pass``); the first to
  doubt has the three turned up: a false claim -- any of the three not of the rank said -- and the
  claimant takes back the three and every card face down in the centre; a true one, and the
  doubter takes them all;
* undoubted, the three go face down to the centre, unseen;
* a player with fewer than three cards when his turn comes draws blind from the centre to make
  them up (he may look at them before he claims); with the centre empty he passes;
* the first out of cards wins one chip from each other player for each card that player holds.

Our readings (the catalog names both): the rank claimed is free; the first to doubt in rotation
doubts. Where the centre cannot make a hand up to three, the player draws what there is and,
still short, passes his turn (as the book's empty centre). The voluntary showing of the cards
laid (which makes the claimant take them back) is not modelled. A player whose claim goes
undoubted -- or is doubted and true -- with his hand then empty is out: the deal ends. A deal
that has not ended after ``max_claims`` claims (150; our bound, the book has none: random or
stubborn doubting can go on for ever) stops, and the player with the fewest cards is settled as
if out first (the earliest from the dealer's left on a tie).

Secrets: a seat sees its own hand; the claims, the doubts and the cards turned at a doubt are
public (the log writes the turned cards in words); the cards pushed to the centre and those
drawn from it stay hidden from everyone but their holder.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .base import RANK_BY_WORD, ParlourState, rank_words, words

__all__ = ["DoubtRules", "DoubtState", "DoubtBot", "settle_first_out", "claim_true"]

SRC = "seed 001 part 6, I Doubt It"
LAW = f"Foster 1914, {SRC}"


@dataclass(frozen=True)
class DoubtRules(Rules):
    """I doubt it's options (the book has none: this bound is ours)."""

    max_claims: int = option(150, "claims after which the deal stops, the fewest cards counting as out "
                             "(play that never ends: random or stubborn doubting)", "",
                             minimum=10, maximum=1000, bound="our bound: the book has no limit")


def claim_true(cards: Sequence[int], rank: int) -> bool:
    """Whether the cards laid are all of the ``rank`` claimed (2..14)."""
    return all(c // 4 + 2 == rank for c in cards)


def settle_first_out(held: Sequence[int], winner: int) -> list[int]:
    """The settlement of O-59: the first out wins one chip from each other player for each
    card that player still holds (``held``: cards per seat)."""
    net = [-h for h in held]
    net[winner] = sum(held) - held[winner]
    return net


class DoubtState(ParlourState):
    """One deal of I doubt it. ``centre``: the face-down cards in the centre; ``laying``: the
    cards being laid (face down); ``claim``: the rank said; ``askers``: the seats still to
    doubt or pass."""

    rules_cls = DoubtRules
    centre_keys = ("laying", "claim", "centre")

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        pack = [int(c) for c in self.shuffler.shuffle([Card(i) for i in range(52)])]
        each = 52 // num_players
        self.centre: list[int] = self.deal_round(pack, each=each)
        self.log.append(f"{each} cards each; {len(self.centre)} left face down in the centre")
        self.laying: list[int] = []
        self.claim: int | None = None
        self.askers: list[int] = []
        self.player = self.left_of(self.dealer)
        self.claims = 0
        self._begin_turn()

    def _begin_turn(self) -> None:
        """The player to lay makes up three from the centre, or passes when he cannot."""
        for _ in range(self.num_players * 2):
            me = self.player
            short = 3 - len(self.hands[me])
            if short > 0 and self.centre:
                got = self.centre[:short]
                self.centre = self.centre[short:]
                self.hands[me].extend(got)
                self.log.append(f"seat {me} draws {len(got)} from the centre")
                self.note(f"seat {me} draws " + ", ".join(words(c) for c in got), to=me)
            if len(self.hands[me]) >= 3:
                return
            self.log.append(f"seat {me} cannot make up three and passes")
            self.player = self.left_of(me)
        raise AssertionError("no player can lay three")     # 52 cards: someone always can

    # ----- the contract ------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        if self.askers:
            return self.askers[0]
        return self.player

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.askers:
            return [Action("doubt"), Action("pass")]
        if len(self.laying) < 3:
            return [Action("lay", (Card(c),)) for c in sorted(self.hands[self.player])]
        return [Action("claim", (rank_words(r),)) for r in range(2, 15)]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.askers:
            return (f"seat {self.player} claims three {rank_words(self.claim or 2)}: doubt it or pass", LAW)
        if len(self.laying) < 3:
            if action.verb == "lay" and len(action.args) == 1 and isinstance(action.args[0], Card):
                return (f"you do not hold {action.args[0]}: lay three cards of your own, one at a time", LAW)
            return (f"lay three cards face down first, one at a time (lay CARD; {len(self.laying)} laid)", LAW)
        if action.verb == "claim":
            return ("claim a rank by its name in the plural: " + ", ".join(RANK_BY_WORD), LAW)
        return ("say what the three are: claim RANK (e.g. claim jacks)", LAW)

    def _apply(self, action: Action) -> None:
        me = self.to_act
        assert me is not None
        if action.verb == "lay":
            c = int(action.args[0])
            self.hands[me].remove(c)
            self.laying.append(c)
            if len(self.laying) == 3:
                self.log.append(f"seat {me} lays three cards face down")
            return
        if action.verb == "claim":
            self.claim = RANK_BY_WORD[action.args[0]]
            self.claims += 1
            self.log.append(f"seat {me} says: three {action.args[0]}")
            self.askers = [self.left_of(me, k) for k in range(1, self.num_players)]
            return
        self.askers.pop(0)
        if action.verb == "pass":
            self.log.append(f"seat {me} passes")
            if self.askers:
                return
            self.centre.extend(self.laying)
            self.log.append(f"nobody doubts: seat {self.player}'s three go to the centre")
            self._next_player(None)
            return
        self.askers = []
        true = claim_true(self.laying, self.claim or 0)
        shown = ", ".join(words(c) for c in self.laying)
        taker = me if true else self.player
        self.log.append(f"seat {me} says: I doubt it. The three are {shown}: the claim is "
                        f"{'true' if true else 'false'}, and seat {taker} takes them and the centre "
                        f"({len(self.centre)} cards)")
        if self.centre:
            self.note(f"seat {taker} takes from the centre " + ", ".join(words(c) for c in self.centre), to=taker)
        self.hands[taker].extend(self.laying + self.centre)
        self.centre = []
        self._next_player(taker)

    def _next_player(self, taker: int | None) -> None:
        claimant = self.player
        self.laying = []
        self.claim = None
        if not self.hands[claimant]:
            self.over = True
            self.net = settle_first_out([len(h) for h in self.hands], claimant)
            self.log.append(f"seat {claimant} is out of cards and wins a chip a card from each")
            return
        if self.claims >= self.rules.max_claims:        # our bound (DoubtRules.max_claims)
            fewest = min(range(self.num_players),
                         key=lambda s: (len(self.hands[s]), (s - self.dealer - 1) % self.num_players))
            self.over = True
            self.net = settle_first_out([len(h) for h in self.hands], fewest)
            self.log.append(f"{self.claims} claims made: the deal stops, and seat {fewest}, with the fewest "
                            "cards, wins a chip a card from each (our bound, not the book's)")
            return
        self.player = self.left_of(claimant)
        self._begin_turn()

    def _places(self) -> dict[str, list[int]]:
        return {"centre": list(self.centre), "laid": list(self.laying)}

    def _hidden(self, seat: int | None) -> set[int]:
        out = set(self.centre)
        if seat != self.player:
            out |= set(self.laying)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["phase"] = ("over" if self.over else "doubting" if self.askers else
                      "laying" if len(self.laying) < 3 else "claiming")
        v["players"] = [{"seat": s, "cards": len(self.hands[s])} for s in range(self.num_players)]
        v["laid"] = len(self.laying)
        if seat is not None and seat == self.player and self.laying:
            v["laying"] = [str(Card(c)) for c in self.laying]
        v["claim"] = (f"seat {self.player}: three {rank_words(self.claim)}" if self.claim is not None else None)
        v["centre"] = len(self.centre)
        v["events"] = self.events(seat)
        return self._finish_view(v)


class DoubtBot(Bot):
    """Lays three of the rank it holds most of and claims that rank (true when it can be);
    doubts a claim of a rank of which it holds two or more (three laid and two held make five:
    the claim cannot be true), or one of which it holds any when the claimant would go out."""

    name = "count"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            from ...cards import parse_cards
            hand = [int(c) for c in parse_cards(view["hand"])]
            verbs = {a.verb for a in legal}
            if "doubt" in verbs:
                said = view["claim"].split("three ")[1]
                r = RANK_BY_WORD[said] - 2
                claimant = int(view["claim"].split(":")[0].split()[1])
                cards = {p["seat"]: p["cards"] for p in view["players"]}
                mine = sum(1 for c in hand if c // 4 == r)
                going_out = cards.get(claimant, 9) == 0
                return Action("doubt") if mine >= 2 or (going_out and mine >= 1) else Action("pass")
            laying = [int(c) for c in parse_cards(view.get("laying", []))]
            counts: dict[int, int] = {}
            for c in hand + laying:
                counts[c // 4] = counts.get(c // 4, 0) + 1
            target = laying[0] // 4 if laying else max(counts, key=lambda r: (counts[r], -r))
            if "claim" in verbs:
                return Action("claim", (rank_words(target + 2),))
            same = [a for a in legal if int(a.args[0]) // 4 == target]
            if same:
                return same[0]
            return min(legal, key=lambda a: counts.get(int(a.args[0]) // 4, 0))
        except Exception:          # a heuristic must never stop a game
            return legal[0]


register(GameInfo(
    slug="i-doubt-it", title="I doubt it", family="parlour", utility="zero-sum-chips",
    min_players=3, max_players=8, default_players=4, state_cls=DoubtState, rules_cls=DoubtRules,
    aliases=("я не верю",), source="Foster 1914, seed 001 part 6 (Я не верю); catalog 001_part6.md §12.9 (O-59)",
    summary="Lay three face down and say what they are; a doubt turns them up; the first out wins a chip a card.",
    bots={"count": DoubtBot},
    notes="the rank claimed is free; the first to doubt in rotation doubts; a short hand the centre cannot make up passes"))
