"""Effect / expression parser: AST shapes of every form, coded syntax errors at exact positions."""

from __future__ import annotations

import pytest

from rulesdsl.diagnostics import CODES
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import MAX_DEPTH, MAX_TEXT, ParseError, parse_effect, parse_expr

# ---- small AST builders (spans are not compared) ------------------------------------------


def n(ident: str) -> A.Name:
    return A.Name(ident)


def i(value: int) -> A.Int:
    return A.Int(value)


def s(value: str) -> A.Str:
    return A.Str(value)


def call(name: str, *args: A.Expr, **kwargs: A.Expr) -> A.Call:
    return A.Call(name, tuple(args), tuple(A.Kwarg(k, v) for k, v in kwargs.items()))


def fn(name: str, *args: A.Expr, **kwargs: A.Expr) -> A.CallExpr:
    return A.CallExpr(name, tuple(args), tuple(A.Kwarg(k, v) for k, v in kwargs.items()))


def eff(*stmts: A.Stmt) -> A.Effect:
    return A.Effect(tuple(stmts))


def opt(*stmts: A.Stmt, guard: A.Expr | None = None) -> A.Option:
    return A.Option(eff(*stmts), guard)


def binop(op: str, left: A.Expr, right: A.Expr) -> A.BinOp:
    return A.BinOp(op, left, right)


def cmp(op: str, left: A.Expr, right: A.Expr) -> A.Compare:
    return A.Compare(op, left, right)


G = call("gain", n("wood"), i(1))
P = call("pay", n("sake"), i(2))

# ---- (a) valid effects ------------------------------------------------------------------

VALID_EFFECTS: list[tuple[str, A.Effect]] = [
    # calls
    ("gain(wood, 2)", eff(call("gain", n("wood"), i(2)))),
    ("declare_winner()", eff(call("declare_winner"))),
    ("draw(deck, hand, 2, refill=discard)",
     eff(call("draw", n("deck"), n("hand"), i(2), refill=n("discard")))),
    ("gain(counter=vp, who=p)", eff(call("gain", counter=n("vp"), who=n("p")))),
    ("in(hand)", eff(call("in", n("hand")))),  # `in` is a name where the keyword cannot stand
    ("log(\"a # b; c\")", eff(call("log", s("a # b; c")))),
    ('log("")', eff(call("log", s("")))),
    # separators, comments, blank lines
    ("", eff()),
    ("  \n\t\n ", eff()),
    ("# only a comment", eff()),
    ("gain(wood, 1); pay(sake, 2)", eff(G, P)),
    ("gain(wood, 1)\npay(sake, 2)", eff(G, P)),
    (";;gain(wood, 1);;\n\n;pay(sake, 2);\n", eff(G, P)),
    ("gain(wood, 1) # trailing comment\r\npay(sake, 2)", eff(G, P)),
    # if / elif / else
    ("if x { gain(wood, 1) }", eff(A.If(((n("x"), eff(G)),)))),
    ("if x { }", eff(A.If(((n("x"), eff()),)))),
    ("if x {\n  gain(wood, 1)\n  pay(sake, 2)\n}", eff(A.If(((n("x"), eff(G, P)),)))),
    ("if x { gain(wood, 1) } elif y { pay(sake, 2) } elif z { } else { gain(wood, 1) }",
     eff(A.If(((n("x"), eff(G)), (n("y"), eff(P)), (n("z"), eff())), eff(G)))),
    ("if a >= 2 { } else { }", eff(A.If(((cmp(">=", n("a"), i(2)), eff()),), eff()))),
    # choose
    ("choose { gain(wood, 1) | pay(sake, 2) }", eff(A.Choose((opt(G), opt(P))))),
    ("choose 2 { gain(wood, 1) | pay(sake, 2) | a() }",
     eff(A.Choose((opt(G), opt(P), opt(call("a"))), count=2))),
    ("choose optional { gain(wood, 1) }", eff(A.Choose((opt(G),), optional=True))),
    ("choose 3 optional { a() | b() }", eff(A.Choose((opt(call("a")), opt(call("b"))), 3, True))),
    ("choose { when sake > 0: pay(sake, 2); gain(wood, 1) | a() }",
     eff(A.Choose((opt(P, G, guard=cmp(">", n("sake"), i(0))), opt(call("a")))))),
    ("choose {\n  gain(wood, 1)\n  | pay(sake, 2)\n}", eff(A.Choose((opt(G), opt(P))))),
    ("choose { a() | }", eff(A.Choose((opt(call("a")), opt())))),
    # pick
    ("pick c in in(hand) { play(c) }", eff(A.Pick("c", fn("in", n("hand")), eff(call("play", n("c")))))),
    ("pick r in resource optional { gain(r, 1) }",
     eff(A.Pick("r", n("resource"), eff(call("gain", n("r"), i(1))), optional=True))),
    # for / repeat / while
    ("for p in order { as p { act(summer) } }",
     eff(A.For("p", n("order"), eff(A.As(n("p"), eff(call("act", n("summer")))))))),
    ("repeat 3 { gain(wood, 1) }", eff(A.Repeat(i(3), eff(G)))),
    ("repeat n + 1 { }", eff(A.Repeat(binop("+", n("n"), i(1)), eff()))),
    ("while x < 3 limit 500 { gain(wood, 1) }", eff(A.While(cmp("<", n("x"), i(3)), 500, eff(G)))),
    # let / as / optional
    ("let n = count(in(hand))", eff(A.Let("n", fn("count", fn("in", n("hand")))))),
    ("let n = -3", eff(A.Let("n", i(-3)))),
    ("as me.left { pay(sake, 2) }", eff(A.As(A.Attr(n("me"), "left"), eff(P)))),
    ("optional { pay(sake, 2); gain(wood, 1) }", eff(A.OptionalBlock(eff(P, G)))),
    # macro call with kwargs, nesting
    ("my_macro(1, x, k=true)", eff(call("my_macro", i(1), n("x"), k=A.Bool(True)))),
    ("if a { if b { choose { optional { a() } } } }",
     eff(A.If(((n("a"), eff(A.If(((n("b"), eff(A.Choose((opt(A.OptionalBlock(eff(call("a")))),)))),)))),)))),
]


