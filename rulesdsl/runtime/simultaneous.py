"""Simultaneous decisions: `simultaneous p in players { <one choose or pick> }`.

Every listed player is offered the block's one decision, computed with `me` (and the variable) bound to
them. A commitment is kept in the state, out of everyone else's sight, until all have decided; then the
choices are logged together and the chosen bodies run one after the other, in the order of the list.

The round lives in the state key `sim` (plain data, replaced on change and never changed in place, so copies
of a state share it): `ps` the players in list order, `ds` each one's decision record (None: not yet worked
out — a copy made for one seat's search forgets the others' options and works them out again on the copy),
`ix` each one's commitment (None: still deciding, -1: declined, -2: nothing to decide, else the option's
index) and `auto` whether it was a single legal option taken without asking. `st["decision"]` is the decision of
the seat asked now: the first one still deciding, or the one a caller chose (`Game.apply(..., seat=)`).
"""

from __future__ import annotations

from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime.choices import Choose, Pick
from rulesdsl.runtime.decisions import asks_forced, offer
from rulesdsl.runtime.knowledge import v_reveal
from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.runtime.nodes import Fn, Node
from rulesdsl.runtime.state import StateData


class Simultaneous(Node):
    """The listed players make one decision each at once; the bodies run when all have decided."""

    def __init__(self, var: str, players: Fn, inner: Node, to: Fn | None = None) -> None:
        super().__init__()
        self.var = var
        self.players = players
        self.inner = inner  # a Choose of one option or a Pick (the compiler refuses anything else)
        self.to = to  # `to EXPR`: each pick handed face down to that player (evaluated with the variable bound)

    def recipient(self, m: Machine, p: int) -> int:
        """The player seat p's pick is handed to (`to EXPR`, with the variable bound to p); R106 if not a seat."""
        assert self.to is not None
        m.frames.append([-1, 0, {"me": p, self.var: p}, None])
        try:
            r = self.to(m)
        finally:
            m.frames.pop()
        if type(r) is not int or not 0 <= r < int(m.st["players"]):
            raise GameRuntimeError(f"simultaneous … to: expected a player, got {r!r}", "R106",
                                   "e.g. `to (p + 1) % num_players`")
        return r

    # ---- opening a round -----------------------------------------------------------------
    def seats(self, m: Machine) -> list[int]:
        """The listed players: each a seat of this game, each once (R106 otherwise)."""
        got = self.players(m)
        items = got if isinstance(got, list) else [got]
        n = int(m.st["players"])
        out: list[int] = []
        for p in items:
            if type(p) is not int or not 0 <= p < n:
                raise GameRuntimeError(f"simultaneous needs a list of players, got {p!r} in it", "R106",
                                       "list players, e.g. `simultaneous p in players { ... }`")
            if p in out:
                raise GameRuntimeError(f"simultaneous lists player {p + 1} twice", "R106",
                                       "each player makes the decision once")
            out.append(p)
        return out

    def proposal(self, m: Machine, p: int) -> tuple[dict[str, Any] | None, int | None, bool]:
        """Player p's decision record, its commitment if there is nothing to ask (-2: nothing to decide,
        0: the single legal option), and whether that option was taken without asking."""
        m.frames.append([-1, 0, {"me": p, self.var: p}, None])
        try:
            kind, ids, values, skip, prompt, owner = self._options(m)
            if not ids:
                return None, -2, False
            saved = m.st["decision"]
            offer(m, self.inner.idx, kind, ids, values, skip, prompt, owner)
            d: dict[str, Any] = m.st["decision"]
            m.st["decision"] = saved
            d["s"] = 1  # a simultaneous decision: its commitment is logged privately
            if len(ids) == 1 and not skip and not asks_forced(m):
                return d, 0, True
            return d, None, False
        finally:
            m.frames.pop()

    def _options(self, m: Machine) -> tuple[str, list[str], list[Any], bool, str | None, str]:
        inner = self.inner
        if isinstance(inner, Choose):
            avail = inner.open_options(m, [])
            return "choose", [inner.ids[i] for i in avail], list(avail), inner.optional, inner.prompt, inner.owner
        if isinstance(inner, Pick):
            kind, ids, values = inner.offered(m)
            return kind, ids, values, inner.optional, inner.prompt, inner.owner
        raise GameRuntimeError("simultaneous holds no decision", "R106")

    def open(self, m: Machine) -> None:
        """Work out every listed player's decision and take the forced ones."""
        ps = self.seats(m)
        ds: list[dict[str, Any] | None] = []
        ix: list[int | None] = []
        auto: list[bool] = []
        for p in ps:
            d, i, a = self.proposal(m, p)
            ds.append(d)
            ix.append(i)
            auto.append(a)
        m.st["simultaneous"] = {"n": self.idx, "ps": ps, "ds": ds, "ix": ix, "auto": auto}

    # ---- while waiting -------------------------------------------------------------------
    def next_seat(self, m: Machine) -> bool:
        """Make the next seat still deciding the one asked (working out a forgotten decision on the way);
        False when every seat has committed."""
        sim: dict[str, Any] = m.st["simultaneous"]
        for k, i in enumerate(sim["ix"]):
            if i is not None:
                continue
            d = sim["ds"][k]
            if d is None:
                d, got, a = self.proposal(m, int(sim["ps"][k]))
                sim = replace(sim, k, d, got, a)
                m.st["simultaneous"] = sim
                if got is not None:
                    continue
            m.st["decision"] = d
            return True
        return False

    def step(self, m: Machine, f: list[Any]) -> bool:
        """Open the round, wait for every commitment, then reveal them and run the bodies in list order."""
        if f[1] == 0:
            self.open(m)
            f[1] = 1
        if f[1] == 1:
            if m.st["decision"] is not None:
                return True
            if self.next_seat(m):
                return True
            f[3] = self.reveal(m)
            f[1] = 2
        k = f[1] - 2
        bodies: list[Any] = f[3]
        if k >= len(bodies):
            m.frames.pop()
            return False
        f[1] = f[1] + 1
        idx, env = bodies[k]
        m.push(int(idx), dict(env))
        return False

    def resume(self, m: Machine, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Record one seat's commitment (out of the others' sight); the step asks the next seat."""
        sim: dict[str, Any] = m.st["simultaneous"]
        k = sim["ps"].index(d["p"])
        m.st["simultaneous"] = replace(sim, k, d, index, False)

    # ---- the reveal ------------------------------------------------------------------------
    def reveal(self, m: Machine) -> list[Any]:
        """Log every commitment together (a `reveal_all` naming each player's choice, then each one's
        `choice` or `forced` event, in list order) and list the bodies to run: [node index, env]."""
        sim: dict[str, Any] = m.st["simultaneous"]
        m.st["simultaneous"] = None
        bodies: list[Any] = []
        inner = self.inner
        to = {p: self.recipient(m, p) for p in sim["ps"]} if self.to is not None else {}
        if m.log is not None:
            told: list[Any] = []
            for k, p in enumerate(sim["ps"]):
                i, d = sim["ix"][k], sim["ds"][k]
                if i is not None and i != -2 and d is not None and p in to:  # handed face down: who to, not what
                    told.append([p, None, to[p]])
                elif i is not None and i != -2 and d is not None:
                    # a pick's value; a choose's option id, and a number's (so the log never reads it as a seat)
                    told.append([p, None if i < 0 else d["v"][i] if d["k"] == "pick" else d["o"][i]])
            m.emit("reveal_all", tuple(sim["ps"]), told)
        for k, p in enumerate(sim["ps"]):
            i = sim["ix"][k]
            d = sim["ds"][k]
            if i is None or i == -2 or d is None:
                continue
            pid = str(d.get("pr", ""))
            if i < 0:
                m.emit("choice", p, d["k"], pid, None)
                continue
            value = d["v"][i]
            if p in to:  # a blind pass: the picker and the recipient learn what it is, nobody else
                m.emit("choice", p, d["k"], pid, None)
                if type(value) is int and value >= OBJ_BASE:
                    v_reveal(m, value, sorted({p, to[p]}))
            elif sim["auto"][k]:
                m.emit("forced", p, d["k"], pid, d["o"][i])
            else:
                m.emit("choice", p, d["k"], pid, value if d["k"] in ("pick", "number") else d["o"][i])
            env: dict[str, Any] = {"me": p, self.var: p}
            if isinstance(inner, Choose):
                bodies.append([inner.options[int(value)][1].idx, env])
            elif isinstance(inner, Pick):
                env[inner.var] = value
                bodies.append([inner.body.idx, env])
        return bodies


def replace(sim: dict[str, Any], k: int, d: dict[str, Any] | None, index: int | None, auto: bool) -> dict[str, Any]:
    """A copy of the round with seat k's decision and commitment replaced (the round is never changed in place)."""
    ds = list(sim["ds"])
    ix = list(sim["ix"])
    au = list(sim["auto"])
    ds[k], ix[k], au[k] = d, index, auto
    return {"n": sim["n"], "ps": sim["ps"], "ds": ds, "ix": ix, "auto": au}


