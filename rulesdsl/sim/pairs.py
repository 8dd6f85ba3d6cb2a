"""Paired games in batches, on this machine's processes or on Ray: game i of both configurations is played in
the same task, and the batches come back as they finish. Closing the iterator cancels the batches not started
(`compare` stops early that way).

When the two rulesets differ only in some entities' definitions (`play/reach.py`), a game whose base side never
read them is not played again on the changed side: it is the same game, move for move, so its record is the
base's, marked `unreached`. The definitions each base game read are remembered with it (`played`), so a later
comparison of any such edit against the same base plays only the games that edit reaches."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from dataclasses import asdict
from typing import Any

from rulesdsl.agents.evaluation import declared_terms
from rulesdsl.play.reach import Changes, definition_changes, reached, watching
from rulesdsl.sim import played
from rulesdsl.sim.simulate import SimConfig, game_record, prepare, run_chunk

Records = list[dict[str, Any]]
Batch = tuple[int, Records, Records]
SKIPPING = frozenset({"planner", "random", "greedy", "mcts", "strong"})  # seats that read content only through play


def cpu_count() -> int:
    """The CPUs this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not every platform has affinity
        return max(1, os.cpu_count() or 1)


def play_pairs(data_a: dict[str, Any], data_b: dict[str, Any], start: int, stop: int) -> Batch:
    """Games [start, stop) on both configurations (the worker-side task)."""
    a, b = prepare(data_a), prepare(data_b)
    changes = changes_to_skip(a, b) if data_b.get("skip_unreached", True) else None
    if changes is None:
        return start, run_chunk(data_a, start, stop), run_chunk(data_b, start, stop)
    (cfg_a, rs_a, key_a), (cfg_b, rs_b, key_b) = a, b
    ra: Records = []
    rb: Records = []
    with watching(rs_a) as reads:
        for i in range(start, stop):
            rec_a = game_record(cfg_a, rs_a, key_a, i, reads)
            seen = rec_a.pop("reads", None)  # remembered with the game, not returned
            if seen is None or rec_a["error"] or reached(changes, seen):
                rb.append(game_record(cfg_b, rs_b, key_b, i))
            else:
                rb.append({**{k: v for k, v in rec_a.items() if k != "recalled"}, "unreached": True})
            ra.append(rec_a)
    return start, ra, rb


def changes_to_skip(a: tuple[SimConfig, Any, str | None], b: tuple[SimConfig, Any, str | None]) -> Changes | None:
    """The entity definitions the changed side differs in, when its unreached games may be skipped (both
    sides as `simulate.prepare` gives them); None when every game must be played."""
    (cfg_a, rs_a, _), (cfg_b, rs_b, _) = a, b
    seats = list(cfg_a.seats) + list(cfg_b.seats)
    same_games = (cfg_a.players, cfg_a.seed, cfg_a.seats, cfg_a.options, cfg_a.rotate) == (
        cfg_b.players, cfg_b.seed, cfg_b.seats, cfg_b.options, cfg_b.rotate)  # unpaired play has its own seed
    if rs_a is rs_b or not same_games or cfg_a.features or cfg_b.features or any(
            s.partition(":")[0] not in SKIPPING or played.timed(s) for s in seats):
        return None
    # the terms the agents will use: a list, the file the ruleset names, or a learned file beside it
    terms_a, terms_b = declared_terms(rs_a), declared_terms(rs_b)
    key = (repr(terms_a), repr(terms_b))
    if _LAST and _LAST[0] is rs_a and _LAST[1] is rs_b and _LAST[2] == key:  # every task of a run asks again
        known: Changes | None = _LAST[3]
        return known
    changes = definition_changes(rs_a, rs_b, terms_a, terms_b)
    _LAST[:] = [rs_a, rs_b, key, changes]
    return changes


_LAST: list[Any] = []  # this process's last answer of changes_to_skip: both rulesets, their terms, the changes


def batches(games: int, size: int) -> list[tuple[int, int]]:
    """Game index ranges of `size` pairs (the last may be shorter)."""
    return [(a, min(games, a + size)) for a in range(0, games, size)]


def _local(a: dict[str, Any], b: dict[str, Any], parts: list[tuple[int, int]]) -> Iterator[Batch]:
    for start, stop in parts:
        yield play_pairs(a, b, start, stop)


def _play_part(args: tuple[dict[str, Any], dict[str, Any], int, int]) -> Batch:
    return play_pairs(*args)


def _processes(a: dict[str, Any], b: dict[str, Any], parts: list[tuple[int, int]], workers: int) -> Iterator[Batch]:
    pool = multiprocessing.get_context().Pool(min(workers, len(parts)))
    try:
        yield from pool.imap_unordered(_play_part, [(a, b, start, stop) for start, stop in parts])
    finally:
        pool.terminate()  # an early stop: the batches still running are not waited for
        pool.join()


def _ray(a: dict[str, Any], b: dict[str, Any], parts: list[tuple[int, int]]) -> Iterator[Batch]:
    import ray  # type: ignore[import-not-found,unused-ignore]

    ray.init(ignore_reinit_error=True, include_dashboard=False, log_to_driver=False)
    task = ray.remote(play_pairs)
    refs = [task.remote(a, b, start, stop) for start, stop in parts]
    try:
        while refs:
            done, refs = ray.wait(refs, num_returns=1)
            for ref in done:
                yield ray.get(ref)
    finally:
        for ref in refs:
            ray.cancel(ref)


def paired_batches(cfg_a: SimConfig, cfg_b: SimConfig, workers: int, backend: str, size: int) -> Iterator[Batch]:
    """Every batch of `size` pairs of the two configurations (same games, seeds and seats), as they finish."""
    a, b = asdict(cfg_a), asdict(cfg_b)
    parts = batches(cfg_a.games, size)
    if backend == "ray":
        return _ray(a, b, parts)
    if workers <= 1:
        return _local(a, b, parts)
    return _processes(a, b, parts, workers)
