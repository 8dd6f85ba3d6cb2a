"""The default agent: plays each option out to the end of its own turn and keeps the best-evaluated one.

For every legal option the agent applies it on a copy, then finishes its own turn with a cheap
continuation (the first option that is not a skip; with `width` > 0, the option whose immediate
result evaluates best among at most `width` tried — much slower, and no better in measurements),
stopping when someone else decides, when its next turn starts (a new
`act` decision), when the game ends, or after `horizon` decisions; the state there is scored with the
ruleset's `evaluation:` for this player alone. At a simultaneous decision the turn ends at the reveal: after the
agent's own commitment, the other seats' pending choices are drawn at random from the copy the agent may
see (their real commitments are not in it), the same draw for every option, so the evaluation sees the
revealed result. This is one step of policy improvement over the
continuation ("rollout" in Bertsekas' sense), repeated at every decision, so each later decision
of the turn corrects the continuation's guesses. The value of the chosen line is remembered: at the
next decision, the option that line foresaw is not played out again. (`follow=True` makes the agent
follow the whole line without re-deciding — cheaper, but it plays worse: the continuation's choices
are arbitrary where the immediate result shows nothing yet.)

Passing is not special-cased: rulesets say what passing costs in their `evaluation:` data (a ruleset
may weigh a counter that records passing), so the agent passes only when every other option evaluates worse.

It never peeks: the options are tried on the real state only while that reveals nothing (no chance
drawn, no object leaving a zone this player cannot see); an option that would reveal something is
tried on a determinisation instead (hidden objects re-dealt, chance re-seeded from the agent's own
generator), one per decision, shared by all such options.
"""

from __future__ import annotations

import random
from typing import Any

from rulesdsl.agents.determinize import determinize, unseen_zones
from rulesdsl.agents.evaluation import Evaluator, evaluator_for
from rulesdsl.errors import GameRuntimeError
from rulesdsl.play.game import SKIP, Game, Lookahead
from rulesdsl.play.simultaneous import masked, waiting
from rulesdsl.runtime.state import StateData

HORIZON = 8
WIDTH = 0
_UNSEEN: dict[tuple[int, int, int], tuple[Any, frozenset[str]]] = {}
Line = list[tuple[tuple[str, ...], str]]  # (the options offered, the one taken) for each later decision


def _unseen_keys(game: Game, viewer: int) -> frozenset[str]:
    """The zone keys this viewer cannot see (fixed for a ruleset and player count, so cached)."""
    key = (id(game.rs), int(game.state["players"]), viewer)
    got = _UNSEEN.get(key)
    if got is None or got[0] is not game.rs:
        got = _UNSEEN[key] = (game.rs, frozenset(unseen_zones(game.rs, game.state, viewer)))
    return got[1]


def _others_to_draw(st: StateData, me: int) -> bool:
    """Whether an open simultaneous round holds my commitment and waits for other seats' (theirs to draw)."""
    sim = st.get("simultaneous")
    if not sim or me not in sim["ps"]:
        return False
    return sim["ix"][sim["ps"].index(me)] is not None and bool(waiting(st))


class _Revealed(Exception):
    """A line of play drew chance or uncovered a hidden object (internal signal)."""


