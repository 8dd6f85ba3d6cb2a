"""The Lark side of the parser: grammar loading, tree → AST transformer, readable syntax errors.

Imported only when some text is actually parsed, so a run served entirely from the parse cache
never pays for importing Lark.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from rulesdsl.dsl import ast as A
from rulesdsl.dsl.habits import habit_hint
from rulesdsl.dsl.syntax_error import ParseError

_TOKEN_NAMES = {
    "LBRACE": "'{'", "RBRACE": "'}'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "COLON": "':'", "SEMICOLON": "';'", "DOT": "'.'", "EQUAL": "'='",
    "VBAR": "'|'", "NAME": "a name", "INT": "a number", "STRING": "a string", "CMP": "a comparison",
    "ADDOP": "'+' or '-'", "MULOP": "'*', '//' or '%'", "_SEP": "a new statement", "MINUS": "'-'",
    "$END": "the end of the text", "OPTIONAL": "'optional'",
}


def _readable(tok: str) -> str:
    if tok in _TOKEN_NAMES:
        return _TOKEN_NAMES[tok]
    if tok.isupper() or tok.startswith("_"):
        return "'" + tok.lower().strip("_") + "'"
    return tok


@lru_cache(maxsize=1)
def _parser() -> Lark:
    text = resources.files("rulesdsl.dsl.grammar").joinpath("effects.lark").read_text(encoding="utf-8")
    options: dict[str, Any] = {"parser": "lalr", "start": ["start", "expr_start"], "propagate_positions": True,
                               "maybe_placeholders": False}
    # The grammar analysis is kept in our cache folder as plain data (Lark's own cache is a pickle that
    # could run code); RULESDSL_CACHE=off turns it off like every other cache.
    from rulesdsl import cache
    key = cache.key_for("lark grammar", text, repr(sorted(options.items())))
    data = cache.get("grammar", key)
    if isinstance(data, dict):
        try:
            return Lark.load(data)
        except Exception:  # noqa: BLE001 - any entry that does not rebuild the parser is a miss
            pass
    parser = Lark(text, **options)
    from lark.grammar import Rule
    from lark.lexer import TerminalDef
    saved, memo = parser.memo_serialize([TerminalDef, Rule])
    cache.put("grammar", key, {"data": saved, "memo": memo})
    return parser


def _span(meta: Any) -> A.Span:
    return A.Span(getattr(meta, "line", 0) or 0, getattr(meta, "column", 0) or 0)


def _tspan(tok: Token) -> A.Span:
    return A.Span(tok.line or 0, tok.column or 0)


class _Prompt:
    """A declared prompt id while the statement holding it is built."""

    def __init__(self, text: str) -> None:
        self.text = text


class _OptionId(_Prompt):
    """A choose option's own id while the option is built."""


class _PickCount:
    """A multi-pick's count while the statement holding it is built."""

    def __init__(self, expr: A.Expr) -> None:
        self.expr = expr


