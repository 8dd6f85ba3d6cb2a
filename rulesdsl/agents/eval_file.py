"""Evaluation files: the strict reader (seat `planner:FILE`, `simulate --evaluation`, a ruleset's
`evaluation: {file: …}`), the writer of learned evaluations, and where a ruleset's learned one is looked for.

A file holds a list of `{expr, weight}` items, or a mapping whose `evaluation:` key holds one (a learned
file also carries a `learned:` summary). It is read with the strict YAML loader (JSON is YAML too):
aliases, depth and size are bounded, and every weight must be a finite number.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from rulesdsl.agents.evaluation_file import read_evaluation_file
from rulesdsl.errors import UsageError

LEARNED_FILE = "learned-evaluation.json"  # what `rulesdsl train` writes by default, beside ruleset.yaml (JSON:
# every .yaml file of a ruleset folder is content and must say its kind)
_LOG = logging.getLogger("rulesdsl.agents")
_TOLD: set[str] = set()


def load_evaluation(path: Path, what: str = "evaluation file") -> list[dict[str, Any]]:
    """Read an evaluation list with the one strict reader (`evaluation_file`); U001 for anything else."""
    return read_evaluation_file(path, what, "U001")


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
        path = (folder / decl["file"]).resolve()
        if not path.is_relative_to(folder.resolve()):
            raise UsageError(f"ruleset {name}: evaluation file {decl['file']!r} lies outside the ruleset folder",
                             "U001", "name a file inside the ruleset folder")
        return _cached(path)
    learned = folder / LEARNED_FILE if folder is not None else None
    found = learned is not None and learned.is_file()
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
