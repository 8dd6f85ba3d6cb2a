"""The package's version, in a leaf module of its own so that any stage may read it without the package face."""

from __future__ import annotations

__version__ = "0.19.0"
