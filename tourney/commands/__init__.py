"""Command groups of the `tourney` command line, one module per area; each has ``register(main)``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tourney.errors import TourneyError


def read_json(source: str) -> Any:
    """JSON from a file (a byte-order mark is allowed) or from standard input for ``-``."""
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8-sig")
    except OSError as error:
        raise TourneyError("bad_file", f"cannot read {source}: {error.strerror}") from error
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise TourneyError("bad_deal", f"{source} is not valid JSON: {error.msg} at line {error.lineno}, "
                                       f"column {error.colno}") from error
