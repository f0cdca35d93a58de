"""Which Mah Jong patterns and limit hands a classic hand fits (classic.md sections 12.3 and 12.9).

A winning hand is read in every way it fits a pattern of the preset: each standard arrangement of
:func:`tourney.rules.decompose.winning_arrangements` within the preset's chow rule (CL-Z03), and each
special pattern (CL-Z22, CL-Z24, CL-Z26–CL-Z29) it matches. :func:`limit_hands` then names the limit
hands of one reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from tourney.rules.classic.values import Preset
from tourney.rules.decompose import (
    Group,
    fewest_chows,
    is_thirteen_orphans,
    standard_groupings,
    tile_counts,
)
from tourney.tiles import ALL_TILES, Hand, Tile

STANDARD = "CL-Z21"
_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)  # 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit
_GREEN = frozenset(("2s", "3s", "4s", "6s", "8s", "Gd"))  # CL-Z77
_SUIT_STARTS = (0, 9, 18)


class Reading:
    """One way a winning hand fits a Mah Jong pattern: its pattern rule id and its groups.

    A value: equal readings have equal pattern, groups and concealment. Its chows and its winning
    group (the one marked winning, or None) are found once, when it is made."""

    __slots__ = ("chows", "concealed", "groups", "pattern", "winning_group")

    def __init__(self, pattern: str, groups: tuple[Group, ...], concealed: bool | None = None) -> None:
        self.pattern = pattern  # CL-Z21 for the standard pattern, else the special pattern's rule id
        self.groups = groups
        chows = 0
        winning = None
        every_concealed = True
        for group in groups:
            if group.kind == "chow":
                chows += 1
            if group.winning and winning is None:
                winning = group
            if not group.concealed:
                every_concealed = False
        self.chows = chows
        self.winning_group: Group | None = winning
        # nothing exposed, the set a claimed winning tile completed included (CL-Z15): by default,
        # every group concealed
        self.concealed = every_concealed if concealed is None else concealed

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reading) and (self.pattern, self.groups, self.concealed) == (
            other.pattern, other.groups, other.concealed)

    def __hash__(self) -> int:
        return hash((self.pattern, self.groups, self.concealed))

    def __repr__(self) -> str:
        return f"Reading(pattern={self.pattern!r}, groups={self.groups!r}, concealed={self.concealed!r})"


@dataclass(frozen=True, slots=True)
class Win:
    """What the limit hands need to know about the win besides the tiles."""

    tile: Tile
    self_drawn: bool
    flags: frozenset[str] = frozenset()
    seat: str = "E"
    round_wind: str = "E"
    east_streak: int = 0


def readings(hand: Hand, win: Win, preset: Preset, counts: list[int] | None = None) -> list[Reading]:
    """Every reading of a winning hand under the preset; empty when the hand is not a Mah Jong.
    ``counts``: the concealed tiles' :func:`tile_counts`, when the caller has them already."""
    found = []
    if counts is None:
        counts = tile_counts(hand.concealed)
    for groups in standard_groupings(hand, counts, win.tile, win.self_drawn):
        reading = Reading(STANDARD, groups)
        if reading.chows <= preset.max_chows:
            found.append(reading)
    if not hand.melds:
        possible = _possible_specials(counts)
        for rule, fits in _SPECIALS.items():
            if rule in possible and preset.has(rule) and fits(counts, win):
                found.append(Reading(rule, _special_groups(rule, counts, win), win.self_drawn))
    return found


def fits_a_pattern(counts: list[int], melds: int, meld_chows: int, preset: Preset) -> bool:
    """Whether concealed tiles of these counts, next to ``melds`` shown melds of which
    ``meld_chows`` chows, make a Mah Jong pattern of the preset if self-drawn; quicker than
    :func:`readings` when only the answer matters."""
    least = fewest_chows(counts)  # the fewest chows of any arrangement standard_specs lists
    if least is not None and meld_chows + least <= preset.max_chows:
        return True
    return not melds and fits_a_special_pattern(counts, preset)


_DRAWN = Win(ALL_TILES[0], True)  # the specials' conditions on a claimed tile do not bind


def fits_a_special_pattern(counts: list[int], preset: Preset,
                           possible: tuple[str, ...] | None = None) -> bool:
    """Whether concealed tiles of these counts, and no melds, make a special pattern of the preset.
    ``possible``: the counts' :func:`_possible_specials`, when the caller has them already."""
    if possible is None:
        possible = _possible_specials(counts)
    return any(preset.has(rule) and _SPECIALS[rule](counts, _DRAWN) for rule in possible)


