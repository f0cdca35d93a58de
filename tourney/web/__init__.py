"""The table-side pages served on the club's own network while the referee allows it (no Qt).

``make_app`` builds the ASGI application (Starlette): the address page where a phone types its
table's 6-digit code, one page per table and round behind that table's secret (seating, deals,
the entry form scored live by the engine), and the public live page (seating, standings, round
timer, pushed with server-sent events). Every read and write goes through a :class:`Gate` to the
one open tournament file, so the window can serve while it holds the file's lock.
"""

from tourney.web.app import make_app
from tourney.web.gate import CallbackGate, DirectGate, Gate
from tourney.web.server import WebServer, lan_address, serve

__all__ = ["CallbackGate", "DirectGate", "Gate", "WebServer", "lan_address", "make_app", "serve"]