@pytest.mark.parametrize("text, expected", VALID_EFFECTS, ids=[t[:40] for t, _ in VALID_EFFECTS])
def test_valid_effect(text: str, expected: A.Effect) -> None:
    assert parse_effect(text) == expected


def test_every_statement_form_is_covered() -> None:
    seen: set[type] = set()

    def walk(e: A.Effect) -> None:
        for st in e.stmts:
            seen.add(type(st))
            for value in vars(st).values():
                for part in value if isinstance(value, tuple) else (value,):
                    if isinstance(part, A.Effect):
                        walk(part)
                    elif isinstance(part, A.Option):
                        walk(part.body)
                    elif isinstance(part, tuple):
                        walk(part[1])

    for _, expected in VALID_EFFECTS:
        walk(expected)
    assert seen == {A.Call, A.If, A.Choose, A.Pick, A.For, A.Repeat, A.While, A.Let, A.As, A.OptionalBlock}


# ---- valid expressions ------------------------------------------------------------------

VALID_EXPRS: list[tuple[str, A.Expr]] = [
    ("42", i(42)),
    ("-7", i(-7)),
    ("- 7", i(-7)),
    ("-(7)", i(-7)),
    ("--7", i(7)),
    ("-x", A.Neg(n("x"))),
    ("--x", A.Neg(A.Neg(n("x")))),
    ("-x.vp", A.Neg(A.Attr(n("x"), "vp"))),
    ('"kappa"', s("kappa")),
    ("true", A.Bool(True)),
    ("false", A.Bool(False)),
    ("wood", n("wood")),
    ("_x1", n("_x1")),
    ("me.wood", A.Attr(n("me"), "wood")),
    ("o.zone.x", A.Attr(A.Attr(n("o"), "zone"), "x")),
    ("top(deck).vp", A.Attr(fn("top", n("deck")), "vp")),
    ("(1).x", A.Attr(i(1), "x")),
    ("count(in(hand))", fn("count", fn("in", n("hand")))),
    ("zones(region=yomi, area=forest)", fn("zones", region=n("yomi"), area=n("forest"))),
    ("f()", fn("f")),
    ("f(1, k=2)", fn("f", i(1), k=i(2))),
    ("1 + 2 * 3", binop("+", i(1), binop("*", i(2), i(3)))),
    ("(1 + 2) * 3", binop("*", binop("+", i(1), i(2)), i(3))),
    ("a - b - c", binop("-", binop("-", n("a"), n("b")), n("c"))),
    ("a - (b - c)", binop("-", n("a"), binop("-", n("b"), n("c")))),
    ("a // b % c * d", binop("*", binop("%", binop("//", n("a"), n("b")), n("c")), n("d"))),
    ("a - -1", binop("-", n("a"), i(-1))),
    ("0 - 1", binop("-", i(0), i(1))),
    ("-a * b", binop("*", A.Neg(n("a")), n("b"))),
    *[(f"a {op} b", cmp(op, n("a"), n("b"))) for op in ("==", "!=", "<", "<=", ">", ">=")],
    ("a + 1 >= b * 2", cmp(">=", binop("+", n("a"), i(1)), binop("*", n("b"), i(2)))),
    ("a and b", A.BoolOp("and", (n("a"), n("b")))),
    ("a and b and c", A.BoolOp("and", (n("a"), n("b"), n("c")))),
    ("a or b and c", A.BoolOp("or", (n("a"), A.BoolOp("and", (n("b"), n("c")))))),
    ("(a or b) and c", A.BoolOp("and", (A.BoolOp("or", (n("a"), n("b"))), n("c")))),
    ("not a", A.Not(n("a"))),
    ("not not a", A.Not(A.Not(n("a")))),
    ("not a == b", A.Not(cmp("==", n("a"), n("b")))),
    ("not a and b", A.BoolOp("and", (A.Not(n("a")), n("b")))),
    ("[]", A.ListLit()),
    ("[1]", A.ListLit((i(1),))),
    ("[1, x, \"s\", [2]]", A.ListLit((i(1), n("x"), s("s"), A.ListLit((i(2),))))),
    ("[x.vp for x in in(hand)]", A.Comprehension(A.Attr(n("x"), "vp"), "x", fn("in", n("hand")))),
    ("[x.vp for x in in(hand) if x.species == kappa]",
     A.Comprehension(A.Attr(n("x"), "vp"), "x", fn("in", n("hand")),
                     cmp("==", A.Attr(n("x"), "species"), n("kappa")))),
    ("[p for p in players if p != me and p.vp > 0]",
     A.Comprehension(n("p"), "p", n("players"),
                     A.BoolOp("and", (cmp("!=", n("p"), n("me")), cmp(">", A.Attr(n("p"), "vp"), i(0)))))),
    ("  ( ( x ) )  ", n("x")),
    ("x # comment", n("x")),
]


