"""rules/<game>/UNENCODED.md: every open point (and every fact settled from the sources) is a table row that
names the scenarios pinning today's behaviour; a row without an existing scenario fails. Quotes in the
original language are checked against the seed documents when they are present on the machine."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

import pytest
import yaml

from rulesdsl.content.reader import load_content
from rulesdsl.paths import rules_dir

HERE = Path(__file__).parent
GAMES = ("bitoku", "tokaido")
SEEDS = Path("/work/shared/seeds")
SEED_OF = {"S0": "000_9770bd9724065966.txt", "S3": "003_bb5def0c43610d89.txt", "PL": "004_f750b6c599b0d2d0.txt"}
ROW = re.compile(r"^\|\s*([BT]-[a-z0-9-]+)\s*\|(.*)\|\s*$")


def table_rows(text: str) -> list[tuple[str, list[str]]]:
    """The (id, cells) of every table row whose first cell is a row id such as `B-spring`."""
    out = []
    for line in text.splitlines():
        m = ROW.match(line.strip())
        if m:
            out.append((m.group(1), [c.strip() for c in m.group(2).split("|")]))
    return out


def row_problems(text: str, known: set[str]) -> list[str]:
    """Rows with the wrong number of cells, an empty cell, no scenario, or a scenario that does not exist."""
    bad = []
    for rid, cells in table_rows(text):
        if len(cells) != 5 or not all(cells):
            bad.append(f"{rid}: needs 6 non-empty cells")
            continue
        named = re.findall(r"`([a-z0-9_]+)`", cells[-1])
        if not named:
            bad.append(f"{rid}: names no scenario")
        bad += [f"{rid}: no scenario '{s}'" for s in named if s not in known]
    return bad


def scenario_ids(game: str) -> set[str]:
    """Every scenario id of rules/<game>/tests/ (the ruleset's own scenarios, run by `rulesdsl test`)."""
    out: set[str] = set()
    for f in sorted((rules_dir() / game / "tests").glob("*.yaml")):
        out |= {str(sc["id"]) for sc in yaml.safe_load(f.read_text(encoding="utf-8")) or []}
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_row_is_pinned_by_a_scenario(game: str) -> None:
    text = (rules_dir() / game / "UNENCODED.md").read_text(encoding="utf-8")
    rows = table_rows(text)
    assert len(rows) >= 8, "UNENCODED.md lists its open points as table rows"
    assert len({rid for rid, _ in rows}) == len(rows), "row ids are unique"
    assert row_problems(text, scenario_ids(game)) == []


CHECKER_CASES = [
    ("pinned", "| B-x | a | b | c | d | `s1` |", []),
    ("two scenarios", "| B-x | a | b | c | d | `s1`, `s2` |", []),
    ("no scenario", "| B-x | a | b | c | d | none yet |", ["B-x: names no scenario"]),
    ("unknown scenario", "| T-y | a | b | c | d | `nope` |", ["T-y: no scenario 'nope'"]),
    ("empty cell", "| B-x | a |  | c | d | `s1` |", ["B-x: needs 6 non-empty cells"]),
    ("not a row", "| # | What | Source | Translation | Why | Pinned by |", []),
]


@pytest.mark.parametrize(("line", "want"), [(line, w) for _, line, w in CHECKER_CASES],
                         ids=[i for i, _, _ in CHECKER_CASES])
def test_the_check_fails_on_unpinned_rows(line: str, want: list[str]) -> None:
    assert row_problems(line, {"s1", "s2"}) == want


def _quotes(cell: str) -> list[tuple[str, str]]:
    """(source tag, quoted text) pairs of a source cell: `S0: "…"`, `PL: "…"`."""
    return re.findall(r"\b(S0|S3|PL): \"([^\"]+)\"", cell)


@pytest.mark.parametrize("game", GAMES)
def test_quotes_are_verbatim_from_the_seeds(game: str) -> None:
    if not SEEDS.is_dir():
        pytest.skip("the seed documents are not on this machine")
    seeds = {k: " ".join((SEEDS / v).read_text(encoding="utf-8").split()) for k, v in SEED_OF.items()}
    text = (rules_dir() / game / "UNENCODED.md").read_text(encoding="utf-8")
    missing = []
    for rid, cells in table_rows(text):
        for tag, quote in _quotes(cells[1]):
            for part in (p.strip(" .,") for p in quote.split("…")):
                if part and " ".join(part.split()) not in seeds[tag]:
                    missing.append(f"{rid}: {tag} '{part}'")
    assert missing == []


# A quote in a scenario's `rule:` text: `S0 '…'`, `S3: "…"`, `PL '…'`. A quote ends at its closing mark followed
# by `=`, `)`, `,`, `;`, `/`, the end of the text, or "and"/"or" (so apostrophes inside Turkish words such as
# "VP'yi" do not end it).
RULE_QUOTE = re.compile(r"\b(S0|S3|PL):? (['\"])(.+?)\2(?=\s*(?:=|\)|,|;|/|$|and\b|or\b))")


def rule_quotes(text: str) -> list[tuple[str, str]]:
    """(source tag, quoted text) pairs of a scenario's `rule:` text."""
    return [(tag, quote) for tag, _, quote in RULE_QUOTE.findall(text)]


QUOTE_CASES = [
    ("single", "x (S0 'Bir eşya' = 'an item'): y", [("S0", "Bir eşya")]),
    ("apostrophe inside", "(S0 'en yüksek VP'yi alır' = 'the highest')", [("S0", "en yüksek VP'yi alır")]),
    ("two quotes", "(S0 'a b'; S0 'c d' = 'e')", [("S0", "a b"), ("S0", "c d")]),
    ("double quotes", 'S3: "Один об’єкт"', [("S3", "Один об’єкт")]),
    ("translation only", "('an item' = 'x')", []),
]


@pytest.mark.parametrize(("text", "want"), [(t, w) for _, t, w in QUOTE_CASES], ids=[i for i, _, _ in QUOTE_CASES])
def test_rule_quotes_are_found(text: str, want: list[tuple[str, str]]) -> None:
    assert rule_quotes(text) == want


def _missing(seeds: dict[str, str], tag: str, quote: str) -> list[str]:
    """The parts of a quote (split at "…") not found word for word in its seed."""
    parts = (p.strip(" .,") for p in quote.split("…"))
    return [p for p in parts if p and " ".join(p.split()) not in seeds[tag]]


@pytest.mark.parametrize("game", GAMES)
def test_scenario_quotes_are_verbatim_from_the_seeds(game: str) -> None:
    if not SEEDS.is_dir():
        pytest.skip("the seed documents are not on this machine")
    seeds = {k: " ".join((SEEDS / v).read_text(encoding="utf-8").split()) for k, v in SEED_OF.items()}
    found, missing = 0, []
    for f in sorted((rules_dir() / game / "tests").glob("*.yaml")):
        for sc in yaml.safe_load(f.read_text(encoding="utf-8")) or []:
            for tag, quote in rule_quotes(str(sc.get("rule", ""))):
                found += 1
                missing += [f"{sc['id']}: {tag} '{p}'" for p in _missing(seeds, tag, quote)]
    assert found >= 3, "the fidelity scenarios quote the seeds"
    assert missing == []


def placeholder_names(text: str) -> set[str]:
    """The names (kinds, ids or id patterns) in backticks in the list of placeholders of UNENCODED.md."""
    head = "## Placeholders counted by `rulesdsl check`"
    if head not in text:
        return set()
    body = text.split(head, 1)[1].split("\n## ", 1)[0]
    return {n for line in body.splitlines() if line.startswith("- ") for n in re.findall(r"`([^`]+)`", line)}


def provisional_entries(game: str) -> list[tuple[str, str]]:
    """(id, entity kind or "") of every entry `rulesdsl check` counts as provisional."""
    content, _ = load_content(rules_dir() / game)
    out = [(k, str(it.data.get("kind") or "")) for k, it in content.entities.items() if it.data.get("provisional")]
    for fam in (content.macros, content.functions, content.counters, content.global_counters, content.zones,
                content.graphs):
        out += [(k, "") for k, it in fam.items() if it.data.get("provisional")]
    for group in content.actions.values():
        out += [(k, "") for k, it in group.items() if it.data.get("provisional")]
    assert len(out) == content.provisional_count()
    return out


def unlisted(entries: list[tuple[str, str]], names: set[str]) -> tuple[list[str], list[str]]:
    """Flagged entries no name covers (an entity by its kind or id, any entry by an id pattern), and names that
    cover no flagged entry."""
    def covers(name: str, ident: str, kind: str) -> bool:
        return name == kind or fnmatch.fnmatchcase(ident, name)
    missing = [i for i, k in entries if not any(covers(n, i, k) for n in names)]
    stale = sorted(n for n in names if not any(covers(n, i, k) for i, k in entries))
    return missing, stale


LIST_CASES = [
    ("covered by kind and pattern", [("v1", "vision"), ("forest_1", "")], {"vision", "forest_*"}, ([], [])),
    ("missing", [("v1", "vision"), ("lake", "")], {"vision"}, (["lake"], [])),
    ("stale", [("v1", "vision")], {"vision", "amulet_?"}, ([], ["amulet_?"])),
]


@pytest.mark.parametrize(("entries", "names", "want"), [(e, n, w) for _, e, n, w in LIST_CASES],
                         ids=[i for i, _, _, _ in LIST_CASES])
def test_the_placeholder_list_check(entries: list[tuple[str, str]], names: set[str],
                                    want: tuple[list[str], list[str]]) -> None:
    assert unlisted(entries, names) == want


@pytest.mark.parametrize("game", GAMES)
def test_every_placeholder_is_listed(game: str) -> None:
    text = (rules_dir() / game / "UNENCODED.md").read_text(encoding="utf-8")
    names = placeholder_names(text)
    assert names, "UNENCODED.md lists the placeholders"
    assert unlisted(provisional_entries(game), names) == ([], [])
