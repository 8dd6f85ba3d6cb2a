"""Content: strict YAML with positions, JSON Schema checks, the checked content model, layering of
packs over a base ruleset, pack manifests and verb plug-ins. Imports `rulesdsl.dsl` and the shared leaves.
"""
