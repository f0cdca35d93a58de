"""Shared test setup: Qt runs offscreen, hypothesis keeps a fixed budget, and a test process that
loaded Qt ends without Python's final garbage collection."""

import os
import sys

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("default", max_examples=200, deadline=None)
settings.load_profile("default")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    session.config.stash[_STATUS] = int(exitstatus)


_STATUS = pytest.StashKey[int]()


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """PySide6 can crash while Python collects its last objects at exit ("bool_dealloc", status 134)
    after every test has passed; once pytest has said everything, leave with its own status."""
    if "PySide6" in sys.modules and not hasattr(config, "workerinput") and _STATUS in config.stash:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(config.stash[_STATUS])


@pytest.fixture(autouse=True)
def _a_register_of_its_own(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test keeps its player register in a folder of its own, never in the user's data folder."""
    monkeypatch.setenv("TOURNEY_REGISTER", str(tmp_path_factory.mktemp("register") / "register.sqlite"))
