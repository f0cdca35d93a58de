"""Fixtures for the service tests: a FIMJ tournament in memory, players, a seated round."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from tourney import services
from tourney.store import Store

EXAMPLE_DEAL: dict[str, Any] = {
    "round_wind": "E",
    "seats": {
        "E": {"hand": "[999p] 333s 13m 7p"},
        "S": {"hand": "[555s] RdRdRd 234p [678m] SS 2f", "win": {"tile": "S", "from": "self", "flags": []}},
        "W": {"hand": "[2222m] 3y"},
        "N": {"hand": ""},
    },
}
EXAMPLE_NET = {"E": -300, "S": 570, "W": -90, "N": -180}


def example_deal(**top: Any) -> dict[str, Any]:
    return {**copy.deepcopy(EXAMPLE_DEAL), **top}


def seat_by_rotation(store: Store, round_number: int) -> None:
    """Seat a round by hand in a fixed rotation (the draw is the optimiser's; these tests need to
    know who sits where): four groups shifted against each other by the round number."""
    ids = [p.id for p in services.players(store) if p.active]
    count = len(ids) // 4
    groups = [ids[g * count:(g + 1) * count] for g in range(4)]
    shift = round_number - 1
    tables = []
    for t in range(count):
        at = [groups[g][(t + g * shift) % count] for g in range(4)]
        tables.append({"ESWN"[(g + shift) % 4]: at[g] for g in range(4)})
    services.assign_seats(store, round_number, tables)


@pytest.fixture
def store() -> Iterator[Store]:
    opened = services.create_tournament(None, name="Coppa di Primavera", ruleset="fimj", rounds=4,
                                        hands_per_round=16)
    yield opened
    opened.close()


@pytest.fixture
def seated(store: Store) -> Store:
    """Eight players, round 1 seated: table 1 is players 1 3 5 7 (E S W N), table 2 is 2 4 6 8."""
    for number in range(1, 9):
        services.add_player(store, f"Player {number}", club=f"Club {number % 3}")
    seat_by_rotation(store, 1)
    return store
