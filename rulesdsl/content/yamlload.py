"""Strict YAML loading with source positions for every node (content files of a ruleset).

The file is parsed to libyaml events (iterative, never recursive) and composed here, so that:
duplicate keys, deep nesting, alias bombs, odd tags and non-UTF-8 bytes become diagnostics,
never exceptions. The size, depth and alias limits are this module's own and give the same code
and position whatever limits the installed libyaml has (see `_compose_checked`). Scalars resolve
by a small strict schema:

- plain `true` / `false` are booleans (`yes`, `no`, `on`, `off`, `True`, ... stay strings);
- plain `null`, `~` or an empty value are None;
- plain integers are decimal without leading zeros (`12`, `-3`, `0`); `012`, `0x1f`, `1_000` and
  every float-looking text (`1.5`, `1e3`, `.inf`) stay strings; there are no timestamps;
- quoted and block scalars are always strings; mapping keys are always strings (as written).

Positions are 1-based (line, col). `LoadedFile.positions[ptr]` is where the value at pointer `ptr`
starts (a pointer is the tuple of mapping keys / list indices from the root; `()` is the root);
`LoadedFile.key_positions[ptr]` is where the key of the mapping entry `ptr` is written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from rulesdsl.diagnostics import Diagnostic, register_codes

# The line breaks YAML itself counts (libyaml and the pure-Python reader alike): positions from the parser
# are in these lines, so the text is split the same way before a position is shown.
_LINE_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")


def split_lines(text: str) -> list[str]:
    """The lines of a text as YAML numbers them (NEL, LS and PS are line breaks too)."""
    return _LINE_BREAK.split(text)

MAX_BYTES = 4 * 1024 * 1024  # larger files are refused unread
MAX_DEPTH = 100  # nesting of mappings/sequences, aliases included
MAX_ALIAS_NODES = 100_000  # nodes produced by expanding aliases, in the whole file

_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_STR_TAGS = frozenset({"!", "tag:yaml.org,2002:str"})
_CONSTANTS: dict[str, bool | None] = {"": None, "~": None, "null": None, "true": True, "false": False}
_SYNTAX_HINTS = {
    "cannot start any token": "quote values that start with a special character such as @, `, % or |",
    "mapping values are not allowed": "a value containing ': ' must be quoted",
    "expected ','": "a flow list or mapping ([...] or {...}) is not closed",
    "end of stream while scanning a quoted": "a quoted string is not closed",
}
_TAB_HINT = "YAML indentation must use spaces; replace the tab characters with spaces"

Pointer = tuple[str | int, ...]

CODES: dict[str, tuple[str, str]] = {
    "Y001": ("YAML syntax error", "The file is not valid YAML; the parser stopped at this position."),
    "Y002": ("duplicate key", "A mapping repeats a key; YAML would silently keep only one value."),
    "Y003": ("tab indentation", "YAML forbids tab characters in indentation; use spaces."),
    "Y004": ("not UTF-8", "Content files must be UTF-8 encoded text."),
    "Y005": ("file too large", f"Content files are limited to {MAX_BYTES} bytes."),
    "Y006": ("nesting too deep", f"Mappings and lists may nest at most {MAX_DEPTH} levels deep."),
    "Y007": ("alias expansion too large", f"Aliases may expand to at most {MAX_ALIAS_NODES} nodes."),
    "Y008": ("top level not a mapping", "A content file is a mapping with a `file:` key naming its kind."),
    "Y009": ("unsupported tag", "Explicit YAML tags other than `!!str` are not supported."),
    "Y010": ("cannot read file", "The file could not be opened or read."),
    "Y011": ("more than one document", "A content file holds exactly one YAML document (no second `---`)."),
    "Y012": ("bad alias", "An alias (`*name`) names no earlier anchor, or refers to its own enclosing node."),
    "Y013": ("non-scalar key", "Mapping keys must be plain strings, not lists or mappings."),
    "Y014": ("merge key not supported", "The YAML merge key `<<` is not supported; write the keys out."),
}
register_codes(CODES)


@dataclass(frozen=True)
class ScalarInfo:
    """Where a string scalar's text is written: style '' plain, '|' / '>' block, '"' / "'" quoted.

    For plain and quoted scalars (line, col) is the first character (the opening quote for quoted
    ones) and `indent` the indentation of that line. For block scalars (line, col) is the first
    content line and its column, `indent` the content indentation. `end_line` is the last line.
    """

    line: int
    col: int
    style: str
    indent: int
    end_line: int = 0


@dataclass
class LoadedFile:
    """A parsed content file: plain data plus the source position of every node."""

    path: str  # the display path used in diagnostics
    data: Any
    positions: dict[Pointer, tuple[int, int]]
    scalars: dict[Pointer, ScalarInfo]
    text: str
    key_positions: dict[Pointer, tuple[int, int]] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        """Split the text into lines once, for position mapping."""
        if not self.lines:
            self.lines = split_lines(self.text)


class _Fail(Exception):
    """Internal: a problem found while composing or constructing."""

    def __init__(self, code: str, line: int, col: int, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.code, self.line, self.col, self.message, self.hint = code, line, col, message, hint

    def diag(self, path: str, lines: list[str]) -> Diagnostic:
        """This problem as a diagnostic."""
        return _diag(path, lines, self.code, self.line, self.col, self.message, self.hint)


class _Node:
    """Internal: one composed node (scalar, seq, map or alias) with its 1-based start position."""

    __slots__ = ("kind", "line", "col", "end_line", "value", "style", "tag", "items", "target")

    def __init__(self, kind: str, mark: Any, end_mark: Any = None) -> None:
        self.kind = kind
        self.line, self.col = mark.line + 1, mark.column + 1
        self.end_line = end_mark.line + 1 if end_mark is not None else self.line
        self.value = ""
        self.style = ""
        self.tag: str | None = None
        self.items: list[_Node] = []  # seq: elements; map: key, value, key, value, ...
        self.target: _Node | None = None


def _diag(path: str, lines: list[str], code: str, line: int, col: int, message: str, hint: str) -> Diagnostic:
    """Build an error diagnostic carrying its source line for display."""
    src = lines[line - 1] if 0 < line <= len(lines) else ""
    return Diagnostic(path, line, col, "error", code, message, hint, source_line=src[:400])


def _library_limit(err: yaml.YAMLError) -> bool:
    """True when libyaml stopped at a limit of its own (PyYAML 6.0.4: "exceeded maximum nesting depth")."""
    said = f"{getattr(err, 'problem', '') or ''} {getattr(err, 'context', '') or ''}".lower()
    return "maximum" in said or "exceeded" in said


def _compose_checked(text: str) -> _Node | None:
    """Compose `text` so that the project's own limits, not the YAML library's, decide the result.

    libyaml reads ahead of the events it hands out and, in PyYAML 6.0.4's build, stops at a nesting
    depth of its own (1,000 levels), so its error may lie past a problem this module finds first
    (more than 100 levels, Y006). When libyaml stops at such a limit of its own, the document is
    composed again with the pure-Python parser (no private limits, the same in every PyYAML 6.0.x):
    a problem of ours found on the way wins; otherwise the library's error is reported. Ordinary
    syntax errors are the same in every libyaml and are reported at once (a re-parse of a 4 MB file
    in pure Python would take a minute).
    """
    try:
        return _compose(text, _LOADER)
    except yaml.YAMLError as err:
        if _LOADER is yaml.SafeLoader or not _library_limit(err):
            raise
        try:
            return _compose(text, yaml.SafeLoader)
        except yaml.YAMLError:
            raise err from None


def _compose(text: str, loader_class: Any) -> _Node | None:
    """Compose the single document of `text` from parser events, with bounded depth."""
    loader = loader_class(text)
    root: _Node | None = None
    stack: list[_Node] = []
    anchors: dict[str, _Node] = {}
    open_anchors: dict[int, str] = {}
    docs = 0
    try:
        while loader.check_event():
            ev = loader.get_event()
            if isinstance(ev, yaml.DocumentStartEvent):
                docs += 1
                if docs > 1:
                    m: Any = ev.start_mark
                    raise _Fail("Y011", m.line + 1, m.column + 1, "a second YAML document starts here",
                                "a content file holds one document; split it into two files")
                continue
            if not isinstance(ev, (yaml.NodeEvent, yaml.CollectionEndEvent)):
                continue
            if isinstance(ev, yaml.CollectionEndEvent):
                done = stack.pop()
                name = open_anchors.pop(id(done), None)
                if name is not None:
                    anchors[name] = done
                continue
            node = _event_node(ev, anchors, open_anchors)
            if stack:
                stack[-1].items.append(node)
            else:
                root = node
            if node.kind in ("seq", "map"):
                stack.append(node)
                if len(stack) > MAX_DEPTH:
                    raise _Fail("Y006", node.line, node.col, f"nesting deeper than {MAX_DEPTH} levels",
                                "flatten the structure")
                if ev.anchor is not None:
                    open_anchors[id(node)] = ev.anchor
            elif ev.anchor is not None:
                anchors[ev.anchor] = node
    finally:
        loader.dispose()
    return root


def _event_node(ev: Any, anchors: dict[str, _Node], open_anchors: dict[int, str]) -> _Node:
    """Make the node for one scalar, alias or collection-start event."""
    if isinstance(ev, yaml.AliasEvent):
        node = _Node("alias", ev.start_mark)
        name = ev.anchor or ""
        node.target = anchors.get(name)
        if node.target is None:
            if name in open_anchors.values():
                raise _Fail("Y012", node.line, node.col, f"alias '*{name}' refers to its own enclosing node",
                            "a node cannot contain itself")
            raise _Fail("Y012", node.line, node.col, f"undefined alias '*{name}'",
                        f"define the anchor '&{name}' before using it")
        return node
    kind = "scalar" if isinstance(ev, yaml.ScalarEvent) else "map"
    kind = "seq" if isinstance(ev, yaml.SequenceStartEvent) else kind
    node = _Node(kind, ev.start_mark, ev.end_mark)
    node.tag = ev.tag
    if kind == "scalar":
        node.value, node.style = ev.value, ev.style or ""
        ok = node.tag is None or node.tag in _STR_TAGS
    else:
        ok = node.tag is None or node.tag == "!" or node.tag == f"tag:yaml.org,2002:{kind}"
    if not ok:
        raise _Fail("Y009", node.line, node.col, f"unsupported tag '{node.tag}'",
                    "remove the tag; quote the value if it must stay a string")
    return node


def _resolve_plain(text: str) -> Any:
    """Resolve an untagged plain scalar by the strict schema described in the module docstring."""
    if text in _CONSTANTS:
        return _CONSTANTS[text]
    digits = text[1:] if text.startswith("-") else text
    if digits.isascii() and digits.isdigit() and len(digits) <= 18 and (digits == "0" or digits[0] != "0"):
        return int(text)
    return text


class _Builder:
    """Turns composed nodes into plain data, recording positions and bounding alias expansion."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.positions: dict[Pointer, tuple[int, int]] = {}
        self.key_positions: dict[Pointer, tuple[int, int]] = {}
        self.scalars: dict[Pointer, ScalarInfo] = {}
        self.duplicates: list[_Fail] = []
        self.expanded = 0
        self.indents: dict[int, int] = {}  # line number -> leading spaces (computed once: long lines stay linear)

    def indent_of(self, line: int) -> int:
        """The leading spaces of a source line (0 past the end)."""
        got = self.indents.get(line)
        if got is None:
            src = self.lines[line - 1] if line <= len(self.lines) else ""
            got = self.indents[line] = len(src) - len(src.lstrip(" "))
        return got

    def build(self, node: _Node, ptr: Pointer, depth: int, via: _Node | None) -> Any:
        """Construct the value of `node` at pointer `ptr`; `via` is the alias being expanded, if any."""
        if node.kind == "alias":
            assert node.target is not None
            value = self.build(node.target, ptr, depth, via or node)
            self.positions[ptr] = (node.line, node.col)
            return value
        if via is not None:
            self.expanded += 1
            if self.expanded > MAX_ALIAS_NODES:
                raise _Fail("Y007", via.line, via.col, "alias expansion too large",
                            f"aliases may expand to at most {MAX_ALIAS_NODES} nodes in one file")
        self.positions[ptr] = (node.line, node.col)
        if node.kind == "scalar":
            value = _resolve_plain(node.value) if node.style == "" and node.tag is None else node.value
            if isinstance(value, str):
                self.scalars[ptr] = self._scalar_info(node)
            return value
        if depth >= MAX_DEPTH:
            raise _Fail("Y006", node.line, node.col, f"nesting deeper than {MAX_DEPTH} levels",
                        "an alias used here nests too deep; flatten the structure")
        if node.kind == "seq":
            return [self.build(item, (*ptr, i), depth + 1, via) for i, item in enumerate(node.items)]
        result: dict[str, Any] = {}
        first_line: dict[str, int] = {}
        for i in range(0, len(node.items) - 1, 2):
            key_node, value_node = node.items[i], node.items[i + 1]
            key_src = key_node.target if key_node.kind == "alias" and key_node.target else key_node
            if key_src.kind != "scalar":
                raise _Fail("Y013", key_node.line, key_node.col, "a mapping key must be a plain string",
                            "lists and mappings cannot be keys")
            key = key_src.value
            if key == "<<" and key_src.style == "":
                raise _Fail("Y014", key_node.line, key_node.col, "merge key '<<' is not supported",
                            "write the keys out instead of merging an anchored mapping")
            if key in result:
                self.duplicates.append(_Fail("Y002", key_node.line, key_node.col, f"duplicate key '{key}'",
                                             f"'{key}' is first defined at line {first_line[key]}"))
                continue
            first_line[key] = key_node.line
            self.key_positions[(*ptr, key)] = (key_node.line, key_node.col)
            result[key] = self.build(value_node, (*ptr, key), depth + 1, via)
        return result

    def _scalar_info(self, node: _Node) -> ScalarInfo:
        """Where the text of a string scalar is written (content start for block scalars)."""
        if node.style not in ("|", ">"):
            return ScalarInfo(node.line, node.col, node.style, self.indent_of(node.line), node.end_line)
        start, indent = node.line + 1, 0
        value_first = next((v for v in node.value.split("\n") if v.strip()), "")
        for ln in range(start, min(node.end_line, len(self.lines)) + 1):
            src = self.lines[ln - 1]
            if src.strip():
                src_lead = len(src) - len(src.lstrip(" "))
                indent = max(src_lead - (len(value_first) - len(value_first.lstrip(" "))), 0)
                break
        return ScalarInfo(start, indent + 1, node.style, indent, max(node.end_line, start))


