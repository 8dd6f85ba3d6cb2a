"""The `compare` report: what changed in the rules first, then the headline verdicts (anytime-valid intervals),
the rows of what changed, then the significant side effects; as a terminal summary, compare.md / compare.json,
and a forest plot of the differences."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rulesdsl.reports.names import Names
from rulesdsl.reports.ruleset_diff import Change, render_changes
from rulesdsl.writes import make_dir, write_figure, write_text

TITLES = {"score": "Score", "length": "Game length", "win": "Win rate", "section": "Score by section",
          "played": "Entities played", "taken": "Entities taken", "actions": "Actions taken",
          "effects": "Effects run"}
HEAD_TABLES = ("score", "length", "section", "win")
VERDICT = {"higher": "HIGHER", "lower": "LOWER", "no difference": "no difference", "undecided": "undecided"}


def row_name(names: Names, table: str, key: str) -> str:
    """How a row's figure reads: names from the catalogs, seats as P1…, section titles."""
    if table == "win":
        return {"team": "the team (cooperative)", "draw": "draws"}.get(key) or f"P{int(key) + 1}"
    if table == "section":
        return names.section(key) if key else "(outside any section)"
    if table in ("played", "taken"):
        return names.entity(key)
    if table == "actions":
        return names.action(key)
    if table == "effects":
        return names.effect(key)
    return key


def label_rows(result: dict[str, Any], names: Names) -> None:
    """Give every row (and headline interval) of a result its display name, in place."""
    for r in result["rows"] + result["significant"] + ((result.get("sequential") or {}).get("headline") or []):
        r["name"] = row_name(names, r["table"], r["key"])


def _fmt(r: dict[str, Any]) -> list[str]:
    verdict = "SIGNIFICANT" if r["significant"] else "no difference" if r["diff"] == 0 and r["lo"] == r["hi"] \
        else "not significant"
    key = f"P{int(r['key']) + 1}" if r["table"] == "win" and str(r["key"]).isdigit() else r.get("name", r["key"])
    return [TITLES.get(r["table"], r["table"]), key, f"{r['base']:.3f}", f"{r['changed']:.3f}",
            f"{r['diff']:+.3f}", f"[{r['lo']:+.3f}, {r['hi']:+.3f}]", f"{r['p']:.3g}", verdict]


HEAD = ["table", "figure", "base", "changed", "diff", "95% CI", "p", "verdict"]


def _touched(r: dict[str, Any], ents: set[str], acts: set[str]) -> bool:
    if r["table"] in ("played", "taken"):
        return str(r["key"]) in ents
    if r["table"] == "effects":
        return str(r["key"]).partition(".")[0] in ents
    return r["table"] == "actions" and str(r["key"]) in acts


def headline_rows(result: dict[str, Any], limit: int = 25, ents: set[str] | None = None,
                  acts: set[str] | None = None) -> list[dict[str, Any]]:
    """The rows of what changed, then score, length, sections and seats, then the significant side effects,
    then the largest other differences (up to `limit` rows after the first two groups)."""
    ents, acts = ents or set(), acts or set()
    rows = result["rows"]
    mine = [r for r in rows if _touched(r, ents, acts)]
    head = [r for r in rows if r["table"] in HEAD_TABLES]
    rest = [r for r in rows if r["table"] not in HEAD_TABLES and not _touched(r, ents, acts)]
    sig = [r for r in rest if r["significant"]]
    other = sorted((r for r in rest if not r["significant"] and r["diff"] != 0), key=lambda r: r["p"])
    return mine + head + sig + other[:max(0, limit - len(sig))]


def _table(rows: list[dict[str, Any]]) -> list[str]:
    table = [HEAD] + [_fmt(r) for r in rows]
    widths = [max(len(row[i]) for row in table) for i in range(len(HEAD))]
    return ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in table]


