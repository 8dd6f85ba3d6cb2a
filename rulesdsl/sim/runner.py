"""What `play` and `replay` do, independent of the CLI library."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rulesdsl.agents import DEFAULT_SEAT, make_agent
from rulesdsl.compiler.loader import load_ruleset, resolve_path
from rulesdsl.errors import GameRuntimeError, IllegalAction, SaveError, UsageError
from rulesdsl.i18n import require_locale
from rulesdsl.play.game import Game
from rulesdsl.play.saves import (
    FORMAT,
    check_packs,
    check_save_fits,
    read_save,
    saved_action,
    snapshot_state,
    upgrade_snapshot,
    write_save,
)
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.play import play_out
from rulesdsl.text.log import event_text, play_header, score_table
from rulesdsl.writes import probe_file

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


def seat_list(seats: str | None, players: int, counts: range | None = None) -> list[str]:
    """The agent kind of each seat (default: the default agent, `planner`, in every seat; `human` alone: you in
    seat 1 and the default agent in the others). Any other list needs one seat per player (U007, suggesting
    the player count the list would fit when it is in `counts`)."""
    if seats is None:
        return [DEFAULT_SEAT] * players
    kinds = [s.strip() for s in seats.split(",") if s.strip()]
    if kinds == ["human"] and players > 1:  # `--seats human` alone: you in seat 1, the default agent in the others
        kinds += [DEFAULT_SEAT] * (players - 1)
    if len(kinds) != players:
        example = (kinds + [DEFAULT_SEAT] * players)[:players]
        fewer = len(kinds) < players
        empty = ", ".join(f"P{p + 1}" for p in range(len(kinds), players))
        raise UsageError(f"--seats lists {len(kinds)} seat{'s' * (len(kinds) != 1)} for a {players}-player game: "
                         + (f"seat{'s' * (players - len(kinds) > 1)} {empty} would have nobody" if fewer
                            else f"{len(kinds) - players} too many"), "U007",
                         f"give one seat per player (--seats {','.join(example)})"
                         + (f" or play {len(kinds)} players (--players {len(kinds)})"
                            if kinds and counts is not None and len(kinds) in counts else ""))
    return kinds


def print_log(game: Game, echo: Echo, start: int = 0, locale: str = "en", detail: bool = False) -> int:
    """Print the log from event index `start`, one sentence per action (`detail`: each typed event on a line,
    bookkeeping included); return the new end index."""
    if not detail:
        from rulesdsl.text.narrate import narrate
        for said in narrate(game, locale, "all", start):  # a game among bots: nothing to hide from the reader
            echo(said)
        return len(game.log or [])
    for ev in game.events(start):
        line = event_text(game.rs, ev, locale=locale)
        if line is not None:
            echo(line)
    return len(game.log or [])


def _checker() -> Callable[[Game], None]:
    """An after-each-decision hook that stops the game at the first broken invariant."""
    from rulesdsl.play.invariants import declared, structural, view_leaks

    def check(game: Game) -> None:
        problems = structural(game) + declared(game) + view_leaks(game)
        if problems:
            raise GameRuntimeError(f"after decision {len(game.history)}: " + "; ".join(problems[:5]), "R108",
                                   "replay the save with --check to stop at the same point")
    return check


def _check_log(game: Game, locale: str) -> None:
    """R108 when the narrated log, read by any seat or a spectator, breaks a rule of `i18n.log.log_problems`."""
    if game.log is None:
        return
    from rulesdsl.agents.seat_view import log_problems
    problems = log_problems(game, locale)
    if problems:
        raise GameRuntimeError("the log: " + "; ".join(problems[:5]), "R108",
                               "a sentence must be its actor's and name only what its reader saw")


def _human_view(agents: list[Any]) -> int | None:
    """The seat of the first human player (whose view the printed log goes through), if any."""
    return next((i for i, a in enumerate(agents) if getattr(a, "name", "") == "human"), None)


def _print_seat_log(game: Game, echo: Echo, seat: int, locale: str, detail: bool = False) -> None:
    from rulesdsl.agents.seat_view import visible_text
    if not detail:
        from rulesdsl.text.narrate import narrate
        for said in narrate(game, locale, seat):
            echo(said)
        return
    for ev in game.log or []:
        line = visible_text(game, ev, seat, locale)
        if line is not None:
            echo(line)


def run_play(rs: Ruleset, players: int | None, seed: int, seats: str | None, options: dict[str, str],
             save: str | None, quiet: bool, echo: Echo, check: bool = False, locale: str = "en",
             resume: Game | None = None, detail: bool = False, ask_forced: bool = False,
             names: list[str] | None = None) -> Game:
    """Play one game among bots (or continue the resumed one), printing the log and the score breakdown.
    With a human seat the log goes through that seat's view (no hidden object of another player).
    `names`: what to call the seats (one per player; U061 otherwise)."""
    require_locale(rs, locale)
    if save:
        probe_file(Path(save))  # writes first: an unwritable --save fails before the game, not after it
    # The game checks its players, seed, options and names (rulesdsl.play.start_checks), once, before the seats.
    person = any(k.strip().partition(":")[0] == "human" for k in (seats or "").split(","))
    game = resume if resume is not None else Game.new(rs, rs.max_players if players is None else players, seed,
                                                      options, log=not quiet or person, ask_forced=ask_forced,
                                                      names=names)
    n = int(game.state["players"])
    kinds = seat_list(seats, n, range(rs.min_players, rs.max_players + 1))
    agents = [make_agent(k, seed * 100 + i, locale, save) for i, k in enumerate(kinds)]
    for a in agents:  # a person's seat saves who sits where, so `play --resume` seats everyone again
        getattr(a, "bind_seats", lambda s: None)(kinds)
    human = _human_view(agents)
    people = [a for a in agents if hasattr(a, "share_terminal")]
    if len(people) > 1:  # a hot seat: the person changes between these seats' decisions
        terminal = {"last": None, "tty": sys.stdin.isatty() and sys.stdout.isatty()}
        for a in people:
            a.share_terminal(terminal)
    for a in agents:  # agents that replay the game themselves (the human seat's undo) learn its seed
        getattr(a, "bind", lambda s: None)(seed)
    echo(play_header(rs, n, seed, [a.name for a in agents], locale))
    play_out(game, agents, _checker() if check else None)
    if check:
        _check_log(game, locale)
        echo(f"invariants held after each of {len(game.history)} decisions; the log tells every seat only "
             "what it saw, each sentence its actor's")
    if not quiet and human is None:
        print_log(game, echo, locale=locale, detail=detail)
    elif not quiet and human is not None:
        _print_seat_log(game, echo, human, locale, detail)
    echo(score_table(game, locale))
    if save:
        write_save(Path(save), game, seed, seats=kinds)
        echo(f"saved to {save}")
    return game


def saved_seats(file: Path) -> str | None:
    """The seats a save recorded (`--seats` form), or None for a save made before seats were recorded."""
    seats = read_save(file).get("seats")
    return ",".join(seats) if seats else None


def resume_game(file: Path, path: str | None, packs: list[Path] | None = None) -> tuple[Game, int]:
    """An unfinished saved game, replayed to where it stopped (log on), and its seed."""
    data = read_save(file)
    root = resolve_path(path) if path else find_ruleset(str(data["ruleset"]))
    rs = load_ruleset(root, packs)
    check_packs(data, rs.packs)
    if rs.id != data["ruleset"]:
        raise SaveError(f"the save is for ruleset '{data['ruleset']}', not '{rs.id}'", "F002")
    check_save_fits(data, rs.min_players, rs.max_players, rs.options)
    if int(data["seed"]) < 0 and isinstance(data.get("snapshot"), dict):
        fmt = int(data.get("format", FORMAT))
        game = Game(rs, snapshot_state(data["snapshot"], fmt), list(data["actions"]), [])
        upgrade_snapshot(game, fmt)
    else:
        game = replay_game(rs, data, log=True)
    if game.is_over():
        raise UsageError(f"{file} holds a finished game ({len(data['actions'])} actions): nothing to resume",
                         "U043", f"look at it with: rulesdsl replay {file}")
    return game, int(data["seed"])


def diverged_hint(data: dict[str, Any], rs: Ruleset) -> str:
    """What a divergent replay says about its cause: changed content only when the content hash differs."""
    saved = data.get("content")
    if not saved:
        return "the save holds no content hash: the rules may have changed since, or the save was edited"
    if saved != rs.content_hash:
        return "the content changed since the game was saved (content hash differs)"
    if rs.version != data.get("version"):
        return "the content is the same, but the engine version differs from the one that saved it"
    return "the content is unchanged (same content hash): the save's actions or seed were edited"


def replay_game(rs: Ruleset, data: dict[str, Any], log: bool = False) -> Game:
    """Re-run the saved actions; SaveError names the first divergent action."""
    game = Game.new(rs, int(data["players"]), int(data["seed"]), dict(data["options"]), log=log,
                    names=data.get("names"),
                    ask_forced=bool(data.get("ask_forced")))
    actions: list[str] = list(data["actions"])
    fmt = int(data.get("format", FORMAT))
    for i, action in enumerate(actions):
        try:
            game.apply(saved_action(game, action, fmt))
        except IllegalAction as err:
            raise SaveError(f"replay diverged at action {i + 1} ('{action}'): {err.message}", "F003",
                            diverged_hint(data, rs)) from None
    return game


def run_replay(file: Path, path: str | None, quiet: bool, echo: Echo, packs: list[Path] | None = None,
               locale: str = "en", detail: bool = False) -> Game:
    """Replay a save file and compare the result."""
    data = read_save(file)
    root = resolve_path(path) if path else find_ruleset(str(data["ruleset"]))
    rs = load_ruleset(root, packs)
    require_locale(rs, locale)
    check_packs(data, rs.packs)
    if rs.id != data["ruleset"]:
        raise SaveError(f"the save is for ruleset '{data['ruleset']}', not '{rs.id}'", "F002")
    check_save_fits(data, rs.min_players, rs.max_players, rs.options)
    if rs.version != data["version"]:
        echo(f"note: saved with {rs.id} {data['version']}, replaying with {rs.version}")
    changed = bool(data.get("content")) and data.get("content") != rs.content_hash
    if changed:
        echo("note: the ruleset's content changed since this game was saved (its content hash differs)")
    try:
        game = replay_game(rs, data, log=not quiet)
    except SaveError as err:
        if changed:
            err.hint = "the content changed since the game was saved (content hash differs)"
        raise
    if not quiet:
        print_log(game, echo, locale=locale, detail=detail)
    if not game.is_over():
        echo(f"the save holds an unfinished game ({len(data['actions'])} actions, no final score yet); "
             f"continue it with: rulesdsl play --resume {file}")
        return game
    echo(score_table(game, locale))
    _compare(data, game, changed, echo)
    return game


def find_ruleset(ident: str) -> Path:
    """The ruleset a save names, among the project's (inside one) or the installed ones, else the default."""
    from rulesdsl.compiler.loader import find_ruleset_by_id
    return find_ruleset_by_id(ident) or resolve_path(None)


def _compare(data: dict[str, Any], game: Game, changed: bool, echo: Echo) -> None:
    """F004 when the replay ends differently from the saved result; says so when there is none to compare."""
    n = len(data["actions"])
    result = data.get("result")
    if result is None:
        p = game.current_player()
        now = "is over" if game.is_over() else f"waits for P{(p or 0) + 1}"
        echo(f"unfinished game: replayed its {n} actions, the game {now}; the save holds no result to compare")
        return
    hint = "the content changed since the game was saved (content hash differs)" if changed else ""
    if result.get("scores") != game.scores():
        raise SaveError(f"replayed scores {game.scores()} differ from the saved {result.get('scores')}", "F004", hint)
    if "winner" in result and result["winner"] != game.winner():
        raise SaveError(f"replayed winner {game.winner()!r} differs from the saved {result['winner']!r}", "F004",
                        hint)
    echo(f"replay matches the save ({n} actions)")
