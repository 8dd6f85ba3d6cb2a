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

# ---- grids (`grids:` declarations; implemented in runtime/grids/impls.py) ----------------------------
ID_TYPES = ID_TYPES | {"grid"}
_GRID_VERBS: tuple[Verb, ...] = (
    Verb("place", "effect", (_p("obj", "obj"), _p("cell", "zone"), _o("facing", "str", "e"), _o("who", "player")),
         "Put a piece on a grid: its anchor on a cell, its shape turned to a facing (e, s, w, n on a square "
         "grid; e, se, sw, w, nw, ne on a hex grid); every cell it covers must be vacant. Placed from a "
         "player's zone onto a shared grid, the piece stays that player's (its owner).",
         "place(d, land_c3, \"s\")"),
    Verb("cells", "query", (_p("grid", "grid"),), "Every cell of a grid, row by row from the top left.",
         "cells(board)"),
    Verb("cell", "query", (_p("grid", "grid"), _p("col", "int"), _p("row", "int")),
         "The cell at a column and a row (counted from 0 at the top left), or none off the grid.",
         "cell(board, 2, 0)"),
    Verb("col", "query", (_p("cell", "zone"),), "The column of a cell (0 on the left).", "col(board_c1)"),
    Verb("row", "query", (_p("cell", "zone"),), "The row of a cell (0 at the top).", "row(board_c1)"),
    Verb("neighbours", "query", (_p("cell", "zone"), _o("diagonal", "bool", False)),
         "The cells next to a cell: 4 on a square grid (8 with diagonal=true), 6 on a hex grid.",
         "neighbours(board_b2)"),
    Verb("ray", "query", (_p("cell", "zone"), _p("direction", "str")),
         "The cells from the next one in a direction (n, ne, e, se, s, sw, w, nw; on a hex grid e, se, sw, w, "
         "nw, ne) to the edge, nearest first.", "ray(board_d4, \"ne\")"),
    Verb("distance", "query", (_p("a", "zone"), _p("b", "zone")),
         "Steps between two cells of a grid through neighbours (square: across sides only).",
         "distance(board_a1, board_c2)"),
    Verb("side", "query", (_p("grid", "grid"), _p("name", "str")),
         "The cells along one edge of a grid: n (top row), s (bottom row), w (left column), e (right column).",
         "side(board, \"n\")"),
    Verb("directions", "query", (_p("grid", "grid"),),
         "The facings a piece may take on a grid, clockwise from east.", "directions(land)"),
    Verb("piece", "query", (_p("cell", "zone"), _o("who", "player")),
         "The piece covering a cell (of a player's own grid: default me), or none.", "piece(land_c3)"),
    Verb("vacant", "query", (_p("grid", "grid"), _o("who", "player")),
         "The cells of a grid no piece covers.", "vacant(board)"),
    Verb("isolated", "query", (_p("grid", "grid"), _o("who", "player")),
         "The vacant cells of a grid none of whose neighbours is vacant: no piece of two cells or more can "
         "fill them.", "isolated(land)"),
    Verb("value_at", "query", (_p("cell", "zone"), _p("key", "str"), _o("who", "player")),
         "A tag or prop of what covers a cell: the covering part's own (one half's colour), else the "
         "piece's; none on a vacant cell.", "value_at(land_c3, \"colour\")"),
    Verb("regions", "query", (_p("grid", "grid"), _p("key", "str"), _o("value", "any"), _o("who", "player")),
         "Connected regions of a grid: neighbouring cells whose `key` has the same value, each a list of its "
         "cells; with value=… only the regions of that value. Computed in the engine (flood fill).",
         "regions(land, \"colour\")"),
    Verb("region_sizes", "query", (_p("grid", "grid"), _p("key", "str"), _o("value", "any"),
                                   _o("who", "player")),
         "The size of each connected region (as regions() gives them).", "region_sizes(land, \"colour\")"),
    Verb("region_score", "query", (_p("grid", "grid"), _p("key", "str"), _p("prop", "str"), _o("who", "player")),
         "The sum over the connected regions (by `key`) of each region's size times the total of an integer "
         "prop on its cells (a tile-laying score: cells × stars).",
         "region_score(land, \"colour\", \"stars\")"),
    Verb("region", "query", (_p("cell", "zone"), _p("key", "str"), _o("who", "player")),
         "The cells of the connected region holding a cell (empty when the cell is vacant).",
         "region(land_c3, \"colour\")"),
    Verb("path_cost", "query", (_p("grid", "grid"), _p("from_", "list"), _p("to", "list"), _p("key", "str"),
                                _p("value", "any"), _o("who", "player")),
         "The fewest vacant cells to fill to join a cell of one list to a cell of the other through cells "
         "whose `key` is `value` (0: joined already; more than the grid's cells: blocked).",
         "path_cost(board, side(board, \"n\"), side(board, \"s\"), \"owner\", me)"),
    Verb("link_cost", "query", (_p("grid", "grid"), _o("who", "player")),
         "The path_cost() between a player's two sides (the grid's `sides:`, by seat) through the pieces they own.",
         "link_cost(board)"),
    Verb("linked", "query", (_p("grid", "grid"), _o("who", "player")),
         "Whether a player's own pieces join their two sides of the grid (`sides:`).", "linked(board)"),
    Verb("footprint", "query", (_p("obj", "obj"), _p("cell", "zone"), _o("facing", "str", "e")),
         "The cells a piece would cover with its anchor on a cell (anchor first); empty when a part would "
         "fall off the grid.", "footprint(d, land_c3, \"s\")"),
    Verb("fits", "query", (_p("obj", "obj"), _p("cell", "zone"), _o("facing", "str", "e"), _o("who", "player")),
         "Whether a piece fits there: every cell it would cover is on the grid and vacant.",
         "fits(d, land_c3, \"s\")"),
    Verb("facings", "query", (_p("obj", "obj"), _p("cell", "zone"), _o("who", "player")),
         "The facings in which a piece fits with its anchor on a cell.", "facings(d, land_c3)"),
    Verb("anchors", "query", (_p("obj", "obj"), _p("grid", "grid"), _o("who", "player")),
         "The cells of a grid where a piece fits in at least one facing.", "anchors(d, land)"),
)
_VERBS = (*_VERBS, *_GRID_VERBS)
# ---- end of grids -------------------------------------------------------------------------------

REGISTRY: dict[str, Verb] = {v.name: v for v in _VERBS}

# Names with a fixed meaning in every expression.
SPECIAL_NAMES = frozenset({"me", "this", "players", "order", "num_players", "none"})


def verb(name: str) -> Verb | None:
    """Look up a verb or query function by name."""
    return REGISTRY.get(name)
