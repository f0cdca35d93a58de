"""The table page and the live page are kept between requests only while they are current: a deal sent,
approved or rejected, a change the referee makes in the window, another language, another table or
another phone each get their own, fresh page."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.services.conftest import example_deal
from tests.web.conftest import Site
from tourney import services
from tourney.web import views
from tourney.web.live import Shown

EN = {"accept-language": "en"}
IT = {"accept-language": "it"}


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Every table view built from the file, as (round, table)."""
    made: list[tuple[int, int]] = []
    real = views.table_page

    def counted(store: Any, round_number: int, table: int, *args: Any, **kwargs: Any) -> Any:
        made.append((round_number, table))
        return real(store, round_number, table, *args, **kwargs)

    monkeypatch.setattr(views, "table_page", counted)
    return made


def test_a_table_page_opened_again_with_nothing_written_is_not_built_again(site: Site, built: list):
    first = site.client.get(site.url(1, 1), headers=EN).text
    again = site.client.get(site.url(1, 1), headers=EN).text
    assert again == first and built == [(1, 1)]


def test_the_table_page_names_the_next_deal_as_soon_as_a_deal_is_sent(site: Site, built: list):
    assert "Enter deal 1" in site.client.get(site.url(1, 1), headers=EN).text
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    page = site.client.get(site.url(1, 1), headers=EN).text
    assert "Enter deal 2" in page and "pending" in page and len(built) == 2


def test_the_table_page_follows_an_approval_and_a_rejection_made_in_the_window(site: Site):
    site.client.get(site.url(1, 1), headers=EN)
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    [row] = site.rows("submissions")
    site.call(lambda s: services.reject(s, row["id"], "wrong winner"))
    page = site.client.get(site.url(1, 1), headers=EN).text
    assert "wrong winner" in page and "Enter deal 1" in page
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    sent = site.rows("submissions")[-1]
    site.call(lambda s: services.approve(s, sent["id"]))
    page = site.client.get(site.url(1, 1), headers=EN).text
    assert "approved" in page and "Enter deal 2" in page and "Σ" in page


def test_the_table_page_shows_a_name_the_referee_corrected_in_the_window(site: Site):
    assert "Player 1" in site.client.get(site.url(1, 1), headers=EN).text
    site.call(lambda s: services.edit_player(s, 1, name="Anna Bianchi"))
    page = site.client.get(site.url(1, 1), headers=EN).text
    assert "Anna Bianchi" in page and "Player 1<" not in page


def test_each_language_and_each_table_gets_its_own_page(site: Site):
    english = site.client.get(site.url(1, 1), headers=EN).text
    italian = site.client.get(site.url(1, 1), headers=IT).text
    assert "Enter deal 1" in english and "Enter deal 1" not in italian and 'lang="it"' in italian
    other = site.client.get(site.url(1, 2), headers=EN).text
    assert "Player 5" in other and "Player 1" not in other and site.url(1, 2) in other
    assert site.url(1, 1) not in other and "Player 1" in site.client.get(site.url(1, 1), headers=EN).text


def test_each_phone_sees_which_deals_it_sent_itself(site: Site):
    site.client.get(site.url(1, 1), headers=EN)
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    mine = site.client.get(site.url(1, 1), headers=EN).text
    other = TestClient(site.client.app, raise_server_exceptions=False)
    theirs = other.get(site.url(1, 1), headers=EN).text
    assert "sent by this phone" in mine and "sent by this phone" not in theirs
    assert 'class="confirm"' in theirs and 'class="confirm"' not in mine
    assert "sent by this phone" in site.client.get(site.url(1, 1), headers=EN).text


def test_a_page_saying_the_referee_is_coming_is_not_kept(site: Site, built: list):
    site.client.post(site.url(1, 1) + "/call", json={"reason": "dispute"})
    [call] = site.call(lambda s: services.calls(s))
    site.call(lambda s: services.acknowledge_call(s, call.id))
    site.client.get(site.url(1, 1), headers=EN)
    site.client.get(site.url(1, 1), headers=EN)
    assert built == [(1, 1), (1, 1)]  # "coming" goes by itself after a while: built each time


def test_the_live_page_reads_the_event_log_only_after_a_write(site: Site):
    shown = Shown()
    reads: list[str] = []

    def counting(store: Any) -> int:
        real = store.query
        store.query = lambda sql, params=(): reads.append(sql) or real(sql, params)
        try:
            return shown(store)
        finally:
            del store.query

    before = site.call(counting)
    assert site.call(counting) == before and len(reads) == 1
    site.call(lambda s: services.edit_player(s, 1, name="Anna Bianchi"))
    assert site.call(counting) > before and len(reads) == 2


def test_the_live_page_shows_an_approved_deal_at_once(site: Site):
    assert "No results yet" in site.client.get("/live/body", headers=EN).text
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    assert "No results yet" in site.client.get("/live/body", headers=EN).text
    [row] = site.rows("submissions")
    site.call(lambda s: services.approve(s, row["id"]))
    assert "No results yet" not in site.client.get("/live/body", headers=EN).text
    assert "Classifica" in site.client.get("/live/body", headers=IT).text


def test_the_live_page_answered_before_the_routes_keeps_its_safety_headers_and_language_cookie(site: Site):
    page = site.client.get("/live?lang=en")
    assert page.status_code == 200 and "Round 1" in page.text and page.headers["x-frame-options"] == "DENY"
    assert "content-security-policy" in page.headers and "lang=en" in page.headers["set-cookie"]
    assert page.headers["content-type"] == "text/html; charset=utf-8"
    assert site.client.post("/live").status_code == 405  # anything but a GET goes on to the routes
