"""The piquet bot: the book's advice on the discard and a plain play (Foster 1914, seed 001
part 5 §2.1 "strategy"), from the seat's view only."""

from __future__ import annotations

from typing import Any

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from ...mechanics import declarations as D

__all__ = ["PiquetBot", "keep_value", "discard_choice"]


def _rank(c: int) -> int:
    return (c >> 2) + 2


def _suit(c: int) -> int:
    return c & 3


def keep_value(hand: list[int], card: int) -> int:
    """How much the book's advice wants ``card`` kept (higher: keep): the cards of the point
    suit (the elder "plays for point", which often brings the sequence), cards of a sequence or
    of three or four of a rank above the nine, aces, guarded kings and twice-guarded queens
    (the dealer's guards); a low card of a short suit is the first to go."""
    suit_len = {s: sum(1 for c in hand if _suit(c) == s) for s in range(4)}
    point = D.best(hand, "point")
    v = _rank(card)
    if point is not None and _suit(card) == point.suit:
        v += 20
    for seq in D.holdings(hand, "sequence"):
        top_i = D.PIQUET_RANKS.index(seq.height)
        run = D.PIQUET_RANKS[top_i - seq.size + 1:top_i + 1]
        if _suit(card) == seq.suit and _rank(card) in run:
            v += 15
    same = sum(1 for c in hand if _rank(c) == _rank(card))
    if _rank(card) >= 10 and same >= 3:
        v += 15
    if _rank(card) == 14:
        v += 10
    if _rank(card) == 13 and suit_len[_suit(card)] >= 2:
        v += 6
    if _rank(card) == 12 and suit_len[_suit(card)] >= 3:
        v += 4
    return v


def discard_choice(hand: list[int], most: int, elder: bool) -> list[int]:
    """The discard: the elder exchanges freely (up to ``most``, at least one), throwing every
    card he wants little (keep value below 20: nothing of his point, sequences, fours and threes
    or aces), so that he never breaks a combination for the draw; the dealer throws only
    cards worth very little to him (below 11: low cards outside his point, sequences and
    sets), at most ``most``; an empty list: he keeps."""
    ranked = sorted(hand, key=lambda c: keep_value(hand, c))
    if elder:
        weak = [c for c in ranked if keep_value(hand, c) < 20]
        return ranked[:max(1, min(most, len(weak)))]
    weak = [c for c in ranked if keep_value(hand, c) < 11]
    return weak[:most]


class PiquetBot(Bot):
    """Discards by :func:`discard_choice`; declares its best in each class and answers
    truly (no sinking); in the play leads its longest suit from the top and, to a lead, wins
    with the lowest card that wins, else plays its lowest."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        hand = [int(parse_card(c)) for c in view.get("hand") or []]
        verbs: dict[str, list[Action]] = {}
        for a in legal:
            verbs.setdefault(a.verb, []).append(a)
        ph = view["phase"]
        if ph in ("elder-discard", "dealer-discard"):
            discards = verbs.get("discard", [])
            most = max((len(a.args) for a in discards), default=0)
            want = set(discard_choice(hand, most, ph == "elder-discard"))
            for a in discards:
                if {int(c) for c in a.args} == want:
                    return a
            if "keep" in verbs:
                return verbs["keep"][0]
            return discards[0] if discards else legal[0]
        if ph == "declare":
            for verb in ("not-good", "equal"):
                if verb in verbs:
                    return verbs[verb][0]
            for verb in ("point", "sequence", "quatorze", "trio"):
                if verb in verbs:
                    return verbs[verb][0]                      # the first listed is the best
            return legal[0]
        plays = [a for a in legal if a.verb == "play"]
        cards = [int(a.args[0]) for a in plays]
        if not view["trick"]:
            length = {s: sum(1 for c in cards if _suit(c) == s) for s in range(4)}
            pick = max(cards, key=lambda c: (_rank(c) == 14, length[_suit(c)], _rank(c)))
        else:
            led = int(parse_card(view["trick"][0][1]))
            best = max((int(parse_card(c)) for _, c in view["trick"] if _suit(int(parse_card(c))) == _suit(led)))
            winners = [c for c in cards if _suit(c) == _suit(led) and c > best]
            pick = min(winners) if winners else min(cards, key=lambda c: (_suit(c) == _suit(led), _rank(c)))
        return next(a for a in plays if int(a.args[0]) == pick)
