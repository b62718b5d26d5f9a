"""A tiny test-only game for the web table tests (never in the shipped registry).

"Web test draw": each player antes 1 and gets three cards; in turn each player folds,
passes or bets 1..max_bet chips into the pot; then each player still in discards up to two
cards (face down) and draws as many from the stock; the highest sum of ranks among those
still in takes the pot (ties split, odd chip to the earliest seat). It has what the web
table must handle: hidden hands, face-down discards, a pot, amounts and card arguments, and a
per-seat log (``GameState.note``): each seat alone is told the cards it draws, and what it
kept is told to it at once and to everyone at the end (when the hands are shown).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from hoyle.cards import Card, standard_pack
from hoyle.core import Action, GameInfo, GameState, IllegalAction, Rules, option
from hoyle.core import registry as _registry

SLUG = "web-test-draw"


@dataclass(frozen=True)
class MiniRules(Rules):
    max_bet: int = option(3, "most chips one bet may put in the pot", "test game", minimum=1,
                          maximum=50)
    ante: int = option(1, "chips each player antes", "test game", minimum=0, maximum=10)


class MiniState(GameState):
    rules_cls = MiniRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        deck = self.shuffler.shuffle(list(standard_pack()))
        n = num_players
        self.hands = [deck[3 * i:3 * i + 3] for i in range(n)]
        self.stock = deck[3 * n:]
        self.discards: list[Card] = []
        self.put = [self.rules.ante] * n
        self.folded = [False] * n
        self.phase = "bet"
        self.turn = 0
        self.log.append(f"Each player antes {self.rules.ante}; three cards dealt to each.")

    @property
    def to_act(self):
        return None if self.phase == "over" else self.turn

    def _live(self):
        return [i for i in range(self.num_players) if not self.folded[i]]

    def legal_actions(self):
        if self.phase == "bet":
            acts = [Action("pass")]
            if len(self._live()) > 1:
                acts.insert(0, Action("fold"))
            acts += [Action("bet", (k,)) for k in range(1, self.rules.max_bet + 1)]
            return acts
        if self.phase == "draw":
            h = sorted(self.hands[self.turn], reverse=True)
            return [Action("discard", tuple(c)) for k in range(3) for c in combinations(h, k)]
        return []

    def _check(self, action):
        if action not in self.legal_actions():
            if action.verb == "bet":
                raise IllegalAction(f"a bet is 1 to {self.rules.max_bet} chips", "test game, rule 2")
            super()._check(action)

    def _advance(self):
        nxt = self.turn + 1
        while nxt < self.num_players and self.folded[nxt]:
            nxt += 1
        if nxt < self.num_players:
            self.turn = nxt
            return
        if self.phase == "bet" and len(self._live()) > 1:
            self.phase = "draw"
            self.turn = self._live()[0]
            self.log.append("The draw.")
        else:
            self.phase = "over"
            self._settle()

    def _apply(self, action):
        s = self.turn
        if action.verb == "fold":
            self.folded[s] = True
            self.log.append(f"Seat {s} folds.")
        elif action.verb == "pass":
            self.log.append(f"Seat {s} passes.")
        elif action.verb == "bet":
            self.put[s] += action.args[0]
            self.log.append(f"Seat {s} bets {action.args[0]}.")
        elif action.verb == "discard":
            out = list(action.args)
            kept = [c for c in self.hands[s] if c not in out]
            drawn = self.stock[:len(out)]
            self.hands[s] = kept + drawn
            self.discards += out
            self.stock = self.stock[len(out):]
            self.log.append(f"Seat {s} discards {len(out)} and draws {len(out)}.")
            self.note(f"Seat {s} draws {' '.join(map(str, drawn)) or 'nothing'}.", to=s)
            self.note(f"Seat {s} kept {' '.join(map(str, kept))}.", to=s, until_over=True)
        if self.phase == "bet" and len(self._live()) == 1:
            self.phase = "over"
            self._settle()
            return
        self._advance()

    def _settle(self):
        live = self._live()
        score = {i: sum(c.rank for c in self.hands[i]) for i in live}
        best = max(score.values())
        winners = [i for i in live if score[i] == best]
        pot = sum(self.put)
        share, odd = divmod(pot, len(winners))
        self.won = [0] * self.num_players
        for k, w in enumerate(winners):
            self.won[w] = share + (odd if k == 0 else 0)
        for i in live:
            if len(live) > 1:
                self.log.append(f"Seat {i} shows {' '.join(map(str, self.hands[i]))} ({score[i]}).")
        self.log.append("Seat(s) " + ", ".join(map(str, winners)) + f" take the pot of {pot}.")

    def outcome(self):
        return [self.won[i] - self.put[i] for i in range(self.num_players)]

    def _shown(self, i):
        return self.phase == "over" and not self.folded[i] and len(self._live()) > 1

    def view(self, seat):
        v = {"phase": self.phase, "pot": sum(self.put),
             "players": [{"seat": i, "cards": len(self.hands[i]), "put": self.put[i],
                          "folded": self.folded[i],
                          **({"shows": [str(c) for c in self.hands[i]]} if self._shown(i) else {})}
                         for i in range(self.num_players)],
             "stock": len(self.stock), "discards": len(self.discards)}
        if seat is not None:
            v["hand"] = [str(c) for c in self.hands[seat]]
        if self.phase == "over":
            v["outcome"] = self.outcome()
        return v

    def card_locations(self):
        locs = {f"hand{i}": list(h) for i, h in enumerate(self.hands)}
        locs["stock"] = list(self.stock)
        locs["discards"] = list(self.discards)
        return locs

    def hidden_cards(self, seat):
        hidden = set(self.stock) | set(self.discards)
        for i, h in enumerate(self.hands):
            if i != seat and not self._shown(i):
                hidden |= set(h)
        return hidden

    def clone(self):
        c = object.__new__(type(self))
        c.__dict__.update(self.__dict__)
        c.hands = [list(h) for h in self.hands]
        for k in ("stock", "discards", "put", "folded", "history", "log"):
            setattr(c, k, list(getattr(self, k)))
        return c


INFO = GameInfo(slug=SLUG, title="Web test draw", family="test", min_players=2, max_players=4,
                state_cls=MiniState, rules_cls=MiniRules, default_players=3,
                source="test-only game", summary="A tiny draw game for the web tests.")


def register() -> GameInfo:
    """Register the test game (idempotent)."""
    if SLUG not in _registry._REGISTRY:
        _registry.register(INFO)
    return _registry._REGISTRY[SLUG]


def unregister() -> None:
    _registry._REGISTRY.pop(SLUG, None)
    for k in [k for k, v in _registry._ALIASES.items() if v == SLUG]:
        del _registry._ALIASES[k]
