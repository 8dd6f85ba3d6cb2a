"""The wheel build's hook: the rulesets' files into the wheel (never a ruleset's compiled rules, `__rulesdsl__/`,
which belong to the machine that built them), and the optional compiled step: `RULESDSL_MYPYC=1 pip install .`
compiles the interpreter's run-time modules with mypyc (tools/build_mypyc.py) into the wheel; without the
variable the wheel stays pure Python and nothing more is downloaded or built.

With the variable set, the build also needs a C compiler and the Python headers; when one of them is missing or
mypyc fails, the build prints why and installs the pure Python wheel instead (it never fails for that). The
compiled modules check their stamp at import like an in-place build (docs/performance.md).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ENV = "RULESDSL_MYPYC"
# What the compile step imports in the isolated build environment: mypyc (with mypy), setuptools to drive the
# C compiler, and the stubs that let mypy read the package as the checkout's own `mypy --strict` does.
BUILD_TOOLS = ["mypy>=1.8", "setuptools>=61", "types-PyYAML", "types-jsonschema", "types-networkx"]


def wanted() -> bool:
    """Whether the person installing asked for the compiled build."""
    return os.environ.get(ENV, "").strip().lower() in ("1", "true", "yes", "on")


SKIPPED = frozenset({"__rulesdsl__", "__pycache__"})


def add_rules(root: Path, build_data: dict[str, Any]) -> None:
    """Every file of `rules/` as `rulesdsl/_data/rules/…` in the wheel, but for compiled rules and byte code (a
    folder-wide force-include would copy whatever lies on the builder's disk)."""
    for path in sorted((root / "rules").rglob("*")):
        rel = path.relative_to(root / "rules")
        if path.is_file() and not path.is_symlink() and not SKIPPED & set(rel.parts):
            build_data["force_include"][str(path)] = f"rulesdsl/_data/rules/{rel.as_posix()}"


class MypycBuildHook(BuildHookInterface):  # type: ignore[misc]
    """Adds the rulesets to a wheel, and the mypyc-compiled run-time modules when asked to and able to."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """The compile step's tools and the package's own dependencies, only when the build is asked for."""
        if not wanted() or self.target_name != "wheel":
            return []
        return [*BUILD_TOOLS, *self.metadata.core.dependencies]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Add the rulesets' files; when asked, compile a copy of the package's run-time modules and add the
        compiled files to the wheel."""
        self._tmp: str | None = None
        if self.target_name == "wheel":
            add_rules(Path(self.root), build_data)
        if not wanted() or self.target_name != "wheel" or version == "editable":
            return  # an editable install builds in place with tools/build_mypyc.py instead
        root = Path(self.root)
        sys.path.insert(0, str(root / "tools"))
        try:
            import build_mypyc
        finally:
            sys.path.pop(0)
        self._tmp = tempfile.mkdtemp(prefix="rulesdsl-wheel-mypyc-")
        work = Path(self._tmp)
        shutil.copytree(root / "rulesdsl", work / "rulesdsl",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "_mypyc_stamp.json"))
        shutil.copy2(root / "pyproject.toml", work / "pyproject.toml")  # mypy reads its settings from it
        try:
            made = build_mypyc.build(list(build_mypyc.DEFAULT), root=work)
        except build_mypyc.BuildError as err:
            reason = str(err).splitlines()[0]
            self.app.display_warning(f"rulesdsl: {ENV} is set but the mypyc build was skipped ({reason}); "
                                     "installing the pure Python package")
            return
        for path in made:
            build_data["force_include"][str(path)] = f"rulesdsl/runtime/{path.name}"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        self.app.display_info(f"rulesdsl: added {len(made)} mypyc-compiled run-time file(s) to the wheel")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the compile step's working copy."""
        if getattr(self, "_tmp", None):
            shutil.rmtree(str(self._tmp), ignore_errors=True)
