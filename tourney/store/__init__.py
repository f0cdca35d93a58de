"""The tournament file: sqlite-utils schema, migrations and the event log (no Qt).

Open a file with :meth:`Store.open`; change it only inside :meth:`Store.change` (one transaction,
one logged event); undo and redo with :func:`undo` and :func:`redo`.
"""

from tourney.store.history import Event, description_of, events, iter_events, redo, stacks, undo
from tourney.store.schema import DATA_TABLES, MIGRATION_NAMES
from tourney.store.store import Changes, Store, StoreError

__all__ = ["DATA_TABLES", "MIGRATION_NAMES", "Changes", "Event", "Store", "StoreError", "description_of",
           "events", "iter_events", "redo", "stacks", "undo"]
