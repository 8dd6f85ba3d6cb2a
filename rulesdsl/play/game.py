"""The public game API: new game, decisions, legal actions, apply, views, clone, scores."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesdsl.errors import GameRuntimeError, IllegalAction
from rulesdsl.play import outcomes, simultaneous, situation
from rulesdsl.play.decision import SKIP as SKIP  # both also given from here
from rulesdsl.play.decision import Decision as Decision
from rulesdsl.play.decision import from_record
from rulesdsl.play.state import clone_state, initial_state, with_defaults
from rulesdsl.runtime.machine import Machine, Watch
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData

if TYPE_CHECKING:
    from rulesdsl.play.whynot import Refusal


PROBE_OPTIONS = 2  # a lookahead copy's decisions list this many options at most (`Lookahead.probe`)


def _tiebreak(v: Any, where: str = "") -> int:
    """A tie-break value: an integer (a truth value counts as 0/1); R106 (naming the tie-break) otherwise."""
    if not isinstance(v, int):
        raise GameRuntimeError(f"a tie-break must be a number, got {v!r}", "R106",
                               "count(...) turns a list into a number" + (f" (the tie-break at {where})"
                                                                           if where else ""))
    return int(v)


class Game:
    """One game of a compiled ruleset. Everything that changes lives in `state` (plain data)."""

    def __init__(self, rs: Ruleset, state: StateData, history: list[str] | None = None,
                 log: list[tuple[Any, ...]] | None = None) -> None:
        self.rs = rs
        self.state = state
        self.history: list[str] = history if history is not None else []
        self.log = log
        self.seed: int | None = None  # the seed `Game.new` started from (drawn there when none was given)
        self.lookahead = Lookahead()  # what a lookahead asks of this game (nothing, for a game people play)
        self.carry = Carry()  # the machine kept from move to move, and what it knew

    @classmethod
    def from_situation(cls, rs: Ruleset, players: int, described: dict[str, Any], seed: int = 1,
                       options: dict[str, str] | None = None, log: bool = False) -> Game:
        """A game put in a described situation (counters, zone contents in order, object props, whose turn,
        turn order, an effect run first), with no decision pending; see `play/situation.py`."""
        situation.check_keys(described)
        if described.get("setup", True):
            g = cls.new(rs, players, seed, options, log)
        else:
            g = cls(rs, initial_state(rs, players, seed, with_defaults(rs, options)), [], [] if log else None)
        g.state["frames"].clear()
        g.state["decision"], g.state["over"] = None, False
        g.state.pop("simultaneous", None)
        situation.apply(g, described)
        return g

    def events(self, start: int = 0) -> list[dict[str, Any]]:
        """The game log from index `start` as typed events (`schemas/log-event.schema.json`)."""
        from rulesdsl.play.events import typed
        return [typed(self.rs, self.state, ev) for ev in (self.log or [])[start:]]

    @classmethod
    def new(cls, rs: Ruleset, players: int, seed: int | None = None, options: dict[str, str] | None = None,
            log: bool = False, ask_forced: bool = False, names: list[str] | None = None) -> Game:
        """Start a game and run it to its first decision; UsageError (U008, U001, U009, U061) for a player
        count outside the ruleset's range, a seed that is not a whole 64-bit number, an undeclared option or
        bad seat names. Without a seed, one nobody can predict is drawn (`secrets`); `game.seed` holds the
        seed either way, to replay the game. `ask_forced`: decisions with a single legal option are asked
        too, instead of being taken and logged as `forced`. `names`: what to call the seats wherever a
        person reads (one per player), instead of the ruleset's declared names or P1, P2 …"""
        from rulesdsl.play.start_checks import check_names, check_options, check_players, check_seed, random_seed
        players, seed = check_players(rs, players), check_seed(random_seed() if seed is None else seed)
        given = check_names(names, players) if names is not None else None
        g = cls(rs, initial_state(rs, players, seed, with_defaults(rs, check_options(rs, options))), [],
                [] if log else None)
        g.seed = seed
        if ask_forced:
            g.state["ask_forced"] = True
        if given:
            g.state["names"] = given
        g.carry.machine_for(g, 0).run()
        return g

    # ---- decisions ----------------------------------------------------------------------
    def decision(self, seat: int | None = None) -> Decision | None:
        """The pending decision (of `seat` when given: one of `waiting()`), or None when there is none."""
        d = self.state["decision"] if seat is None else simultaneous.pending(self, seat)  # (`pending` of None)
        if d is None:
            return None
        return from_record(d, self.state["obj_entity"])

    def current_player(self) -> int | None:
        """Who must decide now (None when the game is over)."""
        d = self.state["decision"]
        return None if d is None else int(d["p"])

    def waiting(self) -> list[int]:
        """Every seat that must decide now: the seats of an open simultaneous decision that have not
        committed, else the one current player (empty when the game is over)."""
        seats = simultaneous.waiting(self.state)
        if seats:
            return seats
        d = self.state["decision"]
        return [] if d is None else [int(d["p"])]

    def legal_actions(self, seat: int | None = None) -> list[str]:
        """The option ids of the pending decision (of `seat` when given)."""
        d = simultaneous.pending(self, seat)
        if d is None:
            return []
        return list(d["o"]) + ([SKIP] if d["skip"] else [])

    def is_over(self) -> bool:
        """Whether the flow has finished."""
        return bool(self.state["over"])

    def why_not(self, action: str) -> str | None:
        """None if the action is legal now, else why not: for an action or option that exists but cannot be
        taken now, the failing requirement and where it is written (`file:line:col: 'x' needs `...``).
        Localised text: `rulesdsl.text.decisions.why_not_text`; the structured reason: `refusal`."""
        r = self.refusal(action)
        if r is None:
            return None
        if r.code == "not-an-option":
            return f"'{action}' is not one of the options: {', '.join(self.state['decision']['o'][:12])}"
        return r.text()

    def refusal(self, action: str) -> Refusal | None:
        """None if the action is legal now, else a `whynot.Refusal` (code, requirement AST, position)."""
        from rulesdsl.play.whynot import refusal
        return refusal(self, action)

    def apply(self, action: str, seat: int | None = None) -> None:
        """Take an option of the pending decision; refused actions raise IllegalAction, state unchanged.
        `seat`: which of the seats deciding at once commits (`waiting()`); a commitment is logged privately
        and applied when every seat has committed (`play/simultaneous.py`)."""
        entry = action
        if seat is None and self.state.get("simultaneous"):  # `split_tag` only while a round may be open
            action, seat = simultaneous.split_tag(self, action)
        d = self.state["decision"]
        if d is None:
            raise IllegalAction("no decision is pending: the game is over", "R002")
        if seat is not None and seat != d["p"]:
            mine = simultaneous.pending(self, seat)
            if mine is None:
                raise IllegalAction(f"P{seat + 1} has no decision to make now (waiting for "
                                    f"{', '.join(f'P{p + 1}' for p in self.waiting())})", "R003")
            if action not in mine["o"] and not (action == SKIP and mine["skip"]):
                raise IllegalAction(f"'{action}' is not one of P{seat + 1}'s options: {', '.join(mine['o'][:12])}",
                                    "R001")
            self.state["decision"] = d = mine
            entry = f"p{seat}:{action}"
        if action == SKIP and d["skip"]:
            index = -1
        else:
            try:
                index = d["o"].index(action)
            except ValueError:
                raise IllegalAction(self.why_not(action) or "illegal", "R001") from None
        self.history.append(entry)
        m = self.carry.machine_for(self, PROBE_OPTIONS if self.lookahead.probe else 0)
        if self.log is not None:
            # a pick's object or a number choice's number, else the id
            taken = None if index < 0 else d["v"][index] if d["k"] in ("pick", "number") else action
            if d.get("s"):  # a simultaneous commitment: private until all have decided
                m.emit("commit", d["p"], d["k"], str(d.get("pr", "")), taken)
            else:
                if d["k"] != "act":  # an act's choice is logged as its action event
                    m.emit("choice", d["p"], d["k"], str(d.get("pr", "")), taken)
                m.open_step(d["p"])
        m.resume(index)

    # ---- copies and results -------------------------------------------------------------
    def clone(self, keep_log: bool = False, keep_history: bool = True) -> Game:
        """An independent copy of the game (purpose-written state copy, see `clone_state`). `keep_history=False`:
        its history starts empty (a lookahead's throw-away copy, whose past nobody reads)."""
        st = clone_state(self.state)
        g = Game(self.rs, st, list(self.history) if keep_history else [],
                 list(self.log) if keep_log and self.log is not None else None)
        g.lookahead = self.lookahead.copy()
        g.carry = self.carry.for_copy(self.state, st, g.log is not None)
        return g

    def scores(self) -> list[int]:
        """Each player's score counter."""
        return [c[self.rs.score] for c in self.state["counters"]]

    def breakdown(self) -> dict[str, list[int]]:
        """Score changes per section id, per player."""
        return {k: list(v) for k, v in self.state["breakdown"].items()}

    def _keys(self) -> list[tuple[int, tuple[int, ...]]]:
        """Per player, the values that rank them, signed so that higher is better (`winner: lowest` and
        tie-breaks with `order: lowest` are negated)."""
        keys = []
        sign, signs = self.rs.score_sign, self.rs.tiebreak_signs
        m = Machine(self.rs, self.state, None)
        for p in range(self.state["players"]):
            m.frames.append([-1, 0, {"me": p}, None])
            try:
                tb = tuple(s * _tiebreak(f(m), w) for f, s, w in zip(self.rs.tiebreaks, signs,
                                                                     self.rs.tiebreak_where, strict=True))
            finally:
                m.frames.pop()
            keys.append((sign * self.scores()[p], tb))
        if self.rs.outcome_kind == "teams":
            return outcomes.team_keys(self.rs, self.state, keys)
        return keys

    def winners(self) -> list[int]:
        """Every player sharing first place after all tie-breaks (a shared victory has several)."""
        if not self.is_over():
            return []
        if self.rs.outcome_kind == "cooperative":
            return list(range(self.state["players"])) if outcomes.players_won(self.rs, self.state) else []
        keys = self._keys()
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    def ranking(self) -> list[int]:
        """Players from first to last: score (highest or lowest first), then the ruleset's tie-breaks, then seat."""
        keys = self._keys()
        return sorted(range(self.state["players"]), key=lambda p: (keys[p], -p), reverse=True)

    def _rival_active(self, rid: str) -> bool:
        counts = self.rs.rival_players.get(rid)
        return counts is None or self.state["players"] in counts

    def rival_scores(self) -> dict[str, int]:
        """Scores of the ruleset's rivals in play at this player count (automated opponents, not seats)."""
        shared = self.state["shared"]
        return {rid: int(shared[counter]) for rid, counter, _ in self.rs.rivals if self._rival_active(rid)}

    def winner(self) -> int | str | None:
        """The winner once the game is over: a player, or a rival's id when a rival beats every player. With
        teams, the first of the winning team (`winners()` lists them all); in a cooperative game P1 when the
        players won, else "game"; "draw" when the best players share the result (`ties: shared`)."""
        if not self.is_over():
            return None
        if self.rs.outcome_kind == "cooperative":
            return 0 if outcomes.players_won(self.rs, self.state) else outcomes.LOST
        best = self.ranking()[0]
        top = self.scores()[best]
        for rid, counter, wins_ties in self.rs.rivals:
            if not self._rival_active(rid):
                continue
            score = int(self.state["shared"][counter])
            if self.rs.score_sign * (score - top) > 0 or (score == top and wins_ties):
                return rid
        if self.is_draw():
            return outcomes.DRAW
        return best

    def is_draw(self) -> bool:
        """Whether the finished game is a draw: `ties: shared` and several players (or teams) level after every
        tie-break, with no rival ahead of them."""
        if not self.rs.ties_shared or self.rs.outcome_kind == "cooperative" or not self.is_over():
            return False
        top = self.winners()
        if self.rs.outcome_kind == "teams":
            return len({outcomes.team_of(self.rs, self.state, p) for p in top}) > 1
        return len(top) > 1