@pytest.mark.parametrize("text, expected", VALID_EXPRS, ids=[t for t, _ in VALID_EXPRS])
def test_valid_expr(text: str, expected: A.Expr) -> None:
    assert parse_expr(text) == expected


def test_spans_are_positions_in_the_text() -> None:
    e = parse_effect("gain(wood, 2)\n  if x >= 1 { pay(wood, k=1) }\nlet n = -3")
    first, second, third = e.stmts
    assert isinstance(first, A.Call) and isinstance(second, A.If) and isinstance(third, A.Let)
    assert (first.span.line, first.span.col) == (1, 1)
    assert (first.args[1].span.line, first.args[1].span.col) == (1, 12)
    assert (second.span.line, second.span.col) == (2, 3)
    cond, body = second.branches[0]
    assert (cond.span.line, cond.span.col) == (2, 6)
    inner = body.stmts[0]
    assert isinstance(inner, A.Call)
    assert (inner.span.line, inner.span.col) == (2, 15)
    assert (inner.kwargs[0].span.line, inner.kwargs[0].span.col) == (2, 25)
    assert (third.value.span.line, third.value.span.col) == (3, 9)


def test_spans_do_not_affect_equality() -> None:
    assert parse_effect("gain(wood, 1)") == parse_effect("\n\n    gain( wood ,1 )")
    assert hash(parse_expr("a + 1")) == hash(parse_expr("(a)+(1)"))


# ---- (b) malformed effects: (code, line, col) relative to the text -------------------------

DEEP_200 = "gain(wood, " + "(" * 199 + "1" + ")" * 199 + ")"
TEXT_30K = "gain(wood, 1); " * 2000

