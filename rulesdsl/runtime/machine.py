"""The interpreter core: the frame stack, variable lookup, the seeded RNG and the run loop."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Final, cast

from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_DEPTH, MAX_INT, MAX_LIST, MAX_STRING, STEP_BUDGET
from rulesdsl.runtime import streams
from rulesdsl.runtime.state import StateData

if TYPE_CHECKING:
    from rulesdsl.runtime.ruleset import Ruleset

register_codes({
    "R001": ("illegal action", "The action is not among the legal options of the pending decision."),
    "R002": ("no decision pending", "The game is over or not waiting for anyone."),
    "R003": ("not your decision", "Another player must decide now."),
    "R101": ("no legal action", "An action group offered nothing legal; the rules need a pass-like action."),
    "R102": ("loop limit exceeded", "A `while` ran more times than its `limit`."),
    "R103": ("effects nested too deeply", "Effects called each other more than the depth limit."),
    "R104": ("no player for a per-player item", "A per-player counter or zone was used where `me` is unset."),
    "R105": ("zone full", "An object was moved into a zone that has no free capacity."),
    "R106": ("bad value at run time", "An expression produced a value of the wrong kind."),
    "R107": ("step budget exceeded", "The rules ran too long without a decision (a runaway loop)."),
    "R108": ("invariant broken", "`play --check` found a broken invariant (structural, the ruleset's own, a "
                                 "view that leaks hidden objects, or a log sentence that is not its actor's or "
                                 "names what its reader never saw)."),
})

OBJ_BASE: Final = 1000  # object ids start here; smaller ints are players
MASK64: Final = (1 << 64) - 1


def bounded_int(v: int) -> int:
    """An integer computed at run time, refused (R120) beyond the integer limit."""
    if -MAX_INT <= v <= MAX_INT:
        return v
    raise GameRuntimeError(f"a number went beyond ±{MAX_INT:,} (a product or sum growing in a loop?)", "R120")


def bounded_list(v: list[Any]) -> list[Any]:
    """A list built at run time, refused (R121) beyond the list limit."""
    if len(v) <= MAX_LIST:
        return v
    raise GameRuntimeError(f"a list grew beyond {MAX_LIST:,} elements (`l + l` in a loop or a function?)",
                           "R121")


def bounded_str(v: str) -> str:
    """A string built at run time, refused (R122) beyond the string limit."""
    if len(v) <= MAX_STRING:
        return v
    raise GameRuntimeError(f"a string grew beyond {MAX_STRING:,} characters (`s + s` in a loop or a function?)",
                           "R122")


def rng_next(st: StateData, name: str = "draw") -> int:
    """64 random bits from the state's stream `name` (`rulesdsl.runtime.streams`)."""
    return streams.draw(st, name)


def rng_below(st: StateData, n: int, name: str = "draw") -> int:
    """A uniform integer in [0, n) from the state's stream `name`."""
    if n <= 1:
        return 0
    return rng_next(st, name) % n


def shuffle_list(st: StateData, items: list[Any], name: str = "shuffle") -> None:
    """Fisher–Yates shuffle in place with the state's stream `name` (`streams.shuffle`)."""
    streams.shuffle(st, items, name)


def note_location(err: GameRuntimeError, where: str) -> None:
    """Add where content was running to a run-time error (kept with a hint already there; the first wins)."""
    if "while running" in err.hint or "while evaluating" in err.hint:
        return
    err.hint = f"{err.hint} ({where})" if err.hint else where


# Steps handed to `Machine.budget` at a time. The count runs within Python's ready-made small ints (-5 to 256):
# counting down a larger number made and freed an int object at every step, in Python and compiled alike.
BLOCK: Final = 256


