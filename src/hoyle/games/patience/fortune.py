"""Fortune telling with Etteilla's thirty-two cards (Foster 1914, seed 001 part 5 §10; catalog
001_part5.md §10, row ``fortune-telling``).

Not a game to be won: the deal is chance and the "play" is the reading. One seat, the client,
takes the decisions the book leaves to the client; the state does the rest.

A consultation, in order:

1. ``significator WHO``: the card that stands for the client (:data:`SIGNIFICATORS`:
   ``fair-man``, a fair married man, the king of diamonds; ``dark-man`` the king of clubs;
   ``bachelor`` the knave of hearts; ``fair-woman`` the queen of hearts; ``dark-woman`` the
   queen of clubs).
2. The thirty-two cards (A K Q J 10 9 8 7 of each suit) are shuffled; each lies upright or
   reversed at random (the cards are single-headed, so the way a card lies means something).
   ``cut N`` (N = 1..31): the client cuts with the left hand, lifting N cards from the top
   to the bottom.
3. The count of sevens (:func:`seven_count`): six cards go one at a time from the top to the
   bottom and the seventh is laid face up, again and again, until twelve lie on the table. If
   the significator is not among them the whole pack is shuffled again and the client cuts
   again (step 2).
4. The twelve are shuffled, the client cuts them (``cut N``, N = 1..11), and they are dealt one
   at a time into four packets of three, in turn: the Person, the House, the Future, the
   Surprise. The reading follows (:func:`read`), and the deal is over.

Reading: each card's meaning upright or reversed (:data:`MEANINGS`, the lookup table; where
the book gives no reversed meaning the upright one stands); the book's "followed by" readings
(the ten of clubs followed by the nine of diamonds or of spades, the eight of spades followed by
the seven of diamonds, the seven of spades followed by a heart) are read **within a packet**, in
the order its cards were dealt (our reading: the book does not say across what line); the
combinations (four, three or two of a rank, :data:`COMBINATIONS`) are read among the twelve.

Outcome ``[0]``: a reading is neither won nor lost (utility one-player-score, the count always
0). The pack order and the lie of the cards are hidden until laid out.
"""

from __future__ import annotations

from typing import Any

from ...cards import Card, parse_card, piquet_pack
from ...core import Action, DealNotOver, GameState, LawBook

__all__ = ["FortuneState", "MEANINGS", "COMBINATIONS", "SIGNIFICATORS", "seven_count", "read",
           "FORTUNE_LAWS", "PACKETS"]

#: the client, as the action names him or her -> (the significator card, who it stands for)
#: (001 part 5 §10); the client names a person, not a card, so no card is shown by choosing
SIGNIFICATORS: dict[str, tuple[str, str]] = {
    "fair-man": ("KD", "a fair married man"), "dark-man": ("KC", "a dark married man"),
    "bachelor": ("JH", "a bachelor"), "fair-woman": ("QH", "a fair woman"),
    "dark-woman": ("QC", "a dark woman"),
}

#: the four packets of three, in the order they are dealt
PACKETS = ("Person", "House", "Future", "Surprise")

