"""The riichi impossibility rules RI-N01–N08 (docs/rules/riichi.md, "Impossible deals").

The tests of one winner are the shared ones of :mod:`tourney.rules.impossible`; the dora indicators
(RI-N06) are tiles of the dead wall, so they count with every seat's tiles towards the four copies of
a tile, and are checked here once per deal.
"""

from __future__ import annotations

from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.notation import parse_tile
from tourney.rules.deal import Deal
from tourney.rules.impossible import (
    Rules,
    dealt_hand_alone,
    dealt_hand_with_melds,
    foreign_flags,
    last_discard_and_robbing,
    replacement_without_kong,
    robbed_tile_held,
)
from tourney.tiles import ALL_TILES

OWN_FLAGS = frozenset({"last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "ippatsu",
                       "first_draw"})
RULES: Rules = (
    ("RI-N01", dealt_hand_with_melds("heavenly")),
    ("RI-N02", dealt_hand_with_melds("first_draw")),
    ("RI-N03", replacement_without_kong(with_bonus=False)),
    ("RI-N04", last_discard_and_robbing),
    ("RI-N05", robbed_tile_held),
    ("RI-N07", foreign_flags(OWN_FLAGS)),
    ("RI-N08", dealt_hand_alone),
)


def _indicator_tiles(raw: dict[str, Any]) -> list[int]:
    found = []
    for key in ("dora", "ura_dora"):
        for text in raw.get(key) or ():
            found.append(parse_tile(text.replace("0", "5"), say("{key} indicator", key=key)).index)
    return found


def refuse_fifth_copy(deal: Deal) -> None:
    """RI-N06: the indicators shown and the tiles of every seat hold no tile more than 4 times (a shared
    winning discard counted once)."""
    indicators = _indicator_tiles(deal.raw)
    if not indicators:
        return
    counts = [0] * 34
    for seat in deal.seats.values():
        hand = seat.hand
        for t in hand.concealed:
            counts[t.index] += 1
        for meld in hand.melds:
            for t in meld.tiles:
                counts[t.index] += 1
    on_discard = [s.win for s in deal.winners if s.win is not None and not s.win.self_drawn]
    if len(on_discard) > 1:
        counts[on_discard[0].tile.index] -= len(on_discard) - 1
    for index in indicators:
        counts[index] += 1
        if counts[index] > 4:
            raise EngineError("too_many_copies", say(
                "the dora indicators and the hands show {tile} {count} times; a set has 4 (RI-N06)",
                tile=str(ALL_TILES[index]), count=counts[index]))

