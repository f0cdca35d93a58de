"""The `mahjong` package's HandCalculator as the speed reference of the riichi presets.

The same deals are turned into the package's arguments before timing (tests/rules/riichi_oracle.py,
the adapter of the differential test), so only ``estimate_hand_value`` of the winner is timed, with
the same context (winds, riichi, flags, dora and ura dora indicators). Returns None when the
package is not installed (it is a test and bench dependency).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def handcalculator_rate(deals: list[dict[str, Any]], rate: Callable[[Callable[[Any], Any], list[Any]], float]
                        ) -> float | None:
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
    return rate(estimate, calls)
