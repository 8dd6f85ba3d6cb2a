"""Write Python source for a compiled ruleset: expressions, content functions and decision-free statements.

The generator reads only the resolved form the compiler attached to each closure (`exprs.tag`) and the
statement nodes; content text never reaches it. Every identifier it writes is its own (`m`, `f` or `_`
plus letters and a number); every content value is written with `ascii()` of a `str` or `repr()` of an
`int`/`bool`/`None`, and anything else is passed by reference in the module's namespace. Code that can
stop at a decision keeps the interpreter's resumable frames; `pyrun.py` runs what is written here. The
expressions are written by `codegen_exprs.py`; this module adds the statements.
"""

from __future__ import annotations

import re

from rulesdsl.compiler.codegen_exprs import IND, ExprWriter, Scope, Unsupported, tick_lines
from rulesdsl.compiler.static import listy, repeated_reads
from rulesdsl.limits import MAX_INT
from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.builtins import IMPLS
from rulesdsl.runtime.nodes import Fn

__all__ = ["Scope", "Unsupported", "Writer"]


class Writer(ExprWriter):
    """Writes one module of Python functions for one ruleset: its expressions and its statements."""

    # ---- statements ----------------------------------------------------------------------------
    def block(self, seq: N.Seq, sc: Scope, ind: str, at: str) -> list[str]:
        """A statement list run inline: its own scope, `_at` naming it while it runs."""
        out = [f"{ind}_at = {seq.idx}"]
        inner = sc.child()
        for c in seq.children:
            out += self.stmt(c, inner, ind, str(seq.idx))
        out.append(f"{ind}_at = {at}")
        return out

    def stmt(self, node: N.Node, sc: Scope, ind: str, at: str) -> list[str]:
        """One decision-free statement; `let` binds a new local in `sc`, the enclosing block's scope."""
        if isinstance(node, N.Atomic):
            call = self.expr(node.fn, sc)
            store = self._global_store(node.fn)
            if store is not None:  # the store itself while no log is kept (`set_global` logs the change)
                return [f"{ind}if m.log is None:", f"{ind}{IND}{store}", f"{ind}else:", f"{ind}{IND}{call}"]
            return [ind + call]
        if isinstance(node, N.Let):
            value = self.expr(node.value, sc)
            sc.names[node.var] = local = self.fresh("v")
            return [f"{ind}{local} = {value}"]
        if isinstance(node, N.Seq):
            return self.block(node, sc, ind, at)
        if isinstance(node, N.If):
            return self._if(node, sc, ind, at)
        if isinstance(node, N.For):
            items, x = self.fresh("i"), self.fresh("v")
            body = sc.child()
            body.names[node.var] = x
            # a list the loop made itself is walked as it is (no list value is ever changed in place), any other
            # from a copy, as the interpreter walks it
            walked = items if listy(node.source) else f"list({items})"
            return [f"{ind}{items} = {self.looped(node.source, self.expr(node.source, sc))}",
                    *tick_lines(ind, f"len({items})"),
                    f"{ind}_at = {node.idx}", f"{ind}for {x} in {walked}:",
                    *self.block(node.body, body, ind + IND, str(node.idx)), f"{ind}_at = {at}"]
        if isinstance(node, N.Repeat):
            n = self.fresh("n")
            return [f"{ind}{n} = _repeat_count({self.expr(node.count, sc)})", *tick_lines(ind, n),
                    f"{ind}for _ in range({n}):", *self.block(node.body, sc, ind + IND, at)]
        if isinstance(node, N.While):
            w = self.fresh("w")
            return [f"{ind}{w} = 0", f"{ind}while {self.expr(node.cond, sc)}:", f"{ind}{IND}{w} += 1",
                    f"{ind}{IND}if {w} > {int(node.limit)!r}:", f"{ind}{IND * 2}_loop_limit({int(node.limit)!r})",
                    *tick_lines(ind + IND), *self.block(node.body, sc, ind + IND, at)]
        if isinstance(node, N.As):
            p = self.fresh("p")
            body = sc.child()
            body.me = p
            return [f"{ind}{p} = _player(m, {self.expr(node.player, sc)})",
                    f"{ind}m.frames.append([{node.idx}, 0, {{'me': {p}}}, None])", f"{ind}_at = {node.idx}",
                    *self.block(node.body, body, ind, str(node.idx)), f"{ind}m.frames.pop()", f"{ind}_at = {at}"]
        if isinstance(node, N.MacroCall):
            head = tick_lines(ind)
            call = f"{self.macro(node)}(m{self._args(node.args, sc)})"
            if node.marked:  # logged as one (its index goes in, not its name) only while a log is kept
                return [*head, f"{ind}if m.log is None:", f"{ind}{IND}{call}", f"{ind}else:", f"{ind}{IND}_logged_call("
                        f"m, {int(node.idx)}, {self.macro(node)}, [{self._args(node.args, sc)[2:]}])"]
            return [*head, f"{ind}{call}"]
        raise Unsupported(type(node).__name__)

    def _global_store(self, fn: Fn) -> str | None:
        """`set(c, n)` of a global counter that `_set_global` writes (`Declared.counter_written`) to a whole number
        within its bounds, as the store of that number (what `pyrt.set_global` does when no log is kept)."""
        ir = getattr(fn, "ir", None)
        if not (isinstance(ir, tuple) and len(ir) == 3 and ir[0] == "call" and ir[1] is IMPLS["set"]):
            return None
        target = self.declared.counter_written(ir[2])
        value = getattr(ir[2][1], "ir", None) if target is not None else None
        if target is None or target[1] or not (isinstance(value, tuple) and len(value) == 2 and value[0] == "const"
                                               and type(value[1]) is int):
            return None
        n, (lo, hi) = value[1], target[2]
        if not (-MAX_INT <= n <= MAX_INT and lo <= n and (hi is None or n <= hi)):
            return None
        return f"m.shared[{ascii(target[0])}] = {n!r}"

    def _if(self, node: N.If, sc: Scope, ind: str, at: str) -> list[str]:
        out: list[str] = []
        conds = Scope(sc.names, sc.me, sc.memos, dict.fromkeys(repeated_reads([c for c, _ in node.branches])))
        for i, (cond, body) in enumerate(node.branches):  # no statement runs between two conditions tested
            out.append(f"{ind}{'if' if i == 0 else 'elif'} {self.expr(cond, conds)}:")
            out += self.block(body, sc, ind + IND, at)
        if node.orelse is not None:
            out.append(f"{ind}else:")
            out += self.block(node.orelse, sc, ind + IND, at)
        return [f"{ind}{h} = _UNSET" for h in sorted(h for h in conds.cse.values() if h is not None)] + out

    def macro(self, call: N.MacroCall) -> str:
        """The generated function of a decision-free macro body, its parameters as locals."""
        name = self._macros.get(call.body_idx)
        if name is not None:
            return name
        body = self.nodes[call.body_idx]
        if not isinstance(body, N.Seq):
            raise Unsupported("macro body")
        name = self._macros[call.body_idx] = self.fresh("m")
        sc, params = self._parameters(call.params)
        try:
            lines = self.located([f"def {name}(m{''.join(', ' + p for p in params)}):"],
                                 self.block(body, sc, IND * 2, "-1"))
        except Unsupported:
            del self._macros[call.body_idx]
            raise
        self.defs.append("\n".join(lines))
        return name

    @staticmethod
    def located(head: list[str], body: list[str]) -> list[str]:
        """A function body that names the running statement in a run-time error, as frames would."""
        return [*head, f"{IND}_at = -1", f"{IND}try:", *body, f"{IND}except _RuntimeError as _err:",
                f"{IND * 2}_locate(m, _err, _at)", f"{IND * 2}raise"]

    def step_function(self, seq: N.Seq) -> str:
        """`(m, frame) -> False` for a decision-free statement list pushed as a frame: runs it, pops it."""
        name = self.fresh("s")
        sc = Scope()
        loads = {x: self.fresh("v") for x in self._frame_names().get(seq.idx, ())}
        sc.names.update(loads)
        body: list[str] = []
        for c in seq.children:
            body += self.stmt(c, sc, IND * 2, "-1")
        body[0:0] = _loads(body, loads, IND * 2)
        lines = self.located([f"def {name}(m, f):"], body or [f"{IND * 2}pass"])
        self.defs.append("\n".join([*lines, f"{IND}m.frames.pop()", f"{IND}return False"]))
        return name


    def resumable_step(self, seq: N.Seq) -> str:
        """`(m, frame) -> False` for a statement list that may wait: the decision-free statements between
        two waiting ones run inline; a waiting one is entered (inline) as the interpreter does, and the frame's
        pc says where to go on. `let` binds in the frame, where later statements look it up."""
        name = self.fresh("q")
        body: list[str] = []
        start = 0
        bound = list(self._frame_names().get(seq.idx, ()))  # names in the frame's env: read there, not searched
        for i, c in enumerate(seq.children):
            if c.atomic:
                continue
            body += self._segment(seq, start, i, bound)
            bound += [x.var for x in seq.children[start:i] if isinstance(x, N.Let)]
            start = i + 1
        body += self._segment(seq, start, len(seq.children), bound)
        lines = self.located([f"def {name}(m, f):", f"{IND}_pc = f[1]"], body)
        self.defs.append("\n".join([*lines, f"{IND}return False"]))
        return name

    def _frame_names(self) -> dict[int, tuple[str, ...]]:
        """For a statement list always pushed with an env (a macro body, a loop's or a pick's body): its names."""
        if self._bodies is None:
            found: dict[int, tuple[str, ...] | None] = {}
            for node in self.nodes:
                if isinstance(node, N.MacroCall):
                    idx, names = node.body_idx, tuple(node.params)
                elif isinstance(node, (N.For, C.Pick)):
                    idx, names = node.body.idx, (node.var,)
                else:
                    continue
                found[idx] = names if found.get(idx, names) == names else None  # two ways in: searched
            self._bodies = {k: v for k, v in found.items() if v is not None}
        return self._bodies

    def _segment(self, seq: N.Seq, start: int, stop: int, bound: list[str]) -> list[str]:
        """Children start..stop-1 (decision-free) inline, then enter child `stop` or pop the frame. A name
        `bound` in the frame's env (set when it was pushed or by an earlier `let`) is read from it once."""
        ind = IND * 3
        out = [f"{IND * 2}if _pc <= {start}:"]
        sc = Scope()
        loads = {x: self.fresh("v") for x in dict.fromkeys(bound)}
        sc.names.update(loads)
        head = len(out)
        for c in seq.children[start:stop]:
            if isinstance(c, N.Let):  # bound in the frame for later segments, and in a local for this one
                value = self.expr(c.value, sc)
                sc.names[c.var] = local = self.fresh("v")
                out += [f"{ind}{local} = {value}", f"{ind}if f[2] is None:", f"{ind}{IND}f[2] = {{}}",
                        f"{ind}f[2][{ascii(c.var)}] = {local}"]
            else:
                out += self.stmt(c, sc, ind, "-1")
        if stop < len(seq.children):
            child = seq.children[stop]
            try:  # entered inline, with this segment's names
                enter = self.enter_lines(child, sc, ind)
            except Unsupported:
                enter = [f"{ind}{self.ref(child)}.enter(m)"]
            out += [f"{ind}f[1] = {stop + 1}", *enter, f"{ind}return False"]
        else:
            out += [f"{ind}m.frames.pop()", f"{ind}return False"]
        out[head:head] = _loads(out, loads, ind)
        return out

    def enter_function(self, node: N.Node) -> str:
        """`(m) -> None` entering a statement that may wait, as its `enter` method does (`enter_lines`)."""
        name = self.fresh("n")
        body = self.enter_lines(node, Scope(), IND)
        self.defs.append("\n".join([f"def {name}(m):", *(body or [f"{IND}pass"])]))
        return name

    def branch_lines(self, seq: N.Seq, sc: Scope, ind: str) -> list[str]:
        """Lines entering a branch of an `if`, as `nodes.enter_branch` does: a branch of one statement that may
        wait is entered as that statement, any other is pushed."""
        ch = seq.children
        if len(ch) == 1 and not ch[0].atomic:
            try:
                return self.enter_lines(ch[0], sc, ind)
            except Unsupported:
                return [f"{ind}{self.ref(ch[0])}.enter(m)"]
        return [f"{ind}m.push({seq.idx})"]

    def enter_lines(self, node: N.Node, sc: Scope, ind: str) -> list[str]:
        """Lines entering a statement that may wait, as its `enter` method does: the branch of an `if`, the
        body of an `as` with its player, a macro body with its arguments."""
        if isinstance(node, N.If):  # the conditions read one state: what two of them read is read once
            conds = Scope(sc.names, sc.me, sc.memos, dict.fromkeys(repeated_reads([c for c, _ in node.branches])))
            body: list[str] = []
            for i, (cond, seq) in enumerate(node.branches):
                body += [f"{ind}{'if' if i == 0 else 'elif'} {self.expr(cond, conds)}:",
                         *self.branch_lines(seq, sc, ind + IND)]
            if node.orelse is not None:
                body += [f"{ind}else:", *self.branch_lines(node.orelse, sc, ind + IND)]
            return [f"{ind}{h} = _UNSET" for h in sorted(h for h in conds.cse.values() if h is not None)] + body
        if isinstance(node, N.As):
            return [f"{ind}m.push({node.body.idx}, {{'me': _player(m, {self.expr(node.player, sc)})}})"]
        if isinstance(node, N.MacroCall):  # a call logged as one pushes its own frame (it logs start and end)
            env = ", ".join(f"{ascii(p)}: {self.expr(a, sc)}" for p, a in zip(node.params, node.args, strict=True))
            plain = f"m.push({node.body_idx}, {{{env}}})"
            if not node.marked:
                return [f"{ind}{plain}"]
            return [f"{ind}if m.log is not None:", f"{ind}{IND}m.push({int(node.idx)})", f"{ind}else:",
                    f"{ind}{IND}{plain}"]
        raise Unsupported(type(node).__name__)


def _loads(lines: list[str], loads: dict[str, str], ind: str) -> list[str]:
    """The lines reading into their locals the names of the frame's env that `lines` use (`loads`: name ->
    local)."""
    text = "\n".join(lines)
    return [f"{ind}{v} = f[2][{ascii(x)}]" for x, v in loads.items() if re.search(rf"\b{v}\b", text)]
