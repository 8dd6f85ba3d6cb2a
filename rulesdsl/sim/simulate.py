"""Bulk simulation: many seeded games among agents, in worker processes (or Ray), one record per game.

Per-game seeds are derived from the base seed and the game index only, and so are the agents' seeds,
so the records are identical whatever the number of workers or the backend (time-budgeted agents
such as `mcts:1s` are the exception: they search as far as the machine allows).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.agents import Agent, RandomAgent, make_agent
from rulesdsl.agents.fit import CHECK_EVERY, features
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.events import Action, Move, Run, records
from rulesdsl.play.game import Game
from rulesdsl.play.reach import Reads
from rulesdsl.play.state import initial_state
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim import played
from rulesdsl.sim.play import MAX_DECISIONS
from rulesdsl.sim.style import PlayStyle

CHUNK_MAX = 100
Progress = Callable[[int], None]


@dataclass(frozen=True)
class SimConfig:
    """What to simulate: ruleset folder, player count, games, base seed, seat agents, options."""

    root: str
    players: int
    games: int
    seed: int
    seats: tuple[str, ...]
    options: dict[str, str] = field(default_factory=dict)
    rotate: bool = True
    evaluation: list[dict[str, Any]] | None = None  # overrides the ruleset's `evaluation:` (weight tuning)
    packs: tuple[str, ...] = ()  # content packs layered over the ruleset (`compare --pack`)
    features: bool = False  # record evaluation features every CHECK_EVERY decisions (`--fit-evaluation`)
    remember: bool = False  # find games played before on the same engine, content and configuration (`played`)
    skip_unreached: bool = True  # compare: a game the change cannot reach is the base's (`sim/pairs.py`)


def derive_seed(base: int, index: int) -> int:
    """A 48-bit seed from a base seed and an index (stable across platforms and runs)."""
    digest = hashlib.blake2b(f"{base}/{index}".encode(), digest_size=6).digest()
    return int.from_bytes(digest, "big")


def seats_for(cfg: SimConfig, index: int) -> list[str]:
    """The agent spec of each seat in game `index` (rotated by the index when `rotate` is set)."""
    n = len(cfg.seats)
    k = index % n if cfg.rotate else 0
    return [cfg.seats[(s + k) % n] for s in range(n)]


class _Tally:
    """Counts log events of one game, per player (last column: not attributable to a player).

    actions: action events by action id; played: `run` events by entity (credited to the object's
    owner, else to the player whose decision caused them); taken: moves of an entity into a zone of a
    player who did not hold it before; entered: moves into game zones (board spaces), credited to the
    object's previous owner, else to the deciding player; effects: `run` events by entity.slot; edges:
    moves between two zones joined by a graph edge.
    """

    def __init__(self, rs: Ruleset, n: int, options: dict[str, str]) -> None:
        st0 = initial_state(rs, n, 0, options)
        self.zone: list[str] = list(st0["obj_zone"])
        self.owner: list[int | None] = list(st0["obj_owner"])
        self.n = n
        self.edges = {(a, b): f"{gid}: {a} > {b}" for gid, es in rs.graph_edges.items() for a, b, _ in es}
        self.out: dict[str, dict[str, Any]] = {k: {} for k in ("actions", "played", "taken", "entered",
                                                               "effects", "edges")}

    def _add(self, table: str, key: str, who: int | None) -> None:
        row = self.out[table].setdefault(key, [0] * (self.n + 1))
        row[self.n if who is None else who] += 1

    def feed(self, events: list[tuple[Any, ...]], decider: int | None) -> None:
        """Count events caused by `decider`'s decision (None: the setup before any decision)."""
        for ev in records(events):
            if type(ev) is Move:
                oid, ent, zone, owner = ev.obj, ev.entity, ev.zone, ev.owner
                i = oid - OBJ_BASE
                prev_zone, prev_owner = self.zone[i], self.owner[i]
                if owner is not None:
                    if owner != prev_owner:
                        self._add("taken", ent, owner)
                else:
                    self._add("entered", zone, prev_owner if prev_owner is not None else decider)
                edge = self.edges.get((prev_zone, zone))
                if edge is not None:
                    self.out["edges"][edge] = self.out["edges"].get(edge, 0) + 1
                self.zone[i], self.owner[i] = zone, owner
            elif type(ev) is Run:
                own = self.owner[ev.obj - OBJ_BASE]
                self._add("played", ev.entity, own if own is not None else decider)
                key = f"{ev.entity}.{ev.slot}"
                self.out["effects"][key] = self.out["effects"].get(key, 0) + 1
            elif type(ev) is Action:
                self._add("actions", ev.action, ev.player)