#: card -> (upright meaning, reversed meaning or None: the upright one stands); our words
MEANINGS: dict[str, tuple[str, str | None]] = {
    "AH": ("the home", None),
    "KH": ("a benefactor", "a man who means well but cannot help"),
    "QH": ("all that is lovely in a woman", "you must wait for your hopes"),
    "JH": ("a useful man", "a man of little use"),
    "TH": ("a pleasant surprise", None),
    "9H": ("a reconciliation", None),
    "8H": ("children", None),
    "7H": ("a happy marriage", "a middling marriage"),
    "AC": ("profit in business or at play", None),
    "KC": ("a just man who likes you", "an obstacle to his intentions"),
    "QC": ("your beloved", "your beloved is jealous"),
    "JC": ("a likely marriage", "the marriage may be put off"),
    "TC": ("success in business", None),
    "9C": ("success in love", None),
    "8C": ("great expectations", None),
    "7C": ("small love affairs", "trouble from small love affairs"),
    "AD": ("a letter or a notice", None),
    "KD": ("a man to be feared", "trouble from him all the same"),
    "QD": ("a scold or a gossip", "she will weary you"),
    "JD": ("a bearer of bad news", "news worse than expected"),
    "TD": ("an unexpected journey", None),
    "9D": ("money expected will not come", None),
    "8D": ("the surprising conduct of a young man", None),
    "7D": ("luck in lotteries, play or speculation", "a small sum of luck"),
    "AS": ("love affairs", None),
    "KS": ("the police or the sheriff", "a lawsuit lost"),
    "QS": ("a gay and deceiving widow", "she will fool you"),
    "JS": ("a disagreeable young man", "he will do you harm"),
    "TS": ("prison", None),
    "9S": ("annoying delays in business", None),
    "8S": ("bad news", None),
    "7S": ("quarrels, lasting ones", "rows in the family"),
}

#: (card, the card that follows it in a packet, what the pair means); our words
FOLLOWED_BY: tuple[tuple[str, str, str], ...] = (
    ("TC", "9D", "a bill not paid on time"),
    ("TC", "9S", "the whole account lost"),
    ("8S", "7D", "quarrels"),
)

#: rank letter -> {4: ..., 3: ..., 2: ...} meanings of several of a rank among the twelve
COMBINATIONS: dict[str, dict[int, str]] = {
    "A": {4: "death", 3: "debauchery", 2: "enmity"},
    "K": {4: "honours", 3: "success in business", 2: "good advice"},
    "Q": {4: "scandal", 3: "debauchery", 2: "friendship"},
    "J": {4: "a contagious disease", 3: "idleness", 2: "quarrels"},
    "T": {4: "unpleasant events", 3: "a change of residence", 2: "a loss"},
    "9": {4: "good deeds", 3: "frivolity", 2: "money"},
    "8": {4: "failure in business or in love", 3: "a marriage", 2: "trouble"},
    "7": {4: "intrigues", 3: "pleasure", 2: "small affairs and gossip"},
}

RANK_WORDS = {"A": "aces", "K": "kings", "Q": "queens", "J": "knaves", "T": "tens", "9": "nines",
              "8": "eights", "7": "sevens"}

FORTUNE_LAWS = LawBook.of("Fortune telling (Etteilla)", "seed 001 part 5 §10", [
    ("F1", "significator", "The client's card is chosen first: one of the two kings, the knave of hearts or "
     "the two queens that stand for the client.", "any other card is refused"),
    ("F2", "cut", "The client cuts with the left hand, leaving cards on both sides of the cut.",
     "a cut of none or all of the cards is refused"),
    ("F3", "sevens", "Every seventh card is laid face up and the six between go to the bottom, until twelve "
     "are out; without the significator among them the pack is shuffled and counted again.", ""),
    ("F4", "packets", "The twelve, shuffled and cut, are dealt into four packets of three: the Person, the "
     "House, the Future, the Surprise.", ""),
])


def seven_count(pack: list, out: int = 12, every: int = 7) -> list:
    """The cards laid out by the count of sevens (001 part 5 §10): from ``pack`` (top first),
    ``every - 1`` cards go one by one to the bottom and the next is laid out, until ``out``
    lie on the table; the laid cards in the order laid. Pure; raises ValueError for ``out``
    above the pack's size (a programming error: the game always asks 12 of 32)."""
    if not 0 <= out <= len(pack) or every < 1:
        raise ValueError(f"cannot lay {out} of {len(pack)} cards by {every}s")
    rest = list(pack)
    laid = []
    while len(laid) < out:
        for _ in range(every - 1):
            rest.append(rest.pop(0))
        laid.append(rest.pop(0))
    return laid


def _name(c: Card) -> str:
    return str(c)


