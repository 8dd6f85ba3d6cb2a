"""The `compare` report: a terminal table, compare.md / compare.json, and a forest plot of the differences."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

TITLES = {"score": "Score", "length": "Game length", "win": "Win rate by seat", "section": "Score by section",
          "played": "Entities played", "taken": "Entities taken", "actions": "Actions taken",
          "effects": "Effects run"}


def _fmt(r: dict[str, Any]) -> list[str]:
    verdict = "SIGNIFICANT" if r["significant"] else "no difference" if r["diff"] == 0 and r["lo"] == r["hi"] \
        else "not significant"
    key = f"P{int(r['key']) + 1}" if r["table"] == "win" and str(r["key"]).isdigit() else r["key"]
    return [TITLES.get(r["table"], r["table"]), key, f"{r['base']:.3f}", f"{r['changed']:.3f}",
            f"{r['diff']:+.3f}", f"[{r['lo']:+.3f}, {r['hi']:+.3f}]", f"{r['p']:.3g}", verdict]


HEAD = ["table", "figure", "base", "changed", "diff", "95% CI", "p", "verdict"]


def headline_rows(result: dict[str, Any], limit: int = 25) -> list[dict[str, Any]]:
    """Score, length, sections, then the significant rows, then the largest other differences."""
    rows = result["rows"]
    head = [r for r in rows if r["table"] in ("score", "length", "section", "win")]
    rest = [r for r in rows if r["table"] not in ("score", "length", "section", "win")]
    sig = [r for r in rest if r["significant"]]
    other = sorted((r for r in rest if not r["significant"] and r["diff"] != 0), key=lambda r: r["p"])
    return head + sig + other[:max(0, limit - len(sig))]


def render_text(result: dict[str, Any], meta: dict[str, Any], limit: int = 25) -> str:
    """The terminal summary: verdict lines, then an aligned table."""
    lines = [f"compare: {meta['base']}  vs  {meta['changed']}",
             f"{result['pairs']} paired games (same seeds, seats {', '.join(meta['seats'])}), "
             f"{result['identical_games']} identical, {result['dropped']} dropped (rules errors)"]
    sig = result["significant"]
    if not sig:
        lines.append("verdict: no significant difference (95% CI, Benjamini-Hochberg over "
                     f"{len(result['rows'])} figures)")
    else:
        lines.append(f"verdict: {len(sig)} significant difference(s) out of {len(result['rows'])} figures")
    table = [HEAD] + [_fmt(r) for r in headline_rows(result, limit)]
    widths = [max(len(row[i]) for row in table) for i in range(len(HEAD))]
    lines.append("")
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in table]
    return "\n".join(lines)


def render_md(result: dict[str, Any], meta: dict[str, Any]) -> str:
    """compare.md: every row, grouped by table."""
    out = [f"# Comparison: {meta['base']} vs {meta['changed']}", "",
           f"- {result['pairs']} paired games, seed {meta['seed']}, {meta['players']} players, "
           f"seats: {', '.join(meta['seats'])}",
           f"- identical games: {result['identical_games']}; dropped (rules errors): {result['dropped']}",
           f"- significant: {len(result['significant'])} of {len(result['rows'])} figures "
           "(95% paired CI excludes 0 and Benjamini-Hochberg at 5%)", ""]
    for table, title in TITLES.items():
        rows = [r for r in result["rows"] if r["table"] == table]
        if not rows:
            continue
        out += [f"## {title}", "", "| " + " | ".join(HEAD[1:]) + " |", "|" + "---|" * (len(HEAD) - 1)]
        out += ["| " + " | ".join(_fmt(r)[1:]) + " |" for r in rows]
        out.append("")
    return "\n".join(out)


def forest_plot(result: dict[str, Any], path: Path, limit: int = 30) -> Path | None:
    """A forest plot (difference and 95% CI per figure; significant ones in red)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    rows = [r for r in headline_rows(result, limit) if r["table"] != "length"][:limit]
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
    ax.set_yticklabels([f"{TITLES.get(r['table'], r['table'])}: {r['key']}" for r in rows], fontsize=8)
    ax.set_xlabel("changed − base, per game (95% CI; red = significant)")
    ax.set_title("What the change did (paired games, same seeds)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def write_compare(result: dict[str, Any], meta: dict[str, Any], out: Path, plots: bool = True) -> list[Path]:
    """Write compare.json, compare.md and (optionally) compare.png into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    files = [out / "compare.json", out / "compare.md"]
    files[0].write_text(json.dumps({"meta": meta, **result}, indent=1), encoding="utf-8")
    files[1].write_text(render_md(result, meta), encoding="utf-8")
    if plots:
        png = forest_plot(result, out / "compare.png")
        if png is not None:
            files.append(png)
    return files
