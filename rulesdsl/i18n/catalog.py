"""Fluent catalogs: engine, ruleset and pack layers per locale, English fallback shown visibly."""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from rulesdsl import cache
from rulesdsl import limits as L
from rulesdsl.content.safe_files import inside
from rulesdsl.diagnostics import Diagnostic, register_codes, scrub_controls
from rulesdsl.errors import ContentError
from rulesdsl.i18n.ftl_guard import too_deep
from rulesdsl.i18n.grammar import number_in_case, split_variable

register_codes({
    "L020": ("catalog too large", f"One .ftl file holds at most {L.MAX_FTL_BYTES} bytes, and the catalogs of one "
                                  f"locale (engine, ruleset and packs together) at most {L.MAX_FTL_LOCALE_BYTES}."),
    "L021": ("number format out of range", f"A NUMBER option that sets a digit count (minimumIntegerDigits, "
                                           f"maximumFractionDigits, …) is at most {L.MAX_FTL_DIGITS}."),
    "L022": ("catalog not a regular file in the folder", "A .ftl catalog must be a regular file inside the "
                                                         "locales folder: links leading outside it, folders "
                                                         "named *.ftl, pipes and devices are not read."),
})

_DIGIT_OPTIONS = frozenset({"minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
                            "minimumSignificantDigits", "maximumSignificantDigits"})

SOURCE = "en"
FALLBACK_MARK = "⟨en⟩ "
ENGINE_DIR = Path(__file__).resolve().parent / "locales"


@dataclass(frozen=True)
class NameRef:
    """An id shown through its name message (`entity-…`, `counter-…`), declined on demand."""

    msg: str
    default: str
    count: int | str | None = None
    args: tuple[tuple[str, str], ...] = ()  # further arguments of the name message (a role's `$kind`)


Value = NameRef | int | str


@dataclass(frozen=True)
class Entry:
    """One message or term of a catalog file, with its position."""

    id: str
    term: bool
    node: FTL.Message | FTL.Term
    path: str
    line: int
    col: int


@dataclass(frozen=True)
class Junk:
    """A Fluent syntax error: the text the parser could not read, at its position."""

    path: str
    line: int
    col: int
    message: str


@dataclass
class ParsedFile:
    """A parsed .ftl file: its resource, its entries and its syntax errors."""

    path: str
    resource: FTL.Resource
    entries: list[Entry] = field(default_factory=list)
    junk: list[Junk] = field(default_factory=list)


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _refuse(path: str, code: str, message: str, line: int = 1, col: int = 1, hint: str = "") -> ContentError:
    return ContentError([Diagnostic(path, line, col, "error", code, message, hint)])


def _read_ftl(path: Path, shown: str) -> bytes:
    """At most MAX_FTL_BYTES of a regular file (L020 beyond, L022 when it is not a regular file)."""
    try:
        if not path.is_file():
            raise _refuse(shown, "L022", "not read: not a regular file (a folder named *.ftl, a pipe or a device?)")
        with path.open("rb") as fh:
            raw = fh.read(L.MAX_FTL_BYTES + 1)
    except OSError as exc:
        raise _refuse(shown, "L022", f"not read: {exc.strerror or exc.__class__.__name__}") from None
    if len(raw) > L.MAX_FTL_BYTES:
        raise _refuse(shown, "L020", f"catalog file larger than {L.MAX_FTL_BYTES:,} bytes",
                      hint="split it into several .ftl files")
    return raw


def _check_digits(res: FTL.Resource, text: str, shown: str) -> None:
    """L021 for a NUMBER digit option beyond MAX_FTL_DIGITS (formatting it would take unbounded time)."""
    todo: list[Any] = [res]
    while todo:
        node = todo.pop()
        if isinstance(node, list):
            todo.extend(node)
        elif isinstance(node, FTL.NamedArgument):
            val = node.value
            if node.name.name in _DIGIT_OPTIONS and isinstance(val, FTL.NumberLiteral):
                try:
                    ok = 0 <= float(val.value) <= L.MAX_FTL_DIGITS
                except ValueError:
                    ok = False
                if not ok:
                    line, col = _line_col(text, node.span.start if node.span is not None else 0)
                    raise _refuse(shown, "L021", f"{node.name.name}: {val.value[:20]} is outside 0-{L.MAX_FTL_DIGITS}",
                                  line, col, "use a small digit count")
        elif isinstance(node, FTL.BaseNode):
            todo.extend(v for k, v in vars(node).items() if k != "span")


