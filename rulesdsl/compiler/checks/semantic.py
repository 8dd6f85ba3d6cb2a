"""Whole-ruleset semantic checks that are not about one effect: kinds, tags, zones, graphs, warnings."""

from __future__ import annotations

from typing import Any

from rulesdsl.content.model import Content, Origin, kind_label
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.suggest import suggest

register_codes({
    "E008": ("graph edge joins an unknown node", "Both ends of a graph edge must be declared zones "
                                                 "listed in the graph's nodes."),
    "E009": ("unknown entity kind", "An entities file names a kind that declarations do not declare."),
    "E010": ("entity does not fit its kind", "A required prop or tag is missing, or an effect slot is "
                                             "not allowed for the kind."),
    "E011": ("unknown tag or tag value", "Entity and zone tags must use the names and values declared "
                                         "under `tags:`."),
    "E012": ("unknown start zone", "An entity's `start` must name a declared zone."),
    "E014": ("group member unknown", "Every member of a group must be a declared id."),
    "E015": ("player count out of range", "A `players:` list names a count the ruleset does not support."),
    "E016": ("bad supply", "A counter's `supply:` must name a global counter with a `max` (the size of the "
                           "supply) that is not itself drawn from a supply."),
    "E070": ("bad option-label declaration", "A kind's `label:` lists props only with `show: props`, at least one "
                                             "there, and each one a prop the kind declares (under `props:` or "
                                             "`state:`)."),
    "W001": ("unused macro", "A macro that nothing calls; remove it or call it."),
    "W002": ("unreachable graph node", "No path reaches this node from the graph's first node or from any other "
                                       "start (a node with outgoing edges and none incoming)."),
    "W003": ("kind without entities", "A declared entity kind has no entities."),
})


MAX_REPORTED = 50  # unknown members reported one by one per group (then one line for the rest)