class PlannerAgent:
    """Plays every option to the end of its own turn with a cheap continuation and keeps the best."""

    name = "planner"

    def __init__(self, seed: int = 0, horizon: int = HORIZON, width: int = WIDTH,
                 terms: list[dict[str, Any]] | None = None, follow: bool = False) -> None:
        self.rng = random.Random(seed)
        self.follow = follow
        self.sampled = False  # set by searches that hand it determinised games: nothing left to peek at
        self.horizon = horizon
        self.width = width
        self.terms = terms
        self._eval: Evaluator | None = None
        self._plan: Line = []
        self._at = -1  # the history length at which the plan's next step applies
        self._value = 0.0  # the value of the planned line
        self._draw: int | None = None  # the seed of the other seats' drawn commitments at this decision

    def fresh_draw(self) -> None:
        """A new decision: the other seats' pending commitments will be drawn afresh (the same for every option)."""
        self._draw = None

    def evaluator(self, game: Game) -> Evaluator:
        """The ruleset's evaluation (or the agent's own terms), compiled once per ruleset."""
        self._eval = evaluator_for(self._eval, game, self.terms)
        return self._eval

    def choose(self, game: Game) -> str:
        """Follow the planned line while the game offers what was expected, else plan the rest of the turn."""
        game = masked(game)  # a simultaneous decision: the others' pending choices are not for my eyes
        options = game.legal_actions()
        if len(options) == 1:
            return options[0]
        if self.follow and self._foresaw(game, options):
            _, step = self._plan.pop(0)
            self._at += 1
            return step
        me = game.current_player()
        assert me is not None
        known: dict[str, float] = {}
        if self._foresaw(game, options):
            known[self._plan[0][1]] = self._value  # the continuation's own next step was valued last time
        best, line, value = self.plan(game, options, me, known)
        self._plan, self._at, self._value = line, len(game.history) + 1, value
        return best

    def _foresaw(self, game: Game, options: list[str]) -> bool:
        """Whether this decision is the next step of the planned line: right after it, offering what the line's
        copy offered (its first options only: a lookahead copy lists no more, `Lookahead.probe`)."""
        if not self._plan or self._at != len(game.history):
            return False
        offered = self._plan[0][0]
        return tuple(options[:len(offered)]) == offered

    def plan(self, game: Game, options: list[str], me: int,
             known: dict[str, float] | None = None) -> tuple[str, Line, float]:
        """The best option, the line that follows it and its value, each option played to the end of my turn.

        `known` holds values already computed for some options (the tail of the previous line)."""
        ev = self.evaluator(game)
        self.fresh_draw()
        keys = None if self.sampled else _unseen_keys(game, me)
        before = game.state["rng"] if keys is not None else None  # the same for every option
        shadow: Game | None = None
        scored: list[tuple[float, str, Line]] = []
        for opt in options:
            if known and opt in known:
                scored.append((known[opt], opt, list(self._plan[1:])))
                continue
            try:
                v, line = self._line(game, opt, me, ev, keys, before)
            except _Revealed:  # this option uncovers something: judge it on a determinisation instead
                if shadow is None:
                    shadow = determinize(game, me, self.rng)
                v, _ = self._line(shadow, opt, me, ev, None)
                line = []  # a line through a determinisation is no plan for the real game
            scored.append((v, opt, line))
        top = max(v for v, _, _ in scored)
        v, opt, line = self.rng.choice([x for x in scored if x[0] >= top - 1e-9])
        return opt, line, v

    def _line(self, base: Game, opt: str, me: int, ev: Evaluator, keys: frozenset[str] | None,
              before: Any = None) -> tuple[float, Line]:
        """Apply `opt`, finish my turn with the continuation, and evaluate where the turn ends (`keys`: the
        zones I cannot see, watched for objects leaving or entering them; `before`: the base state's generator,
        when the caller has it already)."""
        if keys is not None and before is None:
            before = base.state["rng"]
        g = base.clone(keep_history=False)
        # the continuation takes the first option: the copy need not list the rest
        g.lookahead = Lookahead(probe=self.width <= 0, zones=keys)
        line: Line = []
        drawn: random.Random | None = None
        try:
            g.apply(opt)
            self._check(g, keys, before)
            for _ in range(self.horizon + int(g.state["players"])):  # each other seat commits at most once
                d = g.state["decision"]
                if d is None or d["k"] == "act":
                    break
                legal = g.legal_actions()
                if d["p"] != me:
                    if not _others_to_draw(g.state, me):
                        break
                    if drawn is None:  # the reveal is ahead: draw the others' commitments, the same for every option
                        if self._draw is None:
                            self._draw = self.rng.getrandbits(32)
                        drawn = random.Random(self._draw)
                    g.apply(self.draw_other(g, legal, drawn))
                    self._check(g, keys, before)
                    continue
                if d.get("s") or len(line) >= self.horizon:
                    break  # a new simultaneous round for me: my turn is over
                step = legal[0] if len(legal) == 1 else self._greedy_step(g, legal, me, ev, keys, before)
                g.apply(step)
                self._check(g, keys, before)
                line.append((tuple(d["o"]), step))
        except GameRuntimeError:
            return float("-inf"), []  # the rules break down on this line of play: avoid it
        return ev.own(g, me), [] if drawn is not None else line  # drawn commitments make no plan for the game

    def draw_other(self, g: Game, legal: list[str], rng: random.Random) -> str:
        """Another seat's pending commitment in a lookahead: one of its options at random (the copy holds no
        real commitment of another seat to read)."""
        return rng.choice(legal)

    def _greedy_step(self, g: Game, legal: list[str], me: int, ev: Evaluator, keys: frozenset[str] | None,
                     before: Any) -> str:
        """The continuation: the first non-skip option (width 0), else the option whose immediate result
        evaluates best among at most `width` tried."""
        if self.width <= 0:
            return next((o for o in legal if o != SKIP), legal[0])
        cands = legal if len(legal) <= self.width else [legal[0]] + self.rng.sample(legal[1:], self.width - 1)
        best, best_v = cands[0], float("-inf")
        for o in cands:
            c = g.clone(keep_history=False)
            try:
                c.apply(o)
            except GameRuntimeError:
                continue
            self._check(c, keys, before)
            v = ev.own(c, me)
            if v > best_v:
                best, best_v = o, v
        return best

    @staticmethod
    def _check(g: Game, keys: frozenset[str] | None, before: Any) -> None:
        """Signal a reveal: the generator moved, or the unseen zones hold another number of objects (`Lookahead.flow`:
        those moved in minus those moved out since the line began)."""
        if keys is not None and (g.lookahead.flow or g.state["rng"] != before):
            raise _Revealed
