"""Optional extras in tests: a test of an extra skips, naming the extra, where the extra is not installed.

The README's test command runs in an environment with only the `test` extra: there the tests of the `web`,
`rl`, `cluster` (and any other) extras skip with the extra's name. CI's job that installs every extra sets
RULESDSL_ALL_EXTRAS=1: there a missing extra is a failure, and so is any skip (tests/conftest.py).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

import pytest

#: The phrase every skip for a missing extra carries; conftest.py lets only such skips through in CI.
SKIP_MARK = "pip install 'rulesdsl["


def all_extras() -> bool:
    """True where every optional extra is installed and no test may skip (CI's extras job)."""
    return bool(os.environ.get("RULESDSL_ALL_EXTRAS"))


def skip_reason(module: str, extra: str) -> str:
    """The reason a test of `extra` gives when `module` does not import."""
    return f"needs the '{extra}' extra: {module} is not installed ({SKIP_MARK}{extra}]')"


def need(module: str, extra: str) -> ModuleType:
    """Import `module` of the `extra`; without it skip, or fail where every extra must be installed."""
    try:
        return importlib.import_module(module)
    except ImportError as err:
        if all_extras():
            pytest.fail(f"every extra is installed here, but {module} ('{extra}' extra) does not import: {err}")
        pytest.skip(skip_reason(module, extra))


def need_module(module: str, extra: str) -> ModuleType:
    """`need` at a test module's top level: the whole module skips without the extra."""
    try:
        return importlib.import_module(module)
    except ImportError as err:
        if all_extras():
            raise ImportError(f"every extra is installed here, but {module} ('{extra}' extra) "
                              f"does not import: {err}") from err
        pytest.skip(skip_reason(module, extra), allow_module_level=True)
        raise  # pytest.skip raises; this line only tells type checkers so
