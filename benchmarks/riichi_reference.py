"""The `mahjong` package's HandCalculator as the speed reference of the riichi presets.

Two ways of giving it the same deals (the adapter is tests/rules/riichi_oracle.py, the one of the
differential test):

- :func:`handcalculator_work`: only ``estimate_hand_value`` of the winner is timed, its arguments built
  before timing: 136-tile ids, ``Meld`` objects, dora and ura dora indicator ids, a ``HandConfig``
  with the winds, riichi and flags. This is what a program holding tiles as numbers pays.
- :func:`handcalculator_text_work` starts, as ``score_deal`` does, from the notation text: the
  winner's tiles, melds, winning tile and indicators as one-line strings (``"123m456p11z"``), turned
  into ids by the package's ``TilesConverter``, then ``Meld``, ``HandConfig`` and the estimate. It
  checks, before timing, that this path values every hand as the adapter's does.

Neither includes what a deal carries beyond the winner's hand (the other seats, honba, riichi
sticks, the payments of four seats and the result JSON). Each returns (work, items) to time, or
None when the package is not installed (it is a test and bench dependency).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Work = tuple[Callable[[Any], Any], list[Any]]
_HONOURS = {27: "1z", 28: "2z", 29: "3z", 30: "4z", 33: "5z", 32: "6z", 31: "7z"}  # ours: Rd 31 Gd 32 Wd 33


def handcalculator_work(deals: list[dict[str, Any]]) -> Work | None:
    try:
        from mahjong.hand_calculating.hand import HandCalculator

        from tests.rules.riichi_oracle import oracle_call
    except ImportError:
        return None
    calls = [oracle_call(deal) for deal in deals if any("win" in s for s in deal["seats"].values())]

    def estimate(call: Any) -> Any:
        return HandCalculator.estimate_hand_value(call.tiles, call.win_tile, melds=call.melds,
                                                  dora_indicators=call.dora, config=call.config,
                                                  ura_dora_indicators=call.ura or None)
    return estimate, calls


@dataclass(frozen=True)
class _Text:
    hand: str  # every tile of the hand, melds included, one line
    win: str
    melds: tuple[tuple[str, str, bool], ...]  # (package meld type, tiles, opened)
    dora: str
    ura: str
    config: dict[str, Any]  # HandConfig's keyword arguments


def _line(indices: list[int]) -> str:
    out = []
    for i in sorted(indices):
        out.append(_HONOURS[i] if i >= 27 else f"{i % 9 + 1}{'mps'[i // 9]}")
    return "".join(out)


def _text_of(deal: dict[str, Any]) -> _Text:
    from mahjong.meld import Meld

    from tests.rules.riichi_oracle import _FLAGS, EMA, WIND, _riichi
    from tourney.notation import parse_tile
    from tourney.rules import get_ruleset, parse_deal

    parsed = parse_deal(deal, get_ruleset(deal["ruleset"]))
    seat = parsed.winners[0]
    win = seat.win
    assert win is not None
    raw = deal["seats"][seat.wind]
    melds = tuple(({"chow": Meld.CHI, "pung": Meld.PON, "kong": Meld.KAN}[m.kind],
                   _line([t.index for t in m.tiles]), m.exposed) for m in seat.hand.melds)
    everything = [t.index for t in seat.hand.concealed] + [t.index for m in seat.hand.melds for t in m.tiles]
    ura = _line([parse_tile(c).index for c in deal.get("ura_dora", [])]) if _riichi(raw) else ""
    config = {"is_tsumo": win.self_drawn, "is_riichi": bool(raw.get("riichi")),
              "is_daburu_riichi": bool(raw.get("double_riichi")), "player_wind": WIND[seat.wind],
              "round_wind": WIND[deal["round_wind"]], "options": EMA,
              **{_FLAGS[f]: True for f in win.flags if f in _FLAGS}}
    return _Text(_line(everything), _line([win.tile.index]), melds,
                 _line([parse_tile(c).index for c in deal.get("dora", [])]), ura, config)


def handcalculator_text_work(deals: list[dict[str, Any]]) -> Work | None:
    try:
        from mahjong.hand_calculating.hand import HandCalculator
        from mahjong.hand_calculating.hand_config import HandConfig
        from mahjong.meld import Meld
        from mahjong.tile import TilesConverter

        from tests.rules.riichi_oracle import oracle_verdict
    except ImportError:
        return None
    to_ids = TilesConverter.one_line_string_to_136_array
    texts = [_text_of(deal) for deal in deals if any("win" in s for s in deal["seats"].values())]

    def estimate(text: _Text) -> Any:
        tiles = to_ids(text.hand)
        kind = to_ids(text.win)[0] // 4
        win_tile = next(t for t in tiles if t // 4 == kind)
        melds = [Meld(meld_type=k, tiles=to_ids(m), opened=o) for k, m, o in text.melds]
        return HandCalculator.estimate_hand_value(tiles, win_tile, melds=melds,
                                                  dora_indicators=to_ids(text.dora) if text.dora else None,
                                                  config=HandConfig(**text.config),
                                                  ura_dora_indicators=to_ids(text.ura) if text.ura else None)
    for deal, text in zip([d for d in deals if any("win" in s for s in d["seats"].values())], texts,
                          strict=True):
        result, verdict = estimate(text), oracle_verdict(deal)
        assert (result.han or 0, result.fu or 0) == (verdict.han, verdict.fu), (deal, result, verdict)
    return estimate, texts
