"""Evaluation files: the one strict reader (`simulate --evaluation FILE`, the `greedy:FILE` and `planner:FILE`
seats of every command, the web table, a ruleset's `evaluation: {file: …}` and its learned file), where a
ruleset's learned evaluation is looked for, and how a learned one is rendered for the writer.

A file holds a list of `{expr, weight}` items, or a mapping whose `evaluation:` key holds one (a learned file
also carries a `learned:` summary). It is read with the strict YAML loader (JSON is YAML too): a regular file
only (a pipe or a device is refused unread), at most the content file byte limit, aliases, depth and size
bounded, and every weight a finite number. A file a ruleset names or implies must also be a regular file
inside the ruleset folder: a link leading out of it is refused (M006) and never opened.
"""

from __future__ import annotations

import logging
import math
import os
import stat
from pathlib import Path
from typing import Any

from rulesdsl.content.safe_files import inside
from rulesdsl.content.yamlload import MAX_BYTES, load_yaml_text
from rulesdsl.errors import UsageError

MAX_WEIGHT = 1e12  # |weight| of one evaluation term
LEARNED_FILE = "learned-evaluation.json"  # what `rulesdsl train` writes by default, beside ruleset.yaml (JSON:
# every .yaml file of a ruleset folder is content and must say its kind)
_LOG = logging.getLogger("rulesdsl.agents")
_TOLD: set[str] = set()


