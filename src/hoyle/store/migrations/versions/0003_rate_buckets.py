"""Shared rate limits: one token bucket per key (several server processes on one database
count a client's table creations together).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "hoyle_rate_buckets",
        sa.Column("key", sa.String(120), primary_key=True),
        sa.Column("tokens", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("ok", sa.Boolean, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("hoyle_rate_buckets")
