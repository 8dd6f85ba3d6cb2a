"""Merging content files into the model: base files first, then packs that add, replace, extend or remove."""

from __future__ import annotations

from typing import Any

from rulesdsl.content.grid_cells import cell_zones
from rulesdsl.content.model import Content, Item, Origin
from rulesdsl.content.yamlload import LoadedFile
from rulesdsl.diagnostics import Diagnostic
from rulesdsl.suggest import suggest

Key = tuple[str, str]


def _diag(origin: Origin, code: str, message: str, hint: str = "", *more: str | int) -> Diagnostic:
    line, col = origin.pos(*more)
    return Diagnostic(origin.file.path, line, col, "error", code, message, hint)


def _where(origin: Origin) -> str:
    return f"{origin.file.path}:{origin.pos()[0]}"


class Builder:
    """Merges loaded files into a Content. In a pack, items may replace, extend or remove base items;
    two packs touching the same item is an error unless one declares it overrides the other."""

    def __init__(self, content: Content) -> None:
        self.c = content
        self.diags: list[Diagnostic] = []
        self.seen: dict[Key, Origin] = {}
        self.touched: dict[Key, tuple[str, Origin]] = {}
        self.pack: str | None = None
        self.overrides: set[str] = set()

    def begin_pack(self, pack: str | None, overrides: set[str]) -> None:
        """Start loading the files of a pack (None: back to base content)."""
        self.pack = pack
        self.overrides = overrides

    def _record(self, op: str, family: str, ident: str) -> None:
        if self.pack is not None:
            self.c.changes.setdefault(self.pack, []).append((op, family, ident))

    def _touch(self, key: Key, origin: Origin) -> bool:
        """Register a pack's change of an item; False (with K004) when another pack already changed it."""
        if self.pack is None:
            return True
        prev = self.touched.get(key)
        if prev is not None and prev[0] != self.pack and prev[0] not in self.overrides:
            self.diags.append(_diag(origin, "K004", f"packs '{prev[0]}' and '{self.pack}' both change "
                                    f"{key[0]} '{key[1]}'",
                                    f"'{prev[0]}' changed it at {_where(prev[1])}; declare `overrides: "
                                    f"[{prev[0]}]` in pack '{self.pack}' if that is intended", "id"))
            return False
        self.touched[key] = (self.pack, origin)
        return True

    def add(self, table: dict[str, Item], section: str, data: dict[str, Any], origin: Origin,
            namespace: str | None = None) -> None:
        """Add, replace or extend one item."""
        ident = str(data.get("id", ""))
        key = (namespace or section, ident)
        replace, extend = bool(data.get("replace")), bool(data.get("extend"))
        if (replace or extend) and self.pack is None:
            self.diags.append(_diag(origin, "K006", f"`{'replace' if replace else 'extend'}: true` is only for "
                                    "packs", "base content declares items directly", "id"))
            return
        if replace or extend:
            if key not in self.seen:
                self.diags.append(_diag(origin, "K006", f"{section} '{ident}' does not exist, so it cannot be "
                                        f"{'replaced' if replace else 'extended'}",
                                        suggest(ident, [k[1] for k in self.seen if k[0] == key[0]]), "id"))
                return
            if not self._touch(key, origin):
                return
            if replace:
                table[ident] = Item(ident, data, origin, section)
                self._record("replace", section, ident)
            else:
                self.c.macro_ext.setdefault(ident, []).append(Item(ident, data, origin, section))
                self._record("extend", section, ident)
            return
        if key in self.seen:
            first = self.seen[key]
            hint = f"first declared at {_where(first)}"
            if self.pack is not None:
                hint += "; add `replace: true` to replace it"
            self.diags.append(_diag(origin, "M002", f"duplicate {section} id '{ident}'", hint, "id"))
            return
        self._touch(key, origin)
        self.seen[key] = origin
        table[ident] = Item(ident, data, origin, section)
        self._record("add", section, ident)

    def extend_values(self, table: dict[str, Item], section: str, name: str, values: list[Any],
                      origin: Origin) -> None:
        """Tags and groups: a pack naming an existing one extends its list of values."""
        key = (section, name)
        if key in self.seen and self.pack is not None:
            if not self._touch(key, origin):
                return
            old = table[name]
            merged = list(old.data["values"] or []) + [v for v in values if v not in (old.data["values"] or [])]
            table[name] = Item(name, {"id": name, "values": merged}, old.origin, section)
            self._record("extend", section, name)
            return
        self.add(table, section, {"id": name, "values": values}, origin)

    def remove(self, table: dict[str, Item], section: str, ident: str, origin: Origin,
               namespace: str | None = None) -> None:
        """A pack's remove file takes an item out."""
        key = (namespace or section, ident)
        if key not in self.seen or ident not in table:
            self.diags.append(_diag(origin, "K006", f"{section} '{ident}' does not exist, so it cannot be removed",
                                    suggest(ident, list(table))))
            return
        if self._touch(key, origin):
            del table[ident]
            self._record("remove", section, ident)

    def merge_graph(self, d: dict[str, Any], origin: Origin) -> None:
        """A pack's graph with an existing id adds nodes and edges to it."""
        ident = str(d.get("id", ""))
        base = self.c.graphs.get(ident)
        if base is None or self.pack is None:
            self.add(self.c.graphs, "graph", d, origin)
            return
        if not self._touch(("graph", ident), origin):
            return
        merged = dict(base.data)
        merged["nodes"] = list(base.data.get("nodes") or []) + list(d.get("nodes") or [])
        merged["edges"] = list(base.data.get("edges") or []) + list(d.get("edges") or [])
        self.c.graphs[ident] = Item(ident, merged, base.origin, "graph")
        self._record("extend", "graph", ident)

    def file(self, lf: LoadedFile) -> None:
        """Merge one schema-checked file."""
        data, c = lf.data, self.c
        kind = data.get("file")
        if kind == "ruleset":
            c.ruleset = data
            c.ruleset_origin = Origin(lf, ())
        elif kind == "declarations":
            for key, table in (("counters", c.counters), ("global_counters", c.global_counters),
                               ("kinds", c.kinds), ("zones", c.zones)):
                ns = "counter" if key in ("counters", "global_counters") else key
                for i, d in enumerate(data.get(key, []) or []):
                    self.add(table, key.rstrip("s"), d, Origin(lf, (key, i)), ns)
            for key, table in (("groups", c.groups), ("tags", c.tags)):
                for name, values in (data.get(key) or {}).items():
                    self.extend_values(table, key.rstrip("s"), name, values, Origin(lf, (key, name)))
            for i, d in enumerate(data.get("grids", []) or []):  # a grid and the cell zones it stands for
                self.add(c.grids, "grid", d, Origin(lf, ("grids", i)), "zones")
                for cell in cell_zones(d):
                    self.add(c.zones, "zone", cell, Origin(lf, ("grids", i)), "zones")
        elif kind == "entities":
            for i, d in enumerate(data.get("entities", []) or []):
                d = dict(d)
                d.setdefault("kind", data.get("kind"))
                self.add(c.entities, "entity", d, Origin(lf, ("entities", i)))
        elif kind == "board":
            for i, d in enumerate(data.get("zones", []) or []):
                self.add(c.zones, "zone", d, Origin(lf, ("zones", i)), "zones")
            for i, d in enumerate(data.get("graphs", []) or []):
                self.merge_graph(d, Origin(lf, ("graphs", i)))
        elif kind == "actions":
            for gid, acts in (data.get("groups") or {}).items():
                c.action_groups.setdefault(gid, Origin(lf, ("groups", gid)))
                table = c.actions.setdefault(gid, {})
                for i, d in enumerate(acts or []):
                    self.add(table, "action", d, Origin(lf, ("groups", gid, i)), f"action:{gid}")
        elif kind == "macros":
            for i, d in enumerate(data.get("macros", []) or []):
                self.add(c.macros, "macro", d, Origin(lf, ("macros", i)))
            for i, d in enumerate(data.get("functions", []) or []):
                self.add(c.functions, "function", d, Origin(lf, ("functions", i)), "macro")
        elif kind == "layout":
            for i, d in enumerate(data.get("regions", []) or []):
                self.add(c.regions, "region", d, Origin(lf, ("regions", i)), "region")
            if isinstance(data.get("seats"), dict):
                c.seat_style.append(Item("seats", dict(data["seats"]), Origin(lf, ("seats",)), "seats"))
            if isinstance(data.get("icons"), dict):  # the compiler tells the two blocks apart by id
                c.seat_style.append(Item("icons", dict(data["icons"]), Origin(lf, ("icons",)), "icons"))
            if isinstance(data.get("grids"), dict):  # grid colours: checked by content/grid_checks.py (E082)
                c.seat_style.append(Item("grids", dict(data["grids"]), Origin(lf, ("grids",)), "grids"))
        elif kind == "remove":
            self._remove_file(lf)

    def _remove_file(self, lf: LoadedFile) -> None:
        data, c = lf.data, self.c
        if self.pack is None:
            self.diags.append(_diag(Origin(lf, ()), "K006", "remove files are only for packs", "", "file"))
            return
        for key, table, section, ns in (("entities", c.entities, "entity", None), ("macros", c.macros, "macro", None),
                                        ("zones", c.zones, "zone", "zones")):
            for i, ident in enumerate(data.get(key) or []):
                self.remove(table, section, str(ident), Origin(lf, (key, i)), ns)
        for gid, ids in (data.get("actions") or {}).items():
            for i, ident in enumerate(ids or []):
                self.remove(c.actions.get(gid, {}), "action", str(ident), Origin(lf, ("actions", gid, i)),
                            f"action:{gid}")
