"""One riichi deal entered on a phone (Debian's chromium at 390 x 844, as tests/web/test_browser.py):
riichi declared, the dora indicator and the hand typed with the palette, tsumo with ippatsu; the
preview (the server's, from the same scoring service) says han, fu, mangan and the yaku's rule ids;
sent, approved by the referee, counted on the sheet."""

from __future__ import annotations

from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests.web.test_browser import Served, _open_table, _sent_entry, _shots, browser, whole_page  # noqa: F401
from tourney import services

PINFU = "1m 2m 3m 4m 5m 6m 7p 8p 9p 2s 2s 3s 4s 5s"  # closed, two-sided wait on 5s


def test_a_riichi_table_enters_a_tsumo_with_riichi_ippatsu_and_dora_on_the_phone(
        browser: webdriver.Chrome, tmp_path: Path):  # noqa: F811
    served = Served("riichi-ema")
    shots = _shots(tmp_path)
    try:
        wait = _open_table(browser, served)
        assert browser.execute_script("return window.innerWidth") == 390
        Select(browser.find_element(By.ID, "riichi-S")).select_by_value("riichi")
        browser.find_element(By.ID, "dora").click()
        browser.find_element(By.CSS_SELECTOR, '#palette button[data-tile="3m"]').click()  # dora 4m
        browser.find_element(By.ID, "hand-S").click()
        for code in PINFU.split():
            browser.find_element(By.CSS_SELECTOR, f'#palette button[data-tile="{code}"]').click()
        assert browser.find_element(By.ID, "dora").get_attribute("value") == "3m"
        browser.find_element(By.ID, "win-S").click()
        winning = browser.find_element(By.ID, "win-tile")
        winning.clear()
        winning.send_keys("5s")
        Select(browser.find_element(By.ID, "win-from")).select_by_value("self")
        browser.find_element(By.CSS_SELECTOR, '.flag[value="ippatsu"]').click()
        wait.until(lambda b: "Mangan" in b.find_element(By.ID, "preview-body").text)
        preview = browser.find_element(By.ID, "preview-body").text
        # riichi, ippatsu, menzen tsumo, pinfu and one dora: 5 han, a non-dealer's mangan by tsumo
        assert "5 han 20 fu — Mangan — 8000" in preview
        for rule in ("RI-Y01", "RI-Y03", "RI-Y04", "RI-Y05", "RI-D01"):
            assert rule in preview
        assert "left on the table for the next hand: 0" in preview
        browser.save_screenshot(str(shots / "phone-riichi-preview.png"))
        whole_page(browser, shots / "phone-riichi-preview-whole.png")

        browser.find_element(By.ID, "send").click()
        entry = _sent_entry(served, wait)
        assert entry["dora"] == ["3m"] and entry["seats"]["S"]["riichi"] is True
        assert entry["seats"]["S"]["win"]["flags"] == ["ippatsu"] and "honba" not in entry
        [sent] = served.call(lambda s: services.submissions(s, status="pending"))
        served.call(lambda s: services.approve(s, sent.id))
        wait.until(lambda b: "approved" in b.find_element(By.ID, "sent").text)
        totals = served.call(lambda s: services.results(s))[0].deals[0].net_by_table_wind()
        assert totals["S"] == 8000
    finally:
        served.close()


def test_a_riichi_table_sends_its_final_points_and_a_chombo_from_the_phone_RI_P08(
        browser: webdriver.Chrome, tmp_path: Path):  # noqa: F811
    served = Served("riichi-ema")
    shots = _shots(tmp_path)
    try:
        wait = _open_table(browser, served)
        browser.find_element(By.CSS_SELECTOR, "#totals summary").click()
        for wind, points in zip("ESWN", ["41000", "30000", "29000", "20000"], strict=True):
            browser.find_element(By.ID, f"total-{wind}").send_keys(points)
        browser.find_element(By.ID, "total-chombo-S").send_keys("1")
        whole_page(browser, shots / "phone-riichi-totals.png")
        browser.find_element(By.ID, "send-totals").click()
        wait.until(lambda b: b.find_element(By.ID, "totals-answer").text.strip() != "")
        [sent] = served.call(lambda s: services.submissions(s, status="pending"))
        assert sent.kind == "totals" and sent.entry["chombo"] == {"S": 1}
        served.call(lambda s: services.approve(s, sent.id))
        result = served.call(lambda s: services.results(s))[0]
        assert result.totals == {"E": 26000, "S": -15000, "W": -6000, "N": -25000}
    finally:
        served.close()
