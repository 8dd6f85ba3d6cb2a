"""The interpreter core, what runs while a game is played: the machine and its state, statement nodes,
built-in verbs and queries, world operations, decisions, and the functions generated code calls.
Imports only `rulesdsl.content` plug-in implementations and the shared leaves; nothing here compiles.
"""

import os as _os

if _os.path.exists(_os.path.join(_os.path.dirname(__file__), "_mypyc_stamp.json")):
    # An optional mypyc build is present (tools/build_mypyc.py): use it only if it matches the sources.
    from rulesdsl.runtime import _mypyc_guard

    _mypyc_guard.check()
