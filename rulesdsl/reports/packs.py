"""`rulesdsl packs`: what each installed pack is and what it changes in the base ruleset."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.content.packs import discover


def describe_packs(root: Path) -> list[str]:
    """Human lines: one block per installed pack, checked against the base ruleset."""
    folders = discover(root)
    if not folders:
        return [f"no packs installed beside {root} (looked in {root.parent / (root.name + '-packs')})"]
    lines = []
    for folder in folders:
        res = check_ruleset(root, [folder])
        info = next((p for p in res.content.packs), None)
        if info is None:
            codes = ", ".join(sorted({d.code for d in res.errors})) or "unknown"
            lines.append(f"{folder.name}: cannot be loaded ({len(res.errors)} error(s): {codes}); "
                         f"run `rulesdsl check --pack {folder}`")
            continue
        tag = " [fan-made]" if info.fan_made else ""
        lines.append(f"{info.id} {info.version} — {info.name}{tag}")
        lines.append(f"  folder: {folder}")
        lines.append(f"  requires: {info.ruleset[0]} {info.ruleset[1] or '(any version)'}"
                     + "".join(f", {d} {v or ''}" for d, v in info.requires))
        counts = Counter((op, fam) for op, fam, _ in res.content.changes.get(info.id, []))
        for (op, fam), n in sorted(counts.items()):
            lines.append(f"  {op:8} {n:3} {fam}")
        status = "checks clean" if not res.errors else f"{len(res.errors)} error(s)"
        lines.append(f"  {status}, {len(res.warnings)} warning(s)")
    return lines
