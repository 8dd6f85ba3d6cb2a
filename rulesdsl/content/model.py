"""The checked content model: every declaration of a ruleset, merged across its files, with origins."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.content.yamlload import LoadedFile, position


@dataclass(frozen=True)
class Origin:
    """Where a piece of content was written: a loaded file and a pointer inside it."""

    file: LoadedFile
    pointer: tuple[str | int, ...]

    def pos(self, *more: str | int) -> tuple[int, int]:
        """Line and column of this item (or of a sub-item)."""
        return position(self.file, self.pointer + more)


@dataclass
class Item:
    """One declared thing (zone, counter, entity, action, macro, graph) with its data and origin."""

    id: str
    data: dict[str, Any]
    origin: Origin
    section: str  # which family it belongs to


@dataclass(frozen=True)
class KindLabel:
    """What an option label shows for an object of a kind (`label:` of a kind in declarations): `name` (the
    name only), `phrase` (a catalog phrase given the name, props and tags) or `props` (the name, then `props` in
    words)."""

    show: str = "name"
    props: tuple[str, ...] = ()


def kind_label(kind: Item | None) -> KindLabel:
    """The label declaration of a kind (its name only when it declares none)."""
    d = (kind.data.get("label") if kind is not None else None) or {}
    return KindLabel(str(d.get("show", "name")), tuple(str(p) for p in d.get("props") or []))


@dataclass
class Content:
    """All content of a ruleset folder after YAML and schema checks."""

    root: Path
    ruleset: dict[str, Any] = field(default_factory=dict)
    ruleset_origin: Origin | None = None
    counters: dict[str, Item] = field(default_factory=dict)
    global_counters: dict[str, Item] = field(default_factory=dict)
    groups: dict[str, Item] = field(default_factory=dict)
    tags: dict[str, Item] = field(default_factory=dict)
    kinds: dict[str, Item] = field(default_factory=dict)
    zones: dict[str, Item] = field(default_factory=dict)
    grids: dict[str, Item] = field(default_factory=dict)  # grids of cells; their cells are also in `zones`
    entities: dict[str, Item] = field(default_factory=dict)
    graphs: dict[str, Item] = field(default_factory=dict)
    actions: dict[str, dict[str, Item]] = field(default_factory=dict)  # group -> action id -> item
    action_groups: dict[str, Origin] = field(default_factory=dict)
    macros: dict[str, Item] = field(default_factory=dict)
    functions: dict[str, Item] = field(default_factory=dict)
    regions: dict[str, Item] = field(default_factory=dict)  # layout regions (how the table is drawn)
    seat_style: list[Item] = field(default_factory=list)  # layout `seats:` blocks (the last one counts)
    files: list[LoadedFile] = field(default_factory=list)
    kind_of_failed: dict[str, str] = field(default_factory=dict)  # display path -> `file:` kind
    macro_ext: dict[str, list[Item]] = field(default_factory=dict)  # macro id -> bodies appended by packs
    packs: list[Any] = field(default_factory=list)  # PackInfo of the packs layered, in order
    changes: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)  # pack -> (op, family, id)
    digest: str = ""  # hash of every file's bytes: keys the parse cache
    nodes: int = 0  # YAML values read so far (bounded by limits.MAX_NODES)

    def provisional_count(self) -> int:
        """How many entries are marked provisional (placeholders for unknown facts)."""
        n = 0
        for fam in (self.entities, self.macros, self.functions, self.counters, self.global_counters, self.zones,
                    self.graphs):
            n += sum(1 for it in fam.values() if it.data.get("provisional"))
        for group in self.actions.values():
            n += sum(1 for it in group.values() if it.data.get("provisional"))
        return n

    def entity_count(self) -> int:
        """Number of declared entities (cards, tiles, pieces)."""
        return len(self.entities)