class Machine:
    """Runs compiled nodes over a state; the state holds everything, including the frame stack."""

    __slots__ = ("rs", "st", "frames", "log", "cap", "cenv", "budget", "reserve", "memo", "acting",
                 "watch", "decided", "step_depth", "step_top", "reads", "props", "zones", "shared", "counters")

    def __init__(self, rs: Ruleset, st: StateData, log: list[tuple[Any, ...]] | None = None,
                 cap: int = 0) -> None:
        self.rs = rs
        self.st = st
        self.frames: list[list[Any]] = st["frames"]
        # What `x.name` of an object reads, by object: its own props (the state's column, changed in place) and
        # what its entity says (a table per entity column, made once: `Ruleset.read_rows`).
        # (read from a plain-dict view: a machine over a partial state, e.g. the compiler's for constant
        # arguments, has none of them, and the compiled build checks a state's declared keys as present)
        data = cast(dict[str, Any], st)
        oe, props = data.get("obj_entity"), data.get("obj_props")
        self.reads: list[dict[str, Any]] = rs.read_rows(oe) if oe else []
        self.props: list[dict[str, Any] | None] = props if props is not None else []
        # The state's tables that rules read most, held here (one lookup less per read): a state keeps its
        # tables and changes them in place (a copy of the state has its own, and its own machine).
        zones, shared, counters = data.get("zones"), data.get("shared"), data.get("counters")
        self.zones: dict[str, Any] = zones if zones is not None else {}
        self.shared: dict[str, int] = shared if shared is not None else {}
        self.counters: list[dict[str, int]] = counters if counters is not None else []
        self.log = log
        # > 0 for a lookahead copy: a decision lists at most `cap` options and no prompt (`Lookahead.probe`).
        self.cap = cap
        # Comprehension variables live here, not in frames: a comprehension never spans a decision.
        self.cenv: dict[str, Any] = {}
        # Steps left before R107 (`budget + reserve`); frame steps, inline loop turns and calls all spend from
        # `budget`, which `spend` fills again from `reserve` a block at a time (`steps_left`).
        self.budget = BLOCK
        self.reserve = STEP_BUDGET - BLOCK
        self.memo: dict[Any, Any] | None = None
        self.acting = Acting()  # whose `me` the frame on top binds, remembered (see `Acting`)
        self.watch: Watch | None = None  # the zones a lookahead watches, and the objects that crossed them
        # The decisions whose step is running, innermost last, while a log is kept: (depth of the decision's
        # frame, that frame, the deciding seat). A step is over once its frame left the stack; the log then
        # says so (`end`, see `emit`), so that what follows is told as the flow's or the enclosing step's.
        self.decided: list[tuple[int, list[Any], int | None]] = []
        self.step_depth = 0  # the innermost step's depth and frame (None: no step runs), read at every event
        self.step_top: list[Any] | None = None

    def renew(self) -> None:
        """Ready for another run over the same state: the step budget afresh, no comprehension variables.
        What it remembers of the frames (whose `me`) stays: it is checked against the frames themselves."""
        self.budget = BLOCK
        self.reserve = STEP_BUDGET - BLOCK
        if self.cenv:
            self.cenv = {}

    def static_memo(self) -> dict[Any, Any]:
        """Values of static content functions for this game's player count and options (see pyrt.memo_call)."""
        if self.memo is None:
            opts, n, rs = self.st["options"], self.st["players"], self.rs
            last = rs.memo_last  # a game and its copies share their options dict: the same memo as last time
            if last[0] is opts and last[1] == n and last[2] is rs.static_memos:
                memo: dict[Any, Any] = last[3]
                self.memo = memo
                return memo
            try:
                key = (n, tuple(sorted(opts.items())))
                self.memo = rs.static_memos.setdefault(key, {})
                rs.memo_last = (opts, n, rs.static_memos, self.memo)
            except TypeError:  # an option value that cannot be a key: memoise for this run only
                self.memo = {}
        return self.memo

    # ---- variables -----------------------------------------------------------------------
    def var(self, name: str) -> Any:
        """The nearest binding of a local variable."""
        rev: Iterator[list[Any]] = reversed(self.frames)  # typed: an untyped reversed() crashes mypyc
        for f in rev:
            env = f[2]
            if env is not None and name in env:
                return env[name]
        raise GameRuntimeError(f"variable '{name}' is not bound", "R106")

    def me(self) -> int:
        """The player acting now (R104 outside any `as` block)."""
        frames, acting = self.frames, self.acting
        if frames and frames[-1] is acting.top and len(frames) == acting.depth and acting.me is not None:
            return acting.me
        me = acting.find(frames)
        if me is None:
            raise GameRuntimeError("no player is acting here ('me' is unset)", "R104")
        return me

    def me_or_none(self) -> int | None:
        """The player acting now, or None outside any `as` block."""
        return self.acting.find(self.frames)

    def spend(self, n: int = 1) -> None:
        """Count inline steps (loop turns, calls) against the step budget (R107 when spent). Inline code counts
        down `budget` itself and calls `spend(0)` once it reaches 0: the next block is then taken from the
        reserve."""
        left = self.budget - n
        if left > 0:
            self.budget = left
            return
        total = left + self.reserve
        if total <= 0:
            self.budget, self.reserve = total, 0
            raise GameRuntimeError(f"the rules ran more than {STEP_BUDGET:,} steps without a decision", "R107")
        take = total if total < BLOCK else BLOCK
        self.budget, self.reserve = take, total - take

    def steps_left(self) -> int:
        """Steps left before R107."""
        return self.budget + self.reserve

    def push(self, idx: int, env: dict[str, Any] | None = None) -> None:
        """Start running node `idx` with a new frame."""
        frames = self.frames
        depth = len(frames)
        if depth >= MAX_DEPTH:
            raise GameRuntimeError("effects nested too deeply", "R103")
        f = [idx, 0, env, None]
        acting = self.acting  # what `Acting` knows of the new top, kept here: a frame is pushed at nearly every step
        if env is not None and "me" in env:
            acting.top, acting.depth, acting.me = f, depth + 1, env["me"]
        elif depth and frames[-1] is acting.top and depth == acting.depth:
            acting.top, acting.depth = f, depth + 1
        frames.append(f)

    def emit(self, *event: Any) -> None:
        """Append an event to the game log when logging is on (after an `end` event when steps are over)."""
        log = self.log
        if log is not None:
            top = self.step_top
            if top is not None:
                frames = self.frames
                k = self.step_depth
                if len(frames) < k or frames[k - 1] is not top:
                    self.close_steps()
            log.append(event)

    def close_steps(self) -> None:
        """Log the end of the innermost step, over (its frame left the stack), and of those around it that are
        over too: one `("end", seat, n)` event, `seat` the decider of the step still running (None: the flow),
        `n` how many steps still run."""
        steps, frames = self.decided, self.frames
        n = len(frames)
        steps.pop()  # called when the innermost step is over
        while steps:
            k, top, seat = steps[-1]
            if n >= k and frames[k - 1] is top:
                self.step_depth, self.step_top = k, top
                if self.log is not None:
                    self.log.append(("end", seat, len(steps)))
                return
            steps.pop()
        self.step_depth, self.step_top = 0, None
        if self.log is not None:
            self.log.append(("end", None, 0))

    def open_step(self, seat: int | None) -> None:
        """A decision of `seat` was taken (asked or forced): what runs from the frame on top until it leaves
        the stack is its step (see `emit`)."""
        frames = self.frames
        if self.log is not None and frames:
            top, k = self.step_top, self.step_depth
            if top is not None and (len(frames) < k or frames[k - 1] is not top):
                self.close_steps()
            k, top = len(frames), frames[-1]
            self.decided.append((k, top, seat))
            self.step_depth, self.step_top = k, top

    def share_steps(self, decided: list[tuple[int, list[Any], int | None]]) -> None:
        """Keep the steps running in `decided` (a game's, kept from machine to machine)."""
        self.decided = decided
        self.step_depth, self.step_top = (decided[-1][0], decided[-1][1]) if decided else (0, None)

    # ---- running -------------------------------------------------------------------------
    def run(self) -> None:
        """Run until a decision is pending or the flow has finished."""
        table = self.rs.steps
        frames = self.frames
        steps = 0
        try:
            while frames:
                f = frames[-1]
                if table[f[0]](self, f):
                    return
                steps += 1
                if not steps & 1023:  # frame steps are counted in blocks (cheaper than one by one)
                    self.spend(1024)
        except RecursionError:
            raise GameRuntimeError("effects nested too deeply", "R103") from None
        except GameRuntimeError as err:
            self._locate(err)
            raise
        self.st["over"] = True

    def _locate(self, err: GameRuntimeError) -> None:
        """Name the content position of the innermost running statement in a run-time error."""
        if "while running" in err.hint or "while evaluating" in err.hint or not self.frames:
            return
        rev: Iterator[list[Any]] = reversed(self.frames)  # typed: an untyped reversed() crashes mypyc
        for f in rev:
            if f[0] >= 0:
                path, line, col = self.rs.nodes[f[0]].where
                if path:
                    note_location(err, f"while running {path}:{line}:{col}")
                    return

    def resume(self, index: int) -> None:
        """Answer the pending decision with option `index` (-1 = decline) and run on."""
        d = self.st["decision"]
        self.st["decision"] = None
        f = self.frames[-1]
        try:
            self.rs.nodes[f[0]].resume(self, f, d, index)
        except RecursionError:
            raise GameRuntimeError("effects nested too deeply", "R103") from None
        except GameRuntimeError as err:
            self._locate(err)
            raise
        self.run()


