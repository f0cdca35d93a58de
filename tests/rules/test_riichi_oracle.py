"""Differential test: our riichi engine against the `mahjong` package, hand by hand (EMA preset).

A few thousand random winning hands with random context (riichi, ippatsu, dora, winds, tsumo or
ron, shown melds); both engines must agree on whether the hand wins, on han, on fu (below mangan,
where fu decide the value) and on the hand's worth. The one disagreement the rules decide against
the package is a hand of several yakuman: RI-L05 (EMA: yakuman are not cumulative) counts it once,
the package adds them up even with double yakuman off (docs/rules/riichi.md, "The other engine").
"""

from __future__ import annotations

import random

import pytest

from tests.rules.riichi_oracle import oracle_verdict
from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.riichi.simulate import random_riichi_deal

HANDS = 3000


def _ours(deal: dict) -> tuple[int, int, int, str | None, int]:
    winner = next(w for w, s in deal["seats"].items() if "win" in s)
    try:
        seat = score_deal(deal)["seats"][winner]
    except EngineError as refused:
        return 0, 0, 0, "impossible" if "(RI-N" in refused.message else refused.code, 0
    yakuman = sum(1 for item in seat["items"] if item.get("fan") == 13)
    return seat["han"], seat["fu"], seat["score"], None, yakuman


def test_our_engine_agrees_with_the_mahjong_package_on_thousands_of_random_hands() -> None:
    rng = random.Random(2026)
    disagreements = []
    compared = refused = several_yakuman = 0
    for _ in range(HANDS):
        deal = random_riichi_deal(rng, scorable=False)
        han, fu, value, error, yakuman = _ours(deal)
        if error == "impossible":
            continue  # RI-N01–N08: refused, not scored (issue 28); the package is not asked
        oracle = oracle_verdict(deal)
        if error or oracle.error:
            refused += 1
            if not (error and oracle.error):
                disagreements.append((deal, error, oracle))
            continue
        compared += 1
        if yakuman > 1 and oracle.han == 13 * yakuman and oracle.value == value * yakuman:
            several_yakuman += 1  # RI-L05: counted once under EMA
            continue
        if (han, value) != (oracle.han, oracle.value) or (han < 5 and fu != oracle.fu):
            disagreements.append((deal, (han, fu, value), oracle))
    print(f"riichi oracle: {compared} hands compared, {refused} refused by both, "
          f"{several_yakuman} with several yakuman (RI-L05), {len(disagreements)} disagreements")
    assert not disagreements, disagreements[:3]
    assert compared > HANDS // 2


def test_a_hand_without_yaku_is_refused_by_both_engines() -> None:
    deal = {"ruleset": "riichi-ema", "round_wind": "E", "seats": {
        "E": {"hand": ""}, "S": {"hand": "123m 456p 789s 11s [234p]", "win": {"tile": "1s", "from": "W"}},
        "W": {"hand": ""}, "N": {"hand": ""}}}
    with pytest.raises(EngineError) as refused:
        score_deal(deal)
    assert refused.value.code == "no_yaku"
    assert oracle_verdict(deal).error
