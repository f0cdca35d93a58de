"""The riichi hanchan: counters carried between hands, a whole game on a sheet, uma, oka and chombo."""

from __future__ import annotations

import random

from tourney.errors import EngineError
from tourney.rules.riichi.game import hanchan_scores, next_counters
from tourney.rules.riichi.simulate import random_riichi_deal
from tourney.tournament.sheet import SheetEntry, SheetError, score_sheet, sheet_totals

EMA = {"start_points": 30000, "target_points": 30000, "uma": "15/5/-5/-15", "chombo_points": 20000}


def test_honba_grow_after_a_dealer_repeat_or_a_draw_and_end_after_another_win_RI_G04() -> None:
    assert next_counters({"honba": 1}, {"riichi_sticks_after": 0}, dealer_kept=True) == \
        {"honba": 2, "riichi_sticks": 0}
    assert next_counters({"honba": 1, "void": True}, {"riichi_sticks_after": 2}, dealer_kept=False) == \
        {"honba": 2, "riichi_sticks": 2}
    assert next_counters({"honba": 3}, {}, dealer_kept=False)["honba"] == 0
    assert next_counters({"honba": 3, "void": True}, {"chombo": ["S"]}, dealer_kept=True)["honba"] == 3


def test_uma_by_place_and_the_sticks_left_go_to_first_RI_G06_RI_G07() -> None:
    scores = hanchan_scores({"E": 41000, "S": 30000, "W": 27000, "N": 20000}, 2, {}, EMA)
    assert scores["E"].points == 43000 and scores["E"].score == 13000 + 15000
    assert [scores[w].score for w in "SWN"] == [5000, -3000 - 5000, -10000 - 15000]
    assert sum(s.score for s in scores.values()) == 0


def test_tied_players_share_the_uma_of_their_places_RI_G07() -> None:
    scores = hanchan_scores({"E": 35000, "S": 35000, "W": 25000, "N": 25000}, 0, {}, EMA)
    assert scores["E"].uma == scores["S"].uma == 10000 and scores["W"].uma == -10000
    assert scores["E"].place == 1.5
    assert sum(s.score for s in scores.values()) == 0


def test_oka_goes_to_first_place_RI_G08() -> None:
    options = dict(EMA, start_points=25000)
    scores = hanchan_scores({"E": 40000, "S": 25000, "W": 20000, "N": 15000}, 0, {}, options)
    assert scores["E"].oka == 20000
    assert sum(s.score for s in scores.values()) == 0


def test_a_chombo_takes_20000_off_after_uma_RI_P08_RI_G09() -> None:
    scores = hanchan_scores({"E": 40000, "S": 30000, "W": 30000, "N": 20000}, 0, {"E": 1}, EMA)
    assert scores["E"].score == 10000 + 15000 - 20000 and scores["E"].place == 1
    assert sum(s.score for s in scores.values()) == -20000


def _play_hanchan(seed: int, ruleset: str = "riichi-ema") -> list:
    """Random hands entered one by one until the sheet says the game is over (hands without a yaku
    once the flow has set the round wind are dealt again)."""
    rng = random.Random(seed)
    entries: list[SheetEntry] = []
    records: list = []
    while True:
        deal = random_riichi_deal(rng, ruleset, void_rate=0.2)
        for key in ("ruleset", "round_wind", "honba", "riichi_sticks"):
            deal.pop(key, None)
        try:
            records = score_sheet(ruleset, {}, "ruleset", [*entries, SheetEntry(deal)])
        except SheetError as over:
            assert over.code == "game_over"
            return records
        except EngineError as refused:
            assert refused.code == "no_yaku"
            continue
        entries.append(SheetEntry(deal))


def test_a_whole_hanchan_is_scored_with_uma_and_the_four_totals_sum_to_zero_RI_G02_RI_G09() -> None:
    for seed in range(3):
        records = _play_hanchan(seed)
        assert len(records) >= 8
        assert records[-1].deal["round_wind"] == "S"
        assert any(r.deal.get("honba", 0) for r in records), "honba carried from hand to hand"
        totals = sheet_totals(records)
        assert sum(totals.values()) == 0
        assert max(totals.values()) >= 15000 - 30000 + 15000  # first place keeps at least his uma
