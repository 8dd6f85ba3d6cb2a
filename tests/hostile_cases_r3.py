"""The hostile-input corpus, second part: strings and verb loops, the built-in comparisons, catalogs, save
hashes, seat files, the command line's and the game API's numbers, big prop values and the hints. Each case
builds its input in a fresh folder; tests/test_hostile.py runs them under its caps."""

from __future__ import annotations

from pathlib import Path

from hostile_cases import Build, Case, check, cli, mini, play, save

_DS = "  - id: dbl\n    params: [x]\n    expr: \"x + x\"\n  - id: d0\n    params: [a]\n    expr: \"a\"\n" + "".join(
    f"  - id: d{k}\n    params: [a]\n    expr: \"dbl(d{k - 1}(a))\"\n" for k in range(1, 40))
_NEST = "entity-red_coin = " + "{ " * 200 + "x" + " }" * 200 + "\n"
_NUMBER_NEST = "entity-red_coin = " + "{ NUMBER(" * 3000 + "1" + ")" * 3000 + " }\n"
_OSC = "entity-red_coin = Red\x1b]0;TITLE\x07 coin\x1b]52;c;ZWNobyBwd25lZA==\x07\n"
_ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(8)) + "evaluation: [{expr: vp, weight: 1, note: *i}]\n"


def with_ftl(text: str, cmd: str, *extra: str) -> Build:
    """MINI with one more English catalog file, then `cmd MINI …`."""
    def build(d: Path) -> list[str]:
        m = mini(d)
        (m / "locales" / "en" / "zz.ftl").write_text(text, encoding="utf-8")
        return [cmd, str(m), *extra]
    return build


def replay_elsewhere(copy: bool) -> Build:
    """Play MINI with --save from the case folder, then replay from another folder (or a copy of MINI)."""
    def build(d: Path) -> list[str]:
        import subprocess
        import sys
        m = mini(d)
        subprocess.run([sys.executable, "-m", "rulesdsl", "play", "m", "--players", "2", "--seed", "3", "--quiet",
                        "--save", "s.json"], cwd=d, check=True, capture_output=True)
        if copy:
            import shutil
            shutil.copytree(m, d / "elsewhere" / "m")
            return ["replay", str(d / "s.json"), "--path", str(d / "elsewhere" / "m"), "--quiet"]
        (d / "sub").mkdir()
        return ["replay", str(d / "s.json"), "--path", str(m), "--quiet"]
    return build


def shared_cache(mode: int) -> Build:
    """Play MINI with RULESDSL_CACHE pointing at a folder with permissions `mode` (others may write)."""
    def build(d: Path) -> list[str]:
        m = mini(d)
        folder = d / "shared-cache"
        folder.mkdir()
        folder.chmod(mode)
        return ["play", "--seed", "1", str(m), "--players", "2", "--quiet"]
    return build


