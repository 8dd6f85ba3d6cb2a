"""Convert first-format scenario files (given/do effect strings, `as`, `decider`, `entity#1042` ids) to the
current format, in place, keeping each file's leading comment. Ids are translated by replaying each scenario.

    python tools/convert_scenarios.py RULESET_FOLDER FILE.yaml [FILE.yaml ...] [--pack DIR] [--check]

--check only reports which files still hold old-format scenarios (exit 1 if any)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.sim.scenario_convert import convert, is_old_format  # noqa: E402


def _scalar(v: Any) -> str:
    text = yaml.safe_dump(v, width=10**6, allow_unicode=True).strip()
    return text.removesuffix("\n...").removesuffix("...").strip()


def _lines(v: Any, indent: str) -> list[str]:
    """The lines of a value written below its key."""
    out: list[str] = []
    if isinstance(v, dict):
        for k, x in v.items():
            out.extend(_entry(str(k), x, indent))
    else:
        for x in v:
            if isinstance(x, (dict, list)) and x:
                sub = _lines(x, indent + "  ")
                out.append(f"{indent}- {sub[0].strip()}")
                out.extend(sub[1:])
            elif isinstance(x, str) and "\n" in x.strip():
                out.append(f"{indent}- |-")
                out.extend(f"{indent}  {line}".rstrip() for line in x.strip("\n").split("\n"))
            else:
                out.append(f"{indent}- {_scalar(x)}")
    return out


def _reads_back(text: str, v: Any) -> bool:
    try:
        return bool(yaml.safe_load(text) == v)
    except yaml.YAMLError:
        return False


def _entry(key: str, v: Any, indent: str) -> list[str]:
    if isinstance(v, str) and "\n" in v.strip():
        return [f"{indent}{key}: |-", *(f"{indent}  {line}".rstrip() for line in v.strip("\n").split("\n"))]
    if isinstance(v, (dict, list)) and v:
        items = list(v.values() if isinstance(v, dict) else v)
        flat = all(not isinstance(x, (dict, list)) and not (isinstance(x, str) and "\n" in x.strip()) for x in items)
        inline = (", ".join(f"{k}: {_scalar(x)}" for k, x in v.items()) if isinstance(v, dict)
                  else ", ".join(_scalar(x) for x in v))
        shown = "{" + inline + "}" if isinstance(v, dict) else f"[{inline}]"
        if flat and len(indent) + len(key) + len(inline) < 100 and _reads_back(shown, v):
            return [f"{indent}{key}: {shown}"]
        return [f"{indent}{key}:", *_lines(v, indent + "  ")]
    return [f"{indent}{key}: {_scalar(v)}"]


def dump(scenarios: list[dict[str, Any]]) -> str:
    """Scenarios as YAML: one block per scenario, short lists and mappings inline, long ones one item a line."""
    out: list[str] = []
    for sc in scenarios:
        body = [line for k, v in sc.items() for line in _entry(str(k), v, "  ")]
        out.append("- " + body[0].strip())
        out.extend(body[1:])
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Convert (or check) the files."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ruleset")
    ap.add_argument("files", nargs="+")
    ap.add_argument("--pack", action="append", default=[])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    rs = load_ruleset(Path(args.ruleset), [Path(p) for p in args.pack])
    old_files = 0
    for name in args.files:
        path = Path(name)
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text) or []
        old = [sc for sc in data if is_old_format(sc)]
        if not old:
            continue
        old_files += 1
        if args.check:
            print(f"{path}: {len(old)} old-format scenario(s)")
            continue
        head = []
        for line in text.splitlines():
            if not line.startswith("#"):
                break
            head.append(line)
        new = [convert(rs, sc) if is_old_format(sc) else sc for sc in data]
        path.write_text("\n".join(head) + ("\n" if head else "") + dump(new), encoding="utf-8")
        print(f"{path}: converted {len(old)} scenario(s)")
    return 1 if args.check and old_files else 0


if __name__ == "__main__":
    sys.exit(main())
