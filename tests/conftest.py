"""Shared test setup: Qt runs offscreen, hypothesis keeps a fixed budget."""

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("default", max_examples=200, deadline=None)
settings.load_profile("default")