class _Planted:
    """Unpickles into a shell command that prints a marker (a pickle that runs a command)."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        import os
        return (os.system, ("echo PLANTED-ENTRY-RAN",))


def planted_cache(method: str) -> Build:
    """Fill a private cache by playing MINI, replace every entry by a payload, then play again."""
    def build(d: Path) -> list[str]:
        import marshal
        import os
        import pickle
        import subprocess
        import sys
        m = mini(d)
        env = {**os.environ, "RULESDSL_CACHE": str(d / "c")}
        subprocess.run([sys.executable, "-m", "rulesdsl", "play", "--seed", "1", str(m), "--players", "2",
                       "--quiet"], cwd=d,
                       env=env, check=True, capture_output=True)
        src = ("().__class__.__base__.__subclasses__()[0].__init__.__globals__['__builtins__']"
               "['__import__']('os').system('echo PLANTED-ENTRY-RAN')")
        code = marshal.dumps(compile(src, "x", "exec"))
        blob = pickle.dumps(_Planted()) if method == "reduce" else pickle.dumps(code)
        for p in (d / "c").rglob("*"):
            if p.is_file():
                p.write_bytes(blob)
        return ["play", "--seed", "1", str(m), "--players", "2", "--quiet"]
    return build


def _tamper(data: dict[str, object]) -> None:
    """An action of the save replaced by one that is never legal (the content hash still matches)."""
    actions = data["actions"]
    assert isinstance(actions, list)
    actions[1] = "no_such_action"


CONTENT = [
    Case("content", "string_doubling", play("let big = d39(\"ab\")\nlog(\"richest\", count([big]))", functions=_DS),
         "R122"),
    Case("content", "string_literal_too_long", check(prepend="let s = \"" + "x" * 5000 + "\""), "B007"),
    Case("content", "draw_literal_beyond_objects", play("draw(deck, discard, 999999999999999, refill=discard)"),
         "B005"),
    Case("content", "draw_computed_forever", play("let n = 999999999 * 1000\ndraw(deck, discard, n, refill=discard)"),
         None, text="Winner", exit=(0,)),
    Case("content", "min_mixed", play("let s = min([1, \"a\"])"), "E038"),
    Case("content", "max_list_and_number", play("let s = max([players, 1])"), "E038"),
    Case("content", "order_by_mixed_keys", play("let s = order_by([1, 2], [\"a\", 1])"), "E038"),
    Case("content", "distinct_of_lists", play("let s = distinct([[1], [1]])"), "E038"),
    Case("content", "min_mixed_at_run_time", play("let a = [1]\nlet s = min([a, 1])"), "R106"),
    Case("content", "distinct_of_lists_at_run_time", play("let a = [1]\nlet s = distinct([a, a])"), "R106"),
    Case("content", "prop_beyond_integer_limit", check(sub=(("cards.yaml", "vp: 1", "vp: 999999999999999999"),)),
         "B004"),
    Case("content", "tag_beyond_integer_limit", check(sub=(("declarations.yaml", "tags:\n",
                                                            "tags:\n  big: [999999999999999999]\n"),)), "B004"),
]

CATALOGS = [
    Case("catalog", "placeables_200_deep_i18n", with_ftl(_NEST, "i18n"), "L023"),
    Case("catalog", "placeables_200_deep_cards", with_ftl(_NEST, "cards"), "L023"),
    Case("catalog", "placeables_200_deep_play", with_ftl(_NEST, "play", "--players", "2", "--quiet"), "L023"),
    Case("catalog", "number_calls_3000_deep", with_ftl(_NUMBER_NEST, "i18n"), "L023"),
    Case("catalog", "osc_sequences_cards", with_ftl(_OSC, "cards"), None, absent="\x1b]", exit=(0, 1)),
    Case("catalog", "osc_sequences_play", with_ftl(_OSC, "play", "--players", "2"), None, absent="\x07",
         exit=(0, 1)),
]

SAVES = [
    Case("save", "tampered_save_same_hash", save(_tamper), "F003", text="content is unchanged",
         absent="content changed"),
    Case("save", "replay_from_another_folder", replay_elsewhere(False), None, absent="content changed", exit=(0,),
         cwd="/"),
    Case("save", "replay_of_a_copy", replay_elsewhere(True), None, absent="content changed", exit=(0,)),
]

CLI = [
    Case("cli", "planted_cache_entry_reduce", planted_cache("reduce"), None, text="Winner", absent="PLANTED-ENTRY-RAN",
         exit=(0,), env={"RULESDSL_CACHE": "c"}),
    Case("cli", "planted_cache_entry_code", planted_cache("code"), None, text="Winner", absent="PLANTED-ENTRY-RAN",
         exit=(0,), env={"RULESDSL_CACHE": "c"}),
    Case("cli", "cache_folder_world_writable", shared_cache(0o777), None, text="is not used", exit=(0,),
         env={"RULESDSL_CACHE": "shared-cache"}),
    Case("cli", "players_not_a_number", cli("play", "{m}", "--players", "two"), "U001"),
    Case("cli", "catalog_error_names_i18n", cli("play", "{m}", "--players", "2", "--quiet", files={
        "m/locales/en/big.ftl": "".join(f"m{i} = {'x' * 60}\n" for i in range(9000))}), "L020",
         text="rulesdsl i18n", absent="rulesdsl check"),
    Case("cli", "seat_file_alias_bomb", cli("play", "{m}", "--players", "2", "--seats", "greedy:{d}/e.yaml,random",
                                            files={"e.yaml": _ALIAS_BOMB}), "U004"),
    Case("cli", "seat_file_fifo", cli("play", "{m}", "--players", "2", "--seats", "planner:{d}/pipe,random",
                                      files={"pipe": "fifo:"}), "U004"),
    Case("cli", "seat_file_weight_abc", cli("play", "{m}", "--players", "2", "--seats", "greedy:{d}/e.yaml,random",
                                            files={"e.yaml": "- {expr: vp, weight: abc}\n"}), "U004"),
    Case("cli", "seat_file_weight_1e400", cli("play", "{m}", "--players", "2", "--seats", "greedy:{d}/e.yaml,random",
                                              files={"e.yaml": "- {expr: vp, weight: 1e400}\n"}), "U004"),
    Case("cli", "seat_file_missing", cli("play", "{m}", "--players", "2", "--seats", "greedy:{d}/none.yaml,random"),
         "U004"),
    Case("cli", "seat_file_dev_zero", cli("play", "{m}", "--players", "2", "--seats", "greedy:/dev/zero,random"),
         "U004"),
    Case("cli", "players_huge", cli("play", "{m}", "--players", "99999999999999999999"), "U008"),
    Case("cli", "simulate_players_0", cli("simulate", "{m}", "--players", "0", "--games", "1"), "U008"),
    Case("cli", "play_limit_huge", cli("simulate", "{m}", "--players", "2", "--games", "1", "--workers", "9999"),
         "U001"),
]

CASES: list[Case] = CONTENT + CATALOGS + SAVES + CLI
