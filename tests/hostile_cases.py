"""The hostile-input corpus, by stage: each case builds its input in a fresh folder and names the command
to run and the coded message it must end in (tests/test_hostile.py runs them under a memory and time cap).

The cases cover each input stage: content, packs, catalogs, saves,
the command line and the human seat. MINI is a copy of tests/fixtures/rulesets/mini.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

FIX = Path(__file__).resolve().parent / "fixtures"
MINI = FIX / "rulesets" / "mini"
PACK_HEAD = ("file: pack\nid: evil\nversion: 1.0.0\nname: Evil pack\nrequires:\n"
             "  ruleset: {id: mini, versions: \">=0.1.0\"}\n")

Build = Callable[[Path], list[str]]


@dataclass(frozen=True)
class Case:
    """One hostile input: how to build it, the command (argv after `rulesdsl`), what it must end in."""

    stage: str
    name: str
    build: Build
    code: str | None  # the code that must appear as `[CODE]`; None for inputs that must simply succeed
    text: str = ""  # a substring the output must hold
    absent: str = ""  # a substring the output must not hold (leaked file contents, a game played anyway)
    exit: tuple[int, ...] = (1, 2)
    stdin: str = ""
    cwd: str = ""  # run in this folder instead of the case folder
    env: dict[str, str] = field(default_factory=dict)  # extra environment variables
    owner: str = ""  # another issue owns the fix: the case is expected to fail until then
    heavy: bool = False  # runs long (a spent step budget): started first so the pool's tail stays short


# ---- builders --------------------------------------------------------------------------------------

def mini(d: Path, *, prepend: str = "", macros: str = "", functions: str = "",
         sub: tuple[tuple[str, str, str], ...] = ()) -> Path:
    """A copy of MINI in d/m: lines prepended to the `game` macro, macros and functions added, text replaced."""
    m = d / "m"
    shutil.copytree(MINI, m)
    mac = m / "macros.yaml"
    t = mac.read_text(encoding="utf-8")
    if prepend:
        head = "  - id: game\n    body: |\n"
        t = t.replace(head, head + "".join(f"      {line}\n" for line in prepend.split("\n")))
    if macros:
        t = t.replace("functions:\n", macros + "functions:\n")
    if functions:
        t = t.replace("functions:\n", "functions:\n" + functions)
    mac.write_text(t, encoding="utf-8")
    for fname, old, new in sub:
        p = m / fname
        text = p.read_text(encoding="utf-8")
        assert old in text, (fname, old)
        p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return m


def play(prepend: str = "", **kw: object) -> Build:
    """Build MINI with a prepended game line and play it."""
    def build(d: Path) -> list[str]:
        m = mini(d, prepend=prepend, **kw)  # type: ignore[arg-type]
        return ["play", "--seed", "1", str(m), "--players", "2", "--quiet"]
    return build


def check(**kw: object) -> Build:
    """Build MINI with changes and check it."""
    def build(d: Path) -> list[str]:
        return ["check", str(mini(d, **kw))]  # type: ignore[arg-type]
    return build


def with_files(files: dict[str, str | bytes], cmd: str = "check", **kw: object) -> Build:
    """MINI plus extra files (text, or `link:TARGET` / `fifo:`) then a command on it."""
    def build(d: Path) -> list[str]:
        m = mini(d, **kw)  # type: ignore[arg-type]
        _write(m, files)
        return [cmd, str(m)]
    return build


def _write(root: Path, files: dict[str, str | bytes]) -> None:
    for rel, content in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str) and content.startswith("link:"):
            os.symlink(content[5:], p)
        elif isinstance(content, str) and content == "fifo:":
            os.mkfifo(p)
        elif isinstance(content, str) and content == "dir:":
            p.mkdir()
        elif isinstance(content, bytes):
            p.write_bytes(content)
        else:
            p.write_text(content, encoding="utf-8")


def pack(files: dict[str, str | bytes], cmd: str = "check", extra: tuple[str, ...] = ()) -> Build:
    """MINI plus a pack folder holding pack.yaml (unless given) and `files`, then `cmd MINI --pack P`."""
    def build(d: Path) -> list[str]:
        m = mini(d)
        p = d / "evil"
        p.mkdir()
        _write(p, {"pack.yaml": PACK_HEAD, **files})
        return [cmd, str(m), "--pack", str(p), *extra]
    return build


def save(change: Callable[[dict[str, object]], object] | None = None, raw: str | None = None) -> Build:
    """A real save of MINI (2 players, seed 3), changed, then `replay`."""
    def build(d: Path) -> list[str]:
        from rulesdsl.agents import RandomAgent
        from rulesdsl.compiler.loader import load_ruleset
        from rulesdsl.play.game import Game
        from rulesdsl.play.saves import save_data
        from rulesdsl.sim.play import play_out
        rs = load_ruleset(MINI)
        g = play_out(Game.new(rs, 2, 3), [RandomAgent(1), RandomAgent(2)])
        data = save_data(g, 3)
        if change is not None:
            change(data)
        path = d / "s.json"
        path.write_text(raw if raw is not None else json.dumps(data), encoding="utf-8")
        return ["replay", str(path), "--path", str(MINI), "--quiet"]
    return build


def save_file(make: Callable[[Path], None]) -> Build:
    """`replay` of a file made by `make` (not a save at all)."""
    def build(d: Path) -> list[str]:
        path = d / "s.json"
        make(path)
        return ["replay", str(path), "--path", str(MINI), "--quiet"]
    return build


def cli(*argv: str, files: dict[str, str | bytes] | None = None) -> Build:
    """A command line run in the case folder; `{m}` is a copy of MINI, `{d}` the case folder."""
    def build(d: Path) -> list[str]:
        m = mini(d)
        _write(d, files or {})
        return [a.replace("{m}", str(m)).replace("{d}", str(d)) for a in argv]
    return build


def _set(key: str, value: object) -> Callable[[dict[str, object]], object]:
    return lambda data: data.__setitem__(key, value)


def _fifo(p: Path) -> None:
    os.mkfifo(p)


def _link(target: str) -> Callable[[Path], None]:
    return lambda p: os.symlink(target, p)


_FS = "".join(f"  - id: f{k}\n    params: [a]\n    expr: \"dbl(f{k - 1}(a))\"\n" for k in range(1, 34))
_GS = "".join(f"  - id: g{k}\n    params: [a]\n    expr: \"g{k - 1}(a) + g{k - 1}(a)\"\n" for k in range(1, 31))
_CHAIN = "".join(f"  - id: m{i}\n    body: \"let x = 1\\nm{i + 1}()\"\n" for i in range(180)) + \
    "  - id: m180\n    body: \"let x = 1\"\n"
_REPEATS = ("  - id: m1\n    body: \"repeat 1000 { m2() }\"\n  - id: m2\n    body: \"repeat 1000 { m3() }\"\n"
            "  - id: m3\n    body: \"repeat 1000 { let z = 1 }\"\n")
_MANIFEST = "file: ruleset\nid: evil\nversion: \"9.9.9\"\nname: Evil\nplayers: {min: 1, max: 8}\nflow: game\n"
_GRAPH = ("file: board\nzones:\n  - {id: a1, per: game}\n  - {id: a2, per: game}\ngraphs:\n  - id: path\n"
          "    nodes: [a1, a2]\n    edges:\n"
          "      - {from: a1, to: a2, when: 'option(\"variant\") == \"$\\\\frac{$\"'}\n")
_ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(8)) + "evaluation: [{expr: vp, weight: 1, note: *i}]\n"
_TANUKI_ACTS = "file: remove\nactions:\n  turn: [play_card, buy_vp, trade, pass]\n"
_NUMBER = "player-seat = P{ NUMBER($n, minimumIntegerDigits: 999999999) }\n"

CONTENT = [
    Case("content", "one_line_list_3mb", with_files({"big.yaml": "file: declarations\ngroups:\n  g: ["
                                                    + ", ".join(f"n{i}" for i in range(300_000)) + "]\n"}),
         "B003"),  # one 3 MB line: positions are found in linear time, then the value limit stops it
    Case("content", "line_separators", with_files({"ls.yaml": "file: macros\n# note\u2028\nmacros:\n  - id: ls\n"
                                                   "    bdy: gain(vp, 1)\n"}), "S002",
         text="6 |     bdy: gain"),  # U+2028 is a line break for YAML: the source line shown is the one the error is on
    Case("content", "copies_100M", check(sub=(("cards.yaml", "copies: 6", "copies: 100000000"),)), "B001"),
    Case("content", "objects_per_game", check(sub=(
        ("cards.yaml", "copies: 6\n    start: deck", "copies: 9000\n    start: hand"),
        ("cards.yaml", "copies: 6\n    start: deck", "copies: 9000\n    start: hand"))), "B002"),
    Case("content", "repeat_1000_cubed", play("repeat 1000 { repeat 1000 { repeat 1000 { let x = 1 } } }"), "R107",
         heavy=True),
    Case("content", "while_limit_huge", check(prepend="while true limit 99999999999999999999999 { let x = 1 }"),
         "B005"),
    Case("content", "while_limit_3M", check(prepend="let n = 0\nwhile n < 1 limit 3000000 { let y = 1 }"), "B005"),
    Case("content", "repeat_written_out", check(prepend="repeat 5000 { let x = 1 }"), "B005"),
    Case("content", "macro_chain_of_repeats", play("m1()", macros=_REPEATS), "R107", heavy=True),
    Case("content", "square_growth", play("as 0 { gain(vp, 2)\nrepeat 40 { gain(vp, vp * vp) } }"), "R120"),
    Case("content", "list_doubling", play("let x = count(f32(1))", functions=(
        "  - id: f0\n    params: [a]\n    expr: \"[a]\"\n  - id: dbl\n    params: [l]\n    expr: \"l + l\"\n" + _FS)),
        "R121"),
    Case("content", "call_fanout", play("let x = g30(1)",
                                        functions="  - id: g0\n    params: [a]\n    expr: \"a\"\n" + _GS),
         "R107", heavy=True),
    Case("content", "macro_chain_180", check(prepend="m0()", macros=_CHAIN), "B006"),
    Case("content", "int_literal_4301_digits",
         check(sub=(("cards.yaml", "gain(coins, 2)", "gain(coins, " + "9" * 4301 + ")"),)),
         "B004"),
    Case("content", "int_literal_1e29",
         check(sub=(("cards.yaml", "gain(coins, 2)", "gain(vp, 1" + "0" * 29 + ")"),)),
         "B004"),
    Case("content", "group_typo_with_int_tags", check(sub=(
        ("declarations.yaml", "tags:\n", "tags:\n  size: [1, 2]\n"),
        ("declarations.yaml", "resource: [coins, gems]", "resource: [coins, gemz]"))), "E014", text="gems"),
    Case("content", "players_min_over_max", check(sub=(("ruleset.yaml", "{min: 2, max: 4}", "{min: 4, max: 2}"),)),
         "E030"),
    Case("content", "option_default_bogus", check(sub=(("ruleset.yaml", 'default: "normal"', 'default: "bogus"'),)),
         "E031"),
    Case("content", "counter_min_over_max", check(sub=(("declarations.yaml", "{id: round, shown: all, max: 10}",
                                                        "{id: round, shown: all, min: 5, max: 2}"),)), "E032"),
    Case("content", "capacity_0_where_cards_start",
         check(sub=(("declarations.yaml", "{id: deck, per: game, visibility: hidden}",
                     "{id: deck, per: game, visibility: hidden, capacity: 0}"),)),
         "E033"),
    Case("content", "counter_named_like_zone", check(sub=(("declarations.yaml", "  - {id: passed, shown: none, max: 1}",
                                                           "  - {id: passed, shown: none, max: 1}\n  - {id: hand}"),)),
         "E034"),
    Case("content", "choose_5_of_2", check(prepend="as 0 { choose 5 { gain(vp, 1) | gain(vp, 2) } }"), "B005"),
    Case("content", "tiebreak_a_list", check(sub=(("ruleset.yaml", '  - "coins"', '  - "in(hand)"'),)), "E037"),
    Case("content", "tiebreak_list_at_run_time", play(sub=(("ruleset.yaml", '  - "coins"',
                                                            '  - "richest([in(hand)])"'),)), "R106"),
    Case("content", "flow_macro_with_params",
         check(sub=(("macros.yaml", "  - id: game\n", "  - id: game\n    params: [x]\n"),)),
         "E036"),
    Case("content", "empty_action_group", with_files({"more.yaml": "file: actions\ngroups:\n  idle: []\n"}), "E035"),
    Case("content", "second_manifest_in_subfolder", with_files({"zz/ruleset.yaml": _MANIFEST}), "M005"),
    Case("content", "symlink_out_of_folder", with_files({"evil.yaml": "link:/etc/passwd"}), "M006", absent="root:"),
    Case("content", "fifo_yaml", with_files({"pipe.yaml": "fifo:"}), "M006"),
    Case("content", "values_per_file", with_files({"more.yaml": "file: declarations\ngroups:\n" + "".join(
        f"  g{k}: [{', '.join(f'n{k}_{i}' for i in range(100))}]\n" for k in range(300))}), "B003"),
    Case("content", "total_bytes", with_files({f"big{i}.yaml": "# " + "x" * 3_500_000 + "\nfile: macros\n"
                                               for i in range(5)}), "B003", heavy=True),
]

PACKS = [
    Case("pack", "pack_copies_huge", pack({"more.yaml": "file: entities\nkind: card\nentities:\n  - {id: gold, copies: "
                                           "50000000, start: deck, props: {vp: 1}, tags: {color: red}}\n"}), "B001"),
    Case("pack", "pack_ships_manifest", pack({"ruleset.yaml": _MANIFEST}), "M005"),
    Case("pack", "pack_symlink_passwd", pack({"evil.yaml": "link:/etc/passwd"}), "M006", absent="root:"),
    Case("pack", "pack_version_5000_digits",
         pack({"pack.yaml": PACK_HEAD.replace('">=0.1.0"', '">=' + "9" * 5000 + '.0.0"')}),
         "K003"),
    Case("pack", "pack_removes_every_action", pack({"remove.yaml": _TANUKI_ACTS}), "E035"),
    Case("pack", "pack_too_many_files", pack({f"f{i}.yaml": "file: macros\n" for i in range(501)}), "B003"),
    Case("pack", "pack_manifest_symlink", pack({"pack.yaml": "link:/etc/passwd"}), "M006", absent="root:"),
    Case("pack", "pack_ftl_symlink_passwd", pack({"locales/en/evil.ftl": "link:/etc/passwd"}, "i18n"), "L022",
         absent="root:"),
    Case("pack", "pack_ftl_dev_zero", pack({"locales/en/zero.ftl": "link:/dev/zero"}, "cards"), "L022"),
    Case("pack", "pack_ftl_number_digits", pack({"locales/en/x.ftl": _NUMBER}, "play", ("--players", "2", "--quiet")),
         "L021"),
]

CATALOGS = [
    Case("catalog", "ftl_folder_named_ftl", with_files({"locales/en/dir.ftl": "dir:"}, "cards"), "L022"),
    Case("catalog", "ftl_dangling_link", with_files({"locales/en/d.ftl": "link:/nonexistent"}, "i18n"), "L022"),
    Case("catalog", "ftl_too_large", with_files({"locales/en/big.ftl": "".join(f"m{i} = {'x' * 60}\n"
                                                                               for i in range(9000))}, "i18n"), "L020"),
    Case("catalog", "ftl_number_digits", with_files({"locales/en/x.ftl": _NUMBER}, "i18n"), "L021"),
]

SAVES = [
    Case("save", "players_10M", save(_set("players", 10_000_000)), "F001"),
    Case("save", "players_9", save(_set("players", 9)), "F001"),
    Case("save", "players_0", save(_set("players", 0)), "F001"),
    Case("save", "players_true", save(_set("players", True)), "F001"),
    Case("save", "seed_false", save(_set("seed", False)), "F001"),
    Case("save", "seed_5000_digits", save(raw='{"format":1,"ruleset":"mini","version":"0.1.0","players":2,'
                                              '"seed":' + "9" * 5000 + ',"options":{},"actions":[]}'), "F001"),
    Case("save", "nested_lists", save_file(lambda p: p.write_text("[" * 100000 + "]" * 100000)), "F001"),
    Case("save", "nested_options", save(raw='{"format":1,"ruleset":"mini","version":"0.1.0","players":2,"seed":1,'
                                            '"actions":[],"options":' + '{"a":' * 50000 + "1" + "}" * 50001), "F001"),
    Case("save", "dev_zero", save_file(_link("/dev/zero")), "F001"),
    Case("save", "named_pipe", save_file(_fifo), "F001"),
    Case("save", "six_megabytes", save_file(lambda p: p.write_text('{"a":"' + "x" * 6_000_000 + '"}')), "F001"),
    Case("save", "nan", save(raw='{"format":1,"ruleset":"mini","version":"0.1.0","players":2,"seed":NaN,'
                                 '"options":{},"actions":[]}'), "F001"),
    Case("save", "duplicate_keys", save(raw='{"format":1,"ruleset":"mini","version":"0.1.0","players":2,"players":3,'
                                            '"seed":1,"options":{},"actions":[]}'), "F001"),
    Case("save", "format_99", save(_set("format", 99)), "F006"),
    Case("save", "undeclared_option_value", save(_set("options", {"variant": "zzz"})), "F001"),
    Case("save", "undeclared_option", save(_set("options", {"difficulty": "insane"})), "F001"),
    Case("save", "winner_changed", save(lambda d: d["result"].__setitem__("winner", 7)), "F004"),  # type: ignore[index]
    Case("save", "unfinished_says_so", save(lambda d: (d.pop("result"), d.__setitem__("actions", d["actions"][:5]))),  # type: ignore[index]
         None, text="unfinished game", exit=(0,)),
    Case("save", "content_changed_noted", save(_set("content", "0" * 16)), None,
         text="content changed", exit=(0,)),
]

CLI = [
    Case("cli", "seed_1e26", cli("play", "{m}", "--players", "2", "--seed", "1" + "0" * 26), "U001"),
    Case("cli", "save_unwritable_first", cli("play", "{m}", "--players", "2", "--save", "{d}/no/such/dir/x.json"),
         "U010", absent="Winner"),
    Case("cli", "graph_out_unwritable", cli("graph", "{m}", "--out", "/proc/g"), "U010"),
    Case("cli", "docs_out_unwritable", cli("docs", "--out", "/proc/x.md"), "U010"),
    Case("cli", "simulate_out_unwritable", cli("simulate", "{m}", "--players", "2", "--games", "2", "--out",
                                               "/proc/sim", "--quiet"), "U010", absent="games in"),
    Case("cli", "evaluation_alias_bomb", cli("simulate", "{m}", "--players", "2", "--games", "2", "--quiet",
                                             "--evaluation", "{d}/e.yaml", files={"e.yaml": _ALIAS_BOMB}), "U001"),
    Case("cli", "evaluation_weight_abc", cli("simulate", "{m}", "--players", "2", "--games", "2", "--quiet",
                                             "--evaluation", "{d}/e.yaml",
                                             files={"e.yaml": "- {expr: vp, weight: abc}\n"}), "U001"),
    Case("cli", "evaluation_weight_inf", cli("simulate", "{m}", "--players", "2", "--games", "2", "--quiet",
                                             "--evaluation", "{d}/e.yaml",
                                             files={"e.yaml": "- {expr: vp, weight: 1e400}\n"}), "U001"),
    Case("cli", "evaluation_expr_list", cli("simulate", "{m}", "--players", "2", "--games", "2", "--quiet",
                                            "--seats", "greedy,greedy", "--evaluation", "{d}/e.yaml",
                                            files={"e.yaml": "- {expr: \"in(hand)\", weight: 1}\n"}), "U001"),
    Case("cli", "graph_dollar_in_condition", cli("graph", "{m}", "--out", "{d}/g", files={"m/board.yaml": _GRAPH}),
         None, text="wrote", exit=(0,)),
    Case("cli", "bench_players_9", cli("bench", "{m}", "--players", "9", "--no-agents"), "U008"),
    Case("cli", "bench_games_negative", cli("bench", "{m}", "--games", "-1", "--no-agents"), "U001"),
    Case("cli", "seats_mcts_infs", cli("play", "{m}", "--players", "2", "--seats", "mcts:infs,random"), "U004"),
    Case("cli", "seats_mcts_1e308s", cli("play", "{m}", "--players", "2", "--seats", "mcts:1e308s,random"), "U004"),
    Case("cli", "simulate_games_0", cli("simulate", "{m}", "--players", "2", "--games", "0"), "U001"),
]

HUMAN = [
    Case("human", "eof_at_first_prompt", cli("play", "--seed", "1", "{m}", "--players", "2", "--seats",
         "human,random"), None,
         text="game saved", exit=(0, 1, 130)),
    Case("human", "garbage_then_eof", cli("play", "--seed", "1", "{m}", "--players", "2", "--seats", "human,random"),
         None,
         text="game saved", exit=(0, 1, 130), stdin="x\n" * 300 + "99999\n-1\n\x00\n"),
    Case("human", "eof_with_unwritable_saves", cli("play", "--seed", "1", "{m}", "--players", "2", "--seats",
         "human,random"), "U010",
         cwd="/proc", env={"RULESDSL_SAVES": "/proc/rulesdsl-saves"}),
    Case("human", "superscript_two", cli("play", "--seed", "1", "{m}", "--players", "2", "--seats", "human,random"),
         None,
         exit=(0, 1, 130), stdin="²\n"),
    Case("human", "number_5000_digits", cli("play", "--seed", "1", "{m}", "--players", "2", "--seats",
         "human,random"), None,
         exit=(0, 1, 130), stdin="9" * 5000 + "\n"),
]

CASES: list[Case] = CONTENT + PACKS + CATALOGS + SAVES + CLI + HUMAN
