"""The phone pages in a real browser (Debian's chromium, driven by selenium) at 390 x 844.

A player pairs with the table's 6-digit code, types a deal with the tile palette, sees the
engine's score and items, sends it; the referee approves it through the services and it shows on
the public standings. Once per ruleset family: FIMJ, classic, Singapore, American. A machine without
chromium and chromium-driver skips them with the reason; CI requires them (tests/web/browser_support.py).
Screenshots go to ``$TOURNEY_SHOTS`` when it is set (to look at them), else to the test's folder.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.web.browser_support import browser_binaries
from tests.web.conftest import Owner, make_cup
from tourney import services
from tourney.store import Store
from tourney.web import CallbackGate, WebServer

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
         "--window-size=390,844", "--lang=en-GB"]

# ruleset, winning seat's hand typed tile by tile with the palette, winning tile, from, rule id prefix,
# and the hand as the palette writes it (compactly, docs/notation.md)
DEALS = {
    "fimj": ("[ 5s 5s 5s ] Rd Rd Rd 2p 3p 4p [ 6m 7m 8m ] S S 2f", "S", "self", "FIMJ-",
             "[555s] RdRdRd 234p [678m] SS 2f"),
    "classic-bmja": ("[ Gd Gd Gd ] 9m 9m 9m 1p 1p 1p 6m 7m 8m Wd Wd", "Wd", "W", "CL-",
                     "[GdGdGd] 999m 111p 678m WdWd"),
    "singapore": ("[ Rd Rd Rd ] S S S 3s 4s 5s 6s 7s 8s 9s 9s", "9s", "self", "SG-",
                  "[RdRdRd] SSS 345s 678s 99s"),
    "american": ("1s 1s 1s 1s 3s 3s 3s J 5s 5s 5s 5s F F", "5s", "N", "AM-", "1111s 333s J 5555s FF"),
}


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[webdriver.Chrome]:
    chromium, driver_path = browser_binaries()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in [*FLAGS, f"--user-data-dir={tmp_path / 'profile'}"]:
        options.add_argument(flag)
    options.add_experimental_option("mobileEmulation", {  # a phone: 390 x 844 CSS pixels, touch
        "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2.0, "touch": True}})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_window_size(390, 844)
    yield driver
    driver.quit()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Served:
    def __init__(self, ruleset: str) -> None:
        self.owner = Owner()
        self.store: Store = self.owner.call(lambda: make_cup(ruleset))
        self.server = WebServer(CallbackGate(self.owner.post, self.store), "127.0.0.1", _free_port())
        self.server.start()

    def call(self, work):  # type: ignore[no-untyped-def]
        return self.owner.call(lambda: work(self.store))

    def close(self) -> None:
        self.server.stop()
        self.owner.call(self.store.close)
        self.owner.stop()


def whole_page(browser: webdriver.Chrome, path: Path) -> None:
    """A screenshot of the whole page, beyond the phone's screen (through the browser's DevTools)."""
    import base64

    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"captureBeyondViewport": True, "format": "png"})
    path.write_bytes(base64.b64decode(shot["data"]))


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("TOURNEY_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("ruleset", list(DEALS))
def test_a_table_pairs_types_a_deal_with_the_palette_and_sees_it_count_once_approved(
        browser: webdriver.Chrome, tmp_path: Path, ruleset: str):
    served = Served(ruleset)
    shots = _shots(tmp_path)
    wait = WebDriverWait(browser, 60, ignored_exceptions=[StaleElementReferenceException])
    try:
        base = served.server.address
        code = served.call(lambda s: services.table_secrets(s, 1))[0].code
        browser.get(base + "?lang=en")
        browser.find_element(By.ID, "code").send_keys(code)
        browser.find_element(By.ID, "pair").click()
        wait.until(seen.presence_of_element_located((By.ID, "entry")))
        assert "/table/1/1/" in browser.current_url
        assert browser.execute_script("return window.innerWidth") == 390

        tiles, tile, source, rule, written = DEALS[ruleset]
        browser.find_element(By.ID, "hand-S").click()
        for code_ in tiles.split():
            browser.find_element(By.CSS_SELECTOR, f'#palette button[data-tile="{code_}"]').click()
        browser.find_element(By.ID, "win-S").click()
        winning = browser.find_element(By.ID, "win-tile")
        winning.clear()
        winning.send_keys(tile)
        Select(browser.find_element(By.ID, "win-from")).select_by_value(source)
        wait.until(lambda b: rule in b.find_element(By.ID, "preview-body").text)
        assert browser.find_element(By.ID, "hand-S").get_attribute("value") == written
        preview = browser.find_element(By.ID, "preview-body").text
        assert "Player 2" in preview  # the winner (South of the first deal) by name, with the score
        browser.save_screenshot(str(shots / f"phone-{ruleset}-preview.png"))
        whole_page(browser, shots / f"phone-{ruleset}-preview-whole.png")

        browser.find_element(By.ID, "send").click()
        # the answer shows for a moment, then the page reloads with the deal in its list
        wait.until(lambda b: served.call(lambda s: services.submissions(s, status="pending")))
        wait.until(lambda b: "waiting for the referee" in b.find_element(By.ID, "sent").text)
        [sent] = served.call(lambda s: services.submissions(s, status="pending"))
        assert served.call(lambda s: services.results(s)) == []
        served.call(lambda s: services.approve(s, sent.id))
        wait.until(lambda b: "approved" in b.find_element(By.ID, "sent").text)
        browser.save_screenshot(str(shots / f"phone-{ruleset}-approved.png"))

        browser.get(base + "live")
        wait.until(lambda b: "Player 2" in b.find_element(By.ID, "standings").text)
        winner_net = served.call(lambda s: services.results(s))[0].totals["S"]
        # a row shows place, name and the ranking key; a tap on it shows the rest (the score among them)
        rows = browser.find_elements(By.CSS_SELECTOR, "#standings summary")
        row = next(r for r in rows if "Player 2" in r.text)
        row.click()
        wait.until(lambda b: str(winner_net) in b.find_element(By.ID, "standings").text)
        whole_page(browser, shots / f"phone-{ruleset}-live.png")
    finally:
        served.close()


def test_the_live_page_updates_by_itself_when_a_deal_is_approved(browser: webdriver.Chrome, tmp_path: Path):
    served = Served("fimj")
    try:
        browser.get(served.server.address + "live?lang=en")
        wait = WebDriverWait(browser, 60, ignored_exceptions=[StaleElementReferenceException])
        wait.until(lambda b: "No results yet" in b.find_element(By.ID, "standings").text)
        deal = {"seats": {"E": {"hand": ""}, "W": {"hand": ""}, "N": {"hand": ""},
                          "S": {"hand": "[555s] RdRdRd 234p [678m] SS 2f",
                                "win": {"tile": "S", "from": "self", "flags": []}}}}
        served.call(lambda s: services.approve(s, services.submit_deal(s, 1, 1, 1, deal, "phone-one").id))
        wait.until(lambda b: "Player 2" in b.find_element(By.ID, "standings").text)
        browser.save_screenshot(str(_shots(tmp_path) / "phone-live-updated.png"))
    finally:
        served.close()


def _open_table(browser: webdriver.Chrome, served: Served) -> WebDriverWait:
    secret = served.call(lambda s: services.table_secrets(s, 1))[0].secret
    browser.get(f"{served.server.address}table/1/1/{secret}?lang=en")
    wait = WebDriverWait(browser, 60, ignored_exceptions=[StaleElementReferenceException])
    wait.until(seen.presence_of_element_located((By.ID, "entry")))
    return wait


def _win_for_south(browser: webdriver.Chrome, hand: str, tile: str, source: str) -> None:
    browser.find_element(By.ID, "hand-S").send_keys(hand)
    browser.find_element(By.ID, "win-S").click()
    browser.find_element(By.ID, "win-tile").send_keys(tile)
    Select(browser.find_element(By.ID, "win-from")).select_by_value(source)


def _sent_entry(served: Served, wait: WebDriverWait) -> dict:
    wait.until(lambda b: served.call(lambda s: services.submissions(s, status="pending")))
    [sent] = served.call(lambda s: services.submissions(s, status="pending"))
    return sent.entry


def test_a_singapore_table_records_its_instant_payments_on_the_phone(browser: webdriver.Chrome,
                                                                     tmp_path: Path):
    served = Served("singapore")
    try:
        wait = _open_table(browser, served)
        _win_for_south(browser, "[ Rd Rd Rd Rd ] S S S 3s 4s 5s 6s 7s 8s 9s 9s 1a 2a", "9s", "self")
        wait.until(lambda b: "Cat and Rat" in b.find_element(By.ID, "instant-S").text)
        Select(browser.find_element(By.CSS_SELECTOR, "#instant-S select")).select_by_value("W")
        browser.find_element(By.CSS_SELECTOR, "#instant-S input[type=checkbox]").click()
        wait.until(lambda b: "SG-I" in b.find_element(By.ID, "preview-body").text)
        whole_page(browser, _shots(tmp_path) / "phone-singapore-instant.png")
        browser.find_element(By.ID, "send").click()
        instant = _sent_entry(served, wait)["seats"]["S"]["instant"]
        assert instant == [{"kind": "kong", "concealed": False, "from": "W"},
                           {"kind": "animal_pair", "pair": "cat_rat", "dealt": True}]
    finally:
        served.close()


def test_an_american_table_records_a_dead_hand_and_a_penalty_on_the_phone(browser: webdriver.Chrome,
                                                                          tmp_path: Path):
    served = Served("american")
    try:
        wait = _open_table(browser, served)
        _win_for_south(browser, "1s 1s 1s 1s 3s 3s 3s J 5s 5s 5s 5s F F", "5s", "N")
        browser.find_element(By.ID, "dead-W").click()
        browser.find_element(By.ID, "penalty-E").send_keys("25")
        wait.until(lambda b: "AM-" in b.find_element(By.ID, "preview-body").text)
        whole_page(browser, _shots(tmp_path) / "phone-american-dead-penalty.png")
        browser.find_element(By.ID, "send").click()
        seats = _sent_entry(served, wait)["seats"]
        assert seats["W"]["dead"] is True and seats["E"]["penalty"] == 25
    finally:
        served.close()
