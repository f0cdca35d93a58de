"""Deals no table can produce (issue 28), refused with the rule that says why.

Each ruleset lists its impossibility rules in ``docs/rules/<ruleset>.md`` ("Impossible deals") and in
its ``impossible`` class attribute: pairs of a rule id (``RI-N01``, ``FIMJ-N01`` …) and a test of one
winner. The tests here are shared: a test returns the sentence saying what cannot happen, or None.
:func:`refuse_impossible` runs them after the ruleset's own checks and raises the engine's error
(``bad_deal``) with the rule id in the message. Every test reads the win flags only, so a win without
flags (most wins) costs one look.
"""

from __future__ import annotations

from collections.abc import Callable

from tourney.errors import EngineError
from tourney.language import Words, say
from tourney.notation import format_meld
from tourney.rules.deal import Deal, Seat, Win, at_seat

Test = Callable[[Deal, Seat, Win], "Words | None"]
Rules = tuple[tuple[str, Test], ...]

_DEALT = ("heavenly", "first_draw", "first_discard")  # wins on the dealt hand or the first turn
_SITUATIONS = ("last_tile", "last_discard", "replacement", "robbing_kong", "ippatsu")


def refuse_impossible(deal: Deal, rules: Rules) -> None:
    """Raise ``bad_deal`` naming the first impossibility rule a winner breaks."""
    for seat in deal.winners:
        win = seat.win
        if win is None or not win.flags:
            continue
        for rule, test in rules:
            problem = test(deal, seat, win)
            if problem is not None:
                raise EngineError("bad_deal", at_seat(seat.wind, say("{problem} ({rule})", problem=problem,
                                                                     rule=rule)))


def foreign_flags(own: frozenset[str]) -> Test:
    """A win flag another ruleset uses and this one does not (it would be silently ignored)."""
    def test(deal: Deal, seat: Seat, win: Win) -> Words | None:
        foreign = sorted(win.flags - own)
        if not foreign:
            return None
        return say('the win flag "{flag}" belongs to another ruleset; {ruleset} uses: {flags}',
                   flag=foreign[0], ruleset=deal.ruleset, flags=", ".join(sorted(own)))
    return test


def dealt_hand_with_melds(flag: str) -> Test:
    """A win with the dealt hand (or on the first draw) shows no meld, open or declared: no call and no
    kong can come before it."""
    def test(deal: Deal, seat: Seat, win: Win) -> Words | None:
        if flag in win.flags and seat.hand.melds:
            return say('"{flag}" is a win before any call or kong, but the hand shows the meld {meld}',
                       flag=flag, meld=format_meld(seat.hand.melds[0]))
        return None
    return test


def first_discard_with_melds(deal: Deal, seat: Seat, win: Win) -> Words | None:
    """A win on East's first discard: the winner holds the dealt 13 tiles, at most the claimed set shown."""
    if "first_discard" not in win.flags:
        return None
    for meld in seat.hand.melds:
        if meld.kind == "kong" or not meld.exposed or win.tile not in meld.tiles:
            return say('"first_discard" is a win on the first discard of the hand, before any call or '
                       "kong, but the hand shows the meld {meld}", meld=format_meld(meld))
    if sum(1 for meld in seat.hand.melds if meld.exposed) > 1:
        return say('"first_discard" is a win on the first discard of the hand: only the set it completes '
                   "can be shown")
    return None


def replacement_without_kong(with_bonus: bool) -> Test:
    """A replacement tile is drawn after a kong (and, where bonus tiles are played, after one of them)."""
    def test(deal: Deal, seat: Seat, win: Win) -> Words | None:
        if "replacement" not in win.flags:
            return None
        hand = seat.hand
        if hand.kongs or (with_bonus and hand.bonus):
            return None
        if with_bonus:
            return say('"replacement" is a tile drawn after a kong or a bonus tile, but the hand has '
                       "neither")
        return say('"replacement" is a tile drawn after a kong, but the hand has no kong')
    return test


def kong_needed(flag: str) -> Test:
    """A flag that names a win after a kong, on a hand with no kong."""
    def test(deal: Deal, seat: Seat, win: Win) -> Words | None:
        if flag in win.flags and not seat.hand.kongs:
            return say('"{flag}" is a win after a kong, but the hand has no kong', flag=flag)
        return None
    return test


def last_discard_and_robbing(deal: Deal, seat: Seat, win: Win) -> Words | None:
    """A robbed kong tile is not a discard: it cannot be the last discard of the hand too."""
    if "last_discard" in win.flags and "robbing_kong" in win.flags:
        return say('"last_discard" and "robbing_kong" exclude each other: the robbed tile is added to a '
                   "kong, not discarded")
    return None


def robbed_tile_held(deal: Deal, seat: Seat, win: Win) -> Words | None:
    """Robbing a kong takes the fourth copy of a tile whose other three are the konger's pung."""
    if "robbing_kong" not in win.flags:
        return None
    index = win.tile.index
    held = sum(1 for t in seat.hand.concealed if t.index == index)
    held += sum(1 for meld in seat.hand.melds for t in meld.tiles if t.index == index)
    if held > 1:
        return say('"robbing_kong": the other three {tile} are in the kong robbed, but the winner holds '
                   "{count}", tile=str(win.tile), count=held)
    return None


def dealt_hand_alone(deal: Deal, seat: Seat, win: Win) -> Words | None:
    """A win with the dealt hand or on the first turn comes before the wall ends, a kong or a riichi."""
    dealt = [f for f in _DEALT if f in win.flags]
    other = [f for f in _SITUATIONS if f in win.flags]
    if dealt and other:
        return say('"{dealt}" is a win on the first turn: it cannot also be "{other}"', dealt=dealt[0],
                   other=other[0])
    return None


# The rules most rulesets share, in their usual order (each ruleset names them with its own ids).
def classic_family(*extra: Test) -> tuple[Test, ...]:
    """The tests of the rulesets with a dealt-hand win, East's first discard and bonus tiles."""
    return (dealt_hand_with_melds("heavenly"), first_discard_with_melds,
            replacement_without_kong(with_bonus=True), last_discard_and_robbing, robbed_tile_held,
            dealt_hand_alone, *extra)


def numbered(prefix: str, tests: tuple[Test, ...]) -> Rules:
    """``PREFIX-N01``, ``-N02`` … for the tests, in order."""
    return tuple((f"{prefix}-N{i:02d}", test) for i, test in enumerate(tests, start=1))
