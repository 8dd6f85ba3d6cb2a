"""The `rulesdsl` command group: each command lives in the module of its group, listed in `GROUPS`."""

from __future__ import annotations

import click

from rulesdsl.cli import compare, content, lsp, play, serve, sim, test, text, train
from rulesdsl.cli.common import fail
from rulesdsl.errors import RulesError

# One module per command group; each exposes COMMANDS. A new command group is one module and one entry here.
GROUPS = [content, play, sim, train, text, test, compare, lsp, serve]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="rulesdsl")
def cli() -> None:
    """rulesdsl — board-game rules as data: check, play, replay and study rulesets."""


for _group in GROUPS:
    for _command in _group.COMMANDS:
        cli.add_command(_command)


def main() -> None:
    """Console-script entry point."""
    try:
        cli(standalone_mode=True)
    except RulesError as err:  # pragma: no cover - commands are guarded
        fail(err)
