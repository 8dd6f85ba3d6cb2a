"""Where commands find rulesets (the working copy wins), and the cache and user data folders."""

from __future__ import annotations

import shutil
from pathlib import Path

import platformdirs
import pytest

from rulesdsl import cache
from rulesdsl.compiler.loader import (
    GIVEN,
    INSTALLED_COPY,
    WORKING_COPY,
    find_ruleset_by_id,
    locate_ruleset,
    rulesets_in_scope,
)
from rulesdsl.errors import UsageError
from rulesdsl.paths import cache_home, find_project, rules_dir, user_data_home

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project folder: `rules/mini` (marked default) and `rules/other` (a second copy, id `other`)."""
    root = tmp_path / "proj"
    shutil.copytree(MINI, root / "rules" / "mini")
    shutil.copytree(MINI, root / "rules" / "other")
    for name, extra in (("mini", "default: true\n"), ("other", "")):
        ry = root / "rules" / name / "ruleset.yaml"
        text = ry.read_text(encoding="utf-8").replace("default: true\n", "")
        if name == "other":
            text = text.replace("id: mini", "id: other")
        ry.write_text(text + extra, encoding="utf-8")
    (root / "rules" / "mini" / "deeper").mkdir()
    (root / "notes").mkdir()
    return root


def test_find_project_walks_up(project: Path, tmp_path: Path) -> None:
    rules = (project / "rules").resolve()
    assert find_project(project / "notes") == find_project(project)
    assert find_project(project).ruleset is None and find_project(project).rules == rules
    inside = find_project(project / "rules" / "mini" / "deeper")
    assert inside.ruleset == rules / "mini" and inside.rules == rules and inside.found
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    assert not find_project(outside).found


def test_no_path_inside_a_project_is_the_working_copy(project: Path) -> None:
    rules = (project / "rules").resolve()
    assert locate_ruleset(None, project / "notes") == (rules / "mini", WORKING_COPY)  # the `default: true` one
    assert locate_ruleset(None, project / "rules" / "other") == (rules / "other", WORKING_COPY)  # the one I am in


def test_a_bare_name_is_the_projects(project: Path) -> None:
    rules = (project / "rules").resolve()
    assert locate_ruleset("other", project / "notes") == (rules / "other", WORKING_COPY)
    assert locate_ruleset("mini", project / "rules" / "other") == (rules / "mini", WORKING_COPY)
    with pytest.raises(UsageError) as err:
        locate_ruleset("bitoku", project)  # shipped, but this project has none: never silently the installed one
    assert err.value.code == "U003" and str(rules_dir() / "bitoku") in err.value.hint


def test_a_given_path_is_used_as_given(project: Path) -> None:
    assert locate_ruleset("rules/other", project) == (project / "rules" / "other", GIVEN)
    ry = project / "rules" / "other" / "ruleset.yaml"
    assert locate_ruleset(str(ry), project / "notes") == (ry.parent, GIVEN)


def test_outside_any_project_the_installed_copy(tmp_path: Path) -> None:
    away = tmp_path / "away"
    away.mkdir()
    assert locate_ruleset("bitoku", away) == (rules_dir() / "bitoku", INSTALLED_COPY)
    folder, origin = locate_ruleset(None, away)
    assert origin == INSTALLED_COPY and folder.parent == rules_dir()
    with pytest.raises(UsageError) as err:
        locate_ruleset("no-such-game", away)
    assert err.value.code == "U003"


def test_saves_find_their_ruleset_in_scope(project: Path, tmp_path: Path) -> None:
    rules = (project / "rules").resolve()
    assert find_ruleset_by_id("other", project) == rules / "other"
    assert find_ruleset_by_id("bitoku", project) is None  # the installed Bitoku is out of scope here
    assert rulesets_in_scope(project / "rules" / "other")[0] == rules / "other"
    away = tmp_path / "away"
    away.mkdir()
    assert find_ruleset_by_id("bitoku", away) == rules_dir() / "bitoku"


def test_cache_and_data_folders_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("RULESDSL_CACHE", raising=False)
    monkeypatch.delenv("RULESDSL_DATA", raising=False)
    assert cache_home() == platformdirs.user_cache_path("rulesdsl", appauthor=False)
    assert cache.cache_dir() == cache_home()
    assert user_data_home() == platformdirs.user_data_path("rulesdsl", appauthor=False)
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "c"))
    monkeypatch.setenv("RULESDSL_DATA", str(tmp_path / "d"))
    assert cache.cache_dir() == tmp_path / "c" and user_data_home() == tmp_path / "d"
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    assert cache.cache_dir() is None
