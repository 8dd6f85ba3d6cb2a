"""jinja2 templates of the reports: the package's own, or a designer's file that replaces one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape

TEMPLATES = Path(__file__).resolve().parent / "templates"


def render_template(name: str, override: Path | None = None, **context: Any) -> str:
    """Render the package template `name`, or `override` (its folder is searched first, for includes)."""
    folders = [str(override.resolve().parent)] if override is not None else []
    env = Environment(loader=FileSystemLoader([*folders, str(TEMPLATES)]),
                      autoescape=select_autoescape(["html", "j2"]))
    return env.get_template(override.name if override is not None else name).render(**context)
