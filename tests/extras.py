"""Optional extras in tests: skipped on a developer's machine without them, a failure in CI (CI is set)."""

from __future__ import annotations

import importlib
import os
from types import ModuleType

import pytest


def need(module: str, extra: str) -> ModuleType:
    """Import `module` of the `extra`; without it skip, or fail when the CI variable is set (CI installs it)."""
    try:
        return importlib.import_module(module)
    except ImportError as err:
        if os.environ.get("CI"):
            pytest.fail(f"CI installs the '{extra}' extra, but {module} does not import: {err}")
        pytest.skip(f"{module} is not installed (pip install 'rulesdsl[{extra}]')")
