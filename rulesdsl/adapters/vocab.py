"""A fixed action space for a ruleset: every option of any decision mapped to an index with a meaning.

Layout (per ruleset and player count; `Vocabulary.meaning(i)` names every index):

    actions     every action id of every action group, sorted (the options of an `act` decision)
    skip        declining an optional choose or pick
    choose      option k of a `choose` block (k = 1 .. the largest block of the ruleset)
    entities    an object offered by a `pick`, by its entity: slot j of entity e is the j-th object of e
                offered by that decision (j < the number of copies of e at this player count)
    seats       a player offered by a `pick`, by seat
    ids         a declared id offered by a `pick` (zone, counter, entity, tag value, action …), sorted
    positions   any other picked value (a number, say), by its position in the offered list
    numbers     a number of a number choice (`pick n in numbers(lo, hi)`): index k is the number k, for
                0 .. `max_number` (only in rulesets with a number choice; numbers outside cannot be chosen)

So an index means the same thing in every state: "play a copy of card 7", "take ore",
"the second offered number". Indices of the last group beyond `max_picks` cannot be chosen.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import SKIP, Game
from rulesdsl.play.outcomes import DRAW, rival_won
from rulesdsl.play.state import initial_state
from rulesdsl.runtime.choices import Choose, NumberPick
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.log import entity_name, player_name

MAX_PICKS = 16
MAX_NUMBER = 64  # the numbers 0 .. MAX_NUMBER of a number choice have an index of their own


def declared_ids(rs: Ruleset) -> list[str]:
    """Every id a ruleset declares that a pick may offer as a plain value."""
    ids: set[str] = set(rs.zones) | set(rs.counter_bounds) | set(rs.global_bounds) | set(rs.entities)
    ids |= {a.id for acts in rs.actions.values() for a in acts} | set(rs.actions) | set(rs.graphs)
    for ent in rs.entities.values():
        ids |= {v for v in ent.tags.values() if isinstance(v, str)}
    for nodes in rs.graph_nodes.values():
        ids |= set(nodes)
    for zone in rs.zones.values():
        ids |= {v for v in zone.tags.values() if isinstance(v, str)}
    return sorted(ids)


class Vocabulary:
    """The ruleset's fixed action space."""

    def __init__(self, rs: Ruleset, players: int, max_picks: int = MAX_PICKS, max_number: int = MAX_NUMBER) -> None:
        self.rs = rs
        self.players = players
        self.actions = sorted({a.id for acts in rs.actions.values() for a in acts})
        self.choose_size = max([len(n.options) for n in rs.nodes if isinstance(n, Choose)], default=0)
        copies = Counter(initial_state(rs, players, 0, {})["obj_entity"])
        self.entities = sorted(copies)
        self.ids = declared_ids(rs)
        self.max_picks = max_picks
        labels: list[tuple[str, str]] = [("actions", a) for a in self.actions]
        labels.append(("skip", SKIP))
        labels += [("choose", str(k + 1)) for k in range(self.choose_size)]
        self.entity_slot: dict[str, int] = {}
        for e in self.entities:
            self.entity_slot[e] = len(labels)
            labels += [("entities", f"{e}@{j + 1}") for j in range(copies[e])]
        self.entity_copies = dict(copies)
        self.seat_base = len(labels)
        labels += [("seats", f"seat {p}") for p in range(players)]
        self.id_base = len(labels)
        labels += [("ids", i) for i in self.ids]
        self.pos_base = len(labels)
        labels += [("positions", f"#{k}") for k in range(max_picks)]
        self.number_base = len(labels)
        self.max_number = max_number if any(isinstance(n, NumberPick) for n in rs.nodes) else -1
        labels += [("numbers", str(k)) for k in range(self.max_number + 1)]
        self.labels = labels
        self.size = len(labels)
        self.act_index = {a: i for i, a in enumerate(self.actions)}
        self.skip = len(self.actions)
        self.choose_base = self.skip + 1
        self.id_index = {x: self.id_base + k for k, x in enumerate(self.ids)}

    def indices(self, game: Game) -> dict[int, str]:
        """Every legal option of the pending decision by its index (options without one are left out)."""
        d = game.state["decision"]
        if d is None:
            return {}
        out: dict[int, str] = {}
        if d["skip"]:
            out[self.skip] = SKIP
        if d["k"] == "act":
            for o in d["o"]:
                if o in self.act_index:
                    out[self.act_index[o]] = o
            return out
        if d["k"] == "choose":  # by the option's position in its block (its id may be a word)
            for o, v in zip(d["o"], d["v"], strict=True):
                out[self.choose_base + int(v)] = o
            return out
        if d["k"] == "number":  # the number k at its own index
            for o, v in zip(d["o"], d["v"], strict=True):
                if 0 <= int(v) <= self.max_number:
                    out[self.number_base + int(v)] = o
            return out
        seen: Counter[str] = Counter()
        for pos, (o, v) in enumerate(zip(d["o"], d["v"], strict=True)):
            i = self._pick_index(game, v, pos, seen)
            if i is not None:
                out[i] = o
        return out

    def _pick_index(self, game: Game, v: Any, pos: int, seen: Counter[str]) -> int | None:
        if type(v) is int and v >= OBJ_BASE:
            ent = game.state["obj_entity"][v - OBJ_BASE]
            j = seen[ent]
            seen[ent] += 1
            return self.entity_slot[ent] + j if ent in self.entity_slot and j < self.entity_copies[ent] else None
        if type(v) is int and 0 <= v < self.players and v < OBJ_BASE:
            return self.seat_base + v
        if isinstance(v, str) and v in self.id_index:
            return self.id_index[v]
        return self.pos_base + pos if pos < self.max_picks else None

    def legal(self, game: Game) -> list[int]:
        """The indices of the legal options (sorted)."""
        return sorted(self.indices(game))

    def option(self, game: Game, index: int) -> str:
        """The option id an index stands for now; ValueError when it is not legal."""
        got = self.indices(game).get(index)
        if got is None:
            raise ValueError(f"action {index} ({self.meaning(index)}) is not legal now")
        return got

    def index(self, game: Game, option: str) -> int | None:
        """The index of one legal option id of the pending decision (None when it has no index)."""
        return next((i for i, o in self.indices(game).items() if o == option), None)

    def meaning(self, index: int) -> str:
        """What an index stands for in every state, e.g. `entities: card_a@1` or `actions: pass`."""
        if not 0 <= index < self.size:
            return f"out of range (0..{self.size - 1})"
        group, label = self.labels[index]
        return f"{group}: {label}"

    def label(self, index: int, locale: str = "en") -> str:
        """The index in words, from the ruleset's catalogs in `locale` (e.g. "Card A (copy 1)", "Pass")."""
        group, label = self.labels[index]
        cat = catalog_of(self.rs, locale)
        if group == "entities":
            ent, _, j = label.partition("@")
            return f"{entity_name(self.rs, ent, locale)} ({j})"
        if group == "actions":
            return cat.name(message_id("action", label), pretty(label))
        if group == "ids":
            return self._id_name(label, locale)
        if group == "seats":
            return player_name(int(label.split()[-1]), locale, self.rs)
        if group == "skip":
            return cat.format("option-skip")
        if group == "choose":
            return cat.format("option-number", {"n": label})
        return label

    def _id_name(self, ident: str, locale: str) -> str:
        """A declared id's catalog name, looked up in the family that declares it."""
        rs = self.rs
        if ident in rs.entities:
            return entity_name(rs, ident, locale)
        family = next((f for f, table in (("zone", rs.zones), ("counter", rs.counter_bounds),
                                          ("counter", rs.global_bounds), ("action group", rs.actions),
                                          ("graph", rs.graphs)) if ident in table), "tag value")
        return catalog_of(rs, locale).name(message_id(family, ident), pretty(ident))

    def spec(self, locale: str = "en") -> list[dict[str, Any]]:
        """The whole action space as data: index, group, id and label (in `locale`)."""
        return [{"index": i, "group": g, "id": lab, "label": self.label(i, locale)}
                for i, (g, lab) in enumerate(self.labels)]


def rewards(game: Game) -> list[float]:
    """Terminal rewards: +1 to each winner, -1 to the others, 0 to the players sharing a draw (0 for everyone
    before the end)."""
    n = int(game.state["players"])
    if not game.is_over():
        return [0.0] * n
    w = game.winner()
    if rival_won(w):
        return [-1.0] * n  # a rival (an automated opponent, not a seat) or the game beat every player
    winners = set(game.winners())
    share = 0.0 if w == DRAW else 1.0
    return [share if p in winners else -1.0 for p in range(n)]
