"""Running games: the play loop, bulk simulation, the benchmark, and the scenario and golden
runner. Imports the agents, i18n, the engine and everything below them.
"""
