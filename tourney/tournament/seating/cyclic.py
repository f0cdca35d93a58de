"""Zero-repeat seat schedules by the method of differences (base rounds developed cyclically).

A schedule here is a cyclic development: the players are the elements of an additive group G (the
integers modulo m) times a few groups of players, plus a few fixed "infinity" players. One base
round (a parallel class of tables) is written down; round t adds t to every player's element and
leaves the infinity players where they are. Two players (x, g) and (y, h) then meet in as many
rounds as there are base-table pairs of the same groups with the same difference y − x, so a base
round whose differences are all distinct gives rounds in which nobody meets anybody twice
(the method of differences for resolvable designs; see Hanani, Ray-Chaudhuri and Wilson,
"On resolvable designs", Discrete Math. 3 (1972), and Furino, Miao and Yin, "Frames and
Resolvable Designs", 1996). The base rounds below were found by a small search of our own
(``tools/find_base_rounds.py``) and are checked by the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

INFINITY = -1


@dataclass(frozen=True)
class CyclicDesign:
    """A base round over Z_m x ``groups`` plus ``infinities`` fixed players, developed m times."""

    modulus: int
    groups: int
    infinities: int
    base: tuple[tuple[tuple[int, int], ...], ...]  # tables of (element, group); (INFINITY, i) is ∞_i

    @property
    def players(self) -> int:
        return self.modulus * self.groups + self.infinities

    def index(self, element: int, group: int) -> int:
        """The player index 0..players-1 of a point of the design."""
        if element == INFINITY:
            return self.modulus * self.groups + group
        return group * self.modulus + element % self.modulus

    def round(self, t: int) -> list[list[int]]:
        """Round t of the development: every element shifted by t, infinity players fixed."""
        return [
            [self.index(x if x == INFINITY else x + t, g) for x, g in table] for table in self.base
        ]

    def rounds(self) -> list[list[list[int]]]:
        return [self.round(t) for t in range(self.modulus)]


def base_round(text: str) -> tuple[tuple[tuple[int, int], ...], ...]:
    """A base round written compactly: tables separated by "/", players as ``element.group``, the
    fixed players as ``∞i``; e.g. ``"∞0 2.0 8.1 5.2 / 6.0 7.0 7.1 3.2"``."""
    def point(word: str) -> tuple[int, int]:
        if word.startswith("∞"):
            return INFINITY, int(word[1:])
        element, group = word.split(".")
        return int(element), int(group)

    return tuple(tuple(point(w) for w in table.split()) for table in text.split("/"))


# 24 players, 7 rounds, nobody meets anybody twice: Z_7 x 3 groups + 3 infinity players.
DESIGN_24 = CyclicDesign(
    modulus=7,
    groups=3,
    infinities=3,
    base=(
        ((INFINITY, 0), (5, 0), (6, 1), (0, 2)),
        ((INFINITY, 1), (3, 0), (2, 1), (2, 2)),
        ((INFINITY, 2), (0, 0), (5, 1), (1, 2)),
        ((1, 0), (2, 0), (4, 0), (4, 1)),
        ((6, 0), (6, 2), (3, 2), (4, 2)),
        ((0, 1), (3, 1), (1, 1), (5, 2)),
    ),
)

# 40 players, 13 rounds, everybody meets everybody exactly once (a resolvable 2-(40,4,1) design):
# Z_13 x 3 groups + 1 infinity player. The base round is invariant under multiplying the elements
# by 3 (a cube root of unity mod 13), which is how the search found it: three tables and their
# multiples by 3 and 9.
DESIGN_40 = CyclicDesign(
    modulus=13,
    groups=3,
    infinities=1,
    base=(
        ((INFINITY, 0), (0, 0), (0, 1), (0, 2)),
        ((2, 1), (3, 1), (1, 2), (4, 2)),
        ((6, 1), (9, 1), (3, 2), (12, 2)),
        ((1, 1), (5, 1), (9, 2), (10, 2)),
        ((2, 0), (4, 0), (7, 1), (12, 1)),
        ((6, 0), (12, 0), (8, 1), (10, 1)),
        ((5, 0), (10, 0), (4, 1), (11, 1)),
        ((8, 0), (9, 0), (6, 2), (11, 2)),
        ((1, 0), (11, 0), (5, 2), (7, 2)),
        ((3, 0), (7, 0), (2, 2), (8, 2)),
    ),
)

# 60 players, 15 rounds, nobody meets anybody twice: Z_15 x 4 groups, no infinity player.
DESIGN_60 = CyclicDesign(
    modulus=15,
    groups=4,
    infinities=0,
    base=(
        ((12, 0), (11, 1), (0, 2), (8, 3)),
        ((3, 1), (4, 1), (10, 1), (10, 3)),
        ((7, 0), (14, 0), (4, 2), (14, 2)),
        ((8, 0), (6, 1), (8, 1), (9, 3)),
        ((0, 0), (10, 0), (12, 3), (13, 3)),
        ((4, 0), (5, 0), (13, 1), (13, 2)),
        ((9, 0), (1, 1), (0, 3), (3, 3)),
        ((2, 1), (5, 2), (11, 2), (6, 3)),
        ((6, 0), (9, 1), (12, 1), (8, 2)),
        ((0, 1), (6, 2), (5, 3), (11, 3)),
        ((13, 0), (14, 1), (9, 2), (12, 2)),
        ((1, 0), (3, 0), (5, 1), (7, 2)),
        ((1, 2), (3, 2), (7, 3), (14, 3)),
        ((2, 2), (10, 2), (2, 3), (4, 3)),
        ((2, 0), (11, 0), (7, 1), (1, 3)),
    ),
)

# 28 players, 8 rounds, nobody meets anybody twice: Z_8 x 3 groups + 4 infinity players.
DESIGN_28 = CyclicDesign(
    modulus=8,
    groups=3,
    infinities=4,
    base=(
        ((INFINITY, 0), (1, 0), (1, 1), (2, 2)),
        ((INFINITY, 1), (2, 0), (3, 1), (6, 2)),
        ((0, 0), (4, 1), (6, 1), (7, 1)),
        ((INFINITY, 2), (5, 0), (2, 1), (4, 2)),
        ((4, 0), (6, 0), (7, 0), (1, 2)),
        ((0, 1), (0, 2), (5, 2), (7, 2)),
        ((INFINITY, 3), (3, 0), (5, 1), (3, 2)),
    ),
)

# 56 players, 15 rounds, nobody meets anybody twice: Z_15 x 3 groups + 11 infinity players.
DESIGN_56 = CyclicDesign(
    modulus=15,
    groups=3,
    infinities=11,
    base=(
        ((INFINITY, 9), (14, 0), (2, 1), (5, 2)),
        ((0, 2), (7, 2), (9, 2), (10, 2)),
        ((INFINITY, 3), (3, 0), (7, 1), (12, 2)),
        ((INFINITY, 7), (12, 0), (11, 1), (13, 2)),
        ((INFINITY, 4), (0, 0), (1, 1), (11, 2)),
        ((INFINITY, 6), (10, 0), (4, 1), (2, 2)),
        ((INFINITY, 5), (2, 0), (10, 1), (6, 2)),
        ((INFINITY, 0), (6, 0), (12, 1), (1, 2)),
        ((INFINITY, 1), (1, 0), (13, 1), (14, 2)),
        ((INFINITY, 2), (13, 0), (3, 1), (3, 2)),
        ((INFINITY, 8), (7, 0), (5, 1), (4, 2)),
        ((INFINITY, 10), (8, 0), (0, 1), (8, 2)),
        ((6, 1), (8, 1), (9, 1), (14, 1)),
        ((4, 0), (5, 0), (9, 0), (11, 0)),
    ),
)

CYCLIC_DESIGNS = (DESIGN_24, DESIGN_28, DESIGN_40, DESIGN_56, DESIGN_60)


def cyclic_schedules(players: int) -> list[list[list[list[int]]]]:
    """Every built-in cyclic schedule for ``players`` players (players 0..N-1)."""
    return [design.rounds() for design in CYCLIC_DESIGNS if design.players == players]
