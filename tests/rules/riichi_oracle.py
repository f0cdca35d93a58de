"""The `mahjong` package (PyPI) as an independent riichi engine, set to the EMA preset.

Test-only: it turns one of our deals into the package's HandCalculator call (136-tile ids, melds,
dora indicators, HandConfig) and reads back han, fu and the hand's value, so that the test suite and
benchmarks/bench_riichi_oracle.py can compare the two engines hand by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong.constants import EAST, NORTH, SOUTH, WEST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as OracleMeld

from tourney.rules import get_ruleset, parse_deal

WIND = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
EMA = OptionalRules(has_open_tanyao=True, has_aka_dora=False, has_double_yakuman=False,
                    kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False, fu_for_open_pinfu=True,
                    fu_for_pinfu_tsumo=False, renhou_as_yakuman=False)
WRC = OptionalRules(has_open_tanyao=True, has_aka_dora=False, has_double_yakuman=False,
                    kazoe_limit=HandConstants.KAZOE_SANBAIMAN, kiriage=False, fu_for_open_pinfu=True,
                    fu_for_pinfu_tsumo=False, renhou_as_yakuman=False)
_FLAGS = {"last_tile": "is_haitei", "last_discard": "is_houtei", "replacement": "is_rinshan",
          "robbing_kong": "is_chankan", "heavenly": "is_tenhou", "first_draw": "is_chiihou",
          "ippatsu": "is_ippatsu"}


@dataclass(frozen=True)
class Verdict:
    han: int
    fu: int
    value: int  # the hand's worth before honba and sticks, or 0 when refused
    error: str | None
    yaku: tuple[str, ...] = ()
    yakuman: bool = False  # the package named a yakuman (not a counted one) among the yaku


# our dragons are Rd Gd Wd (31 32 33); the package's are white, green, red
_KIND = {**{i: i for i in range(31)}, 31: 33, 32: 32, 33: 31}


class _Ids:
    """Hands out distinct 136-tile ids per kind (the package tells copies apart)."""

    def __init__(self) -> None:
        self.used = [0] * 34

    def take(self, index: int) -> int:
        copy = self.used[index]
        self.used[index] += 1
        return _KIND[index] * 4 + copy % 4


@dataclass(frozen=True)
class Call:
    tiles: list[int]
    win_tile: int
    melds: list[OracleMeld]
    dora: list[int]
    ura: list[int]
    config: HandConfig


def oracle_call(deal: dict[str, Any], options: OptionalRules = EMA) -> Call:
    """The HandCalculator arguments for the (single) winner of a deal."""
    parsed = parse_deal(deal, get_ruleset(deal["ruleset"]))
    seat = parsed.winners[0]
    raw = deal["seats"][seat.wind]
    win = seat.win
    assert win is not None
    ids = _Ids()
    tiles: list[int] = []
    win_id = -1
    for t in seat.hand.concealed:
        tile_id = ids.take(t.index)
        tiles.append(tile_id)
        if t == win.tile:
            win_id = tile_id
    melds = []
    for meld in seat.hand.melds:
        meld_ids = [ids.take(t.index) for t in meld.tiles]
        tiles.extend(meld_ids)
        kind = {"chow": OracleMeld.CHI, "pung": OracleMeld.PON, "kong": OracleMeld.KAN}[meld.kind]
        melds.append(OracleMeld(meld_type=kind, tiles=meld_ids, opened=meld.exposed))
    dora = [ids_of(code) for code in deal.get("dora", [])]
    ura = [ids_of(code) for code in deal.get("ura_dora", [])] if _riichi(raw) else []
    flags = {_FLAGS[f]: True for f in win.flags if f in _FLAGS}
    config = HandConfig(is_tsumo=win.self_drawn, is_riichi=bool(raw.get("riichi")),
                        is_daburu_riichi=bool(raw.get("double_riichi")), player_wind=WIND[seat.wind],
                        round_wind=WIND[deal["round_wind"]], options=options, **flags)
    return Call(tiles, win_id, melds, dora, ura, config)


def _riichi(raw: dict[str, Any]) -> bool:
    return bool(raw.get("riichi") or raw.get("double_riichi"))


def ids_of(code: str) -> int:
    from tourney.notation import parse_tile

    return _KIND[parse_tile(code).index] * 4 + 3


def oracle_verdict(deal: dict[str, Any], options: OptionalRules = EMA) -> Verdict:
    call = oracle_call(deal, options)
    result = HandCalculator.estimate_hand_value(call.tiles, call.win_tile, melds=call.melds,
                                                dora_indicators=call.dora, config=call.config,
                                                ura_dora_indicators=call.ura or None)
    if result.error:
        return Verdict(0, 0, 0, str(result.error))
    cost = result.cost
    assert cost is not None
    value = cost["main"] + 2 * cost["additional"] if call.config.is_tsumo else cost["main"]
    if call.config.is_tsumo and call.config.is_dealer:
        value = 3 * cost["main"]
    return Verdict(result.han or 0, result.fu or 0, value, None, tuple(str(y) for y in result.yaku or ()),
                   any(y.is_yakuman for y in result.yaku or ()))
