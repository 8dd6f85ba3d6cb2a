"""Optional adapters to reinforcement-learning toolkits (PettingZoo, OpenSpiel); each imports its toolkit lazily.

Install with `pip install 'rulesdsl[rl]'`. The fixed action space shared by both adapters is described
in `rulesdsl.adapters.vocab`.
"""
