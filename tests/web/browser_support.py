"""Finding the browser for the phone-page tests: run them where chromium is, skip them visibly elsewhere.

The README's test command must pass on any machine, so a machine without Debian's chromium and
chromium-driver skips the browser tests with the reason in pytest's summary. CI sets
``TOURNEY_BROWSER_TESTS=required`` (``.ci/run``): there a missing browser fails them instead.
"""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = ("chromium", "chromium-browser")
DRIVER = ("chromedriver",)
REQUIRED = "TOURNEY_BROWSER_TESTS"


def browser_binaries() -> tuple[str, str]:
    """The paths of chromium and its driver; else a skip naming what is missing (a failure where required)."""
    found = [next(filter(None, map(shutil.which, names)), None) for names in (CHROMIUM, DRIVER)]
    if found[0] and found[1]:
        return found[0], found[1]
    missing = " and ".join(" or ".join(names) for names, path in zip((CHROMIUM, DRIVER), found, strict=True)
                           if not path)
    reason = f"browser test not run: no {missing} on this machine (apt-get install chromium chromium-driver)"
    if os.environ.get(REQUIRED) == "required":
        pytest.fail(f"{reason}, and {REQUIRED}=required")
    pytest.skip(reason)
