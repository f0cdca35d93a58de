"""Which tiles a hand one tile short is waiting for: CL-Z56 (only possible tile) and CL-Z85 (calling).

A hand is waiting for a tile kind when that tile, added to the hand, makes a Mah Jong pattern of
the preset; a kind the hand already holds four of never counts (CL-Z56, CL-Z85).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import cache

from tourney.rules.classic.patterns import (
    DRAGON_KINDS,
    GREEN_KINDS,
    HONOUR_KINDS,
    INDEX,
    STANDARD,
    SUIT_KINDS,
    TERMINAL_KINDS,
    WIND_KINDS,
    Reading,
    Win,
    fits_a_special_pattern,
    limit_hands,
    possible_specials_each,
    readings,
    special_in_sight,
)
from tourney.rules.classic.values import PRESETS, Preset
from tourney.rules.decompose import completing_chows, tile_counts
from tourney.tiles import ALL_TILES, Hand, Meld, Tile, sort_tiles

NUM_SUITED = 27  # tile indices below are numbers (m, p, s); then E S W N, then the dragons


def completing_tiles(hand: Hand, preset: Preset) -> list[Tile]:
    """Every tile kind that, added to the hand, makes a Mah Jong pattern of the preset.

    A kind held four times never counts. A kind near the concealed tiles (see :func:`_near`) fits
    when the hand then arranges within the preset's chows (:func:`completing_chows` answers for
    every kind at once), or, with no melds, a special pattern; any other kind can fit only a
    special pattern, and only when one is in reach (:func:`_special_in_reach`).
    """
    return [ALL_TILES[i] for i in sorted(_completing(hand, preset))]


def _completing(hand: Hand, preset: Preset, besides: int | None = None) -> set[int]:
    """The indices of :func:`completing_tiles`; or, given ``besides``, as soon as the kinds that
    fit the standard pattern include another kind, those (the special patterns only add kinds)."""
    if hand.tile_count != 13 + hand.kongs:
        return set()
    return _completing_counts(tile_counts(hand.concealed), tile_counts(hand.all_tiles()), hand.melds,
                              preset, besides)


def _completing_counts(counts: list[int], held: list[int], melds: tuple[Meld, ...], preset: Preset,
                       besides: int | None = None) -> set[int]:
    """:func:`_completing` of a hand of these concealed counts, all tiles' counts and melds."""
    most = preset.max_chows - sum(1 for m in melds if m.kind == "chow")
    # a kind that completes a standard arrangement joins a set or the pair: it is near (_near)
    fits = {i for i, least in completing_chows(counts).items() if least <= most and held[i] < 4}
    if besides is not None and fits - {besides}:
        return fits
    if not melds and special_in_sight(counts):  # else every sieve below is empty
        near = _near(counts)
        specials = _special_in_reach(counts)
        for i, possible in enumerate(possible_specials_each(counts)):
            # an empty sieve: no special pattern can fit
            if possible and i not in fits and held[i] < 4 and (near[i] or specials):
                counts[i] += 1
                if fits_a_special_pattern(counts, preset, possible):
                    fits.add(i)
                counts[i] -= 1
    return fits


