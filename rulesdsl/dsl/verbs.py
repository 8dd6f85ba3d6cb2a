"""The verb registry: every effect verb and query function, with typed parameters and an example."""

from __future__ import annotations

from dataclasses import dataclass

# Parameter types. Id types take a bare declared name (or a variable holding one):
#   counter, zone, entity, group, graph, actions, str_id
# Value types take any expression: int, list, obj, player, any, str, bool
ID_TYPES = frozenset({"counter", "zone", "graph", "actions", "slot"})


@dataclass(frozen=True)
class Param:
    """One typed parameter of a verb or function."""

    name: str
    type: str
    default: object = None
    required: bool = True


@dataclass(frozen=True)
class Verb:
    """A built-in verb (statement) or function (expression)."""

    name: str
    kind: str  # "effect" | "query"
    params: tuple[Param, ...]
    summary: str
    example: str
    variadic: bool = False  # query functions only: accept any keyword arguments (tag filters)


def _p(name: str, type_: str, default: object = None, required: bool = True) -> Param:
    return Param(name, type_, default, required)


def _o(name: str, type_: str, default: object = None) -> Param:
    return Param(name, type_, default, False)


_VERBS: tuple[Verb, ...] = (
    # ---- effects -------------------------------------------------------
    Verb("gain", "effect", (_p("counter", "counter"), _o("n", "int", 1), _o("who", "player")),
         "Add n to a counter of a player (default: me) or to a global counter.", "gain(ore, 2)"),
    Verb("lose", "effect", (_p("counter", "counter"), _o("n", "int", 1), _o("who", "player")),
         "Subtract n from a counter, stopping at its minimum.", "lose(vp, 1)"),
    Verb("pay", "effect", (_p("counter", "counter"), _o("n", "int", 1)),
         "Subtract n from my counter; an option starting with an unaffordable pay is not offered.",
         "pay(gems, 2)"),
    Verb("set", "effect", (_p("counter", "counter"), _p("n", "int"), _o("who", "player")),
         "Set a counter to a value.", "set(passed, 0)"),
    Verb("move", "effect", (_p("obj", "obj"), _p("to", "zone"), _o("who", "player"),
                           _o("pos", "str", "top")),
         "Move an object to a zone (a per-player zone of `who`, default me); pos top or bottom.",
         "move(this, discard)"),
    Verb("move_all", "effect", (_p("from_", "zone"), _p("to", "zone"), _o("who", "player")),
         "Move every object of one zone to another, keeping their order.", "move_all(board_cards, discard)"),
    Verb("draw", "effect", (_p("from_", "zone"), _p("to", "zone"), _o("n", "int", 1),
                           _o("who", "player"), _o("refill", "zone")),
         "Move n objects from the top of a zone; when it is empty, first shuffle `refill` into it.",
         "draw(deck, hand, 2, refill=discard)"),
    Verb("shuffle", "effect", (_p("zone", "zone"), _o("who", "player")),
         "Shuffle a zone with the game's seeded generator.", "shuffle(deck)"),
    Verb("setp", "effect", (_p("obj", "obj"), _p("prop", "str"), _p("value", "any")),
         "Set a mutable property of an object.", "setp(d, \"value\", 3)"),
    Verb("addp", "effect", (_p("obj", "obj"), _p("prop", "str"), _p("n", "int")),
         "Add to a mutable integer property of an object.", "addp(d, \"value\", 0 - 1)"),
    Verb("set_order", "effect", (_p("players", "list"),),
         "Set the turn order to a list of players.", "set_order(order)"),
    Verb("section", "effect", (_p("id", "str"),),
         "Record later changes of the score counter under this score-breakdown section.",
         "section(\"A\")"),
    Verb("act", "effect", (_p("group", "actions"),),
         "Me chooses one legal action of an action group and performs it.", "act(main_actions)"),
    Verb("run", "effect", (_p("obj", "obj"), _p("slot", "slot")),
         "Run an effect slot of an object's entity, with `this` bound to the object.",
         "run(c, play)"),
    Verb("rank_award", "effect", (_p("scores", "list"), _p("prizes", "list"), _o("extra", "list"),
                                 _o("counter", "counter")),
         "Rank players by score (higher first) and award prizes; ties share the summed prizes "
         "rounded down; `extra` scores are neutral competitors taking places.",
         "rank_award([p.vp for p in players], [8, 5, 2], extra=[4])"),
    Verb("log", "effect", (_p("message", "str"), _o("a", "any"), _o("b", "any")),
         "Write a message id with up to two arguments to the game log.", "log(\"passes\")"),
    Verb("reveal", "effect", (_p("obj", "obj"), _p("to", "any")),
         "Show an object to a player or a list of players: they know it until it moves (bots and views "
         "remember it), and only they read in the log what it is.", "reveal(top(hand, who=p), to=me)"),
    Verb("declare_winner", "effect", (), "End the game now (the flow may also simply finish).",
         "declare_winner()"),
    # ---- queries -------------------------------------------------------
    Verb("in", "query", (_p("zone", "zone"), _o("who", "player")),
         "The objects in a zone (a per-player zone of `who`, default me), top first.", "in(hand)"),
    Verb("in_each", "query", (_p("zones", "list"), _o("who", "player")),
         "The objects in each of a list of zones.", "in_each(zones(region=north))"),
    Verb("zones", "query", (), "Ids of the game zones whose tags match every keyword given.",
         "zones(region=north, kind=market)", variadic=True),
    Verb("count", "query", (_p("items", "list"),), "Number of items in a list.", "count(in(hand))"),
    Verb("sum", "query", (_p("items", "list"),), "Sum of a list of integers.",
         "sum([c.vp for c in in(hand)])"),
    Verb("max", "query", (_p("items", "list"), _o("default", "int", 0)),
         "Largest item of a list (default when empty).", "max([d.value for d in in(dice)])"),
    Verb("min", "query", (_p("items", "list"), _o("default", "int", 0)),
         "Smallest item of a list (default when empty).", "min([1, 2])"),
    Verb("top", "query", (_p("zone", "zone"), _o("who", "player")),
         "The top object of a zone, or none.", "top(deck)"),
    Verb("free", "query", (_p("zone", "zone"), _o("who", "player")),
         "Free capacity of a zone (large for unbounded zones).", "free(slot_1)"),
    Verb("next_nodes", "query", (_p("graph", "graph"), _p("node", "zone")),
         "Nodes reachable in one step along a graph: edge conditions hold for me, and full "
         "nodes are passed through to their successors.", "next_nodes(paths, o.zone)"),
    Verb("contains", "query", (_p("items", "list"), _p("x", "any")),
         "Whether a list contains a value.", "contains(order, me)"),
    Verb("distinct", "query", (_p("items", "list"),), "The list without repeats, first kept.",
         "distinct([c.species for c in in(hand)])"),
    Verb("roll", "query", (_p("sides", "int"), _o("of", "any")),
         "A seeded random integer from 1 to sides; with `of` (an object, a player or a name) from that "
         "one's own stream, so adding dice or cards elsewhere leaves its rolls unchanged.",
         "roll(6, d)"),
    Verb("index_of", "query", (_p("items", "list"), _p("x", "any")),
         "Position of a value in a list (0-based), or -1.", "index_of(order, me)"),
    Verb("at", "query", (_p("items", "list"), _p("i", "int")), "The item at a position, or none.",
         "at(order, 0)"),
    Verb("order_by", "query", (_p("items", "list"), _p("keys", "list")),
         "The items stably sorted by the matching keys, smallest key first.",
         "order_by(players, [p.vp for p in players])"),
    Verb("sorted", "query", (_p("items", "list"), _o("reverse", "bool", False)),
         "The list sorted: numbers smallest first, ids alphabetically; reverse=true for the other way round. "
         "order_by(items, keys) sorts objects or players by a key.", "sorted([c.value for c in in(hand)])"),
    Verb("reversed", "query", (_p("items", "list"),), "The list, last item first.", "reversed(order)"),
    Verb("range", "query", (_p("n", "int"),), "The numbers 0, 1, … n-1.", "range(num_players)"),
    Verb("numbers", "query", (_p("lo", "int"), _p("hi", "int"), _o("step", "int", 1)),
         "The numbers lo, lo + step, … up to hi, both ends included (at most 1,000). As the list of a `pick` it "
         "makes a number choice: the options are the numbers themselves (ids `0`, `5` …), not players.",
         "numbers(high_bid + 1, coins)"),
    Verb("ztag", "query", (_p("zone", "zone"), _p("tag", "str")),
         "A tag value of a zone, or none.", "ztag(o.zone, \"region\")"),
    Verb("get", "query", (_p("obj", "obj"), _p("prop", "str")),
         "A property of an object named at run time.", "get(c, \"vp\")"),
    Verb("knows", "query", (_p("obj", "obj"), _o("who", "player")),
         "Whether a player (default me) was shown the object with reveal() since it last moved.",
         "knows(top(hand, who=p))"),
    Verb("counter", "query", (_p("name", "str"), _o("who", "player")),
         "A counter named at run time.", "counter(\"ore\")"),
    Verb("option", "query", (_p("name", "str"),),
         "The value of a game option (as chosen on the command line).", "option(\"variant\")"),
    Verb("owned", "query", (_p("kind", "str"), _o("who", "player")),
         "Objects of an entity kind in every per-player zone of a player.", "owned(\"card\")"),
    Verb("entities", "query", (_p("kind", "str"),), "All entity ids of a kind.",
         "entities(\"card\")"),
    Verb("assign", "query", (_p("needs", "list"), _p("weights", "list")),
         "Exact assignment of items to goals (bipartite matching): `needs` lists per goal its "
         "requirements [count, fitting items]; each item serves at most one requirement. The indices "
         "(ascending) of the goals met together with the highest total weight, then the most goals, "
         "then the earliest; at most 16 goals.",
         "assign([[[2, in(hand)]], [[1, in(hand)], [1, in(played)]]], [5, 3])"),
)

REGISTRY: dict[str, Verb] = {v.name: v for v in _VERBS}

# Names with a fixed meaning in every expression.
SPECIAL_NAMES = frozenset({"me", "this", "players", "order", "num_players", "none"})


def verb(name: str) -> Verb | None:
    """Look up a verb or query function by name."""
    return REGISTRY.get(name)
