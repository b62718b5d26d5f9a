"""Schema revisions."""
