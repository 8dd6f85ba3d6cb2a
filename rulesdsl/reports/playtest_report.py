"""The playtest report: per rules version, what people did at the table beside what bots did on the same rules
(win rates by seat with 95 % intervals, score by section, length), with the forms' ratings, the cards people
named and their notes. Markdown and HTML like the simulate report (plots with matplotlib), JSON, and CSV in a
long format (one figure per row) for pandas or DuckDB."""

from __future__ import annotations

import csv
import io
import re
import time
from pathlib import Path
from typing import Any

from rulesdsl.reports.names import Names
from rulesdsl.reports.sim_report import Table, _num, _pct, render_html, render_markdown
from rulesdsl.writes import make_dir, write_figure, write_text

LENGTH_WORDS = {"short": "too short", "right": "about right", "long": "too long"}
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>!#])")  # `|` is escaped by render_markdown itself
WRITTEN = "What people wrote"


def one_line(text: str) -> str:
    """What a person wrote, on one line (a table cell)."""
    return " ".join(text.split())


def md_safe(cell: Any) -> Any:
    """A table cell as Markdown shows it literally: what people typed never becomes a link, an image or markup."""
    return _MD_SPECIAL.sub(r"\\\1", cell) if isinstance(cell, str) else cell


def label(v: dict[str, Any], i: int) -> str:
    """A version's short name in the report: its letter, digest and commit ('+ changes' when the tree was dirty)."""
    commits = ", ".join(c["commit"][:10] + (" + changes" if c["dirty"] else "") for c in v["commits"][:3])
    return f"{chr(65 + i % 26)} ({v['digest'][:10]}{'; ' + commits if commits else ''})"


def _day(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(t))


def takeaways(vs: list[dict[str, Any]]) -> list[str]:
    """A sentence per version: games, the seat that won most (people and bots), fun and length."""
    out = []
    for i, v in enumerate(vs):
        line = f"Version {label(v, i)}: {v['games']} finished game(s) with people"
        bots = v.get("bots")
        if v["win_by_seat"] and v["compared"]:
            best = max(range(len(v["win_by_seat"])), key=lambda p: v["win_by_seat"][p]["rate"])
            line += f"; P{best + 1} won {_pct(v['win_by_seat'][best])} of the {v['players']}-player games"
            if bots and best < len(bots["win_by_seat"]):
                line += f" (bots: {_pct(bots['win_by_seat'][best])})"
        if v["fun"]["mean"] and v["forms"]:
            line += f"; fun {_num(v['fun']['mean'])} of 5 from {v['forms']} form(s)"
        out.append(line + ".")
    return out


def tables(vs: list[dict[str, Any]], names: Names) -> list[Table]:
    """The report's tables, versions side by side."""
    tabs: list[Table] = []
    tabs.append(("Rules versions", ["version", "games with people", "unfinished", "agents only", "forms",
                                    "first played", "last played"],
                 [[label(v, i), v["games"], v["unfinished"], v["agents_only"], v["forms"], _day(v["first"]),
                   _day(v["last"])] for i, v in enumerate(vs)]))
    rows = []
    for i, v in enumerate(vs):
        bots = v.get("bots")
        for p, r in enumerate(v["win_by_seat"]):
            b = bots["win_by_seat"][p] if bots and p < len(bots["win_by_seat"]) else None
            rows.append([label(v, i), f"P{p + 1}", _pct(r), _pct(b) if b else "-"])
    tabs.append(("Win rate by seat: people and bots (95% CI)", ["version", "seat", "people", "bots"], rows))
    rows = []
    for i, v in enumerate(vs):
        bots = v.get("bots") or {"scores": {}}
        for sec in dict.fromkeys([*v["scores"], *bots["scores"]]):
            mine, theirs = v["scores"].get(sec), bots["scores"].get(sec)
            rows.append([label(v, i), names.section(sec) if sec not in ("total", "(setup)") else sec,
                         _num(mine["mean"]) if mine else "-", _num(theirs["mean"]) if theirs else "-"])
    tabs.append(("Score by section, mean per player-game", ["version", "section", "people", "bots"], rows))
    rows = []
    for i, v in enumerate(vs):
        bots = v.get("bots")
        rows.append([label(v, i), _num(v["moves"]["mean"]), _num(v["moves"]["median"]),
                     _num(bots["length"]["mean"]) if bots else "-",
                     _num(v["minutes"]["mean"]) if v["minutes"]["max"] else "-"])
    tabs.append(("Length", ["version", "moves (people, mean)", "moves (people, median)", "moves (bots, mean)",
                            "minutes (people, mean)"], rows))
    tabs.append(("Ratings", ["version", "forms", "fun (mean of 1-5)", "fun 1/2/3/4/5", *LENGTH_WORDS.values()],
                 [[label(v, i), v["forms"], _num(v["fun"]["mean"]) if v["fun"]["max"] else "-",
                   "/".join(str(n) for n in v["fun_votes"]), *(v["length_votes"][k] for k in LENGTH_WORDS)]
                  for i, v in enumerate(vs)]))
    tabs.append(("Cards named in the forms", ["version", "card", "too strong", "too weak"],
                 [[label(v, i), names.entity(c), n["strong"], n["weak"]] for i, v in enumerate(vs)
                  for c, n in v["cards"].items()]))
    tabs.append((WRITTEN, ["version", "when", "text"],
                 [[label(v, i), "end of game", one_line(t)] for i, v in enumerate(vs) for t in v["texts"]]
                 + [[label(v, i), f"decision {n['move'] + 1}" + (f": {n['prompt']}" if n["prompt"] else ""),
                     one_line(n["text"])] for i, v in enumerate(vs) for n in v["notes"]]))
    return tabs