def waiting(st: StateData) -> list[int]:
    """The seats still deciding in the open simultaneous round (empty when there is none)."""
    sim = st.get("simultaneous")
    if not sim:
        return []
    return [int(p) for p, i in zip(sim["ps"], sim["ix"], strict=True) if i is None]


def decided(st: StateData) -> list[int]:
    """The seats of the open round that have committed (what they chose is not said)."""
    sim = st.get("simultaneous")
    if not sim:
        return []
    return [int(p) for p, i in zip(sim["ps"], sim["ix"], strict=True) if i is not None and i != -2]


def pending_for(m: Machine, seat: int) -> dict[str, Any] | None:
    """The decision record of a seat still deciding in the open round (worked out if a copy forgot it)."""
    sim = m.st.get("simultaneous")
    if not sim or seat not in sim["ps"]:
        return None
    k = sim["ps"].index(seat)
    if sim["ix"][k] is not None:
        return None
    d: dict[str, Any] | None = sim["ds"][k]
    if d is None:
        node = m.rs.nodes[int(sim["n"])]
        if not isinstance(node, Simultaneous):
            return None
        d, got, a = node.proposal(m, seat)
        m.st["simultaneous"] = replace(sim, k, d, got, a)
        if got is not None:
            return None
    return d


def forget_others(st: StateData, seat: int) -> int:
    """Make every other seat of the open round undecided again, its options to be worked out afresh (a copy
    for `seat`'s search must not hold what the others chose, nor what they were offered). Returns how many
    commitments of the round were asked of people, `seat`'s own included (the entries at the end of the
    history since the round opened)."""
    sim = st.get("simultaneous")
    if not sim:
        return 0
    asked = sum(1 for i, a in zip(sim["ix"], sim["auto"], strict=True) if i is not None and i != -2 and not a)
    ds = [d if p == seat else None for p, d in zip(sim["ps"], sim["ds"], strict=True)]
    ix = [i if p == seat else None for p, i in zip(sim["ps"], sim["ix"], strict=True)]
    st["simultaneous"] = {"n": sim["n"], "ps": sim["ps"], "ds": ds, "ix": ix, "auto": [False] * len(ds)}
    return asked
