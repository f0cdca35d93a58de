"""The choices Print > Standings… asks for, as a plain value: shared by the Print menu, which prints with
them, and the dialog that asks them (loaded only when first used)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StandingsChoices:
    """The options of `tourney export standings` as the referee chose them."""

    after_round: int | None = None  # None: the last round played
    every_round: bool = False
    team_best: int = 3
    categories: bool = True
