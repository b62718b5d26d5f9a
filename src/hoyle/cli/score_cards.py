"""``hoyle score whist|auction-bridge|piquet|pinochle|... [--deals "NS 8; EW 9 honours EW 3"] [--json]``: the score
card of a card game played with a real pack (:mod:`hoyle.mechanics.scorecard`), dispatched from
``hoyle score`` (:mod:`hoyle.cli.score`) for the games that have one.

Each deal is one line, as the players announce it (the game's ``line_format``):

* whist (``whist``, ``whist-english``, ``whist-american``): ``NS 8`` (North-South took 8
  tricks; a bare ``8``: the dealer's side), then ``honours NS 4`` / ``honours EW 3`` /
  ``honours 2-2`` and ``revoke EW tricks|deduct|add`` (English laws 3, 72);
* auction bridge (``auction-bridge``): ``NS 3H 9`` (the declaring side, the contract: level
  1-7 and S C D H R NT, ``x`` doubled, ``xx`` redoubled, and the tricks the declarer took),
  then ``honours EW 4+1`` (a total, or the two hands' split) and ``revoke EW [points]``;
* straight bridge (``straight-bridge``, ``bridge``): ``EW NTx 9`` (the makers, who are the
  dealer's side, the trump S C D H NT, one ``x`` per doubling, the tricks they took), then
  honours and revokes as at auction (001 part 1 §3.1-3.2);
* two-hand cribbage (``cribbage``, ``cribbage-five-card``, ``cribbage-seven-card``): ``20 10``,
  the points seat 0 and seat 1 pegged in the deal (``out 1``: who pegged out first); three-hand
  (``cribbage-three-hand``) three numbers, four-hand (``cribbage-four-hand``) one a partnership;
* euchre (four-hand): ``NS 3`` (the makers and their tricks), ``EW 5 alone``, ``pass``;
* piquet au cent (``piquet``) and rubicon piquet (``rubicon-piquet``): what each player (``N``
  and ``S``, or ``elder`` and ``dealer``) scored, class by class as called, ``N point 5 sequence
  15 set 14 repique 60 tricks 7 cards 10 S tricks 5`` (blanche, point, sequence, set, repique,
  tricks, pique, cards, capot), or his total, ``N 71 S 27``; ``out N`` at au cent when both pass
  100 and the counting order cannot tell who was first (law 24); ``void`` for a deal annulled;
  rubicon is settled after the partie of six deals (the rubicon below 100, 001 part 5 §2.5);
* two-hand pinochle (``pinochle``): ``N melds 180 cards 130 S melds 80 cards 120`` (one count of
  the cards is enough: a deal played out holds 250), ``claim N`` for a claim of the game, to
  1000 (then 1250 when both pass it unclaimed).

``--names "Ann,Bob,Cy,Dee"`` names the players in seat order (N E S W at whist, bridge and euchre;
N and S at piquet and pinochle; seat 0, 1, ... at cribbage): the sheet says who sits where, and the
settlement and ``--json`` name them, and an entry may name a player where it names his seat or
side (``Ann 71 Bob 27`` at piquet, ``Bob 8`` at whist: Bob's side, ``out Ann`` at cribbage).
Whist and bridge take five or more names: a club table (:mod:`hoyle.mechanics.table`), formed by
``cut NAME CARD ...`` lines (``cut draw``: the card draws them), which says who plays, the partners
and the dealer, and after each rubber who goes out and who comes in; settled per member. It is
complete at six: the others wait for a place in the order of their cut (EW law 17), ``enter
NAME`` adds a candidate (before anyone cuts, law 21; at a complete table, to those waiting) and
``leave NAME`` retires a member (at the end of the rubber he plays) or withdraws a candidate.

``correct N: LINE`` re-enters deal N where the game's law on a disputed score allows it
(English whist law 11, auction laws 12-13). From ``--deals`` the deals are separated by ``;``
or new lines; without it one line at a time is read from the standard input until its end
or ``quit``, the entry's score printed after each and the sheet with the settlement at the end.

``--save FILE`` writes the card's record (:func:`hoyle.mechanics.scorecard.card_record`: the
card as ``--json`` prints it, with the accepted lines as typed); ``hoyle replay FILE`` enters
them again, checks each deal's line and the settlement against it, and prints the sheet
(:func:`replay_card`).
"""

from __future__ import annotations

import sys

from rich.markup import escape

from ._common import console, fail, print_json

__all__ = ["score_card_command", "has_score_card", "replay_card", "DEALS_HELP"]

