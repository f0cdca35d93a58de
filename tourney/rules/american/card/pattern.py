"""The pattern language of a card hand: groups of tiles with suit, rank, dragon and wind variables.

A pattern is a line of groups such as ``xA*2 x+1A*3 2B 0 0 8B dragon(A)*4 F*2`` (the syntax is
documented in ``docs/card-format.md``). :func:`parse_pattern` reads one line into :class:`Term`
groups; :func:`expand` turns a hand's groups and constraints into every concrete reading, each a
sorted tuple of (tile index, size) pairs, so that matching a player's hand is a table look-up.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import product

from tourney.language import say
from tourney.tiles import BY_CODE

SUITS = "mps"
# the dragon that "matches" a suit (AM-H11): characters -> Red, circles -> White, bamboo -> Green
MATCHING_DRAGON = {"m": BY_CODE["Rd"].index, "p": BY_CODE["Wd"].index, "s": BY_CODE["Gd"].index}
DRAGONS = tuple(BY_CODE[c].index for c in ("Rd", "Gd", "Wd"))
WINDS = tuple(BY_CODE[c].index for c in ("E", "S", "W", "N"))
FLOWER = BY_CODE["F"].index
WHITE = BY_CODE["Wd"].index
_FIXED = {"F": FLOWER, "0": WHITE, "E": WINDS[0], "S": WINDS[1], "W": WINDS[2], "N": WINDS[3],
          "Rd": DRAGONS[0], "Gd": DRAGONS[1], "Wd": DRAGONS[2]}
_NUMBER = re.compile(r"(?:(?P<num>[1-9])|(?P<var>[a-z])(?P<off>[+-][1-8])?)(?P<suit>[A-Z?])")
_HONOUR_VAR = re.compile(r"(?P<kind>dragon|wind)(?:(?P<digit>[1-4])|\((?P<suit>[A-Z])\))?")
_COUNT = re.compile(r"(?P<term>.+?)(?:[*×](?P<count>[0-9]+))?")


class PatternError(ValueError):
    """A pattern that cannot be read; the message (``args[0]``, a sentence) names the group."""


@dataclass(frozen=True, slots=True)
class Term:
    """One group of a pattern: what tile it is made of (possibly through variables) and its size.

    ``kind`` is ``fixed`` (``tile`` set), ``number`` (``rank`` or ``var``+``offset``, and
    ``suit``), ``dragon`` or ``wind`` (``var`` a numbered variable, ``suit`` for a matching dragon,
    neither for "any"). A ``?`` suit and an unnumbered ``dragon``/``wind`` are free: each
    occurrence gets its own fresh variable named ``?<position>``.
    """

    text: str
    size: int
    kind: str
    tile: int = -1
    rank: int = 0
    var: str = ""
    offset: int = 0
    suit: str = ""


def _term(text: str, size: int, position: int) -> Term:
    if text in _FIXED:
        return Term(text, size, "fixed", tile=_FIXED[text])
    number = _NUMBER.fullmatch(text)
    if number:
        suit = number["suit"] if number["suit"] != "?" else f"?{position}"
        if number["num"]:
            return Term(text, size, "number", rank=int(number["num"]), suit=suit)
        return Term(text, size, "number", var=number["var"], offset=int(number["off"] or 0), suit=suit)
    honour = _HONOUR_VAR.fullmatch(text)
    if honour:
        var = f'{honour["kind"]}{honour["digit"]}' if honour["digit"] else f"?{position}"
        return Term(text, size, honour["kind"], var="" if honour["suit"] else var,
                    suit=honour["suit"] or "")
    raise PatternError(say('"{text}" is not a tile of a pattern (numbers like 5A, xB, x+1C, 3?; '
                           "0 for White as zero; F; E S W N; Rd Gd Wd; dragon, dragon1-3, dragon(A); "
                           "wind, wind1-4)", text=text))


def parse_pattern(line: str, first_position: int = 0) -> list[Term]:
    """The groups of one pattern line; PatternError names the first group that cannot be read."""
    terms = []
    for k, word in enumerate(line.split()):
        found = _COUNT.fullmatch(word)
        assert found is not None
        size = int(found["count"]) if found["count"] else 1
        if not 1 <= size <= 6:
            raise PatternError(say('"{group}": a group holds 1 to 6 tiles (single to sextet), not {size}',
                                   group=word, size=size))
        terms.append(_term(found["term"], size, first_position + k))
    return terms


def pattern_size(terms: list[Term]) -> int:
    return sum(t.size for t in terms)


@dataclass(frozen=True, slots=True)
class Variables:
    """The variables of a hand, found in its terms, and what they may be."""

    suits: tuple[str, ...]  # letters and fresh "?n" names
    ranks: tuple[str, ...]
    dragons: tuple[str, ...]
    winds: tuple[str, ...]


def variables(terms: list[Term]) -> Variables:
    suits: dict[str, None] = {}
    ranks: dict[str, None] = {}
    dragons: dict[str, None] = {}
    winds: dict[str, None] = {}
    for t in terms:
        if t.suit:
            suits[t.suit] = None
        if t.kind == "number" and t.var:
            ranks[t.var] = None
        elif t.kind == "dragon" and t.var:
            dragons[t.var] = None
        elif t.kind == "wind" and t.var:
            winds[t.var] = None
    return Variables(tuple(suits), tuple(ranks), tuple(dragons), tuple(winds))


Reading = tuple[tuple[int, int], ...]  # (tile index, size) of each group, in pattern order


def _distinct(names: tuple[str, ...], values: tuple[int, ...] | tuple[str, ...],
              may_match: frozenset[frozenset[str]]) -> bool:
    """Named variables differ pairwise unless free (``?n``) or listed as allowed to match."""
    for i, a in enumerate(names):
        for j in range(i + 1, len(names)):
            b = names[j]
            if values[i] == values[j] and not (a.startswith("?") or b.startswith("?")
                                               or frozenset((a, b)) in may_match):
                return False
    return True


def _suit_choices(names: tuple[str, ...], may_match: frozenset[frozenset[str]]) -> list[tuple[str, ...]]:
    return [c for c in product(SUITS, repeat=len(names)) if _distinct(names, c, may_match)]


def _honour_choices(names: tuple[str, ...], tiles: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [c for c in product(tiles, repeat=len(names)) if _distinct(names, c, frozenset())]


def _tile_of(term: Term, suit: dict[str, str], rank: dict[str, int], honour: dict[str, int]) -> int:
    if term.kind == "fixed":
        return term.tile
    if term.kind == "number":
        value = term.rank or rank[term.var] + term.offset
        return -1 if not 1 <= value <= 9 else SUITS.index(suit[term.suit]) * 9 + value - 1
    if term.suit:
        return MATCHING_DRAGON[suit[term.suit]]
    return honour[term.var]


def expand(terms: list[Term], rank_ok: dict[str, set[int]], may_match: frozenset[frozenset[str]],
           rank_test: Callable[[dict[str, int]], bool] | None = None) -> Iterator[Reading]:
    """Every concrete reading of the terms, in pattern order (the same multiset may come twice).

    ``rank_ok`` gives each rank variable its allowed values; ``rank_test`` (a callable taking the
    rank assignment) checks constraints that tie variables together.
    """
    names = variables(terms)
    suit_options = _suit_choices(names.suits, may_match)
    domains = (sorted(rank_ok.get(v, range(1, 10))) for v in names.ranks)
    rank_options = [c for c in product(*domains)
                    if rank_test is None or rank_test(dict(zip(names.ranks, c, strict=True)))]
    honour_names = names.dragons + names.winds
    honour_options = [d + w for d in _honour_choices(names.dragons, DRAGONS)
                      for w in _honour_choices(names.winds, WINDS)]
    for suits, ranks, honours in product(suit_options, rank_options, honour_options):
        suit = dict(zip(names.suits, suits, strict=True))
        rank = dict(zip(names.ranks, ranks, strict=True))
        honour = dict(zip(honour_names, honours, strict=True))
        groups = [(_tile_of(t, suit, rank, honour), t.size) for t in terms]
        if all(tile >= 0 for tile, _ in groups):
            yield tuple(groups)
