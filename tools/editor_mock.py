"""Picture what a designer sees in an editor running `rulesdsl lsp`: an HTML mock of an editor built from
REAL server responses (publishDiagnostics and hover over the protocol), screenshotted with headless
Chromium. It is a rendering of real server responses, not a screenshot of VS Code.

    python tools/editor_mock.py --out docs/images [--tokens TOKENS.json] [--chromium /usr/bin/chromium]

The file shown is rules/bitoku/macros/economy.yaml with one unsaved typo (`pay(stonne, 1)`), sent to the
server as an open document. `--tokens` takes the syntax colours of that text from the real TextMate
engine (tools/textmate_tokens.mjs); without it the code is shown uncoloured. Writes lsp-diagnostic.png,
lsp-verb.png and lsp-id.png (plus the .html and the raw responses as .json).
"""

from __future__ import annotations

import argparse
import asyncio
import html
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from lsprotocol import types as T
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parent.parent
FILE = ROOT / "rules" / "bitoku" / "macros" / "economy.yaml"
TYPO = ("pay(stone, 1)", "pay(stonne, 1)")
FIRST, LAST = 12, 29  # 1-based lines of the file shown


async def _talk(text: str) -> dict[str, Any]:
    """Open the edited text in a real server; collect its diagnostics and two hovers."""
    client = LanguageClient("editor-mock", "1")
    published: dict[str, list[T.Diagnostic]] = {}
    seen = asyncio.Event()

    @client.feature(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def _on_diags(params: T.PublishDiagnosticsParams) -> None:
        published[params.uri] = list(params.diagnostics)
        if params.diagnostics:
            seen.set()

    await client.start_io(sys.executable, "-m", "rulesdsl", "lsp")
    await client.initialize_async(T.InitializeParams(capabilities=T.ClientCapabilities()))
    client.initialized(T.InitializedParams())
    uri = FILE.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "yaml", 1, text)))
    await asyncio.wait_for(seen.wait(), 60)
    diag = published[uri][0]
    at_typo = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), diag.range.start))
    line = text.split("\n").index(next(ln for ln in text.split("\n") if "pay(wood, 1)" in ln))
    col = text.split("\n")[line].index("pay(wood, 1)") + 1
    doc = T.TextDocumentIdentifier(uri)
    at_verb = await client.text_document_hover_async(T.HoverParams(doc, T.Position(line, col)))
    id_col = text.split("\n")[line].index("when wood") + 6
    at_id = await client.text_document_hover_async(T.HoverParams(doc, T.Position(line, id_col)))
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), diag.range, T.CodeActionContext([diag])))
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    conv = client.protocol._converter  # the lsprotocol converter: responses as plain JSON
    return {"diagnostic": conv.unstructure(diag), "hover_at_typo": conv.unstructure(at_typo),
            "hover_at_verb": conv.unstructure(at_verb), "verb_position": [line, col],
            "hover_at_id": conv.unstructure(at_id), "id_position": [line, id_col],
            "code_actions": conv.unstructure(actions)}


def _md(text: str) -> str:
    """The little Markdown the server's hovers use: fenced code, **bold**, *italic*, `code`, ---."""
    out: list[str] = []
    for block in re.split(r"\n\n---\n\n", text):
        parts = re.split(r"```[a-z]*\n(.*?)\n```", block, flags=re.S)
        chunk = []
        for i, p in enumerate(parts):
            if i % 2:
                chunk.append(f"<pre class='sig'>{html.escape(p)}</pre>")
                continue
            p = html.escape(p)
            p = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", p)
            p = re.sub(r"(?<![\w*])\*(.+?)\*(?![\w*])", r"<i>\1</i>", p)
            p = re.sub(r"`(.+?)`", r"<code>\1</code>", p)
            chunk += [f"<p>{x.replace(chr(10), '<br>')}</p>" for x in p.split("\n\n") if x.strip()]
        out.append("".join(chunk))
    return "<hr>".join(out)


def _line_html(n: int, text: str, tokens: list[Any] | None, squiggle: tuple[int, int] | None) -> str:
    """One code line: coloured tokens (or plain), with a squiggle over [a, b) code points."""
    spans: list[tuple[str, str]] = [(t[0], t[1]) for t in tokens] if tokens else [(text, "#d4d4d4")]
    out, pos = [], 0
    for chunk, color in spans:
        for i, ch in enumerate(chunk):
            cls = " class='sq'" if squiggle and squiggle[0] <= pos + i < squiggle[1] else ""
            out.append(f"<span style='color:{color}'{cls}>{html.escape(ch)}</span>")
        pos += len(chunk)
    return f"<div class='ln' id='l{n}'><span class='no'>{n}</span><span class='code'>{''.join(out)}</span></div>"