def look_line(pairs: int, total: int, intervals: list[dict[str, Any]]) -> str:
    """One live line while the comparison runs: pairs so far, the score interval, how many figures are settled."""
    settled = sum(1 for i in intervals if i["verdict"] != "undecided")
    score = next((i for i in intervals if i["table"] == "score"), None)
    head = f"[{pairs}/{total} pairs]"
    if score is None:
        return head
    return (f"{head} score {score['diff']:+.2f} [{score['lo']:+.2f}, {score['hi']:+.2f}] {score['verdict']}; "
            f"{settled} of {len(intervals)} headline figures settled")


def _sequential_lines(seq: dict[str, Any] | None) -> list[str]:
    if not seq:
        return []
    if seq["stopped_early"]:
        head = f"stopped after {seq['pairs_played']} of {seq['max_pairs']} pairs: every headline figure is settled"
    else:
        head = f"played all {seq['pairs_played']} pairs"
    lines = [f"{head} (anytime-valid {100 * (1 - seq['alpha']):.0f}% intervals, margin ±{seq['margin']:g} "
             "points per player per game):"]
    for i in seq["headline"]:
        lines.append(f"  {TITLES[i['table']]}: {i.get('name', i['key'])}  {i['diff']:+.3f} "
                     f"[{i['lo']:+.3f}, {i['hi']:+.3f}]  {VERDICT[i['verdict']]}")
    return lines


def _pairing_line(result: dict[str, Any]) -> str:
    p = result.get("pairing") or {}
    red = p.get("variance_reduction")
    reduction = f"{100 * red:.0f}%" if red is not None else "n/a"
    return (f"{result['pairs']} paired games (same seeds and seats), {result['identical_games']} identical "
            f"({100 * (p.get('identical_share') or 0):.0f}%), variance of the score difference {reduction} below "
            f"unpaired play; {result['dropped']} dropped (rules errors)" + _unreached(result))


def _unreached(result: dict[str, Any]) -> str:
    n = result.get("unreached") or 0
    return (f"; {n} of the identical ones never read what changed, so the changed side was not played again"
            if n else "")


def _touched_sets(meta: dict[str, Any]) -> tuple[set[str], set[str]]:
    ch = meta.get("changes") or []
    return ({c["id"] for c in ch if c["family"] == "entity"}, {c["id"] for c in ch if c["family"] == "action"})


