"""Every sentence the lower layers give the referee can be said in Italian.

The sources are read as syntax trees: each ``say`` template must have an Italian translation
with the same fields, and no refusal, log description or scoring item may be made from a bare
string (which the window could not translate).
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from tourney.errors import EngineError
from tourney.language import Words, fields_of, say, translate
from tourney.rules import score
from tourney.rules.registry import available_ids, get_ruleset
from tourney.rules.simulate import random_deal
from tourney.translations import CATALOGUES, ITALIAN_PARTS

ROOT = Path(__file__).resolve().parents[1] / "tourney"
SPOKEN = ["rules", "tournament", "store", "services", "export"]
SOURCES = sorted([*(p for area in SPOKEN for p in (ROOT / area).rglob("*.py")),
                  ROOT / "notation.py", ROOT / "tiles.py", ROOT / "language.py"])
ITALIAN = CATALOGUES["it"]


def _name_of(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _bare_text(node: ast.expr) -> bool:
    """A message written as a plain or f-string (or glued from one), which cannot be translated."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _bare_text(node.left) or _bare_text(node.right)
    return False


def _message_argument(call: ast.Call) -> ast.expr | None:
    """The argument that carries the referee's message, for calls whose message must be said."""
    name = _name_of(call.func)
    if name.endswith("Error") and len(call.args) >= 2:
        return call.args[1]
    if name in ("change", "ScoreItem") and len(call.args) >= 2:
        return call.args[1]
    if name == "_fail" and len(call.args) >= 3:  # notation's refusals: code, where, message
        return call.args[2]
    if name == "Option" and len(call.args) >= 4:  # name, default, rule, help
        return call.args[3]
    keyword = {"ScoreItem": "name", "Option": "help"}.get(name)
    return next((k.value for k in call.keywords if k.arg == keyword), None)


def _calls(path: Path) -> list[ast.Call]:
    return [n for n in ast.walk(ast.parse(path.read_text(), str(path))) if isinstance(n, ast.Call)]


def _templates(path: Path) -> list[tuple[int, ast.expr]]:
    return [(c.lineno, c.args[0]) for c in _calls(path) if _name_of(c.func) == "say" and c.args]


def _label(path: Path) -> str:
    return str(path.relative_to(ROOT.parent))


@pytest.mark.parametrize("path", SOURCES, ids=_label)
def test_every_message_of_the_module_is_said_not_written_as_bare_text(path: Path) -> None:
    bare = [f"{_label(path)}:{c.lineno}" for c in _calls(path)
            if (arg := _message_argument(c)) is not None and _bare_text(arg)]
    assert not bare, "messages written as bare strings (use tourney.language.say): " + ", ".join(bare)


@pytest.mark.parametrize("path", SOURCES, ids=_label)
def test_every_template_of_the_module_has_an_italian_translation_with_the_same_fields(path: Path) -> None:
    problems = []
    for line, node in _templates(path):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            problems.append(f"line {line}: the template is not a literal string")
        elif node.value not in ITALIAN:
            problems.append(f"line {line}: no Italian for {node.value!r}")
        elif fields_of(ITALIAN[node.value]) != fields_of(node.value):
            problems.append(f"line {line}: the Italian of {node.value!r} has other fields")
    assert not problems, "\n".join(problems)


def test_every_italian_translation_belongs_to_a_template_the_program_says() -> None:
    said = {node.value for path in SOURCES for _, node in _templates(path) if isinstance(node, ast.Constant)}
    stale = sorted(set(ITALIAN) - said)
    assert not stale, f"translations of templates nothing says any more: {stale[:10]}"


def test_no_template_is_translated_twice_in_different_parts() -> None:
    seen: dict[str, str] = {}
    clashes = []
    for part, messages in ITALIAN_PARTS.items():
        for template, italian in messages.items():
            if template in seen and ITALIAN_PARTS[seen[template]][template] != italian:
                clashes.append(f"{template!r} in {seen[template]} and {part}")
            seen.setdefault(template, part)
    assert not clashes, clashes


def test_a_sentence_is_english_text_that_remembers_how_it_was_made() -> None:
    words = say("Seat {who} at table {table}", who="Anna", table=3)
    assert words == "Seat Anna at table 3"
    assert isinstance(words, str) and words.template == "Seat {who} at table {table}"
    assert Words.from_json(words.to_json()) == words


def test_translation_fills_the_italian_template_and_translates_nested_sentences(monkeypatch) -> None:
    monkeypatch.setitem(ITALIAN, "Undo: {action}", "Annulla: {action}")
    monkeypatch.setitem(ITALIAN, "Seat {who} at table {table}", "Metti {who} al tavolo {table}")
    words = say("Undo: {action}", action=say("Seat {who} at table {table}", who="Anna", table=3))
    assert translate(words, "it") == "Annulla: Metti Anna al tavolo 3"
    assert translate(words, "en") == "Undo: Seat Anna at table 3"


def test_text_without_a_template_or_translation_is_said_in_english() -> None:
    assert translate("plain text", "it") == "plain text"
    assert translate(say("A sentence nobody translated {n}", n=1), "it") == "A sentence nobody translated 1"


def _said_in_italian(text: str) -> bool:
    return isinstance(text, Words) and text.template in ITALIAN


@pytest.mark.parametrize("ruleset_id", available_ids())
def test_the_name_and_house_rules_of_every_ruleset_can_be_said_in_italian(ruleset_id: str) -> None:
    ruleset = get_ruleset(ruleset_id)
    assert _said_in_italian(ruleset.name), ruleset.name
    unsaid = [option.name for option in ruleset.options if not _said_in_italian(option.help)]
    assert not unsaid, f"house rules whose help is not translated: {unsaid}"


@pytest.mark.parametrize("ruleset_id", [r for r in available_ids() if r != "american"])
def test_every_scoring_item_of_random_deals_can_be_said_in_italian(ruleset_id: str) -> None:
    rng = random.Random(9)
    options = {"min_fan": 0} if ruleset_id == "singapore" else None  # random hands are often worth 0 fan
    unsaid: set[str] = set()
    for _ in range(300):
        try:
            result = score(random_deal(rng, ruleset_id, options=options, void_rate=0.1))
        except EngineError as error:  # the simulator deals BMJA more chows than CL-Z03 allows
            assert ruleset_id == "classic-bmja" and error.code == "incomplete_hand", error.message
            continue
        for hand in result.seats.values():
            unsaid |= {item.name for item in hand.items if not _said_in_italian(item.name)}
    assert not unsaid, sorted(unsaid)
