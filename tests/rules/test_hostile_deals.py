"""Hostile input never crashes the engine (issue 19): every deal, however malformed, ends in a result
whose net sums to 0 or in the engine's one error type with a code and a short message, within a second.

Runs for every ruleset id the registry lists, so a ruleset added later is covered without a change
here. Examples per ruleset: ``TOURNEY_HOSTILE_EXAMPLES`` (CI: 2,000; a long run by hand: 100,000).
"""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import re
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.rules.hostile import hostile_deals, impossible_deals
from tourney.errors import EngineError
from tourney.rules import ruleset_ids, score_deal

EXAMPLES = int(os.environ.get("TOURNEY_HOSTILE_EXAMPLES", "2000"))
LONGEST_MESSAGE = 600
SECONDS_PER_DEAL = 1.0


@functools.cache
def warmed_up(ruleset_id: str) -> bool:
    """Score one deal first: loading a ruleset (the American card) is not the time of a deal."""
    with contextlib.suppress(EngineError):
        score_deal({"ruleset": ruleset_id, "round_wind": "E", "void": True,
                    "seats": {w: {"hand": ""} for w in "ESWN"}})
    return True


def check_one(deal: Any) -> None:
    """The property: a balanced result or the engine's error, short, quickly.

    The collector is held off while the deal is scored: hypothesis leaves deeply nested garbage
    behind, and a full collection of it falling inside one deal's second is the test's cost, not
    the engine's (the collector runs again as soon as the deal is scored)."""
    gc.disable()
    start = time.process_time()
    try:
        result = score_deal(deal)
    except EngineError as refusal:
        assert re.fullmatch(r"[a-z_]+", refusal.code), refusal.code
        assert 0 < len(refusal.message) <= LONGEST_MESSAGE, refusal.message[:2000]
    else:
        assert sum(result["net"].values()) == 0
    finally:
        seconds = time.process_time() - start
        gc.enable()
    assert seconds < SECONDS_PER_DEAL, "CPU seconds for one deal"


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_hostile_deal_scores_or_is_refused_with_the_engines_error(ruleset_id: str,
                                                                    data: st.DataObject) -> None:
    assert warmed_up(ruleset_id)
    check_one(data.draw(hostile_deals(ruleset_id)))


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
@settings(max_examples=max(EXAMPLES // 10, 50), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.filter_too_much])
@given(data=st.data())
def test_a_generated_impossible_deal_is_always_refused(ruleset_id: str, data: st.DataObject) -> None:
    """Issue 28: a deal made to break an impossibility rule (or showing a fifth copy) never scores."""
    deal = data.draw(impossible_deals(ruleset_id))
    with pytest.raises(EngineError) as refused:
        score_deal(deal)
    assert re.fullmatch(r"[a-z_]+", refused.value.code)
