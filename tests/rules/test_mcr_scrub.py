"""MCR-C01's scrub visits only the fans a tally holds; it must remove what the plain visit of every
fan in the table's order removes."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tourney.rules.mcr.values import FANS, NOT_COUNTED, scrub, scrub_plainly

# the fans that leave others out, and the ones they leave out, are the interesting ones
_KEYS = sorted(set(FANS) | set(NOT_COUNTED))


@given(st.dictionaries(st.sampled_from(_KEYS), st.integers(0, 4), max_size=16))
def test_mcr_c01_scrub_of_the_fans_held_removes_what_the_plain_way_removes(tally: dict[str, int]) -> None:
    plain = dict(tally)
    scrub_plainly(plain)
    scrub(tally)
    assert list(tally.items()) == list(plain.items())


def test_mcr_c01_scrub_of_every_fan_at_once_removes_what_the_plain_way_removes() -> None:
    tally = dict.fromkeys(_KEYS, 1)
    plain = dict(tally)
    scrub_plainly(plain)
    scrub(tally)
    assert list(tally.items()) == list(plain.items())
