"""The check-in page in Debian's chromium at 390 x 844: a player opens their card's link, presses
"I am here", and the referee's file has the check-in; nothing scrolls sideways, no control under 44 px."""

from __future__ import annotations

from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import WebDriverWait

from tests.web.test_browser import Served, _shots, whole_page
from tests.web.test_browser import browser as browser  # the fixture
from tourney import services

SMALL_CONTROLS = """return [...document.querySelectorAll('a, button, input')]
    .filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })
    .map(e => e.outerHTML.slice(0, 80));"""


def test_a_player_checks_in_from_the_card_link_on_a_phone(browser: webdriver.Chrome, tmp_path: Path):
    served = Served("fimj")
    shots = _shots(tmp_path)
    try:
        secret = served.call(services.checkin_secrets)[2]
        for lang in ("it", "en"):
            browser.get(services.checkin_link(served.server.address, secret) + f"?lang={lang}")
            WebDriverWait(browser, 30).until(seen.presence_of_element_located((By.ID, "here" if lang == "it"
                                                                                else "checked-in")))
            assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
            assert browser.execute_script(SMALL_CONTROLS) == []
            whole_page(browser, shots / f"checkin-{lang}-before.png")
            if lang == "it":
                browser.find_element(By.ID, "here").click()
                WebDriverWait(browser, 30).until(seen.presence_of_element_located((By.ID, "checked-in")))
                assert "Grazie" in browser.find_element(By.ID, "checked-in").text
                assert browser.execute_script(SMALL_CONTROLS) == []
                whole_page(browser, shots / "checkin-it-after.png")
        found = served.call(services.checkins)
        assert [(p.id, via) for p, _at, via in found.present] == [(2, "card")]
    finally:
        served.close()
