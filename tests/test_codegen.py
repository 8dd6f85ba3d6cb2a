"""Rules compiled to Python: the same games as the reference interpreter, and content that stays data.

The differential part plays 300 seeded random games per game and player count both ways (the
histories, logs, scores and the generator's state must be identical); `tools/codegen_diff.py` prints the
same comparison with speeds. The injection part tries to smuggle code through every place content text
reaches the generator: strings, names, tag values, keyword names, pack names.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.compiler import pyrun
from rulesdsl.compiler.codegen import Scope, Unsupported, Writer
from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.closures import tag
from rulesdsl.runtime.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
GAMES = 300
HOSTILE = [
    "'); __import__('os').system('touch /tmp/pwned') #",
    '"""\ndef _k1(m):\n    raise SystemExit\n"""',
    "\\'; import os; '",
    "line\nbreak\r\x00nul",
    "\udcff lone surrogate",
    "日本語 and emoji 🎴",
    "{__class__}",
]


@pytest.fixture(scope="module")
def rulesets() -> dict[tuple[str, bool], Ruleset]:
    """Each game loaded twice: generated Python, and the reference interpreter alone."""
    return {(g, py): load_ruleset(ROOT / "rules" / g, python=py) for g in ("bitoku", "tokaido") for py in (True, False)}


def _outcome(rs: Ruleset, players: int, seed: int) -> tuple[object, ...]:
    g, rng = Game.new(rs, players, seed, log=True), random.Random(seed)
    while not g.is_over():
        g.apply(rng.choice(g.legal_actions()))
    return tuple(g.history), tuple(repr(e) for e in g.log or []), tuple(g.scores()), g.state["rng"]


@pytest.mark.parametrize(("game", "players"), [("bitoku", 1), ("bitoku", 2), ("bitoku", 3), ("bitoku", 4),
                                               ("tokaido", 2), ("tokaido", 3), ("tokaido", 4), ("tokaido", 5)])
def test_generated_games_are_the_interpreters_games(rulesets: dict[tuple[str, bool], Ruleset], game: str,
                                                    players: int) -> None:
    compiled, reference = rulesets[(game, True)], rulesets[(game, False)]
    assert compiled.python.installed > 0 and not compiled.python.interpreted
    assert reference.python is None
    for seed in range(GAMES):
        assert _outcome(compiled, players, seed) == _outcome(reference, players, seed), f"seed {seed}"


@pytest.mark.parametrize("game", ["bitoku", "tokaido"])
def test_the_two_rulesets_really_run_different_code(rulesets: dict[tuple[str, bool], Ruleset], game: str) -> None:
    """Guard for the test above: generated functions replace the closures in one ruleset only."""
    def generated(rs: Ruleset) -> int:
        fns = list(rs.steps) + [getattr(n, k, None) for n in rs.nodes for k in ("value", "source", "feasible")]
        return sum(1 for f in fns if "generated" in getattr(getattr(f, "__code__", None), "co_filename", ""))
    assert generated(rulesets[(game, True)]) > 100 and generated(rulesets[(game, False)]) == 0


# ---- injection: content values stay data --------------------------------------------------------------

def _const(v: Any) -> Any:
    return tag(lambda m: v, "const", v)


def _run(writer: Writer, fn: Any, machine: Any = None) -> Any:
    """Write one expression function, check and run the module, call the function."""
    name = writer.expr_function(fn)
    source = "\n\n".join(writer.defs)
    pyrun.check_source(source)
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **writer.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    return ns[name](machine)


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_strings_come_back_unchanged(text: str) -> None:
    w = Writer([])
    assert _run(w, _const(text)) == text
    assert _run(w, tag(lambda m: [text], "list", [_const(text)])) == [text]


class _Machine:
    """Just enough of a machine for variable and counter reads."""

    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values
        self.st = {"shared": values, "counters": [values], "players": 1}
        self.shared, self.counters = values, [values]  # the tables a machine holds (Machine.shared, .counters)

    def var(self, name: str) -> Any:
        return self.values[name]

    def me(self) -> int:
        return 0


@pytest.mark.parametrize("text", HOSTILE)
@pytest.mark.parametrize("op", ["var", "global", "counter"])
def test_hostile_names_are_looked_up_as_data(text: str, op: str) -> None:
    assert _run(Writer([]), tag(lambda m: None, op, text), _Machine({text: 42})) == 42


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_keyword_names_and_attributes_stay_strings(text: str) -> None:
    def impl(m: Any, **kw: Any) -> Any:
        return kw
    w = Writer([])
    assert _run(w, tag(lambda m: None, "kwcall", impl, [(text, _const(1))])) == {text: 1}
    seen: list[Any] = []
    w2 = Writer([])
    w2_fn = tag(lambda m: None, "attr", _const(7), text)
    name = w2.expr_function(w2_fn)
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w2.objects,
                          "_attr": lambda m, v, n: seen.append((v, n)) or n}
    pyrun.check_source("\n".join(w2.defs))
    exec(compile("\n".join(w2.defs), "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    assert ns[name](None) == text and seen == [(7, text)]


@pytest.mark.parametrize("text", HOSTILE)
def test_zones_with_constant_hostile_tags_are_looked_up_as_data(text: str) -> None:
    """`zones(k=v)` with constant tags is written as a lookup by a key passed by reference: neither the tag's
    name nor its value is written into the source, and the zones found are those `zones()` finds."""
    from rulesdsl.runtime.builtins import IMPLS

    class _Zone:
        def __init__(self, tags: dict[str, Any]) -> None:
            self.tags, self.per_player = tags, False

    class _Rules:
        zones = {"a": _Zone({text: text}), "b": _Zone({text: "other"}), "c": _Zone({})}
        zone_query_cache: dict[Any, Any] = {}
        tag_queries: dict[Any, Any] = {}

    from rulesdsl.runtime.machine import Machine

    def machine() -> Machine:  # a real one: the compiled (mypyc) helpers check the type
        return Machine(_Rules(), {"players": 2, "zones": {"a": (), "b": (), "c": ()}, "frames": []})  # type: ignore[arg-type]
    w = Writer([])
    fn = tag(lambda m: None, "kwcall", IMPLS["zones"], [(text, _const(text))])
    assert _run(w, fn, machine()) == ["a"] == IMPLS["zones"](machine(), **{text: text})
    assert "_zones_of" in "\n".join(w.defs) and text not in "\n".join(w.defs)
    assert _run(Writer([]), fn, machine()) == ["a"]  # read back from the cache the first call filled


@pytest.mark.parametrize("text", HOSTILE)
def test_a_field_read_twice_for_one_element_is_read_once(text: str) -> None:
    """`[x.f + x.f for x in s if x.f > 0]`: the field is read once per element (a local unset at each element,
    set where the condition first needs it), and the values are those of reading it each time."""
    reads: list[tuple[Any, str]] = []

    def attr(m: Any, v: Any, name: str) -> Any:
        reads.append((v, name))
        return v
    x = tag(lambda m: None, "cvar", "x")
    field = tag(lambda m: None, "attr", x, text)
    elem = tag(lambda m: None, "binop", "+", field, field)
    cond = tag(lambda m: None, "compare", ">", field, _const(0))
    src = tag(lambda m: None, "list", [_const(v) for v in (3, 0, 5)])
    comp = tag(lambda m: None, "comprehension", "x", src, elem, cond, [], 0)
    w = Writer([])
    name = w.expr_function(comp)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)  # the field's name is written as a string literal (ascii()), as everywhere
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects, "_attr": attr}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    assert ns[name](None) == [6, 10]
    assert reads == [(3, text), (0, text), (5, text)]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_first_match_keeps_hostile_values_and_names_as_data(text: str) -> None:
    """`at([x.f for x in s if x == t], 0)` (the "first" form): hostile strings among the elements, in the
    condition and as the field's name stay data, and the loop stops at the first match."""
    reads: list[tuple[Any, str]] = []

    def attr(m: Any, v: Any, name: str) -> Any:
        reads.append((v, name))
        return [v]
    x = tag(lambda m: None, "cvar", "x")
    elem = tag(lambda m: None, "attr", x, text)
    cond = tag(lambda m: None, "compare", "==", x, _const(text))
    src = tag(lambda m: None, "list", [_const(v) for v in ("a", text, text)])
    first = tag(lambda m: None, "first", "x", src, elem, cond, [], 0)
    w = Writer([])
    name = w.expr_function(first)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects, "_attr": attr}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    assert ns[name](None) == [text]
    assert reads == [(text, text)]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_macro_body_reads_a_hostile_parameter_name_from_its_frame_as_a_key(text: str) -> None:
    """A statement list pushed with its macro's parameters reads them from its frame once
    (`_v = f[2][<ascii name>]`): the name stays a dictionary key, checked source, the exact value back."""
    from rulesdsl.runtime import nodes as N
    got: list[Any] = []

    def record(m: Any, *values: Any) -> None:
        got.append(values)
    param = tag(lambda m: None, "var", text)
    body = N.Seq([N.Atomic(tag(lambda m: None, "call", record, [param, param]))])
    body.idx, body.atomic = 1, True
    call = N.MacroCall("m", [text], [_const(0)])
    call.idx, call.body_idx = 0, 1
    w = Writer([call, body])
    name = w.step_function(body)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    assert f"f[2][{ascii(text)}]" in source and "m.var(" not in source  # read from the frame, not searched
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    frame = [1, 0, {text: 42}, None]

    class _Frames:
        frames = [frame]
    ns[name](_Frames(), frame)
    assert got == [(42, 42)] and _Frames.frames == []


