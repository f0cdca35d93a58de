"""The pages over HTTP: pairing, the table page, preview and sending, the live page, and safety."""

from __future__ import annotations

import json
import re

import pytest
from starlette.testclient import TestClient

from tests.services.conftest import EXAMPLE_NET, example_deal
from tests.web.conftest import SCRIPT_NAME, Site
from tourney import services
from tourney.web.live import CLOCK, Shown

JSON = {"content-type": "application/json"}


def test_the_address_page_pairs_a_phone_with_its_six_digit_code(site: Site):
    page = site.client.get("/", headers={"accept-language": "en"})
    assert page.status_code == 200 and "6-digit code" in page.text
    code = site.secret(1, 2).code
    paired = site.client.post("/pair", data={"code": f"{code[:3]} {code[3:]}"}, follow_redirects=False)
    assert paired.status_code == 303 and paired.headers["location"] == site.url(1, 2)


def test_a_wrong_code_is_refused_with_403_and_a_plain_message(site: Site):
    codes = {s.code for s in site.call(lambda s: services.table_secrets(s, 1) + services.table_secrets(s, 2))}
    wrong = next(f"{n:06d}" for n in range(1000) if f"{n:06d}" not in codes)
    refused = site.client.post("/pair", data={"code": wrong}, headers={"accept-language": "en"})
    assert refused.status_code == 403 and f"no table has the code {wrong}" in refused.text
    assert "Traceback" not in refused.text


def test_the_table_page_shows_the_seating_and_the_entry_form(site: Site):
    page = site.client.get(site.url(1, 1), headers={"accept-language": "en"})
    assert page.status_code == 200
    assert "Player 1" in page.text and "Enter deal 1" in page.text and 'data-tile="Rd"' in page.text
    assert "tourney_phone" in page.headers["set-cookie"]


def test_the_preview_gives_the_engines_items_payments_and_net_and_writes_nothing(site: Site):
    site.client.get(site.url(1, 1))
    answer = site.client.post(site.url(1, 1) + "/preview", json={"number": 1, "deal": example_deal()},
                              headers={"accept-language": "en"}).json()
    assert answer["ok"] is True
    south = next(s for s in answer["seats"] if s["wind"] == "S")
    assert south["score"] == 144 and any(i["rule"] == "FIMJ-D06" for i in south["items"])
    assert [n["points"] for n in answer["net"]] == [EXAMPLE_NET[w] for w in "ESWN"]
    assert answer["payments"] and site.rows("submissions") == []


def test_a_bad_hand_gets_the_engines_message_next_to_its_seat_in_italian_without_the_places(site: Site):
    deal = example_deal()
    deal["seats"]["W"]["hand"] = "[2222m] 5x"
    answer = site.client.post(site.url(1, 1) + "/preview", json={"number": 1, "deal": deal},
                              headers={"accept-language": "it-IT,it;q=0.9"})
    assert answer.status_code == 400
    body = answer.json()
    # the seat comes apart (the page shows the message under its hand); no "turno 1, tavolo 1, mano 1:"
    assert body["seat"] == "W" and "5x" in body["message"] and "non è una tessera" in body["message"]
    assert not body["message"].startswith(("turno", "posto")) and "posto W" not in body["message"]
    # only the tiles of FIMJ: no animals, no American flower or joker
    assert "1-4 f/y)" in body["message"] and "f/y/a" not in body["message"] and "J" not in body["message"]


@pytest.mark.parametrize(("language", "words"), [("en", "pick the winning tile"),
                                                  ("it-IT,it;q=0.9", "scegli la tessera vincente")])
def test_a_winner_ticked_before_the_winning_tile_is_picked_is_asked_to_pick_it(site: Site, language: str,
                                                                                 words: str):
    deal = example_deal()
    winner = next(w for w, seat in deal["seats"].items() if "win" in seat)
    deal["seats"][winner]["win"]["tile"] = ""  # the phone's winning-tile field, still empty
    answer = site.client.post(site.url(1, 1) + "/preview", json={"number": 1, "deal": deal},
                              headers={"accept-language": language})
    assert answer.status_code == 400
    body = answer.json()
    assert body["seat"] == winner and body["message"].startswith(words)
    assert '""' not in body["message"] and "1-9" not in body["message"]  # no "'' is not a single tile (…)"


