"""Paired games in batches, on this machine's processes or on Ray: game i of both configurations is played in
the same task, and the batches come back as they finish. Closing the iterator cancels the batches not started
(`compare` stops early that way)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from dataclasses import asdict
from typing import Any

from rulesdsl.sim.simulate import SimConfig, run_chunk

Records = list[dict[str, Any]]
Batch = tuple[int, Records, Records]


def cpu_count() -> int:
    """The CPUs this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not every platform has affinity
        return max(1, os.cpu_count() or 1)


def play_pairs(data_a: dict[str, Any], data_b: dict[str, Any], start: int, stop: int) -> Batch:
    """Games [start, stop) on both configurations (the worker-side task)."""
    return start, run_chunk(data_a, start, stop), run_chunk(data_b, start, stop)


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