class Acting:
    """Whose `me` the frame on top binds, remembered for that frame: looking it up scans the frames, and rules
    ask for `me` at nearly every step.

    `me` is bound only when a frame is pushed, frames are never pushed twice, and the remembered top is held
    here, so the same top at the same depth means the same stack; and while the remembered frame is still at
    its depth, the frames under it are the same too. `Machine.push` keeps it up to date as frames go on."""

    __slots__ = ("top", "depth", "me")

    def __init__(self) -> None:
        self.top: list[Any] | None = None  # the frame on top when `me` was last looked up
        self.depth = -1  # the stack's depth then
        self.me: int | None = None

    def find(self, frames: list[list[Any]]) -> int | None:
        """The `me` of the frame on top: remembered, or found from the frames pushed since."""
        n = len(frames)
        top = frames[-1] if frames else None
        known = self.depth
        if top is self.top and n == known:
            return self.me
        me: int | None = None
        below = 0  # the frames searched, from the top down to this index
        if 0 < known <= n and frames[known - 1] is self.top:
            # The remembered frame is still where it was, so the frames under it are too: only the frames
            # added on it since may bind `me` anew.
            me, below = self.me, known
        for i in range(n - 1, below - 1, -1):
            env = frames[i][2]
            if env is not None and "me" in env:
                me = env["me"]
                break
        self.top, self.depth, self.me = top, n, me
        return me

    def known(self, frames: list[list[Any]]) -> tuple[int, int | None] | None:
        """The stack's depth and the `me` remembered for the frame on top, if it is remembered (to hand to the
        machine of a copy of this state, whose frames are copies of these)."""
        if frames and frames[-1] is self.top and len(frames) == self.depth:
            return self.depth, self.me
        return None

    def assume(self, frames: list[list[Any]], top: list[Any], known: tuple[int, int | None]) -> None:
        """Take `known` of a machine over the state these frames copy (frame for frame), where `top` was the
        copy's top frame: taken only while that frame is still on top at that depth."""
        if frames and frames[-1] is top and len(frames) == known[0]:
            self.top, self.depth, self.me = top, known[0], known[1]


class Watch:
    """The zones a lookahead cannot see, and how many objects crossed into them minus out of them since it
    began to watch (`world.move` counts): a number that is not 0 says something was revealed or hidden."""

    __slots__ = ("zones", "flow")

    def __init__(self, zones: frozenset[str], flow: int = 0) -> None:
        self.zones = zones
        self.flow = flow
