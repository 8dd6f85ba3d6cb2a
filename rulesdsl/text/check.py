"""`rulesdsl i18n`: per-locale completeness, obsolete entries, argument mismatches, syntax and render errors."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.content.model import Content
from rulesdsl.diagnostics import Diagnostic, register_codes, sort_key
from rulesdsl.i18n.catalog import SOURCE, Catalog, Entry, available_locales, engine_layers
from rulesdsl.i18n.grammar import CASES, SAMPLE_COUNTS, base_variable
from rulesdsl.i18n.names import NAME_VARIABLES, catalog_layers, is_name_message, required_names

register_codes({
    "L001": ("Fluent syntax error", "A catalog file has text the Fluent parser cannot read (a Junk entry); the "
                                    "entry is ignored until it is fixed."),
    "L002": ("missing message", "A locale lacks a message that English has (or English lacks a name the ruleset "
                                "needs); at run time the English text is shown, marked ⟨en⟩."),
    "L003": ("obsolete message", "A locale has a message that the English catalog no longer has."),
    "L004": ("argument mismatch", "A translation uses a variable that the English message does not get (error), "
                                  "or leaves out one that it gets (warning). Case suffixes (_acc, _gen …) "
                                  "name the same argument."),
    "L005": ("message fails to render", "Formatting the message with sample arguments (counts 0, 1, 2, 5, 11, 21, "
                                        "22 and every case) reported an error: unknown term or message, bad "
                                        "selector or function call."),
    "L006": ("required locale has no catalog", "ruleset.yaml lists a locale under `locales:` for which neither the "
                                               "ruleset nor its packs have a catalog folder."),
    "L007": ("English fallback at run time", "Rendering every card in the locale fell back to English (or to a "
                                             "readable id) for these messages."),
})

SAMPLE_CASES = ("nom", *sorted(CASES - {"nom"}))


@dataclass
class LocaleReport:
    """What `rulesdsl i18n` found for one locale."""

    locale: str
    required: bool
    messages: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    fallbacks: int = 0
    diagnostics: list[Diagnostic] = field(default_factory=list)
    expected: int = 0  # English messages this locale should have (a pack's messages only in its `locales:`)
    translated: int = 0  # of those, how many this locale's layers define
    layers: dict[str, list[int]] = field(default_factory=dict)  # layer → [translated, expected]
    provenance: dict[str, int] = field(default_factory=dict)  # folder a translated message came from → count
    not_expected: dict[str, int] = field(default_factory=dict)  # pack → messages skipped (locale not declared)

    @property
    def percent(self) -> float:
        """Share of the expected English messages this locale translates, in % (floored to 0.1)."""
        if self.expected == 0:
            return 100.0
        return int(1000 * self.translated / self.expected) / 10

    @property
    def errors(self) -> int:
        """Error-level problems (syntax, argument, render; missing messages of a required locale)."""
        return sum(1 for d in self.diagnostics if d.severity == "error")

    @property
    def complete(self) -> bool:
        """Every expected message translated, no error, and no English fallback while rendering."""
        return self.translated == self.expected and self.errors == 0 and self.fallbacks == 0

    @property
    def verdict(self) -> str:
        """complete / INCOMPLETE (a required locale) / incomplete (an optional one)."""
        if self.complete:
            return "complete"
        return "INCOMPLETE" if self.required else "incomplete"

    def to_json(self) -> dict[str, Any]:
        """JSON form for `--format json`."""
        return {"locale": self.locale, "required": self.required, "messages": self.messages,
                "expected": self.expected, "translated": self.translated, "percent": self.percent,
                "layers": self.layers, "provenance": self.provenance, "not_expected": self.not_expected,
                "counts": self.counts, "fallbacks": self.fallbacks, "complete": self.complete,
                "verdict": self.verdict, "diagnostics": [d.to_json() for d in self.diagnostics]}


def _diag(e: Entry | None, path: str, sev: str, code: str, msg: str, hint: str = "") -> Diagnostic:
    if e is not None:
        return Diagnostic(e.path, e.line, e.col, sev, code, msg, hint)
    return Diagnostic(path, 1, 1, sev, code, msg, hint)


def _bases(cat: Catalog, mid: str) -> set[str]:
    return {base_variable(v) for v in cat.variables(mid)}


def sample_args(cat: Catalog, mid: str) -> list[dict[str, Any]]:
    """Argument sets a message must render with: every sample count, and every case for names."""
    names = sorted(cat.variables(mid))
    out = []
    for n in SAMPLE_COUNTS:
        args: dict[str, Any] = {v: n for v in names}
        if "case" in args:
            for c in SAMPLE_CASES:
                out.append({**args, "case": c})
        else:
            out.append(args)
    return out


def render_errors(cat: Catalog, mid: str) -> list[str]:
    """Errors of formatting one message with every sample argument set (empty when it renders)."""
    errors: list[str] = []
    try:
        msg = cat.bundle.get_message(mid)
    except KeyError:
        return [f"unknown message {mid}"]
    if msg.value is None:
        return ["the message has no value"]
    for args in sample_args(cat, mid):
        try:
            out, errs = cat.bundle.format_pattern(msg.value, args)
        except Exception as err:  # noqa: BLE001 - any crash is a render failure to report
            errs = [err]
            out = ""
        errors.extend(str(e) for e in errs)
        if "{" in str(out) and "???" in str(out):
            errors.append(f"placeholder in output: {out!r}")
        if errors:
            return errors
    return errors


def _own_text_message(content: Content, mid: str) -> bool:
    """Whether `mid` is a locale's own wording of a card's `text:` (`text-<entity>`; English keeps it in the
    content, so the English catalog never has it)."""
    it = content.entities.get(mid[len("text-"):]) if mid.startswith("text-") else None
    return it is not None and isinstance(it.data.get("text"), str)


def _folder(layers: list[Path], locale: str) -> str:
    return str(layers[-1] / locale) if layers else locale


@dataclass(frozen=True)
class Layer:
    """One `locales/` folder of the stack: its label, path, and the locales it declares (None: any)."""

    label: str
    path: Path
    locales: frozenset[str] | None = None


def layer_stack(content: Content, layers: list[Path]) -> list[Layer]:
    """Label every catalog folder: engine, ruleset, pack <id> (with the pack's declared `locales:`)."""
    out = [Layer("engine", layers[0]), Layer("ruleset", content.root / "locales")]
    for pk in content.packs:
        data = getattr(getattr(pk, "manifest", None), "data", None) or {}
        declared = data.get("locales") if isinstance(data, dict) else None
        locs = frozenset(str(x) for x in declared) if isinstance(declared, list) else None
        out.append(Layer(f"pack {pk.id}", Path(pk.root) / "locales", locs))
    return out


def layer_of(stack: list[Layer], path: str) -> Layer:
    """The layer a catalog file belongs to (the deepest folder that contains it)."""
    best = stack[0]
    for lay in stack:
        try:
            Path(path).resolve().relative_to(lay.path.resolve())
        except ValueError:
            continue
        best = lay
    return best


def _missing_hint(lay: Layer, ruleset_folder: Path, locale: str) -> tuple[str, str]:
    """Where a missing message should be written, and the hint saying so."""
    if lay.label == "engine":
        where = ruleset_folder / locale
        return str(where), (f"add it to {where}/engine.ftl: a ruleset's catalog supplies engine messages too "
                            "(`rulesdsl catalogs` writes a skeleton)")
    where = lay.path / locale
    return str(where), f"`rulesdsl catalogs {lay.path.parent} --locale {locale}` writes a skeleton"


def _coverage(rep: LocaleReport, cat: Catalog, english: Catalog, stack: list[Layer], required: bool) -> None:
    """Count translated/expected messages per layer, where each came from; report what is missing."""
    sev_missing = "error" if required else "warning"
    ruleset_folder = stack[1].path
    for mid, e in sorted(english.entries.items()):
        lay = layer_of(stack, e.path)
        if lay.locales is not None and rep.locale not in lay.locales:
            rep.not_expected[lay.label] = rep.not_expected.get(lay.label, 0) + 1
            continue
        row = rep.layers.setdefault(lay.label, [0, 0])
        row[1] += 1
        rep.expected += 1
        mine = cat.entries.get(mid)
        if mine is not None:
            row[0] += 1
            rep.translated += 1
            src = layer_of(stack, mine.path).label
            rep.provenance[src] = rep.provenance.get(src, 0) + 1
            continue
        where, hint = _missing_hint(lay, ruleset_folder, rep.locale)
        rep.diagnostics.append(_diag(None, where, sev_missing, "L002",
                                     f"missing {lay.label} message '{mid}' (English: {e.path}:{e.line})", hint))


def check_locale(content: Content, layers: list[Path], locale: str, english: Catalog, required: bool,
                 needed: dict[str, str]) -> LocaleReport:
    """Every check of one locale against English."""
    cat = english if locale == SOURCE else Catalog(layers, locale, english)
    rep = LocaleReport(locale, required, len(cat.entries))
    stack = layer_stack(content, layers)
    diags = rep.diagnostics
    sev_missing = "error" if required else "warning"
    for pf in cat.files:
        for j in pf.junk:
            diags.append(Diagnostic(j.path, j.line, j.col, "error", "L001", f"Fluent syntax error: {j.message}",
                                    "fix the entry; the parser skipped it"))
    if locale == SOURCE:
        for mid, default in sorted(needed.items()):
            if not cat.has(mid):
                diags.append(_diag(None, _folder(layers, locale), sev_missing, "L002",
                                   f"missing message '{mid}' (shown as “{default}”)",
                                   "`rulesdsl catalogs PATH --locale en` adds it to the English skeleton"))
        rep.expected += sum(1 for mid in needed if not cat.has(mid))  # English lacks these names
    _coverage(rep, cat, english, stack, required)
    if locale != SOURCE:
        for mid, e in sorted(cat.entries.items()):
            if mid not in english.entries and not _own_text_message(content, mid):
                diags.append(_diag(e, "", "warning", "L003", f"obsolete message '{mid}': English has no such message",
                                   "remove it, or add it to the English catalog"))
                continue
            allowed = _bases(english, mid) | (NAME_VARIABLES if is_name_message(mid) else set())
            mine = _bases(cat, mid)
            for v in sorted(mine - allowed):
                diags.append(_diag(e, "", "error", "L004", f"'{mid}' uses ${v}, which the English message does not get",
                                   f"English uses: {', '.join(sorted(_bases(english, mid))) or 'no variables'}"))
            for v in sorted(_bases(english, mid) - mine - NAME_VARIABLES):
                diags.append(_diag(e, "", "warning", "L004", f"'{mid}' leaves out ${v}, which English shows"))
    for mid, e in sorted(cat.entries.items()):
        errs = render_errors(cat, mid)
        if errs:
            diags.append(_diag(e, "", "error", "L005", f"'{mid}' fails to render: {errs[0]}"))
    fell = runtime_fallbacks(content, cat, diags, {lay.label for lay in stack
                                                    if lay.locales is not None and locale not in lay.locales})
    rep.fallbacks = fell
    rep.counts = {code: sum(1 for d in diags if d.code == code) for code in
                  ("L001", "L002", "L003", "L004", "L005", "L007")}
    diags.sort(key=sort_key)
    return rep


def runtime_fallbacks(content: Content, cat: Catalog, diags: list[Diagnostic],
                      excused: set[str] | None = None) -> int:
    """Render every card and every declared name in the locale; count what fell back to English.

    Fallbacks to messages of a pack that does not declare this locale (`excused` layers) are not counted.
    """
    from rulesdsl.compiler.build import Compiler
    from rulesdsl.text.cards import effect_lines
    from rulesdsl.text.render import RuleText

    comp = Compiler(content)
    comp.tables()
    rt = RuleText(content, comp.constants, cat)
    cat.fallbacks.clear()
    cat.missing.clear()
    for mid in required_names(content):
        if is_name_message(mid) and not mid.startswith("section-"):
            cat.name(mid, mid)
    for it in content.entities.values():
        for text in (it.data.get("effects") or {}).values():
            effect_lines(rt, str(text))
    fell = dict(cat.fallbacks)
    if cat.locale != SOURCE:
        fell.update(cat.missing)
    if excused and cat.english is not None:
        stack = layer_stack(content, cat.layers)
        for mid in list(fell):
            e = cat.english.entries.get(mid)
            if e is not None and layer_of(stack, e.path).label in excused:
                del fell[mid]
    total = sum(fell.values())
    if total:
        ids = sorted(fell)
        shown = ", ".join(ids[:8]) + (f" and {len(ids) - 8} more" if len(ids) > 8 else "")
        diags.append(Diagnostic(_folder(rt.cat.layers, cat.locale), 1, 1, "warning", "L007",
                                f"{total} English fallback(s) while rendering the cards: {shown}"))
    return total


def check_i18n(root: Path, packs: list[Path] | None = None,
               extra_required: list[str] | None = None) -> tuple[list[LocaleReport], list[Diagnostic]]:
    """Check every locale of a ruleset (with packs); also the content diagnostics if it does not load."""
    res = check_ruleset(root, packs)
    if res.errors:
        return [], res.errors
    content = res.content
    layers = engine_layers(catalog_layers(content))
    declared = [str(x) for x in content.ruleset.get("locales") or []]
    required = {SOURCE, *declared, *(extra_required or [])}
    found = available_locales(layers)
    own = available_locales(catalog_layers(content))
    english = Catalog(layers, SOURCE)
    needed = required_names(content)
    reports: list[LocaleReport] = []
    problems: list[Diagnostic] = []
    origin = content.ruleset_origin
    for loc in sorted(required):
        if loc not in own and loc != SOURCE:
            path = origin.file.path if origin is not None else str(root / "ruleset.yaml")
            line, col = origin.pos("locales") if origin is not None else (1, 1)
            problems.append(Diagnostic(path, line, col, "error", "L006",
                                       f"locale '{loc}' is required but has no catalog folder",
                                       f"create it: rulesdsl catalogs {root} --locale {loc}"))
    for loc in sorted(set(found) | required):
        reports.append(check_locale(content, layers, loc, english, loc in required, needed))
    return reports, problems


def summary_line(r: LocaleReport) -> str:
    """One line per locale for the text report: percentage first, then the verdict and the counts."""
    c = r.counts
    req = "required" if r.required else "optional"
    return (f"{r.locale:<6} {r.percent:5.1f} %  {r.verdict:<10}  {req:<8}  {r.translated}/{r.expected} messages  "
            f"{c.get('L002', 0)} missing  {c.get('L003', 0)} obsolete  {c.get('L004', 0)} argument mismatches  "
            f"{c.get('L001', 0)} syntax errors  {c.get('L005', 0)} render failures  {r.fallbacks} fallbacks")


def detail_lines(r: LocaleReport) -> list[str]:
    """Per-layer coverage and provenance of one locale (shown under the summary)."""
    out = [f"{r.locale}: {r.percent:.1f} % ({r.translated} of {r.expected} messages), {r.verdict}"]
    for label, (have, total) in r.layers.items():
        pct = 100.0 if total == 0 else int(1000 * have / total) / 10
        out.append(f"  {label:<14} {have:>5}/{total:<5} {pct:5.1f} %")
    if r.provenance:
        came = ", ".join(f"{n} from the {label} catalog" for label, n in r.provenance.items())
        out.append(f"  translations came from: {came}")
    for label, n in r.not_expected.items():
        out.append(f"  {label}: {n} messages not expected (the pack's `locales:` does not list {r.locale})")
    return out
