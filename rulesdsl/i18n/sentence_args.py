"""The named arguments a declared log sentence receives (`narrate-<action>`, `narrate-choice-<prompt>`,
`narrate-macro-<name>`), besides `$player`, an action's `$action` and a macro's own parameters:

- `$object`, `$zone`: the first object it moved, and where to; `$rest`: everything else it changed;
- `$objects`, `$count`: every object moved to that same place (named when seen), and how many went there
  (hidden ones counted); `$others`: what else it changed, those objects and its messages left out;
- `$said`: the content's own messages (`log(...)`) in it; `$what`: everything it changed, as one list.

Each is the string "none" when there is nothing to put in it, so a catalog can select on it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulesdsl.i18n.catalog import Value

__all__ = ["told_args", "grouped"]


def told_args(n: Any, seg: Any) -> dict[str, Value]:
    """The changes-arguments of segment `seg` told by narrator `n` (a `narrate._Narrator`)."""
    out: dict[str, Value] = {"what": n.consequences(seg, seg.player) or "none"}
    first = next(iter(seg.moves.items()), None)
    dest: tuple[str, Any] | None = None
    if first is not None:
        oid, (ent, zone, owner) = first
        dest = (zone, owner)
        out["object"] = n.obj(oid, ent, seg.props.get(oid, {}))
    elif seg.hidden:
        dest = next(iter(seg.hidden))
        out["object"] = "none"
    else:
        out["object"] = "none"
    group = [o for o, m in seg.moves.items() if dest is not None and (m[1], m[2]) == dest]
    names = [n.obj(o, seg.moves[o][0], seg.props.get(o, {})) for o in group]
    out["zone"] = n.zone(dest[0], dest[1], seg.player) if dest is not None else "none"
    out["objects"] = grouped(names) or "none"
    out["count"] = len(group) + (seg.hidden.get(dest, 0) if dest is not None else 0)
    rest = replace(seg, moves={o: m for o, m in seg.moves.items() if first is None or o != first[0]},
                   props={o: p for o, p in seg.props.items() if first is None or o != first[0]})
    out["rest"] = n.consequences(rest, seg.player) or "none"
    others = replace(seg, moves={o: m for o, m in seg.moves.items() if o not in group},
                     props={o: p for o, p in seg.props.items() if o not in group},
                     hidden={k: c for k, c in seg.hidden.items() if k != dest}, lines=[])
    out["others"] = n.consequences(others, seg.player) or "none"
    out["said"] = "; ".join(seg.lines) or "none"
    return out


def grouped(labels: list[str]) -> str:
    """Identical labels once with their count (`Worker ×3`), in order of first appearance."""
    counts: dict[str, int] = {}
    for x in labels:
        counts[x] = counts.get(x, 0) + 1
    return ", ".join(x if k == 1 else f"{x} ×{k}" for x, k in counts.items())
