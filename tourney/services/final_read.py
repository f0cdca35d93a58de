"""The tournament's final as the file holds it (read only; :mod:`tourney.services.final` cuts it)."""

from __future__ import annotations

import json

from tourney.store import Store
from tourney.tournament.final import Final


def read_final(store: Store) -> Final | None:
    """The cut to a final, or None when the tournament has none."""
    rows = store.query("SELECT * FROM finals ORDER BY id DESC LIMIT 1")
    if not rows:
        return None
    row = rows[0]
    pattern = tuple(tuple(int(p) for p in part.split("-")) for part in row["pattern"].split("/"))
    return Final(row["after_round"], tuple(json.loads(row["finalists"])), row["carry"], row["others"],
                 row["table_size"], pattern)
