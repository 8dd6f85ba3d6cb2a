"""Verb plug-ins: Python packages may add DSL verbs through the entry point group `rulesdsl.verbs`.

An entry point names a callable returning a list of `(Verb, implementation)` pairs; a verb is
declared exactly like a built-in (typed parameters, summary, example). Content that uses a verb
whose plug-in is missing fails with E002 (unknown verb); a pack that lists the plug-in in its
manifest fails earlier with K007.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from rulesdsl.dsl.verbs import REGISTRY, Verb

GROUP = "rulesdsl.verbs"

# Implementations of plug-in verbs, `impl(machine, *args)`; the engine looks here after its built-ins.
PLUGIN_IMPLS: dict[str, Callable[..., Any]] = {}


def register_verb(verb: Verb, impl: Callable[..., Any]) -> None:
    """Add one verb (effect or query) with its implementation `impl(machine, *args)`."""
    if verb.name in REGISTRY and REGISTRY[verb.name] != verb:
        raise ValueError(f"verb '{verb.name}' is already registered")
    REGISTRY[verb.name] = verb
    PLUGIN_IMPLS[verb.name] = impl


@lru_cache(maxsize=1)
def installed_plugins() -> set[str]:
    """Load every installed plug-in once and return their entry-point names."""
    from importlib.metadata import entry_points  # costly to import; only when plug-ins are looked up
    names: set[str] = set()
    for ep in entry_points(group=GROUP):
        try:
            provider = ep.load()
            for verb, impl in provider():
                register_verb(verb, impl)
        except Exception:  # noqa: BLE001 - a broken plug-in must not break the engine; it counts as missing
            continue
        names.add(ep.name)
    return names