CSS = """
body{margin:0;background:#1e1e1e;font-family:'DejaVu Sans',sans-serif;color:#ccc}
.tabs{background:#252526;height:34px;display:flex}.tab{background:#1e1e1e;color:#fff;padding:8px 14px;font-size:13px;
border-top:2px solid #0078d4}.crumbs{font-size:12px;color:#999;padding:4px 14px;background:#1e1e1e}
.ed{font-family:'DejaVu Sans Mono',monospace;font-size:14px;line-height:20px;position:relative;padding-top:4px}
.ln{white-space:pre;height:20px}.no{display:inline-block;width:48px;text-align:right;color:#858585;padding-right:20px}
.sq{text-decoration:underline wavy #f14c4c;text-underline-offset:4px;text-decoration-skip-ink:none}
.hover{position:absolute;background:#252526;border:1px solid #454545;box-shadow:0 2px 8px #000;font-size:13px;
max-width:640px;color:#ccc;font-family:'DejaVu Sans',sans-serif;line-height:1.45}
.hover .sec{padding:6px 10px}.hover .sec+.sec{border-top:1px solid #454545}.hover p{margin:4px 0}
.hover code{font-family:'DejaVu Sans Mono',monospace;color:#d7ba7d}
.hover pre.sig{font-family:'DejaVu Sans Mono',monospace;color:#dcdcaa;margin:4px 0;white-space:pre-wrap}
.hover hr{border:0;border-top:1px solid #454545;margin:6px 0}
.err{color:#f14c4c}.src{color:#888}.fix{color:#3794ff;padding:4px 10px;border-top:1px solid #454545;font-size:12px}
.panel{border-top:1px solid #454545;background:#1e1e1e;font-size:13px;padding:6px 14px}
.panel .title{font-size:11px;letter-spacing:1px;color:#e7e7e7;border-bottom:1px solid #0078d4;display:inline-block;
margin-bottom:6px}.note{font-size:11px;color:#888;padding:4px 14px;background:#181818}
"""


def _page(lines: list[str], tokens: list[Any] | None, data: dict[str, Any], which: str) -> str:
    diag = data["diagnostic"]
    row = diag["range"]["start"]["line"]
    sq = (diag["range"]["start"]["character"], diag["range"]["end"]["character"])
    body = [_line_html(n, lines[n - 1], tokens[n - 1] if tokens else None, sq if n - 1 == row else None)
            for n in range(FIRST, LAST + 1)]
    if which == "diagnostic":
        hover = data["hover_at_typo"]["contents"]["value"]
        top, left = (row - FIRST + 2) * 20 + 8, 68 + sq[0] * 8.4
        msg = html.escape(diag["message"]).replace("\n", "<br>")
        fixes = " · ".join(html.escape(a["title"]) for a in data["code_actions"])
        box = (f"<div class='hover' style='top:{top}px;left:{left:.0f}px'><div class='sec'><span class='err'>"
               f"{msg}</span> <span class='src'>{diag['source']}({diag['code']})</span></div>"
               f"<div class='sec'>{_md(hover)}</div><div class='fix'>Quick Fix: {fixes}</div></div>")
    else:
        line, col = data[f"{which}_position"]
        hover = data[f"hover_at_{which}"]["contents"]["value"]
        top, left = (line - FIRST + 2) * 20 + 8, 68 + col * 8.4
        box = f"<div class='hover' style='top:{top}px;left:{left:.0f}px'><div class='sec'>{_md(hover)}</div></div>"
    panel = (f"<div class='panel'><span class='title'>PROBLEMS</span><br><span class='err'>&#8855;</span> "
             f"{html.escape(diag['message'].splitlines()[0])} <span class='src'>{diag['source']}({diag['code']}) "
             f"[Ln {row + 1}, Col {sq[0] + 1}]</span></div>")
    note = ("<div class='note'>Rendering of real <code>rulesdsl lsp</code> responses (publishDiagnostics, hover, "
            "codeAction) in an HTML mock of an editor — not a VS Code screenshot.</div>")
    return (f"<html><head><meta charset='utf-8'><style>{CSS}</style></head><body><div class='tabs'>"
            f"<div class='tab'>economy.yaml ●</div></div><div class='crumbs'>rules › bitoku › macros › economy.yaml"
            f"</div><div class='ed'>{''.join(body)}{box}</div>{panel}{note}</body></html>")


def main() -> None:
    """Talk to the server, render both pages, screenshot them."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    ap.add_argument("--tokens", default=None, help="syntax colours from tools/textmate_tokens.mjs (of the edited text)")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--write-text", default=None, help="write the edited text here (to colour it with --tokens)")
    args = ap.parse_args()
    text = FILE.read_text(encoding="utf-8").replace(*TYPO, 1)
    if args.write_text:
        Path(args.write_text).write_text(text, encoding="utf-8")
        return
    data = asyncio.run(_talk(text))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "lsp-responses.json").write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")
    tokens = json.loads(Path(args.tokens).read_text(encoding="utf-8")) if args.tokens else None
    for which in ("diagnostic", "verb", "id"):
        page = out / f"lsp-{which}.html"
        page.write_text(_page(text.split("\n"), tokens, data, which), encoding="utf-8")
        png = out / f"lsp-{which}.png"
        subprocess.run([args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--hide-scrollbars", f"--screenshot={png}", "--window-size=1100,520", page.as_uri()],
                       check=True, capture_output=True, timeout=120)
        print(f"wrote {png}")


if __name__ == "__main__":
    main()
