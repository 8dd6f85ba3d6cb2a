"""Run the speed yardstick (`../shared/bench/yardstick.py`, which loads rules through the public `load_ruleset`)
with the compiled rules that `rulesdsl build` left beside the ruleset, as the bulk commands run them.

    python tools/yardstick_compiled.py ../shared/bench/yardstick.py rules/bitoku 4 5

Says on stderr whether the compiled rules (and the mypyc run-time) were in use; refuses to measure without them.
"""

from __future__ import annotations

import runpy
import sys

import rulesdsl
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.runtime._mypyc_guard import compiled_modules


def main() -> None:
    """Patch the public loader to ask for compiled rules, check they load, then run the yardstick."""
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    yardstick, root = sys.argv[1], sys.argv[2]
    probe = load_ruleset(root, compiled=True)  # this object holds the build: the yardstick must get it
    if probe.python is None or probe.python.native is None:
        note = probe.python.native_note if probe.python else "no generated Python"
        raise SystemExit(f"no compiled rules for {root}: {note} (run `rulesdsl build {root}`)")
    print(f"compiled rules: {probe.python.native}; mypyc run-time modules: {len(compiled_modules())}",
          file=sys.stderr)
    given = {root: probe}

    def load(r: object, *a: object, **k: object) -> object:
        return given.pop(str(r), None) or load_ruleset(r, *a, **k)  # type: ignore[arg-type]
    rulesdsl.load_ruleset = load  # type: ignore[attr-defined]
    sys.argv = [yardstick, *sys.argv[2:]]
    runpy.run_path(yardstick, run_name="__main__")


if __name__ == "__main__":
    main()
