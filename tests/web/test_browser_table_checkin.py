"""The table page's "we are all here" in Debian's chromium at 390 x 844, in Italian and English: one
press checks the table's four players in; nothing scrolls sideways, no control under 44 px."""

from __future__ import annotations

from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import WebDriverWait

from tests.web.test_browser import Served, _shots, whole_page
from tests.web.test_browser import browser as browser  # the fixture
from tests.web.test_browser_checkin import SMALL_CONTROLS
from tourney import services


def _fits(browser: webdriver.Chrome) -> None:
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
    # the check-in's own controls (the entry form's checkboxes sit in larger labels, checked elsewhere)
    assert browser.execute_script(SMALL_CONTROLS.replace("'a, button, input'", "'#here-box button'")) == []


def test_the_table_checks_its_four_players_in_from_the_phone(browser: webdriver.Chrome, tmp_path: Path):
    served = Served("fimj")
    shots = _shots(tmp_path)
    try:
        secrets = served.call(lambda s: services.table_secrets(s, 1))
        for lang, secret in (("en", secrets[1].secret), ("it", secrets[0].secret)):
            table = 2 if lang == "en" else 1
            browser.get(f"{served.server.address}table/1/{table}/{secret}?lang={lang}")
            button = WebDriverWait(browser, 30).until(
                seen.element_to_be_clickable((By.ID, "all-here-button")))
            _fits(browser)
            whole_page(browser, shots / f"table-here-{lang}-before.png")
            button.click()
            done = WebDriverWait(browser, 30).until(seen.presence_of_element_located((By.ID, "all-here")))
            assert ("Tutti" if lang == "it" else "Everyone") in done.text
            _fits(browser)
            whole_page(browser, shots / f"table-here-{lang}-after.png")
        found = served.call(services.checkins)
        seated = {pid for t in served.call(lambda s: services.tables(s, 1)) if t.number in (1, 2)
                  for pid in t.seats.values()}
        assert {p.id for p, _at, _via in found.present} == seated and len(seated) == 8
    finally:
        served.close()
