"""Read a card file (TOML), check all of it, and build a :class:`Card` — or list every error by line.

The format is documented in ``docs/card-format.md``. Checking does not stop at the first problem:
the referee gets every unknown key, duplicate id, unreadable group, bad constraint and hand whose
tiles cannot make 14, each with its line, in one :class:`CardError`.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tourney.language import Words, say
from tourney.rules.american.card.constraints import parse_constraints
from tourney.rules.american.card.lines import Entry, LineMap, map_lines
from tourney.rules.american.card.model import Card, CardError, CardHand, Category, Problem, feasible
from tourney.rules.american.card.pattern import (
    PatternError,
    Term,
    expand,
    parse_pattern,
    pattern_size,
    variables,
)

BUILTIN = "nmjl-2008"
HAND_SIZE = 14
_TOP_KEYS = {"card", "category", "hand"}
_CARD_KEYS = {"name", "year", "source", "note"}
_CATEGORY_KEYS = {"id", "name", "note"}
_HAND_KEYS = {"id", "category", "value", "pattern", "alternatives", "concealed", "where", "may_match",
              "enabled", "reason", "name", "note"}


def _said(error: ValueError) -> str:
    """The message of a pattern or constraint error, as the sentence it was made from."""
    return error.args[0] if error.args and isinstance(error.args[0], Words) else str(error)


def _not_of_kind(key: str, kind: type | tuple[type, ...], value: Any) -> Words:
    if kind is str:
        return say('"{key}" must be a text, not {value!r}', key=key, value=value)
    if kind is int:
        return say('"{key}" must be a whole number, not {value!r}', key=key, value=value)
    if kind is bool:
        return say('"{key}" must be true or false, not {value!r}', key=key, value=value)
    if kind is list:
        return say('"{key}" must be a list, not {value!r}', key=key, value=value)
    return say('"{key}" must be a value, not {value!r}', key=key, value=value)


class _Checker:
    """Collects problems while building the card."""

    def __init__(self, text: str) -> None:
        self.where: LineMap = map_lines(text)
        self.problems: list[Problem] = []

    def add(self, line: int, message: str) -> None:
        """Note a problem; ``message`` is a sentence made with ``say``."""
        self.problems.append(Problem(line, message))

    def typed(self, table: dict[str, Any], key: str, kind: type | tuple[type, ...], entry: Entry,
              required: bool = False) -> Any:
        if key not in table:
            if required:
                self.add(entry.line, say('missing "{key}"', key=key))
            return None
        value = table[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            self.add(entry.at(key), _not_of_kind(key, kind, value))
            return None
        return value

    def unknown(self, table: dict[str, Any], known: set[str], entry: Entry, what: Words) -> None:
        """Note every key of ``table`` not in ``known``; ``what`` says where (``in a hand``)."""
        for key in table:
            if key not in known:
                self.add(entry.at(key), say('unknown key "{key}" {what} (known: {known})',
                                            key=key, what=what, known=", ".join(sorted(known))))


def _categories(check: _Checker, data: dict[str, Any]) -> tuple[Category, ...]:
    found: list[Category] = []
    for k, table in enumerate(_tables(check, data, "category")):
        entry = check.where.entry("category", k)
        check.unknown(table, _CATEGORY_KEYS, entry, say("in a category"))
        cid = check.typed(table, "id", str, entry, required=True)
        name = check.typed(table, "name", str, entry) or cid
        if cid is None:
            continue
        if any(c.id == cid for c in found):
            check.add(entry.at("id"), say('duplicate category id "{id}"', id=cid))
            continue
        found.append(Category(cid, name, entry.line))
    return tuple(found)


def _tables(check: _Checker, data: dict[str, Any], name: str) -> list[dict[str, Any]]:
    tables = data.get(name, [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        check.add(check.where.entry(name, 0).line, say("write each {name} as a [[{name}]] table", name=name))
        return []
    return tables


def _pattern_lines(check: _Checker, table: dict[str, Any], entry: Entry) -> list[tuple[str, int]]:
    base = check.typed(table, "pattern", str, entry, required=True)
    if base is None:
        return []
    alternatives = check.typed(table, "alternatives", list, entry)
    if alternatives is None:
        return [(base, entry.at("pattern"))]
    lines = []
    for alt in alternatives:
        line = check.where.find(str(alt), entry.at("alternatives"))
        if not isinstance(alt, str):
            check.add(line, say("an alternative must be a text of groups, not {value!r}", value=alt))
            continue
        lines.append((f"{base} {alt}", line))
    if not lines:
        check.add(entry.at("alternatives"), say('"alternatives" is empty: leave it out or list some'))
    return lines


def _may_match(check: _Checker, table: dict[str, Any], entry: Entry,
               suits: set[str]) -> frozenset[frozenset[str]]:
    pairs = check.typed(table, "may_match", list, entry) or []
    found = set()
    for pair in pairs:
        letters = str(pair).split()
        if len(letters) != 2 or not all(letter in suits for letter in letters):
            check.add(entry.at("may_match"),
                      say('may_match "{pair}" must name two suit letters of the hand ({suits}), like "A B"',
                          pair=pair, suits=", ".join(sorted(suits))) if suits else
                      say('may_match "{pair}" must name two suit letters of the hand (none), like "A B"',
                          pair=pair))
            continue
        found.add(frozenset(letters))
    return frozenset(found)


def _hand(check: _Checker, table: dict[str, Any], entry: Entry, categories: set[str]) -> CardHand | None:
    check.unknown(table, _HAND_KEYS, entry, say("in a hand"))
    hid = check.typed(table, "id", str, entry, required=True)
    category = check.typed(table, "category", str, entry, required=True)
    if category is not None and category not in categories:
        check.add(entry.at("category"),
                  say('unknown category "{category}" (declared: {declared})', category=category,
                      declared=", ".join(sorted(categories))) if categories else
                  say('unknown category "{category}" (declared: none)', category=category))
    value = check.typed(table, "value", int, entry, required=True)
    if value is not None and value <= 0:
        check.add(entry.at("value"), say('"value" must be more than 0, not {value}', value=value))
    concealed = check.typed(table, "concealed", bool, entry) or False
    enabled = check.typed(table, "enabled", bool, entry)
    enabled = True if enabled is None else enabled
    reason = check.typed(table, "reason", str, entry) or ""
    if not enabled and not reason:
        check.add(entry.line, say('a hand with "enabled = false" needs a "reason"'))
    texts, parsed = [], []
    for text, line in _pattern_lines(check, table, entry):
        try:
            terms = parse_pattern(text)
        except PatternError as error:
            check.add(line, _said(error))
            continue
        if enabled and pattern_size(terms) != HAND_SIZE:
            check.add(line, say('"{pattern}" has {count} tiles; a hand needs {needed} '
                                "(or set enabled = false with a reason)",
                                pattern=text, count=pattern_size(terms), needed=HAND_SIZE))
            continue
        texts.append(text)
        parsed.append((terms, line))
    if hid is None or category is None or value is None or len(parsed) == 0:
        return None
    readings = _readings(check, table, entry, parsed)
    if readings is None:
        return None
    if enabled and not readings:
        check.add(entry.line, say("no set of tiles can make hand {hand} (check its constraints)", hand=hid))
    name = check.typed(table, "name", str, entry) or ""
    note = check.typed(table, "note", str, entry) or ""
    return CardHand(hid, category, value, concealed, tuple(texts), readings, enabled, reason, name, note,
                    entry.line)


def _readings(check: _Checker, table: dict[str, Any], entry: Entry,
              parsed: list[tuple[list[Term], int]]) -> tuple[tuple[tuple[int, int], ...], ...] | None:
    """Every distinct feasible reading; None when the constraints cannot be read."""
    every_var = [variables(terms) for terms, _ in parsed]
    ranks = {v for found in every_var for v in found.ranks}
    suits = {s for found in every_var for s in found.suits if not s.startswith("?")}
    may_match = _may_match(check, table, entry, suits)
    where = check.typed(table, "where", list, entry) or []
    try:
        rules = parse_constraints([str(w) for w in where], ranks)
    except ValueError as error:
        check.add(entry.at("where"), _said(error))
        return None
    if any(pattern_size(terms) != HAND_SIZE for terms, _ in parsed):
        return ()  # a disabled hand as written, kept for the record
    seen: dict[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] = {}
    for terms, _ in parsed:
        for reading in expand(terms, rules.allowed, may_match, rules.test):
            key = tuple(sorted(reading))
            if key not in seen and feasible(reading):
                seen[key] = reading
    return tuple(seen.values())


def read_card(text: str, source: str = "<card>") -> Card:
    """Build a card from the text of a card file; :class:`CardError` lists every problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        at = re.search(r"line (\d+)", str(error))
        problem = Problem(int(at.group(1)) if at else 0, say("not valid TOML: {error}", error=str(error)))
        raise CardError(source, [problem]) from error
    check = _Checker(text)
    head = check.where.entry("card", 0)
    check.unknown(data, _TOP_KEYS, Entry(1), say("in the file"))
    meta = data.get("card") if isinstance(data.get("card"), dict) else None
    if meta is None:
        check.add(1, say('missing the [card] table with the card\'s "name"'))
        meta = {}
    check.unknown(meta, _CARD_KEYS, head, say("in [card]"))
    name = check.typed(meta, "name", str, head, required=bool(data.get("card"))) or source
    year = check.typed(meta, "year", int, head)
    categories = _categories(check, data)
    category_ids = {c.id for c in categories}
    hands: list[CardHand] = []
    ids: dict[str, int] = {}
    for k, table in enumerate(_tables(check, data, "hand")):
        entry = check.where.entry("hand", k)
        hid = table.get("id")
        if isinstance(hid, str) and hid in ids:
            check.add(entry.at("id"), say('duplicate hand id "{id}" (first on line {line})',
                                          id=hid, line=ids[hid]))
        elif isinstance(hid, str):
            ids[hid] = entry.at("id")
        hand = _hand(check, table, entry, category_ids)
        if hand is not None and not any(h.id == hand.id for h in hands):
            hands.append(hand)
    if not hands and not check.problems:
        check.add(0, say("the card has no [[hand]]"))
    if check.problems:
        raise CardError(source, sorted(check.problems, key=lambda p: p.line))
    return Card(name, year, categories, tuple(hands), source)


def load_card(path: str | Path) -> Card:
    """Read a card file from disk; unreadable files and bad cards raise :class:`CardError`."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        unreadable = Problem(0, say("cannot read the file: {error}", error=str(error)))
        raise CardError(str(path), [unreadable]) from error
    return read_card(text, str(path))


@cache
def builtin_card(name: str = BUILTIN) -> Card:
    """A card shipped with tourney (``tourney/rules/american/cards/<name>.toml``)."""
    card_file = resources.files("tourney.rules.american").joinpath("cards", f"{name}.toml")
    text = card_file.read_text(encoding="utf-8")
    return read_card(text, f"{name}.toml")


@cache  # the shipped cards do not change while tourney runs; every American deal asks
def builtin_names() -> tuple[str, ...]:
    folder = resources.files("tourney.rules.american").joinpath("cards")
    return tuple(sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")))