def _unseen(result: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    """The names of changed entities and actions that no row of the result mentions."""
    ents, acts = _touched_sets(meta)
    seen = {(r["table"] == "actions", str(r["key"]).partition(".")[0]) for r in result["rows"] if r["diff"] != 0
            or r["base"] != 0}
    return [c["name"] for c in meta.get("changes") or [] if (c["family"] == "entity" and (False, c["id"]) not in seen)
            or (c["family"] == "action" and (True, c["id"]) not in seen)]


def render_text(result: dict[str, Any], meta: dict[str, Any], limit: int = 25, preamble: bool = True) -> str:
    """The terminal summary: what changed (unless `preamble` is off: printed before the games), the headline
    verdicts, then an aligned table."""
    changes = [Change(**c) for c in meta.get("changes") or []]
    lines: list[str] = []
    if preamble:
        lines += [f"compare: {meta['base']}  vs  {meta['changed']}"] + render_changes(changes) + [""]
    lines += _sequential_lines(result.get("sequential"))
    lines.append(_pairing_line(result))
    sig = result["significant"]
    if not sig:
        lines.append("verdict: no significant difference (95% CI, Benjamini-Hochberg over "
                     f"{len(result['rows'])} figures)")
    else:
        lines.append(f"verdict: {len(sig)} significant difference(s) out of {len(result['rows'])} figures")
    ents, acts = _touched_sets(meta)
    unseen = _unseen(result, meta)
    if unseen:
        lines.append(f"not played, taken or run in any of these games: {', '.join(unseen)}")
    lines.append("")
    lines += _table(headline_rows(result, limit, ents, acts))
    return "\n".join(lines)


def render_md(result: dict[str, Any], meta: dict[str, Any]) -> str:
    """compare.md: what changed, the headline verdicts, the rows of what changed, then every row by table."""
    changes = [Change(**c) for c in meta.get("changes") or []]
    out = [f"# Comparison: {meta['base']} vs {meta['changed']}", "", "## What changed", ""]
    if not changes:
        out.append("Nothing in the rules: the two rulesets load to the same content.")
    for ch in changes:
        out.append(f"- **{ch.how} {ch.family} {ch.name}** (`{ch.id}`)")
        out += [f"  - {d}" for d in ch.details]
    out += ["", "## Verdict", "", f"- seed {meta['seed']}, {meta['players']} players, seats: "
            f"{', '.join(meta['seats'])}", f"- {_pairing_line(result)}",
            f"- significant: {len(result['significant'])} of {len(result['rows'])} figures "
            "(95% paired CI excludes 0 and Benjamini-Hochberg at 5%)", ""]
    seq = result.get("sequential")
    if seq:
        out += ["## Headline verdicts", "", _sequential_lines(seq)[0], "",
                "| table | figure | diff | anytime-valid interval | verdict |", "|---|---|---|---|---|"]
        out += [f"| {TITLES[i['table']]} | {i.get('name', i['key'])} | {i['diff']:+.3f} | "
                f"[{i['lo']:+.3f}, {i['hi']:+.3f}] | {VERDICT[i['verdict']]} |" for i in seq["headline"]]
        out.append("")
    ents, acts = _touched_sets(meta)
    mine = [r for r in result["rows"] if _touched(r, ents, acts)]
    groups = [("Rows of what changed", mine)] if mine else []
    groups += [(title, [r for r in result["rows"] if r["table"] == table and not _touched(r, ents, acts)])
               for table, title in TITLES.items()]
    for title, rows in groups:
        if not rows:
            continue
        out += [f"## {title}", "", "| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
        out += ["| " + " | ".join(_fmt(r)) + " |" for r in rows]
        out.append("")
    return "\n".join(out)


def forest_plot(result: dict[str, Any], path: Path, meta: dict[str, Any] | None = None,
                limit: int = 30) -> Path | None:
    """A forest plot (difference and 95% CI per figure; significant ones in red)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    ents, acts = _touched_sets(meta or {})
    rows = [r for r in headline_rows(result, limit, ents, acts) if r["table"] != "length"][:limit]
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(8, 0.32 * len(rows) + 1.4))
    ys = list(range(len(rows)))[::-1]
    for y, r in zip(ys, rows, strict=True):
        color = "#c0392b" if r["significant"] else "#555555"
        ax.plot([r["lo"], r["hi"]], [y, y], color=color, lw=2)
        ax.plot([r["diff"]], [y], "o", color=color)
    ax.axvline(0, color="#999999", lw=1, ls="--")
    ax.set_yticks(ys)
    ax.set_yticklabels([f"{TITLES.get(r['table'], r['table'])}: {r.get('name', r['key'])}" for r in rows],
                       fontsize=8)
    ax.set_xlabel("changed − base, per game (95% CI; red = significant)")
    ax.set_title("What the change did (paired games, same seeds)")
    fig.tight_layout()
    write_figure(path, fig, dpi=110)
    plt.close(fig)
    return path


def write_compare(result: dict[str, Any], meta: dict[str, Any], out: Path, plots: bool = True) -> list[Path]:
    """Write compare.json, compare.md and (optionally) compare.png into `out`."""
    make_dir(out)
    files = [out / "compare.json", out / "compare.md"]
    write_text(files[0], json.dumps({"meta": meta, **result}, indent=1))
    write_text(files[1], render_md(result, meta))
    if plots:
        png = forest_plot(result, out / "compare.png", meta)
        if png is not None:
            files.append(png)
    return files
