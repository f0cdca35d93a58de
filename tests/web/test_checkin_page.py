"""The check-in page behind a player card's secret: shown, one logged check-in, refusals, escaping."""

from __future__ import annotations

from tests.web.conftest import SCRIPT_NAME, Site
from tourney import services


def _secret(site: Site, player: int) -> str:
    return site.call(services.checkin_secrets)[player]


def test_the_player_sees_their_name_and_checks_in_with_one_press(site: Site):
    url = f"/checkin/{_secret(site, 1)}"
    page = site.client.get(url + "?lang=en")
    assert page.status_code == 200 and "Hello, Player 1" in page.text and 'id="here"' in page.text
    done = site.client.post(url)
    assert done.status_code == 200 and 'id="checked-in"' in done.text
    assert "round 1, table 1" in done.text
    rows = site.rows("checkins")
    assert [(r["player_id"], r["via"]) for r in rows] == [(1, "card")]
    site.client.post(url)  # pressed twice: still one check-in, one logged action
    assert len(site.rows("checkins")) == 1
    actions = [e.action for e in site.call(services.log)]
    assert actions.count("check_in_day") == 1 and 'id="here"' not in site.client.get(url).text


def test_a_wrong_secret_is_refused_with_403_and_writes_nothing(site: Site):
    for method in (site.client.get, site.client.post):
        answer = method("/checkin/" + "A" * 27 + "?lang=en")
        assert answer.status_code == 403 and "not valid" in answer.text and "Traceback" not in answer.text
    assert site.rows("checkins") == []


def test_the_page_speaks_italian_and_escapes_the_players_name(site: Site):
    page = site.client.get(f"/checkin/{_secret(site, 3)}?lang=it")
    assert "Sono qui" in page.text and "Ciao," in page.text
    assert SCRIPT_NAME not in page.text and "&lt;script&gt;" in page.text


def test_a_huge_body_is_refused_before_anything_is_written(site: Site):
    answer = site.client.post(f"/checkin/{_secret(site, 2)}", content=b"x" * 2_000_000)
    assert answer.status_code == 413 and site.rows("checkins") == []
