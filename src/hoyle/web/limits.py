"""Per-client limits of the web server: tables created, open WebSockets and messages, counted
per remote address (behind a reverse proxy on this machine, uvicorn takes the address from
``X-Forwarded-For``).

A refused table creation is HTTP 429 with ``Retry-After`` (seconds); a connection over the cap
gets an ``error`` message and close code 4429; a message over the rate gets an ``error`` reply
(at most one a second) and is not taken, and a client that keeps flooding is closed with 4429.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

__all__ = ["Limits", "Bucket", "RateTable", "CLOSE_LIMIT"]

CLOSE_LIMIT = 4429


@dataclass(frozen=True)
class Limits:
    """The defaults of ``hoyle serve`` (0: no limit).

    Attributes:
        tables_per_hour: tables one address may create in an hour (a burst of that many,
            then one every ``3600 / tables_per_hour`` seconds).
        connections: WebSockets one address may hold open at once.
        messages_per_second: WebSocket messages one address may send a second, over all its
            connections (bursts of twice that are allowed).
    """

    tables_per_hour: int = 60
    connections: int = 32
    messages_per_second: float = 20.0

    @classmethod
    def none(cls) -> "Limits":
        """No limit at all (tests, benchmarks)."""
        return cls(0, 0, 0)


class Bucket:
    """A token bucket: ``capacity`` tokens, refilled at ``rate`` a second."""

    __slots__ = ("capacity", "rate", "tokens", "at")

    def __init__(self, capacity: float, rate: float):
        self.capacity, self.rate = capacity, rate
        self.tokens, self.at = capacity, time.monotonic()

    def take(self) -> float:
        """Take one token: 0.0 if there was one, else the seconds until there is."""
        now = time.monotonic()
        self.tokens = min(self.capacity, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate


class RateTable:
    """One bucket per address (at most ``max_keys`` kept: the oldest are forgotten first)."""

    def __init__(self, capacity: float, rate: float, max_keys: int = 100_000):
        self.capacity, self.rate, self.max_keys = capacity, rate, max_keys
        self.buckets: dict[str, Bucket] = {}

    def take(self, key: str) -> float:
        """0.0 if ``key`` may go ahead now, else the seconds it must wait."""
        b = self.buckets.get(key)
        if b is None:
            if len(self.buckets) >= self.max_keys:
                for k in list(self.buckets)[: self.max_keys // 10 or 1]:
                    del self.buckets[k]
            b = self.buckets[key] = Bucket(self.capacity, self.rate)
        return b.take()


def retry_after(seconds: float) -> str:
    """A ``Retry-After`` value: whole seconds, at least 1."""
    return str(max(1, math.ceil(seconds)))
