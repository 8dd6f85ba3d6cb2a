"""Stage 3, the engine: semantic checks and the compiler (content model -> compiled ruleset), the loader
that runs the whole pipeline, the interpreter (machine, statement nodes, expressions, built-in verbs,
world operations), the `Game` API, per-player views, saves, invariants and board graphs. Imports
`rulesdsl.content`, `rulesdsl.dsl` and the shared leaves.
"""

import os as _os

if _os.path.exists(_os.path.join(_os.path.dirname(__file__), "_mypyc_stamp.json")):
    # An optional mypyc build is present (tools/build_mypyc.py): use it only if it matches the sources.
    from rulesdsl.engine import _mypyc_guard

    _mypyc_guard.check()