def test_values_that_are_not_plain_literals_are_passed_by_reference() -> None:
    class Sneaky(str):
        def __repr__(self) -> str:
            return "__import__('os')"
    w = Writer([])
    value = Sneaky("x")
    assert _run(w, _const(value)) is value
    assert "__import__" not in "\n".join(w.defs)
    for v in (1.5, (1, 2), {"a": 1}, b"bytes", True, None, -3):
        assert _run(Writer([]), _const(v)) == v


@pytest.mark.parametrize("source", [
    "import os",
    "def _a(m):\n    return __import__('os')",
    "def _a(m):\n    return eval('1')",
    "def _a(m):\n    return m.__class__",
    "def _a(m):\n    return m.zones.__class__",  # the machine's tables are reachable, their insides are not
    "def _a(m):\n    return m.counters.__getitem__",
    "def _a(m):\n    return (lambda: 1)()",
    "class _A:\n    pass",
    "@_d\ndef _a(m):\n    return 1",
    "def _a(m):\n    return [x for x in m]",
    "def open(m):\n    return 1",
    "def _a(m):\n    with m:\n        pass",
    "def _a(m):\n    global _b\n    return 1",
    # arithmetic is the run-time's (checked, bounded); the step count less a whole number is the one exception
    "def _a(m):\n    return m.budget + 1",
    "def _a(m):\n    return m.budget - _b",
    "def _a(m):\n    return m.budget - 1.5",
    "def _a(m):\n    return m.budget - 'x'",
    "def _a(m, _c):\n    return _c.budget - 1",
    "def _a(m):\n    return 9 ** 9 ** 9",
    "def _a(m):\n    return 10 - 1",
    "def _a(m):\n    return m.zones - 1",
    "def _a(m, _i1):\n    return m.budget - len(_i1, _i1)",  # the length of one generated loop list, nothing else
    "def _a(m, _v1):\n    return m.budget - len(_v1)",
    "def _a(m):\n    return m.budget - len(m.zones)",
    "def _a(m, _i1):\n    return m.budget - len(_i1=1)",
    "def _a(m, _i1):\n    return m.budget - list(_i1)",
    "def _a(m, _v1):\n    return m.budget - _v1",  # a repeat's count, no other local
    "def _a(m, _n1):\n    return m.budget - -_n1",
])
def test_the_source_check_refuses_what_the_generator_never_writes(source: str) -> None:
    with pytest.raises(pyrun.UnsafeSource):
        pyrun.check_source(source)


