"""Browser tests skip with a reason on a machine without chromium, and fail there when CI requires them."""

from __future__ import annotations

import pytest

from tests.web.browser_support import REQUIRED, browser_binaries


@pytest.fixture
def no_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("shutil.which", lambda name: None)


def test_a_machine_without_chromium_skips_the_browser_tests_and_says_why(no_browser, monkeypatch) -> None:
    monkeypatch.delenv(REQUIRED, raising=False)
    with pytest.raises(pytest.skip.Exception, match="no chromium or chromium-browser and chromedriver"):
        browser_binaries()


def test_ci_requiring_the_browser_tests_fails_them_without_chromium(no_browser, monkeypatch) -> None:
    monkeypatch.setenv(REQUIRED, "required")
    with pytest.raises(pytest.fail.Exception, match="TOURNEY_BROWSER_TESTS=required"):
        browser_binaries()


def test_a_machine_with_only_the_browser_names_the_missing_driver(monkeypatch) -> None:
    monkeypatch.delenv(REQUIRED, raising=False)
    monkeypatch.setattr("shutil.which", lambda name: "/usr/bin/chromium" if name == "chromium" else None)
    with pytest.raises(pytest.skip.Exception, match="no chromedriver on this machine"):
        browser_binaries()
