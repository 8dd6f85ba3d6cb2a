"""Write docs/dsl-reference.md, docs/diagnostics.md, docs/limits.md, the folder map of docs/architecture.md and the
editors' TextMate grammar; `--check` fails when the
committed copies are stale."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulesdsl.limits import markdown as limits_markdown  # noqa: E402
from rulesdsl.lsp.textmate import grammar_text  # noqa: E402
from rulesdsl.reports.package_map import with_folder_map  # noqa: E402
from rulesdsl.reports.refdoc import diagnostics_markdown, reference_markdown  # noqa: E402

DOCS: dict[str, Callable[[], str]] = {
    "docs/dsl-reference.md": reference_markdown,
    "docs/diagnostics.md": diagnostics_markdown,
    "editors/vscode/syntaxes/rulesdsl-effects.tmLanguage.json": grammar_text,  # keywords and verbs highlighted
    "docs/limits.md": limits_markdown,
    "docs/architecture.md": lambda: with_folder_map((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")),
}


def check(root: Path = ROOT) -> list[str]:
    """The generated files whose committed copy differs from a fresh generation (with a short diff)."""
    stale: list[str] = []
    for rel, make in DOCS.items():
        path = root / rel
        fresh = make()
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
        if old != fresh:
            diff = difflib.unified_diff(old.splitlines(), fresh.splitlines(), f"{rel} (committed)",
                                        f"{rel} (generated)", lineterm="", n=1)
            stale.append(rel + "\n" + "\n".join(list(diff)[:40]))
    return stale


def write(root: Path = ROOT) -> list[Path]:
    """Generate every reference file; the paths written."""
    out: list[Path] = []
    for rel, make in DOCS.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(make(), encoding="utf-8", newline="\n")
        out.append(path)
    return out


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: generate, or with --check compare."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="exit 1 if a committed file differs from a fresh one")
    args = ap.parse_args(argv)
    if args.check:
        stale = check()
        for s in stale:
            print(f"stale: {s}", file=sys.stderr)
        if stale:
            print("run `python tools/gen_docs.py` to regenerate", file=sys.stderr)
            return 1
        print("generated docs are current")
        return 0
    for p in write():
        print(f"wrote {p.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