def long_rows(vs: list[dict[str, Any]]) -> list[list[Any]]:
    """Every figure as one row: ruleset, digest, commit, source (people or bots), metric, key, value, lo, hi, n."""
    rows: list[list[Any]] = []
    for v in vs:
        head = [v["ruleset"], v["digest"], ";".join(c["commit"] for c in v["commits"])]
        for source, f in (("people", v), ("bots", v.get("bots"))):
            if not f:
                continue
            for p, r in enumerate(f["win_by_seat"]):
                rows.append([*head, source, "win_rate", f"P{p + 1}", r["rate"], r["lo"], r["hi"], r["n"]])
            for sec, d in f["scores"].items():
                rows.append([*head, source, "score_mean", sec, d["mean"], "", "", ""])
            length = f["moves"] if source == "people" else f["length"]
            rows.append([*head, source, "moves_mean", "", length["mean"], "", "", ""])
        rows.append([*head, "people", "minutes_mean", "", v["minutes"]["mean"], "", "", ""])
        rows.append([*head, "people", "fun_mean", "", v["fun"]["mean"], "", "", v["forms"]])
        for k, n in v["length_votes"].items():
            rows.append([*head, "people", "length_votes", k, n, "", "", ""])
        for c, n in v["cards"].items():
            rows += [[*head, "people", "card_strong", c, n["strong"], "", "", ""],
                     [*head, "people", "card_weak", c, n["weak"], "", "", ""]]
    return rows


def csv_text(vs: list[dict[str, Any]]) -> str:
    """The long-format CSV."""
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["ruleset", "digest", "commits", "source", "metric", "key", "value", "lo", "hi", "n"])
    w.writerows(long_rows(vs))
    return buf.getvalue()


def plots(vs: list[dict[str, Any]], out: Path) -> tuple[list[str], str]:
    """PNG plots: win rate by seat per version (people beside bots, 95 % intervals) and the fun ratings."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return [], "Plots left out: matplotlib is not installed (pip install 'rulesdsl[plots]')."
    files = []
    seats = max((len(v["win_by_seat"]) for v in vs), default=0)
    fig, ax = plt.subplots(figsize=(max(6.0, 1.6 * len(vs) * max(1, seats)), 4.0))
    x = 0.0
    ticks, names = [], []
    for i, v in enumerate(vs):
        for p in range(seats):
            for j, (source, f, colour) in enumerate((("people", v, "#d98b2b"), ("bots", v.get("bots"), "#5b8bd0"))):
                r = f["win_by_seat"][p] if f and p < len(f["win_by_seat"]) else None
                if r is None or not r["n"]:
                    continue
                err = [[100 * max(0.0, r["rate"] - r["lo"])], [100 * max(0.0, r["hi"] - r["rate"])]]
                ax.bar(x + 0.4 * j, 100 * r["rate"], 0.38, yerr=err, capsize=3, color=colour,
                       label=source if i == 0 and p == 0 else None)
            ticks.append(x + 0.2)
            names.append(f"{chr(65 + i % 26)} P{p + 1}")
            x += 1.0
        x += 0.5
    ax.set_xticks(ticks, names)
    ax.set_ylabel("win rate, % (95% Wilson CI)")
    ax.set_title("Win rate by seat, per rules version: people and bots")
    ax.set_ylim(0, 100)
    if ticks:
        ax.legend()
    files.append(_save(fig, out / "playtest-winrates.png"))
    fig, ax = plt.subplots(figsize=(max(5.0, 1.2 * len(vs) + 3), 3.5))
    for i, v in enumerate(vs):
        ax.bar([n + 0.8 * i / max(1, len(vs)) for n in range(1, 6)], v["fun_votes"], 0.8 / max(1, len(vs)),
               label=f"version {chr(65 + i % 26)}")
    ax.set_xticks(range(1, 6))
    ax.set_xlabel("fun (1: not fun, 5: great fun)")
    ax.set_ylabel("forms")
    ax.set_title("Fun, as people rated it")
    if vs:
        ax.legend()
    files.append(_save(fig, out / "playtest-fun.png"))
    plt.close("all")
    return files, ""


def _save(fig: Any, path: Path) -> str:
    fig.tight_layout()
    write_figure(path, fig, dpi=100)
    return path.name


def write_report(vs: list[dict[str, Any]], out: Path, title: str, note: str, names: Names,
                 with_plots: bool = True) -> tuple[list[Path], str]:
    """playtests.md, playtests.html, playtests.json, playtests.csv and the plots into `out`: (files, plots note)."""
    import json
    make_dir(out)
    images, missing = plots(vs, out) if with_plots else ([], "")
    text = note + (f" {missing}" if missing else "")
    tabs, lines = tables(vs, names), takeaways(vs)
    literal = [(t, head, [[md_safe(c) for c in row] for row in rows] if t == WRITTEN else rows)
               for t, head, rows in tabs]
    write_text(out / "playtests.md", render_markdown(literal, title, images, text, lines))
    write_text(out / "playtests.html", render_html(tabs, title, images, text, lines))
    write_text(out / "playtests.json", json.dumps({"versions": vs}, indent=1))
    write_text(out / "playtests.csv", csv_text(vs))
    files = [out / f for f in ("playtests.md", "playtests.html", "playtests.json", "playtests.csv")]
    return files + [out / i for i in images], missing