def read(packets: list[list[tuple[Card, bool]]]) -> list[str]:
    """The reading of four packets (each a list of ``(card, reversed)`` in the order dealt):
    a line per packet (its cards' meanings, and a "followed by" meaning within it), then the
    combinations among the twelve. Lines of text in our words."""
    lines = []
    for name, packet in zip(PACKETS, packets):
        words = []
        for card_, rev in packet:
            up, down = MEANINGS[_name(card_)]
            words.append(f"{card_}{' reversed' if rev else ''}: {down if rev and down else up}")
        names = [_name(c) for c, _ in packet]
        for a, b, meaning in FOLLOWED_BY:
            if any(names[i] == a and names[i + 1] == b for i in range(len(names) - 1)):
                words.append(f"{a} then {b}: {meaning}")
        if "7S" in names:
            i = names.index("7S")
            if i + 1 < len(names) and names[i + 1].endswith("H"):
                words.append("7S then a heart: the quarrels will not last")
        lines.append(f"{name}: " + "; ".join(words))
    count: dict[str, int] = {}
    for packet in packets:
        for c, _ in packet:
            r = _name(c)[0]
            count[r] = count.get(r, 0) + 1
    combos = [f"{('two', 'three', 'four')[n - 2]} {RANK_WORDS[r]}: {COMBINATIONS[r][n]}"
              for r in "AKQJT987" for n in (count.get(r, 0),) if n >= 2]
    lines.append("Combinations: " + ("; ".join(combos) if combos else "none"))
    return lines


