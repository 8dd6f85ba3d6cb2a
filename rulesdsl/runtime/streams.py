"""Random streams by purpose: each zone's shuffles and the dice rolls draw from their own splitmix64
generator, derived by name from the game's stream key, so a change that alters one purpose's draws (a card
added to one deck: a longer shuffle of that deck) leaves every other purpose's draws as they were.

State: `st["stream_key"]` is the stream key (the game seed, or what a determinization or a chance outcome set),
`st["streams"]` maps a stream name to its generator state (created on first use), and `st["rng"]` is a journal
that changes at every draw, so code that asks "was randomness used?" or fingerprints a state compares one
integer. `reseed` starts every stream afresh from a new key."""

from __future__ import annotations

import hashlib

from rulesdsl.runtime.state import StateData

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
MAX_SALTS = 10_000  # stream names whose hash is memoised (zones and purposes of the loaded rulesets)
_SALTS: dict[str, int] = {}


def mix64(z: int) -> int:
    """The splitmix64 output function (a bijection of 64-bit integers that scatters its bits)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def _salt(name: str) -> int:
    s = _SALTS.get(name)
    if s is None:
        s = int.from_bytes(hashlib.blake2b(name.encode(), digest_size=8).digest(), "little")
        if len(_SALTS) < MAX_SALTS:
            _SALTS[name] = s
    return s


def stream(st: StateData, name: str) -> int:
    """The generator state of stream `name` (derived from the stream key and the name on first use)."""
    table = st.get("streams")
    if table is None:  # a state from before streams (an old snapshot): the journal is its key
        table = st["streams"] = {}
        st.setdefault("stream_key", st["rng"])
    s = table.get(name)
    if s is None:
        s = mix64(st["stream_key"] ^ _salt(name))
    return int(s)


def advance(st: StateData, name: str, s: int, draws: int) -> None:
    """Store stream `name`'s new state after `draws` draws and move the journal on."""
    st["streams"][name] = s
    st["rng"] = (st["rng"] + draws * GOLDEN) & MASK64


def draw(st: StateData, name: str) -> int:
    """64 random bits from stream `name` (`stream`, `advance` and `mix64` written out: every die roll and
    card drawn at random comes here)."""
    table: dict[str, int] | None = st.get("streams")
    got = table.get(name) if table is not None else None
    s = stream(st, name) if got is None else int(got)
    table = st["streams"]
    s = (s + GOLDEN) & MASK64
    table[name] = s
    st["rng"] = (st["rng"] + GOLDEN) & MASK64
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def reseed(st: StateData, key: int) -> None:
    """Start every stream afresh from `key` (a determinization's or a chance outcome's new randomness)."""
    st["rng"] = st["stream_key"] = key & MASK64
    st["streams"] = {}
