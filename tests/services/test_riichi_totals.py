"""A riichi table entered as totals only: the final points get uma, oka and chombo exactly as its deals.

RI-G06 (sticks left on the table to first place), RI-G07 (uma), RI-G08 (oka), RI-G09 (the score),
RI-P08 (chombo taken off the final score): the referee who copies only each player's points at the
end of the hanchan must get the same table scores as the referee who enters every deal.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

from tests.services.conftest import seat_by_rotation
from tourney import services
from tourney.cli import main
from tourney.rules.riichi.game import points_from_deals
from tourney.rules.riichi.simulate import random_riichi_deal
from tourney.store import Store


@pytest.fixture
def riichi() -> Iterator[Store]:
    store = services.create_tournament(None, name="Riichi Open", ruleset="riichi-ema", rounds=2)
    for number in range(1, 9):
        services.add_player(store, f"Player {number}")
    seat_by_rotation(store, 1)
    yield store
    store.close()


def _hanchan_deals(seed: int, count: int) -> list[dict]:
    """Random deals as a table enters them: the counters (honba, sticks) are the sheet's to carry."""
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        deal = random_riichi_deal(rng, void_rate=0.3)
        for key in ("ruleset", "honba", "riichi_sticks", "round_wind"):
            deal.pop(key, None)
        deals.append(deal)
    chombo = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    chombo["seats"]["W"]["chombo"] = True
    deals.insert(2, chombo)
    return deals


def _final_points(result) -> tuple[dict[str, int], int, dict[str, int]]:
    return points_from_deals([r.result for r in result.deals], [r.seats for r in result.deals], 30000)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_final_points_entered_as_totals_score_exactly_as_the_deals_RI_G06_G09(riichi, seed):
    by_deals = services.record_deals(riichi, 1, 1, _hanchan_deals(seed, 6))
    points, left, chombos = _final_points(by_deals)
    assert chombos and sum(points.values()) == 120000 - 1000 * left
    as_totals = services.record_totals(riichi, 1, 1, points, replace=True, chombos=chombos)
    assert as_totals.kind == "totals" and as_totals.final
    assert as_totals.totals == by_deals.totals


def test_sticks_left_on_the_table_go_to_first_place_RI_G06(riichi):
    result = services.record_totals(riichi, 1, 1, [40000, 30000, 27000, 21000])
    # 2 sticks left: first has 42,000 → +12,000 +15,000 uma
    assert result.totals == {"E": 27000, "S": 5000, "W": -8000, "N": -24000}


def test_uma_is_shared_by_tied_players_and_no_oka_under_ema_RI_G07_G08(riichi):
    result = services.record_totals(riichi, 1, 1, [35000, 35000, 25000, 25000])
    assert result.totals == {"E": 15000, "S": 15000, "W": -15000, "N": -15000}
    assert sum(result.totals.values()) == 0


def test_a_chombo_comes_off_after_uma_RI_P08(riichi):
    result = services.record_totals(riichi, 1, 1, [41000, 30000, 29000, 20000], chombos=["S"])
    assert result.totals == {"E": 26000, "S": 5000 - 20000, "W": -6000, "N": -25000}


def test_points_less_the_start_are_read_as_the_same_final_points(riichi):
    short = services.record_totals(riichi, 1, 1, [11000, 0, -1000, -10000]).totals
    assert short == services.record_totals(riichi, 1, 2, [41000, 30000, 29000, 20000]).totals


def test_final_points_that_leave_no_whole_stick_are_stored_unbalanced_with_the_reason(riichi):
    result = services.record_totals(riichi, 1, 1, [41000, 30000, 29000, 20500])
    assert not result.final
    assert "120,000 less 1,000 for each riichi stick" in result.note