BAD_EFFECTS: list[tuple[str, str, str, int, int]] = [
    # id, text, code, line, col
    ("unterminated_string", 'log("oops)', "P002", 1, 5),
    ("unterminated_string_line_2", 'gain(wood, 1)\n  log("a", "oops)', "P002", 2, 12),
    ("unterminated_string_after_utf8", 'log("café", "x)', "P002", 1, 13),
    ("unterminated_string_after_tab", '\tlog("x)', "P002", 1, 6),
    ("single_quotes", "log('x')", "P004", 1, 5),
    ("missing_paren", "gain(wood, 2", "P003", 1, 13),
    ("missing_paren_nested", "gain(vp, count(in(hand))", "P003", 1, 25),
    ("missing_brace", "if x { gain(wood, 1)", "P003", 1, 21),
    ("missing_brace_multiline", "if x {\n  gain(wood, 1)\n", "P003", 2, 16),
    ("unclosed_choose", "choose { a() | b() ", "P003", 1, 20),
    ("stray_at", "gain(wood, 2) @", "P004", 1, 15),
    ("stray_dollar_line_3", "a()\n\n  b($)", "P004", 3, 5),
    ("uppercase_name", "gain(Wood, 1)", "P004", 1, 6),
    ("stray_closing_brace", "gain(wood, 2) }", "P001", 1, 15),
    ("choose_without_braces", "choose gain(a) | gain(b)", "P001", 1, 8),
    ("choose_with_parens", "choose()", "P001", 1, 7),
    ("while_without_limit", "while x { gain(a) }", "P001", 1, 9),
    ("while_limit_not_number", "while x limit y { a() }", "P001", 1, 15),
    ("empty_if_condition", "if { gain(a) }", "P001", 1, 4),
    ("empty_if_condition_line_3", "a(1)\nb(2)\nif x == { }", "P001", 3, 9),
    ("if_without_block", "if(1)", "P003", 1, 6),
    ("else_without_if", "else { a() }", "P001", 1, 1),
    ("keyword_assignment", "if = 3", "P001", 1, 4),
    ("then_is_not_a_keyword", "if x then { a() }", "P001", 1, 6),
    ("else_on_next_line", "if x { a() }\nelse { b() }", "P001", 2, 1),
    ("for_without_variable", "for in x { a() }", "P001", 1, 5),
    ("keyword_as_let_variable", "let if = 3", "P001", 1, 5),
    ("literal_as_let_variable", "let true = 1", "P001", 1, 5),
    ("keyword_as_for_variable", "for not in x { a() }", "P001", 1, 5),
    ("keyword_as_pick_variable", "pick while in x { a() }", "P001", 1, 6),
    ("keyword_as_argument", "gain(then, 1)", "P001", 1, 6),
    ("keyword_as_value", "let x = choose", "P001", 1, 9),
    ("keyword_as_kwarg", "f(limit=1)", "P001", 1, 3),
    ("keyword_as_attribute", "let x = y.optional", "P001", 1, 11),
    ("in_is_not_a_name", "gain(wood, in)", "P001", 1, 12),
    ("pick_without_source", "pick c in { a() }", "P001", 1, 11),
    ("repeat_without_count", "repeat { a() }", "P001", 1, 8),
    ("optional_without_block", "optional a()", "P001", 1, 10),
    ("let_without_equals", "let x 3", "P001", 1, 7),
    ("double_comma", "gain(wood,, 2)", "P001", 1, 11),
    ("missing_comma", "gain(wood 2)", "P001", 1, 11),
    ("trailing_comma", "gain(wood, 2,)", "P001", 1, 14),
    ("kwarg_without_value", "f(a=)", "P001", 1, 5),
    ("two_statements_one_line", "a() b()", "P001", 1, 5),
    ("guard_without_expr", "choose { when : a() }", "P001", 1, 15),
    ("chained_comparison", "if 1 < 2 < 3 { }", "P001", 1, 10),
    ("newline_inside_call", "a(\n1)", "P001", 1, 3),
    ("attr_is_not_a_method", "foo.bar()", "P001", 1, 4),
    ("too_deep_200", DEEP_200, "P005", 1, 1),
    ("too_deep_61", "x(" + "[" * MAX_DEPTH + "(1)" + "]" * MAX_DEPTH + ")", "P005", 1, 1),
    ("too_long_30k", TEXT_30K, "P005", 1, 1),
    ("too_long_one_over", "a()" + " " * (MAX_TEXT - 3 + 1), "P005", 1, 1),
]


@pytest.mark.parametrize("text, code, line, col", [b[1:] for b in BAD_EFFECTS], ids=[b[0] for b in BAD_EFFECTS])
def test_malformed_effect(text: str, code: str, line: int, col: int) -> None:
    with pytest.raises(ParseError) as info:
        parse_effect(text)
    err = info.value
    assert (err.code, err.line, err.col) == (code, line, col), (err.message, err.hint)
    assert err.message and err.hint
    assert err.code in CODES


def test_malformed_table_covers_every_code() -> None:
    assert len(BAD_EFFECTS) >= 15
    assert {b[2] for b in BAD_EFFECTS} == {"P001", "P002", "P003", "P004", "P005"}


