"""The services' refusal: a referee action that cannot be done as asked, and why."""

from __future__ import annotations

from tourney.errors import TourneyError


class ServiceError(TourneyError):
    """A referee action refused: bad input, or not possible in the tournament's present state."""
