"""The closed-rounds check after a commit runs only when the commit changed a sheet or a seating
(#32 point 8: a phone's send is most of a busy server's commits, and it can close no round), while a
round closed by any path, an undo included, still takes its backup."""

from __future__ import annotations

from tourney import services
from tourney.store import backups as kept

VOID = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}


def _closed_round_checks(store, action) -> int:
    """How many times ``action()`` ran the closed-rounds query."""
    seen: list[str] = []
    store.db.conn.set_trace_callback(seen.append)
    try:
        action()
    finally:
        store.db.conn.set_trace_callback(None)
    return sum(kept.CLOSED_ROUNDS.strip() in sql for sql in seen)


def test_a_phone_send_skips_the_closed_rounds_check(tmp_path):
    with services.build_demo(tmp_path / "s.tourney", players=8, rounds=2, deals_per_table=2,
                             record_rounds=1) as store:
        checks = _closed_round_checks(store, lambda: services.submit_deal(store, 2, 1, 1, VOID, "phone-one",
                                                                          "key-000000001"))
        assert checks == 0
        assert len(services.submissions(store)) == 1


def test_a_change_to_a_sheet_still_runs_the_check(tmp_path):
    with services.build_demo(tmp_path / "r.tourney", players=8, rounds=2, deals_per_table=2,
                             record_rounds=1) as store:
        assert _closed_round_checks(store, lambda: services.record_totals(store, 2, 1, [10, -10, 0, 0])) == 1


def test_a_send_ten_minutes_after_the_last_backup_still_takes_one(tmp_path):
    path = tmp_path / "t.tourney"
    with services.build_demo(path, players=8, rounds=2, deals_per_table=2, record_rounds=1) as store:
        before = len(services.list_backups(path))
        store.autobackup.last_at -= kept.EVERY_SECONDS
        services.submit_deal(store, 2, 1, 1, VOID, "phone-one", "key-000000001")
        found = services.list_backups(path)
    assert len(found) == before + 1 and found[-1].after_round is None


def test_an_undo_that_closes_a_round_again_takes_its_backup(tmp_path):
    path = tmp_path / "u.tourney"
    with services.build_demo(path, players=8, rounds=2, deals_per_table=2) as store:
        services.record_totals(store, 2, 2, [1, 0, 0, 0], replace=True)  # does not balance: round 2 opens
        assert kept.closed_rounds(store.db.conn) == {1}
        services.undo(store)  # the balanced sheet is back: round 2 closes again
        assert store.autobackup.closed == {1, 2}
    assert [b.after_round for b in services.list_backups(path)][-2:] == [2, 2]


def test_a_commit_whose_tables_are_not_known_runs_the_check(tmp_path):
    with services.build_demo(tmp_path / "k.tourney", players=8, rounds=2, deals_per_table=2,
                             record_rounds=1) as store:
        assert _closed_round_checks(store, store.committed) == 1
