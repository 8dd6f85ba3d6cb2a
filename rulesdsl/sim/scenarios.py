"""Rule scenarios: a situation (`given`), steps (`run` an effect, take `actions`) and expectations after any
step — conditions, the pending decision, legal ids, winner, ranking, scores, breakdown, log events, errors.
The format is documented in docs/authoring.md; `rulesdsl test` and the project's tests run it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.errors import RulesError
from rulesdsl.play.game import Game
from rulesdsl.play.outcomes import DRAW
from rulesdsl.play.situation import run_effect, seat
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.scenario_tools import forced_mismatch, shown_value, sides

HEAD_KEYS = frozenset({"id", "rule", "note", "players", "seed", "options", "given", "steps", "ask_forced"})
STEP_KEYS = frozenset({"run", "actions", "expect", "decision", "legal", "not_legal", "winner", "ranking", "scores",
                       "breakdown", "log", "error", "over", "forced", "waiting"})
DECISION_KEYS = frozenset({"player", "prompt", "kind", "options", "include", "exclude"})
Where = Callable[..., int]


@dataclass
class Failure:
    """One expectation that did not hold: the line it is written on, what was expected and what happened."""

    line: int
    message: str
    expected: Any = None
    actual: Any = None

    def diff(self) -> list[str]:
        """Expected-vs-actual lines (`-` expected only, `+` actual only) for lists; else both values."""
        if self.expected is None and self.actual is None:
            return []
        if isinstance(self.expected, list) and isinstance(self.actual, list):
            exp, act = [str(x) for x in self.expected], [str(x) for x in self.actual]
            out = [f"- {x}" for x in exp if x not in act] + [f"+ {x}" for x in act if x not in exp]
            return out or [f"- {exp}", f"+ {act}"]
        return [f"- expected: {self.expected}", f"+ actual:   {self.actual}"]

    def __str__(self) -> str:
        return "\n".join([f"line {self.line}: {self.message}", *("    " + d for d in self.diff())])


@dataclass
class Outcome:
    """The result of one scenario: passed, or the failures with their lines."""

    id: str
    failures: list[Failure] = field(default_factory=list)
    file: str = ""
    line: int = 0

    @property
    def ok(self) -> bool:
        """Whether every expectation held."""
        return not self.failures


class _Fail(Exception):
    """Stops a scenario at a failure that makes the rest meaningless."""


def _eval(g: Game, text: str, me: int) -> Any:
    fn, diags = g.rs.text_compiler().expr(text)
    if diags:
        raise ValueError("; ".join(f"{d.code} {d.message}" for d in diags))
    m = Machine(g.rs, g.state, None)
    m.frames.append([-1, 0, {"me": me}, None])
    try:
        return fn(m)
    finally:
        m.frames.pop()


def _player(v: Any, n: int) -> int | str:
    """`P1` … as a seat index; anything else (a rival id) as it is."""
    try:
        return seat(v, n)
    except RulesError:
        return str(v)


def _seat_name(p: Any) -> str:
    return f"P{p + 1}" if isinstance(p, int) and not isinstance(p, bool) else str(p)


class _Run:
    """One scenario being run: the game, the acting player and the failures found so far."""

    def __init__(self, rs: Ruleset, sc: dict[str, Any], where: Where) -> None:
        self.rs, self.sc, self.where = rs, sc, where
        self.fails: list[Failure] = []
        given = sc.get("given") or {}
        n = int(sc.get("players", rs.min_players))
        opts = {k: str(v) for k, v in (sc.get("options") or {}).items()}
        self.g = Game.from_situation(rs, n, given, int(sc.get("seed", 1)), opts, log=True)
        self.me = seat(given["turn"], n) if given.get("turn") is not None else 0
        self.n = n
        if sc.get("ask_forced"):
            self.g.state["ask_forced"] = True  # decisions with a single legal option are asked too

    def fail(self, at: tuple[Any, ...], message: str, expected: Any = None, actual: Any = None) -> None:
        self.fails.append(Failure(self.where(*at), message, expected, actual))

    # ---- steps ----------------------------------------------------------------------------------
    def step(self, st: dict[str, Any], at: tuple[Any, ...]) -> None:
        unknown = set(st) - STEP_KEYS
        if unknown:
            self.fail(at, f"unknown step keys: {', '.join(sorted(unknown))} (known: {', '.join(sorted(STEP_KEYS))})")
            raise _Fail
        start = len(self.g.log or [])
        try:
            if st.get("run"):
                run_effect(self.g, str(st["run"]), self.me)
            for k, a in enumerate(st.get("actions") or []):
                who: int | None = None
                if isinstance(a, dict) and len(a) == 1:  # `{P2: apple}`: that seat's simultaneous commitment
                    (p, a), = a.items()
                    got = _player(p, self.n)
                    who = got if isinstance(got, int) else None
                legal = self.g.legal_actions(who)
                if str(a) not in legal and (who is None or who in self.g.waiting()):  # else apply says R003
                    d = self.g.decision()
                    reason = self.g.why_not(str(a)) or "" if d is not None else self._nothing_pending(start)
                    on_offer = "no decision is pending" if d is None else \
                        f"on offer: {_seat_name(d.player)}'s {d.kind} decision '{d.prompt}'"
                    self.fail((*at, "actions", k), f"action '{a}' cannot be taken ({on_offer}): {reason}", None, None)
                    self.fails[-1].expected, self.fails[-1].actual = [str(a)], legal
                    raise _Fail
                self.g.apply(str(a), who)
        except RulesError as err:
            if st.get("error") == err.code:
                return
            self.fail((*at, "run") if "run" in st else at, f"raised {err.code}: {err.message}")
            raise _Fail from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as err:
            # An engine fault, not the scenario's: report it on the step instead of a traceback.
            self.fail((*at, "run") if "run" in st else at,
                      f"the engine failed ({type(err).__name__}: {err}); please report it with this scenario")
            raise _Fail from None
        if st.get("error"):
            self.fail((*at, "error"), f"expected error {st['error']} but none was raised")
        self.check(st, at, start)

    # ---- expectations -----------------------------------------------------------------------------
    def check(self, st: dict[str, Any], at: tuple[Any, ...], start: int) -> None:
        g = self.g
        legal = g.legal_actions()
        for a in st.get("legal") or []:
            if str(a) not in legal:
                self.fail((*at, "legal"), f"expected '{a}' to be legal", [str(a)], legal)
        for a in st.get("not_legal") or []:
            if str(a) in legal:
                self.fail((*at, "not_legal"), f"expected '{a}' not to be legal")
        for k, text in enumerate(st.get("expect") or []):
            try:
                got = _eval(g, str(text), self.me)
                if not got:
                    parts = sides(g, str(text), self.me)
                    if parts is None:
                        self.fail((*at, "expect", k), f"expectation failed: {text}", True, shown_value(g, got))
                    else:
                        self.fail((*at, "expect", k), f"expectation failed: {text}",
                                  f"{parts[0]} {_op(str(text))} {parts[2]} (right side: {parts[3]})",
                                  f"{parts[0]} is {parts[1]}")
            except (RulesError, ValueError) as err:
                self.fail((*at, "expect", k), f"expectation '{text}' could not be evaluated: {err}")
        if "decision" in st:
            self.decision(st["decision"], (*at, "decision"))
        if "waiting" in st:
            want = [_player(p, self.n) for p in st["waiting"] or []]
            if want != g.waiting():
                self.fail((*at, "waiting"), "seats still deciding", [_seat_name(p) for p in want],
                          [_seat_name(p) for p in g.waiting()])
        if "over" in st and bool(st["over"]) != g.is_over():
            self.fail((*at, "over"), "game over?", bool(st["over"]), g.is_over())
        self.results(st, at)
        if "log" in st:
            self.log(st["log"], (*at, "log"), start)
        if "forced" in st:
            bad = forced_mismatch(g, st["forced"], start, self.n)
            if bad is not None:
                self.fail((*at, "forced"), "expected decisions taken without asking", bad[0], bad[1])

    def decision(self, exp: Any, at: tuple[Any, ...]) -> None:
        d = self.g.decision()
        if exp in (None, "none", False):
            if d is not None:
                got = f"{_seat_name(d.player)} {d.prompt} {list(d.options)}"
                self.fail(at, "expected no pending decision", "none", got)
            return
        if not isinstance(exp, dict) or set(exp) - DECISION_KEYS:
            self.fail(at, f"decision: expects `none` or a mapping of {', '.join(sorted(DECISION_KEYS))}")
            return
        if d is None:
            self.fail(at, "expected a pending decision, but none is pending", exp, "none")
            return
        if "player" in exp and _player(exp["player"], self.n) != d.player:
            self.fail((*at, "player"), "decision.player", str(exp["player"]), _seat_name(d.player))
        if "prompt" in exp and str(exp["prompt"]) != d.prompt:
            self.fail((*at, "prompt"), "decision.prompt", str(exp["prompt"]), d.prompt)
        if "kind" in exp and str(exp["kind"]) != d.kind:
            self.fail((*at, "kind"), "decision.kind", str(exp["kind"]), d.kind)
        have = [str(o) for o in d.options]
        if "options" in exp:
            want = [str(o) for o in exp["options"] or []]
            if sorted(want) != sorted(have):
                self.fail((*at, "options"), "decision.options differ", want, have)
        missing = [str(o) for o in exp.get("include") or [] if str(o) not in have]
        if missing:
            self.fail((*at, "include"), f"decision.include: {', '.join(missing)} not offered", missing, have)
        extra = [str(o) for o in exp.get("exclude") or [] if str(o) in have]
        if extra:
            self.fail((*at, "exclude"), f"decision.exclude: {', '.join(extra)} offered", [], extra)

    def _nothing_pending(self, start: int) -> str:
        """Why no decision is pending in a scenario: the effect ended, perhaps after taking a decision with a
        single option without asking (never "the game is over": a scenario puts the flow aside)."""
        forced = [ev for ev in self.g.events(start) if ev.get("type") == "forced"]
        if forced:
            last = forced[-1]
            return (f"the effect has ended; its decision '{last.get('prompt')}' had a single option "
                    f"('{last.get('option')}') and was taken without asking — leave that action out, or write "
                    "`ask_forced: true` on the scenario to be asked it")
        return "the effect has ended (a scenario puts the flow aside: `run:` an effect that asks this decision)"

    def results(self, st: dict[str, Any], at: tuple[Any, ...]) -> None:
        g = self.g
        if "winner" in st and isinstance(st["winner"], list):  # a shared result: exactly these players share it
            want_s = sorted(p for p in (_player(x, self.n) for x in st["winner"]) if isinstance(p, int))
            if g.winners() != want_s or len(want_s) != len(st["winner"]) or (
                    self.rs.outcome_kind == "scores" and len(want_s) > 1 and g.winner() != DRAW):
                got_s = g.winners() if g.winner() in (DRAW, None) or self.rs.outcome_kind != "scores" \
                    else [g.winner()]
                self.fail((*at, "winner"), "winner" + ("" if g.is_over() else " (the game is not over)"),
                          [_seat_name(p) for p in want_s], [_seat_name(p) for p in got_s])
        elif "winner" in st:
            got = g.winner()
            want = _player(st["winner"], self.n)
            if got != want:
                self.fail((*at, "winner"), "winner" + ("" if g.is_over() else " (the game is not over)"),
                          _seat_name(want), _seat_name(got))
        if "ranking" in st:
            want_r = [_player(p, self.n) for p in st["ranking"]]
            if g.ranking() != want_r:
                self.fail((*at, "ranking"), "ranking", [_seat_name(p) for p in want_r],
                          [_seat_name(p) for p in g.ranking()])
        if "scores" in st and [int(x) for x in st["scores"]] != g.scores():
            self.fail((*at, "scores"), "scores", [int(x) for x in st["scores"]], g.scores())
        for sec, values in (st.get("breakdown") or {}).items():
            got_b = g.breakdown().get(str(sec), [0] * self.n)
            want_b = [int(x) for x in values]
            if got_b[:len(want_b)] != want_b:
                self.fail((*at, "breakdown", sec), f"breakdown of section '{sec}'", want_b, got_b)

    def log(self, exp: Any, at: tuple[Any, ...], start: int) -> None:
        events = self.g.events(start)
        if not isinstance(exp, dict):
            exp = {"include": exp}
        for k, pat in enumerate(exp.get("include") or []):
            if not any(_matches(ev, pat, self.n) for ev in events):
                shown = [_short(ev) for ev in events if ev["type"] == pat.get("type", ev["type"])][:15]
                self.fail((*at, "include", k), f"no log event matches {pat}", [_short(pat)], shown)
        for k, pat in enumerate(exp.get("exclude") or []):
            hits = [_short(ev) for ev in events if _matches(ev, pat, self.n)]
            if hits:
                self.fail((*at, "exclude", k), f"log events match {pat}", [], hits)


def _op(text: str) -> str:
    """The comparison operator of an expectation (for its failure message)."""
    from rulesdsl.dsl import ast as A
    from rulesdsl.dsl.parser import ParseError, parse_expr
    try:
        tree = parse_expr(text)
    except ParseError:
        return "?"
    return tree.op if isinstance(tree, A.Compare) else "?"


def _matches(ev: dict[str, Any], pat: Any, n: int) -> bool:
    if not isinstance(pat, dict):
        return False
    for k, v in pat.items():
        if k in ("player", "owner") and isinstance(v, str) and v[:1] in "Pp":
            v = _player(v, n)
        if k == "players" and isinstance(v, list):
            v = [_player(x, n) for x in v]
        if ev.get(k) != v:
            return False
    return True


def _short(ev: dict[str, Any]) -> str:
    def shown(k: str, v: Any) -> Any:
        return _seat_name(v) if k in ("player", "owner") and isinstance(v, int) else v
    return ", ".join(f"{k}: {shown(k, v)}" for k, v in ev.items())


def run_scenario(rs: Ruleset, sc: dict[str, Any], where: Where | None = None) -> Outcome:
    """Run one scenario and report every failure.
    `where(*pointer)` gives the file line of a key of the scenario (0 when unknown)."""
    at = where or (lambda *p: 0)
    sid = str(sc.get("id", "?"))
    unknown = set(sc) - HEAD_KEYS - STEP_KEYS
    if unknown:
        return Outcome(sid, [Failure(at(), f"unknown scenario keys: {', '.join(sorted(unknown))} (known: "
                                           f"{', '.join(sorted(HEAD_KEYS | STEP_KEYS))}; docs/authoring.md §6)")])
    if not isinstance(sc.get("given") or {}, dict):
        return Outcome(sid, [Failure(at("given"), "given: a mapping (zones, counters, turn, setup, effect …; "
                                                  "docs/authoring.md §6.2), not "
                                                  f"{type(sc['given']).__name__}")])
    if not sc.get("rule"):
        return Outcome(sid, [Failure(at(), "every scenario cites the rule it checks (`rule:`)")])
    try:
        run = _Run(rs, sc, at)
    except RulesError as err:
        return Outcome(sid, [Failure(at("given"), f"given: {err.message}" + (f" ({err.hint})" if err.hint else ""))])
    steps = sc.get("steps")
    try:
        if steps is None:
            run.step({k: v for k, v in sc.items() if k in STEP_KEYS}, ())
        else:
            for k, st in enumerate(steps):
                run.step(st if isinstance(st, dict) else {}, ("steps", k))
    except _Fail:
        pass
    return Outcome(sid, run.fails)


def load_file(path: Path) -> tuple[list[tuple[dict[str, Any], Where]], list[str]]:
    """The scenarios of a file, each with its line finder; or the file's problems."""
    from rulesdsl.content.safe_files import inside
    from rulesdsl.content.yamlload import load_yaml_file, position
    owner = next((f for f in path.absolute().parents if (f / "ruleset.yaml").exists() or (f / "pack.yaml").exists()),
                 path.absolute().parent)
    why = inside(path, owner)  # the one reader rule: a regular file inside the ruleset or pack folder
    if why is not None:
        return [], [f"{path}:1:1: M006 not read: {why}"]
    lf, diags = load_yaml_file(path, list_ok=True)
    if lf is None or diags:
        return [], [f"{d.path}:{d.line}:{d.col}: {d.code} {d.message}" for d in diags] or [f"{path}: unreadable"]
    data = lf.data
    if data is None:
        return [], []
    if not isinstance(data, list) or not all(isinstance(s, dict) for s in data):
        return [], [f"{path}:1: a scenario file is a list of scenarios (mappings)"]
    out = []
    for i, sc in enumerate(data):
        def where(*ptr: Any, _i: int = i) -> int:
            return position(lf, (_i, *ptr))[0]
        out.append((sc, where))
    return out, []


def scenario_files(folder: Path) -> list[Path]:
    """The scenario files of a ruleset or pack folder (`tests/**/*.yaml`), or of a tests folder itself."""
    if folder.is_file():
        return [folder]
    tests = folder / "tests" if (folder / "tests").is_dir() else folder
    return sorted(p for p in tests.rglob("*.yaml") if p.is_file() or p.is_symlink())
