"""The table page's "we are all here": before the first deal one press checks the table's four players in
for today (one logged action; a second press writes nothing), behind the table's secret, escaped."""

from __future__ import annotations

from tests.web.conftest import SCRIPT_NAME, Site
from tourney import services


def _seated(site: Site) -> set[int]:
    table = next(t for t in site.call(lambda s: services.tables(s, 1)) if t.number == 1)
    return set(table.seats.values())


def test_one_press_checks_in_the_four_players_of_the_table_and_a_second_writes_nothing(site: Site):
    url = site.url(1, 1)
    page = site.client.get(url + "?lang=en")
    assert page.status_code == 200 and "We are all here" in page.text and "not checked in yet" in page.text
    done = site.client.post(url + "/here", follow_redirects=False)
    assert done.status_code == 303 and done.headers["location"] == url
    rows = site.rows("checkins")
    assert {r["player_id"] for r in rows} == _seated(site) and len(rows) == 4
    site.client.post(url + "/here")  # pressed again: nothing written, nothing logged
    assert len(site.rows("checkins")) == 4
    assert [e.action for e in site.call(services.log)].count("check_in_day") == 1
    again = site.client.get(url + "?lang=en").text
    assert 'id="all-here"' in again and 'id="all-here-button"' not in again


def test_a_player_already_in_by_the_referee_stays_as_the_referee_ticked(site: Site):
    first = min(_seated(site))
    site.call(lambda s: services.check_in_day(s, [first]))
    site.client.post(site.url(1, 1) + "/here")
    rows = {r["player_id"]: r["via"] for r in site.rows("checkins")}
    assert rows[first] == "referee" and len(rows) == 4


def test_a_wrong_secret_is_refused_and_writes_nothing(site: Site):
    answer = site.client.post(site.url(1, 1, "A" * 27) + "/here?lang=en")
    assert answer.status_code == 403 and "Traceback" not in answer.text
    assert site.rows("checkins") == []


def test_a_huge_body_is_refused_before_anything_is_written(site: Site):
    answer = site.client.post(site.url(1, 1) + "/here", content=b"x" * 2_000_000)
    assert answer.status_code == 413 and site.rows("checkins") == []


def test_the_button_speaks_italian_and_escapes_the_names(site: Site):
    table = next(t for t in site.call(lambda s: services.tables(s, 1)) if SCRIPT_NAME in
                 {p.name for p in site.call(services.players) if p.id in t.seats.values()})
    page = site.client.get(site.url(1, table.number) + "?lang=it").text
    assert "Ci siamo tutti" in page and SCRIPT_NAME not in page and "&lt;script&gt;" in page


def test_the_button_is_gone_once_the_table_has_sent_a_deal(site: Site):
    url = site.url(1, 1)
    site.client.post(url + "/totals", json={"scores": {"E": 1, "S": 2, "W": 3, "N": -6}})
    page = site.client.get(url + "?lang=en").text
    assert 'id="here-box"' not in page
