"""The table pages under a real client (#32 point 8), beside a bare Starlette + SQLite floor.

Usage: PYTHONPATH=. python benchmarks/bench_web_httpx.py [TABLES] [DEALS] [RUNS]
(several RUNS also print the medians: one run on a shared machine says little)

A client unlike bench_web_load's: httpx, one keep-alive ``httpx.Client`` and one thread per table,
30 tables each sending 16 deals (480 deals, every one different, so no deal was ever scored before),
while 4 threads poll /live without pause. Measured twice in the same run, one after the other:

- ``tourney serve`` on the loopback (a process of its own, as at a club);
- the floor: a bare Starlette app under the same uvicorn that, for each POST, inserts the deal's JSON
  into an SQLite table (WAL, synchronous=FULL, one transaction) and answers; /live counts the rows.

Prints p50/p95/max of a submission for both, the ratio p95 / floor p95 (goal: p95 < 150 ms and a ratio
of 1.5 or less), and the load average of the machine beside each run (other people share it). Beside
them, each server's processor time per submission (its /live answers included): on a shared machine
the milliseconds move with the neighbours' load, the processor time much less. The two servers take
turns going first (run 1 tourney, run 2 the floor, ...) so neither always meets the other's leftovers.
While a server is driven, the client's own heap is frozen out of its garbage collector (``gc.freeze``):
the modules it loaded to build the file made a full pass stop every client thread for up to 0.5 s.
"""

from __future__ import annotations

import gc
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).parent))
from bench_web_load import cpu_seconds, free_port, make_file

from tourney import services

POLLERS = 4


def deal_for(table: int, number: int) -> dict[str, Any]:
    """A different winning hand for every (table, deal): never scored before in this run."""
    index = table * 16 + number
    a, b, c, f = index % 9 + 1, index // 9 % 7 + 1, index // 63 % 7 + 1, index // 441 % 4 + 1
    hand = f"[{a}{a}{a}s] RdRdRd {b}{b + 1}{b + 2}p [{c}{c + 1}{c + 2}m] SS {f}f"
    return {"seats": {"E": {"hand": ""}, "W": {"hand": ""}, "N": {"hand": ""},
                      "S": {"hand": hand, "win": {"tile": "S", "from": "self", "flags": []}}}}


