"""`rulesdsl playtests`: the table's playtest journal. The report (people beside bots, per rules version), and
a game in or out: import save files, list, export, replay under its own rules, delete."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import click

from rulesdsl.cli.common import examples, guarded
from rulesdsl.compiler.loader import load_ruleset, locate_ruleset
from rulesdsl.errors import SaveError, UsageError
from rulesdsl.journal import stats
from rulesdsl.journal.bots import MAX_BOT_GAMES, bot_figures
from rulesdsl.journal.games import Journal
from rulesdsl.journal.locate import db_path
from rulesdsl.journal.transfer import export_game, import_save
from rulesdsl.journal.versions import unpack
from rulesdsl.play.saves import read_save
from rulesdsl.reports.names import names_for
from rulesdsl.sim.runner import find_ruleset
from rulesdsl.writes import write_text

DATA = click.option("--data", type=click.Path(file_okay=False), default=None,
                    help="The table's data folder, as given to `serve --data` (default: the project's, as serve).")
DB = click.option("--db", type=click.Path(dir_okay=False), default=None,
                  help="The journal's database file, as given to `serve --db`.")


def _open(data: str | None, db: str | None, create: bool = False) -> Journal:
    path = db_path(data, db)
    if not create and not path.is_file():
        raise SaveError(f"no playtest journal at {path}", "F007",
                         "play at the table first (rulesdsl serve), or give --data DIR / --db FILE as serve had")
    return Journal(path)


class _ReportFirst(click.Group):
    """`rulesdsl playtests [PATH]` is the report; a known subcommand name is that subcommand."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Route anything that is not a subcommand (a PATH, an option) to `report`."""
        if not args or (args[0] not in self.commands and args[0] not in ("-h", "--help")):
            args = ["report", *args]
        return super().parse_args(ctx, args)


@click.group(cls=_ReportFirst, epilog=examples("rulesdsl playtests mygame --out playtest-report",
                                               "rulesdsl playtests mygame --format csv",
                                               "rulesdsl playtests export 3f2a9c0d1e2b4a5c --out game.json"))
def playtests() -> None:
    """People's games at the table beside the bots', per rules version.

    Without a subcommand: the report (`rulesdsl playtests report --help`). The journal is the one `serve` writes
    (found the same way: --data DIR or --db FILE, else the project's); docs/playtests.md.
    """


@playtests.command(epilog=examples("rulesdsl playtests report mygame --bot-games 100 --out report"))
@click.argument("path", required=False)
@DATA
@DB
@click.option("--out", type=click.Path(file_okay=False), default="playtest-report", show_default=True,
              help="Folder for playtests.md/.html/.json/.csv and the plots.")
@click.option("--format", "fmt", type=click.Choice(["report", "json", "csv"]), default="report", show_default=True,
              help="report: files into --out; json or csv: the figures on standard output.")
@click.option("--bots", default="greedy", show_default=True, help="The agent in every seat of the bots' games.")
@click.option("--bot-games", type=click.IntRange(0, MAX_BOT_GAMES), default=40, show_default=True,
              help="Bots' games per rules version (0: none); remembered in the journal once played.")
@click.option("--no-plots", is_flag=True, help="Do not draw PNG plots.")
@guarded
def report(path: str | None, data: str | None, db: str | None, out: str, fmt: str, bots: str, bot_games: int,
           no_plots: bool) -> None:
    """Per rules version: games people played, win rates by seat, score by section, length, ratings, cards named
    and notes, beside the same figures from bots on the same rules (95 % intervals).

    PATH names the ruleset (a folder or a bare name; default: every ruleset in the journal). Bots play the rules
    on disk when they are the version's, else the version's snapshot kept in the journal.
    """
    journal = _open(data, db)
    rs = current = None
    if path:
        folder, _ = locate_ruleset(path)
        rs = load_ruleset(folder)
        current = (rs.content_hash, folder)
    vs = stats.versions(journal, rs.id if rs else None)
    for v in vs:
        v["bots"] = None
        if bot_games and v["players"]:
            v["bots"] = bot_figures(journal, v["digest"], current, v["players"], [bots] * v["players"], bot_games)
    if fmt == "json":
        click.echo(json.dumps({"journal": str(journal.path), "versions": vs}, indent=1))
        return
    if fmt == "csv":
        from rulesdsl.reports.playtest_report import csv_text
        sys.stdout.write(csv_text(vs))
        return
    from rulesdsl.reports.playtest_report import takeaways, write_report
    name = rs.name if rs else ", ".join(sorted({v["ruleset"] for v in vs})) or "no games yet"
    note = (f"From the journal {journal.path}: games with at least one person, by rules version (content digest "
            f"and git commit). Bots: {bot_games} games of {bots} in every seat per version.")
    files, missing = write_report(vs, Path(out), f"Playtest report: {name}", note, names_for(rs),
                                  with_plots=not no_plots)
    for line in takeaways(vs):
        click.echo(line)
    if missing:
        click.echo(missing)
    for f in files:
        click.echo(f"wrote {f}")