class Lookahead:
    """What a lookahead asks of a game it plays ahead on (the default agent's copies): decisions that list only
    their first options, and a watch over the zones its seat cannot see."""

    __slots__ = ("probe", "watch")

    def __init__(self, probe: bool = False, zones: frozenset[str] | None = None) -> None:
        # Decisions list at most PROBE_OPTIONS options (enough to tell a forced step from a choice): a choose's
        # or a pick's first ones (the continuation takes the first; an optional choose lists its first alone,
        # as it is offered even alone), any of an action group's (a lookahead stops at a menu of actions), and
        # no prompt. Simultaneous decisions stay whole.
        self.probe = probe
        self.watch = Watch(zones) if zones is not None else None

    @property
    def flow(self) -> int:
        """Objects moved into the watched zones minus those moved out since watching began (0: none watched)."""
        return 0 if self.watch is None else self.watch.flow

    def copy(self) -> Lookahead:
        """The same asks for a copy of the game, its watch counting on from here."""
        other = Lookahead(self.probe)
        if self.watch is not None:
            other.watch = Watch(self.watch.zones, self.watch.flow)
        return other


class Carry:
    """The machine of a game's last move, run again for the next one over the same state: what it remembers of
    the frames (whose `me`) stays true, as the frames stay the very same objects between moves."""

    __slots__ = ("machine", "hint", "steps")

    def __init__(self) -> None:
        self.machine: Machine | None = None
        # A copy's: its top frame when copied, and what the original's machine knew of `me` there.
        self.hint: tuple[list[Any], tuple[int, int | None]] | None = None
        # The decisions whose step is running (`Machine.decided`), kept from machine to machine.
        self.steps: list[tuple[int, list[Any], int | None]] = []

    def machine_for(self, game: Game, cap: int) -> Machine:
        """A machine over the game's state: the last move's, renewed, while state, log and cap are the same."""
        m = self.machine
        st = game.state
        if m is None or m.st is not st or m.frames is not st["frames"] or m.log is not game.log or m.cap != cap \
                or m.rs is not game.rs:
            m = self.machine = Machine(game.rs, st, game.log, cap)
            m.share_steps(self.steps)
            if self.hint is not None:
                m.acting.assume(m.frames, *self.hint)
                self.hint = None
        else:
            m.renew()
        m.watch = game.lookahead.watch
        return m

    def for_copy(self, state: StateData, copied: StateData, logged: bool) -> Carry:
        """What a copy of the game (state `copied`, a copy of `state`) takes over: the `me` this machine knew
        at the top frame, and (when the copy keeps a log) the steps still running, on the copy's frames."""
        other = Carry()
        m = self.machine
        frames = copied["frames"]
        known = m.acting.known(m.frames) if m is not None and m.st is state else None
        if known is not None and frames:  # the copy's frames are copies of these: the same `me`
            other.hint = (frames[-1], known)
        if logged:  # the frames are copies at the same depths
            mine = state["frames"]
            other.steps = [(k, frames[k - 1], p) for k, top, p in self.steps
                           if len(mine) >= k and mine[k - 1] is top]
        return other
