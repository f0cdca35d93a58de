"""Byte-identical results across an engine speed-up: score the benchmark's random deals and compare.

Usage:
    PYTHONPATH=. python benchmarks/golden_results.py save FILE [DEALS] [RULESET ...]
    PYTHONPATH=. python benchmarks/golden_results.py check FILE [RULESET ...]

``save`` scores ``DEALS`` (default 3,000) random deals per ruleset, made by the same generators as
``bench_score.py`` (plus some void deals and house options), and writes one line per deal: the
result JSON exactly as ``json.dumps`` writes it (key order included), or the refusal's code and
message. ``check`` makes the same deals again and reports every line that differs. Run ``save``
before changing the engine and ``check`` after every change: a speed-up must not move one byte.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from tourney.errors import EngineError
from tourney.rules import ruleset_ids, score_deal
from tourney.rules.simulate import random_deal

# a few house options per ruleset, so that their code paths are compared too
_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "classic-bmja": [{"roof_off": True}, {"limit": 300}],
    "classic-dmjl": [{"roof_off": True}, {"limit": 200}],
}


def deals(ruleset_id: str, count: int) -> list[dict[str, Any]]:
    """The same deals every run: a fixed seed per ruleset; every tenth with options, some void."""
    rng = random.Random(f"golden {ruleset_id}")
    extra = _OPTIONS.get(ruleset_id, [])
    made = []
    for k in range(count):
        options = extra[k % len(extra)] if extra and k % 10 == 9 else None
        made.append(random_deal(rng, ruleset_id, options=options, void_rate=0.02, checked=False))
    return made


def line(deal: dict[str, Any]) -> str:
    try:
        return json.dumps(score_deal(deal), ensure_ascii=False)
    except EngineError as refused:
        return f"REFUSED {refused.code}: {refused}"


def lines(count: int, rulesets: list[str]) -> list[str]:
    out = []
    for ruleset_id in rulesets:
        out.append(f"## {ruleset_id} {count}")
        out.extend(line(deal) for deal in deals(ruleset_id, count))
    return out


def main() -> None:
    action, path = sys.argv[1], sys.argv[2]
    if action == "save":
        count = int(sys.argv[3]) if len(sys.argv) > 3 else 3000
        rulesets = sys.argv[4:] or ruleset_ids()
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(lines(count, rulesets)) + "\n")
        return
    with open(path, encoding="utf-8") as saved:
        expected = saved.read().splitlines()
    only = set(sys.argv[3:])
    if only:  # compare these rulesets only
        kept, keep = [], False
        for text in expected:
            keep = text.split()[1] in only if text.startswith("## ") else keep
            if keep:
                kept.append(text)
        expected = kept
    headers = [h.split() for h in expected if h.startswith("## ")]
    got: list[str] = []
    for _, ruleset_id, count in headers:
        got.extend(lines(int(count), [ruleset_id]))
    differ = [k for k, (a, b) in enumerate(zip(expected, got, strict=True)) if a != b]
    for k in differ[:10]:
        print(f"line {k + 1}:\n  was {expected[k][:400]}\n  now {got[k][:400]}")
    print(f"{len(expected)} lines, {len(differ)} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
