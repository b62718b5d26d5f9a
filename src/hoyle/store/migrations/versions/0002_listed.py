"""Tables listed in the lobby or not (private tables are joined by their link only).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # tables stored before this revision were all listed: they stay so
    with op.batch_alter_table("hoyle_tables") as batch:
        batch.add_column(sa.Column("listed", sa.Boolean, nullable=False,
                                   server_default=sa.true()))


def downgrade() -> None:
    with op.batch_alter_table("hoyle_tables") as batch:
        batch.drop_column("listed")