@pytest.mark.parametrize("steps", ["1", "len(_i7)", "_n3"])
def test_the_source_check_takes_the_step_count_written_out(steps: str) -> None:
    pyrun.check_source(f"def _a(m, _i7, _n3):\n    m.budget = _b = m.budget - {steps}\n"
                       "    if _b <= 0:\n        m.spend(0)")


def test_a_closure_without_a_resolved_form_keeps_the_interpreter() -> None:
    with pytest.raises(Unsupported):
        Writer([]).expr(lambda m: 1, Scope())


def _mini_copy(tmp: Path, **subs: str) -> Path:
    dest = tmp / "mini"
    shutil.copytree(MINI, dest)
    for fname, (old, new) in ((k.replace("__", "."), v.split("=>", 1)) for k, v in subs.items()):
        p = dest / fname
        text = p.read_text(encoding="utf-8")
        assert old in text, (fname, old)
        p.write_text(text.replace(old, new), encoding="utf-8")
    return dest


def test_hostile_content_plays_and_stays_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A DSL string (the grammar's strings hold anything but a double quote and a line break) in a `let`,
    a comparison and a log message: compiled, the game is the interpreter's and the text comes back as is."""
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    evil = "'); __import__('os').system('touch PWNED') #\\ \\n 日本"
    stmt = f'let s = "{evil}"\n      if s == "{evil}" {{ log("{evil}", 1) }}\n      log("richest", '
    root = _mini_copy(tmp_path, macros__yaml='log("richest", =>' + stmt)
    monkeypatch.chdir(tmp_path)
    outcomes = []
    for python in (True, False):
        rs = load_ruleset(root, python=python)
        if python:
            assert rs.python.installed > 0 and not rs.python.interpreted
            assert ascii(evil) in rs.python.source
            pyrun.check_source(rs.python.source)
        g, rng = Game.new(rs, 2, 3, log=True), random.Random(3)
        while not g.is_over():
            g.apply(rng.choice(g.legal_actions()))
        outcomes.append((g.history, [repr(e) for e in g.log or []], [e for e in g.log or [] if e[0] == "log"]))
    assert outcomes[0] == outcomes[1]
    assert any(e[2] == evil for e in outcomes[0][2])
    assert not (tmp_path / "PWNED").exists()


def test_a_run_time_error_names_the_same_content_position(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    broken = "gain(round, 1)\n        gain(round, 1 // (round - round))\n"
    root = _mini_copy(tmp_path, macros__yaml="gain(round, 1)\n=>" + broken)
    hints = []
    for python in (True, False):
        rs = load_ruleset(root, python=python)
        with pytest.raises(GameRuntimeError) as err:
            Game.new(rs, 2, 1)
        hints.append((err.value.code, err.value.hint))
    assert hints[0] == hints[1] and hints[0][0] == "R106" and "macros.yaml:" in hints[0][1]


@pytest.mark.parametrize(("function", "static"), [
    ("leg", True), ("next_inn", True), ("road_ahead", True), ("spots_at", True), ("return_trip", True),
    ("has_room", False),      # free() reads the zones' contents
    ("reachable", False),     # pw.zone reads an object
    ("may_stop", False),      # coins: a counter of `me`
    ("pawn_of", False),       # in_each() reads the zones' contents
])
def test_which_content_functions_are_remembered(rulesets: dict[tuple[str, bool], Ruleset], function: str,
                                                static: bool) -> None:
    from rulesdsl.compiler.static import is_static
    sig = rulesets[("tokaido", True)].adhoc.func_sigs[function]
    assert is_static(sig, {}) is static


def _MemoMachine() -> Any:  # noqa: N802 - reads as the class it stands for
    """A real (empty) machine with a step budget of 100 (none in reserve) and an empty static memo: the
    compiled build's helpers accept nothing else."""
    from rulesdsl.runtime.machine import Machine
    m = Machine(None, {"frames": []})  # type: ignore[arg-type]
    m.memo, m.budget, m.reserve = {}, 100, 0
    return m


def _one_arg(which: str) -> Any:
    """`pyrt.<which>` called as a remembered function of one argument (`memo_call2`: with a constant second)."""
    from rulesdsl.runtime import pyrt
    if which != "memo_call2":
        return getattr(pyrt, which)
    return lambda m, fn, ident, a: pyrt.memo_call2(m, lambda m2, x, y: fn(m2, x), ident, a, "second")


MEMO_HELPERS = ["memo_call", "memo_call1", "memo_call2"]


@pytest.mark.parametrize("which", MEMO_HELPERS)
def test_a_remembered_call_gives_each_caller_its_own_list_and_spends_the_same_steps(which: str) -> None:
    memo_call = _one_arg(which)
    calls: list[Any] = []

    def fn(m: Any, a: Any) -> Any:
        calls.append(a)
        m.budget -= 3  # the steps its own calls would spend
        return [a, a]
    m = _MemoMachine()
    first = memo_call(m, fn, 1, 5)
    first.append("changed by the caller")
    assert memo_call(m, fn, 1, 5) == [5, 5] and calls == [5]
    assert m.budget == 100 - 3 - 3
    assert memo_call(m, fn, 1, True) == [True, True] and calls == [5, True]  # True is not the key 1
    m.budget = 2
    with pytest.raises(GameRuntimeError) as err:
        memo_call(m, fn, 1, 5)
    assert err.value.code == "R107"


@pytest.mark.parametrize("which", MEMO_HELPERS)
def test_values_that_could_change_are_not_remembered(which: str) -> None:
    memo_call = _one_arg(which)
    calls: list[Any] = []

    def fn(m: Any, a: Any) -> Any:
        calls.append(a)
        return [[a]]  # a list holding a list: a caller could change the inner one
    m = _MemoMachine()
    memo_call(m, fn, 2, 1)
    memo_call(m, fn, 2, 1)
    memo_call(m, fn, 2, [1])  # a list argument is no key
    assert calls == [1, 1, [1]]


def test_two_arguments_share_the_packed_calls_memo() -> None:
    """`memo_call2` files a value under the key `memo_call` gives the same call: either finds the other's."""
    from rulesdsl.runtime import pyrt
    calls: list[Any] = []

    def fn(m: Any, a: Any, b: Any) -> Any:
        calls.append((a, b))
        return [a, b]
    m = _MemoMachine()
    assert pyrt.memo_call2(m, fn, 7, "x", 2) == ["x", 2] == pyrt.memo_call(m, fn, 7, "x", 2)
    assert pyrt.memo_call(m, fn, 7, None, "y") == [None, "y"] == pyrt.memo_call2(m, fn, 7, None, "y")
    assert calls == [("x", 2), (None, "y")]
    assert pyrt.memo_call2(m, fn, 7, "x", True) == ["x", True] == pyrt.memo_call2(m, fn, 7, "x", True)
    assert calls[-2:] == [("x", True), ("x", True)]  # a truth value is no key (True == 1)


@pytest.mark.parametrize(("game", "players"), [("bitoku", 4), ("tokaido", 3)])
def test_a_state_saved_mid_game_resumes_the_same_on_either_engine(rulesets: dict[tuple[str, bool], Ruleset],
                                                                  game: str, players: int) -> None:
    """The generated code keeps the interpreter's frames wherever a game can stop, so a snapshot taken on one
    engine resumes on the other."""
    import json
    compiled, reference = rulesets[(game, True)], rulesets[(game, False)]
    g, rng = Game.new(compiled, players, 11), random.Random(11)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    snapshot = json.dumps(g.state)
    ends = []
    for rs in (compiled, reference):
        h = Game(rs, json.loads(snapshot), list(g.history))
        r = random.Random(5)
        while not h.is_over():
            h.apply(r.choice(h.legal_actions()))
        ends.append((h.history, h.scores()))
    assert ends[0] == ends[1]


@pytest.mark.parametrize(("root", "packs", "players"), [
    ("tests/fixtures/rulesets/mini", ["tests/fixtures/packs/mini_extra"], 2),
    ("tests/fixtures/rulesets/mini", ["tests/fixtures/packs/mini_extra", "tests/fixtures/packs/mini_more"], 3),
    ("rules/bitoku", ["rules/bitoku-packs/tanuki"], 2),
])
def test_packs_layered_over_a_game_compile_to_the_same_games(root: str, packs: list[str], players: int) -> None:
    """A pack's extended macros and added cards go through the generator like the base game."""
    pk = [ROOT / p for p in packs]
    compiled, reference = load_ruleset(ROOT / root, pk), load_ruleset(ROOT / root, pk, python=False)
    assert compiled.python.installed > 0 and not compiled.python.interpreted
    for seed in range(25):
        assert _outcome(compiled, players, seed) == _outcome(reference, players, seed), f"seed {seed}"


def test_an_expression_too_deep_for_python_keeps_its_closure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the statement holding it stays with the interpreter; the game is the same."""
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    deep = "(" * 45 + "1" + " + 1)" * 45
    root = _mini_copy(tmp_path, macros__yaml=f"gain(round, 1)\n=>gain(round, 1)\n        gain(round, {deep} - 46)\n")
    compiled, reference = load_ruleset(root), load_ruleset(root, python=False)
    assert compiled.python.installed > 0
    assert any("nested more than" in x for x in compiled.python.interpreted)
    for seed in range(5):
        assert _outcome(compiled, 2, seed) == _outcome(reference, 2, seed)


@pytest.mark.parametrize(("game", "players"), [("bitoku", 4), ("bitoku", 1), ("tokaido", 3)])
def test_the_default_agent_plays_the_same_game_on_either_engine(rulesets: dict[tuple[str, bool], Ruleset],
                                                                game: str, players: int) -> None:
    """The planner reads the evaluation terms, which are generated too (`pyrun.python_expressions`): the same
    choices, and the same scores, as on the interpreter alone."""
    from rulesdsl.agents import make_agent
    from rulesdsl.agents.evaluation import compile_terms
    from rulesdsl.sim.play import play_out
    compiled, reference = rulesets[(game, True)], rulesets[(game, False)]
    terms = compile_terms(compiled)
    assert any("generated" in getattr(getattr(fn, "__code__", None), "co_filename", "") for fn, _ in terms)
    ends = []
    for rs in (compiled, reference):
        g = Game.new(rs, players, 3)
        play_out(g, [make_agent("planner", i) for i in range(players)])
        ends.append((g.history, g.scores()))
    assert ends[0] == ends[1]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_parameter_names_of_a_macro_call_stay_dictionary_keys(text: str) -> None:
    """The generated `enter` of a macro call that may wait writes its parameters as the keys of the frame's
    environment: `ascii()` text, checked source, the exact name back."""
    from rulesdsl.runtime import nodes as N
    call = N.MacroCall("m", [text], [_const(text)])
    call.body_idx = 7
    w = Writer([])
    name = w.enter_function(call)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    pushed: list[Any] = []

    class _Pushing:
        def push(self, idx: int, env: Any = None) -> None:
            pushed.append((idx, env))
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    ns[name](_Pushing())
    assert pushed == [(7, {text: text})]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_logged_macro_call_writes_its_index_not_its_name(text: str) -> None:
    """A macro call whose start and end are logged (`MacroCall.marked`) writes only the node's index into the
    generated code: the hostile name never appears, the log gets it back exactly, and nothing is logged
    (not even looked up) when the log is off."""
    from types import SimpleNamespace

    from rulesdsl.runtime import nodes as N
    body = N.Seq([])
    body.idx = 0
    call = N.MacroCall("macro " + text, [text], [_const(7)])
    call.idx, call.body_idx, call.marked = 1, 0, True
    seq = N.Seq([call])
    seq.idx = 2
    w = Writer([body, call, seq])
    name = w.step_function(seq)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    assert ascii(call.name) not in source and call.name not in source
    assert "_logged_call(m, 1, " in source and "if m.log is None:" in source
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    for log in ([], None):
        m = SimpleNamespace(log=log, budget=10, frames=[[2, 0, None, None]],
                            rs=SimpleNamespace(nodes=[body, call, seq]), me_or_none=lambda: None,
                            spend=lambda n=1: None)
        m.emit = lambda *e, m=m: m.log.append(e)
        ns[name](m, m.frames[-1])
        assert log is None or log == [("macro", call.name, None, ((text, 7),)), ("macro_end", call.name)]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_strings_in_one_call_of_several_expressions(text: str) -> None:
    """`Writer.values_function` (an evaluation's terms in one call) writes content values as data too."""
    w = Writer([])
    name = w.values_function([_const(text), tag(lambda m: [text], "list", [_const(text)]), tag(lambda m: 0, "me")])
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    assert ns[name](_Machine({})) == [text, [text], 0]


def test_evaluation_terms_run_in_one_call_and_skip_products_with_a_zero_factor(
        rulesets: dict[tuple[str, bool], Ruleset]) -> None:
    """Bitoku's solo-only terms (`x * at([0, 1, 0, 0, 0], num_players)`) are 0 with 2-4 players: they are
    not computed there, and are at 1 player; a term weighted 0 is never computed. The games stay the same
    (`test_the_default_agent_plays_the_same_game_on_either_engine`, whose reference computes every term)."""
    from rulesdsl.agents.evaluation import declared_terms, game_values
    from rulesdsl.runtime.machine import Machine
    rs = rulesets[("bitoku", True)]
    terms = declared_terms(rs)
    weighted = [t for t in terms if t.get("weight", 1) != 0]
    solo = [t for t in weighted if "at([0, 1, 0, 0, 0], num_players)" in t["expr"]]
    assert solo and len(weighted) < len(terms)
    for players, count in ((1, len(weighted)), (4, len(weighted) - len(solo))):
        g = Game.new(rs, players, 1)
        values, weights = game_values(rs, None, Machine(rs, g.state))
        assert values is not None and len(weights) == count
        m = Machine(rs, g.state)
        m.frames.append([-1, 0, {"me": 0}, None])
        assert len(values.values(m, 0, {})) == count
    assert game_values(rulesets[("bitoku", False)], None, Machine(rs, g.state))[0] is None  # the interpreter alone


@pytest.mark.parametrize(("text", "fixed"), [
    ("at([0, 1, 0, 0, 0], num_players)", True), ("num_players * 2 - 1", True), ("count(zones(area=bslot))", True),
    ("vp * 2", False), ("count(in(visions))", False), ("year", False), ("me", False),
    ("count([x for x in players if x == me])", False)])
def test_which_expressions_are_fixed_for_a_whole_game(rulesets: dict[tuple[str, bool], Ruleset], text: str,
                                                      fixed: bool) -> None:
    from rulesdsl.compiler.static import fixed_in_game
    fn, diags = rulesets[("bitoku", False)].adhoc.expr(text)
    assert fn is not None and not [d for d in diags if d.severity == "error"]
    assert fixed_in_game(fn) is fixed


@pytest.mark.parametrize("text", HOSTILE)
def test_parts_fixed_for_one_game_are_written_as_its_constants(text: str) -> None:
    """`values_function(fold=...)`: a sub-expression with one value for the game (a list of zones) is written
    as that value, by reference, each call getting its own list; content text stays data."""
    calls: list[int] = []

    def impl(m: Any) -> list[str]:
        calls.append(1)
        return [text]
    fn = tag(lambda m: impl(m), "call", impl, [])
    w = Writer([])
    name = w.values_function([fn, fn, _const(3)], fold=lambda f: (True, [text, "b"]) if f is fn else (False, None))
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    got = ns[name](_Machine({}))
    assert got == [[text, "b"], [text, "b"], 3] and got[0] is not got[1] and not calls
    got[0].append("x")
    assert ns[name](_Machine({}))[0] == [text, "b"]


def test_a_comprehension_variable_is_fixed_only_inside_its_comprehension(
        rulesets: dict[tuple[str, bool], Ruleset]) -> None:
    from rulesdsl.compiler.static import fixed_in_game
    fn, _ = rulesets[("bitoku", False)].adhoc.expr('[ztag(x, "region") for x in zones(area=bslot)]')
    assert fn is not None and fixed_in_game(fn)
    elem = fn.ir[3]  # ("comprehension", var, source, elem, ...): the element reads the loop's variable
    assert fn.ir[0] == "comprehension" and not fixed_in_game(elem)


def _zone_rules(text: str) -> Any:
    """A stand-in ruleset with shared zones (one not in play), a per-player zone and a hostile zone id."""
    from rulesdsl.runtime.ruleset import RZone

    class _Rules:
        zones = {z: RZone(z, pp, "public", None, {"t": f"{z}!", "k": k}, None)
                 for z, pp, k in (("a", False, 1), ("gone", False, 1), ("hand", True, 2), ("far", True, 2),
                                  (text, False, 1))}
        player_keys = {"hand": ["hand.0", "hand.1"], "far": ["far.0", "far.1"]}  # far: not in play
        zone_query_cache: dict[Any, Any] = {}
        tag_queries: dict[Any, Any] = {}

        def read_rows(self, column: list[str]) -> list[dict[str, Any]]:
            return []  # no entities: an object's reads would go to them (none are read here)
    return _Rules()


def _zone_machine(rules: Any, text: str) -> Any:
    from rulesdsl.runtime.machine import Machine
    st = {"players": 2, "zones": {"a": (1000, 1001), "hand.0": (1002,), "hand.1": (1003, 1004), text: (1005,)},
          "frames": [[-1, 0, {"me": 1, "v": 1}, None]], "obj_entity": ["x"] * 6}
    return Machine(rules, st)


@pytest.mark.parametrize("text", HOSTILE)
def test_zone_reads_written_from_the_declarations_read_what_the_interpreter_reads(text: str) -> None:
    """`in(z)`, `count(in(z))`, `in_each` of a declared list or of `zones(k=v)` and `ztag(z, "t")` with ids written
    in the text are generated as direct reads of the state (a per-player zone: `me`'s; a zone not in play:
    empty), and `zones(k=v)` with a value known only at play by a key built in place; each gives the
    interpreter's value, and hostile zone ids and tag names stay data."""
    from rulesdsl.runtime.builtins import IMPLS

    def call(name: str, *args: Any) -> Any:
        return tag(lambda m: IMPLS[name](m, *[a(m) for a in args]), "call", IMPLS[name], list(args))
    grp = tag(lambda m: ["a", "gone", text], "group", ["a", "gone", text])
    tagged = tag(lambda m: IMPLS["zones"](m, k=1), "kwcall", IMPLS["zones"], [("k", _const(1))])
    cases = [call("in", _const(z)) for z in ("a", "gone", "hand", "far", text)]
    cases += [call("in", _const(z), _const(None)) for z in ("a", "hand", "far")]
    cases += [call("count", call("in", _const(z))) for z in ("a", "gone", "hand", "far", text)]
    var = tag(lambda m: m.var("v"), "var", "v")  # a tag value known only at play: the key built in place
    by_var = [tag(lambda m, kws=kws: IMPLS["zones"](m, **{k: f(m) for k, f in kws}), "kwcall", IMPLS["zones"], kws)
              for kws in ([("k", var)], [(text, var), ("k", _const(1))], [("k", var), ("t", _const("a!"))])]
    cases += [call("in_each", grp), call("in_each", tagged), call("in_each", grp, _const(None))]
    cases += by_var + [call("in_each", z) for z in by_var]
    cases += [call("ztag", _const(z), _const(t)) for z in ("a", "gone", "hand", text, "nowhere", None)
              for t in ("t", "k", "none", text)]
    rules = _zone_rules(text)
    for fn in cases:
        w = Writer([], None, rules.zones, rules.player_keys)
        source_name = w.expr_function(fn)
        source = "\n\n".join(w.defs)
        pyrun.check_source(source)
        assert not any(f"_k{i}(m, " in source for i in range(1, 4)), source  # no built-in called: read directly
        ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
        exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
        got = ns[source_name](_zone_machine(rules, text))
        assert got == fn(_zone_machine(rules, text)), source


def _counter_rules(text: str) -> Any:
    """A stand-in ruleset with plain counters (one named with a hostile id) and watched ones (a supply's, the
    score, a rival's score), which the generated code must leave to `world.add_counter`."""
    class _Rules:
        counter_bounds = {"p": (0, 10), text: (-5, None), "vp": (0, None), "wood": (0, 5)}
        global_bounds = {"g": (1, 6), "rival_vp": (0, None), "pool": (0, 9)}
        supplies = {"wood": "pool"}
        rival_index = {"rival_vp": 0}
        rivals = ["bot"]
        score = "vp"
        zones: dict[str, Any] = {}
        player_keys: dict[str, list[str]] = {}
    return _Rules()


def _counter_machine(rules: Any, text: str) -> Any:
    from rulesdsl.runtime.machine import Machine
    st = {"players": 2, "counters": [{"p": 3, text: 0, "vp": 0, "wood": 1} for _ in range(2)],
          "shared": {"g": 2, "rival_vp": 0, "pool": 2}, "section": "s", "breakdown": {},
          "frames": [[-1, 0, {"me": 1}, None]], "obj_entity": []}
    return Machine(rules, st, log=[])


@pytest.mark.parametrize("text", HOSTILE)
def test_counter_writes_in_place_change_and_log_what_the_verbs_do(text: str) -> None:
    """`set`/`gain` of a counter named in the text that no supply, score or rival follows are written in place:
    the same values (clamped to the bounds), the same log events and the same coded errors as the verbs;
    watched counters, a given player and computed names still call the verb; a hostile id stays data."""
    from rulesdsl.runtime.builtins import IMPLS
    rules = _counter_rules(text)
    values = [2, 0, -100, 1000, 7, True, "x", None, 2 ** 70]
    cases = [(verb, c, v) for verb in ("set", "gain") for c in ("p", text, "g", "vp", "wood", "rival_vp", "pool")
             for v in values]
    plain = pyrun.plain_counters(rules)  # type: ignore[arg-type]
    assert set(plain) == {"p", text, "g", "pool"}
    inline = 0
    for verb, counter, value in cases:
        args = [_const(counter), _const(value), _const(None)]
        fn = tag(lambda m, verb=verb, args=args: IMPLS[verb](m, *[a(m) for a in args]), "call", IMPLS[verb], args)
        w = Writer([], None, rules.zones, rules.player_keys, plain)
        name = w.expr_function(fn)
        source = "\n\n".join(w.defs)
        pyrun.check_source(source)
        inline += "_write_counter(" in source or "_set_global(" in source
        ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
        exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
        outcomes = []
        for run in (ns[name], fn):
            m = _counter_machine(rules, text)
            try:
                run(m)
                outcomes.append((m.st["counters"], m.st["shared"], m.st["breakdown"], m.log))
            except GameRuntimeError as err:
                outcomes.append(err.code)
        assert outcomes[0] == outcomes[1], (verb, counter, value, source)
    # set of p, text, g, pool; gain of p, text (a global's gain keeps the verb)
    assert inline == len(values) * 6


@pytest.mark.parametrize("text", HOSTILE[:3])
def test_a_global_set_to_a_number_in_bounds_is_a_store_that_logs_as_the_verb(text: str) -> None:
    """`set(g, n)` as a statement, `g` a global counter written in place and n a whole number within its
    bounds, stores n while no log is kept and calls `set_global` while one is (it logs the change): the same
    values and events as the verb, logged or not; other values and counters keep their call; a hostile global
    counter id is stored under as data."""
    from rulesdsl.runtime.builtins import IMPLS
    rules = _counter_rules(text)
    hostile = text + "_g"  # a global counter with a hostile id
    rules.global_bounds = {**rules.global_bounds, hostile: (0, 50)}
    plain = pyrun.plain_counters(rules)  # type: ignore[arg-type]
    stores = 0
    for counter in ("g", "pool", hostile, text, "p", "rival_vp"):
        for value in (2, 1, 6, 0, 7, 50, -1, True, 2 ** 70):
            args = [_const(counter), _const(value), _const(None)]
            fn = tag(lambda m, args=args: IMPLS["set"](m, *[a(m) for a in args]), "call", IMPLS["set"], args)
            w = Writer([], None, rules.zones, rules.player_keys, plain)
            source = "\n".join(["def _t(m):", *w.stmt(N.Atomic(fn), Scope(), "    ", "-1")])
            pyrun.check_source(source)
            stores += f"m.shared[{ascii(counter)}] = " in source
            ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
            exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
            for log in (None, []):
                outcomes = []
                for run in (ns["_t"], fn):
                    m = _counter_machine(rules, text)
                    m.st["shared"][hostile] = 3
                    m.log = None if log is None else []
                    try:
                        run(m)
                        outcomes.append((m.st["counters"], m.st["shared"], m.log))
                    except GameRuntimeError as err:
                        outcomes.append(err.code)
                assert outcomes[0] == outcomes[1], (counter, value, log, source)
    assert stores == 3 + 5 + 6  # g (1-6): 2, 1, 6 (True is no number); pool (0-9): 2, 1, 6, 0, 7; hostile (0-50):
    # 2, 1, 6, 0, 7, 50; none of the per-player or watched counters


@pytest.mark.parametrize("op", ["<", "<=", ">", ">="])
def test_order_tests_of_integers_use_python_comparison_and_the_rest_keep_their_checks(op: str) -> None:
    """An order test between integers written in the text and queries that only return integers (`count`, `free`,
    `sum`, `index_of`) is Python's comparison; any other operand (a list element that may be none, a text)
    keeps the checked form, which is false for none and R106 for kinds without an order. Both give the
    interpreter's value or code."""
    from rulesdsl.runtime.builtins import IMPLS
    from rulesdsl.runtime.pyrt import ge, gt, le, lt

    checked = {"<": lt, "<=": le, ">": gt, ">=": ge}[op]

    def call(name: str, *args: Any) -> Any:
        return tag(lambda m: IMPLS[name](m, *[a(m) for a in args]), "call", IMPLS[name], list(args))
    whole = [_const(3), _const(-2), call("count", _const([1, 2])), call("sum", _const([4, 5])),
             call("index_of", _const(["a", "b"]), _const("b")), call("count", _const("x"))]
    other = [_const(None), _const(True), _const("x"), call("at", _const([None]), _const(0)), call("max", _const([]))]
    for left in whole + other:
        for right in whole + other:
            fn = tag(lambda m, a=left, b=right: checked(a(m), b(m)), "compare", op, left, right)
            w = Writer([])
            name = w.expr_function(fn)
            source = "\n\n".join(w.defs)
            pyrun.check_source(source)
            assert ("_" + checked.__name__ + "(" not in source) == (left in whole and right in whole), source
            ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
            exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
            outcomes = []
            for run in (ns[name], fn):
                try:
                    outcomes.append(run(_zone_machine(_zone_rules("z"), "z")))
                except GameRuntimeError as err:
                    outcomes.append(err.code)
            assert outcomes[0] == outcomes[1], source


@pytest.mark.parametrize(("text", "checked"), [
    ("[x for x in players]", False), ("[x for x in [1, 2]]", False), ("[x for x in in(hand)]", False),
    ("[x for x in in_each(rock_slots)]", False), ("[z for z in zones(area=bslot)]", False),
    ("[x for x in [y for y in players if y != me]]", False), ("[r for r in southern_regions]", False),
    ("[s for s in tengu_free_space(yomi)]", True), ("[x for x in at([[1], [2]], 0)]", True),
    ("count([x for x in at([1, 2], 0) if x > 0]) > 0", True), ("count([x for x in players if x > 0]) > 0", False)])
def test_a_loop_over_what_is_always_a_list_runs_without_the_list_check(
        rulesets: dict[tuple[str, bool], Ruleset], text: str, checked: bool) -> None:
    """A comprehension's source that always gives a list (a list written out, a comprehension, a declared
    group, the players, `in`, `in_each`, `zones`) is looped over as it is; any other source keeps the check,
    which refuses a value that is no list with R106, as the interpreter does."""
    from rulesdsl.runtime.machine import Machine
    rs = rulesets[("bitoku", False)]
    fn, diags = rs.adhoc.expr(text)
    assert fn is not None and not [d for d in diags if d.severity == "error"], diags
    w = Writer(N.all_nodes(rs), pyrun.function_numbers(rs), rs.zones, rs.player_keys)
    name = w.expr_function(fn)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    loops = [line for line in source.splitlines() if line.strip().startswith("for ")]
    assert loops and any("_items(" in line for line in loops) is checked, source
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    g = Game.new(rs, 2, 1)
    outcomes = []
    for run in (ns[name], fn):
        m = Machine(rs, g.state)
        m.frames.append([-1, 0, {"me": 0}, None])
        try:
            outcomes.append(run(m))
        except GameRuntimeError as err:
            outcomes.append(err.code)
    assert outcomes[0] == outcomes[1], source


@pytest.mark.parametrize("text", HOSTILE)
def test_a_tag_read_of_a_computed_zone_refuses_a_list_as_the_built_in_does(text: str) -> None:
    """`ztag(z, "t")` with `z` known only at play reads the tag table unless `z` is a list, which the built-in
    refuses with its R106 (a list cannot be a table key); other values read as the interpreter reads them."""
    from rulesdsl.runtime.builtins import IMPLS
    rules = _zone_rules(text)
    for value in ([1], ["a"], [], "a", text, None, 5):
        zone = tag(lambda m, v=value: v, "var", "z")
        fn = tag(lambda m, z=zone: IMPLS["ztag"](m, z(m), "t"), "call", IMPLS["ztag"], [zone, _const("t")])
        w = Writer([], None, rules.zones, rules.player_keys)
        name = w.expr_function(fn)
        source = "\n\n".join(w.defs)
        pyrun.check_source(source)
        assert "is not list" in source, source
        ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
        exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
        outcomes = []
        for run in (ns[name], fn):  # the variable is read from the frame: bound there
            m = _zone_machine(rules, text)
            m.frames[0][2]["z"] = value
            try:
                outcomes.append(run(m))
            except GameRuntimeError as err:
                outcomes.append(err.code)
        assert outcomes[0] == outcomes[1] and (outcomes[0] == "R106") is (type(value) is list), (value, outcomes)


@pytest.mark.parametrize("text", HOSTILE)
def test_membership_in_a_hostile_declared_group_stays_data(text: str) -> None:
    """`contains(group, x)` over a declared group is written as `_has(<tuple by reference>, x)`: the group's
    values never enter the source, the checked source runs, and the answer is `contains`'s own."""
    from rulesdsl.runtime.builtins import IMPLS
    from rulesdsl.runtime.machine import Machine
    m = Machine(None, {"frames": []})  # type: ignore[arg-type]  # a real one: compiled (mypyc) built-ins check it
    grp = [text, "plain"]
    group = tag(lambda m: list(grp), "group", grp)
    for probe, want in ((text, True), ("absent", False)):
        w = Writer([])
        fn = tag(lambda m: None, "call", IMPLS["contains"], [group, _const(probe)])
        assert _run(w, fn, m) is want == IMPLS["contains"](m, list(grp), probe)
        source = "\n".join(w.defs)
        assert "_has(" in source and "plain" not in source  # the group went by reference, not written out


def test_the_compilers_machine_over_no_state_is_made_in_every_build() -> None:
    """`act(group)` and `run(x, slot)` read their id with a machine over no state: if making that machine failed
    (as the compiled build once did on a state without tables), every such statement would be dropped."""
    from rulesdsl.compiler.stmts import _const_id, _no_machine
    m = _no_machine()
    assert (m.zones, m.shared, m.counters, m.reads, m.props) == ({}, {}, [], [], [])
    assert _const_id(lambda m: "inn_stop") == "inn_stop"
    assert _const_id(lambda m: m.var("slot")) is None  # not a constant: it reads the game


@pytest.mark.parametrize("text", HOSTILE)
def test_a_one_statement_branch_and_a_marked_call_are_entered_with_their_arguments_as_data(text: str) -> None:
    """An `if` branch of one statement that may wait is entered as that statement; a macro call told as one in
    the log pushes its own frame only while a log is kept, else its body with the arguments (a hostile text
    stays a string, in the generated code as in the interpreter)."""
    call = N.MacroCall("m", ["p"], [_const(text)])
    call.marked, call.idx, call.body_idx = True, 7, 3
    branch = N.Seq([call])
    branch.idx = 9
    node = N.If([(_const(True), branch)], None)
    w = Writer([])
    name = w.enter_function(node)
    source = "\n\n".join(w.defs)
    pyrun.check_source(source)
    assert "m.push(9)" not in source
    ns: dict[str, Any] = {"__builtins__": pyrun.BUILTINS, **pyrun.RUNTIME, **w.objects}
    exec(compile(source, "<test>", "exec"), ns)  # noqa: S102 - the generator's output under test
    from rulesdsl.runtime.machine import Machine
    for log, want in ((None, [[3, 0, {"p": text}, None]]), ([], [[7, 0, None, None]])):
        generated, interpreted = (Machine(None, {"frames": []}, log) for _ in range(2))  # type: ignore[arg-type]
        ns[name](generated)
        node.enter(interpreted)
        assert generated.frames == interpreted.frames == want
