"""Issue #33 point 3 on the phone's side: the table page says who sits where, and each deal or totals it
sends carries that seating, so a page loaded before the table was drawn again cannot send a deal that
would be credited to other players; the answer says so in the phone's language."""

from __future__ import annotations

import html
import json
import re

from tests.services.conftest import example_deal
from tests.web.conftest import Site
from tourney import services


def _seen(site: Site, table: int) -> dict[str, int]:
    page = site.client.get(site.url(1, table), headers={"accept-language": "en"}).text
    found = re.search(r"<section id=\"seating\" data-seen='([^']*)'", page)
    assert found, "the table page does not carry the seating it shows"
    return json.loads(html.unescape(found[1]))


def test_the_table_page_carries_the_seating_it_shows_and_a_deal_sent_with_it_keeps_it(site: Site):
    seen = _seen(site, 1)
    assert seen == {"E": 1, "S": 2, "W": 3, "N": 4}
    sent = site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal(),
                                                            "seating": seen}).json()
    assert sent["ok"] and sent["status"] == "pending"
    [row] = site.rows("submissions")
    assert json.loads(row["seating"]) == seen


def test_a_page_loaded_before_the_table_was_seated_again_is_refused_in_italian_and_nothing_kept(site: Site):
    seen = _seen(site, 1)
    site.call(lambda s: services.swap_seats(s, 1, 1, 5))  # the referee moves a player of table 1
    for what, body in (("deal", {"number": 1, "deal": example_deal()}),
                       ("totals", {"scores": [10, -10, 5, -5]})):
        answer = site.client.post(site.url(1, 1) + "/" + what, json={**body, "seating": seen},
                                  headers={"accept-language": "it-IT,it;q=0.9"})
        assert answer.status_code == 400
        assert "è stato sorteggiato di nuovo" in answer.json()["message"]
        assert "apri di nuovo la pagina del tavolo" in answer.json()["message"]
    assert site.rows("submissions") == []
    fresh = _seen(site, 1)  # the page opened again shows the new seating, and sends
    assert fresh["E"] == 5
    sent = site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal(),
                                                            "seating": fresh}).json()
    assert sent["ok"]


def test_a_send_without_a_seating_from_an_older_page_keeps_the_table_as_it_is(site: Site):
    sent = site.client.post(site.url(1, 2) + "/deal", json={"number": 1, "deal": example_deal()}).json()
    assert sent["ok"]
    [row] = site.rows("submissions")
    assert json.loads(row["seating"]) == {"E": 5, "S": 6, "W": 7, "N": 8}
