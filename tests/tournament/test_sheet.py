"""A table's sheet: who sat at each deal wind as East passes, and what is filled in."""

from __future__ import annotations

import json

import pytest

from tests.services.conftest import EXAMPLE_NET, example_deal
from tourney.tournament import sheet
from tourney.tournament.model import DealRecord, Round
from tourney.tournament.sheet import SheetEntry, SheetError, score_sheet, sheet_totals


def test_under_standard_rotation_east_keeps_the_seat_after_a_void_deal():
    void = {"round_wind": "E", "void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    records = score_sheet("fimj", {}, "standard", [SheetEntry(void), SheetEntry(example_deal())])
    assert records[1].seats == {"E": "E", "S": "S", "W": "W", "N": "N"}
    assert sheet_totals(records) == EXAMPLE_NET


def test_under_tournament_rotation_east_passes_every_deal():
    records = score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal())] * 3)
    assert [r.seats["E"] for r in records] == ["E", "S", "W"]


def test_options_that_clash_with_the_tournament_are_refused():
    with pytest.raises(SheetError, match="option limit is 500 but the tournament sets 1000"):
        score_sheet("fimj", {"limit": 1000}, "tournament", [SheetEntry(example_deal(options={"limit": 500}))])


def test_a_deal_record_gives_net_points_by_table_seat():
    record = DealRecord(2, {}, {"net": EXAMPLE_NET}, {"E": "S", "S": "W", "W": "N", "N": "E"})
    assert record.net_by_table_wind() == {"S": -300, "W": 570, "N": -90, "E": -180}


def test_a_round_without_a_start_has_no_date_or_end():
    assert (Round(1).date, Round(1).start, Round(1).ends_at) == (None, None, None)


def test_a_sheet_scored_again_reuses_the_engine_scores_of_its_unchanged_deals(monkeypatch):
    calls = []
    engine = sheet._score_deal
    monkeypatch.setattr(sheet, "_SCORED", {})
    monkeypatch.setattr(sheet, "_STEPS", {})
    monkeypatch.setattr(sheet, "_score_deal", lambda *args: calls.append(1) or engine(*args))
    first = score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal())] * 2)
    assert len(calls) == 1  # the same completed deal twice: East passes, the hands do not change
    again = score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal())] * 3)
    assert again[:2] == first and [r.seats["E"] for r in again] == ["E", "S", "W"] and len(calls) == 1
    score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal(round_wind="S"))])
    assert len(calls) == 2  # another round wind: scored again


def test_a_refused_deal_is_refused_again_every_time():
    bad = example_deal()
    bad["seats"]["E"]["hand"] = "[999p] 333s 13m 7p 7p 7p 7p 7p"
    messages = set()
    for _ in range(2):
        with pytest.raises(Exception) as refused:
            score_sheet("fimj", {}, "tournament", [SheetEntry(bad)])
        messages.add(str(refused.value))
    assert len(messages) == 1


def test_a_sheet_replayed_after_its_first_deal_changed_follows_the_new_course_of_the_game(monkeypatch):
    monkeypatch.setattr(sheet, "_STEPS", {})
    void = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    won = score_sheet("fimj", {}, "standard", [SheetEntry(example_deal()), SheetEntry(example_deal())])
    drawn = score_sheet("fimj", {}, "standard", [SheetEntry(void), SheetEntry(example_deal())])
    assert won[1].seats != drawn[1].seats  # South won deal 1 (East passes); a void deal keeps East
    assert drawn[1].seats == {"E": "E", "S": "S", "W": "W", "N": "N"}
    assert won == score_sheet("fimj", {}, "standard", [SheetEntry(example_deal())] * 2)
    passing = score_sheet("fimj", {}, "tournament", [SheetEntry(void), SheetEntry(example_deal())])
    assert passing[1].seats["E"] == "S"  # the same deals under another rotation are not mixed up


