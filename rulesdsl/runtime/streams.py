"""Random streams by purpose: each zone's shuffles and the dice rolls draw from their own splitmix64
generator, derived by name from the game's stream key, so a change that alters one purpose's draws (a card
added to one deck: a longer shuffle of that deck) leaves every other purpose's draws as they were.

State: `st["stream_key"]` is the stream key (the game seed, or what a determinization or a chance outcome set),
`st["streams"]` maps a stream name to its generator state (created on first use), and `st["rng"]` is a journal
that changes at every draw, so code that asks "was randomness used?" or fingerprints a state compares one
integer. `reseed` starts every stream afresh from a new key."""

from __future__ import annotations

import hashlib
import struct
from typing import TYPE_CHECKING, Any, Final

from rulesdsl.runtime.state import StateData

if TYPE_CHECKING:  # in annotations only: a compiled build does 64-bit arithmetic natively, Python never needs it
    from mypy_extensions import i64

MASK64: Final = (1 << 64) - 1
GOLDEN: Final = 0x9E3779B97F4A7C15
MAX_SALTS: Final = 10_000  # stream names whose hash is memoised (zones and purposes of the loaded rulesets)
_SALTS: Final[dict[str, int]] = {}


def mix64(z: int) -> int:
    """The splitmix64 output function (a bijection of 64-bit integers that scatters its bits)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def _native() -> bool:
    """Whether this module runs compiled with native 64-bit integers (they wrap around; Python's ints grow)."""
    x: i64 = 1 << 62
    return x * 4 == 0


# Compiled (mypyc), the generator's arithmetic on Python's ints costs more than in Python itself (a 64-bit
# state is a boxed number there); on native integers, which wrap around as the generator wants, far less.
NATIVE = _native()
_HALF: Final = 1 << 63
# the generator's constants as signed 64-bit patterns (GOLDEN, then mix64's two), Final: compiled in place
_GOLDEN_S: Final = -0x61C8864680B583EB
_M1_S: Final = -0x40A7B892E31B1A47
_M2_S: Final = -0x6B2FB644ECCEEE15


def _signed(v: int) -> i64:
    """A 64-bit state as a native integer: the same bits, read signed."""
    return v - (1 << 64) if v >= _HALF else v


def _unsigned(z: i64) -> int:
    """A native integer's bits as Python's unsigned 64-bit int."""
    r = int(z)
    return r + (1 << 64) if r < 0 else r


def _mix_i64(z: i64) -> i64:
    """`mix64` on a native 64-bit integer (a compiled build's): the same bits, shifts made logical by masks."""
    z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _M1_S
    z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _M2_S
    return z ^ ((z >> 31) & 0x1FFFFFFFF)


def _shuffle_native(s0: int, items: list[Any]) -> int:
    """`shuffle`'s loop on native 64-bit integers (a compiled build's): the same swaps; the stream's new state."""
    s = _signed(s0)
    i: i64 = len(items) - 1
    while i > 0:
        s = s + _GOLDEN_S
        z = _mix_i64(s)
        n: i64 = i + 1
        # z read as unsigned: z = 2h + b with h its top 63 bits, so z mod n = (2 (h mod n) + b) mod n
        j: i64 = z % n if z >= 0 else (((z >> 1) & 0x7FFFFFFFFFFFFFFF) % n * 2 + (z & 1)) % n
        items[i], items[j] = items[j], items[i]
        i -= 1
    return _unsigned(s)


# Python's ints: a shuffle's draws computed LANES at a time, each in its own 128 bits of one int (see `_shuffle_packed`)
LANES: Final = 64
_PACKINGS: Final[dict[int, tuple[int, int, int, struct.Struct]]] = {}


def _packing(n: int) -> tuple[int, int, int, struct.Struct]:
    """For n lanes: ones in every lane, lane k holding (k + 1) * GOLDEN, every lane's 64 low bits set, and the
    layout that reads each lane's 64 low bits back (the same n always has the same; at most LANES of them)."""
    got = _PACKINGS.get(n)
    if got is None:
        ones = sum(1 << (128 * k) for k in range(n))
        steps = sum((k + 1) << (128 * k) for k in range(n)) * GOLDEN
        got = _PACKINGS[n] = (ones, steps, ones * MASK64, struct.Struct("<" + "Q8x" * n))
    return got


def _shuffle_packed(s: int, items: list[Any]) -> int:
    """`shuffle`'s loop on Python's ints; the new state. The draws are made in lanes: lane k of one int holds the
    state of the (k+1)-th draw (s + (k+1) GOLDEN, below 2^72) and a 64-bit lane times a 64-bit constant stays
    below 2^128, so each operation of splitmix64 is done once for up to LANES draws, a mask after each shift
    and product cutting what crossed into a neighbour's high bits (one big product costs far less than many
    small ones: about 130 ns a card against 320 to 380 for a 32-card deck)."""
    i = len(items) - 1
    while i > 0:
        n = i if i < LANES else LANES
        ones, steps, lanes, layout = _packing(n)
        z = (s * ones + steps) & lanes
        z = (((z ^ (z >> 30)) & lanes) * 0xBF58476D1CE4E5B9) & lanes
        z = (((z ^ (z >> 27)) & lanes) * 0x94D049BB133111EB) & lanes
        for r in layout.unpack((z ^ (z >> 31)).to_bytes(16 * n, "little")):
            j = r % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        s = (s + n * GOLDEN) & MASK64
    return s


def shuffle(st: StateData, items: list[Any], name: str) -> None:
    """Fisher–Yates shuffle of `items` in place with stream `name`: from the last place down, each swapped
    with a place drawn below or at it (one draw per place but the first)."""
    s = stream(st, name)
    s = _shuffle_native(s, items) if NATIVE else _shuffle_packed(s, items)
    advance(st, name, s, max(1, len(items) - 1))


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
    if NATIVE:
        return _unsigned(_mix_i64(_signed(s)))
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def reseed(st: StateData, key: int) -> None:
    """Start every stream afresh from `key` (a determinization's or a chance outcome's new randomness)."""
    st["rng"] = st["stream_key"] = key & MASK64
    st["streams"] = {}
