"""Reading deals in parts (#33 point 9): what SQLite picks out of each deal equals what parsing the
whole deal gives, for every ruleset's demo, on an SQLite without ``->``, and for an odd seat name."""

from __future__ import annotations

import json

import pytest

from tourney import services
from tourney.rules import available_ids
from tourney.services import deal_parts as parts
from tourney.services.reading import snapshot
from tourney.services.standings import deal_summaries


def _comparable(deal: parts.DealParts) -> tuple:
    """A deal's parts with the seats that have no value (absent or None) left out of each map."""
    def present(values: dict) -> dict:
        return {w: v for w, v in values.items() if v is not None}
    return (deal.round, deal.table, deal.number, deal.status, deal.seats, deal.winds, present(deal.win),
            present(deal.score), present(deal.net))


def _typed(values: list[tuple]) -> list[str]:
    """Values with their types (True and 1 must not pass for each other)."""
    return [repr(v) for v in values]


@pytest.fixture(scope="module", params=available_ids())
def demo(request):
    store = services.build_demo(None, seed=5, players=8, rounds=2, deals_per_table=4, ruleset=request.param)
    yield store
    store.close()


def test_the_parts_sqlite_picks_out_equal_those_of_each_deal_parsed_whole(demo) -> None:
    fast = [_comparable(d) for d in parts.deal_parts(demo)]
    assert fast and _typed(fast) == _typed([_comparable(d) for d in parts.parsed_parts(demo)])
    final = [_comparable(d) for d in parts.deal_parts(demo, final_only=True)]
    assert _typed(final) == _typed([_comparable(d) for d in parts.parsed_parts(demo, final_only=True)])


def test_the_winners_summaries_equal_the_winning_seats_of_the_deals_parsed_whole(demo) -> None:
    state = snapshot(demo)
    whole = [(s.round, s.table, s.deal, s.player_id, s.won, s.self_drawn, s.score)
             for s in deal_summaries(state) if s.won]
    plain = [(s.round, s.table, s.deal, s.player_id, s.won, s.self_drawn, s.score)
             for s in parts.won_summaries(demo, snapshot(demo, deals=False))]
    assert whole and _typed(plain) == _typed(whole)


def test_each_sheets_deal_count_equals_its_deals_read_whole(demo) -> None:
    expected = {(r.round, r.table): len(r.deals) for r in snapshot(demo).results if r.deals}
    assert parts.deal_counts(demo) == expected


def test_an_sqlite_without_the_arrow_operator_reads_the_same_parts(demo, monkeypatch) -> None:
    fast = [_comparable(d) for d in parts.deal_parts(demo)]
    monkeypatch.setattr(parts, "_arrows", lambda store: False)
    assert _typed([_comparable(d) for d in parts.deal_parts(demo)]) == _typed(fast)


def test_a_deal_naming_a_seat_outside_east_south_west_north_is_read_whole() -> None:
    store = services.build_demo(None, seed=3, players=4, rounds=1, deals_per_table=2)
    row = store.query("SELECT id, deal FROM deals ORDER BY id LIMIT 1")[0]
    deal = json.loads(row["deal"])
    deal["seats"] = {("X" if w == "E" else w): s for w, s in deal["seats"].items()}
    store.db.conn.execute("UPDATE deals SET deal = ? WHERE id = ?", (json.dumps(deal), row["id"]))
    read = [_comparable(d) for d in parts.deal_parts(store)]
    assert read[0][5][0] == "X"
    assert _typed(read) == _typed([_comparable(d) for d in parts.parsed_parts(store)])
    store.close()


def _winners(store) -> list[tuple]:
    return [(s.round, s.table, s.deal, s.player_id, s.won, s.self_drawn, s.score)
            for s in parts.won_summaries(store, snapshot(store, deals=False))]


def test_an_sqlite_without_the_arrow_operator_finds_the_same_winners(demo, monkeypatch) -> None:
    fast = _winners(demo)
    monkeypatch.setattr(parts, "_arrows", lambda store: False)
    assert _typed(_winners(demo)) == _typed(fast)


def test_a_win_is_what_python_calls_true_whatever_its_json_value() -> None:
    store = services.build_demo(None, seed=4, players=4, rounds=1, deals_per_table=6)
    odd = [{}, True, 0, "", [], "self"]  # empty and false values are no win, true ones are
    for (row, win) in zip(store.query("SELECT id, deal FROM deals ORDER BY id"), odd, strict=True):
        deal = json.loads(row["deal"])
        deal["seats"]["E"]["win"] = win
        store.db.conn.execute("UPDATE deals SET deal = ? WHERE id = ?", (json.dumps(deal), row["id"]))
    whole = [(s.round, s.table, s.deal, s.player_id, s.won, s.self_drawn, s.score)
             for s in deal_summaries(snapshot(store)) if s.won]
    assert _typed(_winners(store)) == _typed(whole)
    east = snapshot(store).tables[0].seats[json.loads(store.query(
        "SELECT seats FROM deals WHERE number = 2")[0]["seats"])["E"]]
    assert (1, 1, 2, east) in [s[:4] for s in whole]  # East's win of deal 2 is `true`
    store.close()
