"""Designer statistics from simulation records: a summary first, then tables (text, Markdown, HTML from a jinja2
template), JSON, CSV and PNG plots; ids shown by their names from the catalogs."""

from __future__ import annotations

import csv
import io
import json
import math
import statistics
import textwrap
from pathlib import Path
from typing import Any

from rulesdsl.play.outcomes import DRAW
from rulesdsl.reports.names import Names, names_for, section_order
from rulesdsl.reports.sim_outcomes import cooperative, draws, drew, team_summary, team_table, team_takeaway, won
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.style import section_rows, style_by_agent, style_rows
from rulesdsl.writes import make_dir, write_figure, write_text

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
                    e["user_wins"] += int(won(r, p))
    n = max(1, len(records))
    for e in out.values():
        e["per_game"] = e["count"] / n
        e["user_win_rate"] = rate(e.pop("user_wins"), e["users"])
    return dict(sorted(out.items(), key=lambda kv: (-kv[1]["count"], kv[0])))


def summarize(records: list[dict[str, Any]], rs: Ruleset | None = None) -> dict[str, Any]:
    """Aggregate game records into the designer summary (a JSON-ready dict)."""
    ok = [r for r in records if r["winner"] is not None]
    n = len(records[0]["scores"]) if records else 0
    by_seat = [rate(sum(1 for r in ok if won(r, s)), len(ok)) for s in range(n)]
    agents: dict[str, list[int]] = {}
    for r in ok:
        for s, spec in enumerate(r["seats"]):
            a = agents.setdefault(spec, [0, 0])
            a[0] += int(won(r, s))
            a[1] += 1
    sections: dict[str, list[float]] = {}
    for r in sorted(ok, key=lambda r: -len(r["breakdown"])):  # the fullest game gives the section order
        for sec in r["breakdown"]:
            sections.setdefault(sec or "(setup)", [])
    for r in ok:
        for sec in sections:
            vals = r["breakdown"].get("" if sec == "(setup)" else sec, [0] * n)
            sections[sec].extend(float(v) for v in vals)
    if rs is not None:
        rank = {sec: i for i, sec in enumerate(["(setup)", *section_order(rs)])}
        sections = dict(sorted(sections.items(), key=lambda kv: rank.get(kv[0], len(rank))))
    sections["total"] = [float(v) for r in ok for v in r["scores"]]
    rivals: dict[str, int] = {}
    coop = cooperative(records)
    for r in ok:
        if isinstance(r["winner"], str) and r["winner"] != DRAW and not coop:
            rivals[r["winner"]] = rivals.get(r["winner"], 0) + 1
    summary: dict[str, Any] = {
        "games": len(records), "finished": len(ok), "players": n,
        "rival_wins": {k: rate(v, len(ok)) for k, v in sorted(rivals.items())},
        "errors": sorted({str(r["error"]) for r in records if r["error"]}),
        "win_by_seat": by_seat, "draws": draws(ok, rate),
        "draws_by_seat": [sum(1 for r in ok if drew(r, s)) for s in range(n)],
        "win_by_agent": {k: rate(w, g) for k, (w, g) in sorted(agents.items())},
        "first_player": rate(sum(1 for r in ok if r["winner"] == r["first_player"]), len(ok)),
        "length": dist([float(r["length"]) for r in records]),
        "scores": {k: dist(v) for k, v in sections.items()},
        "actions": _usage(records, "actions"), "played": _usage(records, "played"),
        "taken": _usage(records, "taken"), "entered": _usage(records, "entered"),
        "style": style_by_agent(records),
    }
    if coop:  # the players win or lose together: no seat's win rate, no first-player advantage
        summary["team"] = team_summary(ok, rate)
        for key in ("win_by_seat", "win_by_agent", "first_player", "draws", "draws_by_seat"):
            summary.pop(key)
    if rs is not None:
        summary["never_fired"] = never_fired(records, rs, n)
    return summary


def never_fired(records: list[dict[str, Any]], rs: Ruleset, players: int | None = None) -> dict[str, list[str]]:
    """Entity effects, actions and graph edges that no game of the run used (actions declared for other player
    counts than the run's `players` are not part of its games, so they are not listed)."""
    effects = {k for r in records for k in r["effects"]}
    actions = {k for r in records for k in r["actions"]}
    edges = {k for r in records for k in r["edges"]}
    all_effects = sorted(f"{e.id}.{slot}" for e in rs.entities.values() for slot in e.effects)
    all_actions = sorted({a.id for acts in rs.actions.values() for a in acts
                          if players is None or a.players is None or players in a.players})
    all_edges = [f"{gid}: {a} > {b}" for gid, es in rs.graph_edges.items() for a, b, _ in es]
    return {"effects": [k for k in all_effects if k not in effects],
            "actions": [k for k in all_actions if k not in actions],
            "edges": [k for k in dict.fromkeys(all_edges) if k not in edges]}


