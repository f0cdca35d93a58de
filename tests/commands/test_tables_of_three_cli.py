"""`tourney draw --odd three` at 30, 33 and 45 players: tables of three (North empty), no repeat, a fair
rotation of the short tables and wind balance as docs/tables-of-three.md defines it; then the totals
of a table of three and the standings with places 1-3 of the scheme."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


def run(*args: object, code: int = 0):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == code, result.output
    return result


def event(tmp_path, players: int, rounds: int):
    path = tmp_path / f"odd{players}.tourney"
    store = services.create_tournament(path, name="Dispari", ruleset="fimj", rounds=rounds)
    for number in range(1, players + 1):
        services.add_player(store, f"Player {number}")
    store.close()
    return path


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


@pytest.mark.parametrize(("players", "rounds", "short"), [(30, 6, 2), (33, 6, 3), (45, 8, 3)])
def test_odd_three_seats_short_tables_fairly_without_repeats_and_with_balanced_winds(
        tmp_path, players, rounds, short):
    path = event(tmp_path, players, rounds)
    report = json.loads(run("draw", path, "--all", "--odd", "three", "--seconds", "8", "--seed", "1",
                            "--json").stdout)
    assert report["odd_count"] == "three"
    quality = report["quality"]
    assert quality["repeats"] == 0 and quality["wind_violations"] == 0 and quality["fairness"]["fair"]
    seen: dict[int, Counter[str]] = {}
    full: Counter[int] = Counter()
    met: Counter[frozenset[int]] = Counter()
    for rnd in range(1, rounds + 1):
        tables = json.loads(run("seating", path, "--round", rnd, "--json").stdout)["tables"]
        sizes = [len(t) - 1 for t in tables]
        assert sizes.count(3) == short and sizes.count(4) == len(tables) - short
        for t in tables:
            seated = {w: t[w] for w in "ESWN" if w in t}
            assert len(seated) == 4 or "N" not in seated  # a table of three leaves North empty
            for w, p in seated.items():
                seen.setdefault(p, Counter())[w] += 1
                full[p] += len(seated) == 4
            ids = sorted(seated.values())
            met.update(frozenset((a, b)) for i, a in enumerate(ids) for b in ids[i + 1:])
    assert max(met.values()) == 1
    short_counts = Counter({p: rounds - full[p] for p in seen})
    assert max(short_counts.values()) - min(short_counts.values()) <= 1  # nobody twice before all once
    for p, c in seen.items():
        f, r = full[p], rounds
        assert f // 4 <= c["N"] <= ceil_div(f, 4)
        assert all((r - ceil_div(f, 4)) // 3 <= c[w] <= ceil_div(r - f // 4, 3) for w in "ESW")
    shown = run("seating", path, "--round", "1").output.splitlines()
    assert shown[-1].rstrip().endswith("-")  # the last table's North seat is shown empty


def test_a_table_of_three_records_three_totals_and_ranks_places_one_to_three(tmp_path):
    path = event(tmp_path, 30, 2)
    run("draw", path, "--all", "--odd", "three", "--seconds", "3", "--seed", "1")
    tables = json.loads(run("seating", path, "--round", "1", "--json").stdout)["tables"]
    last = tables[-1]
    out = run("totals", path, "--round", 1, "--table", last["table"], "--scores", "30,-10,-20").output
    assert f"table {last['table']}: E +30  S -10  W -20  (totals only)" in out
    refused = run("totals", path, "--round", 1, "--table", last["table"], "--scores", "30,-10,-20,0", code=2)
    assert "give three scores (seats E, S, W), not 4" in refused.output
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps({"seats": {
        "E": {"hand": "[999p] 333s 13m 7p"},
        "S": {"hand": "[555s] RdRdRd 234p [678m] SS 2f", "win": {"tile": "S", "from": "self", "flags": []}},
        "W": {"hand": "[2222m] 3y"}}}))
    other = tables[-2]
    out = run("record", path, deal, "--round", 1, "--table", other["table"]).output
    assert f"table {other['table']}: E -320  S +430  W -110  (1 deals)" in out  # North empty: pays nothing
    rows = json.loads(run("standings", path, "--json").stdout)["rows"]
    points = {row["player_id"]: row for row in rows}
    assert points[last["E"]]["table_points"] == 4 and points[last["S"]]["table_points"] == 2
    assert points[last["W"]]["table_points"] == 1  # places 1-3 of the 4/2/1/0 scheme