def _special_in_reach(counts: list[int]) -> bool:
    """Whether one more tile could still make a special pattern (CL-Z22, Z24, Z26-Z29): they hold
    only head tiles (thirteen orphans, all pair honours), or no honours (gates, knittings), or one
    suit and winds (the snake). A tile added keeps a hand outside all three."""
    held = [i for i, n in enumerate(counts) if n]
    if all(ALL_TILES[i].is_head for i in held) or all(i < NUM_SUITED for i in held):
        return True
    return len({i // 9 for i in held if i < NUM_SUITED}) <= 1 and all(i < NUM_SUITED + 4 for i in held)


def _near(counts: list[int]) -> list[bool]:
    """Which tile kinds could join a set or a pair of the concealed tiles: one held, or a number
    tile within two of one held in its suit. Any other tile added would stand alone, so only a
    special pattern could take it (the four sets and a pair never can)."""
    near = [*_suit_near(tuple(counts[0:9])), *_suit_near(tuple(counts[9:18])),
            *_suit_near(tuple(counts[18:27]))]
    near.extend(n > 0 for n in counts[27:34])
    return near


@cache  # one entry per suit held
def _suit_near(suit: tuple[int, ...]) -> tuple[bool, ...]:
    return tuple(any(suit[j] for j in range(max(0, i - 2), min(9, i + 3))) for i in range(9))


def completions(hand: Hand, preset: Preset, seat: str = "E",
                round_wind: str = "E") -> Iterator[tuple[Hand, Win, list[Reading]]]:
    """Each tile that completes the hand: the completed hand, the (self-drawn) win, its readings."""
    for t in completing_tiles(hand, preset):
        full = Hand(sort_tiles((*hand.concealed, t)), hand.melds, hand.bonus)
        win = Win(t, True, seat=seat, round_wind=round_wind)
        yield full, win, readings(full, win, preset)


def hands_before_winning_tile(hand: Hand, tile: Tile) -> list[Hand]:
    """Every hand the winning tile may have come to: taken from the concealed tiles, else from each
    meld it may have been claimed into (that meld's other tiles go back to the concealed part) —
    ``[567s] [789s]`` won on 7s was 89s waiting, or 56s waiting (docs/notation.md, hands)."""
    concealed = list(hand.concealed)
    if tile in concealed:
        concealed.remove(tile)
        return [Hand(tuple(concealed), hand.melds, hand.bonus)]
    found = []
    for i, meld in enumerate(hand.melds):
        if meld.exposed and tile in meld.tiles and meld.kind in ("pung", "chow"):
            rest = list(meld.tiles)
            rest.remove(tile)
            melds = hand.melds[:i] + hand.melds[i + 1:]
            found.append(Hand(sort_tiles((*concealed, *rest)), melds, hand.bonus))
    return found or [hand]


def only_possible_tile(hand: Hand, tile: Tile, preset: Preset, counts: list[int] | None = None) -> bool:
    """CL-Z56: one kind of tile only could have completed the hand, and it is not a kong's.
    ``counts``: the concealed tiles' :func:`tile_counts`, when the caller has them (left unchanged)."""
    if any(m.kind == "kong" and tile in m.tiles for m in hand.melds):
        return False
    only = {tile.index}
    if counts is None:
        counts = tile_counts(hand.concealed)
    if counts[tile.index]:  # the one hand before it (hands_before_winning_tile), as counts
        return _only_wait(hand, tile.index, counts, preset)
    return any(_completing(waiting, preset, tile.index) == only
               for waiting in hands_before_winning_tile(hand, tile))


def _only_wait(hand: Hand, index: int, counts: list[int], preset: Preset) -> bool:
    """Whether the hand less one tile of ``index`` from its concealed ``counts`` waits for that kind
    alone: ``_completing_counts(...) == {index}``, stopping at the first other kind that fits. The
    count of a kind held (shown melds too) is asked only of the kinds that fit."""
    size = len(hand.concealed)
    chows = 0
    for meld in hand.melds:
        size += 3 if meld.kind == "kong" else len(meld.tiles)
        if meld.kind == "chow":
            chows += 1
    if size != 14:  # hand.tile_count != 14 + hand.kongs
        return False
    before = counts.copy()
    before[index] -= 1
    most = preset.max_chows - chows
    fits = False  # whether the kind itself completes a standard arrangement within the chows
    for i, least in completing_chows(before).items():
        if least <= most and _held(hand, i, before) < 4:
            if i != index:
                return False
            fits = True
    if not hand.melds and special_in_sight(before):  # as _completing_counts: all tiles are concealed
        near = _near(before)
        specials = _special_in_reach(before)
        for i, possible in enumerate(possible_specials_each(before)):
            if possible and not (i == index and fits) and before[i] < 4 and (near[i] or specials):
                before[i] += 1
                special = fits_a_special_pattern(before, preset, possible)
                before[i] -= 1
                if special:
                    if i != index:
                        return False
                    fits = True
    return fits


def second_wait_shown(found: list[Reading], hand: Hand, tile: Tile, counts: list[int]) -> bool:
    """Whether a standard reading of the winning hand shows that the hand before the winning tile
    (the tile taken from the concealed part) also waited for another kind: then CL-Z56 fails, as
    :func:`only_possible_tile` would find. The set the tile completed, less the tile, shows it:
    a pair left by a pung waits with the reading's pair for either kind; two neighbours left by
    a chow wait at both ends. That other kind completes the same sets with one group changed, so
    within the same chows; it counts unless the hand holds four of it. False says nothing: the
    hand may still wait elsewhere. ``counts``: the concealed tiles' :func:`tile_counts`."""
    index = tile.index
    for reading in found:
        if reading.pattern != STANDARD:
            continue
        group = reading.winning_group
        if group is None or group.declared:
            continue
        if group.kind == "pung":
            other = next((g.tile for g in reading.groups if g.kind == "pair" and not g.declared), None)
        elif group.kind == "chow":
            low = group.tile.index
            other = None
            if index == low and tile.rank <= 6:
                other = ALL_TILES[low + 3]
            elif index == low + 2 and tile.rank >= 4:
                other = ALL_TILES[index - 3]
        else:
            continue
        if other is not None and _held(hand, other.index, counts) < 4:
            return True
    return False


def _held(hand: Hand, index: int, counts: list[int]) -> int:
    return counts[index] + sum(1 for m in hand.melds for t in m.tiles if t.index == index)


def _purity(reading: Reading, hand: Hand) -> bool:
    tiles = hand.all_tiles()
    return (reading.chows == 0 and all(t.is_number for t in tiles)
            and len({t.suit for t in tiles}) == 1)


def calling_awards(hand: Hand, seat: str, round_wind: str,
                   preset: Preset) -> tuple[list[tuple[str, Fraction]], bool]:
    """CL-Z85: the awards (rule, fraction of the limit) a non-winner's hand calls for, and whether
    it calls for Purity (CL-Z85n)."""
    if not preset.calling or not one_tile_short(hand) or not may_call(hand, preset):
        return [], False  # a hand of another size: completing_tiles finds nothing
    targets: set[str] = set()
    purity = False
    for full, win, found in completions(hand, preset, seat, round_wind):
        for reading in found:
            targets.update(limit_hands(reading, full, win, preset))
            purity = purity or (preset.purity_call > 0 and _purity(reading, full))
    awards = [(rule, fraction) for rule, (target, fraction) in preset.calling.items()
              if target in targets]
    return awards, purity



_SPECIAL_PATTERNS = frozenset({"CL-Z22", "CL-Z24", "CL-Z26", "CL-Z27", "CL-Z28", "CL-Z29"})


def one_tile_short(hand: Hand) -> bool:
    """Whether the hand holds 13 tiles besides its kongs' fourth tiles: ``hand.tile_count == 13 +
    hand.kongs`` in one pass over the melds (a kong meld holds four tiles)."""
    size = len(hand.concealed)
    for meld in hand.melds:
        size += 3 if meld.kind == "kong" else len(meld.tiles)
    return size == 13


# preset id -> the limit hands it awards calling for (CL-Z85)
_TARGETS = {preset.id: frozenset(target for target, _ in preset.calling.values())
            for preset in PRESETS.values()}
# the targets may_call sieves; any other lets every hand through
_SIEVED = frozenset({*_SPECIAL_PATTERNS, "CL-Z70", "CL-Z71", "CL-Z73", "CL-Z74", "CL-Z75", "CL-Z76",
                     "CL-Z77"})


def may_call(hand: Hand, preset: Preset) -> bool:
    """False only when no tile added can make a limit hand the preset awards calling for (CL-Z85), nor
    Purity (CL-Z85n): a quick sieve before trying every tile. What each needs of the hand before the
    tile (at most one tile is added; a completion is a self-drawn win with no flags, so the limit
    hands of flags and of East's streak never come up):

    - only honours (CL-Z70), heads and tails (CL-Z71), imperial jade (CL-Z77): every tile already so;
    - three great scholars (CL-Z75): 9 dragon tiles, so 8 already; four blessings (CL-Z76): 12 wind
      tiles, so 11; fourfold plenty (CL-Z74): four kongs, and only shown kongs are kongs;
    - buried treasure (CL-Z73): four concealed pungs and a pair, so no meld and at most 5 kinds;
    - a special pattern: no meld, and its sieve lets some tile through (special_in_sight);
    - Purity: one number suit and no honours.

    A target not named here is never sieved out (the answer is then True). The tiles' facts are
    asked of the kinds held, as :func:`tile_facts` does.
    """
    if not one_tile_short(hand):
        return True  # completing_tiles finds nothing: nothing to save
    melds = hand.melds
    tiles = bytes(map(INDEX, hand.all_tiles() if melds else hand.concealed))
    held = set(tiles)
    m, p, s = SUIT_KINDS
    if preset.purity_call > 0 and held.isdisjoint(HONOUR_KINDS) and (
            (not held.isdisjoint(m)) + (not held.isdisjoint(p)) + (not held.isdisjoint(s)) == 1):
        return True  # one number suit and no honours
    targets = _TARGETS[preset.id]
    return bool(
        not targets <= _SIEVED
        or ("CL-Z70" in targets and held <= HONOUR_KINDS)
        or ("CL-Z71" in targets and held <= TERMINAL_KINDS)
        or ("CL-Z77" in targets and held <= GREEN_KINDS)
        or ("CL-Z75" in targets and sum(map(tiles.count, DRAGON_KINDS)) >= 8)
        or ("CL-Z76" in targets and sum(map(tiles.count, WIND_KINDS)) >= 11)
        or ("CL-Z74" in targets and sum(1 for m in melds if m.kind == "kong") == 4)
        or ("CL-Z73" in targets and not melds and len(held) <= 5)
        or (not melds and not targets.isdisjoint(_SPECIAL_PATTERNS)
            and special_in_sight(tile_counts(hand.concealed))))
