"""The phone form for riichi (docs/notation.md, riichi): riichi, tenpai and chombo per seat, the dora
indicators, honba and sticks carried from the hanchan, several winners where the preset allows them;
the preview says han, fu, the limit and where the sticks went, in the page's language."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.web.conftest import Site, site_of
from tourney import services

EN, IT = {"accept-language": "en"}, {"accept-language": "it"}
PINFU = "123m 456m 789p 22s 345s"


@pytest.fixture
def ema() -> Iterator[Site]:
    yield from site_of("riichi-ema")


@pytest.fixture
def wrc() -> Iterator[Site]:
    yield from site_of("riichi-wrc")


def _ron(**top: object) -> dict:
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats["E"] = {"hand": PINFU, "riichi": True, "win": {"tile": "5s", "from": "S", "flags": ["ippatsu"]}}
    return {"seats": seats, "dora": ["3m"], **top}


def test_the_riichi_form_has_the_seat_marks_the_indicators_and_the_counters(ema: Site):
    page = ema.client.get(ema.url(1, 1), headers=EN).text
    for field in ('id="riichi-E"', 'id="tenpai-S"', 'id="chombo-W"', 'id="dora"', 'id="ura_dora"',
                  'id="honba"', 'id="riichi_sticks"'):
        assert field in page
    assert 'type="checkbox" name="winner"' in page  # EMA: several winners on one discard
    assert "haitei (last tile of the wall)" in page and "ippatsu (within one turn" in page
    assert 'data-tile="1f"' not in page and 'data-tile="0m"' not in page  # no bonus tiles, no red fives
    assert "Exhaustive draw (ryuukyoku) or chombo" in page


def test_wrc_keeps_one_winner_per_discard(wrc: Site):
    page = wrc.client.get(wrc.url(1, 1), headers=EN).text
    assert 'type="radio" name="winner"' in page


def test_the_preview_says_han_fu_the_yaku_in_han_and_the_sticks(ema: Site):
    answer = ema.client.post(ema.url(1, 1) + "/preview", headers=EN,
                             json={"number": 1, "deal": _ron(riichi_sticks=1)}).json()
    assert answer["ok"] is True, answer
    east = answer["seats"][0]
    assert east["han_fu"] == "4 han 30 fu" and east["score"] == 11600
    values = {i["rule"]: i["value"] for i in east["items"]}
    assert values["RI-Y01"] == "1 han" and values["RI-U"] == "30 fu"
    assert answer["sticks"][0].startswith("Riichi sticks: ") and "+1000" in answer["sticks"][0]
    assert answer["sticks"][1] == "left on the table for the next hand: 0"


def test_the_preview_is_italian_with_the_japanese_names_kept(ema: Site):
    deal = _ron()
    deal["dora"] = ["3m", "2m"]
    answer = ema.client.post(ema.url(1, 1) + "/preview", headers=IT, json={"number": 1, "deal": deal}).json()
    east = answer["seats"][0]
    assert east["han_fu"] == "5 han e 30 fu" and east["limit"] == "Mangan"
    assert answer["sticks"][0].startswith("Bastoncini di riichi")


def test_a_draw_sent_and_approved_carries_its_honba_and_stick_into_the_next_form(ema: Site):
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats["S"] = {"hand": "", "riichi": True, "tenpai": True}
    deal = {"seats": seats, "void": True}
    sent = ema.client.post(ema.url(1, 1) + "/deal", headers=EN, json={"number": 1, "deal": deal})
    assert sent.status_code == 200, sent.text
    ema.call(lambda store: services.approve(store, services.submissions(store, 1, 1)[-1].id))
    page = ema.client.get(ema.url(1, 1), headers=EN).text
    assert 'id="honba" data-carried="1" value="1"' in page
    assert 'id="riichi_sticks" data-carried="1" value="1"' in page
    assert '<td class="n">2000</td>' in page  # the sheet counts South's stick: 3000 noten less 1000
    answer = ema.client.post(ema.url(1, 1) + "/preview", headers=EN,
                             json={"number": 2, "deal": _ron()}).json()
    assert answer["ok"] is True, answer
    east = {n["wind"]: n["points"] for n in answer["net"]}["E"]
    assert east == 11600 + 300  # the honba carried in, though the phone did not send it


def test_two_winners_on_one_discard_go_to_the_engine_and_wrc_refuses_them(ema: Site, wrc: Site):
    deal = _ron()
    deal["seats"]["W"] = {"hand": "234m 234p 678p 66s 345s", "win": {"tile": "5s", "from": "S", "flags": []}}
    answer = ema.client.post(ema.url(1, 1) + "/preview", headers=EN, json={"number": 1, "deal": deal}).json()
    assert answer["ok"] is True, answer
    assert {n["wind"]: n["points"] for n in answer["net"]}["W"] > 0
    refused = wrc.client.post(wrc.url(1, 1) + "/preview", headers=EN, json={"number": 1, "deal": deal}).json()
    assert refused["ok"] is False
    stored = ema.client.post(ema.url(1, 1) + "/deal", headers=EN, json={"number": 1, "deal": deal})
    assert stored.status_code == 200
    assert json.loads(ema.rows("submissions")[-1]["entry"])["seats"]["W"]["win"]["from"] == "S"


def test_the_riichi_totals_form_asks_final_points_and_chombos(ema: Site):
    page = ema.client.get(ema.url(1, 1), headers=EN).text
    assert 'id="total-chombo-S"' in page and 'placeholder="30000"' in page
    assert "the hanchan started at 30000" in page
    assert "è iniziato da 30000" in ema.client.get(ema.url(1, 1), headers=IT).text


def test_riichi_totals_sent_with_a_chombo_get_it_taken_off_when_approved_RI_P08(ema: Site):
    sent = ema.client.post(ema.url(1, 1) + "/totals", headers=EN,
                           json={"scores": ["41000", "30000", "29000", "20000"], "chombo": {"S": "1"}}).json()
    assert sent["ok"]
    [pending] = ema.call(lambda s: services.submissions(s, status="pending"))
    assert pending.entry["chombo"] == {"S": 1}
    ema.call(lambda s: services.approve(s, pending.id))
    result = ema.call(lambda s: services.results(s))[0]
    assert result.totals == {"E": 26000, "S": -15000, "W": -6000, "N": -25000}


def test_a_totals_chombo_on_a_seat_that_does_not_exist_is_refused_by_name(ema: Site):
    refused = ema.client.post(ema.url(1, 1) + "/totals", headers=EN,
                              json={"scores": [41000, 30000, 29000, 20000], "chombo": {"X": 1}})
    assert refused.status_code == 400 and "table seat E, S, W or N" in refused.json()["message"]
    assert ema.call(lambda s: services.submissions(s)) == []
