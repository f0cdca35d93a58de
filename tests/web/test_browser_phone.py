"""The phone at the table in a real browser at 390 x 844 (#32): the winning tile is chosen, a finished
game offers no more deals, a send survives a server that is down, every page fits the thumb, the
referee can be called, the standings can be hidden. Skipped with the reason where chromium is missing
(tests/web/browser_support.py)."""

# ruff: noqa: F811 (the browser fixture comes from test_browser, named as the tests take it)
from __future__ import annotations

import re
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.web.test_browser import Served, _shots, browser, whole_page  # noqa: F401 (browser: fixture)
from tourney import services
from tourney.web import CallbackGate, WebServer

VOID = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}

# every control a thumb hits: buttons, fields, menus, tap-to-open rows, links, labels around ticks
TOO_SMALL = """
const small = [];
for (const el of document.querySelectorAll('button, select, input, summary, a, label')) {
  if (el.matches('input[type=checkbox], input[type=radio], input[type=hidden]')) continue;
  if (el.tagName === 'LABEL' && !el.querySelector('input[type=checkbox], input[type=radio]')) continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;  // not shown
  const name = el.id || el.tagName + ' ' + el.textContent.trim().slice(0, 20);
  const size = Math.round(r.width) + 'x' + Math.round(r.height);
  if (r.width < 44 || r.height < 44) small.push(name + ' ' + size);
}
return small;
"""
SIDEWAYS = "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"


def _wait(browser: webdriver.Chrome) -> WebDriverWait:
    return WebDriverWait(browser, 60, ignored_exceptions=[StaleElementReferenceException])


def _table(browser: webdriver.Chrome, served: Served, lang: str = "en") -> WebDriverWait:
    secret = served.call(lambda s: services.table_secrets(s, 1))[0].secret
    browser.get(f"{served.server.address}table/1/1/{secret}?lang={lang}")
    wait = _wait(browser)
    wait.until(lambda b: b.find_element(By.ID, "call"))
    return wait


def _tap(browser: webdriver.Chrome, field: str, tiles: str) -> None:
    browser.find_element(By.ID, field).click()
    for tile in tiles.split():
        browser.find_element(By.CSS_SELECTOR, f'#palette button[data-tile="{tile}"]').click()


def _fits(browser: webdriver.Chrome, where: str) -> None:
    wide, shown = browser.execute_script(SIDEWAYS)
    assert wide <= shown == 390, f"{where} scrolls sideways: {wide} px wide in {shown}"
    assert browser.execute_script(TOO_SMALL) == [], f"{where} has controls under 44 px"


def test_tapping_tiles_into_three_non_winning_hands_leaves_the_winning_tile_unchanged(browser,
                                                                                     tmp_path: Path):
    served = Served("fimj")
    try:
        wait = _table(browser, served)
        _tap(browser, "hand-S", "[ 5s 5s 5s ] Rd Rd Rd 2p 3p 4p [ 6m 7m 8m ] S S 2f")
        browser.find_element(By.ID, "win-S").click()
        browser.find_element(By.ID, "pick-win").click()
        browser.find_element(By.CSS_SELECTOR, '#palette button[data-tile="S"]').click()
        assert browser.find_element(By.ID, "win-tile").get_attribute("value") == "S"
        for wind, hand in (("E", "1m 1m 1m 9p 9p"), ("W", "2s 3s 4s N N"), ("N", "Wd Wd Gd Gd 7p")):
            _tap(browser, "hand-" + wind, hand)
        assert browser.find_element(By.ID, "win-tile").get_attribute("value") == "S"
        assert browser.find_element(By.ID, "hand-E").get_attribute("value") == "111m 99p"
        wait.until(lambda b: "FIMJ-" in b.find_element(By.ID, "preview-body").text)
        review = browser.find_element(By.ID, "review").text
        assert "[555s] RdRdRd 234p [678m] SS 2f" in review and "Winner: Player 2 (South)" in review
        assert "winning tile S" in review and "self-drawn" in review
        _fits(browser, "the table page while typing")
    finally:
        served.close()