def test_a_sent_deal_waits_for_approval_then_counts_on_the_live_page(site: Site):
    site.client.get(site.url(1, 1))
    sent = site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()},
                            headers={"accept-language": "en"}).json()
    assert sent["ok"] and sent["status"] == "pending" and "Sent: deal 1" in sent["message"]
    assert "No results yet" in site.client.get("/live", headers={"accept-language": "en"}).text
    [row] = site.rows("submissions")
    assert row["phone"] == site.client.cookies["tourney_phone"]
    site.call(lambda s: services.approve(s, row["id"]))
    live = site.client.get("/live", headers={"accept-language": "en"}).text
    assert "Standings" in live and '<span class="name">Player 2</span><span class="key">4</span>' in live
    assert "<dd>570</dd>" in live  # the score under the name, shown on a tap
    page = site.client.get(site.url(1, 1), headers={"accept-language": "en"}).text
    assert "approved" in page and "Enter deal 2" in page


def test_totals_only_entry_checks_the_balance(site: Site):
    bad = site.client.post(site.url(1, 2) + "/totals", json={"scores": [1, 2, 3, 4]},
                           headers={"accept-language": "en"})
    assert bad.status_code == 400 and "add up to" in bad.json()["message"]
    good = site.client.post(site.url(1, 2) + "/totals", json={"scores": [10, -10, 5, -5]}).json()
    assert good["ok"] and site.rows("submissions")[0]["kind"] == "totals"


def test_the_language_follows_the_browser_and_the_switch(site: Site):
    assert "Scrivi il codice" in site.client.get("/", headers={"accept-language": "it"}).text
    assert "6-digit code" in site.client.get("/", headers={"accept-language": "en-GB,en"}).text
    switched = site.client.get("/?lang=en", headers={"accept-language": "it"})
    assert "6-digit code" in switched.text
    assert "6-digit code" in site.client.get("/", headers={"accept-language": "it"}).text  # the cookie


# -- safety ---------------------------------------------------------------------------------------

def _attempts(site: Site) -> list[tuple[str, int]]:
    one, two = site.secret(1, 1), site.secret(1, 2)
    other_round = site.secret(2, 1)
    revoked = one.secret
    site.call(lambda s: services.reissue_secret(s, 1, 1))
    return [(site.url(1, 1, two.secret), 403), (site.url(1, 1, other_round.secret), 403),
            (site.url(1, 1, revoked), 403), (site.url(1, 1, "A" * 27), 403),
            (site.url(1, 2, one.secret), 403)]


def test_another_tables_or_rounds_a_revoked_or_a_forged_secret_is_refused_and_nothing_written(site: Site):
    before = site.rows("events")
    attempts = _attempts(site)
    events = site.rows("events")
    for url, status in attempts:
        site.forgive()
        assert site.client.get(url).status_code == status
        for what, body in (("deal", {"number": 1, "deal": example_deal()}),
                           ("totals", {"scores": [0, 0, 0, 0]}),
                           ("preview", {"number": 1, "deal": example_deal()})):
            refused = site.client.post(f"{url}/{what}", json=body, headers={"accept-language": "en"})
            assert refused.status_code == status, (url, what)
            assert "not valid" in refused.json()["message"]
    assert site.rows("submissions") == [] and site.rows("events") == events and len(events) == len(before) + 1


def test_a_device_that_guesses_secrets_is_slowed_down(site: Site):
    for _ in range(10):
        assert site.client.get(site.url(1, 1, "guess" * 6)).status_code == 403
    assert site.client.get(site.url(1, 1)).status_code == 429  # even the right secret, for a while
    assert site.client.post("/pair", data={"code": site.secret(1, 1).code}).status_code == 429


def test_a_one_megabyte_body_is_refused_and_nothing_written(site: Site):
    big = json.dumps({"number": 1, "deal": example_deal(), "padding": "x" * (1 << 20)})
    refused = site.client.post(site.url(1, 1) + "/deal", content=big, headers=JSON)
    assert refused.status_code == 413

    def chunks():
        for _ in range(64):
            yield b"x" * (1 << 14)

    streamed = site.client.post(site.url(1, 1) + "/deal", content=chunks(), headers=JSON)
    assert streamed.status_code == 413 and "Traceback" not in streamed.text
    assert site.rows("submissions") == []


