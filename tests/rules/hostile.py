"""Hostile deals for the property tests: valid random deals with fields of docs/notation.md replaced.

A deal starts as one the ruleset's own generator made (or a bare void deal where it has none), then
one to three fields of the grammar (docs/notation.md, a deal and riichi: top level, options, seats, win,
the optional seat fields of every ruleset) are replaced by odd values, deleted, or joined by unknown
keys. The odd values: other JSON types, numbers out of range, tile-like and huge strings, long lists
and deep nesting.
"""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from tourney.rules import get_ruleset
from tourney.rules.simulate import DEAL_MAKERS, random_deal

SEATS = ("E", "S", "W", "N")
TOP_FIELDS = ("ruleset", "options", "round_wind", "seats", "east_streak", "wall_tiles_left", "void",
              "dora", "ura_dora", "honba", "riichi_sticks")
SEAT_FIELDS = ("hand", "win", "dead", "penalty", "instant", "riichi", "double_riichi", "tenpai", "chombo")
WIN_FIELDS = ("tile", "from", "flags")
INSTANT_FIELDS = ("kind", "concealed", "from", "pair", "dealt", "set")
WORDS = ("E", "S", "W", "N", "self", "5p", "0m", "J", "F", "1a", "Rd", "", "kong", "animal_pair",
         "own_flower_season", "complete_set", "cat_rat", "animals", "heavenly", "joker_exchange",
         "limit_rule", "max", "fimj", "american", "singapore", "nmjl-2008")
HAND_ALPHABET = "0123456789mpszfya ESWNRGWdFJ[]()x"



def _deep(depth: int) -> Any:
    value: Any = "E"
    for k in range(depth):
        value = [value] if k % 2 else {"kind": value}
    return value


def _odd(rng: random.Random, depth: int = 0) -> Any:
    """One odd JSON-like value: any type, sizes from empty to huge, nested a few levels."""
    pick = rng.randrange(12 if depth < 3 else 8)
    if pick == 0:
        return rng.choice([None, True, False, 0, -1, 1, 3, 13, 14, 2 ** 31, -(10 ** 12), 0.5, float("inf")])
    if pick == 1:
        return rng.choice(WORDS)
    if pick in (2, 3):
        return "".join(rng.choice(HAND_ALPHABET) for _ in range(rng.randrange(30)))
    if pick == 4:
        word = "".join(rng.choice(HAND_ALPHABET) for _ in range(rng.randrange(1, 5)))
        return word * rng.choice([50, 1000, 30_000])
    if pick == 5:
        return "".join(chr(rng.randrange(1, 0x2FFF)) for _ in range(rng.randrange(12)))
    if pick == 6:
        return rng.choice([10 ** 5000, -(10 ** 5000), float("nan"), b"5p", ("5p",), ["5p"] * 400])
    if pick == 7:
        return _DEEP[rng.randrange(len(_DEEP))]
    if pick in (8, 9):
        return [_odd(rng, depth + 1) for _ in range(rng.randrange(5))]
    keys = [*WORDS, "x" * 60, "kind", "tile"]
    return {rng.choice(keys): _odd(rng, depth + 1) for _ in range(rng.randrange(5))}


_DEEP = [_deep(50), _deep(400), _deep(5000)]  # made once: building them is slow, and nothing alters them
_POOL = [_odd(random.Random(seed)) for seed in range(3000)]  # made once; drawing from it is cheap
ODD_VALUES = st.one_of(st.sampled_from(_POOL), st.sampled_from(WORDS), st.integers(-3, 20),
                       st.text(HAND_ALPHABET, max_size=40))
ODD_KEYS = st.one_of(st.sampled_from([*WORDS, "x" * 60, "x" * 100_000, "seat", "Kind", " hand"]),
                     st.text(max_size=8))


@functools.cache
def base_deal(ruleset_id: str, seed: int) -> dict[str, Any]:
    """A valid deal of the ruleset from its generator, or a void deal of empty hands (copy it to alter it)."""
    if ruleset_id in DEAL_MAKERS:
        return random_deal(random.Random(seed), ruleset_id, void_rate=0.1)
    return {"ruleset": ruleset_id, "round_wind": "E", "void": True,
            "seats": {w: {"hand": ""} for w in SEATS}}


def _places(deal: dict[str, Any], ruleset_id: str) -> list[tuple[dict[str, Any], str]]:
    """Every (object, key) of the grammar a value may be put in, present or not."""
    places: list[tuple[dict[str, Any], str]] = [(deal, k) for k in TOP_FIELDS]
    options = deal.get("options")
    if isinstance(options, dict):
        try:
            names = [o.name for o in get_ruleset(ruleset_id).options]
        except Exception:
            names = []
        places += [(options, name) for name in (*names, "no_such_option")]
    seats = deal.get("seats")
    for wind in SEATS:
        seat = seats.get(wind) if isinstance(seats, dict) else None
        if not isinstance(seat, dict):
            continue
        places += [(seats, wind)] + [(seat, k) for k in SEAT_FIELDS]
        if isinstance(seat.get("win"), dict):
            places += [(seat["win"], k) for k in WIN_FIELDS]
        records = seat.get("instant")
        for record in records if isinstance(records, list) else []:
            if isinstance(record, dict):
                places += [(record, k) for k in INSTANT_FIELDS]
    return places


def _fresh(value: Any, depth: int = 4) -> Any:
    """A copy of a shared odd value as deep as a later substitution can reach into it (the deal, its
    seats, a seat, its win or records), so that no example alters the pool another one draws from."""
    if depth == 0:
        return value
    if isinstance(value, dict):
        return {k: _fresh(v, depth - 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_fresh(v, depth - 1) for v in value]
    return value


@st.composite
def hostile_deals(draw: st.DrawFn, ruleset_id: str) -> Any:
    """A deal of ``ruleset_id`` with one to three fields replaced, deleted or added."""
    deal = copy.deepcopy(base_deal(ruleset_id, draw(st.integers(0, 499))))
    for _ in range(draw(st.integers(1, 3))):
        places = _places(deal, ruleset_id)
        target, key = places[draw(st.integers(0, len(places) - 1))]
        action = draw(st.sampled_from(["replace", "replace", "replace", "delete", "unknown"]))
        if action == "delete":
            target.pop(key, None)
        elif action == "unknown":
            target[draw(ODD_KEYS)] = _fresh(draw(ODD_VALUES))
        else:
            target[key] = _fresh(draw(ODD_VALUES))
    if draw(st.integers(0, 40)) == 0:
        return draw(ODD_VALUES)  # not even an object
    return deal


@st.composite
def impossible_deals(draw: st.DrawFn, ruleset_id: str) -> Any:
    """A generated deal altered to break one impossibility rule of its ruleset (issue 28), or a fifth copy
    of the winning tile at another seat (every ruleset)."""
    from tests.rules.impossible_support import MAKERS, fifth_copy_at_another_seat

    makers = [make for _, make in MAKERS.get(ruleset_id, [])] + [fifth_copy_at_another_seat]
    make = draw(st.sampled_from(makers))
    made = make(base_deal(ruleset_id, draw(st.integers(0, 499))))
    assume(made is not None)
    return made