def parse_ftl(path: Path, display: str | None = None) -> ParsedFile:
    """Parse one .ftl file (memoised on disk by its bytes), recording entries and Junk with positions.
    ContentError (L020, L021, L022, L023) for a file beyond the catalog limits. Terminal control
    characters in the text are replaced by U+FFFD."""
    shown = display or str(path)
    raw = _read_ftl(path, shown)
    key = cache.key_for(b"ftl4", raw, shown)
    hit = cache.get("ftl", key)
    if isinstance(hit, ParsedFile):
        return hit
    text = scrub_controls(raw.decode("utf-8", errors="replace"))
    deep = too_deep(text)
    if deep is not None:
        line, col = _line_col(text, deep)
        raise _refuse(shown, "L023", f"placeables or calls nested more than {L.MAX_FTL_NESTING} levels deep",
                      line, col, "flatten the message: use a term or a second message for the inner part")
    try:
        res = FluentParser(with_spans=True).parse(text)
    except RecursionError:
        raise _refuse(shown, "L023", "the message nests too deeply for the catalog parser", hint="flatten the "
                      "message: use a term or a second message for the inner part") from None
    _check_digits(res, text, shown)
    out = ParsedFile(shown, res)
    for item in res.body:
        start = item.span.start if item.span is not None else 0
        line, col = _line_col(text, start)
        if isinstance(item, FTL.Junk):
            notes = "; ".join(str(a.message) for a in item.annotations) or "unreadable entry"
            pos = item.annotations[0].span.start if item.annotations and item.annotations[0].span else start
            jl, jc = _line_col(text, pos)
            out.junk.append(Junk(shown, jl, jc, notes))
        elif isinstance(item, (FTL.Message, FTL.Term)):
            if item.id.span is not None:  # not the attached comment: the entry's own first line
                line, col = _line_col(text, item.id.span.start - (1 if isinstance(item, FTL.Term) else 0))
            out.entries.append(Entry(item.id.name, isinstance(item, FTL.Term), item, shown, line, col))
    cache.put("ftl", key, out)
    return out


def locale_files(base: Path, locale: str) -> list[Path]:
    """The .ftl files of one locale under a `locales/` folder, in a stable order (symlinked folders are not
    entered; L022 for a file that is not a regular file inside the folder)."""
    folder = base / locale
    if not folder.is_dir() or "/" in locale or locale.startswith("."):
        return []
    found: list[Path] = []
    for dirpath, _, filenames in os.walk(folder):
        found += [Path(dirpath) / f for f in filenames if f.endswith(".ftl")]
    for dirpath, dirnames, _ in os.walk(folder):
        found += [Path(dirpath) / d for d in dirnames if d.endswith(".ftl")]
    for p in found:
        why = inside(p, base)
        if why is not None:
            raise _refuse(str(p), "L022", f"not read: {why}", hint="catalogs are regular files in the locales folder")
    return sorted(found)


def available_locales(bases: list[Path]) -> list[str]:
    """Every locale that has a folder under any of the `locales/` folders."""
    found: set[str] = set()
    for b in bases:
        if b.is_dir():
            found.update(p.name for p in b.iterdir() if p.is_dir())
    return sorted(found)


def walk_variables(node: Any, out: set[str], refs: set[str]) -> None:
    """Collect variable names and referenced message ids below a Fluent AST node."""
    if isinstance(node, FTL.VariableReference):
        out.add(node.id.name)
        return
    if isinstance(node, FTL.MessageReference):
        refs.add(node.id.name)
    if isinstance(node, FTL.TermReference):
        return  # a term's variables are its own parameters, never the message's arguments
    if isinstance(node, list):
        for x in node:
            walk_variables(x, out, refs)
    elif isinstance(node, FTL.BaseNode):
        for k, v in vars(node).items():
            if k != "span":
                walk_variables(v, out, refs)


