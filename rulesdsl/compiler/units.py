"""Units: one effect or expression field of one content item, as the expression and statement compilers
see it (declared names, diagnostics at file positions, the calls it makes)."""

from __future__ import annotations

from typing import Any, Protocol

from rulesdsl.content.model import Origin
from rulesdsl.content.yamlload import map_offset
from rulesdsl.diagnostics import Diagnostic
from rulesdsl.dsl import ast as A
from rulesdsl.runtime.closures import FuncSig
from rulesdsl.runtime.ruleset import Ruleset


class Tables(Protocol):
    """What a unit reads of the compiler: the declaration tables built first, and where problems go."""

    rs: Ruleset
    diags: list[Diagnostic]
    constants: dict[str, str]
    id_sets: dict[str, set[str]]
    groups: dict[str, list[Any]]
    func_sigs: dict[str, FuncSig]
    macro_sigs: dict[str, Any]
    macro_calls: dict[str, list[tuple[str, A.Span, Unit]]]


class Unit:
    """One effect/expression field of one content item: maps spans to file positions."""

    def __init__(self, comp: Tables, origin: Origin, field: tuple[str | int, ...], owner: str = "") -> None:
        self.comp = comp
        self.origin = origin
        self.field = field
        self.owner = owner

    def at(self, line: int, col: int) -> tuple[int, int]:
        """File position of a position inside the field's text."""
        return map_offset(self.origin.file, self.origin.pointer + self.field, max(line, 1), max(col, 1))

    def where(self, span: A.Span) -> tuple[str, int, int]:
        """File, line and column of a span inside this field."""
        line, col = self.at(span.line, span.col)
        return (self.origin.file.path, line, col)

    def error(self, span: A.Span, code: str, message: str, hint: str = "") -> None:
        """Report an error at a span inside this field."""
        line, col = self.at(span.line, span.col)
        self.comp.diags.append(Diagnostic(self.origin.file.path, line, col, "error", code, message, hint))

    def names(self) -> dict[str, str]:
        """Declared constants."""
        return self.comp.constants

    def ids_of(self, type_: str) -> set[str]:
        """Ids accepted by an id-typed parameter."""
        return self.comp.id_sets.get(type_, set())

    def counter_kind(self, name: str) -> str | None:
        """Per-player or global counter."""
        if name in self.comp.rs.counter_bounds:
            return "player"
        if name in self.comp.rs.global_bounds:
            return "global"
        return None

    def group(self, name: str) -> list[Any] | None:
        """A declared group's list."""
        return self.comp.groups.get(name)

    def function(self, name: str) -> FuncSig | None:
        """A content-defined function."""
        return self.comp.func_sigs.get(name)

    def is_macro(self, name: str) -> bool:
        """Whether a name is a content-defined macro."""
        return name in self.comp.macro_sigs

    def called(self, name: str, span: A.Span) -> None:
        """Record a function call for the recursion check."""
        if self.owner:
            self.comp.macro_calls.setdefault(self.owner, []).append((name, span, self))


class SnippetUnit(Unit):
    """A unit for text that is not in a content file: diagnostics keep text-relative positions."""

    def __init__(self, comp: Tables) -> None:
        self.comp = comp
        self.owner = ""
        self.diags: list[Diagnostic] = []

    def where(self, span: A.Span) -> tuple[str, int, int]:
        """Snippet positions stay relative to the snippet text."""
        return ("<snippet>", span.line, span.col)

    def error(self, span: A.Span, code: str, message: str, hint: str = "") -> None:
        """Record an error at a text-relative position."""
        self.diags.append(Diagnostic("<snippet>", span.line, span.col, "error", code, message, hint))
