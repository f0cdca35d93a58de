"""Where the program's own files are: the ``resources`` folder (fonts, translations, tile artwork).

Apart from the PDF code, so that the window finds its translations without loading reportlab.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

MARK = Path("fonts") / "DejaVuSans.ttf"  # a file every resources folder has


def resources_dir() -> Path:
    """The ``resources`` folder: $TOURNEY_RESOURCES, a PyInstaller bundle, or the repository root."""
    candidates = []
    if env := os.environ.get("TOURNEY_RESOURCES"):
        candidates.append(Path(env))
    if bundle := getattr(sys, "_MEIPASS", None):
        candidates.append(Path(bundle) / "resources")
    package_root = Path(__file__).resolve().parent  # .../tourney
    candidates += [package_root.parent / "resources", package_root / "resources"]
    for folder in candidates:
        if (folder / MARK).is_file():
            return folder
    raise FileNotFoundError(f"tourney resources not found; looked in {', '.join(map(str, candidates))}")
