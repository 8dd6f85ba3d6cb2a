"""How fast the language server answers a keystroke, and whether a long editing session grows memory.

    python tools/lsp_bench.py [PATH] [--keys N] [--no-trim]
    python tools/lsp_bench.py [PATH] --protocol N

Runs the server's own per-keystroke work (`Workspace.check`: the check pipeline over the open
document's unsaved text, then the index) while "typing" into an effect of a macros file: every
keystroke is a distinct text, most of them failing to parse (half-typed verbs), like a real session.
Prints per-keystroke times (median, 95th percentile, max) and the resident memory of the process
after the warm-up and at the end. `--no-trim` skips the server's trimming of the parse cache (as a
one-shot `check` does), to show what the bounded parse cache saves. The disk cache is off, as in the server.
`--protocol N` instead times N keystrokes end to end through a real server over stdio (change sent ->
its diagnostics received, the server's debounce included).
`--big-file KB` instead edits a generated KB-kilobyte declarations file, added to a copy of the ruleset,
`--keys` times (each edit a distinct text), and prints the resident memory before and after: the memo
is bounded in bytes, so a long day of editing one large file stays flat (target: at most +200 MB over 400
edits of a 150 KB file).

    python tools/lsp_bench.py --big-file 150 --keys 400
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["RULESDSL_CACHE"] = "off"

from rulesdsl.lsp import workspace as W  # noqa: E402
from rulesdsl.lsp.workspace import Workspace, project_for  # noqa: E402


def _edits(text: str, needle: str, keys: int) -> list[str]:
    """`keys` versions of `text`, typing `gain(wood, N)` letter by letter after `needle`, again and again."""
    at = text.index(needle) + len(needle)
    out = []
    n = 0
    while len(out) < keys:
        word = f" gain(wood, {n})"
        for i in range(1, len(word) + 1):
            out.append(text[:at] + word[:i] + text[at:])
        n += 1
    return out[:keys]


def _rss() -> int:
    """Resident memory of this process in bytes (Linux /proc), 0 where unknown."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        return 0
    return 0


async def _protocol(target: Path, edits: list[str]) -> list[float]:
    """Seconds from each didChange sent to the server until its publishDiagnostics for the file arrives
    (a real `rulesdsl lsp` over stdio; includes the server's debounce)."""
    import asyncio

    from lsprotocol import types as T
    from pygls.lsp.client import LanguageClient

    client = LanguageClient("lsp-bench", "1")
    arrived = asyncio.Queue[float]()
    uri = target.resolve().as_uri()

    @client.feature(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def _on(params: T.PublishDiagnosticsParams) -> None:
        if params.uri == uri:
            arrived.put_nowait(time.perf_counter())

    await client.start_io(sys.executable, "-m", "rulesdsl", "lsp")
    await client.initialize_async(T.InitializeParams(capabilities=T.ClientCapabilities()))
    client.initialized(T.InitializedParams())
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "yaml", 1, edits[0])))
    await asyncio.wait_for(arrived.get(), 120)
    out = []
    for v, text in enumerate(edits[1:], start=2):
        sent = time.perf_counter()
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(version=v, uri=uri), [T.TextDocumentContentChangeWholeDocument(text)]))
        out.append(await asyncio.wait_for(arrived.get(), 120) - sent)
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return out


def _big_file(path: str, kb: int, keys: int) -> None:
    """Edit a generated `kb`-kilobyte file `keys` times in a copy of the ruleset; print memory growth."""
    import shutil
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / Path(path).name
        shutil.copytree(path, root)
        rows, i = [], 0
        while sum(len(r) for r in rows) < kb * 1000:
            rows.append(f"  bench_group_{i}: [{', '.join(f'bench_value_{i}_{k}' for k in range(8))}]\n")
            i += 1
        body = "file: declarations\ngroups:\n" + "".join(rows)
        big = root / "bench_big.yaml"
        big.write_text(body, encoding="utf-8")
        ws = Workspace()
        key = project_for(big)
        assert key is not None
        ws.open(big, body)
        ws.check(key)
        for n in range(10):  # warm-up
            ws.open(big, body + f"# warm-up {n}\n")
            ws.check(key)
        gc.collect()
        base = _rss()
        t0 = time.perf_counter()
        peak = base
        for n in range(keys):
            at = (n * 7919) % len(rows)  # a distinct text each time: one group gains a value
            text = body.replace(rows[at], rows[at].replace("]", f", bench_edit_{n}]"), 1)
            ws.open(big, text)
            ws.check(key)
            if n % 50 == 49:
                peak = max(peak, _rss())
        gc.collect()
        end = _rss()
        print(f"ruleset: {path}, edited file: {len(body.encode()) / 1000:.0f} KB, {keys} edits in "
              f"{time.perf_counter() - t0:.0f} s")
        print(f"resident memory after warm-up -> end: {base / 1e6:.1f} MB -> {end / 1e6:.1f} MB "
              f"(+{(end - base) / 1e6:.1f} MB; highest sampled {peak / 1e6:.1f} MB)")


