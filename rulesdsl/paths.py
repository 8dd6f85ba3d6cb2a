"""Where the shipped schemas and rulesets live, in a checkout or an installed wheel."""

from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding `rules/` and `schemas/`: the wheel's `_data`, else the checkout root."""
    installed = _PKG / "_data"
    if (installed / "schemas").is_dir():
        return installed
    return _PKG.parent


def schemas_dir() -> Path:
    """The folder of the JSON Schemas."""
    return data_root() / "schemas"


def rules_dir() -> Path:
    """The folder holding every shipped ruleset."""
    return data_root() / "rules"
