"""Every command's `--help` reads whole: a one-line summary click does not cut, each option described, and an
`Examples:` section at the end whose invocations parse with the command's own options."""

from __future__ import annotations

import shlex

import click
import pytest
from click.testing import CliRunner

from rulesdsl.cli.main import cli

COMMANDS = sorted(cli.commands)


def _help(*args: str) -> str:
    result = CliRunner().invoke(cli, [*args, "--help"], terminal_width=80)
    assert result.exit_code == 0, result.output
    return result.output


def _examples(text: str) -> list[str]:
    """The lines of the last paragraph of a help text, which must be the `Examples:` section."""
    last = text.rstrip().split("\n\n")[-1].splitlines()
    assert last[0].strip() == "Examples:", f"help does not end with an Examples section:\n{text}"
    return [line.strip() for line in last[1:]]


def test_every_command_is_covered() -> None:
    assert len(COMMANDS) >= 16 and {"check", "play", "serve", "simulate"} <= set(COMMANDS)


@pytest.mark.parametrize("name", COMMANDS)
def test_help_ends_with_examples_that_parse(name: str) -> None:
    lines = _examples(_help(name))
    assert 1 <= len(lines) <= 3
    command = cli.commands[name]
    for line in lines:
        words = shlex.split(line)
        assert words[:2] == ["rulesdsl", name], line
        ctx = command.make_context(name, words[2:])  # an unknown option or a bad value raises here
        assert ctx.command is command


@pytest.mark.parametrize("name", COMMANDS)
def test_every_option_is_described(name: str) -> None:
    command = cli.commands[name]
    bare = [p.name for p in command.params if isinstance(p, click.Option) and not (p.help or "").strip()]
    assert bare == [], f"`rulesdsl {name}` options without help: {bare}"
    assert (command.help or "").strip(), f"`rulesdsl {name}` has no help text"
    text = _help(name).lower()
    assert "player 0" not in text and "seat 0" not in text, "a person reads players as P1, P2 …"


def test_top_help_summaries_are_whole_sentences() -> None:
    text = _help()
    listed = text.split("Commands:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert {line.split()[0] for line in listed} == set(COMMANDS)
    for line in listed:
        assert not line.rstrip().endswith("..."), f"cut summary: {line}"
        assert line.rstrip().endswith("."), f"summary is not one sentence: {line}"
    assert _examples(text)


@pytest.mark.parametrize("text", ["Check a ruleset, with any packs, and report every problem of every file it reads.",
                                  "Short."])
def test_summary_check_sees_a_cut(text: str) -> None:
    """The check above would see click cutting a long first sentence (guards the test itself)."""
    cut = click.Command("x", help=text).get_short_help_str(limit=40)
    assert cut.endswith("...") == (len(text) > 40)
