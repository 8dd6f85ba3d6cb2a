"""Designer statistics from simulation records: tables (text, Markdown, HTML), JSON, CSV and PNG plots."""

from __future__ import annotations

import csv
import html
import json
import math
import statistics
from pathlib import Path
from typing import Any

from rulesdsl.engine.ruleset import Ruleset
from rulesdsl.sim.style import section_rows, style_by_agent, style_rows

Table = tuple[str, list[str], list[list[Any]]]


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion k/n ((0, 1) when n = 0)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def rate(k: int, n: int) -> dict[str, Any]:
    """A proportion with its Wilson interval."""
    lo, hi = wilson(k, n)
    return {"k": k, "n": n, "rate": k / n if n else 0.0, "lo": lo, "hi": hi}


def dist(values: list[float]) -> dict[str, float]:
    """Mean, standard deviation, minimum, median and maximum (zeros when empty)."""
    if not values:
        return {"mean": 0.0, "sd": 0.0, "min": 0.0, "median": 0.0, "max": 0.0}
    return {"mean": statistics.fmean(values), "sd": statistics.pstdev(values), "min": float(min(values)),
            "median": float(statistics.median(values)), "max": float(max(values))}


def _usage(records: list[dict[str, Any]], table: str) -> dict[str, dict[str, Any]]:
    """Per key of a per-player count table: total, games, per game, and the win rate of its users."""
    out: dict[str, dict[str, Any]] = {}
    for r in records:
        for key, row in r[table].items():
            e = out.setdefault(key, {"count": 0, "games": 0, "users": 0, "user_wins": 0})
            e["count"] += sum(row)
            e["games"] += 1
            for p, c in enumerate(row[:-1]):
                if c and r["winner"] is not None:
                    e["users"] += 1
                    e["user_wins"] += int(r["winner"] == p)
    n = max(1, len(records))
    for e in out.values():
        e["per_game"] = e["count"] / n
        e["user_win_rate"] = rate(e.pop("user_wins"), e["users"])
    return dict(sorted(out.items(), key=lambda kv: (-kv[1]["count"], kv[0])))


def summarize(records: list[dict[str, Any]], rs: Ruleset | None = None) -> dict[str, Any]:
    """Aggregate game records into the designer summary (a JSON-ready dict)."""
    ok = [r for r in records if r["winner"] is not None]
    n = len(records[0]["scores"]) if records else 0
    by_seat = [rate(sum(1 for r in ok if r["winner"] == s), len(ok)) for s in range(n)]
    agents: dict[str, list[int]] = {}
    for r in ok:
        for s, spec in enumerate(r["seats"]):
            a = agents.setdefault(spec, [0, 0])
            a[0] += int(r["winner"] == s)
            a[1] += 1
    sections: dict[str, list[float]] = {}
    for r in sorted(ok, key=lambda r: -len(r["breakdown"])):  # the fullest game gives the section order
        for sec in r["breakdown"]:
            sections.setdefault(sec or "(setup)", [])
    for r in ok:
        for sec in sections:
            vals = r["breakdown"].get("" if sec == "(setup)" else sec, [0] * n)
            sections[sec].extend(float(v) for v in vals)
    sections["total"] = [float(v) for r in ok for v in r["scores"]]
    rivals: dict[str, int] = {}
    for r in ok:
        if isinstance(r["winner"], str):
            rivals[r["winner"]] = rivals.get(r["winner"], 0) + 1
    summary: dict[str, Any] = {
        "games": len(records), "finished": len(ok), "players": n,
        "rival_wins": {k: rate(v, len(ok)) for k, v in sorted(rivals.items())},
        "errors": sorted({str(r["error"]) for r in records if r["error"]}),
        "win_by_seat": by_seat,
        "win_by_agent": {k: rate(w, g) for k, (w, g) in sorted(agents.items())},
        "first_player": rate(sum(1 for r in ok if r["winner"] == r["first_player"]), len(ok)),
        "length": dist([float(r["length"]) for r in records]),
        "scores": {k: dist(v) for k, v in sections.items()},
        "actions": _usage(records, "actions"), "played": _usage(records, "played"),
        "taken": _usage(records, "taken"), "entered": _usage(records, "entered"),
        "style": style_by_agent(records),
    }
    if rs is not None:
        summary["never_fired"] = never_fired(records, rs)
    return summary