@pytest.mark.parametrize("body", [b"not json", b"[1, 2]", b'{"number": "x", "deal": 5}',
                                  b'{"deal": {"seats": 1}}',
                                  b'{"number": 1, "deal": {"seats": {"E": {"hand": 12}}}}'])
def test_garbage_gets_a_plain_refusal_and_the_server_keeps_working(site: Site, body: bytes):
    answer = site.client.post(site.url(1, 1) + "/deal", content=body, headers=JSON)
    assert answer.status_code in (400, 413)
    assert "Traceback" not in answer.text and "File \"" not in answer.text
    assert site.client.get(site.url(1, 1)).status_code == 200


def test_a_script_in_a_player_name_is_escaped_on_every_page(site: Site):
    site.call(lambda s: services.approve(s, services.submit_deal(s, 1, 1, 1, example_deal(), "phoneXYZ").id))
    site.client.get(site.url(1, 1))
    pages = ["/", "/live", "/live/body", site.url(1, 1), site.url(2, 1), site.url(2, 2),
             site.url(1, 1, "bad")]
    for url in pages:
        text = site.client.get(url).text
        assert "<script>alert" not in text, url
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Rossi" in site.client.get("/live").text
    answer = site.client.post(site.url(1, 1) + "/preview", json={"number": 2, "deal": example_deal()}).json()
    # in JSON the name stays as typed: the page's script puts it in as text, never as HTML
    assert SCRIPT_NAME in json.dumps(answer, ensure_ascii=False)


def test_pages_carry_headers_that_forbid_foreign_scripts(site: Site):
    headers = site.client.get("/live").headers
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"


def test_an_unknown_page_is_a_plain_404(site: Site):
    missing = site.client.get("/admin")
    assert missing.status_code == 404 and "Traceback" not in missing.text


def test_the_live_page_lists_the_seating_by_table_and_by_name_and_the_clock(site: Site):
    site.call(lambda s: services.set_round_schedule(s, 1, starts_at="2030-05-18 09:00", duration_minutes=120))
    page = site.client.get("/live", headers={"accept-language": "en"}).text
    assert "By table" in page and "By name" in page and 'data-ends="2030-05-18T11:00:00"' in page


def test_the_live_page_is_rebuilt_when_a_deal_is_approved_not_each_time_a_table_sends_one(site: Site):
    shown = Shown()
    site.call(shown)
    before = site.call(shown)
    site.client.get(site.url(1, 1))
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    [row] = site.rows("submissions")
    assert site.call(shown) == before  # a pending deal changes nothing the live page shows
    site.call(lambda s: services.reject(s, row["id"], "wrong winner"))
    assert site.call(shown) == before
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    sent = site.rows("submissions")[-1]
    site.call(lambda s: services.approve(s, sent["id"]))
    approved = site.call(shown)
    assert approved > before
    site.call(lambda s: services.undo(s))  # undoing the approval takes the deal off the standings
    assert site.call(shown) > approved


def test_a_live_page_rendered_once_still_gives_the_servers_clock_at_each_request(site: Site):
    first = site.client.get("/live/body").text
    second = site.client.get("/live/body").text
    clocks = [re.search(r'data-now="([^"]+)"', page).group(1) for page in (first, second)]
    assert CLOCK not in first + second and clocks[0] != clocks[1]
    assert first.replace(clocks[0], "") == second.replace(clocks[1], "")
    assert "Round 1" in site.client.get("/live?lang=en").text  # both languages, each its own page
    assert "Turno 1" in site.client.get("/live?lang=it").text


def test_the_table_page_names_another_phone_by_its_number_at_the_table(site: Site):
    site.client.get(site.url(1, 1))
    site.client.post(site.url(1, 1) + "/deal", json={"number": 1, "deal": example_deal()})
    tag = site.client.cookies["tourney_phone"][:8]
    other = TestClient(site.client.app, raise_server_exceptions=False)
    page = other.get(site.url(1, 1), headers={"accept-language": "en"}).text
    assert "sent by phone 1," in page and tag not in page
    mine = site.client.get(site.url(1, 1), headers={"accept-language": "en"}).text
    assert "sent by this phone," in mine
    assert "inviata da telefono 1," in other.get(site.url(1, 1), headers={"accept-language": "it"}).text
