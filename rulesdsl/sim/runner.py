"""What `play` and `replay` do, independent of the CLI library."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rulesdsl.agents import DEFAULT_SEAT, make_agent
from rulesdsl.engine.game import Game
from rulesdsl.engine.loader import load_ruleset, resolve_path
from rulesdsl.engine.ruleset import Ruleset
from rulesdsl.engine.saves import check_packs, read_save, write_save
from rulesdsl.errors import GameRuntimeError, IllegalAction, SaveError, UsageError
from rulesdsl.i18n import require_locale
from rulesdsl.i18n.log import event_line, play_header, score_table
from rulesdsl.sim.play import play_out

Echo = Callable[[str], None]


def parse_options(items: tuple[str, ...] | list[str]) -> dict[str, str]:
    """`--option NAME=VALUE` arguments as a dict (U006 when one has no '=')."""
    out = {}
    for it in items:
        if "=" not in it:
            raise UsageError(f"--option needs NAME=VALUE, got '{it}'", "U006")
        k, v = it.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def seat_list(seats: str | None, players: int) -> list[str]:
    """The agent kind of each seat (default: the default agent, `planner`, in every seat)."""
    if seats is None:
        return [DEFAULT_SEAT] * players
    kinds = [s.strip() for s in seats.split(",") if s.strip()]
    if len(kinds) != players:
        raise UsageError(f"--seats lists {len(kinds)} agents for {players} players", "U007",
                         "give one agent per seat, e.g. --seats " + ",".join([DEFAULT_SEAT] * players))
    return kinds


def check_players(rs: Ruleset, players: int | None) -> int:
    """The player count, validated against the ruleset."""
    n = players if players is not None else rs.max_players
    if not rs.min_players <= n <= rs.max_players:
        raise UsageError(f"{rs.name} plays {rs.min_players}-{rs.max_players} players, not {n}", "U008")
    return n


def check_options(rs: Ruleset, options: dict[str, str]) -> None:
    """Every option must be declared with an allowed value."""
    for k, v in options.items():
        decl = rs.options.get(k)
        if decl is None:
            known = ", ".join(sorted(rs.options)) or "none"
            raise UsageError(f"unknown option '{k}' (this ruleset has: {known})", "U009")
        values = [str(x) for x in decl.get("values", [])]
        if values and v not in values:
            raise UsageError(f"option '{k}' cannot be '{v}'; choose from {', '.join(values)}", "U009")


def print_log(game: Game, echo: Echo, start: int = 0, locale: str = "en") -> int:
    """Print log events from index `start`; return the new end index."""
    log = game.log or []
    for ev in log[start:]:
        line = event_line(game.rs, ev, locale=locale)
        if line is not None:
            echo(line)
    return len(log)


def _checker() -> Callable[[Game], None]:
    """An after-each-decision hook that stops the game at the first broken invariant."""
    from rulesdsl.engine.invariants import declared, structural, view_leaks

    def check(game: Game) -> None:
        problems = structural(game) + declared(game) + view_leaks(game)
        if problems:
            raise GameRuntimeError(f"after decision {len(game.history)}: " + "; ".join(problems[:5]), "R108",
                                   "replay the save with --check to stop at the same point")
    return check


def run_play(rs: Ruleset, players: int | None, seed: int, seats: str | None, options: dict[str, str],
             save: str | None, quiet: bool, echo: Echo, check: bool = False, locale: str = "en") -> Game:
    """Play one game among bots, printing the log and the score breakdown."""
    require_locale(rs, locale)
    n = check_players(rs, players)
    check_options(rs, options)
    agents = [make_agent(k, seed * 100 + i) for i, k in enumerate(seat_list(seats, n))]
    game = Game.new(rs, n, seed, options, log=not quiet)
    for a in agents:  # agents that replay the game themselves (the human seat's undo) learn its seed
        getattr(a, "bind", lambda s: None)(seed)
    echo(play_header(rs, n, seed, [a.name for a in agents], locale))
    play_out(game, agents, _checker() if check else None)
    if check:
        echo(f"invariants held after each of {len(game.history)} decisions")
    if not quiet:
        print_log(game, echo, locale=locale)
    echo(score_table(game, locale))
    if save:
        write_save(Path(save), game, seed)
        echo(f"saved to {save}")
    return game


def replay_game(rs: Ruleset, data: dict[str, Any], log: bool = False) -> Game:
    """Re-run the saved actions; SaveError names the first divergent action."""
    game = Game.new(rs, int(data["players"]), int(data["seed"]), dict(data["options"]), log=log)
    actions: list[str] = list(data["actions"])
    for i, action in enumerate(actions):
        try:
            game.apply(action)
        except IllegalAction as err:
            raise SaveError(f"replay diverged at action {i + 1} ('{action}'): {err.message}", "F003",
                            "the rules changed since the game was saved") from None
    return game


def run_replay(file: Path, path: str | None, quiet: bool, echo: Echo, packs: list[Path] | None = None,
               locale: str = "en") -> Game:
    """Replay a save file and compare the result."""
    data = read_save(file)
    root = resolve_path(path) if path else _find_ruleset(str(data["ruleset"]))
    rs = load_ruleset(root, packs)
    require_locale(rs, locale)
    check_packs(data, rs.packs)
    if rs.id != data["ruleset"]:
        raise SaveError(f"the save is for ruleset '{data['ruleset']}', not '{rs.id}'", "F002")
    if rs.version != data["version"]:
        echo(f"note: saved with {rs.id} {data['version']}, replaying with {rs.version}")
    game = replay_game(rs, data, log=not quiet)
    if not quiet:
        print_log(game, echo, locale=locale)
    echo(score_table(game, locale))
    result = data.get("result")
    if isinstance(result, dict) and result.get("scores") != game.scores():
        raise SaveError(f"replayed scores {game.scores()} differ from the saved {result.get('scores')}", "F004")
    echo(f"replay matches the save ({len(data['actions'])} actions)")
    return game


def _find_ruleset(ident: str) -> Path:
    from rulesdsl.content.yamlload import load_yaml_file
    from rulesdsl.paths import rules_dir
    for p in sorted(rules_dir().glob("*/ruleset.yaml")):
        lf, diags = load_yaml_file(p)
        if lf is not None and not diags and isinstance(lf.data, dict) and lf.data.get("id") == ident:
            return p.parent
    return resolve_path(None)
