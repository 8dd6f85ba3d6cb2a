"""RL adapters: the fixed action vocabulary, and the PettingZoo / OpenSpiel API suites when installed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from extras import need

from rulesdsl.engine.game import Game
from rulesdsl.engine.loader import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
BITOKU = ROOT / "rules" / "bitoku"


def test_vocabulary_round_trips_every_legal_option() -> None:
    from rulesdsl.adapters.vocab import Vocabulary
    rs = load_ruleset(MINI)
    vocab = Vocabulary(rs, 2, max_picks=8)
    assert vocab.actions == ["buy_vp", "pass", "play_card", "trade"]
    assert vocab.choose_size == 2 and vocab.size == 4 + 1 + 2 + 8
    assert [vocab.label(i) for i in (0, 4, 5, 7)] == ["buy_vp", "skip", "choose 1", "pick #0"]
    rng = random.Random(1)
    g = Game.new(rs, 2, 1)
    while not g.is_over():
        legal = vocab.legal(g)
        assert len(legal) == len(g.legal_actions()) and all(0 <= i < vocab.size for i in legal)
        assert sorted(vocab.option(g, i) for i in legal) == sorted(g.legal_actions())
        assert len(vocab.observation(g)) == vocab.obs_size
        with pytest.raises(ValueError):
            vocab.option(g, next(i for i in range(vocab.size) if i not in legal))
        g.apply(vocab.option(g, rng.choice(legal)))


@pytest.mark.filterwarnings("ignore:Observation:UserWarning")
def test_pettingzoo_api() -> None:
    api = need("pettingzoo.test", "rl")
    from rulesdsl.adapters.pettingzoo_env import RulesEnv
    api.api_test(RulesEnv(MINI, 2, render_mode="ansi"), num_cycles=300)
    if (BITOKU / "ruleset.yaml").exists():
        api.api_test(RulesEnv(BITOKU, 3), num_cycles=200)


def test_pettingzoo_full_game_with_masks() -> None:
    need("pettingzoo", "rl")
    from rulesdsl.adapters.pettingzoo_env import RulesEnv
    env = RulesEnv(MINI, 2)
    env.reset(seed=4)
    rng = random.Random(0)
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(max_iter=5000):
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        env.step(rng.choice(list(obs["action_mask"].nonzero()[0])))
    assert not env.agents and sorted(total.values()) == [-1.0, 1.0]


def test_openspiel_game_checks() -> None:
    pyspiel = need("pyspiel", "rl")
    import rulesdsl.adapters.openspiel_game  # noqa: F401  (registers python_rulesdsl)
    game = pyspiel.load_game("python_rulesdsl", {"path": str(MINI), "players": 2, "deals": 50})
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 50
    state.apply_action(7)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert str(clone) != str(state)
    if (BITOKU / "ruleset.yaml").exists():
        big = pyspiel.load_game("python_rulesdsl", {"path": str(BITOKU), "players": 2, "deals": 10})
        pyspiel.random_sim_test(big, num_sims=1, serialize=False, verbose=False)
