"""The immediate payments of a Singapore hand (SG-I01–I05, SG-X07), read from each seat's "instant".

NOTATION.md section 3 records them per seat; they are checked against the hand (a kong recorded is
a kong shown, a bonus pair or set recorded is held, and the other way round) and settled with the
deal. They stand also when the hand ends without a winner (SG-A13).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tourney.errors import EngineError
from tourney.rules.deal import Seat
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.rules.singapore_fan import own_bonus
from tourney.tiles import Hand, tile_of

_FIELDS = {
    "kong": {"kind", "concealed", "from"},
    "animal_pair": {"kind", "pair", "dealt"},
    "own_flower_season": {"kind", "dealt"},
    "complete_set": {"kind", "set"},
}
ANIMAL_PAIRS = {"cat_rat": (1, 2), "rooster_centipede": (3, 4)}
COMPLETE_SETS = {"animals": "a", "flowers": "f", "seasons": "y"}
_HOLDING_NAMES = {
    ("animal_pair", "cat_rat"): ("the Cat and the Rat", "SG-I02"),
    ("animal_pair", "rooster_centipede"): ("the Rooster and the Centipede", "SG-I03"),
    ("own_flower_season", ""): ("his own Flower and own Season", "SG-I05"),
    ("complete_set", "animals"): ("all four Animals", "SG-I04"),
    ("complete_set", "flowers"): ("all four Flowers", "SG-I04"),
    ("complete_set", "seasons"): ("all four Seasons", "SG-I04"),
}
Transfer = tuple[str, str, int]


def _bad(message: str) -> EngineError:
    return EngineError("bad_deal", message)


def check_instant(seat: Seat) -> None:
    """Each record well formed, and the records agree with the kongs and bonus tiles shown."""
    for number, record in enumerate(seat.instant, 1):
        _check_record(seat.wind, f'seat {seat.wind}: "instant" entry {number}', record)
    _check_kongs(seat)
    _check_bonus(seat)


def _check_record(wind: str, where: str, record: dict[str, Any]) -> None:
    kind = record.get("kind")
    if kind not in _FIELDS:
        raise _bad(f'{where}: "kind" must be one of {", ".join(_FIELDS)}, not {kind!r}')
    unknown = sorted(set(record) - _FIELDS[kind])
    if unknown:
        raise _bad(f'{where}: unknown field(s) {", ".join(unknown)} for a {kind}')
    for flag in {"kong": ("concealed",), "animal_pair": ("dealt",), "own_flower_season": ("dealt",)}.get(
            kind, ()):
        if not isinstance(record.get(flag), bool):
            raise _bad(f'{where}: a {kind} needs "{flag}": true or false')
    if kind == "animal_pair" and record.get("pair") not in ANIMAL_PAIRS:
        raise _bad(f'{where}: "pair" must be cat_rat or rooster_centipede, not {record.get("pair")!r}')
    if kind == "complete_set" and record.get("set") not in COMPLETE_SETS:
        raise _bad(f'{where}: "set" must be animals, flowers or seasons, not {record.get("set")!r}')
    if kind == "kong" and "from" in record:
        if record["from"] not in SEAT_WINDS or record["from"] == wind:
            raise _bad(f'{where}: "from" must be the seat that discarded the kong tile, '
                       f"not {record['from']!r}")
        if record["concealed"]:
            raise _bad(f'{where}: a kong made on a discard ("from") is not concealed')


def _check_kongs(seat: Seat) -> None:
    recorded = Counter(r["concealed"] for r in seat.instant if r["kind"] == "kong")
    shown = Counter(not m.exposed for m in seat.hand.melds if m.kind == "kong")
    for concealed, label in ((True, "concealed"), (False, "exposed")):
        if recorded[concealed] != shown[concealed]:
            raise _bad(f"seat {seat.wind}: the hand shows {shown[concealed]} {label} kong(s) but "
                       f'"instant" records {recorded[concealed]} (SG-I01)')


def _holdings(seat: Seat) -> set[tuple[str, str]]:
    """The bonus pairs and sets the seat holds, as (kind, name) keys of its instant records."""
    held = set(seat.hand.bonus)
    found = {("animal_pair", name) for name, ranks in ANIMAL_PAIRS.items()
             if all(tile_of("a", r) in held for r in ranks)}
    if own_bonus(seat.wind, "f") in held and own_bonus(seat.wind, "y") in held:
        found.add(("own_flower_season", ""))
    found |= {("complete_set", name) for name, suit in COMPLETE_SETS.items()
              if all(tile_of(suit, r) in held for r in range(1, 5))}
    return found


def _key(record: dict[str, Any]) -> tuple[str, str]:
    return record["kind"], record.get("pair") or record.get("set") or ""


def _check_bonus(seat: Seat) -> None:
    recorded = Counter(_key(r) for r in seat.instant if r["kind"] != "kong")
    held = _holdings(seat)
    for key, times in recorded.items():
        name, rule = _HOLDING_NAMES[key]
        if times > 1:
            raise _bad(f'seat {seat.wind}: "instant" records {name} {times} times; it is paid once ({rule})')
        if key not in held:
            raise _bad(f'seat {seat.wind}: "instant" records {name} but the hand does not show them ({rule})')
    for key in sorted(held - set(recorded)):
        name, rule = _HOLDING_NAMES[key]
        raise _bad(f'seat {seat.wind}: the hand holds {name} but "instant" has no record of '
                   f"that payment ({rule})")


def _late_kong(record: dict[str, Any], options: dict[str, Any], wall_tiles_left: int | None) -> bool:
    """SG-X07: a kong claimed near the end is paid by the discarder alone, for all three."""
    threshold = options["late_kong_tiles_left"]
    if threshold is None or "from" not in record:
        return False
    return wall_tiles_left is None or wall_tiles_left <= threshold


def instant_payments(seat: Seat, options: dict[str, Any],
                     wall_tiles_left: int | None) -> tuple[list[Transfer], list[ScoreItem]]:
    """The transfers of one seat's immediate payments and an item per payment for the referee."""
    others = [w for w in SEAT_WINDS if w != seat.wind]
    transfers: list[Transfer] = []
    items: list[ScoreItem] = []
    for record in seat.instant:
        if record["kind"] == "kong" and _late_kong(record, options, wall_tiles_left):
            transfers.append((record["from"], seat.wind, 6))
            items.append(ScoreItem("SG-X07", f"Late kong on {record['from']}'s discard, "
                                             "paid by the discarder for all three", value=6))
            continue
        rule, name, amount = _payment(record, seat.wind)
        transfers.extend((payer, seat.wind, amount) for payer in others)
        items.append(ScoreItem(rule, f"{name}, paid by each opponent during the hand", value=amount))
    return transfers, items


