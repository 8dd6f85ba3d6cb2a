"""One game at the web table: its seats (people or agents), their capabilities, and moves applied as
transactions (on a copy of the game that replaces it only once it is saved).

A move that fails (an illegal option, a rules error at run time, a failed save) leaves the game and its
save exactly as they were, with the error's code for the caller.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulesdsl.agents import Agent, make_agent
from rulesdsl.errors import IllegalAction, RulesError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.saves import save_data
from rulesdsl.play.simultaneous import masked
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.web.identity import HOST, new_token

HUMAN = "human"
MAX_BOT_STEPS = 20_000
# what the web form may seat: plain agent kinds with bounded budgets (no files, no long searches)
WEB_SEATS = (HUMAN, "random", "greedy", "planner", "mcts", "mcts:1s")
Saver = Callable[["Session"], None]


@dataclass
class Session:
    """One game at the table."""

    gid: str
    rs: Ruleset
    path: str
    players: int
    seed: int
    options: dict[str, str]
    seats: list[str]
    locale: str
    game: Game
    tokens: dict[int, str] = field(default_factory=dict)  # seat (or HOST) -> capability
    agents: dict[int, Agent] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    failed: dict[str, str] | None = None  # an agent's move that raised: its code and message

    def issue_tokens(self) -> None:
        """Give every person seat and the host a capability (keeping those already issued)."""
        self.tokens.setdefault(HOST, new_token())
        for p in self.human_seats():
            self.tokens.setdefault(p, new_token())

    def make_agents(self) -> None:
        """Build the agents of the non-person seats (seeded by the game's seed and the seat)."""
        self.agents = {p: make_agent(kind, self.seed * 101 + p) for p, kind in enumerate(self.seats) if kind != HUMAN}

    def has_people(self) -> bool:
        """Whether people play this game (a person's seat, or a seat with a capability that an agent holds for
        now)."""
        return bool(self.human_seats()) or any(role != HOST for role in self.tokens)

    def claimable(self) -> bool:
        """Whether the save predates seat capabilities (no host): the server's host may claim it."""
        return HOST not in self.tokens

    def human_seats(self) -> list[int]:
        """The seats people play now."""
        return [p for p, s in enumerate(self.seats) if s == HUMAN]

    def bot_seat(self) -> int | None:
        """The first seat an agent holds among those deciding now (several at a simultaneous decision)."""
        return next((p for p in self.game.waiting() if self.seats[p] != HUMAN), None)

    def bot_to_move(self) -> bool:
        """Whether an agent decides now."""
        return self.bot_seat() is not None and self.failed is None

    def _commit(self, change: Callable[[Game], None], save: Saver) -> None:
        """Apply a change to a copy of the game; the copy replaces the game once it is saved."""
        work = self.game.clone(keep_log=True)
        change(work)  # raises: nothing changed
        before, self.game = self.game, work
        try:
            save(self)
        except BaseException:
            self.game = before
            raise

    def act(self, seat: int, option: str, expect: int, save: Saver) -> None:
        """A person's move: checked against the seat, the move count the page saw, and the legal options."""
        if expect != len(self.game.history):
            raise UsageError("the game moved on since this page was drawn", "H002", "the table reloads itself")
        if seat not in self.human_seats() or seat not in self.game.waiting():
            raise UsageError(f"seat {seat + 1} does not decide now", "H003")
        self._commit(lambda g: g.apply(option, seat), save)

    def step_bot(self, save: Saver) -> bool:
        """Let the deciding agent take one decision; False when a person decides, the game is over, or the
        agent's move failed (recorded in `failed`, the game unchanged)."""
        if not self.bot_to_move():
            return False
        p = self.bot_seat()
        assert p is not None
        agent = self.agents[p]
        rng = getattr(agent, "rng", None)
        if isinstance(rng, random.Random):  # seeded per decision: a resumed game goes on as it would have
            rng.seed(self.seed * 1_000_003 + p * 7_919 + len(self.game.history))
        try:
            self._commit(lambda g: g.apply(agent.choose(masked(g, p)), p), save)
        except (IllegalAction, RulesError) as err:
            self.failed = {"code": err.code, "message": err.message}
            return False
        return True

    def run_bots(self, save: Saver, stop: threading.Event) -> int:
        """Let the agents play (each move saved) until a person decides, the game ends or the server stops."""
        steps = 0
        while steps < MAX_BOT_STEPS and not stop.is_set() and self.step_bot(save):
            steps += 1
        return steps

    def hand_over(self, seat: int, kind: str, save: Saver) -> None:
        """The host gives a person's seat to an agent of a web kind, or back to its person."""
        if not 0 <= seat < self.players or seat not in self.tokens:
            raise UsageError(f"seat {seat + 1} is not a person's seat", "H003")
        if kind not in WEB_SEATS:
            raise UsageError(f"seat kind '{kind[:20]}' is not offered here", "H005",
                             f"choose from: {', '.join(WEB_SEATS)}")
        before, tokens = list(self.seats), dict(self.tokens)
        self.seats[seat] = kind
        if kind == HUMAN and before[seat] != HUMAN:
            self.tokens[seat] = new_token()  # back to a person: a new link (the one before may have leaked)
        try:
            save(self)
        except BaseException:
            self.seats, self.tokens = before, tokens
            raise
        self.failed = None
        self.make_agents()

    def new_link(self, seat: int, save: Saver) -> str:
        """Replace a person seat's capability (the old invite link stops working at once); the new token."""
        if not 0 <= seat < self.players or seat not in self.tokens:
            raise UsageError(f"seat {seat + 1} is not a person's seat", "H003")
        old = self.tokens[seat]
        self.tokens[seat] = new_token()
        try:
            save(self)
        except BaseException:
            self.tokens[seat] = old
            raise
        return self.tokens[seat]

    def record(self) -> dict[str, Any]:
        """What is written to disk: the canonical save plus the table's own settings."""
        data = save_data(self.game, self.seed)
        data.update({"web": {"id": self.gid, "path": self.path, "seats": self.seats, "locale": self.locale,
                             "tokens": {str(k): v for k, v in self.tokens.items()}},
                     "over": self.game.is_over()})
        if self.game.is_over():  # the lists of games and replays show who won without replaying the game
            w = self.game.winner()
            data["result"] = {"winner": w, "winners": self.game.winners(), "scores": self.game.scores()}
        return data
