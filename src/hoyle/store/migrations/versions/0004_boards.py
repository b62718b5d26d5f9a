"""A table's given deals (a PBN file's boards): each board's pack in dealing order and dealer.

Revision ID: 0004
Revises: 0003
Create Date: 2027-01-10
"""
import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # tables stored before this revision were all dealt by the shuffler: no boards
    with op.batch_alter_table("hoyle_tables") as batch:
        batch.add_column(sa.Column("boards", sa.JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("hoyle_tables") as batch:
        batch.drop_column("boards")
