"""Stage 3, the engine: semantic checks and the compiler (content model -> compiled ruleset), the loader
that runs the whole pipeline, the interpreter (machine, statement nodes, expressions, built-in verbs,
world operations), the `Game` API, per-player views, saves, invariants and board graphs. Imports
`rulesdsl.content`, `rulesdsl.dsl` and the shared leaves.
"""