def play_record(rs: Ruleset, cfg: SimConfig, index: int) -> dict[str, Any]:
    """Play game `index` of a configuration (with the log on) and summarise it as a plain record."""
    seed = derive_seed(cfg.seed, index)
    seats = seats_for(cfg, index)
    agents: list[Agent] = [make_agent(k, derive_seed(seed, 1 + s)) for s, k in enumerate(seats)]
    tally = _Tally(rs, cfg.players, {**{k: str(v.get("default", "")) for k, v in rs.options.items()},
                                     **cfg.options})
    error = None
    game = Game.new(rs, cfg.players, seed, cfg.options, log=True)
    log = game.log
    assert log is not None
    tally.feed(log, None)
    log.clear()  # events are counted as they come, so the log never grows long
    first = int(game.state["order"][0]) if game.state["order"] else 0
    style = PlayStyle(game)
    feats: list[Any] = []
    try:
        for _ in range(MAX_DECISIONS):
            p = game.current_player()
            if p is None:
                break
            if cfg.features and len(game.history) % CHECK_EVERY == 0:
                feats.append([len(game.history), features(game)])
            style.before(game)
            game.apply(agents[p].choose(game))
            style.after(game)
            tally.feed(log, p)
            log.clear()
    except GameRuntimeError as err:
        error = f"{err.code}: {err.message}"
    extra: dict[str, Any] = {"features": feats} if cfg.features else {}
    return {"style": style.result(game), **extra,
        "game": index, "seed": seed, "seats": seats, "scores": game.scores(), "breakdown": game.breakdown(),
        "winner": game.winner() if error is None else None,
        "winners": game.winners() if error is None else [], "outcome": game.rs.outcome_kind,
        "length": len(game.history), "first_player": first,
        "error": error, **tally.out,
    }


