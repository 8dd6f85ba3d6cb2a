"""The `serve` command: the web table in a browser."""

from __future__ import annotations

import ipaddress
from pathlib import Path

import click

from rulesdsl.cli.common import guarded
from rulesdsl.compiler.loader import load_ruleset, resolve_path
from rulesdsl.errors import UsageError
from rulesdsl.paths import rules_dir, user_data_home


def _rulesets(path: str | None) -> dict[str, Path]:
    """The rulesets to offer: the one named, else every shipped ruleset (by id)."""
    folders = [resolve_path(path)] if path else sorted(p.parent for p in rules_dir().glob("*/ruleset.yaml"))
    return {load_ruleset(f).id: f for f in folders}


@click.command()
@click.argument("path", required=False)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on (loopback by default).")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option("--data", type=click.Path(file_okay=False), default=None,
              help="Folder of the games' saves (default: the user data folder).")
@click.option("--max-games", type=click.IntRange(1, 1000), default=64, show_default=True)
@guarded
def serve(path: str | None, host: str, port: int, data: str | None, max_games: int) -> None:
    """Play, watch and replay games and browse the cards in a browser."""
    try:
        import uvicorn

        from rulesdsl.web.app import create_app
    except ImportError:
        raise UsageError("the web table needs its extra: pip install 'rulesdsl[web]'", "H006") from None
    try:
        public = not ipaddress.ip_address(host).is_loopback
    except ValueError:
        public = host != "localhost"
    if public:
        click.echo(f"warning: listening on {host}: anyone who can reach this address can play and read saves")
    folder = Path(data) if data else _data_folder()
    rulesets = _rulesets(path)
    click.echo(f"rulesdsl web table: http://{host}:{port}/  (games saved in {folder}; rulesets: "
               f"{', '.join(sorted(rulesets))})")
    uvicorn.run(create_app(rulesets, folder, max_games), host=host, port=port, log_level="warning")


def _data_folder() -> Path:
    """`games` in the user's data folder (RULESDSL_DATA, else the OS's, as for every saved game)."""
    return user_data_home() / "games"


COMMANDS = [serve]