@v_args(meta=True)
class _ToAst(Transformer[Token, Any]):
    """Lark tree → frozen AST. The interpreter never sees Lark trees."""

    def expr_start(self, meta: Any, items: list[Any]) -> Any:
        return items[0]

    def effect(self, meta: Any, items: list[Any]) -> A.Effect:
        return A.Effect(tuple(i for i in items if not isinstance(i, Token)), span=_span(meta))

    def block(self, meta: Any, items: list[Any]) -> A.Effect:
        return items[0] if items else A.Effect(span=_span(meta))

    def args(self, meta: Any, items: list[Any]) -> list[Any]:
        return items

    def arg(self, meta: Any, items: list[Any]) -> Any:
        return items[0]

    def kwarg(self, meta: Any, items: list[Any]) -> A.Kwarg:
        return A.Kwarg(str(items[0]), items[1], span=_span(meta))

    def _split(self, items: list[Any]) -> tuple[tuple[A.Expr, ...], tuple[A.Kwarg, ...]]:
        flat: list[Any] = []
        for it in items:
            if isinstance(it, list):
                flat.extend(it)
            elif it is not None:
                flat.append(it)
        pos = tuple(x for x in flat if not isinstance(x, A.Kwarg))
        kws = tuple(x for x in flat if isinstance(x, A.Kwarg))
        return pos, kws

    def call_stmt(self, meta: Any, items: list[Any]) -> A.Call:
        pos, kws = self._split(items[1:])
        return A.Call(str(items[0]), pos, kws, span=_span(meta))

    def call_expr(self, meta: Any, items: list[Any]) -> A.CallExpr:
        pos, kws = self._split(items[1:])
        return A.CallExpr(str(items[0]), pos, kws, span=_span(meta))

    def if_stmt(self, meta: Any, items: list[Any]) -> A.If:
        branches = [(items[0], items[1])]
        orelse = None
        for it in items[2:]:
            if isinstance(it, tuple):
                branches.append(it)
            else:
                orelse = it
        return A.If(tuple(branches), orelse, span=_span(meta))

    def elif_clause(self, meta: Any, items: list[Any]) -> tuple[Any, Any]:
        return (items[0], items[1])

    def else_clause(self, meta: Any, items: list[Any]) -> A.Effect:
        return items[0]  # type: ignore[no-any-return]

    def choose_count(self, meta: Any, items: list[Any]) -> int:
        return _int(items[0])

    def prompt_id(self, meta: Any, items: list[Any]) -> _Prompt:
        return _Prompt(str(items[0])[1:-1])

    def choose_stmt(self, meta: Any, items: list[Any]) -> A.Choose:
        count = 1
        optional = False
        prompt = None
        options: list[A.Option] = []
        for it in items:
            if isinstance(it, _Prompt):
                prompt = it.text
            elif isinstance(it, int):
                count = it
            elif isinstance(it, Token) and it.type == "OPTIONAL":
                optional = True
            elif isinstance(it, A.Option):
                options.append(it)
        return A.Choose(tuple(options), count, optional, prompt, span=_span(meta))

    def option_id(self, meta: Any, items: list[Any]) -> _OptionId:
        return _OptionId(str(items[0])[1:-1])

    def option(self, meta: Any, items: list[Any]) -> A.Option:
        label = items[0].text if isinstance(items[0], _OptionId) else None
        return A.Option(items[-1], None, label, span=_span(meta))

    def guarded_option(self, meta: Any, items: list[Any]) -> A.Option:
        label = items[0].text if isinstance(items[0], _OptionId) else None
        return A.Option(items[-1], items[-2], label, span=_span(meta))

    def pick_count(self, meta: Any, items: list[Any]) -> _PickCount:
        first = items[0]
        return _PickCount(A.Int(_int(first), span=_tspan(first)) if isinstance(first, Token) else first)

    def pick_stmt(self, meta: Any, items: list[Any]) -> A.Pick:
        optional = any(isinstance(i, Token) and i.type == "OPTIONAL" for i in items)
        prompt = items[0].text if isinstance(items[0], _Prompt) else None
        rest = items[1:] if prompt is not None else items
        count = rest[0].expr if isinstance(rest[0], _PickCount) else None
        rest = rest[1:] if count is not None else rest
        return A.Pick(str(rest[0]), rest[1], items[-1], optional, prompt, count, span=_span(meta))

    def for_stmt(self, meta: Any, items: list[Any]) -> A.For:
        return A.For(str(items[0]), items[1], items[2], span=_span(meta))

    def repeat_stmt(self, meta: Any, items: list[Any]) -> A.Repeat:
        return A.Repeat(items[0], items[1], span=_span(meta))

    def while_stmt(self, meta: Any, items: list[Any]) -> A.While:
        return A.While(items[0], _int(items[1]), items[2], span=_span(meta))

    def let_stmt(self, meta: Any, items: list[Any]) -> A.Let:
        return A.Let(str(items[0]), items[1], span=_span(meta))

    def as_stmt(self, meta: Any, items: list[Any]) -> A.As:
        return A.As(items[0], items[1], span=_span(meta))

    def simultaneous_to(self, meta: Any, items: list[Any]) -> _PickCount:
        return _PickCount(items[0])

    def simultaneous_stmt(self, meta: Any, items: list[Any]) -> A.Simultaneous:
        to = items[2].expr if isinstance(items[2], _PickCount) else None
        return A.Simultaneous(str(items[0]), items[1], items[-1], to, span=_span(meta))

    def optional_stmt(self, meta: Any, items: list[Any]) -> A.OptionalBlock:
        prompt = next((i.text for i in items if isinstance(i, _Prompt)), None)
        return A.OptionalBlock(items[-1], prompt, span=_span(meta))

    # expressions
    def or_expr(self, meta: Any, items: list[Any]) -> A.BoolOp:
        return A.BoolOp("or", tuple(items), span=_span(meta))

    def and_expr(self, meta: Any, items: list[Any]) -> A.BoolOp:
        return A.BoolOp("and", tuple(items), span=_span(meta))

    def not_op(self, meta: Any, items: list[Any]) -> A.Not:
        return A.Not(items[0], span=_span(meta))

    def cmp_expr(self, meta: Any, items: list[Any]) -> A.Compare:
        return A.Compare(str(items[1]), items[0], items[2], span=_span(meta))

    def _binops(self, meta: Any, items: list[Any]) -> Any:
        left = items[0]
        for i in range(1, len(items), 2):
            left = A.BinOp(str(items[i]), left, items[i + 1], span=_span(meta))
        return left

    sum_expr = _binops
    prod_expr = _binops

    def neg(self, meta: Any, items: list[Any]) -> Any:
        if isinstance(items[0], A.Int):
            return A.Int(-items[0].value, span=_span(meta))
        return A.Neg(items[0], span=_span(meta))

    def cond_expr(self, meta: Any, items: list[Any]) -> A.CondExpr:
        return A.CondExpr(items[0], items[1], items[2], span=_span(meta))

    def attr(self, meta: Any, items: list[Any]) -> A.Attr:
        return A.Attr(items[0], str(items[1]), span=_span(meta))

    def int_lit(self, meta: Any, items: list[Any]) -> A.Int:
        return A.Int(_int(items[0]), span=_tspan(items[0]))

    def str_lit(self, meta: Any, items: list[Any]) -> A.Str:
        return A.Str(str(items[0])[1:-1], span=_tspan(items[0]))

    def true_lit(self, meta: Any, items: list[Any]) -> A.Bool:
        return A.Bool(True, span=_span(meta))

    def false_lit(self, meta: Any, items: list[Any]) -> A.Bool:
        return A.Bool(False, span=_span(meta))

    def name(self, meta: Any, items: list[Any]) -> A.Name:
        return A.Name(str(items[0]), span=_tspan(items[0]))

    def list_lit(self, meta: Any, items: list[Any]) -> A.ListLit:
        return A.ListLit(tuple(i for i in items if i is not None), span=_span(meta))

    def comprehension(self, meta: Any, items: list[Any]) -> A.Comprehension:
        cond = items[3] if len(items) > 3 else None
        return A.Comprehension(items[0], str(items[1]), items[2], cond, span=_span(meta))


