"""The log does not store each inserted row twice (#33 points 9, 10): an insert is logged by its id and
a fingerprint; undo checks the fingerprint and keeps the row it deletes, where redo finds it again."""

from __future__ import annotations

import json

import pytest

from tourney import services
from tourney.store import StoreError, redo, undo


def _deal_rows(store) -> list[dict]:
    return store.query("SELECT * FROM deals ORDER BY id")


def test_recording_deals_logs_each_inserted_deal_by_its_id_without_a_copy_of_the_row():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    services.add_player(store, "Anna Bellini", club="Drago")
    change = services.log(store)[-1].changes[0]
    assert change["before"] is None
    assert change["after"] == {"id": change["id"]}  # not the row again: it is in the players table
    assert "Anna Bellini" not in json.dumps(change)
    assert change["inserted"]["columns"][:2] == ["id", "name"]


def test_an_insert_undone_and_redone_twice_comes_back_exactly_as_it_was(tmp_path):
    path = tmp_path / "cup.tourney"
    store = services.create_tournament(path, name="Cup", ruleset="fimj", rounds=1)
    anna = services.add_player(store, "Anna Bellini", club="Drago", country="IT")
    row = store.get("players", anna.id)
    for _ in range(2):
        undo(store)
        assert store.get("players", anna.id) is None
        redo(store)
        assert store.get("players", anna.id) == row
    store.close()
    with services.open_tournament(path) as again:  # the history survives closing the file
        undo(again)
        redo(again)
        assert again.get("players", anna.id) == row


def test_undoing_an_insert_whose_row_changed_since_is_refused_and_changes_nothing():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    anna = services.add_player(store, "Anna Bellini")
    store.db.execute("UPDATE players SET name = 'Anna Rossi' WHERE id = ?", [anna.id])  # behind the log
    with pytest.raises(StoreError, match=r"cannot undo: row \d+ of players has changed since"):
        undo(store)
    assert store.get("players", anna.id)["name"] == "Anna Rossi"


def test_a_whole_table_of_deals_undoes_and_redoes_through_the_compact_log():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    demo = services.build_demo(None, players=4, rounds=1, deals_per_table=4)
    deals = [json.loads(r["deal"]) for r in demo.query("SELECT deal FROM deals ORDER BY number")]
    for name in ("Anna", "Bruno", "Carla", "Dario"):
        services.add_player(store, name)
    services.draw_rounds(store, 1, 1, seconds=None, iterations=10, seed=1)
    services.record_deals(store, 1, 1, deals)
    recorded = _deal_rows(store)
    event = services.log(store)[-1]
    assert all(c["after"] == {"id": c["id"]} for c in event.changes if c["before"] is None)
    undo(store)
    assert _deal_rows(store) == []
    redo(store)
    assert _deal_rows(store) == recorded
    assert services.standings(store).rows[0].games == 1


def test_events_written_with_full_copies_still_undo_and_redo():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    with store.change("add_player", "Add player Anna (as an older version logged it)") as log:
        row_id = log.insert("players", {"name": "Anna"})
        full = store.get("players", row_id)
        log.log[-1] = {"table": "players", "id": row_id, "before": None, "after": full}
    row = store.get("players", row_id)
    undo(store)
    assert store.get("players", row_id) is None
    redo(store)
    assert store.get("players", row_id) == row
