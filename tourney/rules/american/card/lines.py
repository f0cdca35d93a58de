"""Where things are in a card file: the line of each table and key, for error messages.

``tomllib`` gives values without positions, so the loader scans the text once: every ``[[hand]]``
and ``[[category]]`` header starts a new entry (in the same order ``tomllib`` returns them) and
every ``key =`` line inside it is remembered. Multi-line arrays are found by their opening line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_ARRAY_TABLE = re.compile(r"\s*\[\[\s*([A-Za-z0-9_-]+)\s*\]\]")
_TABLE = re.compile(r"\s*\[\s*([A-Za-z0-9_-]+)\s*\]")
_KEY = re.compile(r"\s*([A-Za-z0-9_-]+)\s*=")


@dataclass(slots=True)
class Entry:
    """One table of the file: its header line and the line of each key."""

    line: int
    keys: dict[str, int] = field(default_factory=dict)

    def at(self, key: str) -> int:
        return self.keys.get(key, self.line)


@dataclass(slots=True)
class LineMap:
    lines: list[str]
    tables: dict[str, list[Entry]] = field(default_factory=dict)

    def entry(self, table: str, index: int) -> Entry:
        entries = self.tables.get(table, [])
        return entries[index] if index < len(entries) else Entry(0)

    def find(self, text: str, start: int) -> int:
        """The first line from ``start`` (1-based) that contains ``text``; ``start`` if none."""
        for number in range(max(start, 1), len(self.lines) + 1):
            if text in self.lines[number - 1]:
                return number
        return start


def map_lines(text: str) -> LineMap:
    lines = text.splitlines()
    found = LineMap(lines)
    current: Entry | None = None
    for number, line in enumerate(lines, start=1):
        stripped = line.split("#", 1)[0] if not line.lstrip().startswith(("'", '"')) else line
        header = _ARRAY_TABLE.match(stripped) or _TABLE.match(stripped)
        if header:
            current = Entry(number)
            found.tables.setdefault(header.group(1), []).append(current)
            continue
        key = _KEY.match(stripped)
        if key and current is not None and key.group(1) not in current.keys:
            current.keys[key.group(1)] = number
    return found
