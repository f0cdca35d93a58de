"""The reference for MCR in bench_score: PyMahjongGB (C++) scoring the same winning hands.

It computes the winner's fans only (no deal JSON to read, no settlement), so the line is a ceiling
to compare with, not a like-for-like ratio. Returns None when PyMahjongGB is not installed.
"""

from __future__ import annotations

from typing import Any


def pymahjonggb_rate(deals: list[dict[str, Any]], best_rate) -> float | None:
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        return None
    from tests.rules.mcr_oracle import oracle_args

    calls = [args for deal in deals if not deal.get("void") for args in oracle_args(deal)[:1]]

    def one(args: dict[str, Any]) -> None:
        MahjongFanCalculator(**args)

    return best_rate(one, calls)