def test_error_messages_are_readable() -> None:
    with pytest.raises(ParseError) as info:
        parse_effect("while x { gain(a) }")
    assert info.value.message == "unexpected '{'" and "'limit'" in info.value.hint
    with pytest.raises(ParseError) as info:
        parse_effect("gain(wood, 2")
    assert "')'" in info.value.hint and "','" in info.value.hint
    with pytest.raises(ParseError) as info:
        parse_effect('log("x)')
    assert info.value.message == "unterminated string" and '"' in info.value.hint
    with pytest.raises(ParseError) as info:
        parse_effect("a(@)")
    assert "'@'" in info.value.message


def test_limits_are_inclusive() -> None:
    parse_effect("x(" + "[" * (MAX_DEPTH - 1) + "1" + "]" * (MAX_DEPTH - 1) + ")")
    parse_effect("a()" + " " * (MAX_TEXT - 3))


def test_brackets_in_a_deep_block_nest() -> None:
    text = "if x {" * (MAX_DEPTH // 2) + "a()" + "}" * (MAX_DEPTH // 2)
    assert isinstance(parse_effect(text).stmts[0], A.If)


# ---- parse_expr ---------------------------------------------------------------------------

BAD_EXPRS: list[tuple[str, str, int, int]] = [
    ("", "P003", 1, 1),
    ("1 +", "P003", 1, 4),
    ("(1", "P003", 1, 3),
    ("not", "P003", 1, 4),
    ("x.", "P003", 1, 3),
    ("[1,", "P003", 1, 4),
    ("a b", "P001", 1, 3),
    ("a == b == c", "P001", 1, 8),
    ("[x for x in]", "P001", 1, 12),
    ("f(1,)", "P001", 1, 5),
    ("a; b", "P001", 1, 2),
    ("1\n+2", "P001", 1, 2),
    ("gain(wood, 1) { }", "P001", 1, 15),
    ('"abc', "P002", 1, 1),
    ("coins >= 2 @ gems", "P004", 1, 12),
    ("Wood", "P004", 1, 1),
    ("(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1), "P005", 1, 1),
]


@pytest.mark.parametrize("text, code, line, col", BAD_EXPRS, ids=[b[0][:20] or "empty" for b in BAD_EXPRS])
def test_malformed_expr(text: str, code: str, line: int, col: int) -> None:
    with pytest.raises(ParseError) as info:
        parse_expr(text)
    assert (info.value.code, info.value.line, info.value.col) == (code, line, col), info.value.message


def test_expr_entry_point_rejects_statements() -> None:
    with pytest.raises(ParseError):
        parse_expr("if x { a() }")
    with pytest.raises(ParseError):
        parse_expr("let x = 1")


# ---- nesting limits -------------------------------------------------------------------------

DEEP_UNBRACKETED = {
    "unary_minus": "let x = " + "-" * 3000 + "x",
    "not_chain": "let x = " + "not " * 3000 + "x",
    "attribute_chain": "let x = a" + ".b" * 3000,
}


@pytest.mark.parametrize("text", list(DEEP_UNBRACKETED.values()), ids=list(DEEP_UNBRACKETED))
def test_deep_unbracketed_nesting_is_p005_not_a_crash(text: str) -> None:
    assert len(text) < MAX_TEXT
    with pytest.raises(ParseError) as info:
        parse_effect(text)
    assert (info.value.code, info.value.line, info.value.col) == ("P005", 1, 1)


def test_long_flat_chains_parse() -> None:
    eff = parse_effect("let x = " + " and ".join(["a"] * 2000))
    value = eff.stmts[0].value  # type: ignore[union-attr]
    assert isinstance(value, A.BoolOp) and len(value.items) == 2000


def test_brackets_inside_strings_do_not_count() -> None:
    eff = parse_effect('log("' + "(" * (MAX_DEPTH + 1) + '")')
    assert eff == A.Effect((A.Call("log", (A.Str("(" * (MAX_DEPTH + 1)),)),))


def test_brackets_inside_comments_do_not_count() -> None:
    eff = parse_effect("# " + "[" * (MAX_DEPTH + 1) + "\na()")
    assert eff == A.Effect((A.Call("a"),))


def test_closing_brackets_in_comment_do_not_raise_the_limit() -> None:
    depth = MAX_DEPTH * 3
    with pytest.raises(ParseError) as info:
        parse_effect("# " + ")" * depth + "\nlet x = " + "(" * depth + "1" + ")" * depth)
    assert info.value.code == "P005"


# ---- the hint names every statement start ----


def test_hint_at_statement_start_mentions_a_call() -> None:
    with pytest.raises(ParseError) as info:
        parse_effect("gain(wood, 1)\n+ 2")
    assert "a name" in info.value.hint and "'while'" in info.value.hint