def never_fired(records: list[dict[str, Any]], rs: Ruleset) -> dict[str, list[str]]:
    """Entity effects, actions and graph edges that no game of the run used."""
    effects = {k for r in records for k in r["effects"]}
    actions = {k for r in records for k in r["actions"]}
    edges = {k for r in records for k in r["edges"]}
    all_effects = sorted(f"{e.id}.{slot}" for e in rs.entities.values() for slot in e.effects)
    all_actions = sorted({a.id for acts in rs.actions.values() for a in acts})
    all_edges = [f"{gid}: {a} > {b}" for gid, es in rs.graph_edges.items() for a, b, _ in es]
    return {"effects": [k for k in all_effects if k not in effects],
            "actions": [k for k in all_actions if k not in actions],
            "edges": [k for k in dict.fromkeys(all_edges) if k not in edges]}


def _pct(r: dict[str, Any]) -> str:
    return f"{100 * r['rate']:.1f}% [{100 * r['lo']:.1f}, {100 * r['hi']:.1f}]" if r["n"] else "-"


def _num(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".") if isinstance(v, float) else str(v)


def _usage_table(title: str, what: str, usage: dict[str, dict[str, Any]], limit: int) -> Table:
    rows = [[k, e["count"], _num(e["per_game"]), e["games"], e["users"], _pct(e["user_win_rate"])]
            for k, e in list(usage.items())[:limit]]
    return (title, [what, "count", "per game", "games", "player-games", "win rate of those players (95% CI)"], rows)


def tables(summary: dict[str, Any], limit: int = 60) -> list[Table]:
    """The summary as titled tables (shared by the text, Markdown and HTML renderings)."""
    s = summary
    out: list[Table] = [
        ("Run", ["games", "finished", "players", "rules errors"],
         [[s["games"], s["finished"], s["players"], "; ".join(s["errors"]) or "none"]]),
        ("Win rate by seat", ["seat", "wins", "games", "win rate (95% CI)"],
         [[f"P{i + 1}", r["k"], r["n"], _pct(r)] for i, r in enumerate(s["win_by_seat"])]),
        ("Win rate by agent", ["agent", "wins", "seats played", "win rate (95% CI)"],
         [[k, r["k"], r["n"], _pct(r)] for k, r in s["win_by_agent"].items()]
         + [[f"rival {k}", r["k"], r["n"], _pct(r)] for k, r in s["rival_wins"].items()]),
        ("First-player advantage", ["first player won", "games", "win rate (95% CI)", "even share"],
         [[s["first_player"]["k"], s["first_player"]["n"], _pct(s["first_player"]),
           f"{100 / max(1, s['players']):.1f}%"]]),
        ("Score distribution per section (per player-game)", ["section", "mean", "sd", "min", "median", "max"],
         [[k] + [_num(v) for v in d.values()] for k, d in s["scores"].items()]),
        ("Game length (decisions)", ["mean", "sd", "min", "median", "max"],
         [[_num(v) for v in s["length"].values()]]),
        ("How the bots play (means per player-game; a turn = one action menu)", *style_rows(s.get("style", {}))),
        ("Score by section, per agent (means per player-game)", *section_rows(s.get("style", {}))),
        _usage_table("Actions chosen", "action", s["actions"], limit),
        _usage_table("Entities played (effects run)", "entity", s["played"], limit),
        _usage_table("Entities taken (moved into a player's zone)", "entity", s["taken"], limit),
        _usage_table("Spaces entered (moves into game zones)", "zone", s["entered"], limit),
    ]
    nf = s.get("never_fired")
    if nf is not None:
        out.append(("Never fired", ["kind", "count", "ids"],
                    [[k, len(v), ", ".join(v) or "-"] for k, v in nf.items()]))
    return out


def render_text(tabs: list[Table]) -> str:
    """Aligned plain-text tables."""
    parts = []
    for title, head, rows in tabs:
        cells = [[str(c) for c in row] for row in rows]
        widths = [max([len(h)] + [min(len(r[i]), 60) for r in cells]) for i, h in enumerate(head)]
        lines = [title, "  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True))]
        for r in cells:
            lines.append("  ".join((c if len(c) <= 60 else c[:57] + "...").ljust(w)
                                   for c, w in zip(r, widths, strict=True)))
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def render_markdown(tabs: list[Table], title: str, images: list[str], note: str = "") -> str:
    """Markdown tables, with the plot images."""
    out = [f"# {title}", ""]
    if note:
        out += [note, ""]
    for t, head, rows in tabs:
        out += [f"## {t}", "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |" for r in rows]
        out.append("")
    out += [f"![{Path(i).stem}]({i})" for i in images]
    return "\n".join(out) + "\n"


def render_html(tabs: list[Table], title: str, images: list[str], note: str = "") -> str:
    """A self-contained HTML page with the tables and the plot images."""
    esc = html.escape
    body = [f"<h1>{esc(title)}</h1>"] + ([f"<p>{esc(note)}</p>"] if note else [])
    for t, head, rows in tabs:
        body.append(f"<h2>{esc(t)}</h2><table><tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>")
        body += ["<tr>" + "".join(f"<td>{esc(str(c))}</td>" for c in r) + "</tr>" for r in rows]
        body.append("</table>")
    body += [f'<p><img src="{esc(i)}" alt="{esc(Path(i).stem)}"></p>' for i in images]
    style = ("body{font-family:sans-serif;max-width:70em;margin:2em auto}table{border-collapse:collapse}"
             "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}")
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{esc(title)}</title>"
            f"<style>{style}</style></head><body>{''.join(body)}</body></html>\n")


