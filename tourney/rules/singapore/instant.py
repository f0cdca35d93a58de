"""The immediate payments of a Singapore hand (SG-I01–I05, SG-X07), read from each seat's "instant".

docs/notation.md records them per seat; they are checked against the hand (a kong recorded is
a kong shown, a bonus pair or set recorded is held, and the other way round) and settled with the
deal. They stand also when the hand ends without a winner (SG-A13).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tourney.errors import EngineError, clip, listed
from tourney.language import Words, say
from tourney.rules.deal import Seat
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.rules.singapore.fan import own_bonus
from tourney.tiles import Hand, tile_of

_FIELDS = {
    "kong": {"kind", "concealed", "from"},
    "animal_pair": {"kind", "pair", "dealt"},
    "own_flower_season": {"kind", "dealt"},
    "complete_set": {"kind", "set"},
}
ANIMAL_PAIRS = {"cat_rat": (1, 2), "rooster_centipede": (3, 4)}
COMPLETE_SETS = {"animals": "a", "flowers": "f", "seasons": "y"}
# (kind, name) -> (the holding in a sentence, the holding as a payment's name, rule)
_HOLDING_NAMES: dict[tuple[str, str], tuple[Words, Words, str]] = {
    ("animal_pair", "cat_rat"): (say("the Cat and the Rat"), say("The Cat and the Rat"), "SG-I02"),
    ("animal_pair", "rooster_centipede"): (say("the Rooster and the Centipede"),
                                           say("The Rooster and the Centipede"), "SG-I03"),
    ("own_flower_season", ""): (say("his own Flower and own Season"), say("His own Flower and own Season"),
                                "SG-I05"),
    ("complete_set", "animals"): (say("all four Animals"), say("All four Animals"), "SG-I04"),
    ("complete_set", "flowers"): (say("all four Flowers"), say("All four Flowers"), "SG-I04"),
    ("complete_set", "seasons"): (say("all four Seasons"), say("All four Seasons"), "SG-I04"),
}
_KONGS = {True: say("Concealed kong"), False: say("Exposed kong")}


def _during(payment: Words) -> Words:
    return say("{payment}, paid by each opponent during the hand", payment=payment)


# Every payment's item name, made once: (kind, name or concealed, dealt) -> name
_PAYMENT_NAMES: dict[tuple[str, str, bool], Words] = {
    **{("kong", str(concealed), False): _during(name) for concealed, name in _KONGS.items()},
    **{(kind, name, dealt): _during(say("{holding} (dealt)", holding=payment) if dealt else payment)
       for (kind, name), (_, payment, _) in _HOLDING_NAMES.items() for dealt in (False, True)
       if kind != "complete_set" or not dealt},
}
_LATE_KONGS = {w: say("Late kong on {seat}'s discard, paid by the discarder for all three", seat=w)
               for w in SEAT_WINDS}
Transfer = tuple[str, str, int]


def _bad(message: Words) -> EngineError:
    return EngineError("bad_deal", message)


def check_instant(seat: Seat) -> None:
    """Each record well formed, and the records agree with the kongs and bonus tiles shown."""
    for number, record in enumerate(seat.instant, 1):
        _check_record(seat.wind, say('seat {seat}: "instant" entry {number}', seat=seat.wind, number=number),
                      record)
    _check_kongs(seat)
    _check_bonus(seat)


def _check_record(wind: str, where: Words, record: dict[str, Any]) -> None:
    kind = record.get("kind")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise _bad(say('{where}: "kind" must be one of {kinds}, not {kind!r}',
                       where=where, kinds=", ".join(_FIELDS), kind=clip(kind)))
    unknown = set(record) - _FIELDS[kind]
    if unknown:
        raise _bad(say("{where}: unknown field(s) {fields} for a {kind}",
                       where=where, fields=listed(unknown), kind=kind))
    for flag in {"kong": ("concealed",), "animal_pair": ("dealt",), "own_flower_season": ("dealt",)}.get(
            kind, ()):
        if not isinstance(record.get(flag), bool):
            raise _bad(say('{where}: a {kind} needs "{flag}": true or false',
                           where=where, kind=kind, flag=flag))
    if kind == "animal_pair" and not _one_of(record.get("pair"), ANIMAL_PAIRS):
        raise _bad(say('{where}: "pair" must be cat_rat or rooster_centipede, not {pair!r}',
                       where=where, pair=clip(record.get("pair"))))
    if kind == "complete_set" and not _one_of(record.get("set"), COMPLETE_SETS):
        raise _bad(say('{where}: "set" must be animals, flowers or seasons, not {set!r}',
                       where=where, set=clip(record.get("set"))))
    if kind == "kong" and "from" in record:
        if record["from"] not in SEAT_WINDS or record["from"] == wind:
            raise _bad(say('{where}: "from" must be the seat that discarded the kong tile, not {seat!r}',
                           where=where, seat=clip(record["from"])))
        if record["concealed"]:
            raise _bad(say('{where}: a kong made on a discard ("from") is not concealed', where=where))


def _one_of(value: Any, names: dict[str, Any]) -> bool:
    return isinstance(value, str) and value in names


def _check_kongs(seat: Seat) -> None:
    recorded = Counter(r["concealed"] for r in seat.instant if r["kind"] == "kong")
    shown = Counter(not m.exposed for m in seat.hand.melds if m.kind == "kong")
    for concealed in (True, False):
        if recorded[concealed] == shown[concealed]:
            continue
        counts = {"seat": seat.wind, "shown": shown[concealed], "recorded": recorded[concealed]}
        if concealed:
            raise _bad(say('seat {seat}: the hand shows {shown} concealed kong(s) but "instant" records '
                           "{recorded} (SG-I01)", **counts))
        raise _bad(say('seat {seat}: the hand shows {shown} exposed kong(s) but "instant" records '
                       "{recorded} (SG-I01)", **counts))


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
        name, _, rule = _HOLDING_NAMES[key]
        if times > 1:
            raise _bad(say('seat {seat}: "instant" records {name} {times} times; it is paid once ({rule})',
                           seat=seat.wind, name=name, times=times, rule=rule))
        if key not in held:
            raise _bad(say('seat {seat}: "instant" records {name} but the hand does not show them ({rule})',
                           seat=seat.wind, name=name, rule=rule))
    for key in sorted(held - set(recorded)):
        name, _, rule = _HOLDING_NAMES[key]
        raise _bad(say('seat {seat}: the hand holds {name} but "instant" has no record of that payment '
                       "({rule})", seat=seat.wind, name=name, rule=rule))


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
            items.append(ScoreItem("SG-X07", _LATE_KONGS[record["from"]], value=6))
            continue
        rule, name, amount = _payment(record)
        transfers.extend((payer, seat.wind, amount) for payer in others)
        items.append(ScoreItem(rule, name, value=amount))
    return transfers, items


def _payment(record: dict[str, Any]) -> tuple[str, Words, int]:
    kind = record["kind"]
    if kind == "kong":
        concealed = record["concealed"]
        return "SG-I01", _PAYMENT_NAMES["kong", str(concealed), False], 4 if concealed else 2
    key = _key(record)
    rule = _HOLDING_NAMES[key][2]
    if kind == "complete_set":
        return rule, _PAYMENT_NAMES[(*key, False)], 4
    dealt = bool(record["dealt"])
    return rule, _PAYMENT_NAMES[(*key, dealt)], 4 if dealt else 2



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
