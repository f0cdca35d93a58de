"""Issue #33 point 3 in a real browser: a phone whose page was loaded before its table was seated again
sends the seating it showed, is refused with the reason, and keeps what was typed; nothing is credited to
other players. Skipped with the reason where chromium is missing (tests/web/browser_support.py)."""

# ruff: noqa: F811 (the browser fixture comes from test_browser, named as the tests take it)
from __future__ import annotations

from pathlib import Path

from selenium.webdriver.common.by import By

from tests.web.test_browser import Served, browser  # noqa: F401 (browser: fixture)
from tests.web.test_browser_phone import _table, _tap
from tourney import services


def test_a_deal_typed_on_a_page_of_the_old_seating_is_refused_and_kept(browser, tmp_path: Path):
    served = Served("fimj")
    try:
        wait = _table(browser, served)
        _tap(browser, "hand-S", "[ 5s 5s 5s ] Rd Rd Rd 2p 3p 4p [ 6m 7m 8m ] S S 2f")
        browser.find_element(By.ID, "win-S").click()
        browser.find_element(By.ID, "pick-win").click()
        browser.find_element(By.CSS_SELECTOR, '#palette button[data-tile="S"]').click()
        wait.until(lambda b: "FIMJ-" in b.find_element(By.ID, "preview-body").text)
        served.call(lambda s: services.swap_seats(s, 1, 1, 5))  # the referee moves a player of table 1
        browser.find_element(By.ID, "send").click()
        wait.until(lambda b: "drawn again" in b.find_element(By.ID, "answer").text)
        assert "open the table page again" in browser.find_element(By.ID, "answer").text
        assert served.call(lambda s: services.submissions(s)) == []
        typed = browser.find_element(By.ID, "hand-S").get_attribute("value")
        assert typed == "[555s] RdRdRd 234p [678m] SS 2f"
    finally:
        served.close()
