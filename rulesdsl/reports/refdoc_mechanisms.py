"""The DSL reference's *Mechanisms* section: each mechanism with a worked example taken word for word from a
ruleset whose scenarios `rulesdsl test` runs (tests/test_refdoc.py checks that every quoted line is in the
named file and that the named scenarios pass)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mechanism:
    """One mechanism: what it does, the quoted content and scenario, and where they live."""

    name: str
    summary: str
    files: tuple[tuple[str, str], ...]  # (path from the repository root, the quoted text: whole lines of it)
    test: str  # the ruleset folder `rulesdsl test` runs
    scenario: str  # the id of a scenario that shows the mechanism (`-k`)


MECHANISMS: tuple[Mechanism, ...] = (
    Mechanism(
        "Draws (`ties: shared`)",
        "Players level on the score and on every tie-break share the result: `winner()` is `draw`, `play` "
        "ends with \"Draw: P1, P3 share first place\", `simulate` counts draws beside the wins, `compare` has a "
        "draw row, a save records `winner: draw` with the `winners`, the web end screen says so, and the RL "
        "returns give 0 to the players sharing it (+1 to a winner, −1 to the others). Without `ties:` (or "
        "with `ties: seat_order`) the earliest seat wins such a tie. A scenario names a draw by its players "
        "(`winner: [P1, P3]`) or as `winner: draw`.",
        (("tests/fixtures/rulesets/drawn/ruleset.yaml",
          "score: stars\ntiebreaks:\n  - {expr: \"coins\", doc: \"more coins breaks a tie\"}\nties: shared"),
         ("tests/fixtures/rulesets/drawn/tests/draws.yaml",
          "- id: a_shared_top_score_is_a_draw\n"
          "  rule: \"ties: shared — players level on the score and every tie-break share the result\"\n"
          "  players: 4\n  given: {setup: true}\n  run: \"game()\"\n  actions: [shine, rest, shine, rest]\n"
          "  over: true\n  winner: [P1, P3]")),
        "tests/fixtures/rulesets/drawn", "a_shared_top_score_is_a_draw"),
    Mechanism(
        "Number choices (`pick n in numbers(lo, hi, step)`)",
        "A `pick` over `numbers(lo, hi)` (or `numbers(lo, hi, step)`) asks for a number — a bid, an amount, a "
        "value to raise a die to — in one decision of kind `number`: the options are the numbers themselves "
        "(ids `3`, `4` …, labels the same, never players), at most 1,000 of them (R123). `optional` adds a "
        "skip. A scenario answers with the number (`actions: [5]`); the terminal seat types it; the web table "
        "shows a stepper (the decision carries `number: {min, max, step}`); the RL action space gives each "
        "number 0–64 an index of its own. Written as `pick n in range(…)` the numbers would be taken for "
        "players.",
        (("tests/fixtures/rulesets/numbers/macros.yaml",
          "      pick \"bid\" n in numbers(1, coins) { set(bid, n) }"),
         ("tests/fixtures/rulesets/numbers/tests/numbers.yaml",
          "    - run: \"bid_round()\"\n"
          "      decision: {player: P1, kind: number, prompt: bid, options: [\"1\", \"2\", \"3\", \"4\"]}\n"
          "    - actions: [3]")),
        "tests/fixtures/rulesets/numbers", "a_bid_is_a_number_choice"),
    Mechanism(
        "A value that depends on a condition (`if c then a else b`)",
        "`if cond then a else b` is a or b as cond holds; only the branch taken is computed and the `else` part "
        "is required. It turns a condition into a number where one is needed (`if x > 0 then 1 else 0`); "
        "`check` refuses a condition in arithmetic or as an amount (`0 + (x > 0)`, `gain(vp, x > 0)`: E058).",
        (("tests/fixtures/rulesets/numbers/macros.yaml", "      gain(stars, if bid > 2 then 1 else 0)"),
         ("tests/fixtures/rulesets/numbers/tests/numbers.yaml", "  run: \"bonus()\"\n  expect: [\"stars == 1\"]")),
        "tests/fixtures/rulesets/numbers", "a_value_that_depends_on_a_condition"),
    Mechanism(
        "Several picks in one statement (`pick k xs in LIST`)",
        "`pick 2 cs in LIST { … }` picks two different elements, asked one at a time (so every seat, the bots "
        "included, judges them item by item and nobody enumerates subsets); when exactly as many remain as "
        "are still needed they are taken without asking; then the body runs once with `cs` bound to the list "
        "picked. `optional` makes it *up to* k: the player may stop at any point with `skip`, even before the "
        "first. A count in parentheses is any expression: `pick (count(in(hand))) cs in in(hand) optional` "
        "picks any number. The RL action space answers it as a sequence of single picks; the web decision "
        "carries `several: {picked, of}`. A multi-pick cannot be the decision of a `simultaneous` (E055).",
        (("tests/fixtures/rulesets/passing/macros.yaml",
          "      pick \"pass\" 2 cs in in(hand) { for c in cs { move(c, passed, who=(me + 1) % num_players) } }"),
         ("tests/fixtures/rulesets/passing/tests/passing.yaml",
          "    - run: pass_two()\n      decision: {player: P1, prompt: pass, kind: pick, options: [c1, c2, c3]}\n"
          "    - actions: [c2]\n      decision: {player: P1, prompt: pass, options: [c1, c3]}")),
        "tests/fixtures/rulesets/passing", "pass_two_cards_in_one_decision"),
    Mechanism(
        "A blind pass (`simultaneous p in players to RECIPIENT { pick … }`)",
        "Every listed player picks at once, as in any `simultaneous`; with `to` each pick is handed face down "
        "to one player (the expression is evaluated with the variable bound to the picker). When all have "
        "picked, the log tells everyone who passed to whom (\"P1 passes their pick face down to P2\"), "
        "never what: the `choice` events carry no value, and the pick is revealed (`reveal`) to the picker and "
        "the recipient only, so other seats' views, logs and bots never see it. Move it into a zone the "
        "recipient sees (`visibility: owner`) so that they keep seeing it after it moves.",
        (("tests/fixtures/rulesets/passing/macros.yaml",
          "      simultaneous p in players to (p + 1) % num_players {\n"
          "        pick \"blind\" c in in(hand) { move(c, passed, who=(me + 1) % num_players) }\n      }"),
         ("tests/fixtures/rulesets/passing/tests/passing.yaml",
          "    - actions: [{P1: c1}, {P2: c3}, {P3: c5}]\n      waiting: []")),
        "tests/fixtures/rulesets/passing", "a_blind_pass_is_seen_by_the_recipient_only"),
)


def mechanisms_section() -> list[str]:
    """The Markdown lines of the *Mechanisms* section."""
    out = ["## Mechanisms", "",
           "Each mechanism below is shown by content and a scenario quoted from a ruleset of the repository; "
           "the command under each example runs it.", ""]
    for m in MECHANISMS:
        out += [f"### {m.name}", "", m.summary, ""]
        for path, text in m.files:
            out += [f"`{path}`:", "", "```yaml", *text.splitlines(), "```", ""]
        out += ["```text", f"rulesdsl test {m.test} -k {m.scenario}", "```", ""]
    return out
