"""Compiled statements that wait for a player's decision: choose among options, pick an object, take an
action of a group, run an action. Their frames hold the pending decision as plain data."""

from __future__ import annotations

from typing import Any, Final

from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime.decisions import asks_forced, distinct_options, forced, offer
from rulesdsl.runtime.machine import OBJ_BASE, Machine, note_location
from rulesdsl.runtime.nodes import Fn, Node, Seq, always


class Choose(Node):
    """Choose `count` different options, one decision at a time."""

    def __init__(self, options: list[tuple[Fn | None, Seq]], count: int, optional: bool,
                 prompt: str | None = None, owner: str = "") -> None:
        super().__init__()
        self.options = options
        self.count = count
        self.optional = optional
        self.prompt = prompt
        self.owner = owner
        self.ids = [str(i + 1) for i in range(len(options))]  # set by the compiler: declared or derived ids

    def open_options(self, m: Machine, chosen: list[int], limit: int = 0) -> list[int]:
        """Indices of options that are not yet taken, whose guard holds and that can start (the first
        `limit` of them when `limit` > 0)."""
        out = []
        for i, (guard, body) in enumerate(self.options):
            if i in chosen:
                continue
            if guard is not None and not guard(m):
                continue
            if body.feasible(m):
                out.append(i)
                if len(out) == limit:
                    break
        return out

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Offer the remaining options, or take a forced one."""
        chosen = f[3]
        if chosen is None:
            chosen = f[3] = []
        if len(chosen) >= self.count:
            m.frames.pop()
            return False
        # a lookahead copy lists two options, enough to tell a choice from a forced step; one when the choice is
        # optional (it is offered even alone, and the continuation takes the first option)
        avail = self.open_options(m, chosen, 1 if m.cap and self.optional else m.cap)
        if not avail:
            m.emit("fizzle", "choose")
            m.frames.pop()
            return False
        if len(avail) == 1 and not self.optional and not asks_forced(m):
            forced(m, "choose", self.ids[avail[0]], self.prompt, self.owner)
            chosen.append(avail[0])
            m.push(self.options[avail[0]][1].idx)
            return False
        offer(m, self.idx, "choose", [self.ids[i] for i in avail], avail, self.optional, self.prompt, self.owner)
        return True

    def resume(self, m: Machine, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Run the chosen option, or stop when declined."""
        if index < 0:
            m.frames.pop()
            return
        i = d["v"][index]
        f[3].append(i)
        m.push(self.options[i][1].idx)


class Pick(Node):
    """Pick one element of a list, bound to a variable for the body."""

    def __init__(self, var: str, source: Fn, body: Seq, optional: bool, prompt: str | None = None,
                 owner: str = "") -> None:
        super().__init__()
        self.var = var
        self.source = source
        self.body = body
        self.optional = optional
        self.prompt = prompt
        self.owner = owner

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Offer the elements, or take a forced one."""
        items = list(self.source(m))
        if not items:
            m.frames.pop()
            return False
        if len(items) == 1 and not self.optional and m.log is None and not asks_forced(m):
            f[0], f[1], f[2], f[3] = self.body.idx, 0, {self.var: items[0]}, None
            return False
        ids, values = distinct_options(m, items, m.cap)
        if len(values) == 1 and not self.optional and not asks_forced(m):
            forced(m, "pick", ids[0], self.prompt, self.owner)
            f[0], f[1], f[2], f[3] = self.body.idx, 0, {self.var: values[0]}, None
            return False
        offer(m, self.idx, "pick", ids, values, self.optional, self.prompt, self.owner)
        return True

    def resume(self, m: Machine, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Bind the picked value and run the body."""
        if index < 0:
            m.frames.pop()
            return
        f[0], f[1], f[2], f[3] = self.body.idx, 0, {self.var: d["v"][index]}, None

    def offered(self, m: Machine, limit: int = 0) -> tuple[str, list[str], list[Any]]:
        """The decision's kind, option ids and values (the first `limit` when `limit` > 0)."""
        ids, values = distinct_options(m, list(self.source(m)), limit)
        return "pick", ids, values


class MultiPick(Pick):
    """A multi-pick: `pick k xs in LIST { … }` picks k different elements one decision at a time (the last
    ones forced when exactly as many remain as are still needed), then runs the body once with `xs` bound to
    the list picked. With `optional` the player may stop at any point (`skip`: done), even before the first."""

    def __init__(self, var: str, source: Fn, body: Seq, optional: bool, prompt: str | None, owner: str,
                 count: Fn) -> None:
        super().__init__(var, source, body, optional, prompt, owner)
        self.count = count

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Offer the elements not picked yet, or bind the list picked and run the body."""
        if f[3] is None:
            k = self.count(m)
            if type(k) is not int or k < 0:
                raise GameRuntimeError(f"a pick of several needs a count of 0 or more, got {k!r}", "R106")
            f[3] = [min(k, MAX_MULTI)]  # how many are wanted, then the elements picked (flat: a copy copies them)
        want, got = f[3][0], f[3][1:]
        left = [v for v in self.source(m) if v not in got] if len(got) < want else []
        if not left or (not self.optional and len(left) <= want - len(got) and not asks_forced(m)):
            picked = got + (left if not self.optional else [])  # the rest is forced: exactly that many remain
            f[0], f[1], f[2], f[3] = self.body.idx, 0, {self.var: picked}, None
            return False
        ids, values = distinct_options(m, left, m.cap)
        offer(m, self.idx, "pick", ids, values, self.optional, self.prompt, self.owner)
        m.st["decision"]["mp"] = [len(got), want]  # how many are picked so far, of how many
        return True

    def resume(self, m: Machine, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Add the picked element (the next step offers the rest), or stop when declined."""
        if index < 0:
            f[3][0] = len(f[3]) - 1  # done: no more are wanted
            return
        f[3].append(d["v"][index])