def plots(summary: dict[str, Any], records: list[dict[str, Any]], out: Path) -> tuple[list[str], str]:
    """PNG plots (win rates, scores per section, game length); skipped with a note without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return [], "Plots skipped: matplotlib is not installed (pip install 'rulesdsl[plots]')."
    files: list[str] = []
    groups = [(f"P{i + 1}", r) for i, r in enumerate(summary["win_by_seat"])]
    groups += list(summary["win_by_agent"].items())
    fig, ax = plt.subplots(figsize=(max(4.0, 0.8 * len(groups)), 3.5))
    ax.bar([g for g, _ in groups], [r["rate"] for _, r in groups],
           yerr=[[max(0.0, r["rate"] - r["lo"]) for _, r in groups],
                 [max(0.0, r["hi"] - r["rate"]) for _, r in groups]],
           capsize=4)  # clamped: at 0% or 100% the Wilson bound can sit a rounding error inside the rate
    ax.set_ylabel("win rate (95% Wilson CI)")
    ax.set_title("Win rate by seat and by agent")
    files.append(_save(fig, out / "winrates.png"))
    secs = summary["scores"]
    ok = [r for r in records if r["winner"] is not None]
    data = [[float(v) for r in ok for v in (r["scores"] if k == "total" else
                                            r["breakdown"].get("" if k == "(setup)" else k, [0] * len(r["scores"])))]
            for k in secs]
    fig, ax = plt.subplots(figsize=(max(4.0, 0.7 * len(secs)), 3.5))
    if data:
        ax.boxplot(data)
        ax.set_xticks(range(1, len(data) + 1), list(secs), rotation=45)
    ax.set_title("Score per section (per player-game)")
    files.append(_save(fig, out / "scores.png"))
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.hist([r["length"] for r in records], bins=min(30, max(1, len(records))))
    ax.set_xlabel("decisions per game")
    ax.set_title("Game length")
    files.append(_save(fig, out / "length.png"))
    plt.close("all")
    return files, ""


def _save(fig: Any, path: Path) -> str:
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    return path.name


def write_csv(records: list[dict[str, Any]], path: Path) -> None:
    """One row per player per game: seed, seats, score, breakdown by section, winner, length, first player."""
    sections = sorted({s for r in records for s in r["breakdown"]})
    head = ["game", "seed", "player", "agent", "score", "won", "winner", "length", "first_player", "error"]
    head += [f"section:{s or '(setup)'}" for s in sections]
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(head)
        for r in records:
            for p, score in enumerate(r["scores"]):
                row = [r["game"], r["seed"], p, r["seats"][p], score, int(r["winner"] == p), r["winner"],
                       r["length"], r["first_player"], r["error"] or ""]
                w.writerow(row + [r["breakdown"].get(s, [0] * len(r["scores"]))[p] for s in sections])


def write_report(records: list[dict[str, Any]], out: Path, meta: dict[str, Any], rs: Ruleset | None = None,
                 with_plots: bool = True) -> tuple[dict[str, Any], list[Path], str]:
    """Write games.json/.csv, summary.json/.md/.html (+ PNG plots) into `out`: (summary, files, plots note)."""
    out.mkdir(parents=True, exist_ok=True)
    summary = summarize(records, rs)
    (out / "games.json").write_text(json.dumps({"meta": meta, "games": records}, indent=1), encoding="utf-8")
    write_csv(records, out / "games.csv")
    (out / "summary.json").write_text(json.dumps({"meta": meta, "summary": summary}, indent=1), encoding="utf-8")
    images, note = plots(summary, records, out) if with_plots else ([], "")
    title = f"Simulation report: {meta.get('ruleset', '')}".strip()
    tabs = tables(summary)
    desc = ", ".join(f"{k} {v}" for k, v in meta.items() if k != "ruleset")
    text_note = desc + (f". {note}" if note else "")
    (out / "summary.md").write_text(render_markdown(tabs, title, images, text_note), encoding="utf-8")
    (out / "summary.html").write_text(render_html(tabs, title, images, text_note), encoding="utf-8")
    files = [out / f for f in ("games.json", "games.csv", "summary.json", "summary.md", "summary.html")]
    return summary, files + [out / i for i in images], note
