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


@pytest.fixture
def store() -> Iterator[Store]:
    opened = services.create_tournament(None, name="Coppa di Primavera", ruleset="fimj", rounds=4,
                                        hands_per_round=16)
    yield opened
    opened.close()


@pytest.fixture
def seated(store: Store) -> Store:
    """Eight players, round 1 drawn: table 1 is players 1 3 5 7 (E S W N), table 2 is 2 4 6 8."""
    for number in range(1, 9):
        services.add_player(store, f"Player {number}", club=f"Club {number % 3}")
    services.draw_round(store, 1)
    return store
