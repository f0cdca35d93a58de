"""The result objects' own constructors and the settlement's one pass, against the plain way.

result.py gives its frozen dataclasses an ``__init__`` that fills the slots directly, and
settlement.py builds the list of payments in one pass; both must give exactly what the plain
dataclass constructors and the payment-by-payment settlement gave.
"""

from __future__ import annotations

import dataclasses
import inspect
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.rules.result import SEAT_WINDS, DealResult, HandScore, Payment, ScoreItem, Settlement, settle
from tourney.rules.settlement import Transfer, no_rounding, round_to_ten, settle_scores

RESULT_CLASSES = (ScoreItem, HandScore, Payment, Settlement, DealResult)


def plain(cls: type) -> type:
    """The same fields in a dataclass with the generated ``__init__``."""
    spec = [(f.name, f.type, dataclasses.field(default=f.default, default_factory=f.default_factory))
            for f in dataclasses.fields(cls)]
    return dataclasses.make_dataclass(f"Plain{cls.__name__}", spec, frozen=True, slots=True)


def values(obj: object) -> tuple[object, ...]:
    return tuple(getattr(obj, f.name) for f in dataclasses.fields(obj))  # type: ignore[arg-type]


@pytest.mark.parametrize("cls", RESULT_CLASSES, ids=lambda c: c.__name__)
def test_each_result_class_keeps_the_signature_of_a_plain_dataclass(cls: type) -> None:
    mine, theirs = inspect.signature(cls), inspect.signature(plain(cls))
    assert [(p.name, p.kind) for p in mine.parameters.values()] == [
        (p.name, p.kind) for p in theirs.parameters.values()]
    for name, param in theirs.parameters.items():
        if param.default is not inspect.Parameter.empty and "<factory>" not in repr(param.default):
            assert mine.parameters[name].default == param.default