def chunks(games: int, workers: int) -> list[tuple[int, int]]:
    """Game index ranges per task: up to CHUNK_MAX games, at least 4 tasks per worker when possible."""
    size = max(1, min(CHUNK_MAX, games // max(1, workers * 4)))
    return [(a, min(games, a + size)) for a in range(0, games, size)]


_RS: dict[tuple[str, tuple[str, ...]], Ruleset] = {}
_DECLARED: dict[tuple[str, tuple[str, ...]], Any] = {}  # each ruleset's own `evaluation:`, kept while overridden


def _ruleset(root: str, packs: tuple[str, ...] = ()) -> Ruleset:
    rs = _RS.get((root, packs))
    if rs is None:
        rs = _RS[(root, packs)] = load_ruleset(root, [Path(p) for p in packs] or None, compiled=True)
    return rs


def keep_ruleset(root: str, packs: tuple[str, ...], rs: Ruleset) -> None:
    """Play `root` (with `packs`) on a ruleset loaded already: this process does not load it again, nor do the
    worker processes forked after this call (each load checks and compiles the generated code, about 1 s)."""
    _RS[(root, packs)] = rs


def prepare(cfg_data: dict[str, Any]) -> tuple[SimConfig, Ruleset, str | None]:
    """A configuration's settings, its ruleset (with the evaluation its agents use) and its key among the
    games remembered (None when they are not remembered)."""
    cfg = SimConfig(**{**cfg_data, "seats": tuple(cfg_data["seats"]), "packs": tuple(cfg_data.get("packs") or ())})
    rs = _ruleset(cfg.root, cfg.packs)
    data = rs.content.ruleset if rs.content is not None else {}
    declared = _DECLARED.setdefault((cfg.root, cfg.packs), data.get("evaluation"))
    data["evaluation"] = cfg.evaluation if cfg.evaluation is not None else declared
    return cfg, rs, played.config_key(cfg_data) if cfg.remember else None


def game_record(cfg: SimConfig, rs: Ruleset, ckey: str | None, index: int, reads: Reads | None = None
                ) -> dict[str, Any]:
    """Game `index`'s record: found among the games remembered, else played (and remembered). Under a watch
    (`reads`, play/reach.py) a game played lists the definitions it read under `reads`, remembered with it."""
    rec = played.recall(ckey, index)
    if rec is None:
        if reads is not None:
            reads.fresh_game()
        rec = play_record(rs, cfg, index)
        if reads is not None:
            rec["reads"] = sorted(reads.seen)
        played.remember(ckey, index, rec)
    else:
        rec["recalled"] = True  # said in the run's summary; not part of what is remembered
    if reads is None:
        rec.pop("reads", None)  # kept with the game for a comparison's watch only
    return rec


def run_chunk(cfg_data: dict[str, Any], start: int, stop: int,
              progress: Progress | None = None) -> list[dict[str, Any]]:
    """Play games [start, stop) of a configuration (the worker-side task)."""
    cfg, rs, ckey = prepare(cfg_data)
    out = []
    for i in range(start, stop):
        out.append(game_record(cfg, rs, ckey, i))
        if progress:
            progress(1)
    return out


def _local(cfg: SimConfig, progress: Progress | None) -> Iterator[list[dict[str, Any]]]:
    yield run_chunk(asdict(cfg), 0, cfg.games, progress)


def _processes(cfg: SimConfig, workers: int, progress: Progress | None) -> Iterator[list[dict[str, Any]]]:
    data = asdict(cfg)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending = {pool.submit(run_chunk, data, a, b): b - a for a, b in chunks(cfg.games, workers)}
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                size = pending.pop(fut)
                yield fut.result()
                if progress:
                    progress(size)


def check_backend(backend: str) -> None:
    """UsageError unless the backend is known and importable."""
    if backend == "process":
        return
    if backend != "ray":
        raise UsageError(f"unknown backend '{backend}' (process or ray)", "U001")
    try:
        import ray  # type: ignore[import-not-found,unused-ignore]  # noqa: F401
    except ImportError:
        raise UsageError("--backend ray needs Ray, which is not installed", "U001",
                         "pip install 'rulesdsl[cluster]' (or use --backend process)") from None


def _ray(cfg: SimConfig, workers: int, progress: Progress | None) -> Iterator[list[dict[str, Any]]]:
    import ray  # type: ignore[import-not-found,unused-ignore]

    ray.init(ignore_reinit_error=True, include_dashboard=False, log_to_driver=False)
    task = ray.remote(run_chunk)
    data = asdict(cfg)
    refs = {task.remote(data, a, b): b - a for a, b in chunks(cfg.games, workers)}
    while refs:
        done, _ = ray.wait(list(refs), num_returns=1)
        for ref in done:
            size = refs.pop(ref)
            yield ray.get(ref)
            if progress:
                progress(size)


def run_simulation(cfg: SimConfig, workers: int = 1, backend: str = "process",
                   progress: Progress | None = None) -> list[dict[str, Any]]:
    """Play every game of the configuration; the records sorted by game index."""
    if len(cfg.seats) != cfg.players:
        raise UsageError(f"--seats lists {len(cfg.seats)} agents for {cfg.players} players", "U007")
    for spec in set(cfg.seats):
        if spec.partition(":")[0] == "human":
            raise UsageError("a human cannot sit in a bulk simulation", "U004", "use random, greedy or mcts")
        make_agent(spec, 0)  # validate the seat syntax before starting workers
    check_backend(backend)
    rs = _ruleset(cfg.root, cfg.packs)
    if not rs.min_players <= cfg.players <= rs.max_players:
        raise UsageError(f"{rs.name} plays {rs.min_players}-{rs.max_players} players, not {cfg.players}", "U008")
    if backend == "ray":
        parts = _ray(cfg, workers, progress)
    elif workers <= 1:
        parts = _local(cfg, progress)
    else:
        parts = _processes(cfg, workers, progress)
    records = [r for part in parts for r in part]
    return sorted(records, key=lambda r: int(r["game"]))


def agent_costs(rs: Ruleset, players: int, kinds: tuple[str, ...] = ("random", "planner", "greedy", "mcts"),
                decisions: int = 10, seed: int = 7) -> dict[str, Any]:
    """Milliseconds per decision of each agent kind (seat 0 vs random players, its first `decisions` choices)."""
    out: dict[str, Any] = {}
    for kind in kinds:
        agent = make_agent(kind, seed)
        others = [RandomAgent(seed + i) for i in range(players)]
        game = Game.new(rs, players, seed)
        spent, count = 0.0, 0
        while count < decisions and not game.is_over():
            p = game.current_player() or 0
            if p == 0:
                t0 = time.perf_counter()
                action = agent.choose(game)
                spent += time.perf_counter() - t0
                count += 1
            else:
                action = others[p].choose(game)
            game.apply(action)
        out[kind] = {"ms_per_decision": round(1000 * spent / max(1, count), 3), "decisions": count}
    return out


def throughput(root: Path | str, players: int, games: int = 200, workers: tuple[int, ...] = (1, 2),
               seats: str = "random") -> dict[str, Any]:
    """Games per second of a bulk simulation at each worker count, and the speed-up over the first."""
    out: dict[str, Any] = {}
    base = None
    for w in workers:
        cfg = SimConfig(str(root), players, games, 1, tuple([seats] * players))
        t0 = time.perf_counter()
        run_simulation(cfg, workers=w)
        rate = games / (time.perf_counter() - t0)
        base = base or rate
        out[f"games_per_s_{w}w"] = round(rate, 2)
        out[f"speedup_{w}w"] = round(rate / base, 2)
    return out
