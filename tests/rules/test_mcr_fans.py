"""Every MCR fan (docs/rules/mcr.md, MCR-F01 … F81) with a hand that scores it."""

from __future__ import annotations

import pytest

from tests.rules.mcr_support import fans, mcr_seat

# rule, hand, winning tile, from, flags, seat, round wind
CASES = [
    ("MCR-F01", "EEE SSS WWW NNN 11m", "1m", "S", (), "E", "E"),
    ("MCR-F02", "RdRdRd GdGdGd WdWdWd 123m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F03", "234s 234s 666s 888s GdGd", "Gd", "S", (), "E", "E"),
    ("MCR-F04", "11123455678999m", "5m", "S", (), "E", "E"),
    ("MCR-F05", "55p [1111m] [2222p] [3333s] [EEEE]", "5p", "S", (), "E", "E"),
    ("MCR-F06", "22334455667788p", "8p", "S", (), "E", "E"),
    ("MCR-F07", "119m 19p 19s E S W N Rd Gd Wd", "1m", "S", (), "E", "E"),
    ("MCR-F08", "111m 999m 111p 999p 11s", "1s", "S", (), "E", "E"),
    ("MCR-F09", "EEE SSS WWW NN 123m", "3m", "S", (), "E", "E"),
    ("MCR-F10", "RdRdRd GdGdGd WdWd 123m 456p", "6p", "S", (), "E", "E"),
    ("MCR-F11", "EEE SSS WWW RdRdRd GdGd", "Gd", "S", (), "E", "E"),
    ("MCR-F12", "111m 222p 333s 444m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F13", "123123789789m 55m", "5m", "S", (), "E", "E"),
    ("MCR-F14", "111122223333m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F15", "111222333444m 55p", "5p", "self", (), "E", "E"),
    ("MCR-F16", "123234345456m 99p", "9p", "S", (), "E", "E"),
    ("MCR-F17", "456p 77s [1111m] [2222p] [3333s]", "7s", "S", (), "E", "E"),
    ("MCR-F18", "111m 999p EEE SSS 11s", "1s", "S", (), "E", "E"),
    ("MCR-F19", "1155m 2288p 33s E E Rd Rd", "Rd", "S", (), "E", "E"),
    ("MCR-F20", "147m 25p 36s E S W N Rd Gd Wd", "Wd", "S", (), "E", "E"),
    ("MCR-F21", "222m 444p 666s 888m 22p", "2p", "S", (), "E", "E"),
    ("MCR-F22", "123m 456m 789m 111m 99m", "9m", "S", (), "E", "E"),
    ("MCR-F23", "123m 123m 456p 77s [123m]", "7s", "S", (), "E", "E"),
    ("MCR-F24", "222333444p 789m 55s", "5s", "self", (), "E", "E"),
    ("MCR-F25", "777m 888p 999s 789m 88s", "8s", "S", (), "E", "E"),
    ("MCR-F26", "456m 456p 456s 444m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F27", "123m 123p 123s 111m 22s", "2s", "S", (), "E", "E"),
    ("MCR-F28", "123456789m 123p 55s", "5s", "S", (), "E", "E"),
    ("MCR-F29", "123m 789m 123p 789p 55s", "5s", "S", (), "E", "E"),
    ("MCR-F30", "123m 234m 345m 789p 55s", "5s", "S", (), "E", "E"),
    ("MCR-F31", "345m 555p 456s 567m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F32", "333m 333p 333s 789m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F33", "111m 222p 333s 789m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F34", "147m 258p 36s E S W N Rd Gd", "Gd", "S", (), "E", "E"),
    ("MCR-F35", "147m 258p 234s 369s 55p", "5p", "S", (), "E", "E"),
    ("MCR-F36", "666m 789p 678s 999s 77m", "7m", "S", (), "E", "E"),
    ("MCR-F37", "111m 234p 123s 444s 22m", "2m", "S", (), "E", "E"),
    ("MCR-F38", "EEE SSS WWW 123m 55p", "5p", "S", (), "N", "N"),
    ("MCR-F39", "123m 456p 789s 111s 55m", "5m", "S", (), "E", "E"),
    ("MCR-F40", "123p 345p 888p 456s 99s", "9s", "S", (), "E", "E"),
    ("MCR-F41", "123m 123p 123s 789m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F42", "222m 333p 444s 789m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F43", "345m E E [678p] [555s] [123s]", "5m", "S", (), "N", "S"),
    ("MCR-F44", "123m 456p 789s EE [555s]", "E", "self", ("last_tile",), "E", "E"),
    ("MCR-F45", "123m 456p 789s EE [555s]", "E", "S", ("last_discard",), "E", "E"),
    ("MCR-F46", "123m 456p 789s EE [5555s]", "3m", "self", ("replacement",), "E", "E"),
    ("MCR-F47", "123m 456p 789s EE [555s]", "2m", "S", ("robbing_kong",), "E", "E"),
    ("MCR-F48", "333s 999s EE [111m] [222p]", "E", "S", (), "W", "S"),
    ("MCR-F49", "123m 456m 789m SSS 11m", "1m", "S", (), "E", "E"),
    ("MCR-F50", "123m 234p 345s 999m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F51", "123m 456p 789s NNN RdRd", "Rd", "S", (), "E", "E"),
    ("MCR-F52", "Rd Rd [123m] [456p] [789s] [NNN]", "Rd", "S", (), "E", "E"),
    ("MCR-F53", "345s 678s 99p (1111m) (2222p)", "9p", "S", (), "E", "E"),
    ("MCR-F54", "RdRdRd GdGdGd 123m 456p 99s", "9s", "S", (), "E", "E"),
    ("MCR-F55", "123m 789p 111s NNN 99m", "9m", "S", (), "E", "E"),
    ("MCR-F56", "123m 456p 789s 234m 55s", "5s", "self", (), "E", "E"),
    ("MCR-F57", "345s 678s 99p [1111m] [2222p]", "9p", "S", (), "E", "E"),
    ("MCR-F58", "123m 456p 789s 345s EE", "5s", "S", ("last_of_kind",), "E", "E"),
    ("MCR-F59", "RdRdRd 123m 456p 789s 55s", "5s", "S", (), "E", "E"),
    ("MCR-F60", "SSS 123m 456p 789s 55s", "5s", "S", (), "E", "S"),
    ("MCR-F61", "WWW 123m 456p 789s 55s", "5s", "E", (), "W", "S"),
    ("MCR-F62", "123m 456p 789s 234m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F63", "123m 456p 789s 234m 55s", "5s", "S", (), "E", "E"),
    ("MCR-F64", "111m 123m 456p 789s 55p", "5p", "S", (), "E", "E"),
    ("MCR-F65", "222m 222p 456s 789s 55m", "5m", "S", (), "E", "E"),
    ("MCR-F66", "222m 777p 456s 789s 55m", "5m", "S", (), "E", "E"),
    ("MCR-F67", "123m 456p 789s 55m (NNNN)", "5m", "S", (), "E", "E"),
    ("MCR-F68", "234m 456p 678s 345s 55m", "5m", "S", (), "E", "E"),
    ("MCR-F69", "234m 234m 567p 888s 55s", "5s", "S", (), "E", "E"),
    ("MCR-F70", "234m 234p 678s 111s 55m", "5m", "S", (), "E", "E"),
    ("MCR-F71", "234567m 789p 111s 55p", "5p", "S", (), "E", "E"),
    ("MCR-F72", "123789m 456p 111s 55p", "5p", "S", (), "E", "E"),
    ("MCR-F73", "111m 234p 456s 678s 55p", "5p", "S", (), "E", "E"),
    ("MCR-F74", "123m 456p 789s 55m [SSSS]", "5m", "S", (), "E", "E"),
    ("MCR-F75", "123m 456p 789p 111m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F76", "123m 456p 789s 111m 55p", "5p", "S", (), "E", "E"),
    ("MCR-F77", "123m 456p 789s 555s 99m", "3m", "S", (), "E", "E"),
    ("MCR-F78", "123m 456p 789s 555s 99m", "2m", "S", (), "E", "E"),
    ("MCR-F79", "123m 456p 789s 555s 99m", "9m", "S", (), "E", "E"),
    ("MCR-F80", "123m 456p 789s 55m [SSS]", "5m", "self", (), "E", "E"),
    ("MCR-F81", "123m 456p 789s 234m 55s 1f 2y", "5s", "S", (), "E", "E"),
]


@pytest.mark.parametrize(("rule", "hand", "tile", "source", "flags", "seat", "round_wind"), CASES,
                         ids=[case[0] for case in CASES])
def test_each_fan_is_scored_by_a_hand_made_for_it(rule: str, hand: str, tile: str, source: str,
                                                   flags: tuple[str, ...], seat: str,
                                                   round_wind: str) -> None:
    result = mcr_seat(hand, tile, source, flags, seat, round_wind)
    assert rule in fans(result), (rule, result["items"])


def test_the_cases_cover_all_81_fans_in_green_book_order() -> None:
    assert [case[0] for case in CASES] == [f"MCR-F{n:02d}" for n in range(1, 82)]


def test_mcr_f43_a_chicken_hand_scores_exactly_8() -> None:
    result = mcr_seat("345m E E [678p] [555s] [123s]", "5m", "S", (), "N", "S")
    assert fans(result) == {"MCR-F43": 8}
    assert result["points"] == 8
