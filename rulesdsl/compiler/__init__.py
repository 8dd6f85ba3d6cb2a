"""The compiler, what runs when a ruleset is loaded: semantic and sanity checks, expression and statement
compilers, layout compilation, purity and static analysis, code generation and the one module that checks
and runs generated code, and the loader that runs the whole pipeline (content model -> compiled ruleset).
Imports `rulesdsl.runtime`, `rulesdsl.content`, `rulesdsl.dsl` and the shared leaves.
"""