def _pct(r: dict[str, Any]) -> str:
    return f"{100 * r['rate']:.1f}% [{100 * r['lo']:.1f}, {100 * r['hi']:.1f}]" if r["n"] else "-"


def _num(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".") if isinstance(v, float) else str(v)


def _usage_table(title: str, what: str, usage: dict[str, dict[str, Any]], limit: int,
                 name: Any = str, players_only: bool = False) -> Table:
    items = [(k, e) for k, e in usage.items() if e["users"] or not players_only]
    rows = [[name(k), e["count"], _num(e["per_game"]), e["games"], e["users"], _pct(e["user_win_rate"])]
            for k, e in items[:limit]]
    return (title, [what, "count", "per game", "games", "player-games", "win rate of those players (95% CI)"], rows)


def describe_meta(meta: dict[str, Any]) -> str:
    """The run's settings in words (never a Python repr)."""
    parts = []
    for k, v in meta.items():
        if k == "ruleset":
            continue
        if isinstance(v, bool):
            text = "yes" if v else "no"
        elif isinstance(v, (list, tuple)):
            text = ", ".join(str(x) for x in v) or "none"
        elif isinstance(v, dict):
            text = ", ".join(f"{a}={b}" for a, b in v.items()) or "none"
        else:
            text = str(v)
        parts.append(f"{k}: {text}")
    return " · ".join(parts)


def takeaways(summary: dict[str, Any], meta: dict[str, Any], names: Names | None = None) -> list[str]:
    """The few lines a designer reads first: what was played, balance by seat, first player, what never fired."""
    s, nm = summary, names or Names()
    n = max(1, s["players"])
    out = [f"{s['finished']} of {s['games']} games finished"
           + (f"; rules errors: {'; '.join(s['errors'])}" if s["errors"] else ", no rules errors") + "."]
    seats = [str(x) for x in meta.get("seats") or []]
    if seats and all(x.split(":")[0] == "random" for x in seats):
        out.append("Every seat is a random player: these figures describe random play, not the game's balance "
                   "(give --seats greedy,… or mcts for play closer to people's).")
    if "team" in s:
        out.append(team_takeaway(s["team"], _pct))
    by_seat = [r for r in s.get("win_by_seat", []) if r["n"]]
    if by_seat:
        best = max(range(len(by_seat)), key=lambda i: by_seat[i]["rate"])
        worst = min(range(len(by_seat)), key=lambda i: by_seat[i]["rate"])
        out.append(f"Win rate by seat runs from {100 * by_seat[worst]['rate']:.1f}% (P{worst + 1}) to "
                   f"{100 * by_seat[best]['rate']:.1f}% (P{best + 1}); an even share is 1/{n} = {100 / n:.1f}%.")
    fp = s.get("first_player", {"n": 0})
    if fp["n"]:
        out.append(f"The first player won {_pct(fp)} of the games (even share {100 / n:.1f}%).")
    if s.get("draws", {"k": 0})["k"]:
        out.append(f"{_pct(s['draws'])} of the games were draws (the best players shared the result).")
    secs = {k: d for k, d in s["scores"].items() if k != "total"}
    if secs:
        top = max(secs, key=lambda k: secs[k]["mean"])
        out.append(f"Most points come from {nm.section(top)} (mean {secs[top]['mean']:.1f} per player-game); "
                   f"the mean final score is {s['scores'].get('total', {}).get('mean', 0.0):.1f}.")
    nf = s.get("never_fired")
    if nf is not None:
        out.append(f"Never fired in this run: {len(nf['effects'])} card effects, {len(nf['actions'])} actions and "
                   f"{len(nf['edges'])} board connections (listed below).")
    return out


