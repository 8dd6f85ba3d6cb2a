"""rulesdsl: a declarative rules-as-data interpreter for board games.

The public API, importable from the top (everything else may move between releases):

    from rulesdsl import load_ruleset, Game
    rs = load_ruleset("rules/mygame")
    g = Game.new(rs, players=2, seed=7)

Names are loaded on first use, so `import rulesdsl` stays cheap for commands that need little.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from rulesdsl.version import __version__

# public name -> module that defines it
_API: dict[str, str] = {
    "load_ruleset": "rulesdsl.compiler.loader",
    "check_ruleset": "rulesdsl.compiler.loader",
    "CheckResult": "rulesdsl.compiler.loader",
    "Ruleset": "rulesdsl.runtime.ruleset",
    "Game": "rulesdsl.play.game",
    "Decision": "rulesdsl.play.game",
    "view": "rulesdsl.play.views",
    "describe": "rulesdsl.text.decisions",
    "DecisionText": "rulesdsl.text.decisions",
    "narrate": "rulesdsl.text.narrate",
    "save_data": "rulesdsl.play.saves",
    "write_save": "rulesdsl.play.saves",
    "read_save": "rulesdsl.play.saves",
    "Agent": "rulesdsl.agents",
    "RandomAgent": "rulesdsl.agents",
    "make_agent": "rulesdsl.agents",
    "play_out": "rulesdsl.sim.play",
    "Diagnostic": "rulesdsl.diagnostics",
    "RulesError": "rulesdsl.errors",
    "ContentError": "rulesdsl.errors",
    "IllegalAction": "rulesdsl.errors",
    "GameRuntimeError": "rulesdsl.errors",
    "SaveError": "rulesdsl.errors",
    "UsageError": "rulesdsl.errors",
}

__all__ = [
    "__version__",
    "load_ruleset",
    "check_ruleset",
    "CheckResult",
    "Ruleset",
    "Game",
    "Decision",
    "view",
    "describe",
    "DecisionText",
    "narrate",
    "save_data",
    "write_save",
    "read_save",
    "Agent",
    "RandomAgent",
    "make_agent",
    "play_out",
    "Diagnostic",
    "RulesError",
    "ContentError",
    "IllegalAction",
    "GameRuntimeError",
    "SaveError",
    "UsageError",
]


def __getattr__(name: str) -> Any:
    """Load a public name from its module on first use (PEP 562)."""
    module = _API.get(name)
    if module is None:
        raise AttributeError(f"module 'rulesdsl' has no attribute '{name}'")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from rulesdsl.agents import Agent, RandomAgent, make_agent
    from rulesdsl.compiler.loader import CheckResult, check_ruleset, load_ruleset
    from rulesdsl.diagnostics import Diagnostic
    from rulesdsl.errors import ContentError, GameRuntimeError, IllegalAction, RulesError, SaveError, UsageError
    from rulesdsl.play.game import Decision, Game
    from rulesdsl.play.saves import read_save, save_data, write_save
    from rulesdsl.play.views import view
    from rulesdsl.runtime.ruleset import Ruleset
    from rulesdsl.sim.play import play_out
