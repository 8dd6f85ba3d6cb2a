"""The `serve` command: the web table in a browser."""

from __future__ import annotations

import ipaddress
import secrets
import socket
from pathlib import Path
from types import FrameType
from typing import Any

import click

from rulesdsl.cli.common import examples, guarded
from rulesdsl.compiler.loader import INSTALLED_COPY, WORKING_COPY, load_ruleset, locate_ruleset, rulesets_in_scope
from rulesdsl.errors import UsageError
from rulesdsl.journal.locate import db_path, default_data
from rulesdsl.paths import find_project

SHUTDOWN_SECONDS = 3  # open requests get this long after SIGTERM/Ctrl-C; agents stop between moves at once


def _rulesets(path: str | None) -> tuple[dict[str, Path], list[str]]:
    """The rulesets to offer (the one named, else every ruleset in scope: the project's working copy, or the
    installed ones outside a project), with a line per folder saying where it came from."""
    if path:
        folder, where = locate_ruleset(path)
        folders = [(folder, where)]
    else:
        where = WORKING_COPY if find_project().found else INSTALLED_COPY
        folders = [(f, where) for f in rulesets_in_scope()]
    out: dict[str, Path] = {}
    lines = []
    for folder, origin in folders:
        rid = load_ruleset(folder).id
        out[rid] = folder
        lines.append(f"  {rid}: {folder.resolve()} ({origin})")
    return out, lines


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


@click.command(epilog=examples("rulesdsl serve", "rulesdsl serve mygame --port 8080 --data games",
                               "rulesdsl serve --host 0.0.0.0 --allow-host myhost.local"))
@click.argument("path", required=False)
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (loopback by default; another address or 0.0.0.0 lets other machines join "
                   "by invite link, and the lobby then needs the printed token).")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--data", type=click.Path(file_okay=False), default=None,
              help="Folder of the table's journal, playtests.sqlite3 (default: one per project in the user data "
                   "folder).")
@click.option("--db", type=click.Path(dir_okay=False), default=None,
              help="The journal's database file itself (instead of --data's).")
@click.option("--max-games", type=click.IntRange(1, 1000), default=64, show_default=True,
              help="Unfinished games held at once (finished games stay on disk).")
@click.option("--allow-host", multiple=True, help="A host name the table answers besides IP addresses and "
                                                  "localhost (e.g. this machine's name on the network).")
@guarded
def serve(path: str | None, host: str, port: int, data: str | None, db: str | None, max_games: int,
          allow_host: tuple[str, ...]) -> None:
    """Play, watch and replay games in a browser.

    The web table: a lobby, tables against agents or other people (invite links), watching, replays of saved
    games and the card gallery. PATH limits it to one ruleset (default: every ruleset in scope: the project's
    working copy, else the installed ones); each folder served is printed. Needs the web extra
    (pip install 'rulesdsl[web]'); docs/web.md.
    """
    try:
        import uvicorn

        from rulesdsl.web.app import create_app
    except ImportError:
        raise UsageError("the web table needs its extra: pip install 'rulesdsl[web]'", "H006") from None
    names = {h.lower() for h in allow_host}
    token = None
    if not _loopback(host):
        token = secrets.token_urlsafe(18)
        names.add(socket.gethostname().lower())
        if host not in ("0.0.0.0", "::"):
            names.add(host.lower())
    folder = Path(data) if data else default_data()
    journal = db_path(folder, db)
    rulesets, lines = _rulesets(path)
    app = create_app(rulesets, folder, max_games, hosts=frozenset(names), token=token, db=journal)
    shown = socket.gethostname() if host in ("0.0.0.0", "::") else host if ":" not in host else f"[{host}]"
    click.echo("rulesdsl web table, serving:")
    for line in lines:
        click.echo(line)
    click.echo(f"games saved in {journal}")
    if token:
        click.echo(f"listening on {host}: people on other machines join by the invite links a game's host sends")
        click.echo(f"lobby: http://{shown}:{port}/?token={token}")
    else:
        click.echo(f"lobby: http://{shown}:{port}/")
    store = app.state.store

    class Server(uvicorn.Server):
        """Stops the agents between moves as soon as the server is asked to stop."""

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            store.stopping.set()
            super().handle_exit(sig, frame)

    config: Any = uvicorn.Config(app, host=host, port=port, log_level="warning",
                                 timeout_graceful_shutdown=SHUTDOWN_SECONDS)
    Server(config).run()


COMMANDS = [serve]
