"""`rulesdsl lsp`: the language server for rules files (stdio), for editors."""

from __future__ import annotations

import click

from rulesdsl.cli.common import guarded
from rulesdsl.errors import UsageError


@click.command()
@click.option("--stdio", is_flag=True, default=True,
              help="Talk LSP over stdin/stdout (the only transport; accepted because editors pass it).")
@guarded
def lsp(stdio: bool) -> None:
    """Run the language server for rules files (diagnostics, hover, completion, navigation) on stdio."""
    try:
        from rulesdsl.lsp.server import serve
    except ImportError as err:
        missing = (err.name or "pygls").split(".")[0]
        raise UsageError(f"the language server needs pygls and lsprotocol ({missing} is not installed)", "U001",
                         "pip install 'rulesdsl[lsp]'") from None
    serve()


COMMANDS = [lsp]