def tables(summary: dict[str, Any], limit: int = 60, names: Names | None = None) -> list[Table]:
    """The summary as titled tables (shared by the text, Markdown and HTML renderings), most useful first."""
    s, nm = summary, names or Names()
    out: list[Table] = [
        ("Run", ["games", "finished", "players", "rules errors"],
         [[s["games"], s["finished"], s["players"], "; ".join(s["errors"]) or "none"]]),
    ]
    nf = s.get("never_fired")
    if nf is not None:
        shown = {"effects": [nm.effect(k) for k in nf["effects"]], "actions": [nm.action(k) for k in nf["actions"]],
                 "edges": [nm.edge(k) for k in nf["edges"]]}
        label = {"effects": "card effects", "actions": "actions", "edges": "board connections"}
        out.append(("Never fired", ["kind", "count", "which"],
                    [[label[k], len(v), ", ".join(v) or "-"] for k, v in shown.items()]))
    if "team" in s:
        out.append(team_table(s["team"], _pct, _num))
    else:
        out += [
            ("Win rate by seat", ["seat", "wins", "draws", "games", "win rate (95% CI)"],
             [[f"P{i + 1}", r["k"], d, r["n"], _pct(r)]
              for i, (r, d) in enumerate(zip(s["win_by_seat"], s["draws_by_seat"], strict=True))]),
            ("Win rate by agent", ["agent", "wins", "seats played", "win rate (95% CI)"],
             [[k, r["k"], r["n"], _pct(r)] for k, r in s["win_by_agent"].items()]
             + [[f"rival {k}", r["k"], r["n"], _pct(r)] for k, r in s["rival_wins"].items()]),
            ("First-player advantage", ["first player won", "games", "win rate (95% CI)", "even share"],
             [[s["first_player"]["k"], s["first_player"]["n"], _pct(s["first_player"]),
               f"{100 / max(1, s['players']):.1f}%"]]),
        ]
    out += [
        ("Score distribution per section (per player-game, in scoring order)",
         ["section", "mean", "sd", "min", "median", "max"],
         [[nm.section(k)] + [_num(v) for v in d.values()] for k, d in s["scores"].items()]),
        ("Game length (decisions)", ["mean", "sd", "min", "median", "max"],
         [[_num(v) for v in s["length"].values()]]),
        ("How the bots play (means per player-game; a turn = one action menu)", *style_rows(s.get("style", {}))),
        ("Score by section, per agent (means per player-game)", *section_rows(s.get("style", {}))),
        _usage_table("Actions chosen", "action", s["actions"], limit, nm.action),
        _usage_table("Entities played (effects run)", "entity", s["played"], limit, nm.entity),
        _usage_table("Entities taken (moved into a player's zone)", "entity", s["taken"], limit, nm.entity),
        _usage_table("Spaces entered by players (setup and refills left out)", "zone", s["entered"], limit,
                     nm.zone, players_only=True),
    ]
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


def render_markdown(tabs: list[Table], title: str, images: list[str], note: str = "",
                    summary_lines: list[str] | None = None) -> str:
    """Markdown: the summary and the plots first, then the tables."""
    out = [f"# {title}", ""]
    if note:
        out += [note, ""]
    if summary_lines:
        out += ["## Summary", "", *[f"- {x}" for x in summary_lines], ""]
    out += [f"![{Path(i).stem}]({i})" for i in images] + ([""] if images else [])
    for t, head, rows in tabs:
        out += [f"## {t}", "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |" for r in rows]
        out.append("")
    return "\n".join(out) + "\n"


def render_html(tabs: list[Table], title: str, images: list[str], note: str = "",
                summary_lines: list[str] | None = None, template: Path | None = None) -> str:
    """A self-contained HTML page from the jinja2 template (a designer's own with `template`): summary and plots
    first, then a navigable list of tables."""
    from rulesdsl.reports.templating import render_template
    sections = [{"id": f"t{i}", "title": t, "head": head, "rows": [[str(c) for c in r] for r in rows]}
                for i, (t, head, rows) in enumerate(tabs)]
    return render_template("report.html.j2", template, title=title, note=note, summary=summary_lines or [],
                           images=images, tables=sections)


