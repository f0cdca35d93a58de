"""tourney: run a Mahjong tournament for the referee of a club."""

__version__ = "0.1.0"
