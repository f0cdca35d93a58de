"""Load on the table pages: 30 tables each send 16 deals at once while the live page is polled.

Usage: PYTHONPATH=. python benchmarks/bench_web_load.py [TABLES] [DEALS]

Starts `tourney serve` on the loopback (a process of its own, like at a club), then 30 tables
(120 players, FIMJ) each send their 16 deals one after another, all tables at the same time, while
four projector/phone pollers fetch the live page without pause. Reports every submission's
latency (p50, p95, max; goal p95 < 200 ms), the lost or duplicated deals (goal 0: every table must
hold exactly deals 1..16 pending, once each), the "database is locked" failures (goal 0), and the
server's memory (peak resident set). The reference, measured in the same run: the same 480
submissions through the services with no HTTP and no concurrency; the ratio says what serving
costs. It stops by itself (a 300 s bound).
"""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from tourney import services

DEAL: dict[str, Any] = {"seats": {
    "E": {"hand": "[999p] 333s 13m 7p"},
    "S": {"hand": "[555s] RdRdRd 234p [678m] SS 2f", "win": {"tile": "S", "from": "self", "flags": []}},
    "W": {"hand": "[2222m] 3y"}, "N": {"hand": ""}}}
BOUND_SECONDS = 300
POLLERS = 4


def make_file(path: Path, tables: int, deals: int) -> None:
    store = services.create_tournament(path, name="Load test", ruleset="fimj", rounds=1,
                                       hands_per_round=deals)
    for number in range(1, tables * 4 + 1):
        services.add_player(store, f"Player {number}")
    services.assign_seats(store, 1, [{w: t * 4 + i + 1 for i, w in enumerate("ESWN")} for t in range(tables)])
    services.issue_secrets(store, 1)
    store.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """The processor time a process has used so far (user + system), less sensitive to the machine's
    load than any wall-clock figure."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_memory_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def table(client: httpx.AsyncClient, url: str, deals: int, latencies: list[float],
                failures: list[str]) -> None:
    for number in range(1, deals + 1):
        start = time.perf_counter()
        answer = await client.post(url + "/deal", json={"number": number, "deal": DEAL})
        latencies.append(time.perf_counter() - start)
        if answer.status_code != 200 or not answer.json().get("ok"):
            failures.append(answer.text[:200])


async def poll(client: httpx.AsyncClient, base: str, stop: asyncio.Event, counts: list[int]) -> None:
    while not stop.is_set():
        page = await client.get(base + "live/body")
        counts.append(page.status_code)


async def load(base: str, secrets: list[services.TableSecret], deals: int) -> dict[str, Any]:
    latencies: list[float] = []
    failures: list[str] = []
    polls: list[int] = []
    stop = asyncio.Event()
    limits = httpx.Limits(max_connections=len(secrets) + POLLERS + 4)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        pollers = [asyncio.create_task(poll(client, base, stop, polls)) for _ in range(POLLERS)]
        started = time.perf_counter()
        await asyncio.wait_for(asyncio.gather(*(
            table(client, f"{base}table/1/{s.table}/{s.secret}", deals, latencies, failures)
            for s in secrets)), BOUND_SECONDS)
        elapsed = time.perf_counter() - started
        stop.set()
        await asyncio.gather(*pollers)
    return {"latencies": latencies, "failures": failures, "polls": polls, "elapsed": elapsed}


def check(path: Path, tables: int, deals: int) -> tuple[int, int]:
    """Lost and duplicated deals: every table must hold deals 1..deals pending, once each."""
    with services.open_tournament(path) as store:
        sent = services.submissions(store, 1, status="pending")
    lost = duplicated = 0
    for number in range(1, tables + 1):
        have = sorted(s.number for s in sent if s.table == number)
        lost += len(set(range(1, deals + 1)) - set(have))
        duplicated += len(have) - len(set(have))
    return lost, duplicated


def reference(tables: int, deals: int) -> float:
    """The same submissions through the services in-process, one after another: seconds each."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "reference.tourney"
        make_file(path, tables, deals)
        with services.open_tournament(path) as store:
            start = time.perf_counter()
            for number in range(1, deals + 1):
                for table_no in range(1, tables + 1):
                    services.submit_deal(store, 1, table_no, number, DEAL, "reference-phone")
            return (time.perf_counter() - start) / (tables * deals)


def main() -> None:
    tables = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "load.tourney"
        make_file(path, tables, deals)
        with services.open_tournament(path) as store:
            secrets = services.table_secrets(store, 1)
        port = free_port()
        server = subprocess.Popen([sys.executable, "-m", "tourney", "serve", str(path), "--host", "127.0.0.1",
                                   "--port", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                  text=True, env={**os.environ, "PYTHONPATH": os.getcwd()})
        base = f"http://127.0.0.1:{port}/"
        try:
            for _ in range(200):
                try:
                    httpx.get(base + "live", timeout=2)
                    break
                except httpx.TransportError:
                    time.sleep(0.1)
            cpu_before, client_before = cpu_seconds(server.pid), time.process_time()
            result = asyncio.run(load(base, secrets, deals))
            served_cpu = cpu_seconds(server.pid) - cpu_before
            client_cpu = time.process_time() - client_before
            memory = peak_memory_mb(server.pid)
        finally:
            server.terminate()
            _, errors = server.communicate(timeout=30)
        lost, duplicated = check(path, tables, deals)
    each = reference(tables, deals)
    latencies = sorted(result["latencies"])
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    locked = sum("database is locked" in f for f in result["failures"]) + errors.count("database is locked")
    print(f"{tables} tables x {deals} deals = {len(latencies)} submissions in {result['elapsed']:.1f} s "
          f"({len(latencies) / result['elapsed']:.0f}/s), live page fetched {len(result['polls'])} times "
          f"({sum(c != 200 for c in result['polls'])} not 200)")
    print(f"submit latency: p50 {statistics.median(latencies) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms "
          f"(goal < 200 ms), max {latencies[-1] * 1000:.0f} ms")
    print(f"lost {lost}, duplicated {duplicated}, failed {len(result['failures'])}, "
          f"'database is locked' {locked} (goal 0 each)")
    print(f"server peak memory (VmHWM): {memory:.0f} MB; server processor time {served_cpu:.1f} s, "
          f"{served_cpu / len(latencies) * 1000:.1f} ms a submission (live page polls included); "
          f"load average {os.getloadavg()[0]:.1f}")
    print(f"this client's processor time: {client_cpu:.1f} s (it shares the machine with the server)")
    print(f"reference: the same submissions through the services, no HTTP: {each * 1000:.1f} ms each; "
          f"ratio served p50 / direct = {statistics.median(latencies) / each:.1f}")
    if result["failures"]:
        print("first failure:", result["failures"][0])
    if "Traceback" in errors:
        print("server errors:", errors[-2000:])


if __name__ == "__main__":
    main()