def load_yaml_text(text: str, display: str = "<string>",
                   list_ok: bool = False) -> tuple[LoadedFile | None, list[Diagnostic]]:
    """Parse YAML text strictly; returns (file, []) or (None, diagnostics). Never raises for bad input.
    `list_ok`: the top level may also be a list (scenario files)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = split_lines(text)
    try:
        root = _compose_checked(text)
        if root is None or (root.kind == "scalar" and root.value == "" and root.style == ""):
            raise _Fail("Y008", 1, 1, "the file is empty", "a content file starts with `file: <kind>`")
        top = root.target if root.kind == "alias" and root.target else root
        if top.kind != "map" and not (list_ok and top.kind == "seq"):
            what = {"seq": "a list", "scalar": "a single value"}.get(top.kind, top.kind)
            raise _Fail("Y008", root.line, root.col, f"the top level is {what}, not a mapping",
                        "a content file is a mapping that starts with `file: <kind>`")
        builder = _Builder(lines)
        data = builder.build(root, (), 0, None)
    except _Fail as fail:
        return None, [fail.diag(display, lines)]
    except yaml.YAMLError as err:
        return None, [_yaml_error(display, text, lines, err)]
    except RecursionError:
        return None, [_diag(display, lines, "Y006", 1, 1, "nesting too deep to parse", "flatten it")]
    if builder.duplicates:
        return None, [f.diag(display, lines) for f in builder.duplicates]
    lf = LoadedFile(display, data, builder.positions, builder.scalars, text, builder.key_positions, lines)
    return lf, []


def _yaml_error(display: str, text: str, lines: list[str], err: yaml.YAMLError) -> Diagnostic:
    """Map a PyYAML/libyaml error to a diagnostic at its mark (tabs get their own code)."""
    if isinstance(err, yaml.reader.ReaderError):
        pos = err.position
        if _LOADER is not yaml.SafeLoader:  # libyaml reports a byte offset
            pos = len(text.encode("utf-8")[:pos].decode("utf-8", errors="ignore"))
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        char = f"U+{ord(text[pos]):04X}" if pos < len(text) else "character"
        return _diag(display, lines, "Y001", line, col, f"control character {char} is not allowed",
                     "remove the control character (only printable text, tabs and newlines are allowed)")
    mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
    line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
    problem = str(getattr(err, "problem", None) or err).strip()
    context = str(getattr(err, "context", None) or "").strip()
    full = f"{problem} {context}"
    src = lines[line - 1] if 0 < line <= len(lines) else ""
    lead = src[: len(src) - len(src.lstrip(" \t"))]
    if "tab character" in problem or "\t" in lead or src[col - 1 : col] == "\t":
        tab = lead.find("\t")
        return _diag(display, lines, "Y003", line, tab + 1 if tab >= 0 else col,
                     "tab character used for indentation", _TAB_HINT)
    message = f"YAML syntax error: {problem}" + (f" ({context})" if context else "")
    hint = next((h for key, h in _SYNTAX_HINTS.items() if key in full), "check the indentation and quoting here")
    start = getattr(err, "context_mark", None)
    if start is not None and (start.line + 1, start.column + 1) != (line, col):
        hint += f" (it starts at line {start.line + 1}, column {start.column + 1})"
    return _diag(display, lines, "Y001", line, col, message, hint)


def load_yaml_file(path: Path, display: str | None = None,
                   list_ok: bool = False) -> tuple[LoadedFile | None, list[Diagnostic]]:
    """Read and parse one content file strictly (size-bounded, UTF-8). Never raises for bad input."""
    shown = display if display is not None else str(path)
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as err:
        return None, [_diag(shown, [], "Y010", 1, 1, f"cannot read file: {err.strerror or err}", "")]
    if len(raw) > MAX_BYTES:
        return None, [_diag(shown, [], "Y005", 1, 1, f"file is larger than {MAX_BYTES} bytes",
                            "split the content into several files")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        line_start = raw.rfind(b"\n", 0, err.start) + 1
        col = len(raw[line_start : err.start].decode("utf-8", errors="replace")) + 1
        line_end = raw.find(b"\n", err.start)
        src = raw[line_start : line_end if line_end >= 0 else len(raw)].decode("utf-8", errors="replace")
        message = f"the file is not valid UTF-8 (byte 0x{raw[err.start : err.start + 1].hex()})"
        return None, [Diagnostic(shown, line, col, "error", "Y004", message, "save the file as UTF-8",
                                 source_line=src[:400])]
    return load_yaml_text(text, shown, list_ok)


def position(lf: LoadedFile, pointer: Pointer) -> tuple[int, int]:
    """The position of the value at `pointer`, else of its nearest recorded ancestor, else (1, 1)."""
    ptr = tuple(pointer)
    while True:
        if ptr in lf.positions:
            return lf.positions[ptr]
        if not ptr:
            return (1, 1)
        ptr = ptr[:-1]


def _lookup(data: Any, pointer: Pointer) -> Any:
    """The value at `pointer` inside `data`, or None when absent."""
    for part in pointer:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def map_offset(lf: LoadedFile, pointer: Pointer, rel_line: int, rel_col: int) -> tuple[int, int]:
    """Map a 1-based (line, col) inside the string at `pointer` to the file's (line, col).

    Exact for single-line plain and quoted scalars and for literal `|` blocks; best effort for
    folded `>` blocks and multi-line plain / quoted scalars.
    """
    info = lf.scalars.get(tuple(pointer))
    if info is None:
        return position(lf, pointer)
    rel_line, rel_col = max(rel_line, 1), max(rel_col, 1)
    if info.style == "|":
        return (info.line + rel_line - 1, info.indent + rel_col)
    single = info.end_line <= info.line
    if single and info.style == "":
        return (info.line, info.col + rel_col - 1)
    if single:
        return (info.line, _quoted_col(_line(lf, info.line), info.col - 1, info.style, rel_col))
    value = _lookup(lf.data, pointer)
    if not isinstance(value, str):
        return (info.line, info.col)
    return _folded_position(lf, info, value, rel_line, rel_col)


def _line(lf: LoadedFile, line: int) -> str:
    """One source line (1-based), or '' past the end."""
    return lf.lines[line - 1] if 0 < line <= len(lf.lines) else ""


def _quoted_col(src: str, quote: int, style: str, rel_col: int) -> int:
    """The 1-based file column of value character `rel_col` of a quoted scalar opening at index `quote`."""
    i, k = quote + 1, 1
    while k < rel_col and i < len(src):
        if style == "'" and src.startswith("''", i):
            i += 2
        elif style == '"' and src[i] == "\\":
            i += 2 + {"x": 2, "u": 4, "U": 8}.get(src[i + 1 : i + 2], 0)
        else:
            i += 1
        k += 1
    return i + 1 + (rel_col - k)


def _folded_position(
    lf: LoadedFile, info: ScalarInfo, value: str, rel_line: int, rel_col: int
) -> tuple[int, int]:
    """Best-effort mapping through line folding (folded blocks, multi-line plain/quoted scalars)."""
    vlines = value.split("\n")
    offset = sum(len(x) + 1 for x in vlines[: rel_line - 1]) + rel_col - 1
    pos, prev_blank = 0, False
    for ln in range(info.line, info.end_line + 1):
        src = _line(lf, ln)
        if info.style == ">":
            start = min(info.indent, len(src))
        elif ln == info.line:
            start = info.col - 1 + (1 if info.style in ("'", '"') else 0)
        else:
            start = len(src) - len(src.lstrip(" \t"))
        seg = src[start:]
        if not seg.strip():
            pos += 1 if prev_blank else 0
            prev_blank = True
            continue
        if offset <= pos + len(seg.rstrip()):
            return (ln, start + 1 + offset - pos)
        pos += len(seg.rstrip()) + 1
        prev_blank = False
    return (info.line, info.col)
