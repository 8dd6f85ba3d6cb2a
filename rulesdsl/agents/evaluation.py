"""The linear state evaluation of a ruleset: weighted DSL expressions declared as data (`evaluation:`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdsl.agents.term_reads import Split, split_terms
from rulesdsl.compiler.checks.sanity import not_a_number
from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.compiler.pyrun import python_expressions
from rulesdsl.compiler.static import fixed_in_game
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.outcomes import DRAW, rival_won
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset

Term = tuple[Callable[[Machine], Any], float]
WIN_BONUS = 1_000_000.0

# (ruleset, terms) -> the ruleset, the compiled terms, the terms as compiled expressions (with their resolved
# forms), and per game settings (player count, options) the function computing the terms that count there
Compiled = tuple[Ruleset, list[Term], list[Term], dict[Any, tuple[Split | None, list[float]]]]
_CACHE: dict[tuple[int, str], Compiled] = {}


def declared_terms(rs: Ruleset) -> list[dict[str, Any]]:
    """The ruleset's evaluation terms: its `evaluation:` list or the file it names; when it declares none,
    a learned file beside ruleset.yaml if there is one (`evaluation_file.ruleset_terms`), else none."""
    from rulesdsl.agents.evaluation_file import ruleset_terms
    data = rs.content.ruleset if rs.content is not None else {}
    return ruleset_terms(data, rs.root, rs.name or rs.id)


def compile_terms(rs: Ruleset, terms: list[dict[str, Any]] | None = None) -> list[Term]:
    """Compile evaluation terms (default: the ruleset's own) into (expression, weight) pairs."""
    return _compiled(rs, terms)[1]


def game_values(rs: Ruleset, terms: list[dict[str, Any]] | None, m: Machine) -> tuple[Split | None, list[float]]:
    """For the game `m` runs (its player count and options): generated functions computing every term that can
    count there, split by what they read (`term_reads.Split`), and their weights. A term weighted 0 only marks a
    role; a product with a factor that is 0 for the whole game (`x * at([0, 1, 0, 0, 0], num_players)`) is 0.
    None when the functions could not be generated (then each term runs on its own)."""
    _, _, closures, games = _compiled(rs, terms)
    st = m.st
    try:
        key: Any = (st["players"], tuple(sorted(st["options"].items())))
        got = games.get(key)
    except TypeError:  # an option value that cannot be a key: worked out again
        key, got = None, None
    if got is None:
        kept = [(fn, w) for fn, w in closures if w != 0.0 and not _zero_here(fn, m)]
        weights = [w for _, w in kept]
        got = (split_terms(rs, [fn for fn, _ in kept], lambda fn: _fixed_value(fn, m), weights), weights)
        if key is not None and len(games) < 64:
            games[key] = got
    return got


def _zero_here(fn: Callable[[Machine], Any], m: Machine) -> bool:
    """Whether a term is a product with a factor that is 0 for the whole game."""
    ir = getattr(fn, "ir", None)
    if not isinstance(ir, tuple) or len(ir) != 4 or ir[0] != "binop" or ir[1] != "*":
        return False
    for side in ir[2:]:
        done, v = _fixed_value(side, m)
        if done and type(v) in (int, float) and v == 0:
            return True
    return False


def _fixed_value(fn: Callable[[Machine], Any], m: Machine) -> tuple[bool, Any]:
    """(True, value) for an expression with one value for the whole game `m` runs (`static.fixed_in_game`)."""
    if not fixed_in_game(fn):
        return False, None
    try:
        return True, fn(m)
    except GameRuntimeError:  # left to fail where it is used, as it would
        return False, None


def _compiled(rs: Ruleset, terms: list[dict[str, Any]] | None) -> Compiled:
    if terms is None:
        terms = declared_terms(rs)
    key = (id(rs), repr(terms))
    got = _CACHE.get(key)
    if got is not None and got[0] is rs:
        return got
    out: list[Term] = []
    for t in terms:
        text = str(t.get("expr", ""))
        fn, diags = rs.text_compiler().expr(text)
        errors = [d for d in diags if d.severity == "error"]
        if fn is None or errors:
            why = errors[0].message if errors else "cannot compile"
            raise UsageError(f"evaluation expression '{text}': {why}", "U001",
                             "fix the `evaluation:` list of ruleset.yaml")
        if not_a_number(rs, parse_cached, text):
            raise UsageError(f"evaluation expression '{text}' is a list, a string or a truth value, not a number",
                             "U001", "count(...) turns a list into a number")
        out.append((fn, float(t.get("weight", 1))))
    generated = list(zip(python_expressions(rs, [fn for fn, _ in out]), [w for _, w in out], strict=True))
    if len(_CACHE) >= 64:  # a long-lived process (an editor server) must not keep every ruleset it saw
        _CACHE.clear()
    got = _CACHE[key] = (rs, generated, out, {})
    return got


def read_terms(path: str) -> list[dict[str, Any]]:
    """Evaluation terms of a `greedy:FILE` / `planner:FILE` seat, read by the one strict reader."""
    from rulesdsl.agents.evaluation_file import read_evaluation_file
    return read_evaluation_file(path, "seat file", "U004")


def role_terms(rs: Ruleset, role: str) -> list[Term]:
    """The compiled evaluation terms marked with `role:` (pass, resource or phase) — for play statistics."""
    marked = [t for t in declared_terms(rs) if t.get("role") == role]
    return compile_terms(rs, marked) if marked else []


def term_sum(game: Game, terms: list[Term], player: int) -> float:
    """The unweighted sum of some terms' values for one player."""
    m = Machine(game.rs, game.state, None)
    m.frames.append([-1, 0, {"me": player}, None])
    try:
        return sum(float(fn(m) or 0) for fn, _ in terms)
    finally:
        m.frames.pop()


def spread(values: list[float], rivals: list[float] | None = None,
           opponents: list[list[int]] | None = None) -> list[float]:
    """Each player's value minus the best value among their opponents (default: the other players) and the
    rivals (if any)."""
    n = len(values)
    extra = rivals or []
    opp = opponents or [[q for q in range(n) if q != p] for p in range(n)]
    return [values[p] - max([values[q] for q in opp[p]] + extra, default=0.0) for p in range(n)]


def opponents(game: Game) -> list[list[int]]:
    """Each player's opponents: every other player; with a team outcome the other teams' members; in a
    cooperative game none (only the rivals)."""
    rs, st = game.rs, game.state
    n = int(st["players"])
    if rs.outcome_kind == "cooperative":
        return [[] for _ in range(n)]
    if rs.outcome_kind == "teams":
        from rulesdsl.play.outcomes import team_of
        teams = [team_of(rs, st, p) for p in range(n)]
        return [[q for q in range(n) if teams[q] != teams[p]] for p in range(n)]
    return [[q for q in range(n) if q != p] for p in range(n)]


def pooled(game: Game, values: list[float]) -> list[float]:
    """Each player's value as their side's: with a team outcome the sum over the team, in a cooperative game
    the sum over all players (a teammate's gain is one's own); else unchanged."""
    kind = game.rs.outcome_kind
    if kind == "scores":
        return values
    n = len(values)
    opp = opponents(game)
    return [sum(values[q] for q in range(n) if q not in opp[p]) for p in range(n)]


def rival_values(game: Game) -> list[float]:
    """The scores of the ruleset's rivals (automated opponents that are not seats)."""
    return [float(game.rs.score_sign * game.state["shared"][counter]) for _, counter, _ in game.rs.rivals]


def reads_seat(rs: Ruleset, text: str) -> bool:
    """Whether an evaluation term may read the seat it is evaluated for (`me`): `me` itself, a bare per-player
    counter, a built-in whose `who` is left to `me` over a per-player zone or counter, or a content function
    (not looked into). False only for terms that surely read the same for every seat — global counters,
    public per-game zones, every player's values (`sum([p.stars for p in players])`) — which a cooperative
    team counts once."""
    from rulesdsl.dsl import ast as A
    from rulesdsl.dsl.verbs import ID_TYPES, REGISTRY
    try:
        tree = parse_cached(text, "expr")
    except Exception:  # noqa: BLE001 - a term that does not parse was refused when compiled
        return True
    todo: list[tuple[Any, frozenset[str]]] = [(tree, frozenset())]
    steps = 0
    while todo:
        steps += 1
        if steps > 5_000:
            return True
        node, local = todo.pop()
        if isinstance(node, A.Name):
            if node.id == "me" or (node.id not in local and node.id in rs.counter_bounds):
                return True
            continue
        if isinstance(node, A.Comprehension):
            todo += [(node.source, local), (node.elem, local | {node.var})]
            if node.cond is not None:
                todo.append((node.cond, local | {node.var}))
            continue
        if isinstance(node, A.CallExpr):
            verb = REGISTRY.get(node.name)
            if verb is None:
                return True  # a content function: not looked into
            names = [p.name for p in verb.params]
            if "who" in names and names.index("who") >= len(node.args) and "who" not in {k.name for k in node.kwargs}:
                for a in node.args:  # `who` left to me: a per-player zone or counter reads me's
                    if not isinstance(a, A.Name) or a.id in local:
                        return True
                    zone = rs.zones.get(a.id)
                    if a.id in rs.counter_bounds or (zone is not None and zone.per_player):
                        return True
            ids = {i for i, prm in enumerate(verb.params) if prm.type in ID_TYPES}  # a counter's or zone's name
            todo += [(a, local) for i, a in enumerate(node.args) if i not in ids]
            todo += [(k.value, local) for k in node.kwargs if k.name not in {verb.params[i].name for i in ids}]
            continue
        for f in getattr(node, "__dataclass_fields__", {}):
            v = getattr(node, f)
            for child in (v if isinstance(v, tuple) else (v,)):
                if isinstance(child, A.Node):
                    todo.append((child, local))
    return False


def _term_value(v: Any) -> float:
    """An evaluation term's value: a number or a truth value (none counts as 0); R106 for a list or a string."""
    if v is None:
        return 0.0
    if not isinstance(v, int):
        raise GameRuntimeError(f"an evaluation term must be a number, got {v!r}", "R106",
                               "count(...) turns a list into a number")
    return float(v)


class Evaluator:
    """Scores a state for a player: own weighted sum minus the best opponent's (default: score margin)."""

    def __init__(self, rs: Ruleset, terms: list[dict[str, Any]] | None = None) -> None:
        self.rs = rs
        self.declared = terms
        self.terms = [t for t in compile_terms(rs, terms) if t[1] != 0.0]  # weight-0 terms only mark a role
        self.team_wide: list[bool] = []  # a cooperative game: per term, whether it reads the same for every seat
        if rs.outcome_kind == "cooperative" and self.terms:
            decl = declared_terms(rs) if terms is None else terms
            self.team_wide = [not reads_seat(rs, str(t.get("expr", ""))) for t in decl
                              if float(t.get("weight", 1)) != 0.0]
        self._game: tuple[Any, int, Split | None, list[float]] = (None, -1, None, [])
        self._memo: dict[int, Any] = {}  # per player: the groups' last reads and values (`Split.values`)
        self._sums: dict[int, Any] = {}  # the same for their weighted sums (`Split.total`)

    def _values(self, m: Machine) -> tuple[Split | None, list[float]]:
        """`game_values` for this game, remembered while the games share their options (copies do)."""
        st = m.st
        got = self._game
        if got[0] is not st["options"] or got[1] != st["players"]:  # another game (its copies share its options)
            got = self._game = (st["options"], st["players"], *game_values(self.rs, self.declared, m))
            self._memo, self._sums = {}, {}  # what the last game read says nothing of this one's (set-up differs)
        return got[2], got[3]

    def raw(self, game: Game) -> list[float]:
        """Each player's weighted sum (the score counter when no terms are declared)."""
        st = game.state
        if not self.terms:
            return pooled(game, [float(self.rs.score_sign * c[self.rs.score]) for c in st["counters"]])
        if len(self.team_wide) == len(self.terms):
            return self._team(game)
        m = Machine(self.rs, st, None)
        split, weights = self._values(m)
        out: list[float] = []
        for p in range(st["players"]):
            m.frames.append([-1, 0, {"me": p}, None])
            try:
                if split is not None:
                    values = split.values(m, p, self._memo)
                    out.append(sum(w * _term_value(v) for v, w in zip(values, weights, strict=True)))
                else:
                    out.append(sum(w * _term_value(fn(m)) for fn, w in self.terms))
            finally:
                m.frames.pop()
        return pooled(game, out)

    def _team(self, game: Game) -> list[float]:
        """A cooperative team's value, the same for every seat: each term that reads the seat summed over the
        seats, each team-wide term (a shared counter, every player's total) counted once."""
        st = game.state
        m = Machine(self.rs, st, None)
        total = 0.0
        for p in range(st["players"]):
            m.frames.append([-1, 0, {"me": p}, None])
            try:
                total += sum(w * _term_value(fn(m)) for (fn, w), shared in zip(self.terms, self.team_wide,
                                                                               strict=True)
                             if not shared or p == 0)
            finally:
                m.frames.pop()
        return [total] * int(st["players"])

    def own(self, game: Game, player: int) -> float:
        """One player's weighted sum alone (the score counter when no terms are declared)."""
        st = game.state
        if self.rs.outcome_kind != "scores":
            return self.raw(game)[player]  # teams and co-op: the side's value
        if not self.terms:
            return float(self.rs.score_sign * st["counters"][player][self.rs.score])
        m = Machine(self.rs, st, None)
        split, weights = self._values(m)
        m.frames.append([-1, 0, {"me": player}, None])
        try:
            if split is not None:  # the terms in a few generated calls, those that cannot have changed read back
                total = split.total(m, player, self._sums)
                if total is not None:
                    return total
                values = split.values(m, player, self._memo)
                return sum([w * float(v or 0) for v, w in zip(values, weights, strict=True)])
            return sum([w * float(fn(m) or 0) for fn, w in self.terms])  # a list: cheaper than a generator
        finally:
            m.frames.pop()

    def margins(self, game: Game) -> list[float]:
        """Own value minus the best opponent's (rivals count with the default evaluation); ±WIN_BONUS at the end."""
        out = spread(self.raw(game), None if self.terms else rival_values(game), opponents(game))
        if game.is_over():
            w = game.winner()
            won = game.winners() if game.rs.outcome_kind != "scores" else [w]  # a team or everyone wins whole
            drew = game.winners() if w == DRAW else []  # the players sharing a draw get neither bonus
            out = [v + (0.0 if p in drew else WIN_BONUS if p in won else -WIN_BONUS) for p, v in enumerate(out)]
        return out

    def value(self, game: Game, player: int) -> float:
        """The margin of one player."""
        return self.margins(game)[player]


def outcome(game: Game) -> list[float]:
    """Win values of a finished game: 1 to the winner, 0.5 to tied winners, 0 otherwise (and when a rival wins)."""
    n = int(game.state["players"])
    w = game.winner()
    if w is None or rival_won(w):
        return [0.0] * n
    top = game.winners()
    share = 1.0 if len(top) <= 1 or game.rs.outcome_kind != "scores" else 0.5  # teams and co-op win whole
    return [share if p in top else 0.0 for p in range(n)]


def margin_reward(margins: list[float], scale: float) -> list[float]:
    """Score margins mapped to [0, 1] (0.5 = level), divided by `scale`."""
    s = max(scale, 1e-9)
    return [min(1.0, max(0.0, 0.5 + 0.5 * v / s)) for v in margins]


def evaluator_for(current: Evaluator | None, game: Game, terms: list[dict[str, Any]] | None = None) -> Evaluator:
    """The evaluator to use for a game (the ruleset's, or the given terms): the cached one if it was built for
    the same ruleset."""
    if current is None or current.rs is not game.rs:
        return Evaluator(game.rs, terms)
    return current