MAX_MULTI: Final = 100  # elements one multi-pick may take


class NumberPick(Pick):
    """A number choice: `pick n in numbers(lo, hi, step) { … }` offers the numbers themselves (ids `0`, `5` …),
    a decision of kind `number` whose range the decision record keeps (`rg`: lo, hi, step)."""

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Offer the numbers, or take the only one."""
        kind, ids, values = self.offered(m, m.cap)
        if not values:
            m.frames.pop()
            return False
        if len(values) == 1 and not self.optional and not asks_forced(m):
            forced(m, "number", ids[0], self.prompt, self.owner)
            f[0], f[1], f[2], f[3] = self.body.idx, 0, {self.var: values[0]}, None
            return False
        offer(m, self.idx, kind, ids, values, self.optional, self.prompt, self.owner)
        return True

    def offered(self, m: Machine, limit: int = 0) -> tuple[str, list[str], list[Any]]:
        """Kind `number`, the numbers as ids, the numbers (the first `limit` when `limit` > 0)."""
        values = list(self.source(m))
        if 0 < limit < len(values):
            values = values[:limit]
        return "number", [str(v) for v in values], values


class Act(Node):
    """The acting player chooses one legal action of a group."""

    def __init__(self, group: str) -> None:
        super().__init__()
        self.group = group
        self._sure: tuple[list[Any], list[Any]] | None = None  # (the group's actions, the same sure ones first)

    def legal(self, m: Machine, limit: int = 0) -> list[Any]:
        """The actions of the group that are legal now; with `limit` > 0, `limit` of them at most, those legal
        whatever the state (no `when`, nothing to check) looked at first — for callers that only count them
        (can the group start, is its choice forced) or run the single one."""
        n = m.st["players"]
        out = []
        acts = m.rs.actions[self.group]
        if limit > 0:
            sure = self._sure
            if sure is None or sure[0] is not acts:
                sure = self._sure = (acts, sorted(acts, key=lambda a: not (
                    a.when is None and a.players is None and a.body.feasible is always)))
            acts = sure[1]
        for a in acts:
            if a.players is not None and n not in a.players:
                continue
            if a.when is not None:
                try:
                    if not a.when(m):
                        continue
                except GameRuntimeError as err:
                    note_location(err, f"while evaluating the `when:` of action '{a.id}' at {a.when_where}")
                    raise
            if a.body.feasible(m):
                out.append(a)
                if len(out) == limit:
                    break
        return out

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Offer the legal actions (a lookahead copy: two of them, or the one it must take; see `Lookahead.probe`)."""
        acts = self.legal(m, m.cap)
        if not acts:
            raise GameRuntimeError(f"no legal action in group '{self.group}'", "R101")
        if len(acts) == 1 and not asks_forced(m):
            forced(m, "act", acts[0].id, f"act:{self.group}", "")
            f[0], f[1], f[2], f[3] = acts[0].body.idx, 0, None, None
            if m.log is not None:
                m.emit("action", m.me(), acts[0].id)
            return False
        offer(m, self.idx, "act", [a.id for a in acts], [a.body.idx for a in acts], False, f"act:{self.group}", "")
        return True

    def resume(self, m: Machine, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Run the chosen action."""
        if m.log is not None:
            m.emit("action", m.me(), d["o"][index])
        f[0], f[1], f[2], f[3] = d["v"][index], 0, None, None


class Run(Node):
    """Run an effect slot of an object's entity with `this` bound."""

    def __init__(self, obj: Fn, slot: str) -> None:
        super().__init__()
        self.obj = obj
        self.slot = slot

    def enter(self, m: Machine) -> None:
        """Push the entity's effect for the slot, if it has one."""
        oid = self.obj(m)
        if type(oid) is not int or oid < OBJ_BASE:
            raise GameRuntimeError(f"run() needs an object, got {oid!r}", "R106")
        ent = m.rs.entities[m.st["obj_entity"][oid - OBJ_BASE]]
        idx = ent.effects.get(self.slot)
        if idx is not None:
            if m.log is not None:
                m.emit("run", oid, ent.id, self.slot)
            m.push(idx, {"this": oid})
