"""Designer mode reloads everything (issue 47, item 4): a card edited on disk while a table is open shows its new
text after the host reloads the rules, without a server restart; card texts are revalidated (ETag, no-cache),
the designer's details stay in the reloaded view, and the live stream tells the page that the rules changed."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import Any

from extras import need_module

need_module("starlette", "web")
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def _setup(tmp_path: Path) -> tuple[TestClient, Path, str]:
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    c = TestClient(create_app({"mini": folder}, tmp_path / "games"), base_url="http://127.0.0.1:8000")
    r = c.post("/new", json={"ruleset": "mini", "players": 2, "seed": 3, "seats": ["human", "random"]})
    assert r.status_code == 200, r.text
    return c, folder, str(r.json()["game"])


def _card(c: TestClient, **headers: str) -> Any:
    return c.get("/api/cards/mini?locale=en", headers=headers)


def test_an_edited_card_shows_its_new_text_after_the_reload(tmp_path: Path) -> None:
    c, folder, gid = _setup(tmp_path)
    first = _card(c)
    assert first.status_code == 200
    assert "no-cache" in first.headers["cache-control"] and "max-age" not in first.headers["cache-control"]
    tag = first.headers["etag"]
    assert _card(c, **{"if-none-match": tag}).status_code == 304  # unchanged rules: nothing sent again
    old = first.json()["red_coin"]
    assert old["name"] == "Red coin" and any("2 coins" in line for line in old["lines"]), old
    _edit(folder / "cards.yaml", 'effects: {play: "gain(coins, 2)"}', 'effects: {play: "gain(coins, 5)"}')
    _edit(folder / "locales" / "en" / "mini.ftl", "entity-red_coin = Red coin", "entity-red_coin = Crimson coin")
    store = c.app.state.store  # type: ignore[attr-defined]
    store.watch.seen.clear()  # look again now, not in 2 s
    assert c.get(f"/api/game/{gid}?designer=1").json()["rules_changed"] is True
    r = c.post(f"/api/game/{gid}/reload?designer=1", json={})
    assert r.status_code == 200, r.text
    assert "rule" in r.json()["decision"], "the designer line is gone after the reload"
    s = r.json()
    moved = c.post(f"/api/game/{gid}/act?designer=1", json={"option": s["decision"]["options"][0]["id"],
                                                           "expect": s["moves"]}).json()
    assert moved["over"] or "rule" in moved["decision"], "the designer line is gone after a move"
    again = _card(c, **{"if-none-match": tag})
    assert again.status_code == 200 and again.headers["etag"] != tag  # the browser's copy is stale
    new = again.json()["red_coin"]
    assert new["name"] == "Crimson coin" and any("5 coins" in line for line in new["lines"]), new
    gallery = c.get("/cards?ruleset=mini&locale=en").text
    assert "Crimson coin" in gallery and "Red coin" not in gallery


def test_the_live_stream_tells_of_changed_rules(tmp_path: Path) -> None:
    c, folder, gid = _setup(tmp_path)
    app = c.app
    store = app.state.store  # type: ignore[attr-defined]
    game_routes = app.state.game_routes  # type: ignore[attr-defined]

    class Quiet:  # a request that stays connected
        async def is_disconnected(self) -> bool:
            return False

    async def keys(edit_after: int) -> list[str]:
        out: list[str] = []
        stream = game_routes._stream(Quiet(), store.peek(gid), None)
        async for chunk in stream:
            if chunk.startswith("data:"):
                out.append(chunk.split()[2])
                if len(out) == 1:
                    _edit(folder / "cards.yaml", "gain(coins, 2)", "gain(coins, 4)")
                    store.watch.seen.clear()
                if len(out) == edit_after:
                    break
        await stream.aclose()
        return out

    got = asyncio.run(asyncio.wait_for(keys(2), 10))
    assert len(got) == 2 and got[0] != got[1]  # no move, no seat change: only the rules changed