def _possible_specials(counts: list[int]) -> tuple[str, ...]:
    """The special patterns the counts may fit, by what each needs at least (a quick sieve; the
    pattern's own test decides): with honours, thirteen orphans and all pair honours hold head
    tiles only and the wriggling snake one of each wind and no dragon; without, the gates use one
    suit, the knitting two and the triple knitting all three."""
    honours = counts[27:34]
    if any(honours):
        return _honour_sieve(not _holds_simples(counts), honours == _SNAKE_HONOURS)
    sizes = sorted((sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27])))
    # gates: 14 tiles of one suit; knitting: two suits held alike, so as many tiles in each; triple
    # knitting: less one tile in each of two suits, all three held alike (4 tiles each): 4, 5, 5
    return _BY_SIZES.get(tuple(sizes), ())


def possible_specials_each(counts: list[int]) -> list[tuple[str, ...]]:
    """:func:`_possible_specials` of the counts with one tile added, for each of the 34 playing kinds
    (index = tile index); the same answers (tested), worked out from the counts once: a number tile
    added changes only its suit's size, or whether the hand holds only heads."""
    honours = counts[27:34]
    simples = _holds_simples(counts)
    found: list[tuple[str, ...]] = []
    if any(honours):
        snake = honours == _SNAKE_HONOURS
        head, other = _honour_sieve(not simples, snake), _honour_sieve(False, snake)
        for _ in range(3):
            found.extend((head, other, other, other, other, other, other, other, head))
    else:
        sizes = (sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27]))
        for suit in range(3):
            grown = list(sizes)
            grown[suit] += 1
            found.extend((_BY_SIZES.get(tuple(sorted(grown)), ()),) * 9)
    for i in range(27, 34):
        grown = list(honours)
        grown[i - 27] += 1
        found.append(_honour_sieve(not simples, grown == _SNAKE_HONOURS))
    return found


def special_in_sight(counts: list[int]) -> bool:
    """``any(possible_specials_each(counts))`` (tested), without listing the 34: with no simples the
    head patterns stay in sight whatever is added; with honours, only the snake's winds (held, or
    one wind short); without, a suit grown by one into the sizes of the gates or a knitting."""
    if not _holds_simples(counts):
        return True
    honours = counts[27:34]
    if any(honours):
        return honours == _SNAKE_HONOURS or (not any(honours[4:]) and sorted(honours[:4]) == [0, 1, 1, 1])
    sizes = (sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27]))
    return any(tuple(sorted((*sizes[:suit], sizes[suit] + 1, *sizes[suit + 1:]))) in _BY_SIZES
               for suit in range(3))


def _holds_simples(counts: list[int]) -> bool:
    return any(counts[start + rank] for start in (0, 9, 18) for rank in range(1, 8))


_SNAKE_HONOURS = [1, 1, 1, 1, 0, 0, 0]


def _honour_sieve(heads: bool, snake: bool) -> tuple[str, ...]:
    if heads:
        return ("CL-Z22", "CL-Z29", "CL-Z26") if snake else ("CL-Z22", "CL-Z29")
    return ("CL-Z26",) if snake else ()


_BY_SIZES: dict[tuple[int, ...], tuple[str, ...]] = {
    (0, 0, 14): ("CL-Z24",), (0, 7, 7): ("CL-Z28",), (4, 5, 5): ("CL-Z27",)}


def _special_groups(rule: str, counts: list[int], win: Win) -> tuple[Group, ...]:
    if rule != "CL-Z29":
        return ()
    return tuple(Group("pair", ALL_TILES[i], concealed=win.self_drawn or ALL_TILES[i] != win.tile,
                       winning=ALL_TILES[i] == win.tile)
                 for i, n in enumerate(counts) if n == 2)


def _suits(counts: list[int]) -> list[tuple[int, ...]]:
    return [tuple(counts[s:s + 9]) for s in _SUIT_STARTS]


def _honours(counts: list[int]) -> tuple[int, ...]:
    return tuple(counts[27:34])


def _gates_suit(counts: list[int]) -> tuple[int, ...] | None:
    """The one suit's counts when the hand is 1112345678999 plus one tile of 2-8, else None."""
    used = [s for s in _suits(counts) if any(s)]
    if len(used) != 1 or any(_honours(counts)):
        return None
    suit = used[0]
    extra = [r for r in range(9) if suit[r] - _GATES[r] == 1]
    if len(extra) != 1 or not 1 <= extra[0] <= 7:
        return None
    if any(suit[r] != _GATES[r] for r in range(9) if r != extra[0]):
        return None
    return suit


