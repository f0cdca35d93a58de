"""Any sequence of referee actions, undone step by step, gives back the tournament it started from;
redoing them all gives back the end."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.services.conftest import example_deal
from tourney import services
from tourney.errors import TourneyError
from tourney.store import DATA_TABLES, Store


def _dump(store: Store) -> dict[str, list[dict]]:
    return {table: store.query(f"SELECT * FROM [{table}] ORDER BY id") for table in DATA_TABLES}


def _act(store: Store, action: str, a: int, b: int) -> None:
    player = 1 + a % 10
    table = 1 + b % 2
    if action == "add":
        services.add_player(store, f"New {a} {b}", club="Nuovo")
    elif action == "edit":
        services.edit_player(store, player, club=f"Club {b}", team=f"T{a}")
    elif action == "withdraw":
        services.withdraw_player(store, player)
    elif action == "readmit":
        services.readmit_player(store, player)
    elif action == "check_in":
        services.check_in(store, player)
    elif action == "totals":
        services.record_totals(store, 1, table, [a, -a, b, -b - (a % 2)], replace=True)
    elif action == "deal":
        services.record_deals(store, 1, table, example_deal(), replace=bool(a % 2))
    elif action == "swap":
        services.swap_seats(store, 1, 1 + a % 8, 1 + b % 8)
    elif action == "penalty":
        services.add_penalty(store, player, 1 + a, "slow play", round_number=1 if b % 2 else None)
    elif action == "schedule":
        services.set_round_schedule(store, 2, starts_at=f"2024-05-18 {8 + a % 10:02d}:00",
                                    duration_minutes=60 + b)
    elif action == "shift":
        services.shift_round(store, 2, a - 5 or 1)
    elif action == "import":
        services.import_players_csv(store, f"name;club\nImported {a};X\nImported {b};Y\n".encode(),
                                    skip_bad=True)


ACTIONS = st.lists(st.tuples(st.sampled_from(["add", "edit", "withdraw", "readmit", "check_in", "totals",
                                              "deal", "swap", "penalty", "schedule", "shift", "import"]),
                             st.integers(0, 20), st.integers(0, 20)), max_size=12)


@settings(max_examples=60, deadline=None)
@given(ACTIONS)
def test_undoing_every_action_gives_back_the_start_and_redoing_gives_back_the_end(actions):
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=2)
    for n in range(8):
        services.add_player(store, f"Player {n}")
    services.draw_round(store, 1)
    start = _dump(store)
    before = services.history_state(store).can_undo
    for action in actions:
        seen = _dump(store)
        try:
            _act(store, action[0], action[1], action[2])
        except TourneyError:
            assert _dump(store) == seen  # a refused action changes nothing
    end = _dump(store)
    done = services.history_state(store).can_undo - before
    if done:
        services.undo(store, done)
    assert _dump(store) == start
    if done:
        services.redo(store, done)
    assert _dump(store) == end
    store.close()