def _read_regular(path: Path, label: str, code: str) -> bytes:
    """At most MAX_BYTES + 1 bytes of a regular file; opened non-blocking, so a pipe never hangs."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise UsageError(f"cannot read {label} {path}: {exc.strerror or type(exc).__name__}", code) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UsageError(f"{label} {path}: not a regular file (a folder, a pipe or a device)", code)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"cannot read {label} {path}: {exc.strerror or type(exc).__name__}", code) from None
    finally:
        os.close(fd)


def read_evaluation_file(path: Path | str, label: str = "evaluation file", code: str = "U001") -> list[dict[str, Any]]:
    """Evaluation terms ([{expr, weight}, ...], or a mapping holding `evaluation:`) from a file read
    strictly; UsageError with `code` (U001 for an option, U004 for a seat spec) naming `label` for
    anything else. Weights come back as floats."""
    path = Path(path)
    raw = _read_regular(path, label, code)
    if len(raw) > MAX_BYTES:
        raise UsageError(f"{label} {path}: larger than {MAX_BYTES:,} bytes", code)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UsageError(f"{label} {path}: not UTF-8 text", code) from None
    shift = 0
    if text.lstrip()[:1] in ("[", "-"):  # a bare list: held under a key for the loader (a mapping at the top)
        text, shift = "evaluation:\n" + "".join(f"  {line}\n" for line in text.split("\n")), 1
    lf, diags = load_yaml_text(text, str(path))
    if lf is None or diags:
        d = diags[0] if diags else None
        where = f": line {d.line - shift}, column {max(d.col - 2 * shift, 1)}: [{d.code}] {d.message}" if d else ""
        raise UsageError(f"cannot read {label} {path}{where}", code)
    data = lf.data
    if isinstance(data, dict):
        data = data.get("evaluation")
    if not isinstance(data, list) or not data or not all(isinstance(t, dict) and isinstance(t.get("expr"), str)
                                                         for t in data):
        raise UsageError(f"{label} {path}: expected a list of {{expr, weight}} items", code)
    return [{**t, "weight": _weight(path, label, code, i, t.get("weight", 1))} for i, t in enumerate(data)]


def _weight(path: Path, label: str, code: str, i: int, raw: Any) -> float:
    """A finite number (the strict loader keeps `1.5` as text)."""
    try:
        w = float(raw) if type(raw) is not bool else math.nan
    except (TypeError, ValueError, OverflowError):
        w = math.nan
    if not math.isfinite(w) or abs(w) > MAX_WEIGHT:
        raise UsageError(f"{label} {path}: item {i + 1} has weight {raw!r}, not a finite number "
                         f"(at most ±{MAX_WEIGHT:g})", code)
    return w


def load_evaluation(path: Path, what: str = "evaluation file") -> list[dict[str, Any]]:
    """Read an evaluation list with the strict reader; U001 for anything else."""
    return read_evaluation_file(path, what, "U001")


def folder_file(folder: Path, name: str, ruleset: str) -> Path:
    """The real path of a file a ruleset names or implies, when it is a regular file inside the ruleset folder;
    M006 (never opened) for a link leading out of the folder, a pipe, a device or a broken link."""
    path = folder / name
    why = inside(path, folder)
    if why is not None:
        raise UsageError(f"ruleset {ruleset}: {name} is not read: {why}", "M006",
                         "keep the file inside the ruleset folder, as a regular file")
    return path.resolve()


def ruleset_terms(data: dict[str, Any], root: str, name: str) -> list[dict[str, Any]]:
    """A ruleset's evaluation terms: its `evaluation:` list, the file it names (`evaluation: {file: F}`,
    relative to the ruleset folder), else a learned file beside ruleset.yaml (said once), else none."""
    decl = data.get("evaluation")
    if isinstance(decl, list):
        return [t for t in decl if isinstance(t, dict)]
    folder = Path(root) if root else None
    if isinstance(decl, dict) and isinstance(decl.get("file"), str):
        if folder is None:
            raise UsageError(f"ruleset {name}: `evaluation: {{file: …}}` needs the ruleset's folder", "U001")
        named = Path(os.path.normpath(folder.absolute() / decl["file"]))  # the name itself, links not followed
        if not named.is_relative_to(Path(os.path.normpath(folder.absolute()))):
            raise UsageError(f"ruleset {name}: evaluation file {decl['file']!r} lies outside the ruleset folder",
                             "U001", "name a file inside the ruleset folder")
        path = folder / decl["file"]
        if not os.path.lexists(path):
            return _cached(path)  # the strict reader says the file is missing
        return _cached(folder_file(folder, decl["file"], name))
    learned = folder / LEARNED_FILE if folder is not None else None
    found = learned is not None and os.path.lexists(learned)
    if found and folder is not None:
        learned = folder_file(folder, LEARNED_FILE, name)  # a link out of the folder: M006, never opened
    if name not in _TOLD:
        _TOLD.add(name)
        if found:
            _LOG.warning("%s declares no evaluation: the agents use the learned one in %s", name, learned)
        else:
            _LOG.warning("%s declares no evaluation: the agents judge positions by the score alone "
                         "(`rulesdsl train` learns one)", name)
    return _cached(learned) if found and learned is not None else []


_FILES: dict[tuple[str, float], list[dict[str, Any]]] = {}


def _cached(path: Path) -> list[dict[str, Any]]:
    """A file's terms, read again only when it changes."""
    try:
        stamp = path.stat().st_mtime
    except OSError:
        stamp = -1.0
    key = (str(path), stamp)
    got = _FILES.get(key)
    if got is None:
        if len(_FILES) >= 32:
            _FILES.clear()
        got = _FILES[key] = load_evaluation(path)
    return got


def render_learned(terms: list[dict[str, Any]], summary: dict[str, Any], history: list[str],
                   as_json: bool = False) -> str:
    """A learned evaluation as YAML (the training history as comments, the terms, a `learned:` summary), or as
    JSON (the history inside the summary)."""
    if as_json:
        import json
        return json.dumps({"evaluation": terms, "learned": {**summary, "history": history}}, indent=1) + "\n"
    import yaml
    lines = ["# Evaluation learned by `rulesdsl train` from self-play (no hand-written terms).",
             "# Weights are in tenths of a score point: what one unit more than the other players,",
             "# held at any point of the game, was worth in final score. Read it with --seats planner:FILE",
             "# or `evaluation: {file: FILE}` in ruleset.yaml.", "#"]
    lines += [f"# {h}" for h in history]
    body = yaml.safe_dump({"evaluation": terms, "learned": summary}, sort_keys=False, allow_unicode=True, width=200)
    return "\n".join(lines) + "\n" + body
