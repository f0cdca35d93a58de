"""A program recording results is killed at random moments: the file stays whole and keeps every
action that reported success."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from tests.services.conftest import example_deal
from tourney import services
from tourney.store import Store

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the crash test forks (POSIX only)")


def _recorder(path, out: int, start: int) -> None:
    """The child: open the file, record results and report each success on the pipe."""
    try:
        store = services.open_tournament(path)
        for step in range(start, start + 10_000):
            table = 1 + step % 2
            if step % 3 == 0 and services.snapshot(store).result(1, table) is None:
                services.record_deals(store, 1, table, example_deal(), replace=True)
                os.write(out, f"deal {table}\n".encode())
            elif step % 3 == 1:
                services.add_penalty(store, 1 + step % 8, 1, f"step {step}")
                os.write(out, f"penalty step {step}\n".encode())
            else:
                services.add_player(store, f"Late player {step}")
                os.write(out, f"player Late player {step}\n".encode())
    finally:
        os._exit(0)


def _read_all(fd: int) -> str:
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 65536)
        except BlockingIOError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode()


def test_killing_the_recorder_at_random_moments_never_loses_a_reported_action(tmp_path):
    path = tmp_path / "crash.tourney"
    with services.create_tournament(path, name="Crash", ruleset="fimj", rounds=2) as store:
        for n in range(8):
            services.add_player(store, f"Player {n}")
        services.draw_round(store, 1)
    rng = random.Random(7)
    reported: list[str] = []
    # A busy machine starts the child slowly: after each kill that caught no reported action the
    # next one waits a little longer, so the test kills at real moments of writing on any machine.
    deadline = time.monotonic() + 60.0
    kills = quiet_kills = 0
    while (kills < 25 or len(reported) < 10) and time.monotonic() < deadline:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            os.close(read)
            _recorder(path, write, start=kills * 1000)
        os.close(write)
        time.sleep(rng.uniform(0.01, 0.15) + 0.05 * quiet_kills)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.set_blocking(read, False)
        caught = _read_all(read).splitlines()
        quiet_kills = 0 if caught else quiet_kills + 1
        reported += caught
        os.close(read)
        kills += 1
        with Store.open(path) as store:  # the lock of the killed program is gone
            assert store.query("PRAGMA integrity_check") == [{"integrity_check": "ok"}]
            names = {p.name for p in services.players(store)}
            reasons = {p.reason for p in services.penalties(store)}
            tables = {r.table for r in services.results(store) if r.deals}
            for line in reported:
                kind, _, what = line.partition(" ")
                assert what in {"player": names, "penalty": reasons, "deal": {str(t) for t in tables}}[kind]
    assert kills >= 10 and len(reported) >= 10
