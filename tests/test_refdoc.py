"""The generated DSL reference and diagnostics table: complete, parseable and committed up to date."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.dsl.parser import parse_effect, parse_expr
from rulesdsl.dsl.verbs import REGISTRY, SPECIAL_NAMES
from rulesdsl.reports.refdoc import (
    EXPRESSION_FORMS,
    STATEMENT_FORMS,
    ExprForm,
    StatementForm,
    content_kinds,
    diagnostics_markdown,
    load_all_codes,
    reference_markdown,
    signature,
)
from rulesdsl.reports.refdoc_mechanisms import MECHANISMS, Mechanism
from rulesdsl.sim.scenarios import load_file, run_scenario

ROOT = Path(__file__).resolve().parent.parent


def test_committed_docs_are_current() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "gen_docs.py"), "--check"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr


def test_check_mode_detects_drift(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "tools" / "gen_docs.py")
    assert spec is not None and spec.loader is not None
    gen_docs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen_docs)
    assert len(gen_docs.check(tmp_path)) == len(gen_docs.DOCS) == 5
    gen_docs.write(tmp_path)
    assert gen_docs.check(tmp_path) == []
    ref = tmp_path / "docs" / "dsl-reference.md"
    ref.write_text(ref.read_text(encoding="utf-8") + "edited\n", encoding="utf-8")
    stale = gen_docs.check(tmp_path)
    assert len(stale) == 1 and stale[0].startswith("docs/dsl-reference.md")


def test_every_verb_is_documented() -> None:
    text = reference_markdown()
    for name, v in REGISTRY.items():
        assert f"### {name}\n" in text, name
        assert f"`{signature(v)}`" in text, name
        assert v.example in text, name
    for name in SPECIAL_NAMES:
        assert f"| `{name}` |" in text


@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_verb_examples_parse(name: str) -> None:
    v = REGISTRY[name]
    if v.kind == "effect":
        parse_effect(v.example)
    else:
        parse_expr(v.example)


@pytest.mark.parametrize("form", STATEMENT_FORMS, ids=lambda f: f.name)
def test_statement_examples_parse(form: StatementForm) -> None:
    parse_effect(form.example)
    assert form.example.splitlines()[0] in reference_markdown()


@pytest.mark.parametrize("form", EXPRESSION_FORMS, ids=lambda f: f.name)
def test_expression_examples_parse(form: ExprForm) -> None:
    parse_expr(form.example)


def test_content_kinds_come_from_the_schemas() -> None:
    kinds = {k: rows for k, _, rows in content_kinds()}
    assert set(kinds) == {"ruleset", "declarations", "entities", "board", "actions", "macros", "layout", "pack",
                          "remove"}
    board = {path: (type_, req) for path, type_, req, _ in kinds["board"]}
    assert board["graphs[].edges[].from"] == ("id", True)
    assert board["graphs[].edges[].when"][0].startswith("expression")
    assert "groups.<id>[].do" in {p for p, *_ in kinds["actions"]}
    rules = {path: req for path, _, req, _ in kinds["ruleset"]}
    assert rules["flow"] is True and rules["setup"] is False
    text = reference_markdown()
    assert "### `file: entities`" in text and "| `entities[].copies` |" in text


def test_every_code_is_in_the_diagnostics_table() -> None:
    codes = load_all_codes()
    assert len(codes) > 20
    text = diagnostics_markdown()
    committed = (ROOT / "docs" / "diagnostics.md").read_text(encoding="utf-8")
    for code, (summary, _) in codes.items():
        assert f"| `{code}` |" in text, code
        assert f"| `{code}` |" in committed, code
        assert summary.replace("|", "\\|") in text
    listed = [line.split("`")[1] for line in text.splitlines() if line.startswith("| `")]
    for group in ("Y", "S", "M", "P", "R", "F"):
        mine = [c for c in listed if c[0] == group]
        assert mine == sorted(mine)


def test_authoring_guide_examples_check(tmp_path: Path) -> None:
    """The guide's macros and board examples pass `rulesdsl check` next to the mini ruleset."""
    text = (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8")
    blocks = [textwrap.dedent(body) for _, body in
              re.findall(r"^( *)```yaml\n(.*?)^\1```", text, flags=re.S | re.M)]
    mine = [b for b in blocks if b.startswith(("file: macros", "file: board"))]
    assert len(mine) >= 2
    root = tmp_path / "mini"
    shutil.copytree(ROOT / "tests" / "fixtures" / "rulesets" / "mini", root)
    for i, body in enumerate(mine):
        (root / f"guide_{i}.yaml").write_text(body, encoding="utf-8")
    res = check_ruleset(root)
    assert res.errors == [], "\n".join(d.render() for d in res.errors)
    assert res.ruleset is not None and "market" in res.ruleset.macros


def test_every_code_raised_in_the_package_is_registered() -> None:
    """The code table is found by walking the package: every code a module raises is registered somewhere."""
    codes = load_all_codes()
    raised: dict[str, str] = {}
    for path in sorted((ROOT / "rulesdsl").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"(?:Error|Diagnostic|fail|refuse)\([^()]*?[\"']([A-Z]\d{3})[\"']", text):
            raised.setdefault(m.group(1), str(path.relative_to(ROOT)))
    assert len(raised) > 40
    missing = {c: where for c, where in raised.items() if c not in codes}
    assert not missing, missing
@pytest.mark.parametrize("mech", MECHANISMS, ids=lambda m: m.name)
def test_mechanism_examples_are_quoted_from_rulesets_whose_scenarios_pass(mech: Mechanism) -> None:
    root = Path(__file__).resolve().parent.parent
    for path, text in mech.files:
        assert text in (root / path).read_text(encoding="utf-8"), f"{path} no longer holds the quoted example"
    rs = load_ruleset(root / mech.test)
    found = [(sc, where) for f in sorted((root / mech.test / "tests").glob("*.yaml"))
             for sc, where in load_file(f)[0] if sc.get("id") == mech.scenario]
    assert len(found) == 1, mech.scenario
    assert not run_scenario(rs, *found[0]).failures
    assert f"### {mech.name}" in reference_markdown()
