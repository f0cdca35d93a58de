"""The file's write-ahead log: consistent after any crash, and every reported change synced to disk."""

from __future__ import annotations

import asyncio
import contextlib

from tourney import services
from tourney.store import Store
from tourney.store.durable import LogSync
from tourney.web.gate import DirectGate


def _counting(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = LogSync.sync

    def counted(self: LogSync) -> None:
        calls.append(1)
        real(self)

    monkeypatch.setattr(LogSync, "sync", counted)
    return calls


def test_a_file_keeps_a_write_ahead_log_synced_normally(tmp_path):
    with services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1) as store:
        assert store.query("PRAGMA journal_mode")[0]["journal_mode"] == "wal"
        assert store.query("PRAGMA synchronous")[0]["synchronous"] == 1  # NORMAL: the store syncs itself
        assert (tmp_path / "cup.tourney-wal").exists()
    assert not (tmp_path / "cup.tourney-wal").exists()  # closing moves the log into the file


def test_a_referees_action_is_on_the_disk_before_it_returns(tmp_path, monkeypatch):
    calls = _counting(monkeypatch)
    with services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1) as store:
        before = len(calls)
        services.add_player(store, "Anna")
        assert len(calls) == before + 1
        assert store.synced == store.written
        services.undo(store)
        assert len(calls) == before + 2
        assert store.synced == store.written


def test_an_action_that_writes_nothing_needs_no_sync(tmp_path, monkeypatch):
    with services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1) as store:
        calls = _counting(monkeypatch)
        with store.change("nothing", "Nothing"):
            pass
        assert calls == []


def test_pages_share_one_sync_among_the_changes_made_meanwhile_and_answer_after_it(tmp_path, monkeypatch):
    store = services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1)
    calls = _counting(monkeypatch)
    gate = DirectGate(store)

    async def add(name: str) -> tuple[int, int]:
        await gate.run(lambda s: services.add_player(s, name))
        return store.written, store.synced

    async def many() -> list[tuple[int, int]]:
        return await asyncio.gather(*(add(f"Player {n}") for n in range(10)))

    try:
        answered = asyncio.run(many())
        assert all(synced >= written for written, synced in answered)  # synced before answering
        assert store.synced == store.written
        assert 1 <= len(calls) < 10  # the ten commits shared their syncs
        assert len(services.players(store)) == 10
    finally:
        store.close()


def test_a_page_that_fails_still_waits_for_what_was_written_and_nothing_is_left_unsynced(tmp_path):
    store = services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1)
    gate = DirectGate(store)

    def write_then_fail(s: Store) -> None:
        services.add_player(s, "Anna")
        raise ValueError("refused after writing")

    try:
        with contextlib.suppress(ValueError):
            asyncio.run(gate.run(write_then_fail))
        assert store.synced == store.written
        assert store.sync_later is False
    finally:
        store.close()
