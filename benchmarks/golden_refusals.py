"""Byte-identical refusals across a parser speed-up: malformed hands, tiles and deals, and what each gives.

Usage:
    PYTHONPATH=. python benchmarks/golden_refusals.py save FILE [COUNT]
    PYTHONPATH=. python benchmarks/golden_refusals.py check FILE

A refusal's code and message are part of the engine's answer (the dialog shows the message next to
the field), so a faster parser must refuse the same input with the same code, the same English
sentence and the same template and values (what the Italian window says). ``save`` makes ``COUNT``
(default 1,000) inputs of each kind from a fixed seed, by mutating valid hands and deals of every
ruleset (characters deleted, inserted, swapped; fields removed, retyped, out of range; riichi's
indicators, counters and marks; hands emptied as a riichi sheet leaves them) and writes one line
per input: ``OK`` and the accepted value (a deal's result as a SHA-1 of its JSON: the accepted
results are compared in full by golden_results.py), or ``REFUSED`` with the code, the message and
its template. ``check`` makes the same inputs again and reports every line that differs.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import sys
from collections.abc import Callable
from typing import Any

from tourney.errors import EngineError
from tourney.language import stored
from tourney.notation import format_hand, format_tiles, parse_hand, parse_tile, parse_tiles
from tourney.rules import ruleset_ids, score_deal
from tourney.rules.empty_seat import score_deal_at_table
from tourney.rules.simulate import random_deal

_ALPHABET = [*"0123456789mpszfyaESWNRGWdFJ[]() ", "Rd", "Gd", "Wd", "²", "\t", "x", "[[", "10m", "0z"]
_SEATS = ("E", "S", "W", "N")
_TILE_TEXTS = ["1m", "5p", "9s", "0m", "0p", "E", "N", "Rd", "Gd", "Wd", "1f", "2y", "3a", "F", "J", "5z",
               "8z", "0s", "10m", "Xd", "", " 3m", "3m ", "1m2m", "R", "m", "5", 5, None, ["1m"]]
_FLAGS = ["last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard",
          "ippatsu", "first_draw", "joker_exchange", "twofold_fortune", "last_of_kind", "nonsense"]
_GROUPS = ["[123m]", "(5555p)", "[EEE]", "RdRdRd", "11z", "[11p]", "0m", "J"]
_ODD_VALUES: list[Any] = [None, True, False, 0, 1, -1, 3, 10 ** 10, 10 ** 9, "x", "", "3", [], {}, ["1m"],
                          1.5, {"S": 1000}]


def _mutated_text(rng: random.Random, text: str) -> str:
    """``text`` with one to three random edits."""
    for _ in range(rng.randint(1, 3)):
        k = rng.randrange(len(text) + 1)
        edit = rng.randrange(6)
        if edit == 0 and text:
            text = text[:k] + text[k + 1:]
        elif edit == 1:
            text = text[:k] + rng.choice(_ALPHABET) + text[k:]
        elif edit == 2 and len(text) > 1:
            k = min(k, len(text) - 2)
            text = text[:k] + text[k + 1] + text[k] + text[k + 2:]
        elif edit == 3 and text:
            j = rng.randrange(len(text))
            text = text[:min(j, k)] + text[min(j, k):max(j, k)] * 2 + text[max(j, k):]
        elif edit == 4 and text:
            text = text[:k] + rng.choice(_ALPHABET) + text[k + 1:]
        else:
            text = text + " " + rng.choice(_GROUPS)
    return text


def _words(refused: EngineError) -> str:
    return f"REFUSED {refused.code}: {refused} | {stored(refused.message)}"


def _answer(work: Callable[..., str], *args: Any) -> str:
    try:
        return "OK " + work(*args)
    except EngineError as refused:
        return _words(refused)


def _hands(rng: random.Random, count: int) -> list[str]:
    rulesets = ruleset_ids()
    texts: list[str] = []
    while len(texts) < count:
        deal = random_deal(rng, rng.choice(rulesets), checked=False)
        for seat in deal["seats"].values():
            texts.append(_mutated_text(rng, seat["hand"]) if rng.random() < 0.9 else seat["hand"])
    return texts[:count]


def _hand(text: str, where: str | None) -> str:
    return format_hand(parse_hand(text, where))


def _tiles(text: str) -> str:
    return format_tiles(parse_tiles(text, "dora"))


def _tile(text: Any) -> str:
    return parse_tile(text, "win").code


def _hand_lines(rng: random.Random, count: int) -> list[str]:
    out = []
    for text in _hands(rng, count):
        where = rng.choice([None, "seat S"])
        out.append(f"hand {text!r}: " + _answer(_hand, text, where))
    for text in _hands(rng, count // 2):
        out.append(f"tiles {text!r}: " + _answer(_tiles, text))
    for _ in range(count // 2):
        text = rng.choice(_TILE_TEXTS)
        text = _mutated_text(rng, str(text)) if rng.random() < 0.5 else text
        out.append(f"tile {text!r}: " + _answer(_tile, text))
    return out


def _mutate_seat(rng: random.Random, seat: dict[str, Any]) -> None:
    choice = rng.randrange(12)
    if choice < 3:
        hand = seat.get("hand")
        seat["hand"] = _mutated_text(rng, hand if isinstance(hand, str) else "")
    elif choice == 3:
        seat["hand"] = rng.choice(_ODD_VALUES)
    elif choice == 4:
        seat.pop("hand", None) if rng.random() < 0.5 else seat.update(hand="")
    elif choice == 5:
        seat[rng.choice(["riichi", "double_riichi", "tenpai", "chombo", "dead", "penalty", "instant",
                         "bogus"])] = rng.choice(_ODD_VALUES)
    elif choice == 6:
        seat[rng.choice(["riichi", "double_riichi", "tenpai", "chombo"])] = rng.random() < 0.7
    elif choice == 7:
        seat["win"] = {"tile": rng.choice(_TILE_TEXTS), "from": rng.choice([*_SEATS, "self", "X", None]),
                       "flags": rng.sample(_FLAGS, rng.randint(0, 2))}
    elif choice == 8 and isinstance(seat.get("win"), dict):
        win = seat["win"]
        key = rng.choice(["tile", "from", "flags", "extra"])
        win[key] = rng.choice(_ODD_VALUES + _TILE_TEXTS[:5] + [["ippatsu"], ["first_draw", "heavenly"]])
    elif choice == 9 and isinstance(seat.get("win"), dict):
        seat["win"]["flags"] = rng.sample(_FLAGS, rng.randint(1, 3))
    elif choice == 10:
        seat.pop("win", None)
    else:
        seat["win"] = rng.choice(_ODD_VALUES)


def _mutate_deal(rng: random.Random, deal: dict[str, Any]) -> None:
    choice = rng.randrange(14)
    seats = deal.get("seats")
    if choice < 6 and isinstance(seats, dict) and isinstance(seats.get(wind := rng.choice(_SEATS)), dict):
        _mutate_seat(rng, seats[wind])
    elif choice == 6:
        key = rng.choice(["dora", "ura_dora"])
        deal[key] = (rng.choice(_ODD_VALUES) if rng.random() < 0.3 else
                     [rng.choice(_TILE_TEXTS) for _ in range(rng.randint(0, 6))])
    elif choice == 7:
        key = rng.choice(["honba", "riichi_sticks", "east_streak", "wall_tiles_left"])
        deal[key] = rng.choice(_ODD_VALUES)
    elif choice == 8:
        deal[rng.choice(["round_wind", "void", "options", "bogus"])] = rng.choice(_ODD_VALUES + list(_SEATS))
    elif choice == 9:
        deal.pop(rng.choice(["round_wind", "seats", "ruleset", "dora"]), None)
    elif choice == 10 and isinstance(seats, dict):
        seats[rng.choice(["X", "E"])] = rng.choice(_ODD_VALUES)
    elif choice == 11 and isinstance(seats, dict):  # a riichi sheet: the non-winners' hands left empty
        for seat in seats.values():
            if isinstance(seat, dict) and "win" not in seat:
                seat["hand"] = ""
    elif choice == 12 and isinstance(seats, dict):  # a hand copied to another seat: too many copies
        a, b = rng.sample(_SEATS, 2)
        if isinstance(seats[a], dict) and isinstance(seats[b], dict):
            seats[b]["hand"] = seats[a].get("hand")
    else:
        deal["void"] = True


def _mutate_riichi(rng: random.Random, deal: dict[str, Any]) -> None:
    """One edit of what riichi reads beyond the common notation, mostly well-typed."""
    choice = rng.randrange(8)
    seat = deal["seats"][rng.choice(_SEATS)]
    if choice == 0:
        seat[rng.choice(["riichi", "double_riichi", "tenpai", "chombo"])] = rng.random() < 0.8
    elif choice == 1 and "win" in seat:
        seat["win"]["flags"] = rng.sample(_FLAGS[:8], rng.randint(1, 2))
    elif choice == 2:
        key = rng.choice(["dora", "ura_dora"])
        deal[key] = [rng.choice(_TILE_TEXTS[:14]) for _ in range(rng.randint(0, 6))]
    elif choice == 3:
        key = rng.choice(["honba", "riichi_sticks"])
        deal[key] = rng.choice([0, 1, 2, 5, -1, 10 ** 9, 10 ** 9 + 1, True])
    elif choice == 4:  # a red five written for a plain one
        seat["hand"] = seat["hand"].replace("5", "0", rng.randint(1, 2))
        if "win" in seat and rng.random() < 0.3:
            seat["win"]["tile"] = seat["win"]["tile"].replace("5", "0")
    elif choice == 5:
        deal["void"] = True
        for other in deal["seats"].values():
            other.pop("win", None)
    elif choice == 6:
        seat["hand"] = _mutated_text(rng, seat["hand"])
    else:
        for other in deal["seats"].values():
            if "win" not in other:
                other["hand"] = ""
        if rng.random() < 0.5:
            _mutate_riichi(rng, deal)


def _result(deal: Any, at_table: bool) -> str:
    result = score_deal_at_table(deal) if at_table else score_deal(deal)
    return hashlib.sha1(json.dumps(result, ensure_ascii=False).encode()).hexdigest()


def _deal_lines(rng: random.Random, count: int) -> list[str]:
    rulesets = ruleset_ids()
    riichi = [r for r in rulesets if r.startswith("riichi")]
    out = []
    for k in range(count):
        ruleset = rng.choice(riichi) if k % 2 else rng.choice(rulesets)
        deal = random_deal(rng, ruleset, options={"red_fives": True} if ruleset in riichi and k % 7 == 0
                           else None, void_rate=0.05, checked=False)
        if ruleset in riichi and k % 4 != 1:
            _mutate_riichi(rng, deal)
        else:
            for _ in range(rng.randint(1, 3)):
                _mutate_deal(rng, deal)
        at_table = k % 10 == 3
        if at_table and k % 20 == 3 and isinstance(deal.get("seats"), dict):
            deal["seats"]["N"] = {"hand": ""}
        shown = json.dumps(deal, ensure_ascii=False, sort_keys=True, default=repr)
        out.append(f"deal{' at three' if at_table else ''} {shown}: "
                   + _answer(_result, copy.deepcopy(deal), at_table))
    return out


def lines(count: int) -> list[str]:
    rng = random.Random("golden refusals")
    return [f"## {count}", *_hand_lines(rng, count), *_deal_lines(rng, count * 2)]


def main() -> None:
    action, path = sys.argv[1], sys.argv[2]
    if action == "save":
        count = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
        made = lines(count)
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(made) + "\n")
        refused = sum(" REFUSED " in text for text in made)
        print(f"{len(made) - 1} inputs, {refused} refused")
        return
    with open(path, encoding="utf-8") as saved:
        expected = saved.read().splitlines()
    got = lines(int(expected[0].split()[1]))
    differ = [k for k, (a, b) in enumerate(zip(expected, got, strict=True)) if a != b]
    for k in differ[:10]:
        print(f"line {k + 1}:\n  was {expected[k][:600]}\n  now {got[k][:600]}")
    print(f"{len(expected)} lines, {len(differ)} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
