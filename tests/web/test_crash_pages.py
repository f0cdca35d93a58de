"""The pages' writes are killed at random moments: a phone told "sent" never loses its deal.

A page's work commits without waiting for the disk and is answered after the shared sync of the
write-ahead log (tourney.web.gate); killing the server between the two must leave a whole file
holding every deal whose phone was answered.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time

import pytest

from tests.services.conftest import example_deal
from tests.web.conftest import make_cup
from tourney import services
from tourney.store import Store
from tourney.web.gate import DirectGate

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the crash test forks (POSIX only)")


def _server(path, out: int, phone: str) -> None:
    """The child: the tables of round 1 send deals through the gate at once; each answer is reported."""
    try:
        store = services.open_tournament(path)
        gate = DirectGate(store)

        async def table(number: int) -> None:
            for deal in range(1, 17):
                sent = await gate.run(lambda s, d=deal: services.submit_deal(s, 1, number, d, example_deal(),
                                                                              phone))
                os.write(out, f"{sent.id}\n".encode())

        async def everything() -> None:
            await asyncio.gather(*(table(n) for n in (1, 2)))

        asyncio.run(everything())
    finally:
        os._exit(0)


def test_killing_the_server_at_random_moments_never_loses_a_deal_a_phone_was_told_was_sent(tmp_path):
    path = tmp_path / "crash.tourney"
    make_cup(path=path).close()
    rng = random.Random(11)
    answered: set[int] = set()
    deadline = time.monotonic() + 60.0
    kills = quiet = 0
    while (kills < 12 or len(answered) < 10) and time.monotonic() < deadline:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            os.close(read)
            _server(path, write, f"phone{kills:04d}")
        os.close(write)
        time.sleep(rng.uniform(0.05, 0.3) + 0.1 * quiet)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        chunks = []
        while chunk := os.read(read, 65536):
            chunks.append(chunk)
        os.close(read)
        told = {int(line) for line in b"".join(chunks).decode().split()}
        quiet = 0 if told else quiet + 1
        answered |= told
        kills += 1
        with Store.open(path) as store:
            assert store.query("PRAGMA integrity_check") == [{"integrity_check": "ok"}]
            kept = {s.id for s in services.submissions(store)}
            assert answered <= kept
            logged = {e.params.get("phone") for e in services.log(store) if e.action == "submit_deal"}
            assert {s.phone for s in services.submissions(store)} <= logged  # each one a logged action
    assert kills >= 5 and len(answered) >= 10