def test_a_chombo_outside_riichi_is_refused(store):
    for number in range(1, 9):
        services.add_player(store, f"Player {number}")
    seat_by_rotation(store, 1)
    with pytest.raises(services.ServiceError, match="takes no chombo"):
        services.record_totals(store, 1, 1, [10, -10, 0, 0], chombos={"E": 1})


def test_a_chombo_names_a_table_seat(riichi):
    with pytest.raises(services.ServiceError, match="table seat E, S, W or N"):
        services.record_totals(riichi, 1, 1, [41000, 30000, 29000, 20000], chombos=["X"])


def test_a_phone_sending_final_points_gets_uma_once_when_approved(riichi):
    sent = services.submit_totals(riichi, 1, 1, [41000, 30000, 29000, 20000], "phone-1")
    services.approve(riichi, sent.id)
    result = next(r for r in services.results(riichi) if (r.round, r.table) == (1, 1))
    assert result.totals == {"E": 26000, "S": 5000, "W": -6000, "N": -25000}


def test_the_totals_command_takes_riichi_points_and_chombos(tmp_path):
    path = str(tmp_path / "riichi.tourney")

    def run(*args: str) -> str:
        done = CliRunner().invoke(main, list(args), catch_exceptions=False)
        assert done.exit_code == 0, done.output
        return done.stdout
    run("new", path, "--name", "Riichi Open", "--ruleset", "riichi-ema", "--rounds", "2")
    for number in range(8):
        run("players", "add", path, f"Player {number}")
    run("round", "seat", path, "1")
    out = run("totals", path, "--round", "1", "--table", "1", "--scores", "41000,30000,29000,20000",
              "--chombo", "S", "--json")
    assert json.loads(out)["totals"] == {"E": 26000, "S": -15000, "W": -6000, "N": -25000}


def test_a_phone_sending_a_chombo_with_the_points_gets_it_taken_off_when_approved_RI_P08(riichi):
    sent = services.submit_totals(riichi, 1, 1, [41000, 30000, 29000, 20000], "phone-1", {"S": 1})
    assert sent.entry["chombo"] == {"S": 1}
    services.approve(riichi, sent.id)
    result = next(r for r in services.results(riichi) if (r.round, r.table) == (1, 1))
    assert result.totals == {"E": 26000, "S": -15000, "W": -6000, "N": -25000}


def test_a_phone_chombo_is_refused_under_a_ruleset_without_one(tmp_path):
    store = services.create_tournament(None, name="Club night", ruleset="fimj", rounds=2)
    for number in range(1, 9):
        services.add_player(store, f"Player {number}")
    seat_by_rotation(store, 1)
    with pytest.raises(services.ServiceError, match="takes no chombo"):
        services.submit_totals(store, 1, 1, [10, -10, 0, 0], "phone-1", {"E": 1})
    assert services.submissions(store, 1, 1) == []


def test_the_totals_preview_gives_the_scores_with_uma_and_writes_nothing(riichi):
    def rows() -> tuple[int, int]:
        return tuple(riichi.query(f"SELECT count(*) AS n FROM {name}")[0]["n"]
                     for name in ("events", "table_results"))
    before = rows()
    preview = services.preview_totals(riichi, 1, 1, [41000, 30000, 29000, 20000], {"S": 1})
    assert preview.final and preview.totals == {"E": 26000, "S": -15000, "W": -6000, "N": -25000}
    assert rows() == before


def test_the_totals_preview_says_why_points_without_whole_sticks_cannot_be_final(riichi):
    preview = services.preview_totals(riichi, 1, 1, [41000, 30000, 29000, 20500])
    assert not preview.final and "stick" in preview.note


def test_the_totals_form_asks_riichi_for_final_points_from_the_start(riichi, tmp_path):
    assert services.totals_form(riichi) == services.TotalsForm(final_points=True, start=30000)
    fimj = services.create_tournament(None, name="Club night", ruleset="fimj", rounds=2)
    assert services.totals_form(fimj) == services.TotalsForm(final_points=False, start=0)
