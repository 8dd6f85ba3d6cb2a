"""The effect language: the Lark grammar, its front end, the typed AST, the canonical printer
and the verb registry (signatures, summaries, examples). Imports only the shared leaves
(`rulesdsl.errors`, `rulesdsl.diagnostics`, `rulesdsl.paths`, `rulesdsl.cache`, `rulesdsl.suggest`).
"""