@pytest.mark.parametrize("cls", RESULT_CLASSES, ids=lambda c: c.__name__)
def test_each_result_class_stays_frozen(cls: type) -> None:
    needed = [f for f in dataclasses.fields(cls)
              if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    made = cls(*["x"] * len(needed))
    for f in dataclasses.fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(made, f.name, 1)


def test_a_default_extra_is_a_new_dict_each_time_as_with_default_factory() -> None:
    assert HandScore().extra == {} and HandScore().extra is not HandScore().extra
    assert DealResult("fimj", {}, settle([])).extra is not DealResult("fimj", {}, settle([])).extra


words = st.text(max_size=4)
numbers = st.integers(-10**6, 10**6)
items = st.builds(ScoreItem, words, words, numbers, numbers, numbers, numbers)


@given(items, st.data())
def test_score_items_and_hand_scores_equal_the_plain_constructors(item: ScoreItem,
                                                                  data: st.DataObject) -> None:
    assert values(item) == values(plain(ScoreItem)(*values(item)))
    assert item == ScoreItem(*values(item)) and hash(item) == hash(ScoreItem(*values(item)))
    given_fields = data.draw(st.fixed_dictionaries({}, optional={
        "score": numbers, "points": numbers, "doubles": numbers, "limit": st.none() | words,
        "arrangement": words, "items": st.tuples(items), "extra": st.dictionaries(words, numbers)}))
    assert values(HandScore(**given_fields)) == values(plain(HandScore)(**given_fields))
    assert dataclasses.replace(HandScore(**given_fields)) == HandScore(**given_fields)


def plain_settle_scores(scores: dict[str, int], winners: list[str], *, east: str = "E",
                        east_multiplier: int = 2, rounding=no_rounding, cap: int | None = None,
                        losers_settle: bool = True, winners_settle: bool = True) -> list[Transfer]:
    """The settlement paid one payment at a time, as written before the one-pass version."""
    seats = [w for w in SEAT_WINDS if w in scores]
    won = [w for w in seats if w in set(winners)]
    if not won:
        return []
    lost = [w for w in seats if w not in set(winners)]
    transfers: list[Transfer] = []

    def pay(payer: str, payee: str, base: int) -> None:
        if cap is not None and base > cap:
            base = cap
        if payer == east or payee == east:
            base *= east_multiplier
        amount = rounding(base)
        if amount:
            transfers.append((payer, payee, amount))

    def differences(group: list[str]) -> None:
        for a, b in combinations(group, 2):
            low, high = (a, b) if scores[a] < scores[b] else (b, a)
            if scores[low] != scores[high]:
                pay(low, high, scores[high] - scores[low])

    if winners_settle:
        differences(won)
    for winner in won:
        for loser in lost:
            pay(loser, winner, scores[winner])
    if losers_settle:
        differences(lost)
    return transfers


scores = st.fixed_dictionaries({w: st.integers(0, 10**6) | st.sampled_from([0, 8, 40]) for w in SEAT_WINDS})


@given(scores, st.lists(st.sampled_from(SEAT_WINDS), max_size=4, unique=True), st.sampled_from(SEAT_WINDS),
       st.sampled_from([1, 2]), st.sampled_from([no_rounding, round_to_ten]),
       st.none() | st.integers(1, 10**5), st.booleans(), st.booleans())
def test_settle_scores_in_one_pass_gives_the_transfers_paid_one_at_a_time(
        hands, winners, east, multiplier, rounding, cap, losers, among_winners) -> None:
    options = {"east": east, "east_multiplier": multiplier, "rounding": rounding, "cap": cap,
               "losers_settle": losers, "winners_settle": among_winners}
    assert settle_scores(hands, winners, **options) == plain_settle_scores(hands, winners, **options)


def test_settle_scores_calls_the_rounding_once_per_payment_as_before() -> None:
    seen: list[int] = []
    fast: list[int] = []
    hands = {"E": 16, "S": 0, "W": 208, "N": 96}
    plain_settle_scores(hands, ["W"], rounding=lambda n: seen.append(n) or round_to_ten(n))
    settle_scores(hands, ["W"], rounding=lambda n: fast.append(n) or round_to_ten(n))
    assert fast == seen and len(seen) == 6


def hand_json_plainly(hand: HandScore) -> dict[str, object]:
    """HandScore.to_json as it was: each item worth something by its own to_json."""
    out: dict[str, object] = {
        "score": hand.score, "points": hand.points, "doubles": hand.doubles, "limit": hand.limit,
        "arrangement": hand.arrangement,
        "items": [item.to_json() for item in hand.items
                  if item.points or item.doubles or item.fan or item.value],
    }
    out.update(hand.extra)
    return out


small = st.integers(-3, 3)  # zeros often: items worth nothing are left out of the JSON
score_items = st.builds(ScoreItem, words, words, small, small, small, small)
hand_scores = st.builds(HandScore, small, small, small, st.none() | words, words,
                        st.lists(score_items, max_size=5).map(tuple),
                        st.dictionaries(words, small, max_size=2))


@given(hand_scores)
def test_a_hand_score_writes_its_items_as_each_item_writes_itself(hand: HandScore) -> None:
    written = hand.to_json()
    assert written == hand_json_plainly(hand)
    assert list(written) == list(hand_json_plainly(hand))
    plainly = hand_json_plainly(hand)["items"]
    assert [list(item) for item in written["items"]] == [list(item) for item in plainly]  # type: ignore[union-attr]


@given(st.dictionaries(st.sampled_from([*SEAT_WINDS, "X"]), hand_scores, max_size=5))
def test_a_deal_result_writes_its_seats_in_wind_order_whichever_it_has(seats: dict[str, HandScore]) -> None:
    written = DealResult("fimj", seats, settle([])).to_json()["seats"]
    assert list(written) == [w for w in SEAT_WINDS if w in seats]
    assert written == {w: hand_json_plainly(seats[w]) for w in SEAT_WINDS if w in seats}


def test_the_shared_empty_score_is_an_empty_hand_score_that_nothing_can_change() -> None:
    import copy
    import pickle

    from tourney.rules.result import NO_SCORE

    assert HandScore() == NO_SCORE and NO_SCORE.to_json() == HandScore().to_json()
    assert list(NO_SCORE.to_json()) == list(HandScore().to_json())
    assert NO_SCORE.to_json() is not NO_SCORE.to_json() and NO_SCORE.to_json()["items"] == []
    for write in (lambda e: e.__setitem__("x", 1), lambda e: e.update(x=1), lambda e: e.setdefault("x", 1)):
        with pytest.raises(TypeError):
            write(NO_SCORE.extra)
    assert NO_SCORE.extra == {} and copy.deepcopy(NO_SCORE) == HandScore()
    assert pickle.loads(pickle.dumps(NO_SCORE)) == HandScore()
