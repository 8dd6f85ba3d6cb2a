"""Compiled statement nodes. A frame is [node index, pc, env or None, extra]; all plain data."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, Protocol, cast

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_DEPTH, MAX_REPEAT
from rulesdsl.runtime.machine import Machine

if TYPE_CHECKING:
    from rulesdsl.runtime.ruleset import Ruleset

Fn = Callable[[Machine], Any]
Feas = Callable[[Machine], bool]
REPEAT_CAP: Final = MAX_REPEAT


def always(m: Machine) -> bool:
    """Feasibility of a statement with no precondition."""
    return True


class Node:
    """A compiled statement. Atomic nodes run in place; others own a frame."""

    atomic = False
    idx = -1
    ast: Any = None  # the statement's AST (for rule text: labels, why-not)
    scope: frozenset[str] = frozenset()  # local names where the statement is written (for rule text)

    def __init__(self) -> None:
        self.feasible: Feas = always
        self.where: tuple[str, int, int] = ("", 0, 0)  # file, line, col of the source

    def run(self, m: Machine) -> None:
        """Run an atomic node."""
        raise NotImplementedError

    def enter(self, m: Machine) -> None:
        """Start a non-atomic node: push its frame (or its body's)."""
        m.push(self.idx)

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Advance the node's frame; True when a decision is now pending."""
        raise NotImplementedError

    def resume(self, m: Machine, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Continue after the pending decision was answered."""
        raise NotImplementedError


def all_nodes(rs: Ruleset) -> list[Node]:
    """The ruleset's statements as node objects (the compiler registers nothing else)."""
    return cast("list[Node]", rs.nodes)


def node_at(rs: Ruleset, idx: int) -> Node:
    """The statement node with index `idx`."""
    return cast(Node, rs.nodes[idx])


def sub_statements(node: Node) -> list[Node]:
    """The statement lists a statement runs as its own part: a list's statements, an `if`'s branches, the
    body of a loop or an `as` (not a macro's body, which is shared by every call)."""
    if isinstance(node, Seq):
        return list(node.children)
    if isinstance(node, If):
        out: list[Node] = [b for _, b in node.branches]
        return out + ([node.orelse] if node.orelse is not None else [])
    if isinstance(node, (For, Repeat, While, As)):
        return [node.body]
    return []


class Atomic(Node):
    """A verb call or let: runs to completion at once."""

    atomic = True

    def __init__(self, fn: Callable[[Machine], None]) -> None:
        super().__init__()
        self.fn = fn

    def run(self, m: Machine) -> None:
        """Call the compiled verb."""
        self.fn(m)


class Seq(Node):
    """A statement list."""

    def __init__(self, children: list[Node]) -> None:
        super().__init__()
        self.children = children

    def run(self, m: Machine) -> None:
        """Run a decision-free list inline, in its own scope for `let`."""
        m.frames.append([self.idx, 0, None, None])
        for c in self.children:
            c.run(m)
        m.frames.pop()

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Run atomic children in place; push the next compound child."""
        ch = self.children
        pc = f[1]
        n = len(ch)
        while pc < n:
            c = ch[pc]
            pc += 1
            if c.atomic:
                c.run(m)
            else:
                f[1] = pc
                c.enter(m)
                return False
        m.frames.pop()
        return False


class If(Node):
    """Conditional branches."""

    def __init__(self, branches: list[tuple[Fn, Seq]], orelse: Seq | None) -> None:
        super().__init__()
        self.branches = branches
        self.orelse = orelse

    def run(self, m: Machine) -> None:
        """Run a decision-free conditional inline."""
        for cond, body in self.branches:
            if cond(m):
                body.run(m)
                return
        if self.orelse is not None:
            self.orelse.run(m)

    def enter(self, m: Machine) -> None:
        """Enter the first branch whose condition holds."""
        for cond, body in self.branches:
            if cond(m):
                enter_branch(m, body)
                return
        if self.orelse is not None:
            enter_branch(m, self.orelse)


def enter_branch(m: Machine, body: Seq) -> None:
    """Push a branch of an `if`; a branch of one statement that may wait is entered as that statement (the
    branch's own frame would only pass it on: it binds nothing, and pops once the statement is done)."""
    ch = body.children
    if len(ch) == 1 and not ch[0].atomic:
        ch[0].enter(m)
    else:
        m.push(body.idx)


class Let(Node):
    """Bind a variable in the enclosing frame."""

    atomic = True

    def __init__(self, var: str, value: Fn) -> None:
        super().__init__()
        self.var = var
        self.value = value

    def run(self, m: Machine) -> None:
        """Evaluate and bind."""
        f = m.frames[-1]
        if f[2] is None:
            f[2] = {}
        f[2][self.var] = self.value(m)


class As(Node):
    """Run the body with `me` bound."""

    def __init__(self, player: Fn, body: Seq) -> None:
        super().__init__()
        self.player = player
        self.body = body

    def _player(self, m: Machine) -> int:
        p = self.player(m)
        if type(p) is not int or not 0 <= p < m.st["players"]:
            raise GameRuntimeError(f"'as' needs a player, got {p!r}", "R106")
        return p

    def run(self, m: Machine) -> None:
        """Run a decision-free body inline with the new `me`."""
        m.frames.append([self.idx, 0, {"me": self._player(m)}, None])
        self.body.run(m)
        m.frames.pop()

    def enter(self, m: Machine) -> None:
        """Push the body with the new `me`."""
        m.push(self.body.idx, {"me": self._player(m)})


class For(Node):
    """Loop over a list."""

    def __init__(self, var: str, source: Fn, body: Seq) -> None:
        super().__init__()
        self.var = var
        self.source = source
        self.body = body

    def run(self, m: Machine) -> None:
        """Run a decision-free loop inline."""
        items = self.source(m)
        if not isinstance(items, list):
            raise GameRuntimeError(f"cannot loop over {items!r}", "R106")
        env: dict[str, Any] = {}
        m.frames.append([self.idx, 0, env, None])
        body, var = self.body, self.var
        m.spend(len(items))  # every turn counts against the step budget, spent up front
        for x in list(items):
            env[var] = x
            body.run(m)
        m.frames.pop()

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Push the body for the next element."""
        items = f[3]
        if items is None:
            got = self.source(m)
            if not isinstance(got, list):  # as `run` refuses it (a text would loop over its letters)
                raise GameRuntimeError(f"cannot loop over {got!r}", "R106")
            items = f[3] = list(got)
        i = f[1]
        if i >= len(items):
            m.frames.pop()
            return False
        f[1] = i + 1
        m.push(self.body.idx, {self.var: items[i]})
        return False


class Repeat(Node):
    """Run the body a bounded number of times."""

    def __init__(self, count: Fn, body: Seq) -> None:
        super().__init__()
        self.count = count
        self.body = body

    def run(self, m: Machine) -> None:
        """Run a decision-free repeat inline."""
        n = _count(self.count(m))
        m.spend(n)
        for _ in range(n):
            self.body.run(m)

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Push the body until the count is reached."""
        if f[3] is None:
            f[3] = _count(self.count(m))
        if f[1] >= f[3]:
            m.frames.pop()
            return False
        f[1] += 1
        m.push(self.body.idx)
        return False


def _count(v: Any) -> int:
    """A repeat count: an integer, capped to [0, REPEAT_CAP] (R106 for anything else)."""
    if type(v) is not int:
        raise GameRuntimeError(f"repeat needs a number, got {v!r}", "R106")
    return max(0, min(v, REPEAT_CAP))


class While(Node):
    """Bounded while loop."""

    def __init__(self, cond: Fn, limit: int, body: Seq) -> None:
        super().__init__()
        self.cond = cond
        self.limit = limit
        self.body = body

    def run(self, m: Machine) -> None:
        """Run a decision-free bounded loop inline."""
        i = 0
        while self.cond(m):
            i += 1
            if i > self.limit:
                raise GameRuntimeError(f"loop ran more than its limit of {self.limit}", "R102")
            m.spend()
            self.body.run(m)

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Push the body while the condition holds."""
        if not self.cond(m):
            m.frames.pop()
            return False
        f[1] += 1
        if f[1] > self.limit:
            raise GameRuntimeError(f"loop ran more than its limit of {self.limit}", "R102")
        m.push(self.body.idx)
        return False


class MacroCall(Node):
    """Call a named macro with arguments."""

    # A call from the flow that no action or entity effect reaches (set at load time): where it starts and
    # ends is logged (`macro`, `macro_end` events) when the log is on, so the narrator can tell it as one.
    marked = False

    def __init__(self, name: str, params: list[str], args: list[Fn]) -> None:
        super().__init__()
        self.name = name
        self.params = params
        self.args = args
        self.body_idx = -1  # resolved after every macro is compiled

    def env(self, m: Machine) -> dict[str, Any]:
        """The macro's parameter bindings for this call (none or one, the most frequent, without a loop)."""
        params = self.params
        if len(params) <= 1 and len(self.args) == len(params):
            return {params[0]: self.args[0](m)} if params else {}
        return {p: a(m) for p, a in zip(params, self.args, strict=True)}

    def enter(self, m: Machine) -> None:
        """Push the macro body with its parameters bound (a marked call, while a log is kept, first pushes its
        own frame, whose step pushes the body and, once the body is done, logs the end; without a log that
        frame would do nothing)."""
        if self.marked and m.log is not None:
            m.push(self.idx)
        else:
            m.push(self.body_idx, self.env(m))

    def step(self, m: Machine, f: list[Any]) -> bool:
        """A marked call's own frame: start the body, then log its end."""
        if f[1] == 0:
            f[1] = 1
            env = self.env(m)
            if m.log is not None:
                macro_start(m, self.idx, tuple(env.values()))
            m.push(self.body_idx, env)
            return False
        if m.log is not None:
            macro_end(m, self.idx)
        m.frames.pop()
        return False

    def run(self, m: Machine) -> None:
        """Run a decision-free macro inline."""
        if len(m.frames) >= MAX_DEPTH:
            raise GameRuntimeError("effects nested too deeply", "R103")
        m.budget -= 1
        if m.budget <= 0:
            m.spend(0)
        env = self.env(m)
        if self.marked and m.log is not None:
            macro_start(m, self.idx, tuple(env.values()))
        m.frames.append([self.idx, 0, env, None])
        m.rs.nodes[self.body_idx].run(m)
        m.frames.pop()
        if self.marked and m.log is not None:
            macro_end(m, self.idx)


class Logging(Protocol):
    """What logging a marked macro call needs of the machine. A protocol rather than `Machine`, because a
    compiled (mypyc) module checks a class-typed argument at run time and the injection tests drive the
    generated code with a stand-in machine."""

    @property
    def rs(self) -> Ruleset: ...  # noqa: D102 - a protocol member

    def emit(self, *event: Any) -> None: ...  # noqa: D102
    def me_or_none(self) -> int | None: ...  # noqa: D102


def macro_start(m: Logging, idx: int, values: tuple[Any, ...]) -> None:
    """Log the start of marked macro call `idx`: its name, the acting player and its arguments by name."""
    call = cast(MacroCall, m.rs.nodes[idx])
    m.emit("macro", call.name, m.me_or_none(), tuple(zip(call.params, values, strict=True)))


def macro_end(m: Logging, idx: int) -> None:
    """Log the end of marked macro call `idx`."""
    m.emit("macro_end", cast(MacroCall, m.rs.nodes[idx]).name)


def logged_call(m: Logging, idx: int, fn: Callable[..., None], args: list[Any]) -> None:
    """Generated code's marked macro call `idx` while a log is kept: the body function `fn` between the
    logged start and end (without a log, the generated code calls `fn` directly)."""
    macro_start(m, idx, tuple(args))
    fn(m, *args)
    macro_end(m, idx)
