"""`rulesdsl lsp`: the language server for rules files (stdio), for editors."""

from __future__ import annotations

import click

from rulesdsl.cli.common import examples, guarded
from rulesdsl.errors import UsageError


@click.command(epilog=examples("rulesdsl lsp", "rulesdsl lsp --stdio"))
@click.option("--stdio", is_flag=True, default=True,
              help="Talk LSP over stdin/stdout (the only transport; accepted because editors pass it).")
@guarded
def lsp(stdio: bool) -> None:
    """Run the language server for rules files.

    Speaks LSP on stdin/stdout for an editor: live `check` diagnostics, hover, completion, navigation and
    rename. Needs the lsp extra (pip install 'rulesdsl[lsp]'); set-up in docs/authoring.md §7.
    """
    try:
        from rulesdsl.lsp.server import serve
    except ImportError as err:
        missing = (err.name or "pygls").split(".")[0]
        raise UsageError(f"the language server needs pygls and lsprotocol ({missing} is not installed)", "U001",
                         "pip install 'rulesdsl[lsp]'") from None
    serve()


COMMANDS = [lsp]
