"""rulesdsl: a declarative rules-as-data interpreter for board games."""

__version__ = "0.1.0"
