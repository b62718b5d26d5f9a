"""The auction-bridge score card: deals played with a real pack, scored by the engine's code.

An announced deal becomes an :class:`AnnouncedBridgeDeal`, a :class:`BridgeState` that holds
no cards but the announced contract, tricks, honours and revokes; its ``result()`` and
``outcome()`` are the state's own (:func:`~hoyle.games.bridge.scoring.auction_score`, the
game of 30, the rubber's 250), and :class:`~hoyle.games.bridge.BridgeMatch` carries it into
the rubber and settles it (auction law 10) as it does a deal played in hoyle. Source: Foster
1914, 001 part 1 §2 (American Laws of Auction Bridge, November 1913).

Line format (one deal): ``NS 3H 9`` (North-South declared three hearts and took 9 tricks),
``EW 2NTx 7`` (doubled), ``NS 4Rxx 10`` (redoubled); denominations S C D H R (royal spades)
NT; then optionally ``honours NS 3`` (a side's honours: a total, or the two hands' split
``4+0``, ``4+1``, ``5+0``, which the honour table tells apart, law 6) and ``revoke EW`` (an
established revoke by that side; against the declarer's adversaries the declarer's choice
``revoke EW points`` for 100 instead of three tricks, law 84).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ...mechanics.bidding import DENOM_ALIASES
from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from ...mechanics.table import BRIDGE
from .scoring import STRAIGHT_VALUES
from .state import COMPASS, BridgeState

__all__ = ["AnnouncedBridgeDeal", "AuctionScoreCard", "StraightScoreCard"]

_SIDES = {"ns": 0, "n-s": 0, "we": 0, "ab": 0, "ew": 1, "e-w": 1, "they": 1, "yz": 1}
_NAMES = ("NS", "EW")
_DENOMS = {**DENOM_ALIASES, "n": "notrump", "nt": "notrump"}
_SHORT = {"spades": "S", "clubs": "C", "diamonds": "D", "hearts": "H", "royals": "R", "notrump": "NT"}


class AnnouncedBridgeDeal(AnnouncedDeal, BridgeState):
    """A finished auction-bridge deal known only by its announced result: ``side`` (0 NS, 1
    EW) declared ``level`` ``denom`` (doubled 0, 1, 2) and took ``tricks``; ``honours`` per
    side as the two hands' counts ``[(a, b), (c, d)]``; ``revokes`` as ``[(side, choice),
    ...]``. ``context`` is the match's context (dealer, the score below, the games). The
    declaring seat is the dealer when his side declares (a final one spade can only be the
    dealer's opening bid, laws 42-43), else the dealer's left; only law 48 reads it."""

    def __init__(self, rules: Any, context: dict, side: int, level: int, denom: str,
                 doubled: int, tricks: int, honours: list[tuple[int, int]],
                 revokes: list[tuple[int, str]], entry: dict | None = None):
        self.num_players = 4
        self.rules = rules
        self.context = dict(context)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.below_before = [int(x) for x in self.context.get("below", [0, 0])]
        self.games_before = [int(x) for x in self.context.get("games", [0, 0])]
        self.declarer = self.dealer if self.dealer & 1 == side else (self.dealer + 1) % 4
        self.dummy = (self.declarer + 2) % 4
        self.contract = (level, denom)
        self.doubled = doubled
        self._tricks = [tricks, 13 - tricks] if side == 0 else [13 - tricks, tricks]
        self._honours = [tuple(h) for h in honours]
        self.tp = SimpleNamespace(revokes=[SimpleNamespace(seat=s) for s, _ in revokes])
        self.claims = [(i, choice) for i, (_, choice) in enumerate(revokes)]
        self.penalty_points = [0, 0]
        self.phase = "over"
        self.annulled = False
        self._result = None
        self._announce(entry)

    def side_tricks(self) -> list[int]:
        return list(self._tricks)

    def honours(self) -> list[tuple[int, int]]:
        return list(self._honours)



def _split(total: int) -> tuple[int, int]:
    """A side's honours said as a total, split between its hands so that none holds four
    (the split a plain total means: three 2+1, four divided 2+2, five 3+2)."""
    return (total - total // 2, total // 2)


class AuctionScoreCard(ScoreCard):
    """Auction-bridge deals as announced at the table (see the module docstring).

    The sheet is the book's score pad (001 part 1 §2.7 no. 7): each side's honour score above
    the line (honours, penalties, slams, doubling bonuses, the rubber), trick points below it
    game by game, the totals and the rubber's value (auction law 10)."""

    side_labels = _NAMES
    #: the sides' other names (WE, THEY), the trumps as written (``hearts``, ``NT``) and the
    #: line's words: never a player's name
    entry_words = frozenset(_SIDES) | frozenset(_DENOMS) | {"honours", "honors", "h", "aces", "revoke"}
    line_format = ("NS 3H 9 [honours NS 3|EW 4+0] [revoke EW [points]]   (the declaring side, "
                   "the contract: level 1-7, S C D H R NT, x doubled, xx redoubled; the tricks "
                   "the declarer took; honours held by a side, a total or the hands' split; "
                   "an established revoke)")
    rubber_bonus = 250          # auction law 10
    #: five or six names form a club table by the bridge laws 14-22 (ties by suit, law 14;
    #: cutting out, law 21; :mod:`hoyle.mechanics.table`); straight bridge takes them too (§3.1)
    cut_code = BRIDGE

    def __init__(self, slug: str | None = None, rules: dict | None = None):
        super().__init__(slug, rules)
        self.above: list[list[int]] = [[], []]
        self.below: list[list[list[int]]] = [[[], []]]       # per game: each side's entries
        self._done_rubbers: list[tuple[list, list]] = []      # finished rubbers' pads

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").lower().split()
        if len(words) < 3:
            raise EntryRefused("a deal is the declaring side, the contract and the tricks, e.g. 'NS 3H 9'")
        if words[0] not in _SIDES:
            raise EntryRefused(f"a deal starts with the declaring side, NS or EW, not {words[0]!r}")
        side = _SIDES[words[0]]
        c = words[1]
        doubled = 2 if c.endswith("xx") else 1 if c.endswith("x") else 0
        c = c[:len(c) - doubled]
        if not c[:1].isdigit() or not c[:1].isascii():
            raise EntryRefused(f"a contract is a level and a denomination, e.g. 3H, 2NT, 1S, not {words[1]!r}")
        level, word = int(c[0]), c[1:]
        if word not in _DENOMS:
            raise EntryRefused(f"{word!r} is not a denomination: S C D H R (royals) NT")
        if not words[2].isdigit() or not words[2].isascii():
            raise EntryRefused(f"say the tricks the declarer took (0-13), not {words[2]!r}")
        entry: dict[str, Any] = {"side": side, "level": level, "denom": _DENOMS[word], "doubled": doubled,
                                 "tricks": int(words[2]), "honours": [[0, 0], [0, 0]], "revokes": []}
        i = 3
        said: list[int] = []
        while i < len(words):
            w = words[i]
            if w in ("honours", "honors", "h", "aces"):
                if i + 2 >= len(words) or words[i + 1] not in _SIDES:
                    raise EntryRefused("honours are said as 'honours NS 3' or 'honours EW 4+1'")
                s, held = _SIDES[words[i + 1]], words[i + 2]
                parts = held.split("+")
                if not all(p.isdigit() and p.isascii() for p in parts) or len(parts) > 2:
                    raise EntryRefused(f"honours are a count or a split such as 4+1, not {held!r}")
                nums = [int(p) for p in parts]
                if s in said:
                    raise EntryRefused(f"{words[i + 1]}'s honours are said twice")
                said.append(s)
                entry["honours"][s] = list(_split(nums[0]) if len(nums) == 1 else (nums[0], nums[1]))
                i += 3
            elif w == "revoke":
                if i + 1 >= len(words) or words[i + 1] not in _SIDES:
                    raise EntryRefused("say which side revoked: 'revoke EW'")
                s, choice = _SIDES[words[i + 1]], "tricks"
                i += 2
                if i < len(words) and words[i] in ("tricks", "points"):
                    choice = words[i]
                    i += 1
                entry["revokes"].append([s, choice])
            else:
                raise EntryRefused(f"{w!r} is not part of an auction-bridge deal "
                                   f"({self.line_format.split('   ')[0]})")
        if len(said) == 1:       # every honour is in some hand: the other side holds the rest
            most = 4 if entry["denom"] == "notrump" else 5
            given, other = said[0], 1 - said[0]
            rest = most - sum(entry["honours"][given])
            if rest > 3:
                name = "NS" if other == 0 else "EW"
                raise EntryRefused(f"{name} held the other {rest} honours: say how they lay in its two "
                                   f"hands, e.g. 'honours {name} {rest - 1}+1' or '{rest}+0' (auction law 6)")
            if rest >= 0:
                entry["honours"][other] = list(_split(rest))
        elif len(said) == 2:
            most = 4 if entry["denom"] == "notrump" else 5
            if sum(map(sum, entry["honours"])) < most:     # more than all: check() says so
                raise EntryRefused(f"the {most} honours are all dealt: the two sides' honours add up to "
                                   f"{most}, not {sum(map(sum, entry['honours']))} (auction law 6)")
        return entry

    def check(self, e: dict[str, Any]) -> None:
        law = "001 part 1 §2"
        if e.get("side") not in (0, 1):
            raise EntryRefused("the declaring side is NS or EW")
        level, denom, doubled, tricks = e.get("level"), e.get("denom"), e.get("doubled", 0), e.get("tricks")
        if not isinstance(level, int) or not 1 <= level <= 7:
            raise EntryRefused(f"a contract's level is 1 to 7 odd tricks, not {level!r}", "auction laws 42-43")
        if denom not in ("spades", "clubs", "diamonds", "hearts", "royals", "notrump"):
            raise EntryRefused(f"{denom!r} is not a denomination at auction bridge", "auction law 3")
        if doubled not in (0, 1, 2):
            raise EntryRefused("a contract is doubled once and redoubled once at most", "auction law 54")
        if not isinstance(tricks, int) or not 0 <= tricks <= 13:
            raise EntryRefused(f"the declarer took 0 to 13 tricks, not {tricks!r} (13 tricks in a deal)", law)
        if (level, denom) == (1, "spades") and e["side"] != int(self.match.context.get("dealer", 3)) & 1:
            raise EntryRefused("one spade can only be the dealer's own opening bid, left in: the "
                               f"dealer ({COMPASS[int(self.match.context.get('dealer', 3)) % 4]}) is on "
                               f"the other side", "auction laws 42-43")
        hon = e.get("honours", [[0, 0], [0, 0]])
        most = 4 if denom == "notrump" else 5
        what = "four aces" if denom == "notrump" else "five honours (A K Q J 10 of trumps)"
        ok = (isinstance(hon, list) and len(hon) == 2
              and all(isinstance(h, (list, tuple)) and len(h) == 2
                      and all(isinstance(x, int) and x >= 0 for x in h) for h in hon))
        if not ok:
            raise EntryRefused("honours are two hands' counts per side", "auction law 5")
        if sum(map(sum, hon)) > most:
            raise EntryRefused(f"there are only {what}: {sum(map(sum, hon))} cannot be held", "auction law 5")
        for rv in e.get("revokes", []):
            if (not isinstance(rv, (list, tuple)) or len(rv) != 2 or rv[0] not in (0, 1)
                    or rv[1] not in ("tricks", "points")):
                raise EntryRefused(f"a revoke is a side and the declarer's choice (tricks or points), not {rv!r}")
            if rv[1] == "points" and rv[0] == e["side"]:
                raise EntryRefused("the declarer chooses 100 points or three tricks only for his "
                                   "adversaries' revoke; his own costs him his trick points and 100",
                                   "auction law 84")
        revokers = {rv[0] for rv in e.get("revokes", [])}
        if (tricks == 13 and revokers == {1 - e["side"]} and e.get("denom") != "nullo"
                and any(rv[1] == "tricks" for rv in e.get("revokes", []))):
            # law 84: the declarer takes three of the revokers' real tricks, or 100 points;
            # with all thirteen tricks his, they have none to give
            side = "NS" if e["side"] == 1 else "EW"
            raise EntryRefused(f"the declarer took all 13 tricks: {side}, who revoked, have no trick to "
                               f"give up; the penalty is 100 points ('revoke {side} points')", "auction law 84")

    def deal_for(self, e: dict[str, Any]) -> AnnouncedBridgeDeal:
        return AnnouncedBridgeDeal(self.rules, self.match.context, e["side"], e["level"], e["denom"],
                                   e.get("doubled", 0), e["tricks"],
                                   [tuple(h) for h in e.get("honours", [[0, 0], [0, 0]])],
                                   [(int(s), str(c)) for s, c in e.get("revokes", [])], e)

    def ended_game(self, deal: AnnouncedBridgeDeal) -> bool:
        return deal.result()["game_won_by"] is not None

    def describe(self, deal: AnnouncedBridgeDeal) -> str:
        r = deal.result()
        ds = deal.declarer & 1
        lv, dn = deal.contract
        contract = f"{lv}{_SHORT[dn]}" + "x" * deal.doubled
        n = len(self.entries) + 1
        took = r["tricks"][ds]
        if took - 6 >= lv:
            how = "made"
        elif r["below"][ds] > 0:         # the adversaries' revoke gave the declarer the tricks
            how = "made with the revoke penalty, auction law 84"
        else:
            how = f"down {lv + 6 - took}"
        text = f"deal {n} ({COMPASS[deal.dealer]} deals): {_NAMES[ds]} {contract}, {took} tricks ({how})"
        for s in (0, 1):
            if r["below"][s] or r["above"][s]:
                text += f"; {_NAMES[s]} {r['below'][s]} below, {r['above'][s]} above"
        if r["rubber_won_by"] is not None:
            text += f"; game and rubber to {_NAMES[r['rubber_won_by']]} ({self.rubber_bonus} in the above)"
        elif r["game_won_by"] is not None:
            text += f"; game to {_NAMES[r['game_won_by']]}"
        self._pad(r)
        return text

    def _pad(self, r: dict) -> None:
        """Put a deal's result on the pad: entries above, and below in the game in progress."""
        for s in (0, 1):
            bonus = self.rubber_bonus if r["rubber_won_by"] == s else 0   # entered apart, as the book's pad
            if r["above"][s] - bonus:
                self.above[s].append(r["above"][s] - bonus)
            if bonus:
                self.above[s].append(bonus)
            if r["below"][s]:
                self.below[-1][s].append(r["below"][s])
        if r["rubber_won_by"] is not None:
            self._done_rubbers.append((self.above, self.below))
            self.above, self.below = [[], []], [[[], []]]
        elif r["game_won_by"] is not None:
            self.below.append([[], []])

    def may_correct(self, number: int, entry: dict[str, Any]) -> None:
        """Auction laws 12-13: an error in the honour score may be corrected until the rubber
        is agreed (here: while it is in progress, or it ended with the last deal entered); one
        in the trick score only until the next game's first declaration (here: while the game
        is in progress, or it ended with the last deal entered). A correction that changes the
        contract or the tricks is a trick-score correction."""
        old = self.entries[number - 1]
        trick_keys = ("side", "level", "denom", "doubled", "tricks", "revokes")
        honours_only = all(old.get(k) == entry.get(k) for k in trick_keys)
        if honours_only:
            if not self._in_window(number, self.rubber_of):
                raise EntryRefused(f"deal {number}'s rubber is agreed: its honour score can no longer "
                                   "be corrected", "auction laws 12-13")
        elif not self._in_window(number, self.game_of):
            raise EntryRefused(f"the next game has begun: deal {number}'s trick score can no longer be "
                               "corrected", "auction laws 12-13")

    def _pad_lines(self, above: list[list[int]], below: list[list[list[int]]]) -> list[str]:
        out = [f"{'NS (WE)':>10} {'EW (THEY)':>10}"]
        rows = max(len(above[0]), len(above[1]))
        for i in range(rows - 1, -1, -1):          # the honour score reads upwards from the line
            a = [str(above[s][i]) if i < len(above[s]) else "" for s in (0, 1)]
            out.append(f"{a[0]:>10} {a[1]:>10}")
        out.append("-" * 21)
        for g, game in enumerate(below):
            if not any(game) and g:
                continue
            rows = max(len(game[0]), len(game[1]))
            for i in range(rows):
                b = [str(game[s][i]) if i < len(game[s]) else "" for s in (0, 1)]
                out.append(f"{b[0]:>10} {b[1]:>10}")
            if any(game) and g < len(below) - 1:
                out.append("." * 21 + "  (game)")
        tot = [sum(above[s]) + sum(sum(g[s]) for g in below) for s in (0, 1)]
        out.append(f"{tot[0]:>10} {tot[1]:>10}  total")
        return out

    def sheet_lines(self) -> list[str]:
        out = [f"{self.game.title}: game 30 below the line, rubber {self.rubber_bonus}"]
        out += self.lines or ["no deals entered"]
        for k, (above, below) in enumerate(self._done_rubbers, 1):
            out.append(f"rubber {k}:")
            out += self._pad_lines(above, below)
        if any(self.above) or any(any(g) for g in self.below):
            out.append("rubber in progress:")
            out += self._pad_lines(self.above, self.below)
        out += self.settlement_lines()
        return out


class StraightScoreCard(AuctionScoreCard):
    """Straight-bridge deals as announced (001 part 1 §3.1): the dealer's side makes the trump
    (the dealer names it or leaves it to his partner), so each deal is the makers' side, the
    trump (S C D H NT, no level), one ``x`` per doubling and the tricks the makers took; then
    honours and revokes as at auction. Scored by ``BridgeState.result`` with ``form="straight"``
    (tricks over the book at 2 4 6 8 12, the honour table, the slams, a revoking side stopped
    at 28, the rubber's 100) and settled by the same :class:`~hoyle.games.bridge.BridgeMatch`.
    A score is corrected as at auction (laws 12-13): the book says all else is "as in
    auction" (§3.1)."""

    line_format = ("EW NT 9 [honours EW 3|NS 4+0] [revoke NS]   (the makers: the dealer's side; "
                   "the trump S C D H or NT, one x per doubling (NTx, Hxx); the tricks the makers took; "
                   "honours held by a side, a total or the hands' split; an established revoke)")
    rubber_bonus = 100          # 001 part 1 §3.1

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").split()
        if len(words) < 3:
            raise EntryRefused("a deal is the makers' side, the trump and their tricks, e.g. 'EW NT 9'")
        c = words[1].lower()
        if c[:1].isdigit():
            raise EntryRefused(f"straight bridge has no contract level: the trump alone, e.g. NT or H, "
                               f"not {words[1]!r}", "001 part 1 §3.1")
        bare = c.rstrip("x")
        doubled = len(c) - len(bare)
        if not bare:
            raise EntryRefused(f"name the trump (S C D H) or NT, not {words[1]!r}")
        try:
            e = super().parse(" ".join([words[0], "1" + bare, *words[2:]]))
        except EntryRefused as exc:
            raise EntryRefused(exc.reason.replace("an auction-bridge", "a straight-bridge"), exc.law) from None
        e.pop("level", None)
        e["doubled"] = doubled
        return e

    def check(self, e: dict[str, Any]) -> None:
        law = "001 part 1 §3.1"
        dealer = int(self.match.context.get("dealer", 3)) % 4
        if e.get("side") not in (0, 1):
            raise EntryRefused("the makers are NS or EW")
        tricks = e.get("tricks")
        if not isinstance(tricks, int) or not 0 <= tricks <= 13:     # the entry's own fault first
            raise EntryRefused(f"the makers took 0 to 13 tricks, not {tricks!r} (13 tricks in a deal)",
                               "001 part 1 §2")
        if e["side"] != dealer & 1:
            raise EntryRefused(f"the dealer ({COMPASS[dealer]}) or his partner makes the trump: the makers "
                               f"are {_NAMES[dealer & 1]}", law)
        denom, doubled = e.get("denom"), e.get("doubled", 0)
        if denom not in STRAIGHT_VALUES:
            raise EntryRefused(f"{denom!r} is not a declaration at straight bridge: S C D H or NT", law)
        if not isinstance(doubled, int) or doubled < 0:
            raise EntryRefused(f"the doublings are a count, not {doubled!r}")
        if doubled and not self.rules.doubling:
            raise EntryRefused("this game has no doubling", law)
        worth = STRAIGHT_VALUES[denom] * 2 ** doubled
        if doubled and worth > 100:
            raise EntryRefused(f"{doubled} doublings make a trick at {denom} worth {worth}: doubling stops "
                               "once a trick over the book is worth 100", law)
        for rv in e.get("revokes", []):
            if isinstance(rv, (list, tuple)) and len(rv) == 2 and rv[1] != "tricks":
                raise EntryRefused("a revoke at straight bridge costs three tricks (the declarer's choice "
                                   "of 100 points is an auction law)", "001 part 1 §3.2")
        super().check({**e, "level": 1, "doubled": 0})

    def deal_for(self, e: dict[str, Any]) -> AnnouncedBridgeDeal:
        return AnnouncedBridgeDeal(self.rules, self.match.context, e["side"], 1, e["denom"],
                                   e.get("doubled", 0), e["tricks"],
                                   [tuple(h) for h in e.get("honours", [[0, 0], [0, 0]])],
                                   [(int(s), str(c)) for s, c in e.get("revokes", [])], e)

    def describe(self, deal: AnnouncedBridgeDeal) -> str:
        r = deal.result()
        ds = deal.declarer & 1
        denom = deal.contract[1]
        n = len(self.entries) + 1
        trump = _SHORT[denom] + "x" * deal.doubled
        text = (f"deal {n} ({COMPASS[deal.dealer]} deals): {_NAMES[ds]} make {trump}, "
                f"{r['tricks'][ds]} tricks to {r['tricks'][1 - ds]}")
        for s in (0, 1):
            if r["below"][s] or r["above"][s]:
                text += f"; {_NAMES[s]} {r['below'][s]} below, {r['above'][s]} above"
        if r["rubber_won_by"] is not None:
            text += f"; game and rubber to {_NAMES[r['rubber_won_by']]} ({self.rubber_bonus} in the above)"
        elif r["game_won_by"] is not None:
            text += f"; game to {_NAMES[r['game_won_by']]}"
        self._pad(r)
        return text


register_score_card("auction-bridge", AuctionScoreCard)
register_score_card("straight-bridge", StraightScoreCard)
