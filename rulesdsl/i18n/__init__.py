"""Localisation: the Fluent catalogs of the engine, a ruleset and its packs, layered, with their grammar functions,
the messages a ruleset needs and the skeleton a translator starts from (the text stages read them: `rulesdsl.text`)."""

from __future__ import annotations

from pathlib import Path

from rulesdsl.errors import UsageError
from rulesdsl.i18n.catalog import FALLBACK_MARK, SOURCE, Catalog, available_locales, catalog_for, engine_layers
from rulesdsl.i18n.names import catalog_layers
from rulesdsl.runtime.ruleset import Ruleset

__all__ = ["FALLBACK_MARK", "SOURCE", "Catalog", "catalog_of", "locales_of", "require_locale"]


def _layers(rs: Ruleset) -> list[Path]:
    if rs.content is None:
        return engine_layers([Path(rs.root) / "locales"] if rs.root else [])
    return engine_layers(catalog_layers(rs.content))


def locales_of(rs: Ruleset) -> list[str]:
    """Every locale with a catalog folder in the engine, the ruleset or its packs."""
    return available_locales(_layers(rs))


def require_locale(rs: Ruleset, locale: str) -> str:
    """The locale if some catalog has it, else a usage error listing the available ones."""
    have = locales_of(rs)
    if locale not in have:
        raise UsageError(f"no catalogs for locale '{locale}' (available: {', '.join(have)})", "U001")
    return locale


def catalog_of(rs: Ruleset, locale: str = SOURCE) -> Catalog:
    """The layered catalog of a compiled ruleset for a locale (memoised on the ruleset)."""
    memo: dict[str, Catalog] = rs.__dict__.setdefault("_i18n_catalogs", {})
    got = memo.get(locale)
    if got is None:
        got = memo[locale] = catalog_for(_layers(rs), locale)
        grids = getattr(rs.grids, "grids", {})  # cells are named by their grid (`grid-<id>`) and coordinates
        got.cells = {z: (gid, z[len(gid) + 1:]) for gid, g in grids.items() for z in g.cells}
    return got