DEALS_HELP = ('card games: the deals, separated by ";", as announced: whist "NS 8 honours EW 3; '
              'EW 9 revoke NS tricks" (a bare number: the dealer\'s side\'s tricks), auction bridge '
              '"NS 3H 9 honours NS 4+0; EW 2NTx 7 revoke NS" (side, level 1-7 and S C D H R NT, '
              'x doubled, xx redoubled, tricks taken), straight bridge "EW NTx 9" (the dealer\'s side, the trump, '
              'one x a doubling, tricks), cribbage "20 10; 25 8" (points pegged by seat 0 '
              'and seat 1; three-hand three numbers, four-hand one a partnership), euchre "NS 3; EW 5 alone; pass" (makers and their tricks), piquet and rubicon-piquet "N point 5 sequence 15 '
              'tricks 7 cards 10 S set 14 tricks 5; N 71 S 27 out N" (what each player scored, class by class '
              'or in all; out: who counted out first), pinochle "N melds 180 cards 130 S melds 80 [claim N]" '
              '(melds and counted cards; one count is enough); "correct N: LINE" corrects deal N where the law allows')


def has_score_card(game: str) -> bool:
    """Whether ``game`` (a slug or alias) is kept on a card-game score card."""
    from ..core import HoyleError, get_game
    from ..mechanics.scorecard import score_card_games
    try:
        return get_game(game).slug in score_card_games()
    except HoyleError:
        return False


def _one(card, text: str) -> str:
    """Enter one line (or a ``correct N: LINE``); returns what it scored."""
    from ..mechanics.scorecard import enter_line
    return enter_line(card, text)


def save_card(card, typed: list[str], path) -> None:
    """Write the card's record to ``path`` (``--save FILE``): ``hoyle replay FILE`` reads it."""
    from ..core.record import save_record
    from ..mechanics.scorecard import card_record
    try:
        save_record(card_record(card, typed), path)
    except OSError as exc:
        fail(f"cannot write {path}: {exc}")


def replay_card(rec, json: bool) -> None:
    """``hoyle replay FILE`` of a score card's record (:func:`~hoyle.mechanics.scorecard.card_from_record`):
    every deal entered again and checked; the sheet printed as ``hoyle score`` printed it."""
    from ..core import HoyleError
    from ..mechanics.scorecard import card_from_record
    try:
        card = card_from_record(rec)
    except HoyleError as exc:
        fail(str(exc))
    if json:
        print_json({**card.to_json(), "verified": True})
        return
    n = len(card.entries)
    console.print(escape(f"{card.slug}: the score card's {n} deal{'s' if n != 1 else ''} entered again "
                         "and checked"), soft_wrap=True)
    console.print(escape(card.sheet()), soft_wrap=True)


def score_card_command(game: str, deals: str | None, json: bool, names: list[str] | None = None,
                       save=None) -> None:
    """Keep the score card of ``game`` from ``deals`` (``;``-separated) or from standard input;
    print the sheet and the settlement (or, with ``json``, the card as JSON). A refused entry
    prints its reason: from ``deals`` it ends the command (exit code 2), from the terminal the
    entry is refused and the next line read. ``names``: the players in seat order
    (:meth:`~hoyle.mechanics.scorecard.ScoreCard.name_players`). ``save``: a path to write the
    card's record to (:func:`save_card`), the accepted lines as typed."""
    from ..core import HoyleError
    from ..mechanics.scorecard import score_card
    try:
        card = score_card(game)
        if names:
            card.name_players(names)
    except HoyleError as exc:
        fail(str(exc))
    typed: list[str] = []
    if deals is not None:
        todo = [d.strip() for d in deals.replace("\n", ";").split(";") if d.strip()]
        for i, text in enumerate(todo, start=1):
            try:
                _one(card, text)
            except HoyleError as exc:
                fail(f"deal {i} ({text[:40]}): {exc}")
            typed.append(text)
    else:
        if not json:
            console.print(escape(f"{card.game.title}: one deal a line, e.g. {card.line_format}"), soft_wrap=True)
        for line in sys.stdin:
            text = line.strip()
            if not text:
                continue
            if text.lower() in ("quit", "exit", "q"):
                break
            try:
                said = _one(card, text)
            except HoyleError as exc:
                console.print(f"[red]refused:[/] {escape(str(exc))}", soft_wrap=True)
                continue
            typed.append(text)
            if not json:
                console.print(escape(said), soft_wrap=True)
    if save is not None:
        save_card(card, typed, save)
    if json:
        print_json(card.to_json())
    else:
        console.print(escape(card.sheet()), soft_wrap=True)
