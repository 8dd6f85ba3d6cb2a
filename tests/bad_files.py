"""Bad content files too large to commit, written at test time (shared by the fixture tests)."""

from __future__ import annotations

from pathlib import Path

from rulesdsl.content.yamlload import MAX_BYTES
from rulesdsl.dsl.parser import MAX_TEXT


def generate(kind: str, path: Path) -> None:
    """Write the generated bad file named by a cases.yaml `generate:` entry."""
    if kind == "deep":
        path.write_text("file: macros\nnote: " + "[" * 10_000 + "]" * 10_000 + "\n", encoding="utf-8")
    elif kind == "deep_block":
        path.write_text("file: macros\nnote:\n  " + "- " * 10_000 + "x\n", encoding="utf-8")
    elif kind == "large":
        with path.open("w", encoding="utf-8") as fh:
            fh.write("file: macros\nnote: >\n")
            for _ in range(MAX_BYTES // 64 + 10):
                fh.write("  " + "x" * 61 + "\n")
    elif kind == "long_effect":  # one effect of about 30 KB, well over the parser's text limit
        body = "gain(vp, 1); " * 2_400
        assert len(body) > MAX_TEXT
        path.write_text(f'file: actions\ngroups:\n  turn:\n    - id: shout\n      do: "{body}"\n',
                        encoding="utf-8")
    else:  # pragma: no cover - a typo in cases.yaml
        raise AssertionError(f"unknown generate kind {kind!r}")
