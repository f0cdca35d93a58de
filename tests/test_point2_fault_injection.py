"""Issue #33 point 2, proved by killing: exports, `tourney new`, schema upgrades and `tourney serve` are
SIGKILLed at random moments (at least 50 times each, each run a forked child process) and the file
under the name is then only ever the old one or the whole new one, never a broken one (for `serve`:
a whole file holding every deal the server acknowledged)."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from tourney import services
from tourney.cli import main
from tourney.store import MIGRATION_NAMES, Store

KILLS = 50


def _child(args: list[str]) -> int:
    pid = os.fork()
    if pid == 0:  # the child: one `tourney` command, then out without running the parent's cleanups
        quiet = os.open(os.devnull, os.O_WRONLY)
        os.dup2(quiet, 1)
        os.dup2(quiet, 2)
        code = 0
        try:
            main(args, standalone_mode=False)
        except BaseException:
            code = 1
        os._exit(code)
    return pid


def _time_of(args: list[str], reset) -> float:
    """How long the command takes here and now (the kills are spread over that and a little more)."""
    reset()
    started = time.perf_counter()
    _, status = os.waitpid(_child(args), 0)
    assert os.waitstatus_to_exitcode(status) == 0
    return time.perf_counter() - started


def _kill_at_random(args: list[str], reset, check, rng: random.Random) -> dict[str, int]:
    seen: dict[str, int] = {}
    span = _time_of(args, reset) * 1.2
    for _ in range(KILLS):
        reset()
        pid = _child(args)
        time.sleep(rng.uniform(0, span))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        outcome = check()
        seen[outcome] = seen.get(outcome, 0) + 1
    return seen


@pytest.fixture(scope="module")
def tournament(tmp_path_factory):
    path = tmp_path_factory.mktemp("kills") / "club.tourney"
    services.build_demo(path, players=16, rounds=2, deals_per_table=4).close()
    return path


def _is_pdf(data: bytes) -> bool:
    return data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")


def test_a_killed_export_leaves_the_old_file_or_the_whole_new_one(tournament, tmp_path):
    out = tmp_path / "standings.pdf"
    old = b"%PDF-1.4 the sheet printed this morning %%EOF\n"
    args = ["export", "standings", str(tournament), "-o", str(out)]

    def check() -> str:
        data = out.read_bytes()
        assert data == old or _is_pdf(data), f"a broken export of {len(data)} bytes"
        return "old" if data == old else "new"

    seen = _kill_at_random(args, lambda: out.write_bytes(old), check, random.Random(1))
    print("export kills:", seen)
    assert sum(seen.values()) >= KILLS
    _, status = os.waitpid(_child(args), 0)  # the next export cleans what the killed ones left
    assert os.waitstatus_to_exitcode(status) == 0 and _is_pdf(out.read_bytes())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["standings.pdf"]


def test_a_killed_new_leaves_no_file_or_a_whole_tournament_and_a_second_new_works(tmp_path):
    path = tmp_path / "cup.tourney"
    args = ["new", str(path), "--name", "Cup", "--ruleset", "fimj", "--rounds", "3"]

    def reset() -> None:
        for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            leftover.unlink(missing_ok=True)

    def check() -> str:
        if not path.exists():
            with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=3) as store:
                assert services.tournament(store).rounds == 3  # a second `new` works
            return "none"
        with services.open_tournament(path) as store:
            assert services.tournament(store).name == "Cup"
        return "whole"

    seen = _kill_at_random(args, reset, check, random.Random(2))
    print("new kills:", seen)
    assert sum(seen.values()) >= KILLS


def _old_file(path: Path) -> None:
    schema = MIGRATION_NAMES[-2]
    with Store.open(path, create=True, migrate_upto=schema) as store:
        with store.change("create_tournament", "Create", undoable=False) as log:
            log.insert("tournament", {"id": 1, "name": "Old", "ruleset": "fimj", "rounds": 2,
                                      "ranking": "table_points", "rotation": "fixed"})
        for n in range(500):
            with store.change("add_player", f"Add {n}") as log:
                log.insert("players", {"name": f"Player {n} " + "x" * 200})


def _applied(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        assert db.execute("SELECT count(*) FROM players").fetchone()[0] == 500
        return [row[0] for row in db.execute("SELECT name FROM schema_migrations ORDER BY rowid")]
    finally:
        db.close()


def test_a_killed_upgrade_leaves_the_old_file_and_no_empty_backup(tmp_path):
    original = tmp_path / "original.tourney"
    _old_file(original)
    old_bytes = original.read_bytes()
    folder = tmp_path / "upgrade"
    folder.mkdir()
    path = folder / "old.tourney"
    args = ["players", "list", str(path)]

    def reset() -> None:
        for leftover in folder.iterdir():
            leftover.unlink()
        path.write_bytes(old_bytes)

    def check() -> str:
        applied = _applied(path)
        assert applied in (MIGRATION_NAMES[:-1], MIGRATION_NAMES)
        for backup in folder.glob("old.before-*"):
            assert _applied(backup) == MIGRATION_NAMES[:-1]  # every backup whole, none empty
        return "old" if applied == MIGRATION_NAMES[:-1] else "upgraded"

    seen = _kill_at_random(args, reset, check, random.Random(3))
    print("upgrade kills:", seen)
    assert sum(seen.values()) >= KILLS


def test_a_killed_serve_keeps_every_acknowledged_deal_in_a_whole_file(tmp_path):
    """`tourney serve` SIGKILLed at random moments (starting, serving, idle, folding the log back) while
    phones send deals: the file then opens whole and holds every deal the server acknowledged."""
    import httpx

    import tourney.web  # noqa: F401  # imported here once, not in each forked server
    from tests.services.conftest import example_deal
    from tests.web.conftest import make_cup
    from tests.web.test_server import free_port

    path = tmp_path / "cup.tourney"
    with make_cup(path=path, rounds=1) as store:
        secrets = {s.table: s.secret for s in services.issue_secrets(store, 1)}
    rng, sent, seen = random.Random(4), 0, {"before serving": 0, "while serving": 0}
    acknowledged: set[str] = set()  # the phones whose deal the server answered "ok"
    starting = 0.3  # how long a forked server takes to answer here (measured as the kills go)
    with httpx.Client(timeout=5) as client:
        for kill in range(KILLS):
            port = free_port()
            launched = time.monotonic()
            pid = _child(["serve", str(path), "--host", "127.0.0.1", "--port", str(port)])
            # one kill in five while the server starts, the others at a random moment after its first answer
            early = kill % 5 == 0
            deadline, served = launched + (rng.uniform(0, starting) if early else 30.0), False
            while time.monotonic() < deadline:
                table = 1 + sent % 2
                try:
                    answer = client.post(f"http://127.0.0.1:{port}/table/1/{table}/{secrets[table]}/deal",
                                         json={"number": 1 + (sent // 2) % 16, "deal": example_deal()},
                                         cookies={"tourney_phone": f"phone-{sent}"})
                except httpx.TransportError:
                    time.sleep(0.01)  # not serving yet
                    continue
                if not served and not early:
                    starting = time.monotonic() - launched
                    deadline = time.monotonic() + rng.uniform(0.02, 0.5)
                served = True
                sent += 1
                assert answer.status_code == 200 and answer.json()["ok"], answer.text
                acknowledged.add(f"phone-{sent - 1}")
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            seen["while serving" if served else "before serving"] += 1
            with services.open_tournament(path, readonly=True) as store:
                assert store.db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
                kept = {phone for s in services.submissions(store) for phone in (s.phone, *s.confirmed_by)}
                assert kept >= acknowledged  # none lost (a phone killed mid-answer may be kept too)
    print("serve kills:", seen, "acknowledged deals:", len(acknowledged))
    assert sum(seen.values()) >= KILLS and seen["while serving"] >= KILLS * 4 // 5