def plots(summary: dict[str, Any], records: list[dict[str, Any]], out: Path,
          names: Names | None = None) -> tuple[list[str], str]:
    """PNG plots (win rates by seat and by agent, scores per section, game length); a note without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.ticker import MaxNLocator
    except ImportError:
        return [], "Plots skipped: matplotlib is not installed (pip install 'rulesdsl[plots]')."
    nm = names or Names()
    files: list[str] = []
    if "team" not in summary:  # a cooperative game has no seat that wins alone
        files.append(_winrate_plot(plt, summary, out))
    secs = summary["scores"]
    ok = [r for r in records if r["winner"] is not None]
    data = [[float(v) for r in ok for v in (r["scores"] if k == "total" else
                                            r["breakdown"].get("" if k == "(setup)" else k, [0] * len(r["scores"])))]
            for k in secs]
    fig, ax = plt.subplots(figsize=(max(6.0, 0.9 * len(secs)), 4.2))
    if data:
        ax.boxplot(data)
        ax.set_xticks(range(1, len(data) + 1), ["\n".join(textwrap.wrap(nm.section(k), 14)) for k in secs],
                      rotation=0, fontsize=7)
    ax.set_ylabel("points per player-game")
    ax.set_title("Score per section, in scoring order")
    files.append(_save(fig, out / "scores.png"))
    fig, ax = plt.subplots(figsize=(5.5, 3.5))
    ax.hist([r["length"] for r in records], bins=min(30, max(1, len(records))), color="#8e7cc3")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_title("Game length")
    files.append(_save(fig, out / "length.png"))
    plt.close("all")
    return files, ""


def _winrate_plot(plt: Any, summary: dict[str, Any], out: Path) -> str:
    """Win rates by seat and by agent, with the even share marked."""
    even = 100 / max(1, summary["players"])
    seats = [(f"P{i + 1}", r) for i, r in enumerate(summary["win_by_seat"])]
    agents = list(summary["win_by_agent"].items()) + [(f"rival {k}", r) for k, r in summary["rival_wins"].items()]
    fig, axes = plt.subplots(1, 2, figsize=(max(7.0, 0.9 * (len(seats) + len(agents)) + 3), 3.8), sharey=True,
                             gridspec_kw={"width_ratios": [max(1, len(seats)), max(1, len(agents))]})
    for ax, groups, head in ((axes[0], seats, "by seat"), (axes[1], agents, "by agent")):
        rates = [100 * r["rate"] for _, r in groups]
        # clamped: at 0 % or 100 % the Wilson bound can sit a rounding error inside the rate
        err = [[100 * max(0.0, r["rate"] - r["lo"]) for _, r in groups],
               [100 * max(0.0, r["hi"] - r["rate"]) for _, r in groups]]
        ax.bar([g for g, _ in groups], rates, color="#5b8bd0" if head == "by seat" else "#6aa86a", yerr=err,
               capsize=4)
        ax.axhline(even, color="#c0392b", ls="--", lw=1)
        ax.text(ax.get_xlim()[1], even, f" 1/{summary['players']} = {even:.0f}%", color="#c0392b", va="bottom",
                ha="right", fontsize=8)
        ax.set_title(f"Win rate {head}")
        ax.tick_params(axis="x", labelrotation=20)
    axes[0].set_ylabel("win rate, % (95% Wilson CI)")
    return _save(fig, out / "winrates.png")

def _save(fig: Any, path: Path) -> str:
    fig.tight_layout()
    write_figure(path, fig, dpi=100)
    return path.name


def write_csv(records: list[dict[str, Any]], path: Path) -> None:
    """One row per player per game: seed, seats, score, breakdown by section, winner, length, first player."""
    sections = sorted({s for r in records for s in r["breakdown"]})
    head = ["game", "seed", "player", "agent", "score", "won", "winner", "length", "first_player", "error"]
    head += [f"section:{s or '(setup)'}" for s in sections]
    fh = io.StringIO(newline="")
    w = csv.writer(fh)
    w.writerow(head)
    for r in records:
        for p, score in enumerate(r["scores"]):
            row = [r["game"], r["seed"], p, r["seats"][p], score, int(won(r, p)), r["winner"],
                   r["length"], r["first_player"], r["error"] or ""]
            w.writerow(row + [r["breakdown"].get(s, [0] * len(r["scores"]))[p] for s in sections])
    write_text(path, fh.getvalue())


def write_report(records: list[dict[str, Any]], out: Path, meta: dict[str, Any], rs: Ruleset | None = None,
                 with_plots: bool = True, template: Path | None = None,
                 locale: str = "en") -> tuple[dict[str, Any], list[Path], str]:
    """Write games.json/.csv, summary.json/.md/.html (+ PNG plots) into `out`: (summary, files, plots note)."""
    make_dir(out)
    summary = summarize(records, rs)
    names = names_for(rs, locale)
    write_text(out / "games.json", json.dumps({"meta": meta, "games": records}, indent=1))
    write_csv(records, out / "games.csv")
    write_text(out / "summary.json", json.dumps({"meta": meta, "summary": summary}, indent=1))
    images, note = plots(summary, records, out, names) if with_plots else ([], "")
    game = rs.name if rs is not None else ""
    title = f"Simulation report: {game} ({meta.get('ruleset', '')})" if game else \
        f"Simulation report: {meta.get('ruleset', '')}".strip()
    tabs = tables(summary, names=names)
    lines = takeaways(summary, meta, names)
    text_note = describe_meta(meta) + (f". {note}" if note else "")
    write_text(out / "summary.md", render_markdown(tabs, title, images, text_note, lines))
    write_text(out / "summary.html", render_html(tabs, title, images, text_note, lines, template))
    files = [out / f for f in ("games.json", "games.csv", "summary.json", "summary.md", "summary.html")]
    return summary, files + [out / i for i in images], note
