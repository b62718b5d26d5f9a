"""The tables hoyle stores (SQLAlchemy Core): tables, seats, deals and their actions.

A deal is stored as what is needed to rebuild it exactly: the game, rules and seats of its
table, the carried ``context``, every chance result (shuffled orders and random draws) in the
order the deal made them, and the list of actions in order. The live state of a deal is
never stored: it is rebuilt by replaying the stored actions, so restarting the server is a
replay. ``hoyle_actions`` has the primary key ``(deal_id, seq)``, so an action can never be
stored twice at the same place of a deal.
"""

from __future__ import annotations

from sqlalchemy import (JSON, Boolean, Column, DateTime, Float, ForeignKey, Integer, MetaData,
                        String, Table, UniqueConstraint)

metadata = MetaData()

tables = Table(
    "hoyle_tables", metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("name", String(200), nullable=False, default=""),
    Column("players", Integer, nullable=False),
    Column("rules", JSON, nullable=False),
    Column("context", JSON, nullable=False),        # context of the next (or current) deal
    Column("totals", JSON, nullable=False),         # net per seat over finished deals
    Column("deal_number", Integer, nullable=False, default=0),  # deals started so far
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("listed", Boolean, nullable=False, default=True),   # in the lobby (else: link only)
    # given deals (a PBN file's boards), or None: dealt by the shuffler. Each board:
    # {"board": label, "dealer": seat, "order": [card texts in dealing order]}
    Column("boards", JSON, nullable=True),
)

seats = Table(
    "hoyle_seats", metadata,
    Column("table_id", String(32), ForeignKey("hoyle_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),      # "human" or "bot"
    Column("name", String(40), nullable=True),      # None while a human seat is open
    Column("bot", String(40), nullable=True),
    Column("token_hash", String(64), nullable=True),  # sha256 of the seat token, never the token
)

deals = Table(
    "hoyle_deals", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), ForeignKey("hoyle_tables.id", ondelete="CASCADE"),
           nullable=False, index=True),
    Column("number", Integer, nullable=False),
    Column("context", JSON, nullable=False),
    Column("shuffles", JSON, nullable=False),       # chance made when the deal started
    Column("draws", JSON, nullable=False),
    Column("started_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True), nullable=True),
    Column("outcome", JSON, nullable=True),
    Column("record", JSON, nullable=True),          # the hoyle record, once finished
    UniqueConstraint("table_id", "number", name="uq_hoyle_deals_table_number"),
)

actions = Table(
    "hoyle_actions", metadata,
    Column("deal_id", Integer, ForeignKey("hoyle_deals.id", ondelete="CASCADE"),
           primary_key=True),
    Column("seq", Integer, primary_key=True),       # 1, 2, ... within the deal
    Column("seat", Integer, nullable=False),
    Column("action", String(200), nullable=False),
    Column("shuffles", JSON, nullable=False),       # chance the action caused (usually none)
    Column("draws", JSON, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

rate_buckets = Table(
    "hoyle_rate_buckets", metadata,
    Column("key", String(120), primary_key=True),   # what is limited and for whom
    Column("tokens", Float, nullable=False),          # tokens left at ``at``
    Column("at", Float, nullable=False),              # seconds since the epoch (wall clock)
    Column("ok", Boolean, nullable=False),            # the last take got a token
)