class Catalog:
    """The layered catalogs of one locale (engine < ruleset < packs) with the English fallback."""

    def __init__(self, layers: list[Path], locale: str, english: Catalog | None = None) -> None:
        self.locale = locale
        self.layers = layers
        self.cells: dict[str, tuple[str, str]] = {}  # a grid's cell zone -> (its grid, "c3"): named by the grid
        self.bundle = FluentBundle([locale], use_isolating=False)
        self.entries: dict[str, Entry] = {}
        self.terms: dict[str, Entry] = {}
        self.files: list[ParsedFile] = []
        total = 0
        for base in layers:
            for path in locale_files(base, locale):
                total += path.stat().st_size
                if total > L.MAX_FTL_LOCALE_BYTES:
                    raise _refuse(str(path), "L020", f"the catalogs of locale '{locale}' hold more than "
                                  f"{L.MAX_FTL_LOCALE_BYTES:,} bytes")
                pf = parse_ftl(path)
                self.files.append(pf)
                self.bundle.add_resource(pf.resource, allow_overrides=True)
                for e in pf.entries:
                    (self.terms if e.term else self.entries)[e.id] = e
        self.english = english if locale != SOURCE else None
        self.fallbacks: Counter[str] = Counter()
        self.missing: Counter[str] = Counter()
        self.failures: dict[str, list[str]] = {}
        self._vars: dict[str, frozenset[str]] = {}

    # ---- lookups ----------------------------------------------------------------------------
    def has(self, mid: str) -> bool:
        """Whether this locale's layers define the message."""
        return mid in self.entries

    def knows(self, mid: str) -> bool:
        """Whether this locale or the English fallback defines the message."""
        return mid in self.entries or (self.english is not None and mid in self.english.entries)

    def variables(self, mid: str) -> frozenset[str]:
        """The variables a message uses (following message references)."""
        got = self._vars.get(mid)
        if got is not None:
            return got
        out: set[str] = set()
        seen: set[str] = set()
        todo = [mid]
        while todo:
            cur = todo.pop()
            if cur in seen or cur not in self.entries:
                continue
            seen.add(cur)
            refs: set[str] = set()
            walk_variables(self.entries[cur].node.value, out, refs)
            todo.extend(refs)
        self._vars[mid] = frozenset(out)
        return self._vars[mid]

    # ---- formatting -------------------------------------------------------------------------
    def _arg(self, var: str, args: dict[str, Value]) -> Any:
        if var in args:
            val, case, count = args[var], None, None
        else:
            base, case, count = split_variable(var)
            if base not in args:
                return None
            val = args[base]
        if isinstance(val, bool):
            return "true" if val else "false"
        if isinstance(val, int):
            if abs(val) >= 10**21:  # beyond what Fluent's number formatting handles: shown as digits
                return str(val)
            return number_in_case(self.locale, val, case)
        if isinstance(val, NameRef):
            n = count if count is not None else val.count
            return self.name(val.msg, val.default, case, n, val.args)
        return val

    def try_format(self, mid: str, args: dict[str, Value] | None = None) -> str | None:
        """The message in this locale only, or None when it is missing or fails to render."""
        entry = self.entries.get(mid)
        if entry is None or entry.node.value is None:
            return None
        given = args or {}
        fargs: dict[str, Any] = {}
        for var in self.variables(mid):
            v = self._arg(var, given)
            if v is not None:
                fargs[var] = v
        try:
            msg = self.bundle.get_message(mid)
            if msg.value is None:
                return None
            out, errors = self.bundle.format_pattern(msg.value, fargs)
        except (KeyError, ValueError, TypeError, RecursionError) as err:  # defensive: never crash a game
            self.failures.setdefault(mid, []).append(str(err))
            return None
        if errors:
            self.failures.setdefault(mid, []).extend(str(e) for e in errors)
            return None
        return str(out)

    def format(self, mid: str, args: dict[str, Value] | None = None, default: str | None = None) -> str:
        """The message, else English marked ⟨en⟩, else `default` (a readable form, never the raw id)."""
        out = self.try_format(mid, args)
        if out is not None:
            return out
        if self.english is not None:
            en = self.english.try_format(mid, args)
            if en is not None:
                self.fallbacks[mid] += 1
                return FALLBACK_MARK + en.replace(FALLBACK_MARK, "")  # one marker, not one per nested name
        self.missing[mid] += 1
        return default if default is not None else readable(mid)

    def name(self, mid: str, default: str, case: str | None = None, n: int | str | None = None,
             extra: tuple[tuple[str, str], ...] = ()) -> str:
        """A name message declined for a case and a count (`$case`, `$n`), with any `extra` arguments."""
        args: dict[str, Value] = {"case": case or "nom", "n": 1 if n is None else n, **dict(extra)}
        cell = self.cells.get(mid[5:]) if mid.startswith("zone-") and self.cells else None
        if cell is not None and not self.knows(mid):  # a grid cell: the grid's name and its coordinates
            return f"{self.format('grid-' + cell[0], args, cell[0].replace('_', ' '))} {cell[1]}"
        return self.format(mid, args, default)


def readable(mid: str) -> str:
    """A message id made readable for the last-resort fallback: `entity-red_coin_2` → `red coin 2`."""
    _, _, rest = mid.partition("-")
    return (rest or mid).replace("_", " ").replace("-", " ")


def engine_layers(extra: list[Path] | None = None) -> list[Path]:
    """The package's engine catalogs followed by more `locales/` folders (ruleset, packs)."""
    return [ENGINE_DIR, *(extra or [])]


_CACHE: dict[tuple[tuple[str, ...], str], Catalog] = {}


def catalog_for(layers: list[Path], locale: str) -> Catalog:
    """A (memoised) catalog for a list of `locales/` folders and a locale, with its English fallback."""
    key = (tuple(str(p) for p in layers), locale)
    got = _CACHE.get(key)
    if got is None:
        english = None if locale == SOURCE else catalog_for(layers, SOURCE)
        got = Catalog(layers, locale, english)
        _CACHE[key] = got
    return got


def clear_cache() -> None:
    """Forget memoised catalogs (tests that edit catalog files)."""
    _CACHE.clear()
