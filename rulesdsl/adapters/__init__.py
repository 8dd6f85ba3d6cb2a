"""Optional adapters to reinforcement-learning toolkits (PettingZoo, OpenSpiel), each imported lazily.

Install with `pip install 'rulesdsl[rl]'`. The fixed action space shared by both adapters is described
in `rulesdsl.adapters.vocab`. Imports the agents, the engine and everything below.
"""
