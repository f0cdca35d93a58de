"""The repository explains itself: every rule id the program can print is found by one search in
``docs/``, and no file of the repository sends its reader to a file outside it (#30)."""

import json
import re
import subprocess
from pathlib import Path

import pytest

from tourney.errors import EngineError
from tourney.rules import score_deal as score

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
FAMILIES = "FIMJ|CL|AM|SG|MCR|RI"
# A numbered id anywhere (MCR-F05, CL-Z85a, FIMJ-L00b), or a bare family id given as a whole string
# ("RI-U", the fu line of a riichi result).
NUMBERED = re.compile(rf"\b(?:{FAMILIES})-[A-Z]+\d+[a-z]?\b")
BARE = re.compile(rf"[\"']((?:{FAMILIES})-[A-Z]+)[\"']")
SOURCES = ("*.py", "*.toml", "*.json", "*.js", "*.html")


def program_rule_ids() -> set[str]:
    """The rule ids written in the program's code, data and translations."""
    ids: set[str] = set()
    for pattern in SOURCES:
        for path in (ROOT / "tourney").rglob(pattern):
            text = path.read_text(encoding="utf-8")
            ids.update(NUMBERED.findall(text))
            ids.update(BARE.findall(text))
    return ids


def docs_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(DOCS.rglob("*.md")))


def test_the_program_names_rule_ids_of_every_ruleset():
    ids = program_rule_ids()
    for family in FAMILIES.split("|"):
        assert any(i.startswith(family + "-") for i in ids), family
    assert {"MCR-F01", "MCR-F81", "FIMJ-S06", "SG-F01", "AM-H12", "CL-Z85n", "RI-U"} <= ids


def test_every_rule_id_the_program_prints_is_found_in_docs():
    text = docs_text()
    missing = sorted(i for i in program_rule_ids()
                     if not re.search(rf"(?<![\w-]){re.escape(i)}(?![\w])", text))
    assert missing == [], f"rule ids with no text in docs/: {missing}"


def test_each_ruleset_has_its_rules_page():
    for name in ("fimj", "classic", "american", "singapore", "mcr", "riichi"):
        assert (DOCS / "rules" / f"{name}.md").is_file(), name


# What sends a reader outside the repository: the shared folder of the session that wrote the
# program, its contract files, the seed documents' folder, and absolute paths of that machine.
OUTSIDE = re.compile(r"shared/|NOTATION\.md|DESIGN\.md|seeds/|/work/")


def tracked_text_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files are unknown")
    paths = [ROOT / p for p in out.decode().split("\0") if p]
    return [p for p in paths if p.suffix in {".py", ".md", ".toml", ".js", ".html", ".ts", ".txt",
                                             ".cfg", ".sh", ".spec", ".yml", ".yaml"} and p.is_file()]


def test_no_file_refers_to_files_outside_the_repository():
    found = []
    for path in tracked_text_files():
        if path == Path(__file__).resolve():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert found == [], "references to files outside the repository:\n" + "\n".join(found)


def test_links_between_docs_pages_lead_to_files_that_exist():
    broken = []
    for page in DOCS.rglob("*.md"):
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)} -> {target}")
    assert broken == []


def notation_examples() -> list[dict]:
    text = (DOCS / "notation.md").read_text(encoding="utf-8")
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", text, re.S)]


def test_every_deal_of_the_notation_page_scores():
    examples = notation_examples()
    assert {d["ruleset"] for d in examples} >= {"fimj", "singapore", "riichi-ema", "mcr"}
    for deal in examples:
        result = score(deal)
        assert sum(result["net"].values()) == 0


def test_the_notation_page_shows_the_result_of_its_first_deal():
    result = score(notation_examples()[0])
    assert result["net"] == {"E": -300, "S": 570, "W": -90, "N": -180}
    assert (result["seats"]["S"]["score"], result["seats"]["S"]["points"]) == (144, 36)
    assert {"from": "E", "to": "S", "amount": 290} in result["payments"]


def _refusal(south: dict) -> str:
    deal = {"ruleset": "fimj", "round_wind": "E",
            "seats": {"E": {"hand": ""}, "S": south, "W": {"hand": ""}, "N": {"hand": ""}}}
    with pytest.raises(EngineError) as refused:
        score(deal)
    return str(refused.value)


def test_the_refusals_the_notation_page_quotes_are_the_engines():
    text = (DOCS / "notation.md").read_text(encoding="utf-8")
    quoted = re.findall(r"^- `(seat S: [^`]*)`$", text, re.M)
    assert len(quoted) == 4
    assert _refusal({"hand": "5x", "win": {"tile": "5p", "from": "self"}}).startswith(quoted[0])
    assert _refusal({"hand": "55555p", "win": {"tile": "5p", "from": "self"}}) == quoted[1]
    assert _refusal({"hand": "123m456p789s11sEE", "win": {"tile": "E", "from": "self"}}) == quoted[2]
    incomplete = _refusal({"hand": "13m579p1357sESWNRd", "win": {"tile": "Rd", "from": "self"}})
    assert re.fullmatch(r"seat S: .* is not a complete hand under fimj", incomplete), incomplete
