"""The cheaper write path of Store.change (#32 point 8) logs exactly what the old one logged."""

from __future__ import annotations

import json
import math
from datetime import datetime

import pytest

from tourney import services
from tourney.jsontext import json_writer
from tourney.language import say, stored
from tourney.store import Store, undo
from tourney.store.store import now_text, row_digest

VALUES = [{"a": 1, "b": [1.5, -0.0, 1e300, None, True, False], "c": "è «☃» \u2028 \"q\" \\ \x01"},
          [], {}, "plain", 3, 2.5, None, math.inf, -math.inf, [{"deep": [[["x"]]]}], {"k": 10**30}]


@pytest.mark.parametrize("value", VALUES)
def test_the_kept_encoder_writes_what_json_dumps_writes(value):
    assert json_writer(ensure_ascii=False)(value) == json.dumps(value, ensure_ascii=False)
    assert json_writer()(value) == json.dumps(value)


def test_the_kept_encoder_refuses_what_json_dumps_refuses_with_the_same_words():
    with pytest.raises(TypeError) as ours:
        json_writer(ensure_ascii=False)({"x": object})
    with pytest.raises(TypeError) as theirs:
        json.dumps({"x": object}, ensure_ascii=False)
    assert str(ours.value) == str(theirs.value)
    assert json_writer(default=str)({"x": object}) == json.dumps({"x": object}, default=str)


def test_a_stored_sentence_is_the_json_it_always_was():
    words = say("Penalty of {points} to {who}", points=5, who=say("Giocatore «è»"))
    assert stored(words) == json.dumps(words.to_json(), ensure_ascii=False, default=str)


def test_now_is_the_local_time_to_the_second_as_isoformat_writes_it():
    before = datetime.now().isoformat(timespec="seconds")
    now = now_text()
    after = datetime.now().isoformat(timespec="seconds")
    assert before <= now <= after and len(now) == 19


def test_a_fingerprint_written_the_old_way_still_matches():
    row = {"id": 4, "name": "Anna", "club": "", "born": None, "n": 3}
    old = __import__("hashlib").sha1(repr([(c, row.get(c)) for c in list(row)]).encode()).hexdigest()
    assert row_digest(row) == old
    assert row_digest(row, ["id", "name", "gone"]) == __import__("hashlib").sha1(
        repr([("id", 4), ("name", "Anna"), ("gone", None)]).encode()).hexdigest()


def test_a_row_inserted_without_returning_is_logged_as_sqlite_would_return_it():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    for name in ("Anna", "Bruno", "Carla"):  # the first insert checks the prediction, the next use it
        services.add_player(store, name, club="Drago")
    for event in services.log(store)[-3:]:
        change = event.changes[0]
        row = store.get("players", change["id"])
        assert change["inserted"] == {"columns": list(row), "digest": row_digest(row)}
    undo(store)  # the fingerprint written through the new path verifies
    assert [p.name for p in services.players(store)] == ["Anna", "Bruno"]


def test_values_a_column_would_convert_are_asked_of_sqlite_and_logged_as_stored():
    store = Store.memory()
    for name in ("Anna", 5, 2.5, True, "Bruno"):  # numbers in a TEXT column are stored as text
        with store.change("add_player", "add") as log:
            row_id = log.insert("players", {"name": name})
            change = log.log[-1]
        row = store.get("players", row_id)
        assert change["inserted"] == {"columns": list(row), "digest": row_digest(row)}
