"""The step budget (R107) counts every step exactly, however it is spent: the inline countdown of generated
code and closures (`budget -= n`, then `spend(0)` at 0), `spend(n)` of loops and frame blocks, and the cost a
remembered call spends again. Its blocks (`machine.BLOCK`) change where the count is kept, not the count."""

from __future__ import annotations

import random

import pytest

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import STEP_BUDGET
from rulesdsl.runtime.machine import BLOCK, Machine


def _machine() -> Machine:
    return Machine(None, {"frames": []})  # type: ignore[arg-type]


def _inline(m: Machine, n: int) -> None:
    """What generated code writes for a step of cost n."""
    m.budget -= n
    if m.budget <= 0:
        m.spend(0)


@pytest.mark.parametrize("seed", range(6))
def test_r107_comes_exactly_when_the_budget_is_spent(seed: int) -> None:
    rng = random.Random(seed)
    m = _machine()
    assert m.steps_left() == STEP_BUDGET and 0 < m.budget <= BLOCK
    spent = 0
    while True:
        n = rng.choice([0, 1, 1, 1, 2, 3, BLOCK - 1, BLOCK, BLOCK + 1, 1024, rng.randrange(1, 50_000)])
        inline = rng.random() < 0.6
        if spent + n >= STEP_BUDGET:  # this step uses the last of it
            with pytest.raises(GameRuntimeError) as err:
                (_inline if inline else Machine.spend)(m, n)
            assert err.value.code == "R107"
            return
        (_inline if inline else Machine.spend)(m, n)
        spent += n
        assert m.steps_left() == STEP_BUDGET - spent and 0 < m.budget <= max(BLOCK, 1)


def test_renew_gives_the_whole_budget_again() -> None:
    m = _machine()
    m.spend(STEP_BUDGET - 10)
    assert m.steps_left() == 10
    m.renew()
    assert m.steps_left() == STEP_BUDGET and m.budget == BLOCK
