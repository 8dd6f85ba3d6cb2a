# Rain Barrels (English).
game-name = Rain Barrels

counter-water = water
counter-points = points
counter-harvest = harvest
counter-round = round
action-fetch = Fetch water
action-pour = Pour on the field
actions-turn = your turn
macro-game = five rounds of turns, then everyone scores the harvest
section-harvest = Harvest
