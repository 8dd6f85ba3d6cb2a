"""Who may hold a live-update stream (Server-Sent Events): bounds per server, per game, per client and per
seat, with capacity kept for the seats. A spectator needs only a game id, so spectators' streams share
a part of the server's capacity and are bounded per game and per client address; the rest is kept for
people holding a seat or the host's link of a game, so spectators can never crowd out a seat's stream.
A stream with no change for `STREAM_IDLE` seconds ends (the browser reconnects by itself)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, TypeVar

from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from rulesdsl.errors import UsageError
from rulesdsl.limits import (
    MAX_CLIENT_SPECTATORS,
    MAX_GAME_SPECTATORS,
    MAX_ROLE_STREAMS,
    MAX_SPECTATOR_STREAMS,
    MAX_STREAMS,
    STREAM_IDLE_SECONDS,
)

STREAM_IDLE = float(STREAM_IDLE_SECONDS)  # the bounds live in the one table of limits (docs/limits.md)
K = TypeVar("K", str, tuple[str, int])


@dataclass(frozen=True)
class Ticket:
    """One admitted stream: the game, the client address, and the role it holds (None for a spectator)."""

    gid: str
    client: str
    role: int | None


class StreamGate:
    """Counts the open streams and admits a new one only within every bound (H011 otherwise)."""

    def __init__(self, total: int = MAX_STREAMS, spectators: int = MAX_SPECTATOR_STREAMS,
                 per_game: int = MAX_GAME_SPECTATORS, per_client: int = MAX_CLIENT_SPECTATORS,
                 per_role: int = MAX_ROLE_STREAMS) -> None:
        self.total, self.spectators, self.per_game = total, spectators, per_game
        self.per_client, self.per_role = per_client, per_role
        self.open = 0
        self.watching = 0
        self.by_game: Counter[str] = Counter()
        self.by_client: Counter[str] = Counter()
        self.by_role: Counter[tuple[str, int]] = Counter()

    def admit(self, gid: str, client: str, role: int | None) -> Ticket:
        """A ticket for a new stream; H011 naming the bound that is reached."""
        if self.open >= self.total:
            raise _full(f"the table already holds {self.total} live connections")
        if role is None:
            if self.watching >= self.spectators:
                raise _full(f"the table already holds {self.spectators} spectators' live connections "
                            "(the rest are kept for the players)")
            if self.by_game[gid] >= self.per_game:
                raise _full(f"this game already has {self.per_game} spectators' live connections")
            if self.by_client[client] >= self.per_client:
                raise _full(f"this address already holds {self.per_client} spectators' live connections")
            self.watching += 1
            self.by_game[gid] += 1
            self.by_client[client] += 1
        else:
            if self.by_role[(gid, role)] >= self.per_role:
                raise _full(f"this seat already has {self.per_role} live connections open (close a tab)")
            self.by_role[(gid, role)] += 1
        self.open += 1
        return Ticket(gid, client, role)

    def release(self, t: Ticket) -> None:
        """Forget a stream that ended."""
        self.open -= 1
        if t.role is None:
            self.watching -= 1
            _drop(self.by_game, t.gid)
            _drop(self.by_client, t.client)
        else:
            _drop(self.by_role, (t.gid, t.role))


def _drop(counts: Counter[K], key: K) -> None:
    counts[key] -= 1
    if counts[key] <= 0:
        del counts[key]


def _full(message: str) -> UsageError:
    return UsageError(message, "H011", "the page reconnects by itself; close other tabs of this table")


class GatedStream(StreamingResponse):
    """A streaming answer that gives its ticket back when it ends, however it ends (also when it never ran)."""

    def __init__(self, gate: StreamGate, ticket: Ticket, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.gate, self.ticket = gate, ticket

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.gate.release(self.ticket)
