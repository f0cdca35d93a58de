"""The error types of each layer: a machine-readable code and a message for the referee.

Each layer raises its own subclass so that callers can tell where a refusal came from; all of
them carry ``code`` (a short identifier such as ``bad_tile``) and ``message`` (one sentence that
names what is wrong and where). The command line prints the message and exits with status 2.
"""

from __future__ import annotations


class TourneyError(Exception):
    """A refusal with a code and a human message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message


class EngineError(TourneyError):
    """Bad input to the tile notation or the ruleset engine (codes of NOTATION.md section 5)."""
