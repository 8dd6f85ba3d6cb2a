"""The pending decision as the public API gives it: a read-only record made from the state's decision record."""

from __future__ import annotations

from typing import Any

from rulesdsl.runtime.machine import OBJ_BASE

SKIP = "skip"
_FIELDS = ("player", "kind", "options", "values", "can_skip", "prompt", "prompt_args", "entities", "bounds")


class Decision:
    """A pending decision: who decides, what is asked (prompt id and arguments) and the legal option ids.

    `prompt` is the id declared in content (`choose "favor" { ... }` → `favor`, text `prompt-favor`) or derived
    from where the decision is written: `act:<group>`, `macro:<id>` (with the macro's arguments in
    `prompt_args`), `action:<id>` or `entity:<id>`. `options` are stable ids (action ids, `1`, `2` … for the
    options of a choose in the order written, entity ids — `entity@k` when several copies are offered —,
    `p0` … for players, the numbers themselves for a number choice (kind `number`, `pick n in numbers(lo, hi)`,
    whose `bounds` are lo, hi and step), `skip`); `entities[i]` is the entity id of an object option, else None.
    Localised prompt text and option labels: `rulesdsl.text.decisions.describe(game, locale)`.

    Read-only (its fields are properties: a change raises AttributeError); compared, hashed and shown by its
    fields."""

    # Made for every decision a bot is asked, so it is a record of slots: `prompt_args`, `entities` and
    # `bounds`, which a random or learning bot never reads, are made from what was copied when first read.
    __slots__ = ("_player", "_kind", "_options", "_values", "_can_skip", "_prompt", "_pa", "_rg", "_oe", "_ents")

    _player: int
    _kind: str
    _options: tuple[str, ...]
    _values: tuple[Any, ...]
    _can_skip: bool
    _prompt: str
    _pa: dict[str, Any] | None
    _rg: Any
    _oe: list[str] | None
    _ents: tuple[str | None, ...] | None

    def __init__(self, player: int, kind: str, options: tuple[str, ...], values: tuple[Any, ...], can_skip: bool,
                 prompt: str = "", prompt_args: dict[str, Any] | None = None,
                 entities: tuple[str | None, ...] = (), bounds: tuple[int, int, int] | None = None) -> None:
        self._player, self._kind, self._options, self._values = player, kind, options, values
        self._can_skip, self._prompt, self._pa, self._rg = can_skip, prompt, dict(prompt_args or {}), bounds
        self._oe, self._ents = None, entities

    @property
    def player(self) -> int:
        """The seat that decides."""
        return self._player

    @property
    def kind(self) -> str:
        """What is asked: "act", "choose", "pick" or "number"."""
        return self._kind

    @property
    def options(self) -> tuple[str, ...]:
        """The legal option ids (`skip` last when the decision may be skipped)."""
        return self._options

    @property
    def values(self) -> tuple[Any, ...]:
        """What each option stands for (an object id, a number, a player …), `skip` not counted."""
        return self._values

    @property
    def can_skip(self) -> bool:
        """Whether `skip` is one of the options."""
        return self._can_skip

    @property
    def prompt(self) -> str:
        """The prompt id (see the class)."""
        return self._prompt

    @property
    def prompt_args(self) -> dict[str, Any]:
        """The prompt's arguments (a copy: changing it changes nothing)."""
        return dict(self._pa or {})

    @property
    def entities(self) -> tuple[str | None, ...]:
        """Per option, the entity id of the object it offers, else None."""
        ents = self._ents
        if ents is None:
            oe = self._oe or []
            ents = tuple([oe[v - OBJ_BASE] if type(v) is int and OBJ_BASE <= v < OBJ_BASE + len(oe) else None
                          for v in self._values]) + ((None,) if self._can_skip else ())
            self._ents = ents
        return ents

    @property
    def bounds(self) -> tuple[int, int, int] | None:
        """A number choice's lowest, highest and step, else None."""
        rg = self._rg
        return (int(rg[0]), int(rg[1]), int(rg[2])) if rg else None

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, f) for f in _FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())  # as a frozen dataclass's: TypeError, since `prompt_args` is a dict

    def __repr__(self) -> str:
        return "Decision(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in _FIELDS) + ")"


def from_record(d: dict[str, Any], obj_entity: list[str]) -> Decision:
    """The public decision of a state's decision record (`d`: p, k, o, v, skip, pr, pa, rg)."""
    dec = object.__new__(Decision)
    skip = bool(d["skip"])
    opts = tuple(d["o"])
    dec._player = d["p"]
    dec._kind = kind = d["k"]
    dec._options = opts + (SKIP,) if skip else opts
    dec._values = tuple(d["v"])
    dec._can_skip = skip
    dec._prompt = str(d.get("pr", ""))
    dec._pa = d.get("pa")
    dec._rg = d.get("rg")
    if kind == "pick":  # only a pick offers objects
        dec._oe, dec._ents = obj_entity, None
    else:
        dec._oe, dec._ents = None, (None,) * (len(dec._values) + (1 if skip else 0))
    return dec
