"""The MCR fan table (docs/rules/mcr.md, MCR-F01 … MCR-F81) as data, and what each fan leaves out.

``FANS`` gives each rule id its name and points in the Green Book's order. ``NOT_COUNTED`` is the
non-repeat principle (MCR-C01) as data: a fan scored takes away the fans it implies or excludes;
``scrub`` applies it to a tally of fan id -> times.
"""

from __future__ import annotations

from tourney.language import Words, say

FANS: dict[str, tuple[Words, int]] = {
    "MCR-F01": (say("Big Four Winds"), 88),
    "MCR-F02": (say("Big Three Dragons"), 88),
    "MCR-F03": (say("All Green"), 88),
    "MCR-F04": (say("Nine Gates"), 88),
    "MCR-F05": (say("Four Kongs"), 88),
    "MCR-F06": (say("Seven Shifted Pairs"), 88),
    "MCR-F07": (say("Thirteen Orphans"), 88),
    "MCR-F08": (say("All Terminals"), 64),
    "MCR-F09": (say("Little Four Winds"), 64),
    "MCR-F10": (say("Little Three Dragons"), 64),
    "MCR-F11": (say("All Honors"), 64),
    "MCR-F12": (say("Four Concealed Pungs"), 64),
    "MCR-F13": (say("Pure Terminal Chows"), 64),
    "MCR-F14": (say("Quadruple Chow"), 48),
    "MCR-F15": (say("Four Pure Shifted Pungs"), 48),
    "MCR-F16": (say("Four Pure Shifted Chows"), 32),
    "MCR-F17": (say("Three Kongs"), 32),
    "MCR-F18": (say("All Terminals and Honors"), 32),
    "MCR-F19": (say("Seven Pairs"), 24),
    "MCR-F20": (say("Greater Honors and Knitted Tiles"), 24),
    "MCR-F21": (say("All Even Pungs"), 24),
    "MCR-F22": (say("Full Flush"), 24),
    "MCR-F23": (say("Pure Triple Chow"), 24),
    "MCR-F24": (say("Pure Shifted Pungs"), 24),
    "MCR-F25": (say("Upper Tiles"), 24),
    "MCR-F26": (say("Middle Tiles"), 24),
    "MCR-F27": (say("Lower Tiles"), 24),
    "MCR-F28": (say("Pure Straight"), 16),
    "MCR-F29": (say("Three-Suited Terminal Chows"), 16),
    "MCR-F30": (say("Pure Shifted Chows"), 16),
    "MCR-F31": (say("All Fives"), 16),
    "MCR-F32": (say("Triple Pung"), 16),
    "MCR-F33": (say("Three Concealed Pungs"), 16),
    "MCR-F34": (say("Lesser Honors and Knitted Tiles"), 12),
    "MCR-F35": (say("Knitted Straight"), 12),
    "MCR-F36": (say("Upper Four"), 12),
    "MCR-F37": (say("Lower Four"), 12),
    "MCR-F38": (say("Big Three Winds"), 12),
    "MCR-F39": (say("Mixed Straight"), 8),
    "MCR-F40": (say("Reversible Tiles"), 8),
    "MCR-F41": (say("Mixed Triple Chow"), 8),
    "MCR-F42": (say("Mixed Shifted Pungs"), 8),
    "MCR-F43": (say("Chicken Hand"), 8),
    "MCR-F44": (say("Last Tile Draw"), 8),
    "MCR-F45": (say("Last Tile Claim"), 8),
    "MCR-F46": (say("Out with Replacement Tile"), 8),
    "MCR-F47": (say("Robbing the Kong"), 8),
    "MCR-F48": (say("All Pungs"), 6),
    "MCR-F49": (say("Half Flush"), 6),
    "MCR-F50": (say("Mixed Shifted Chows"), 6),
    "MCR-F51": (say("All Types"), 6),
    "MCR-F52": (say("Melded Hand"), 6),
    "MCR-F53": (say("Two Concealed Kongs"), 6),
    "MCR-F54": (say("Two Dragon Pungs"), 6),
    "MCR-F55": (say("Outside Hand"), 4),
    "MCR-F56": (say("Fully Concealed Hand"), 4),
    "MCR-F57": (say("Two Melded Kongs"), 4),
    "MCR-F58": (say("Last Tile"), 4),
    "MCR-F59": (say("Dragon Pung"), 2),
    "MCR-F60": (say("Prevalent Wind"), 2),
    "MCR-F61": (say("Seat Wind"), 2),
    "MCR-F62": (say("Concealed Hand"), 2),
    "MCR-F63": (say("All Chows"), 2),
    "MCR-F64": (say("Tile Hog"), 2),
    "MCR-F65": (say("Double Pung"), 2),
    "MCR-F66": (say("Two Concealed Pungs"), 2),
    "MCR-F67": (say("Concealed Kong"), 2),
    "MCR-F68": (say("All Simples"), 2),
    "MCR-F69": (say("Pure Double Chow"), 1),
    "MCR-F70": (say("Mixed Double Chow"), 1),
    "MCR-F71": (say("Short Straight"), 1),
    "MCR-F72": (say("Two Terminal Chows"), 1),
    "MCR-F73": (say("Pung of Terminals or Honors"), 1),
    "MCR-F74": (say("Melded Kong"), 1),
    "MCR-F75": (say("One Voided Suit"), 1),
    "MCR-F76": (say("No Honors"), 1),
    "MCR-F77": (say("Edge Wait"), 1),
    "MCR-F78": (say("Closed Wait"), 1),
    "MCR-F79": (say("Single Wait"), 1),
    "MCR-F80": (say("Self-Drawn"), 1),
    "MCR-F81": (say("Flower Tiles"), 1),
}
POINTS: dict[str, int] = {rule: points for rule, (_, points) in FANS.items()}
MINIMUM = 8  # MCR-R03: points needed to go out, flowers not counted