def main() -> None:
    """Measure and print."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("path", nargs="?", default=str(ROOT / "rules" / "bitoku"))
    ap.add_argument("--keys", type=int, default=400)
    ap.add_argument("--no-trim", action="store_true")
    ap.add_argument("--protocol", type=int, default=0, metavar="N",
                    help="instead: N keystrokes through a real server over stdio, timed until their diagnostics arrive")
    ap.add_argument("--big-file", type=int, default=0, metavar="KB",
                    help="instead: edit a generated file of KB kilobytes --keys times and report memory growth")
    args = ap.parse_args()
    if args.big_file:
        _big_file(args.path, args.big_file, args.keys)
        return
    if args.no_trim:
        W.trim_parse_cache = lambda max_entries, max_failed: None  # type: ignore[assignment]
    target = Path(args.path) / "macros" / "economy.yaml"
    text = target.read_text(encoding="utf-8")
    if args.protocol:
        import asyncio
        got = sorted(t * 1000 for t in asyncio.run(_protocol(target, [text, *_edits(text, "choose { gain(wood, 1)",
                                                                                       args.protocol)])))
        print(f"through the protocol: {len(got)} keystrokes, change sent -> diagnostics received: median "
              f"{statistics.median(got):.0f} ms, p95 {got[int(len(got) * 0.95) - 1]:.0f} ms, max {got[-1]:.0f} ms "
              "(includes the server's 80 ms debounce)")
        return
    ws = Workspace()
    key = project_for(target)
    assert key is not None
    t0 = time.perf_counter()
    ws.open(target, text)
    first = ws.check(key)
    cold = time.perf_counter() - t0
    edits = _edits(text, "choose { gain(wood, 1)", args.keys)
    for e in edits[:20]:  # warm-up
        ws.open(target, e)
        ws.check(key)
    gc.collect()
    base = _rss()
    times, index_times, errors = [], [], 0
    for e in edits[20:]:
        ws.open(target, e)
        t = time.perf_counter()
        got = ws.check(key)
        times.append(time.perf_counter() - t)
        errors += bool(got.result.errors)
        t = time.perf_counter()
        _ = got.index  # what the first hover/completion after the keystroke adds
        index_times.append(time.perf_counter() - t)
    gc.collect()
    end = _rss()
    times.sort()
    ms = [t * 1000 for t in times]
    print(f"ruleset: {args.path} ({len(first.result.content.files)} files)")
    print(f"first check (cold, disk cache off): {cold * 1000:.0f} ms")
    print(f"keystrokes: {len(times)} ({errors} with errors), parse cache "
          f"{'unbounded' if args.no_trim else f'bounded ({W.PARSE_CACHE_FAILED} failed texts)'}")
    print(f"per keystroke: median {statistics.median(ms):.0f} ms, p95 {ms[int(len(ms) * 0.95) - 1]:.0f} ms, "
          f"max {ms[-1]:.0f} ms (diagnostics published)")
    ix = sorted(t * 1000 for t in index_times)
    print(f"index for the first hover/completion after a keystroke: median {statistics.median(ix):.0f} ms, "
          f"max {ix[-1]:.0f} ms")
    print(f"resident memory after warm-up -> end: {base / 1e6:.1f} MB -> {end / 1e6:.1f} MB "
          f"(+{(end - base) / 1e6:.1f} MB over {len(times)} keystrokes)")


if __name__ == "__main__":
    main()
