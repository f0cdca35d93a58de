"""Our riichi engine against the `mahjong` package on many random hands (EMA preset), by hand.

Usage: PYTHONPATH=. python benchmarks/bench_riichi_oracle.py [HANDS] [SEED] [--rich] [--wrc]
(default 100,000 hands)

Same comparison as tests/rules/test_riichi_oracle.py on more hands: both engines must agree on
whether the hand wins, on han, on fu below mangan and on the hand's worth. Hands of several yakuman
are counted apart: RI-L05 (EMA, yakuman are not cumulative) counts them once, the package adds them.
``--rich`` draws the winners' sets from a few kinds (one suit, terminals and honours, green tiles …,
``riichi_random.RICH_KINDS``) so that the rare yaku and the yakuman are compared thousands of times.
``--wrc`` scores the same hands under ``riichi-wrc`` (13 han and more: sanbaiman) against the package set
alike. Also counted: the hands whose named limit differs (our RI-L05/L08 yakuman against the package's
yakuman, our RI-L06 kazoe against its counted one), and the generated hands our engine refuses as
impossible, by rule id (RI-N…, docs/rules/riichi.md; the package is not asked about those).
Prints the counts, how often each yaku was among the agreeing hands, and the first disagreements.
"""

from __future__ import annotations

import random
import re
import sys
import time
from collections import Counter

from tests.rules.riichi_oracle import EMA, WRC, oracle_verdict
from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.riichi.simulate import random_riichi_deal


def _yaku(deal: dict) -> list[str]:
    winner = next(w for w, s in deal["seats"].items() if "win" in s)
    try:
        return [item["rule"] for item in score_deal(deal)["seats"][winner]["items"]]
    except EngineError:
        return []


def _ours(deal: dict) -> tuple[int, int, int, str | None, int, str | None]:
    """han, fu, value, refusal (its rule id when impossible, else its code), yakuman named, limit."""
    winner = next(w for w, s in deal["seats"].items() if "win" in s)
    try:
        seat = score_deal(deal)["seats"][winner]
    except EngineError as refused:
        rule = re.search(r"\((RI-N\d\d)\)$", refused.message)
        return 0, 0, 0, rule.group(1) if rule else refused.code, 0, None
    yakuman = sum(1 for item in seat["items"] if item.get("fan") == 13)
    return seat["han"], seat["fu"], seat["score"], None, yakuman, seat["limit"]


def _limit_differs(ours: str | None, theirs_yakuman: bool, theirs_han: int, kazoe: bool) -> bool:
    """Whether the limit we name is not the package's: a yakuman for a yakuman, a kazoe for 13 han."""
    if theirs_yakuman:
        return ours not in ("RI-L05", "RI-L08")
    if kazoe and theirs_han >= 13:
        return ours != "RI-L06"
    return ours in ("RI-L05", "RI-L06", "RI-L08")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rich = "--rich" in sys.argv
    wrc = "--wrc" in sys.argv
    hands = int(args[0]) if args else 100_000
    rng = random.Random(int(args[1]) if len(args) > 1 else 2026)
    agree = refused = several = limits = 0
    disagreements = []
    seen: Counter[str] = Counter()
    impossible: Counter[str] = Counter()
    limit_examples = []
    start = time.process_time()
    for _ in range(hands):
        deal = random_riichi_deal(rng, scorable=False, rich=rich)
        if wrc:
            deal["ruleset"] = "riichi-wrc"
        han, fu, value, error, yakuman, limit = _ours(deal)
        if error and error.startswith("RI-N"):
            impossible[error] += 1
            continue
        oracle = oracle_verdict(deal, WRC if wrc else EMA)
        if error or oracle.error:
            if error and oracle.error:
                refused += 1
            else:
                disagreements.append((deal, error, oracle))
            continue
        if _limit_differs(limit, oracle.yakuman, oracle.han, not wrc):
            limits += 1
            limit_examples.append((deal, limit, oracle))
        if yakuman > 1 and oracle.han == 13 * yakuman and oracle.value == value * yakuman:
            several += 1
        elif (han, value) == (oracle.han, oracle.value) and (han >= 5 or fu == oracle.fu):
            agree += 1
            seen.update(_yaku(deal))
        else:
            disagreements.append((deal, (han, fu, value), oracle))
    seconds = time.process_time() - start
    kind = (" (rich)" if rich else "") + (" riichi-wrc" if wrc else " riichi-ema")
    print(f"{hands:,} random hands{kind} in {seconds:.0f} s CPU: {agree:,} agree on han, fu and value, "
          f"{refused:,} refused by both (no yaku), {several:,} with several yakuman (RI-L05: "
          f"counted once), {len(disagreements):,} disagreements")
    print(f"named limit differs on {limits:,} hands; refused as impossible: "
          + (", ".join(f"{rule} {n:,}" for rule, n in sorted(impossible.items())) or "none"))
    print("yaku among the agreeing hands:", ", ".join(f"{rule} {n:,}" for rule, n in sorted(seen.items())))
    for deal, ours, theirs in disagreements[:5]:
        print(deal, "\n  ours:", ours, "\n  mahjong:", theirs)
    for deal, ours, theirs in limit_examples[:5]:
        print("limit:", deal, "\n  ours:", ours, "\n  mahjong:", theirs)


if __name__ == "__main__":
    main()
