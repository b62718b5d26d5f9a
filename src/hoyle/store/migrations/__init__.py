"""Alembic migrations of hoyle's store (run by hoyle.store.Store.migrate)."""
