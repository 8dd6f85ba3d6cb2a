"""Ad-hoc text compiled against a loaded ruleset's tables: a scenario's checks, evaluation terms, tools.

The compiled ruleset keeps this small service (`Ruleset.adhoc`, the `AdHoc` protocol) rather than the whole
compiler: the declaration tables a unit reads, and nothing of the content files' compilation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesdsl.compiler.exprs import ExprCompiler
from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.compiler.stmts import MacroSig, StmtCompiler
from rulesdsl.compiler.units import SnippetUnit, Unit
from rulesdsl.diagnostics import Diagnostic
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError
from rulesdsl.runtime.closures import FuncSig
from rulesdsl.runtime.ruleset import Ruleset


@dataclass
class AdHocCompiler:
    """The declaration tables of a compiled ruleset, to compile text that is in none of its files."""

    rs: Ruleset
    constants: dict[str, str]
    id_sets: dict[str, set[str]]
    groups: dict[str, list[Any]]
    func_sigs: dict[str, FuncSig]
    macro_sigs: dict[str, MacroSig]
    diags: list[Diagnostic] = field(default_factory=list)
    macro_calls: dict[str, list[tuple[str, A.Span, Unit]]] = field(default_factory=dict)

    def effect(self, text: str, scope: frozenset[str] = frozenset()) -> tuple[int, list[Diagnostic]]:
        """Compile an ad-hoc effect; its node index (-1 when it does not parse) and positions relative to `text`."""
        unit = SnippetUnit(self)
        try:
            tree = parse_cached(text, "effect")
        except ParseError as err:
            return -1, [Diagnostic("<snippet>", err.line, err.col, "error", err.code, err.message, err.hint)]
        assert isinstance(tree, A.Effect)
        seq = StmtCompiler(self.rs, unit, self.macro_sigs, []).effect(tree, scope)
        return seq.idx, unit.diags

    def expr(self, text: str) -> tuple[Any, list[Diagnostic]]:
        """Compile an ad-hoc expression; its closure (None when it does not parse) and its diagnostics."""
        unit = SnippetUnit(self)
        try:
            tree = parse_cached(text, "expr")
        except ParseError as err:
            return None, [Diagnostic("<snippet>", err.line, err.col, "error", err.code, err.message, err.hint)]
        assert not isinstance(tree, A.Effect)
        return ExprCompiler(unit).expr(tree, frozenset()), unit.diags