_TRANSFORMER = _ToAst()


def _error(text: str, exc: UnexpectedInput) -> ParseError:
    line = getattr(exc, "line", 1) or 1
    col = getattr(exc, "column", 1) or 1
    if isinstance(exc, UnexpectedCharacters):
        lines = text.splitlines() or [""]
        src = lines[line - 1] if 0 < line <= len(lines) else ""
        ch = src[col - 1] if 0 < col <= len(src) else "?"
        if ch == '"':
            return ParseError("unterminated string", "P002", line, col,
                              'close the string with " on the same line')
        expected = sorted(_readable(t) for t in exc.allowed)[:16] if exc.allowed else []
        hint = ("expected " + ", ".join(expected)) if expected else "remove or replace this character"
        return ParseError(f"unexpected character {ch!r}", "P004", line, col, hint)
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        lines = text.splitlines() or [""]
        expected = sorted({_readable(t) for t in exc.expected})[:16]
        return ParseError("unexpected end of the effect text", "P003", len(lines), len(lines[-1]) + 1,
                          "expected " + ", ".join(expected))
    assert isinstance(exc, UnexpectedToken)
    expected = sorted({_readable(t) for t in exc.expected})[:16]
    got = str(exc.token)
    habit = habit_hint(text, line, col, got)
    return ParseError(f"unexpected {got!r}", "P001", line, col, habit or "expected " + ", ".join(expected))



def _int(token: Any) -> int:
    """An integer literal; one too long to be sensible stands in as 10**31 (refused later with B004)."""
    text = str(token)
    return int(text) if len(text) <= 30 else 10**31


def parse_tree(text: str, start: str) -> Any:
    """Parse with Lark and transform to the AST; syntax errors become ParseError."""
    try:
        tree: Tree[Token] = _parser().parse(text, start=start)
        return _TRANSFORMER.transform(tree)
    except UnexpectedInput as exc:
        raise _error(text, exc) from None
