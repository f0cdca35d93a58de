"""The deal JSON is read into typed objects, and every bad deal is refused with a clear message."""

import copy

import pytest

from tourney.errors import EngineError
from tourney.rules.parse import parse_deal
from tourney.rules.ruleset import Option, Ruleset
from tourney.tiles import tile


class Plain(Ruleset):
    id = "plain"
    multiple_winners = True
    options = (Option("limit", 500, "X-01", "the limit"),
               Option("style", "a", "X-02", "a style", choices=("a", "b")))


class OneWinner(Ruleset):
    id = "one"


EXAMPLE = {
    "ruleset": "plain",
    "options": {},
    "round_wind": "E",
    "seats": {
        "E": {"hand": "[999p] 333s 13m 7p"},
        "S": {"hand": "[555s] RdRdRd 234p [678m] SS 2f",
              "win": {"tile": "S", "from": "self", "flags": []}},
        "W": {"hand": "[2222m] 3y"},
        "N": {"hand": ""},
    },
}


def deal_with(**changes):
    deal = copy.deepcopy(EXAMPLE)
    for path, value in changes.items():
        target = deal
        keys = path.split("__")
        for key in keys[:-1]:
            target = target[key]
        if value is None:
            target.pop(keys[-1], None)
        else:
            target[keys[-1]] = value
    return deal


def refused(deal, ruleset=None):
    with pytest.raises(EngineError) as caught:
        parse_deal(deal, ruleset or Plain())
    return caught.value


def test_the_example_deal_reads_into_typed_objects():
    deal = parse_deal(EXAMPLE, Plain())
    assert deal.round_wind == "E" and deal.options == {"limit": 500, "style": "a"}
    (winner,) = deal.winners
    assert winner.wind == "S" and winner.win.tile == tile("S") and winner.win.self_drawn
    assert [m.kind for m in winner.hand.melds] == ["pung", "chow"]
    assert deal.seats["W"].hand.kongs == 1
    assert deal.seats["N"].hand.is_empty


def test_options_override_defaults_and_unknown_ones_are_refused():
    assert parse_deal(deal_with(options={"limit": 1000}), Plain()).options["limit"] == 1000
    error = refused(deal_with(options={"limmit": 1000}))
    assert error.code == "bad_option" and "limmit" in error.message and "limit" in error.message
    assert refused(deal_with(options={"style": "c"})).code == "bad_option"
    assert refused(deal_with(options={"limit": "big"})).code == "bad_option"


@pytest.mark.parametrize(("changes", "code", "words"), [
    ({"round_wind": "X"}, "bad_deal", "round_wind must be E, S, W or N"),
    ({"seats__N": None}, "bad_deal", "exactly the keys E, S, W, N"),
    ({"seats__N": {"tiles": ""}}, "bad_deal", 'seat N: a seat is an object with a "hand"'),
    ({"seats__N__colour": "red"}, "bad_deal", "seat N: unknown field(s) colour"),
    ({"seats__N__dead": True}, "bad_deal", 'seat N: "dead" is not used by plain'),
    ({"seats__S__win__from": "S"}, "bad_deal", "seat S: a player cannot win on his own discard"),
    ({"seats__S__win__from": "X"}, "bad_deal", 'seat S: "from" must be "self"'),
    ({"seats__S__win__flags": ["lucky"]}, "bad_deal", "seat S: unknown win flag 'lucky'"),
    ({"seats__S__win__tile": "9x"}, "bad_tile", 'seat S: "9x" is not a tile'),
    ({"seats__S__win__tile": "1m"}, "bad_deal", "seat S: the winning tile 1m is not in the hand"),
    ({"seats__S__win": None}, "bad_deal", 'no seat has a "win"'),
    ({"void": True}, "bad_deal", "a void deal has no winner"),
    ({"seats__S__hand": "[555s] RdRdRd 234p [678m] S 2f"}, "tile_count",
     "seat S: the winning hand has 13 tiles, a complete hand needs 14"),
    ({"seats__E__hand": "[999p] 333s 13m 7p 123456p"}, "tile_count",
     "seat E: the hand has 15 tiles; a hand that did not win holds at most 13"),
    ({"seats__E__hand": "[999p] 333s 555s"}, "too_many_copies", "the table: 5s appears 6 times"),
    ({"seats__N__hand": "2f"}, "too_many_copies", "the table: 2f appears 2 times"),
    ({"east_streak": -1}, "bad_deal", '"east_streak" must be a whole number'),
    ({"extra": 1}, "bad_deal", "unknown field 'extra'"),
])
def test_a_bad_deal_is_refused_with_its_reason(changes, code, words):
    error = refused(deal_with(**changes))
    assert error.code == code
    assert words in error.message


def test_a_void_deal_needs_no_winner():
    deal = parse_deal(deal_with(seats__S={"hand": "[555s] RdRdRd 234p [678m] S"}, void=True), Plain())
    assert deal.void and deal.winners == []


def two_winners(west_from="S", north_from="S", tile_code="5p"):
    return deal_with(
        seats__E={"hand": "19m"},
        seats__S={"hand": "19p"},
        seats__W={"hand": "123m 456m 789m 111s 55p",
                  "win": {"tile": tile_code, "from": west_from, "flags": []}},
        seats__N={"hand": "234s 456s 789s 999s 55p",
                  "win": {"tile": "5p", "from": north_from, "flags": []}},
    )


def test_several_winners_on_one_discard_count_the_tile_once():
    deal = parse_deal(two_winners(), Plain())
    assert [s.wind for s in deal.winners] == ["W", "N"]


def test_several_winners_must_share_the_discard():
    assert "same discarded tile" in refused(two_winners(north_from="E")).message
    assert "allows one winner" in refused(two_winners(), OneWinner()).message


def test_the_discarder_cannot_also_win():
    deal = two_winners(west_from="N", north_from="N")
    assert "seat N: a player cannot win on his own discard" in refused(deal).message


def test_a_meld_claimed_with_the_winning_discard_may_hold_the_winning_tile():
    deal = deal_with(seats__S={"hand": "[555s] RdRdRd 234p [678m] SS",
                               "win": {"tile": "5s", "from": "W", "flags": ["last_discard"]}})
    (winner,) = parse_deal(deal, Plain()).winners
    assert winner.win.flags == frozenset({"last_discard"})


def test_tiles_a_ruleset_does_not_play_with_are_refused():
    error = refused(deal_with(seats__N={"hand": "11m JJ"}))
    assert error.code == "bad_tile"
    assert error.message == "seat N: J is not a tile of plain (plain plays without jokers)"
    assert "animals" in refused(deal_with(seats__N={"hand": "1a"})).message
    assert "flower tile F" in refused(deal_with(seats__N={"hand": "F"})).message
