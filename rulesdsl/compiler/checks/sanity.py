"""Whole-ruleset checks against content that loads but cannot make sense (ranges upside down, defaults
that are not values, ids shared between namespaces, empty action groups) and against content too large
to set up (copies and objects beyond the limits table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdsl import limits as L
from rulesdsl.content.model import Content, Origin
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.dsl import ast as A
from rulesdsl.errors import RulesError
from rulesdsl.runtime.ruleset import Ruleset

register_codes({
    "E030": ("player range upside down", "`players: {min, max}` needs 1 <= min <= max."),
    "E031": ("option default not a value", "A game option's `default` must be one of its `values`."),
    "E032": ("counter range upside down", "A counter's `min` must not be above its `max`."),
    "E033": ("zone cannot hold its objects", "More objects start in a zone than its `capacity` allows."),
    "E034": ("one id, two meanings", "A bare name must mean one thing: the same id may not be, say, both a counter "
                                     "and a zone, or a group and a tag value."),
    "E035": ("empty action group", "An action group has no actions left (all removed by a pack, or none "
                                   "written), so `act()` on it can never offer anything."),
    "E036": ("entry macro with parameters", "The flow and setup macros are called with no arguments; they "
                                            "cannot declare `params`."),
    "E054": ("outcome without its expression", "`outcome: {kind: teams}` needs `team:` (me's team number) and "
                                               "`outcome: {kind: cooperative}` needs `win:` (when the players won)."),
    "E053": ("counter start outside its range", "A counter's `start` must lie between its `min` and `max`."),
    "E066": ("option applicability names what does not exist", "A game option's `players:` lists only counts "
                                                               "the ruleset plays, and its `when:` names other "
                                                               "declared options with their declared values."),
    "E037": ("tie-break or evaluation term is not a number", "Tie-breaks and evaluation terms are numbers; this "
                                                             "one is visibly a list or a string."),
})

# Query functions that always return a list (a tie-break made of one of them cannot be a number).
_LIST_QUERIES = frozenset({"in", "in_each", "owned", "entities", "zones", "distinct", "order_by", "next_nodes"})


Parse = Callable[[str, str], Any]  # (text, "expr" | "effect") -> AST; the compiler's cached parser


class _Sanity:
    def __init__(self, c: Content, rs: Ruleset, parse: Parse) -> None:
        self.c = c
        self.rs = rs
        self.parse = parse
        self.out: list[Diagnostic] = []

    def add(self, origin: Origin, code: str, msg: str, hint: str = "", *at: str | int) -> None:
        line, col = origin.pos(*at)
        self.out.append(Diagnostic(origin.file.path, line, col, "error", code, msg, hint))

    def ruleset(self) -> None:
        r, o = self.c.ruleset, self.c.ruleset_origin
        if o is None:
            return
        lo, hi = self.rs.min_players, self.rs.max_players
        if not 1 <= lo <= hi:
            self.add(o, "E030", f"players: min {lo} and max {hi} make no range", "write 1 <= min <= max",
                     "players")
        for i, opt in enumerate(r.get("options") or []):
            values = [str(v) for v in opt.get("values") or []]
            if values and "default" in opt and str(opt["default"]) not in values:
                self.add(o, "E031", f"option '{opt.get('id')}' defaults to '{opt['default']}', which is not one "
                         f"of its values ({', '.join(values)})", "make the default one of the values",
                         "options", i, "default")
            self._applies(opt, i, r.get("options") or [])
        for key in ("flow", "setup"):
            m = self.c.macros.get(str(r.get(key)))
            if m is not None and m.data.get("params"):
                self.add(m.origin, "E036", f"{key} macro '{m.id}' cannot take parameters",
                         f"drop `params`; {key} is called with no arguments", "params")
        for i, tb in enumerate(r.get("tiebreaks") or []):
            text = tb.get("expr") if isinstance(tb, dict) else tb
            if not_a_number(self.rs, self.parse, text):
                self.add(o, "E037", f"tie-break '{text}' is not a number", "count(...) turns a list into a number",
                         "tiebreaks", i)
        for i, ev in enumerate(r.get("evaluation") or []):
            if isinstance(ev, dict) and not_a_number(self.rs, self.parse, ev.get("expr")):
                self.add(o, "E037", f"evaluation term '{ev.get('expr')}' is not a number",
                         "count(...) turns a list into a number", "evaluation", i, "expr")

    def _applies(self, opt: dict[str, Any], i: int, options: list[dict[str, Any]]) -> None:
        """E066: an option's `players:` within the ruleset's range, its `when:` over other declared options."""
        o = self.c.ruleset_origin
        assert o is not None
        lo, hi = self.rs.min_players, self.rs.max_players
        outside = [n for n in opt.get("players") or [] if isinstance(n, int) and not lo <= n <= hi]
        if outside:
            self.add(o, "E066", f"option '{opt.get('id')}' applies at {outside[0]} players, but the game plays "
                     f"{lo}-{hi}", f"list counts within {lo}-{hi}", "options", i, "players")
        declared = {str(x.get("id")): [str(v) for v in x.get("values") or []] for x in options}
        for other, values in (opt.get("when") or {}).items():
            if other == opt.get("id") or other not in declared:
                self.add(o, "E066", f"option '{opt.get('id')}' applies when option '{other}' has a value, but "
                         f"there is no other option '{other}'", "name another option of this ruleset", "options",
                         i, "when")
                continue
            bad = [str(v) for v in values or [] if str(v) not in declared[other]]
            if bad:
                self.add(o, "E066", f"option '{opt.get('id')}' applies when '{other}' is '{bad[0]}', which is not "
                         f"one of its values ({', '.join(declared[other])})", "use a declared value", "options", i,
                         "when", other)

    def counters(self) -> None:
        for table in (self.c.counters, self.c.global_counters):
            for it in table.values():
                lo, hi = it.data.get("min", 0), it.data.get("max")
                for key, v in (("min", lo), ("max", hi)):
                    if isinstance(v, int) and abs(v) > L.MAX_INT:
                        self.add(it.origin, "B004", f"counter '{it.id}' {key} {v} is beyond ±{L.MAX_INT:,}",
                                 "use a smaller bound", key)
                if isinstance(lo, int) and isinstance(hi, int) and lo > hi:
                    self.add(it.origin, "E032", f"counter '{it.id}' has min {lo} above max {hi}",
                             "swap them, or drop max", "min")
                start = it.data.get("start")
                if isinstance(start, int) and (start < lo or (isinstance(hi, int) and start > hi)):
                    self.add(it.origin, "E053", f"counter '{it.id}' starts at {start}, outside {lo}.."
                             f"{hi if isinstance(hi, int) else ''}", "give it a `min` at or below its start", "start")

    def values(self) -> None:
        """B004 for integer prop and tag values beyond the integer limit (they would fail at play, R120)."""
        for table in (self.c.entities, self.c.zones, self.c.kinds):
            for it in table.values():
                for key in ("props", "tags"):
                    found = it.data.get(key)
                    if isinstance(found, dict):
                        for name, v in found.items():
                            self._big(it, f"{key[:-1]} '{name}' of '{it.id}'", v, key, name)
        for it in self.c.tags.values():  # a tag's declared values
            self._big(it, f"a value of tag '{it.id}'", it.data.get("values"))

    def _big(self, it: Any, what: str, v: Any, *at: str) -> None:
        todo: list[Any] = [v]
        while todo:
            x = todo.pop()
            if isinstance(x, list):
                todo.extend(x)
            elif isinstance(x, int) and not isinstance(x, bool) and abs(x) > L.MAX_INT:
                self.add(it.origin, "B004", f"{what} is {x}, beyond ±{L.MAX_INT:,}", "use a smaller number", *at)
                return

    def objects(self) -> None:
        """B001 copies, B002 objects per game, E033 capacity at the largest player count."""
        total = 0
        first_over: Any = None
        per_zone: dict[str, int] = {}
        n = max(self.rs.max_players, 1)
        for it in self.c.entities.values():
            copies = it.data.get("copies", 1)
            if not isinstance(copies, int):
                continue
            if copies > L.MAX_COPIES:
                self.add(it.origin, "B001", f"entity '{it.id}' has {copies:,} copies (the limit is "
                         f"{L.MAX_COPIES:,})", "", "copies")
                continue
            start = self.c.zones.get(str(it.data.get("start")))
            if start is None:
                continue
            per_player = start.data.get("per", "game") == "player"
            total += copies * (n if per_player else 1)
            per_zone[start.id] = per_zone.get(start.id, 0) + copies
            if total > L.MAX_OBJECTS and first_over is None:
                first_over = it
        if first_over is not None:
            self.add(first_over.origin, "B002", f"setup would create {total:,} objects at {n} players (the limit "
                     f"is {L.MAX_OBJECTS:,}); the limit is passed at entity '{first_over.id}'", "", "copies")
        for zid, count in per_zone.items():
            z = self.c.zones[zid]
            cap = z.data.get("capacity")
            if isinstance(cap, int) and count > cap:
                self.add(z.origin, "E033", f"{count} objects start in zone '{zid}', but its capacity is {cap}",
                         "raise the capacity or start the objects elsewhere", "capacity")

    def namespaces(self) -> None:
        """E034: a counter (a number) or a group (a list) sharing its id with anything else. Zones, entities,
        kinds, tags, tag values, graphs and action groups all stand for their id string, so they may share."""
        values: dict[str, tuple[str, Origin]] = {}
        for fam, table in (("counter", self.c.counters), ("global counter", self.c.global_counters),
                           ("group", self.c.groups)):
            for ident, it in table.items():
                prev = values.get(str(ident))
                if prev is not None:
                    self._clash(str(ident), prev, fam, it.origin)
                else:
                    values[str(ident)] = (fam, it.origin)
        consts: list[tuple[str, str, Origin]] = []
        for fam, table in (("zone", self.c.zones), ("entity", self.c.entities), ("graph", self.c.graphs),
                           ("kind", self.c.kinds), ("tag", self.c.tags)):
            consts += [(str(ident), fam, it.origin) for ident, it in table.items()]
        consts += [(gid, "action group", o) for gid, o in self.c.action_groups.items()]
        consts += [(v, "tag value", it.origin) for it in self.c.tags.values() for v in it.data.get("values") or []
                   if isinstance(v, str)]
        for ident, fam, origin in consts:
            prev = values.get(ident)
            if prev is not None:
                self._clash(ident, prev, fam, origin)

    def _clash(self, ident: str, prev: tuple[str, Origin], fam: str, origin: Origin) -> None:
        first = f"{prev[1].file.path}:{prev[1].pos()[0]}"
        msg = f"'{ident}' is both {_a(prev[0])} and {_a(fam)}"
        hint = (f"the {prev[0]} is declared at {first}; a bare '{ident}' would silently mean only one of them: "
                "rename one")
        key = origin.file.key_positions.get(origin.pointer) if fam == "action group" else None
        if key is not None:  # a group is a mapping key: the caret goes on its name, not on its first action
            self.out.append(Diagnostic(origin.file.path, key[0], key[1], "error", "E034", msg, hint))
            return
        self.add(origin, "E034", msg, hint, "id")

    def action_groups(self) -> None:
        for gid, origin in self.c.action_groups.items():
            if not self.c.actions.get(gid):
                self.add(origin, "E035", f"action group '{gid}' has no actions",
                         "keep at least one action (a pack that removes actions must leave one, e.g. a pass)")


def not_a_number(rs: Ruleset, parse: Parse, text: Any) -> bool:
    """Whether an expression is visibly not an integer (a literal string or list, or a list-valued query)."""
    try:
        tree = parse(str(text), "expr")
    except RulesError:  # a syntax error is reported by the compiler at its position
        return False
    if isinstance(tree, (A.Str, A.ListLit, A.Comprehension)):
        return True
    if isinstance(tree, A.CallExpr) and tree.name in _LIST_QUERIES:
        return True
    return isinstance(tree, A.Name) and (tree.id in rs.zones or tree.id in rs.graphs)


def check_sanity(c: Content, rs: Ruleset, parse: Parse) -> list[Diagnostic]:
    """Every sanity and size check of a compiled ruleset's content (`parse`: the compiler's cached parser)."""
    s = _Sanity(c, rs, parse)
    s.ruleset()
    s.counters()
    s.values()
    s.objects()
    s.namespaces()
    s.action_groups()
    return s.out


def _a(noun: str) -> str:
    """The noun with its indefinite article ("an action group", "a counter")."""
    return ("an " if noun[:1] in "aeiou" else "a ") + noun