def _gates_of_heaven(counts: list[int], win: Win) -> bool:
    """CL-Z24: a claimed winning tile may only have completed the pair (the extra tile's kind)."""
    suit = _gates_suit(counts)
    if suit is None:
        return False
    return win.self_drawn or (win.tile.is_number and suit[win.tile.rank - 1] == 2)


def nine_gates(hand: Hand, win: Win) -> bool:
    """CL-Z23: the extra tile of 2-8 is the self-drawn winning tile, nothing exposed."""
    if hand.melds or not win.self_drawn or not win.tile.is_simple:
        return False
    counts = tile_counts(hand.concealed)
    suit = _gates_suit(counts)
    return suit is not None and suit[win.tile.rank - 1] == _GATES[win.tile.rank - 1] + 1


def _wriggling_snake(counts: list[int], win: Win) -> bool:
    """CL-Z26: 1-1-2-3-4-5-6-7-8-9 of one suit and the four winds, self-drawn."""
    used = [s for s in _suits(counts) if any(s)]
    snake = (2, 1, 1, 1, 1, 1, 1, 1, 1)
    return (win.self_drawn and used == [snake]
            and _honours(counts) == (1, 1, 1, 1, 0, 0, 0))


def _triple_knitting(counts: list[int], _win: Win) -> bool:
    """CL-Z27: four numbers in all three suits and one number in two suits, no honours."""
    if any(_honours(counts)) or sum(counts) != 14:
        return False
    suits = [list(s) for s in _suits(counts)]
    for rank in range(9):
        for a, b in ((0, 1), (0, 2), (1, 2)):
            if suits[a][rank] and suits[b][rank]:
                rest = [list(s) for s in suits]
                rest[a][rank] -= 1
                rest[b][rank] -= 1
                if all(rest[0][r] == rest[1][r] == rest[2][r] for r in range(9)):
                    return True
    return False


def _knitting(counts: list[int], _win: Win) -> bool:
    """CL-Z28: seven pairs of one number in two suits, always the same two suits, no honours."""
    used = [s for s in _suits(counts) if any(s)]
    return (not any(_honours(counts)) and sum(counts) == 14 and len(used) == 2
            and used[0] == used[1])


def _all_pair_honours(counts: list[int], _win: Win) -> bool:
    """CL-Z29: seven different pairs of terminals and honours."""
    return (sum(counts) == 14 and all(n in (0, 2) for n in counts)
            and all(ALL_TILES[i].is_head for i, n in enumerate(counts) if n))


def _thirteen_orphans(counts: list[int], _win: Win) -> bool:
    return is_thirteen_orphans(counts)


_SPECIALS = {
    "CL-Z22": _thirteen_orphans, "CL-Z24": _gates_of_heaven, "CL-Z26": _wriggling_snake,
    "CL-Z27": _triple_knitting, "CL-Z28": _knitting, "CL-Z29": _all_pair_honours,
}


# ---------------------------------------------------------------------------------------------
# Limit hands of one reading (CL-Z69–CL-Z84 and the special patterns themselves).


class TileFacts:
    """What a hand's tiles (concealed and shown, no bonus) are, whatever the reading: worked out once
    per hand, asked of every reading."""

    __slots__ = ("all_green", "all_head", "all_honour", "all_terminal", "gates", "honours", "number_suits")

    def __init__(self, number_suits: int, honours: bool, all_head: bool, all_honour: bool,
                 all_terminal: bool, all_green: bool, gates: bool) -> None:
        self.number_suits = number_suits  # how many of the three number suits the tiles use
        self.honours = honours  # any wind or dragon
        self.all_head = all_head
        self.all_honour = all_honour
        self.all_terminal = all_terminal
        self.all_green = all_green  # CL-Z77
        self.gates = gates  # 1112345678999 of one suit plus one tile of 2-8 (CL-Z23, CL-Z25)

    @property
    def one_suit_no_honours(self) -> bool:
        return self.number_suits == 1 and not self.honours