def test_the_page_refuses_to_offer_deal_17_of_a_16_deal_game(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        for number in range(1, 17):
            served.call(lambda s, n=number: services.approve(
                s, services.submit_deal(s, 1, 1, n, VOID, "phone-one").id))
        _table(browser, served)
        assert "The game of this table is over (16 deals)" in browser.find_element(By.ID, "finished").text
        assert not browser.find_element(By.ID, "entry").is_displayed()
        # the sent times (17:01 after five o'clock) are clock readings, not deal numbers
        shown = re.sub(r"\b\d\d:\d\d\b", "", browser.find_element(By.TAG_NAME, "main").text)
        assert "17" not in shown.replace("16 deals", "")
        whole_page(browser, _shots(tmp_path) / "phone-finished-en.png")
        _fits(browser, "a finished table's page")
    finally:
        served.close()


def test_a_correction_names_its_own_deal_and_its_seats(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        served.call(lambda s: services.submit_deal(s, 1, 1, 1, VOID, "phone-one"))
        wait = _table(browser, served)
        browser.find_element(By.CSS_SELECTOR, "button.edit").click()
        assert browser.find_element(By.ID, "entry-title").text == "Correct deal 1"
        wait.until(lambda b: "Player 1" in b.find_element(By.CSS_SELECTOR, ".seat[data-wind='E'] .name").text)
    finally:
        served.close()


def test_a_send_while_the_server_is_stopped_then_restarted_arrives_once(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        wait = _table(browser, served)
        _tap(browser, "hand-S", "[ 5s 5s 5s ] Rd Rd Rd 2p 3p 4p [ 6m 7m 8m ] S S 2f")
        browser.find_element(By.ID, "win-S").click()
        browser.find_element(By.ID, "pick-win").click()
        browser.find_element(By.CSS_SELECTOR, '#palette button[data-tile="S"]').click()
        wait.until(lambda b: "FIMJ-" in b.find_element(By.ID, "preview-body").text)
        port = served.server.port
        served.server.stop()
        browser.find_element(By.ID, "send").click()
        wait.until(lambda b: "Not sent" in b.find_element(By.ID, "answer").text)
        browser.save_screenshot(str(_shots(tmp_path) / "phone-not-sent-en.png"))
        assert served.call(lambda s: services.submissions(s)) == []
        served.server = WebServer(CallbackGate(served.owner.post, served.store), "127.0.0.1", port)
        served.server.start()
        wait.until(lambda b: "waiting for the referee" in b.find_element(By.ID, "sent").text)
        sent = served.call(lambda s: services.submissions(s))
        assert len(sent) == 1 and sent[0].entry["seats"]["S"]["hand"] == "[555s] RdRdRd 234p [678m] SS 2f"
        assert browser.execute_script("return localStorage.length") == 0  # confirmed: nothing kept
    finally:
        served.close()


def test_what_was_typed_survives_a_reload_of_the_page(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        wait = _table(browser, served)
        _tap(browser, "hand-E", "1m 2m 3m")
        browser.refresh()
        wait.until(lambda b: b.find_element(By.ID, "hand-E").get_attribute("value") == "123m")
    finally:
        served.close()


def test_no_page_scrolls_sideways_and_no_control_is_under_44_px(browser, tmp_path: Path):
    served = Served("singapore")
    try:
        served.call(lambda s: services.edit_player(s, 1, name="Maria Vittoria Bonaccorsi-Sant'Ambrogio"))
        served.call(lambda s: services.approve(s, services.submit_deal(s, 1, 1, 1, VOID, "phone-one").id))
        for path in ("?lang=en", "live?lang=en", "?lang=it", "live?lang=it"):
            browser.get(served.server.address + path)
            _wait(browser).until(lambda b: b.find_element(By.TAG_NAME, "main"))
            _fits(browser, path)
        for lang in ("en", "it"):
            _table(browser, served, lang)
            _fits(browser, f"the table page ({lang})")
    finally:
        served.close()


def test_a_table_calls_the_referee_and_sees_that_the_referee_is_coming(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        wait = _table(browser, served)
        Select(browser.find_element(By.ID, "call-reason")).select_by_value("wrong_seat")
        browser.find_element(By.ID, "call").click()
        wait.until(lambda b: "The referee has been called" in b.find_element(By.ID, "call-state").text)
        [call] = served.call(lambda s: services.calls(s, open_only=True))
        assert (call.table, call.reason) == (1, "wrong_seat")
        browser.find_element(By.ID, "call").click()  # again while it waits: still one call
        assert len(served.call(lambda s: services.calls(s))) == 1
        served.call(lambda s: services.acknowledge_call(s, call.id))
        wait.until(lambda b: "The referee is coming" in b.find_element(By.ID, "call-state").text)
        browser.save_screenshot(str(_shots(tmp_path) / "phone-referee-coming-en.png"))
    finally:
        served.close()


def test_hidden_standings_show_only_seating_and_clock_until_revealed(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        served.call(lambda s: services.approve(s, services.submit_deal(s, 1, 1, 1, VOID, "phone-one").id))
        served.call(lambda s: services.hide_standings_from(s, 1))
        browser.get(served.server.address + "live?lang=en")
        wait = _wait(browser)
        wait.until(lambda b: "hidden" in b.find_element(By.ID, "standings").text)
        assert "Player 1" in browser.find_element(By.ID, "by-table").text
        assert not browser.find_elements(By.CSS_SELECTOR, "#standings summary")
        served.call(services.reveal_standings)
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#standings summary"))
    finally:
        served.close()


def test_an_mcr_table_can_say_last_tile_of_its_kind(browser, tmp_path: Path):
    served = Served("mcr")
    try:
        _table(browser, served)
        flags = [f.get_attribute("value") for f in browser.find_elements(By.CSS_SELECTOR, ".flag")]
        assert "last_of_kind" in flags and "heavenly" not in flags
        buttons = browser.find_elements(By.CSS_SELECTOR, "#palette button")
        tiles = [b.get_attribute("data-tile") for b in buttons]
        assert "J" not in tiles
    finally:
        served.close()