def _ids(*numbers: int) -> tuple[str, ...]:
    return tuple(f"MCR-F{n:02d}" for n in numbers)


# MCR-C01 (non-repeat): a fan scored leaves out these fans, whose conditions it already holds (or,
# for a few, that the Green Book names as not counted with it). Combination fans that a larger
# combination of the same sets already holds are left out by the set search (mcr_sets), and the
# pung counts of winds and terminals are corrected where they are counted (mcr_hand).
NOT_COUNTED: dict[str, tuple[str, ...]] = {
    "MCR-F01": _ids(48, 73, 38, 60, 61),
    "MCR-F02": _ids(59, 54),
    "MCR-F03": _ids(49, 75),
    "MCR-F05": _ids(79),
    "MCR-F08": _ids(48, 55, 73, 76, 65),
    "MCR-F09": _ids(73),
    "MCR-F10": _ids(59, 54),
    "MCR-F11": _ids(48, 55, 73, 75),
    "MCR-F12": _ids(48, 62),
    "MCR-F13": _ids(22, 63, 76),
    "MCR-F15": _ids(48),
    "MCR-F18": _ids(48, 55, 73),
    "MCR-F21": _ids(48, 68, 76),
    "MCR-F25": _ids(76),
    "MCR-F26": _ids(68, 76),
    "MCR-F27": _ids(76),
    "MCR-F29": _ids(63, 76),
    "MCR-F31": _ids(68, 76),
    "MCR-F36": _ids(76),
    "MCR-F37": _ids(76),
    "MCR-F40": _ids(75),
    "MCR-F44": _ids(80),
    "MCR-F46": _ids(80),
    "MCR-F52": _ids(79),
    "MCR-F53": _ids(66),
    "MCR-F54": _ids(59),
    "MCR-F56": _ids(80),
    "MCR-F63": _ids(76),
    "MCR-F68": _ids(76),
}
# the order the removals are made in: a fan removed by an earlier one removes nothing itself
_ORDER = [rule for rule in FANS if rule in NOT_COUNTED]
_PLACE = {rule: k for k, rule in enumerate(_ORDER)}


def scrub(tally: dict[str, int]) -> None:
    """Apply MCR-C01 to a tally of fan id -> times, in the table's order.

    Only the fans of the tally that leave others out are visited (in ``_ORDER``), not all of
    ``_ORDER``: scrubbing only removes fans, so no other fan can come to need a visit."""
    for rule in sorted(tally.keys() & _PLACE.keys(), key=_PLACE.__getitem__):
        if tally.get(rule):
            for left_out in NOT_COUNTED[rule]:
                tally.pop(left_out, None)


def scrub_plainly(tally: dict[str, int]) -> None:
    """:func:`scrub` visiting every fan of ``_ORDER`` in turn (the plain way, for the tests)."""
    for rule in _ORDER:
        if tally.get(rule):
            for left_out in NOT_COUNTED[rule]:
                tally.pop(left_out, None)
