"""hoyle's store: tables, seats, deals and actions in SQLite (default) or PostgreSQL.

>>> store = Store("sqlite:///hoyle.db")      # or Store("postgresql://user@host/db")
>>> store.migrate()                          # Alembic, programmatically, to the newest schema

See :mod:`hoyle.store.schema` for what is stored and why a deal is its list of actions.
"""

from .store import (CHANNEL, ActionConflict, DealRow, SeatRow, Store, StoreError, TableOp,
                    TableRow, hash_token, normalize_url, table_lock_key)

__all__ = ["Store", "StoreError", "ActionConflict", "TableRow", "SeatRow", "DealRow",
           "TableOp", "hash_token", "normalize_url", "table_lock_key", "CHANNEL"]