def wait_until_up(port: int) -> None:
    for _ in range(300):
        try:
            httpx.get(f"http://127.0.0.1:{port}/live", timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


def drive(port: int, paths: list[str], deals: int) -> tuple[list[float], list[str]]:
    """Every table on its own thread and keep-alive client; 4 pollers of /live until they are done."""
    latencies: list[float] = []
    failures: list[str] = []
    done = threading.Event()
    lock = threading.Lock()
    base = f"http://127.0.0.1:{port}"

    def table(index: int, path: str) -> None:
        with httpx.Client(base_url=base, timeout=30) as client:
            client.get(path)  # the table's page, opened first as at a club (untimed)
            for number in range(1, deals + 1):
                started = time.perf_counter()
                answer = client.post(path + "/deal", json={"number": number, "deal": deal_for(index, number),
                                                           "key": f"bench-{index}-{number}-x"})
                took = time.perf_counter() - started
                with lock:
                    latencies.append(took)
                    if answer.status_code != 200 or not answer.json().get("ok"):
                        failures.append(f"{path} {number}: {answer.status_code} {answer.text[:120]}")

    def poll() -> None:
        with httpx.Client(base_url=base, timeout=30) as client:
            while not done.is_set():
                client.get("/live")

    # the client's own heap (tourney's modules, loaded to build the file) is left out of its collector's
    # passes while it measures: a full pass over it stopped all 34 client threads for up to 0.5 s,
    # which the run then counted against whichever server it happened to be driving
    gc.collect()
    gc.freeze()
    pollers = [threading.Thread(target=poll) for _ in range(POLLERS)]
    tables = [threading.Thread(target=table, args=(i, p)) for i, p in enumerate(paths)]
    for thread in [*pollers, *tables]:
        thread.start()
    for thread in tables:
        thread.join()
    done.set()
    for thread in pollers:
        thread.join()
    gc.unfreeze()
    return latencies, failures


def bare_app(db: str) -> Any:
    """The floor: Starlette, one SQLite insert per submission in its own transaction."""
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, JSONResponse
    from starlette.routing import Route

    connection = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=FULL")
    connection.execute("CREATE TABLE IF NOT EXISTS submissions "
                       "(id INTEGER PRIMARY KEY, path TEXT, entry TEXT)")

    async def page(request: Request) -> HTMLResponse:
        return HTMLResponse("<p>table</p>")

    async def deal(request: Request) -> JSONResponse:
        body = await request.json()
        connection.execute("BEGIN")
        cursor = connection.execute("INSERT INTO submissions (path, entry) VALUES (?, ?)",
                                    [request.url.path, json.dumps(body)])
        connection.execute("COMMIT")
        return JSONResponse({"ok": True, "id": cursor.lastrowid})

    async def live(request: Request) -> HTMLResponse:
        count = connection.execute("SELECT count(*) FROM submissions").fetchone()[0]
        return HTMLResponse(f"<p>{count} submissions</p>")

    return Starlette(routes=[Route("/live", live), Route("/t/{n}", page),
                             Route("/t/{n}/deal", deal, methods=["POST"])])


Measured = tuple[list[float], list[str], float]


def run_server(command: list[str], port: int, paths: list[str], deals: int) -> Measured:
    """The latencies, the failures and the server's processor seconds while it was driven."""
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_until_up(port)
        before = cpu_seconds(server.pid)
        latencies, failures = drive(port, paths, deals)
        return latencies, failures, cpu_seconds(server.pid) - before
    finally:
        server.terminate()
        server.communicate(timeout=30)


def summary(name: str, measured: Measured) -> tuple[float, float]:
    """Print one server's figures; its p95 and its processor time per submission."""
    latencies, failures, cpu = measured
    ordered = sorted(latencies)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print(f"  {name:8} n={len(ordered)} p50 {statistics.median(ordered) * 1000:6.1f} ms"
          f"  p95 {p95 * 1000:6.1f} ms  max {ordered[-1] * 1000:6.1f} ms  failures {len(failures)}"
          f"  server cpu {cpu / len(ordered) * 1000:4.2f} ms/deal  (load average {os.getloadavg()[0]:.2f})")
    for failure in failures[:3]:
        print("    ", failure)
    return p95, cpu / len(ordered)


def both(path: Path, paths: list[str], tables: int, deals: int,
         ours_first: bool) -> tuple[Measured, Measured]:
    """tourney and the floor, one after the other in the order asked."""
    port = free_port()
    ours = ([sys.executable, "-m", "tourney", "serve", str(path), "--host", "127.0.0.1", "--port", str(port)],
            port, paths, deals)
    port = free_port()
    floor = ([sys.executable, __file__, "--bare", str(port), str(path.with_name("bare.db"))],
             port, [f"/t/{i}" for i in range(tables)], deals)
    if ours_first:
        first = run_server(*ours)
        return first, run_server(*floor)
    first = run_server(*floor)
    return run_server(*ours), first


def main() -> None:
    if sys.argv[1:2] == ["--bare"]:
        import uvicorn

        uvicorn.run(bare_app(sys.argv[3]), host="127.0.0.1", port=int(sys.argv[2]), access_log=False,
                    log_level="warning")
        return
    tables, deals, runs = (int(a) for a in (sys.argv[1:] + ["30", "16", "1"][len(sys.argv) - 1:])[:3])
    ratios: list[float] = []
    figures: dict[str, list[tuple[float, float]]] = {"tourney": [], "bare": []}
    for run in range(1, runs + 1):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "load.tourney"
            make_file(path, tables, deals)
            store = services.open_tournament(str(path))
            paths = [f"/table/1/{s.table}/{s.secret}" for s in services.table_secrets(store, 1)]
            store.close()
            print(f"run {run}: {tables} tables x {deals} deals, {POLLERS} pollers of /live, httpx "
                  f"(load average before: {os.getloadavg()[0]:.2f})")
            measured_ours, measured_floor = both(path, paths, tables, deals, ours_first=run % 2 == 1)
            p95, ours_cpu = summary("tourney", measured_ours)
            bare, bare_cpu = summary("bare", measured_floor)
            figures["tourney"].append((p95, ours_cpu))
            figures["bare"].append((bare, bare_cpu))
            ratios.append(p95 / bare)
            verdict = "met" if p95 < 0.150 and p95 <= 1.5 * bare else "NOT met"
            print(f"  ratio p95 tourney / bare = {p95 / bare:.2f} (goal <= 1.5), p95 {p95 * 1000:.0f} ms "
                  f"(goal < 150 ms): {verdict}")
    if runs > 1:
        print(f"ratios {' '.join(f'{r:.2f}' for r in ratios)}, median {statistics.median(ratios):.2f}")
        for name, runs_of in figures.items():
            print(f"  {name:8} median p95 {statistics.median(p for p, _ in runs_of) * 1000:6.1f} ms, median "
                  f"server cpu {statistics.median(c for _, c in runs_of) * 1000:4.2f} ms/deal")


if __name__ == "__main__":
    main()