class _Checks:
    def __init__(self, c: Content, rs: Ruleset) -> None:
        self.c = c
        self.rs = rs
        self.out: list[Diagnostic] = []

    def add(self, origin: Origin, sev: str, code: str, msg: str, hint: str = "", *at: str | int) -> None:
        line, col = origin.pos(*at)
        self.out.append(Diagnostic(origin.file.path, line, col, sev, code, msg, hint))

    def entities(self) -> None:
        tag_values = {it.id: set(it.data["values"] or []) for it in self.c.tags.values()}
        for it in self.c.entities.values():
            d, o = it.data, it.origin
            kind = self.c.kinds.get(str(d.get("kind")))
            if kind is None:
                self.add(o, "error", "E009", f"entity '{it.id}' has unknown kind '{d.get('kind')}'",
                         suggest(str(d.get("kind")), self.c.kinds), "id")
                continue
            kd = kind.data
            for p in kd.get("props") or []:
                if p not in (d.get("props") or {}):
                    self.add(o, "error", "E010", f"{kind.id} '{it.id}' lacks the prop '{p}'",
                             f"every {kind.id} needs props: {', '.join(kd.get('props') or [])}", "id")
            for t in kd.get("tags") or []:
                if t not in (d.get("tags") or {}):
                    self.add(o, "error", "E010", f"{kind.id} '{it.id}' lacks the tag '{t}'",
                             f"every {kind.id} needs tags: {', '.join(kd.get('tags') or [])}", "id")
            allowed = set(kd.get("effects") or [])
            for slot in d.get("effects") or {}:
                if slot not in allowed:
                    self.add(o, "error", "E010", f"{kind.id} entities have no effect slot '{slot}'",
                             suggest(slot, allowed) or f"allowed: {', '.join(sorted(allowed)) or 'none'}",
                             "effects", slot)
            self.tags(o, d.get("tags") or {}, tag_values, ("tags",))
            start = d.get("start")
            if start is not None and start not in self.c.zones:
                self.add(o, "error", "E012", f"unknown start zone '{start}'", suggest(start, self.c.zones),
                         "start")

    def tags(self, o: Origin, tags: dict[str, Any], declared: dict[str, set[Any]],
             at: tuple[str, ...]) -> None:
        for name, value in tags.items():
            if name not in declared:
                self.add(o, "error", "E011", f"unknown tag '{name}'", suggest(name, declared), *at, name)
            elif value not in declared[name] and declared[name]:
                self.add(o, "error", "E011", f"'{value}' is not a declared value of tag '{name}'",
                         suggest(str(value), [str(v) for v in declared[name]]), *at, name)

    def zones(self) -> None:
        declared = {it.id: set(it.data["values"] or []) for it in self.c.tags.values()}
        lo, hi = self.rs.min_players, self.rs.max_players
        for it in self.c.zones.values():
            self.tags(it.origin, it.data.get("tags") or {}, declared, ("tags",))
            for n in it.data.get("players") or []:
                if not lo <= n <= hi:
                    self.add(it.origin, "error", "E015", f"zone '{it.id}' lists {n} players; the ruleset "
                             f"plays {lo}-{hi}", "", "players")

    def supplies(self) -> None:
        pools = self.c.global_counters
        for it in list(self.c.counters.values()) + list(self.c.global_counters.values()):
            pool = it.data.get("supply")
            if pool is None:
                continue
            got = pools.get(str(pool))
            if got is None:
                self.add(it.origin, "error", "E016", f"counter '{it.id}' draws from supply '{pool}', which is not "
                         "a global counter", suggest(str(pool), pools), "supply")
            elif got.data.get("max") is None or got.data.get("supply") is not None or got.id == it.id:
                self.add(it.origin, "error", "E016", f"supply '{pool}' of counter '{it.id}' needs a `max` (the "
                         "supply's size) and cannot itself draw from a supply", "", "supply")

    def groups(self) -> None:
        known = (set(self.c.counters) | set(self.c.global_counters) | set(self.c.zones) | set(self.c.entities)
                 | {v for it in self.c.tags.values() for v in it.data["values"] or []})
        names = [str(k) for k in known]
        for it in self.c.groups.values():
            unknown = [(i, v) for i, v in enumerate(it.data["values"] or []) if v not in known
                       and not isinstance(v, int)]
            for i, v in unknown[:MAX_REPORTED]:
                self.add(it.origin, "error", "E014", f"group '{it.id}' member '{v}' is not declared",
                         suggest(str(v), names), i)
            if len(unknown) > MAX_REPORTED:
                i = unknown[MAX_REPORTED][0]
                self.add(it.origin, "error", "E014", f"group '{it.id}' has {len(unknown) - MAX_REPORTED:,} more "
                         "members that are not declared", "declare them, or fix the list", i)

    def graphs(self) -> None:
        for it in self.c.graphs.values():
            nodes = [str(n) for n in it.data.get("nodes") or []]
            succ: dict[str, set[str]] = {n: set() for n in nodes}
            indeg: dict[str, int] = dict.fromkeys(nodes, 0)
            for n_i, n in enumerate(nodes):
                if n not in self.c.zones:
                    self.add(it.origin, "error", "E008", f"graph node '{n}' is not a declared zone",
                             suggest(n, self.c.zones), "nodes", n_i)
            for i, e in enumerate(it.data.get("edges") or []):
                ok = True
                for end in ("from", "to"):
                    if e[end] not in succ:
                        ok = False
                        self.add(it.origin, "error", "E008", f"edge {end} '{e[end]}' is not a node of graph "
                                 f"'{it.id}'", suggest(str(e[end]), nodes), "edges", i, end)
                if ok:
                    succ[str(e["from"])].add(str(e["to"]))
                    indeg[str(e["to"])] += 1
            # Starts: the first node, and any node that has outgoing edges but none incoming.
            reach = {n for n in nodes[:1]} | {n for n in nodes if indeg[n] == 0 and succ[n]}
            todo = list(reach)
            while todo:
                for nxt in succ[todo.pop()]:
                    if nxt not in reach:
                        reach.add(nxt)
                        todo.append(nxt)
            for n_i, n in enumerate(nodes):
                if n not in reach:
                    self.add(it.origin, "warning", "W002", f"graph node '{n}' cannot be reached from any start",
                             "add an edge into it", "nodes", n_i)

    def labels(self) -> None:
        """E070: a kind's `label:` names props only with `show: props`, and only props the kind has."""
        for it in self.c.kinds.values():
            if "label" not in it.data:
                continue
            spec = kind_label(it)
            known = {str(p) for p in (it.data.get("props") or []) + (it.data.get("state") or [])}
            if spec.show == "props" and not spec.props:
                self.add(it.origin, "error", "E070", f"kind '{it.id}' shows props in its labels but lists none",
                         "add `props: [...]`, or use `show: name`", "label")
            elif spec.show != "props" and spec.props:
                self.add(it.origin, "error", "E070", f"kind '{it.id}' lists label props with `show: {spec.show}`",
                         "use `show: props`, or remove `props:`", "label", "props")
            for i, p in enumerate(spec.props):
                if p not in known:
                    self.add(it.origin, "error", "E070", f"kind '{it.id}' has no prop '{p}' to show in its labels",
                             suggest(p, known) or f"its props: {', '.join(sorted(known)) or 'none'}",
                             "label", "props", i)

    def warnings(self, macro_calls: dict[str, list[Any]]) -> None:
        called = {name for calls in macro_calls.values() for name, _, _ in calls}
        called |= {str(self.c.ruleset.get("flow")), str(self.c.ruleset.get("setup"))}
        for it in self.c.macros.values():
            if it.id not in called:
                self.add(it.origin, "warning", "W001", f"macro '{it.id}' is never called", "", "id")
        for it in self.c.functions.values():
            if it.id not in called:
                self.add(it.origin, "warning", "W001", f"function '{it.id}' is never called", "", "id")
        for it in self.c.kinds.values():
            if not self.rs.kind_entities.get(it.id):
                self.add(it.origin, "warning", "W003", f"kind '{it.id}' has no entities", "", "id")


def check_content(c: Content, rs: Ruleset, macro_calls: dict[str, list[Any]]) -> list[Diagnostic]:
    """Every whole-ruleset check; returns errors and warnings."""
    ch = _Checks(c, rs)
    ch.entities()
    ch.zones()
    ch.supplies()
    ch.groups()
    ch.graphs()
    ch.labels()
    ch.warnings(macro_calls)
    return ch.out
