"""The first schema: tables, seats, deals, actions.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "hoyle_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("rules", sa.JSON, nullable=False),
        sa.Column("context", sa.JSON, nullable=False),
        sa.Column("totals", sa.JSON, nullable=False),
        sa.Column("deal_number", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "hoyle_seats",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("hoyle_tables.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("name", sa.String(40), nullable=True),
        sa.Column("bot", sa.String(40), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True),
    )
    op.create_table(
        "hoyle_deals",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("hoyle_tables.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("context", sa.JSON, nullable=False),
        sa.Column("shuffles", sa.JSON, nullable=False),
        sa.Column("draws", sa.JSON, nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("outcome", sa.JSON, nullable=True),
        sa.Column("record", sa.JSON, nullable=True),
        sa.UniqueConstraint("table_id", "number", name="uq_hoyle_deals_table_number"),
    )
    op.create_index("ix_hoyle_deals_table_id", "hoyle_deals", ["table_id"])
    op.create_table(
        "hoyle_actions",
        sa.Column("deal_id", sa.Integer, sa.ForeignKey("hoyle_deals.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.String(200), nullable=False),
        sa.Column("shuffles", sa.JSON, nullable=False),
        sa.Column("draws", sa.JSON, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("hoyle_actions")
    op.drop_index("ix_hoyle_deals_table_id", table_name="hoyle_deals")
    op.drop_table("hoyle_deals")
    op.drop_table("hoyle_seats")
    op.drop_table("hoyle_tables")
