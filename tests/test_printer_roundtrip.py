"""Canonical printer: random ASTs print to text that parses back to the same AST (spans excluded)."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import parse_effect, parse_expr
from rulesdsl.dsl.printer import print_effect, print_expr, print_stmt

# Names that are never keywords of the language (if for in and or not true false choose pick
# repeat while limit let as optional when elif else); some start like one, to probe the lexer.
NAMES = ["a", "b", "x", "y2", "p", "wood", "hand", "me", "this", "count", "in_", "_tmp", "iff", "format",
         "andy", "ore", "note", "true_", "nothing", "limits", "whenever", "ask"]
ARITH = ["+", "-", "*", "//", "%"]
CMPS = ["==", "!=", "<", "<=", ">", ">="]
MAX_EXPR_DEPTH = 4
MAX_STMT_DEPTH = 3
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

names = st.sampled_from(NAMES)
# Strings: anything but the quote and the newline (the language has no escapes).
strings = st.text(st.characters(exclude_characters='"\n', exclude_categories=["Cs"]), max_size=12)
leaves: st.SearchStrategy[A.Expr] = st.one_of(
    st.integers(-10**12, 10**12).map(A.Int),  # negative literals are Int, never Neg(Int)
    strings.map(A.Str),
    st.booleans().map(A.Bool),
    names.map(A.Name),
)


def _items(sub: st.SearchStrategy[A.Expr], lo: int, hi: int) -> st.SearchStrategy[tuple[A.Expr, ...]]:
    return st.lists(sub, min_size=lo, max_size=hi).map(tuple)


def _kwargs(sub: st.SearchStrategy[A.Expr]) -> st.SearchStrategy[tuple[A.Kwarg, ...]]:
    return st.lists(st.builds(A.Kwarg, names, sub), max_size=2).map(tuple)


@cache
def exprs(depth: int = MAX_EXPR_DEPTH) -> st.SearchStrategy[A.Expr]:
    """Expressions of at most `depth` levels."""
    if depth <= 0:
        return leaves
    sub = exprs(depth - 1)
    not_int = sub.filter(lambda e: not isinstance(e, A.Int))
    return st.one_of(
        leaves,
        st.builds(A.CallExpr, names, _items(sub, 0, 3), _kwargs(sub)),
        st.builds(A.Attr, sub, names),
        st.builds(A.BinOp, st.sampled_from(ARITH), sub, sub),
        st.builds(A.Compare, st.sampled_from(CMPS), sub, sub),
        st.builds(A.BoolOp, st.sampled_from(["and", "or"]), _items(sub, 2, 3)),
        st.builds(A.Not, sub),
        st.builds(A.Neg, not_int),
        st.builds(A.ListLit, _items(sub, 0, 3)),
        st.builds(A.Comprehension, sub, names, sub, st.none() | sub),
    )


@cache
def effects(depth: int = MAX_STMT_DEPTH) -> st.SearchStrategy[A.Effect]:
    """Statement lists whose blocks nest at most `depth` levels."""
    return st.lists(stmts(depth), max_size=3 if depth == MAX_STMT_DEPTH else 2).map(
        lambda xs: A.Effect(tuple(xs)))


@cache
def stmts(depth: int) -> st.SearchStrategy[A.Stmt]:
    """One statement; compound statements only while depth remains."""
    e = exprs(2)
    calls = st.builds(A.Call, names, _items(e, 0, 3), _kwargs(e))
    simple = st.one_of(calls, st.builds(A.Let, names, exprs(3)))
    if depth <= 0:
        return simple
    body = effects(depth - 1)
    option = st.builds(A.Option, body, st.none() | e, st.none() | names)
    return st.one_of(
        simple,
        st.builds(A.If, st.lists(st.tuples(e, body), min_size=1, max_size=3).map(tuple), st.none() | body),
        st.builds(A.Choose, st.lists(option, min_size=1, max_size=3).map(tuple), st.integers(0, 9),
                  st.booleans(), st.none() | names),
        st.builds(A.Pick, names, e, body, st.booleans(), st.none() | names),
        st.builds(A.For, names, e, body),
        st.builds(A.Repeat, e, body),
        st.builds(A.While, e, st.integers(0, 10_000), body),
        st.builds(A.As, e, body),
        st.builds(A.OptionalBlock, body, st.none() | names),
    )


@SETTINGS
@given(effects())
def test_effect_roundtrip(tree: A.Effect) -> None:
    """print → parse gives the same tree, and print → parse → print is a fixed point."""
    text = print_effect(tree)
    back = parse_effect(text)
    assert back == tree, text
    assert print_effect(back) == text


@SETTINGS
@given(exprs())
def test_expr_roundtrip(e: A.Expr) -> None:
    text = print_expr(e)
    back = parse_expr(text)
    assert back == e, text
    assert print_expr(back) == text


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stmts(MAX_STMT_DEPTH - 1))
def test_single_statement_prints_on_one_line(s: A.Stmt) -> None:
    text = print_stmt(s)
    assert "\n" not in text
    assert parse_effect(text) == A.Effect((s,))


@pytest.mark.parametrize("e, text", [
    (A.BinOp("-", A.Name("a"), A.BinOp("-", A.Name("b"), A.Name("c"))), "a - (b - c)"),
    (A.BinOp("*", A.BinOp("+", A.Int(1), A.Int(2)), A.Int(3)), "(1 + 2) * 3"),
    (A.BinOp("-", A.Name("a"), A.Int(-1)), "a - -1"),
    (A.Neg(A.BinOp("+", A.Name("a"), A.Name("b"))), "-(a + b)"),
    (A.Neg(A.Neg(A.Name("a"))), "--a"),
    (A.Attr(A.Int(-1), "x"), "(-1).x"),
    (A.Attr(A.Neg(A.Name("a")), "x"), "(-a).x"),
    (A.Not(A.BoolOp("and", (A.Name("a"), A.Name("b")))), "not (a and b)"),
    (A.BoolOp("and", (A.BoolOp("or", (A.Name("a"), A.Name("b"))), A.Name("c"))), "(a or b) and c"),
    (A.Compare("<", A.Compare("<", A.Name("a"), A.Name("b")), A.Name("c")), "(a < b) < c"),
    (A.Compare("==", A.Not(A.Name("a")), A.Name("b")), "(not a) == b"),
    (A.Comprehension(A.Name("x"), "x", A.Name("xs"), A.Bool(True)), "[x for x in xs if true]"),
    (A.CallExpr("f", (A.Int(1),), (A.Kwarg("k", A.Str("v")),)), 'f(1, k="v")'),
])
def test_canonical_expression_text(e: A.Expr, text: str) -> None:
    assert print_expr(e) == text
    assert parse_expr(text) == e


def test_canonical_statement_text() -> None:
    tree = parse_effect("""
        if x {
          gain(wood, 1)
        } elif y { } else { choose 2 optional { when a > 1: b() | c() } }
        pick c in in(hand) optional { play(c) }
        while n < 3 limit 10 { let n = n + 1 }
        optional { as p { repeat 2 { } } }
    """)
    assert print_effect(tree) == (
        "if x { gain(wood, 1) } elif y { } else { choose 2 optional { when a > 1: b() | c() } }; "
        "pick c in in(hand) optional { play(c) }; while n < 3 limit 10 { let n = n + 1 }; "
        "optional { as p { repeat 2 { } } }")


def test_printer_rejects_non_nodes() -> None:
    with pytest.raises(TypeError):
        print_expr(A.Effect())  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        print_stmt(A.Name("x"))  # type: ignore[arg-type]