def _payment(record: dict[str, Any], wind: str) -> tuple[str, str, int]:
    kind = record["kind"]
    when = 4 if record.get("dealt") else 2
    if kind == "kong":
        return ("SG-I01", "Concealed kong", 4) if record["concealed"] else ("SG-I01", "Exposed kong", 2)
    name, rule = _HOLDING_NAMES[_key(record)]
    if kind == "complete_set":
        return rule, name[0].upper() + name[1:], 4
    dealt = " (dealt)" if record["dealt"] else ""
    return rule, name[0].upper() + name[1:] + dealt, when



def implied_instant(hand: Hand, wind: str) -> list[dict[str, Any]]:
    """The "instant" records a hand's kongs and bonus tiles call for, as if none was dealt.

    For simulated deals and tests: a referee records who dealt what, a generator cannot know.
    """
    records: list[dict[str, Any]] = [{"kind": "kong", "concealed": not m.exposed}
                                     for m in hand.melds if m.kind == "kong"]
    seat = Seat(wind, hand, "")
    for kind, name in sorted(_holdings(seat)):
        if kind == "complete_set":
            records.append({"kind": kind, "set": name})
        elif kind == "animal_pair":
            records.append({"kind": kind, "pair": name, "dealt": False})
        else:
            records.append({"kind": kind, "dealt": False})
    return records
