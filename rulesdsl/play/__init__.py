"""The game API on top of a compiled ruleset: `Game`, described situations, why-not, per-player views,
typed events, saves, invariants and board graphs. Imports `rulesdsl.compiler` and `rulesdsl.runtime`.
"""
