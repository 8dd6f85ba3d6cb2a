"""The game state: one plain-data dictionary (JSON-like, copied cheaply, never holding code), declared here.

Everything that changes during a game lives in it, so that a game can be copied, looked ahead from, saved as its
seed and actions and replayed. Objects are numbered from `OBJ_BASE` (smaller integers are seats); their columns
(`obj_entity`, `obj_zone`, `obj_owner`, `obj_props`) are indexed by `object id - OBJ_BASE`. Zones and props
dictionaries are replaced on change, never changed in place, so a copy may share them (`play.game.clone_state`).
"""

from __future__ import annotations

from typing import Any, TypedDict


class _Core(TypedDict):
    players: int  # the number of seats
    rng: int  # the position of the game's main random stream (64 bits)
    stream_key: int  # the key every named stream derives from: the seed, or what a determinisation set
    streams: dict[str, int]  # named random stream -> its generator state (runtime/streams.py)
    options: dict[str, str]  # the game's options, every declared one at its value
    order: list[int]  # the turn order: seats, first to last
    counters: list[dict[str, int]]  # per seat: counter id -> value
    shared: dict[str, int]  # the counters of the whole game (`global_counters`): id -> value
    zones: dict[str, Any]  # zone key (`zone` or `zone.seat`) -> its objects, top first
    obj_entity: list[str]  # per object: its entity id (never changes: shared by every copy)
    obj_kinds: Any  # entity kind -> its objects' column indexes (never changes)
    obj_zone: list[str]  # per object: the zone it is in
    obj_owner: list[int | None]  # per object: the seat of the per-player zone it is in, else None
    obj_props: list[dict[str, Any] | None]  # per object: props changed from the entity's (None: none changed)
    frames: list[list[Any]]  # the frame stack [node index, pc, variables, extra]; the top frame runs next
    decision: Any  # the pending decision, a dict (runtime/decisions.py); None when the game is over
    section: str  # the score section points go to now (`section("…")`)
    breakdown: dict[str, list[int]]  # score section -> points per seat
    over: bool  # the flow has ended


class StateData(_Core, total=False):
    """A game's whole state (each key commented above; these may be absent)."""

    knowledge: Any  # who has seen which hidden object (runtime/knowledge.py), when something was shown
    simultaneous: Any  # the round of hidden commitments under way (runtime/simultaneous.py)
    names: Any  # the seats' names (a tuple or a list) a person gave
    ask_forced: bool  # decisions with a single legal option are asked too (scenarios, `--ask-forced`)