class FortuneState(GameState):
    """One consultation (see the module docstring). Phases: ``significator``, ``cut`` (the
    32), ``cut12`` (the twelve), ``over``. View: ``phase``, ``significator``, ``laid`` (the
    twelve of the count of sevens, ``"RC"`` or ``"RC/R"`` reversed), ``packets``, ``reading``
    (lines), ``counts`` (how many times the 32 were counted). ``dealer_positions = 0``."""

    unit = "points"              # the outcome: always 0, a reading is neither won nor lost
    amount_unit = "cards"        # ``cut N``: N cards lifted
    dealer_positions = 0

    def __init__(self, num_players: int = 1, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        from ...core import SetupError
        if num_players != 1:
            raise SetupError(f"a fortune is told to one client, not {num_players} players")
        self.phase = "significator"
        self.sig: Card | None = None
        self.who: str | None = None
        self.deck: list[Card] = []
        self.rev: dict[Card, bool] = {}
        self.laid: list[Card] = []
        self.packets: list[list[Card]] = []
        self.counts = 0
        self.reading: list[str] = []
        self._new_pack()

    def _new_pack(self) -> None:
        self.deck = self.shuffler.shuffle(list(piquet_pack().cards))
        bits = self.shuffler.randint(1 << 32)
        self.rev = {c: bool(bits >> i & 1) for i, c in enumerate(sorted(self.deck))}

    def clone(self) -> "FortuneState":
        import copy
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.deck = list(self.deck)
        new.rev = dict(self.rev)
        new.laid = list(self.laid)
        new.packets = [list(p) for p in self.packets]
        new.reading = list(self.reading)
        new.history = list(self.history)
        new.log = list(self.log)
        new.context = dict(self.context)
        new.shuffler = copy.deepcopy(self.shuffler)
        return new

    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else 0

    def legal_actions(self) -> list[Action]:
        if self.phase == "significator":
            return [Action("significator", (w,)) for w in SIGNIFICATORS]
        if self.phase == "cut":
            return [Action("cut", (n,)) for n in range(1, 32)]
        if self.phase == "cut12":
            return [Action("cut", (n,)) for n in range(1, 12)]
        return []

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == "significator":
            return ("the significator is one of " + ", ".join(f"{k} ({v[1]})" for k, v in SIGNIFICATORS.items()),
                    FORTUNE_LAWS.cite("F1"))
        if self.phase in ("cut", "cut12") and action.verb == "cut":
            n = 32 if self.phase == "cut" else 12
            return (f"a cut lifts 1 to {n - 1} of the {n} cards", FORTUNE_LAWS.cite("F2"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "significator":
            self.who = action.args[0]
            self.sig = parse_card(SIGNIFICATORS[self.who][0])
            self.phase = "cut"
            self.log.append(f"the significator is the {self.sig.name} ({SIGNIFICATORS[self.who][1]})")
            return
        n = action.args[0]
        if self.phase == "cut":
            self.deck = self.deck[n:] + self.deck[:n]
            self.counts += 1
            laid = seven_count(self.deck)
            if self.sig not in laid:
                self.log.append("the significator did not come out: the pack is shuffled again")
                self._new_pack()
                return
            self.laid = laid
            self.deck = self.shuffler.shuffle(laid)
            self.phase = "cut12"
            self.log.append("twelve cards are out: " + " ".join(self._label(c) for c in laid))
            return
        twelve = self.deck[n:] + self.deck[:n]
        self.packets = [twelve[i::4] for i in range(4)]
        self.reading = read([[(c, self.rev[c]) for c in p] for p in self.packets])
        self.phase = "over"
        self.log.extend(self.reading)

    def _label(self, c: Card) -> str:
        return f"{c}/R" if self.rev[c] else str(c)

    def outcome(self) -> list[int]:
        """``[0]``: a reading is not won or lost; DealNotOver before it is read."""
        if self.phase != "over":
            raise DealNotOver("the cards are not read yet")
        return [0]

    def result_text(self) -> str | None:
        return "\n".join(self.reading) if self.phase == "over" else None

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"game": "fortune-telling", "phase": self.phase, "seat": seat, "to_act": self.to_act,
                "significator": None if self.sig is None else f"the {self.sig.name}",
                "client": None if self.who is None else SIGNIFICATORS[self.who][1],
                "laid": [self._label(c) for c in self.laid] if self.phase == "over" or self.laid else [],
                "packets": {name: [self._label(c) for c in p] for name, p in zip(PACKETS, self.packets)},
                "reading": list(self.reading), "counts": self.counts,
                "outcome": [0] if self.phase == "over" else None}

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The significator, the twelve of the count of sevens, the four packets and the
        reading, or what the client is to do next."""
        lines = [f"Fortune telling - {view['phase']}"]
        sig = view.get("significator")
        lines.append(f"Significator: {sig}, for {view['client']}" if sig else
                     "Choose the significator: " + ", ".join(f"{k} ({v[1]})" for k, v in SIGNIFICATORS.items()))
        if view.get("counts"):
            lines.append(f"The pack was counted by sevens {view['counts']} time(s)")
        if view.get("laid"):
            lines.append("Twelve out: " + " ".join(view["laid"]))
        for name, cards in (view.get("packets") or {}).items():
            lines.append(f"{name}: {' '.join(cards)}")
        if view.get("reading"):
            lines.append("The reading:")
            lines.extend(f"  {ln}" for ln in view["reading"])
        elif view["phase"] == "cut":
            lines.append("Cut the thirty-two with the left hand: cut N (1..31)")
        elif view["phase"] == "cut12":
            lines.append("Cut the twelve: cut N (1..11)")
        return "\n".join(lines)

    def card_locations(self) -> dict[str, list[Card]]:
        if self.phase == "over":
            rest = [c for c in piquet_pack().cards if c not in self.laid]
            return {"pack": rest, **{n.lower(): list(p) for n, p in zip(PACKETS, self.packets)}}
        if self.phase == "cut12":
            return {"pack": [c for c in piquet_pack().cards if c not in self.laid], "twelve": list(self.deck)}
        return {"pack": list(self.deck)}

    def hidden_cards(self, seat: int | None) -> list[Card]:
        """The cards not laid out (face down, their order and lie unseen); the twelve are seen
        once the count of sevens lays them."""
        if self.phase in ("over", "cut12"):
            return [c for c in piquet_pack().cards if c not in self.laid]
        return list(self.deck)

    def pack(self) -> list[Card]:
        return list(piquet_pack().cards)

