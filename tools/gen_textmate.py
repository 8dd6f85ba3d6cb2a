"""Write the TextMate grammar of effect text (editors/vscode/syntaxes/), generated from the Lark grammar's
keywords and the verb registry; `--check` fails when the committed copy is stale.

    python tools/gen_textmate.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesdsl.lsp.textmate import grammar_text  # noqa: E402

TARGET = ROOT / "editors" / "vscode" / "syntaxes" / "rulesdsl-effects.tmLanguage.json"


def main() -> None:
    """Write (or with --check compare) the grammar."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="fail when the committed grammar is stale")
    args = ap.parse_args()
    text = grammar_text()
    if args.check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.is_file() else ""
        if current != text:
            sys.exit(f"{TARGET} is stale: run python tools/gen_textmate.py")
        print(f"{TARGET} is up to date")
        return
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
