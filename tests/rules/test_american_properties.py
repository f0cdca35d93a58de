"""Properties of American scoring on generated winning hands: every card hand built from one of its
readings (jokers in random groups of three or more, some groups shown) matches, payments go to the
winner only and always sum to zero."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given
from hypothesis import strategies as st

from tourney.notation import format_tiles, parse_hand, parse_tiles
from tourney.rules import score
from tourney.rules.american.card import builtin_card, index_of
from tourney.rules.american.card.model import copies
from tourney.tiles import ALL_TILES, JOKER

CARD = builtin_card()
PLAYED = list(CARD.enabled)


@st.composite
def winning_deals(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    hand = draw(st.sampled_from(PLAYED))
    reading = draw(st.sampled_from(hand.readings))
    used: dict[int, int] = {}
    words, jokers = [], 0
    for tile, size in reading:
        left = copies(tile) - used.get(tile, 0)
        low = size if size < 3 else max(0, size - 8)
        real = draw(st.integers(min(low, left), min(size, left)))
        assume(real >= low)
        used[tile] = used.get(tile, 0) + real
        jokers += size - real
        tiles = [ALL_TILES[tile]] * real + [JOKER] * (size - real)
        shown = size >= 3 and real > 0 and not hand.concealed and draw(st.booleans())
        words.append(f"[{format_tiles(tiles, compact=True)}]" if shown else format_tiles(tiles))
    assume(jokers <= 8)
    winner = draw(st.sampled_from("ESWN"))
    source = draw(st.sampled_from(["self", *(w for w in "ESWN" if w != winner)]))
    concealed = [w for w in words if not w.startswith("[")]
    assume(bool(concealed))
    seats: dict[str, dict[str, Any]] = {w: {"hand": ""} for w in "ESWN"}
    tile = parse_tiles(concealed[0])[0].code
    seats[winner] = {"hand": " ".join(words), "win": {"tile": tile, "from": source}}
    return {"ruleset": "american", "round_wind": "E", "seats": seats}, hand.id


@given(winning_deals())
def test_am_p02_generated_winning_hands_match_and_payments_sum_to_zero(
        case: tuple[dict[str, Any], str]) -> None:
    deal, hand_id = case
    result = score(deal)
    winner = next(w for w, s in deal["seats"].items() if "win" in s)
    assert sum(result.settlement.net.values()) == 0
    assert all(p.payee == winner for p in result.settlement.payments)
    assert hand_id in [m.hand.id for m in index_of(CARD).matches(parse_hand(deal["seats"][winner]["hand"]))]
    chosen = CARD.hand(result.seats[winner].extra["card_hand"])
    assert chosen is not None
    value, pay = chosen.value, result.settlement.net[winner]
    assert pay in (4 * value, 6 * value, 8 * value, 12 * value)