# The kinds (tile indices) of each fact, so that a hand's facts are set operations on the kinds it
# holds: some kind of a class (the sets meet), every kind of it (a subset).
HONOUR_KINDS = frozenset(t.index for t in ALL_TILES if t.is_honour)
DRAGON_KINDS = frozenset(t.index for t in ALL_TILES if t.is_dragon)
WIND_KINDS = frozenset(t.index for t in ALL_TILES if t.is_wind)
HEAD_KINDS = frozenset(t.index for t in ALL_TILES if t.is_head)
TERMINAL_KINDS = frozenset(t.index for t in ALL_TILES if t.is_terminal)
GREEN_KINDS = frozenset(t.index for t in ALL_TILES if t.code in _GREEN)
SUIT_KINDS = tuple(frozenset(t.index for t in ALL_TILES if t.is_number and t.suit == suit) for suit in "mps")
_M_KINDS, _P_KINDS, _S_KINDS = SUIT_KINDS
INDEX = attrgetter("index")


def tile_facts(tiles: tuple[Tile, ...]) -> TileFacts:
    held = set(map(INDEX, tiles))
    suits = ((not held.isdisjoint(_M_KINDS)) + (not held.isdisjoint(_P_KINDS))
             + (not held.isdisjoint(_S_KINDS)))
    honours = not held.isdisjoint(HONOUR_KINDS)
    # _gates_suit needs one number suit and no honours: ask it only then
    gates = suits == 1 and not honours and _gates_suit(tile_counts(tiles)) is not None
    return TileFacts(suits, honours, held <= HEAD_KINDS, held <= HONOUR_KINDS, held <= TERMINAL_KINDS,
                     held <= GREEN_KINDS, gates)


def _squirming_snake(reading: Reading, facts: TileFacts) -> bool:
    """CL-Z25: pungs of 1 and 9, a pair of 2, 5 or 8 and two chows, one suit, no kongs."""
    # facts.gates: every number 1-9 once, three 1s and 9s, one extra
    if not facts.gates or any(g.kind == "kong" for g in reading.groups):
        return False
    shape = sorted((g.kind, g.tile.rank) for g in reading.groups)
    return (reading.chows == 2 and ("pung", 1) in shape and ("pung", 9) in shape
            and any(("pair", r) in shape for r in (2, 5, 8)))


def _buried_treasure(reading: Reading, facts: TileFacts) -> bool:
    """CL-Z73: four concealed pungs (not kongs), one suit besides honours."""
    pungs = [g for g in reading.groups if g.kind == "pung" and g.concealed]
    return len(pungs) == 4 and facts.number_suits <= 1


def limit_hands(reading: Reading, hand: Hand, win: Win, preset: Preset,
                facts: TileFacts | None = None) -> list[str]:
    """The limit hands of the preset this reading of a winning hand earns, in rule order.

    ``facts``: the hand's :func:`tile_facts`, when the caller has them already."""
    if facts is None:
        facts = tile_facts(hand.all_tiles())
    groups = reading.groups
    standard = reading.pattern == STANDARD
    pungs = dragons = winds = kongs = 0  # pungs and kongs: of all, of dragons, of winds; kongs
    for g in groups:
        if g.kind == "pung" or g.kind == "kong":
            pungs += 1
            kongs += g.kind == "kong"
            dragons += g.tile.is_dragon
            winds += g.tile.is_wind
    checks = {
        reading.pattern: not standard,
        # nine gates asks the concealed tiles, all the tiles when nothing is shown: facts.gates
        "CL-Z23": standard and facts.gates and nine_gates(hand, win),
        "CL-Z25": standard and _squirming_snake(reading, facts),
        "CL-Z69": reading.concealed and facts.one_suit_no_honours,
        "CL-Z70": facts.all_honour,
        "CL-Z71": facts.all_terminal,
        "CL-Z72": standard and pungs == 4 and reading.concealed and win.self_drawn,
        "CL-Z73": standard and _buried_treasure(reading, facts),
        "CL-Z74": kongs == 4,
        "CL-Z75": dragons == 3 and not (preset.scholars_need_no_chow and reading.chows),
        "CL-Z76": winds == 4,
        "CL-Z77": facts.all_green,
        "CL-Z78": win.tile.code == "5p" and "replacement" in win.flags,
        "CL-Z79": win.tile.code == "1p" and "last_tile" in win.flags,
        "CL-Z80": win.tile.code == "2s" and "robbing_kong" in win.flags,
        "CL-Z81": "twofold_fortune" in win.flags,
        "CL-Z82": "heavenly" in win.flags and hand.is_concealed,
        "CL-Z83": "first_discard" in win.flags,
        "CL-Z84": win.seat == "E" and win.east_streak >= 8,
    }
    return sorted(rule for rule, applies in checks.items() if applies and rule in preset.limits)
