"""One reader rule for every file a ruleset names or implies: a regular file inside the ruleset (or pack)
folder. A link leading out of the folder is refused with a code (M006; L022 for a catalog) and never read.
Each row plants such a link where one reader looks, pointing at a file outside holding a marker."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from rulesdsl.agents import evaluation_file
from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.errors import RulesError

MINI = Path(__file__).parent / "fixtures" / "rulesets" / "mini"
PACK = Path(__file__).resolve().parent.parent / "rules" / "bitoku-packs" / "tanuki"
MARKER = "outside_marker_counter"


def _content(root: Path) -> list[str]:
    return [f"{d.code} {d.message}" for d in check_ruleset(root).errors]


def _learned(root: Path) -> list[str]:
    evaluation_file.ruleset_terms({}, str(root), "mini")
    return []


def _named(root: Path) -> list[str]:
    evaluation_file.ruleset_terms({"evaluation": {"file": "e.json"}}, str(root), "mini")
    return []


def _catalog(root: Path) -> list[str]:
    from rulesdsl.i18n.catalog import locale_files
    locale_files(root / "locales", "en")
    return []


def _scenario(root: Path) -> list[str]:
    from rulesdsl.sim.scenarios import load_file
    return load_file(root / "tests" / "planted.yaml")[1]


# (reader, where the link is planted, the code that refuses it)
CASES: list[tuple[str, Callable[[Path], list[str]], str, str]] = [
    ("content file", _content, "planted.yaml", "M006"),
    ("learned evaluation", _learned, "learned-evaluation.json", "M006"),
    ("evaluation: {file:}", _named, "e.json", "M006"),
    ("catalog", _catalog, "locales/en/planted.ftl", "L022"),
    ("scenario file", _scenario, "tests/planted.yaml", "M006"),
]


@pytest.mark.parametrize(("reader", "where", "code"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_link_out_of_the_folder_is_refused_by_every_reader(tmp_path: Path, reader: Callable[[Path], list[str]],
                                                             where: str, code: str) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    outside = tmp_path / "outside.yaml"
    outside.write_text(f'[{{"expr": "{MARKER}", "weight": 1}}]\n', encoding="utf-8")
    (root / where).symlink_to(outside)
    try:
        said = reader(root)
    except RulesError as err:
        said = [f"{err.code} {err.message}"]
    assert said and any(s.startswith(code) or f" {code} " in s for s in said), said
    assert all(MARKER not in s for s in said)  # refused before reading: the outside term is never evaluated


def test_a_pack_manifest_that_links_out_is_refused(tmp_path: Path) -> None:
    from rulesdsl.content.packs import read_manifest
    pack = tmp_path / "pack"
    shutil.copytree(PACK, pack)
    (pack / "pack.yaml").rename(tmp_path / "pack.yaml")
    (pack / "pack.yaml").symlink_to(tmp_path / "pack.yaml")
    info, diags = read_manifest(pack, "pack")
    assert info is None and [d.code for d in diags] == ["M006"]


def test_a_link_inside_the_folder_is_read(tmp_path: Path) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    (root / "real.json").write_text('[{"expr": "vp", "weight": 2}]', encoding="utf-8")
    (root / "learned-evaluation.json").symlink_to(root / "real.json")
    assert evaluation_file.ruleset_terms({}, str(root), "mini") == [{"expr": "vp", "weight": 2.0}]
