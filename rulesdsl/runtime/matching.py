"""Exact assignment of items to goals (bipartite matching): which goals can all be met at once."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Final

from rulesdsl.errors import GameRuntimeError

MAX_GOALS: Final = 16  # subsets are searched exhaustively (with pruning): 2**16 matchings at worst
MAX_SLOTS: Final = 200  # required items over all goals (the augmenting search recurses once per slot)

Need = tuple[int, list[Hashable]]  # (how many items, the items that fit)


def _needs(raw: Any) -> list[list[Need]]:
    """Check and normalise `needs`: per goal a list of [count, items] requirements."""
    if not isinstance(raw, list):
        raise GameRuntimeError(f"assign needs must be a list, got {raw!r}", "R106")
    out: list[list[Need]] = []
    for g in raw:
        if not isinstance(g, list):
            raise GameRuntimeError(f"each goal of assign must be a list of [count, items], got {g!r}", "R106")
        reqs: list[Need] = []
        for r in g:
            ok = isinstance(r, list) and len(r) == 2 and type(r[0]) is int and r[0] >= 0 and isinstance(r[1], list)
            if not ok:
                raise GameRuntimeError(f"an assign requirement must be [count >= 0, items], got {r!r}", "R106")
            if any(isinstance(x, list) for x in r[1]):
                raise GameRuntimeError("assign items must be objects, ids or numbers, not lists", "R106")
            reqs.append((r[0], list(r[1])))
        out.append(reqs)
    if len(out) > MAX_GOALS:
        raise GameRuntimeError(f"assign takes at most {MAX_GOALS} goals, got {len(out)}", "R106")
    if sum(n for g in out for n, _ in g) > MAX_SLOTS:
        raise GameRuntimeError(f"assign takes at most {MAX_SLOTS} required items in all", "R106")
    return out


def feasible(reqs: Sequence[Need]) -> bool:
    """Whether every requirement can get its count of distinct fitting items, each item used once: a maximum
    bipartite matching (Kuhn's augmenting paths) covers every required slot. Pure Python on purpose: importing
    networkx costs about 0.4 s per process, more than the rest of a game's scoring; the tests check this
    against networkx's Hopcroft-Karp matching."""
    slots = [list(dict.fromkeys(items)) for n, items in reqs for _ in range(n)]
    owner: dict[Hashable, int] = {}  # item -> the slot it serves

    def augment(s: int, seen: set[Hashable]) -> bool:
        for x in slots[s]:
            if x in seen:
                continue
            seen.add(x)
            if x not in owner or augment(owner[x], seen):
                owner[x] = s
                return True
        return False

    return all(augment(s, set()) for s in range(len(slots)))


def best_goals(raw_needs: Any, raw_weights: Any) -> list[int]:
    """The goals (indices, ascending) met by the best exact assignment: highest total weight, then most
    goals, then the earliest goals."""
    needs = _needs(raw_needs)
    if not isinstance(raw_weights, list) or len(raw_weights) != len(needs) \
            or any(type(w) is not int for w in raw_weights):
        raise GameRuntimeError("assign needs one integer weight per goal", "R106")
    weights: list[int] = raw_weights
    best: tuple[int, int, list[int]] = (0, 0, [])
    tail = [sum(max(w, 0) for w in weights[i:]) for i in range(len(weights) + 1)]

    def search(i: int, chosen: list[int], reqs: list[Need], w: int) -> None:
        nonlocal best
        if (w, len(chosen)) > best[:2]:
            best = (w, len(chosen), list(chosen))
        if i == len(needs) or w + tail[i] < best[0]:
            return
        with_i = reqs + needs[i]
        if feasible(with_i):
            search(i + 1, chosen + [i], with_i, w + weights[i])
        search(i + 1, chosen, reqs, w)

    search(0, [], [], 0)
    return best[2]