def test_a_remembered_deal_is_replayed_only_with_the_same_game_state_options_and_east(monkeypatch):
    monkeypatch.setattr(sheet, "_STEPS", {})
    plain = score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal())])[0]
    pinned = score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal(), east_pinned="W")])[0]
    assert pinned.seats["E"] == "W" and plain.seats["E"] == "E"
    uncapped = score_sheet("fimj", {"payment_cap": False}, "tournament", [SheetEntry(example_deal())])[0]
    assert uncapped.deal["options"] == {"payment_cap": False} and plain.deal["options"] == {}
    assert len(sheet._STEPS) == 3


def test_a_deal_read_back_from_the_file_is_remembered_under_the_key_it_had_when_sent(monkeypatch):
    monkeypatch.setattr(sheet, "_STEPS", {})
    played = []
    play = sheet._play
    monkeypatch.setattr(sheet, "_play", lambda *args: played.append(1) or play(*args))
    deal = {"seats": example_deal()["seats"], "round_wind": "E"}  # the file keeps it as written: unsorted
    read_back = sheet.entry_from_text(json.dumps(deal, ensure_ascii=False))
    assert read_back.deal == deal and read_back.entered_key() == SheetEntry(deal).entered_key()
    sent = score_sheet("fimj", {}, "tournament", [SheetEntry(deal)])
    assert score_sheet("fimj", {}, "tournament", [read_back]) == sent and len(played) == 1
    assert sheet.entry_from_text(json.dumps(deal, ensure_ascii=False)) is read_back  # read once


def test_a_deal_just_written_is_read_back_from_its_text_without_parsing_it_again(monkeypatch):
    monkeypatch.setattr(sheet, "_ENTRIES", {})
    deal = {"seats": example_deal()["seats"], "round_wind": "E"}
    text = json.dumps(deal, ensure_ascii=False)
    sent = sheet.entered(deal)
    sheet.remember_entry(text, sent)
    monkeypatch.setattr(sheet.json, "loads", None)  # no second reading of the text
    read_back = sheet.entry_from_text(text)
    monkeypatch.undo()
    assert read_back.deal == deal and read_back.deal is not deal  # the file's copy, not the caller's dict
    assert read_back.entered_key() == SheetEntry(deal).entered_key() == sent.key


def test_a_deal_whose_text_reads_back_otherwise_is_not_remembered_from_it(monkeypatch):
    monkeypatch.setattr(sheet, "_ENTRIES", {})
    deal = {"seats": example_deal()["seats"], "extras": (1, 2)}  # a tuple reads back as a list
    text = json.dumps(deal, ensure_ascii=False)
    sheet.remember_entry(text, sheet.entered(deal))
    assert sheet._ENTRIES == {}
    assert sheet.entry_from_text(text).deal["extras"] == [1, 2]


def test_a_sheet_scored_before_is_recalled_whole_and_a_deal_added_to_it_is_the_only_step(monkeypatch):
    monkeypatch.setattr(sheet, "_SHEETS", {})
    void = {"void": True, "seats": {w: {"hand": ""} for w in "ESWN"}}
    entries = [SheetEntry(example_deal()), SheetEntry(void), SheetEntry(example_deal(), east_pinned="W")]
    first = score_sheet("fimj", {}, "standard", entries)
    stepped = []
    step = sheet._step
    monkeypatch.setattr(sheet, "_step", lambda *args: stepped.append(args[3]) or step(*args))
    longer = score_sheet("fimj", {}, "standard", [*entries, SheetEntry(void)])
    assert stepped == [4] and longer[:3] == first
    monkeypatch.setattr(sheet, "_SHEETS", {})
    monkeypatch.setattr(sheet, "_STEPS", {})
    assert score_sheet("fimj", {}, "standard", [*entries, SheetEntry(void)]) == longer  # as scored afresh
    other_east = [*entries[:2], SheetEntry(example_deal(), east_pinned="S")]
    assert score_sheet("fimj", {}, "standard", [*other_east, SheetEntry(void)])[2].seats["E"] == "S"