@playtests.command(name="import", epilog=examples("rulesdsl playtests import game.json more/*.json"))
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False, exists=True))
@DATA
@DB
@click.option("--path", "rules", default=None, help="The ruleset the saves were played with (default: by their id).")
@guarded
def import_(files: tuple[str, ...], data: str | None, db: str | None, rules: str | None) -> None:
    """Add save files (`play --save`, `playtests export`, a table's old per-game files) to the journal."""
    journal = _open(data, db, create=True)
    loaded: dict[str, Any] = {}
    for f in files[:10_000]:
        rid = str(read_save(Path(f))["ruleset"])
        if rid not in loaded:
            loaded[rid] = load_ruleset(locate_ruleset(rules)[0] if rules else find_ruleset(rid))
        gid = import_save(journal, Path(f), {r.id: r for r in loaded.values()})
        click.echo(f"{f}: game {gid}")


@playtests.command(name="list")
@DATA
@DB
@guarded
def list_(data: str | None, db: str | None) -> None:
    """The journal's games, newest first: id, ruleset, rules digest, seats, moves, finished or not."""
    journal = _open(data, db)
    for r in journal.listing():
        state = "finished" if r["over"] else "unfinished"
        click.echo(f"{r['id']}  {r['ruleset']}  {r['digest'][:10]}  {','.join(r['web'].get('seats', []))}  "
                   f"{r['moves']} moves  {state}")


@playtests.command(name="export", epilog=examples("rulesdsl playtests export 3f2a9c0d1e2b4a5c --out game.json"))
@click.argument("game")
@DATA
@DB
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="Write here (default: standard output).")
@click.option("--rules", type=click.Path(file_okay=False), default=None,
              help="Also write the rules it was played with into this folder (from the journal's snapshot).")
@guarded
def export(game: str, data: str | None, db: str | None, out: str | None, rules: str | None) -> None:
    """One game as a JSON save (`rulesdsl replay` reads it), with its rules version, forms and notes; the seat
    capabilities are left out."""
    journal = _open(data, db)
    saved = export_game(journal, game)
    text = json.dumps(saved, indent=1)
    if out:
        write_text(Path(out), text)
        click.echo(f"wrote {out}", err=True)
    else:
        click.echo(text)
    if rules:
        _unpack_rules(journal, str(saved["playtest"]["rules"]["digest"]), Path(rules))
        click.echo(f"wrote the rules of {game} into {rules}", err=True)


def _unpack_rules(journal: Journal, digest: str, into: Path) -> Path:
    blob = journal.snapshot(digest)
    if blob is None:
        raise SaveError(f"the journal keeps no snapshot of the rules {digest[:10] or '(none)'}", "F008",
                        "a game imported from a save has only its digest; replay it with the ruleset's folder")
    if into.exists() and any(into.iterdir()):
        raise UsageError(f"{into} is not empty", "U001", "give a new folder")
    return unpack(blob, into)


@playtests.command(name="replay")
@click.argument("game")
@DATA
@DB
@guarded
def replay(game: str, data: str | None, db: str | None) -> None:
    """Replay a game under the exact rules it was played with (the journal's snapshot of them)."""
    from rulesdsl.sim.runner import run_replay
    journal = _open(data, db)
    saved = export_game(journal, game)
    with tempfile.TemporaryDirectory(prefix="rulesdsl-replay-") as tmp:
        folder = _unpack_rules(journal, str(saved["playtest"]["rules"]["digest"]), Path(tmp) / "rules")
        save = Path(tmp) / "game.json"
        write_text(save, json.dumps(saved))
        run_replay(save, str(folder), quiet=True, echo=click.echo)


@playtests.command(name="delete")
@click.argument("game")
@DATA
@DB
@click.option("--yes", is_flag=True, help="Do not ask.")
@guarded
def delete(game: str, data: str | None, db: str | None, yes: bool) -> None:
    """Remove one game from the journal with its moves, seats, result, forms and notes."""
    journal = _open(data, db)
    if journal.rev(game) is None:
        raise SaveError(f"the journal holds no game '{game[:20]}'", "F008", "rulesdsl playtests list")
    if not yes and not click.confirm(f"Delete game {game} and everything said about it?"):
        return
    journal.delete(game)
    click.echo(f"deleted {game}")


COMMANDS = [playtests]
