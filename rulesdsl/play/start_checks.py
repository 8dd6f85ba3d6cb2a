"""What a new game accepts, checked before anything is built: the player count within the ruleset's range,
a whole-number seed that fits the 64-bit generator, and only declared options with allowed values. The
command line, the game API (`Game.new`) and the learning adapters all come through here, so a bad value is
a coded error (U008, U001, U009) instead of an IndexError deep in setup or an option silently ignored."""

from __future__ import annotations

import secrets
from numbers import Integral
from typing import Any

from rulesdsl import limits as L
from rulesdsl.errors import UsageError
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.seat_names import MAX_SEAT_NAME, seat_name_problem

MAX_GENERATOR_SEED = 2**64 - 1  # the generator keeps 64 bits: larger seeds would alias smaller ones


def whole(value: Any) -> int | None:
    """`value` as an int when it is a whole number (an int or a NumPy integer, not a bool), else None."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        return None
    return int(value)


def check_players(rs: Ruleset, players: Any) -> int:
    """The player count as an int, within the ruleset's range (U008)."""
    n = whole(players)
    if n is None or not rs.min_players <= n <= rs.max_players:
        raise UsageError(f"{rs.name} plays {rs.min_players}-{rs.max_players} players, not {players!r}", "U008")
    return n


SEED_BITS = 62  # a drawn seed: within the web table's 0..2^62 and every command's ±2^63-1


def random_seed() -> int:
    """A seed nobody can predict (from `secrets`), for a game started without one; print or save it to replay."""
    return secrets.randbits(SEED_BITS)


def check_seed(seed: Any, low: int = -L.MAX_SEED, high: int = MAX_GENERATOR_SEED) -> int:
    """The seed as an int within [low, high] (U001): a float, a string or a bool is not a seed."""
    s = whole(seed)
    if s is None or not low <= s <= high:
        shown = repr(seed) if len(repr(seed)) <= 40 else repr(seed)[:40] + "…"
        raise UsageError(f"the seed must be a whole number within {low:,}..{high:,}, not {shown}", "U001")
    return s


def check_options(rs: Ruleset, options: dict[str, Any] | None) -> dict[str, str]:
    """Only declared options, each with one of its values (U009); returned as text."""
    out: dict[str, str] = {}
    if options is None:
        return out
    if not isinstance(options, dict):
        raise UsageError(f"options must be a mapping of option id to value, not {type(options).__name__}", "U009")
    for k, v in options.items():
        decl = rs.options.get(k) if isinstance(k, str) else None
        if decl is None:
            known = ", ".join(sorted(rs.options)) or "none"
            raise UsageError(f"unknown option {str(k)[:40]!r} (this ruleset has: {known})", "U009")
        text = str(v) if isinstance(v, (str, int)) and not isinstance(v, bool) else None
        values = [str(x) for x in decl.get("values", [])]
        if text is None or len(text) > L.MAX_STRING or (values and text not in values):
            raise UsageError(f"option '{k}' cannot be {str(v)[:40]!r}; choose from {', '.join(values)}", "U009")
        out[k] = text
    return out


def option_applies(rs: Ruleset, option: str, players: int, chosen: dict[str, str]) -> bool:
    """Whether a declared option applies at this player count and with these other options (its `players:`
    and `when:`; an option not chosen counts with its default)."""
    decl = rs.options.get(option, {})
    counts = decl.get("players")
    if counts and players not in counts:
        return False
    for other, values in (decl.get("when") or {}).items():
        now = chosen.get(other, str(rs.options.get(other, {}).get("default", "")))
        if str(now) not in [str(v) for v in values]:
            return False
    return True


def check_names(names: Any, players: int) -> tuple[str, ...]:
    """The seat names a person gave, checked (U061)."""
    why = seat_name_problem(names, players)
    if why is not None:
        raise UsageError(why, "U061", "e.g. --names Ana,Bo,Cem (one per player, at most "
                                      f"{MAX_SEAT_NAME} characters each, all different)")
    return tuple(names)
