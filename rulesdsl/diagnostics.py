"""Diagnostics: one record per problem, rendered compiler-style or as JSON."""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

# Every stable code, with a one-line summary and a longer explanation.
# Modules add their own codes with `register_codes`; `rulesdsl explain CODE` reads this table.
CODES: dict[str, tuple[str, str]] = {}


def register_codes(codes: dict[str, tuple[str, str]]) -> None:
    """Add stage-specific codes (summary, explanation) to the global code table."""
    for code, entry in codes.items():
        if code in CODES and CODES[code] != entry:
            raise ValueError(f"diagnostic code {code} registered twice")
        CODES[code] = entry


@dataclass(frozen=True)
class Diagnostic:
    """One problem found in content, at a file position, with a stable code."""

    path: str
    line: int
    col: int
    severity: str  # "error" | "warning"
    code: str
    message: str
    hint: str = ""
    source_line: str = field(default="", compare=False)

    def to_json(self) -> dict[str, object]:
        """The JSON form used by `--format json`."""
        data = asdict(self)
        data.pop("source_line")
        return data

    def render(self) -> str:
        """Compiler-grade text: position, code, message, hint, source line and caret (terminal control
        characters of the text shown are replaced, never sent to the terminal)."""
        return scrub_controls(self._render())

    def _render(self) -> str:
        head = f"{self.path}:{self.line}:{self.col}: {self.severity}[{self.code}]: {self.message}"
        lines = [head]
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        src = self.source_line or _read_line(self.path, self.line)
        if src:
            shown = src.rstrip("\n").replace("\t", " ")
            lines.append(f"  {self.line:>4} | {shown}")
            lines.append("       | " + " " * max(self.col - 1, 0) + "^")
        return "\n".join(lines)


# C0 controls but tab and line breaks, DEL, and the C1 controls (8-bit CSI/OSC).
_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def scrub_controls(text: str) -> str:
    """Text with every terminal control character replaced by U+FFFD (shown, never obeyed by a terminal)."""
    return _CONTROLS.sub("\ufffd", text) if _CONTROLS.search(text) else text


def _read_line(path: str, line: int) -> str:
    """Best-effort read of one source line for the caret display."""
    if line < 1:
        return ""
    lines = _file_lines(path)
    return lines[line - 1][:400] if line <= len(lines) else ""


@lru_cache(maxsize=4)
def _file_lines(path: str) -> list[str]:
    """The lines of a small regular file, read once however many diagnostics it has ([] when unreadable)."""
    try:
        p = Path(path)
        # A link is not followed: it may lead out of the content folder (a diagnostic must not print
        # /etc/passwd), and only a regular file is opened (never a pipe or a device).
        if p.is_symlink() or not p.is_file() or p.stat().st_size > 8_000_000:
            return []
        with p.open("r", encoding="utf-8", errors="replace") as fh:
            return fh.read().split("\n")
    except OSError:
        return []


def sort_key(d: Diagnostic) -> tuple[str, int, int, str, str, str]:
    """Stable ordering of diagnostics: file, line, column, code, then message and hint."""
    return (d.path, d.line, d.col, d.code, d.message, d.hint)


def to_json_text(diags: list[Diagnostic]) -> str:
    """Serialise diagnostics as a JSON list."""
    return json.dumps([d.to_json() for d in diags], indent=2, ensure_ascii=False)
