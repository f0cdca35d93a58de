"""Which tiles a hand one tile short is waiting for: CL-Z56 (only possible tile) and CL-Z85 (calling).

A hand is waiting for a tile kind when that tile, added to the hand, makes a Mah Jong pattern of
the preset; a kind the hand already holds four of never counts (CL-Z56, CL-Z85).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import cache

from tourney.rules.classic_patterns import (
    Reading,
    Win,
    fits_a_special_pattern,
    limit_hands,
    possible_specials_each,
    readings,
)
from tourney.rules.classic_values import Preset
from tourney.rules.decompose import completing_chows, tile_counts
from tourney.tiles import ALL_TILES, PLAYING_TILES, Hand, Tile, sort_tiles

NUM_SUITED = 27  # tile indices below are numbers (m, p, s); then E S W N, then the dragons


def completing_tiles(hand: Hand, preset: Preset) -> list[Tile]:
    """Every tile kind that, added to the hand, makes a Mah Jong pattern of the preset."""
    if hand.tile_count != 13 + hand.kongs:
        return []
    held = tile_counts(hand.all_tiles())
    counts = tile_counts(hand.concealed)
    meld_chows = sum(1 for m in hand.melds if m.kind == "chow")
    near = _near(counts)
    specials = not hand.melds and _special_in_reach(counts)
    # what fits_a_pattern asks of each tile added, the standard part for all kinds at once
    chows = completing_chows(counts)
    most = preset.max_chows - meld_chows
    sieve = possible_specials_each(counts) if not hand.melds else None
    found = []
    for t in PLAYING_TILES:
        i = t.index
        if held[i] >= 4:
            continue
        if near[i]:
            least = chows.get(i)
            fits = least is not None and least <= most
            check_specials = not fits and not hand.melds
        else:
            fits, check_specials = False, specials
        if check_specials and sieve and sieve[i]:  # an empty sieve: no special pattern can fit
            counts[i] += 1
            fits = fits_a_special_pattern(counts, preset, sieve[i])
            counts[i] -= 1
        if fits:
            found.append(t)
    return found


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
    ``[567s] [789s]`` won on 7s was 89s waiting, or 56s waiting (NOTATION.md §2)."""
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


def only_possible_tile(hand: Hand, tile: Tile, preset: Preset) -> bool:
    """CL-Z56: one kind of tile only could have completed the hand, and it is not a kong's."""
    if any(m.kind == "kong" and tile in m.tiles for m in hand.melds):
        return False
    return any(completing_tiles(waiting, preset) == [tile]
               for waiting in hands_before_winning_tile(hand, tile))


def _purity(reading: Reading, hand: Hand) -> bool:
    tiles = hand.all_tiles()
    return (reading.chows == 0 and all(t.is_number for t in tiles)
            and len({t.suit for t in tiles}) == 1)


def calling_awards(hand: Hand, seat: str, round_wind: str,
                   preset: Preset) -> tuple[list[tuple[str, Fraction]], bool]:
    """CL-Z85: the awards (rule, fraction of the limit) a non-winner's hand calls for, and whether
    it calls for Purity (CL-Z85n)."""
    if not preset.calling:
        return [], False
    targets: set[str] = set()
    purity = False
    for full, win, found in completions(hand, preset, seat, round_wind):
        for reading in found:
            targets.update(limit_hands(reading, full, win, preset))
            purity = purity or (preset.purity_call > 0 and _purity(reading, full))
    awards = [(rule, fraction) for rule, (target, fraction) in preset.calling.items()
              if target in targets]
    return awards, purity

