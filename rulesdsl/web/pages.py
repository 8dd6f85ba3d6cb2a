"""Rendering for the web table: Jinja2 templates with autoescaping (content text is never markup; data for
the page's script goes in a `tojson` island, never into a script), UI text from the catalogs, and coded
errors as JSON or a short escaped page.
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import jinja2
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.templating import Jinja2Templates

from rulesdsl.errors import IllegalAction, RulesError, UsageError
from rulesdsl.i18n import catalog_of, require_locale
from rulesdsl.web.store import Store

HERE = Path(__file__).resolve().parent
STATUS = {"H001": 404, "H002": 409, "H003": 403, "H004": 429, "H007": 403, "H008": 403, "H009": 503, "H010": 503,
          "H011": 429}
Handler = Callable[[Request], Awaitable[Response]]


def status_of(err: RulesError) -> int:
    """The HTTP status of a coded error."""
    return 409 if isinstance(err, IllegalAction) else STATUS.get(err.code, 400)


def error_json(err: RulesError) -> JSONResponse:
    """A coded error as the API answers it."""
    body = {"error": {"code": err.code, "message": err.message, "hint": err.hint}}
    return JSONResponse(body, status_code=status_of(err))


def error_page(err: RulesError) -> HTMLResponse:
    """A coded error as a short page (escaped)."""
    text = (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>error</title></head><body><main>"
            f"<p>{html.escape(err.code)}: {html.escape(err.message)}</p>"
            + (f"<p>{html.escape(err.hint)}</p>" if err.hint else "")
            + "<p><a href='/'>back to the lobby</a></p></main></body></html>")
    return HTMLResponse(text, status_code=status_of(err))


def guard(handler: Handler) -> Handler:
    """Turn the engine's coded errors into JSON (API) or a short page (HTML), never a traceback."""
    async def run(request: Request) -> Response:
        try:
            return await handler(request)
        except asyncio.CancelledError:  # the server stops: answer (no traceback); saved moves stay saved
            return error_json(UsageError("the table is stopping", "H010", "open the table again once it restarts"))
        except RulesError as err:
            api = request.url.path.startswith("/api/") or request.method == "POST"
            return error_json(err) if api else error_page(err)
    return run


class Pages:
    """Templates and UI text for one store's rulesets."""

    def __init__(self, store: Store) -> None:
        self.store = store
        env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE / "templates")), autoescape=True)
        self.templates = Jinja2Templates(env=env)

    def text(self, locale: str) -> Callable[[str, str], str]:
        """UI text in a locale: catalog message `web-<key>`, else the English given."""
        rs = self.store.ruleset(next(iter(sorted(self.store.rulesets))))
        cat = catalog_of(rs, locale)
        # placeholders the page's script fills in ({player}, {total}) pass through as literal text
        marks: dict[str, Any] = {"player": "{player}", "total": "{total}", "n": "{n}", "seat": "{seat}"}
        return lambda key, default: cat.format(f"web-{key}", marks, default)

    def locale(self, request: Request, rid: str | None = None, given: object = None) -> str:
        """The locale asked for (query or body), checked against the ruleset's catalogs."""
        loc = given if isinstance(given, str) else request.query_params.get("locale", "en")
        rs = self.store.ruleset(rid or next(iter(sorted(self.store.rulesets))))
        return require_locale(rs, str(loc)[:12])

    def page(self, request: Request, name: str, locale: str, data: dict[str, Any] | None = None,
             **ctx: Any) -> HTMLResponse:
        """A template with the UI text, the locale and the page's data island."""
        return self.templates.TemplateResponse(request, name, {"t": self.text(locale), "locale": locale,
                                                               "data": {"locale": locale, **(data or {})}, **ctx})


def whole(value: Any, name: str, lo: int, hi: int) -> int:
    """A whole number in a range from a request (H005 otherwise)."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise UsageError(f"{name} must be a whole number", "H005")
    try:
        n = int(str(value)[:24])
    except ValueError:
        raise UsageError(f"{name} must be a whole number", "H005") from None
    if not lo <= n <= hi:
        raise UsageError(f"{name} must be between {lo} and {hi}", "H005")
    return n
