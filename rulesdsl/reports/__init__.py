"""Documents made from data: the simulation report, board pictures, the generated DSL and
diagnostics references, the packs summary. Imports `rulesdsl.sim` and everything below it.
"""
