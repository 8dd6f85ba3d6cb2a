# The lobby's one-line description of each game option (about-option-<id>); the option's name and its values
# are in names.ftl (option-<id>, option-<id>-<value>).
about-option-variant = Travel from Kyoto to Edo, or make the return trip from Edo to Kyoto; the rules are the same.
about-option-meal_count = With 2 players: the first traveller at an inn draws meal cards for the players + 1, or for the travellers + 1 with the neutral pawn counted.
about-option-start_coins = Starting coins follow the order of departure: the first traveller to leave has 1 coin less, the second the usual coins, and each later one 1 coin more than the one before.
about-option-gastronomy = The first traveller at an inn draws one meal card fewer.
about-option-initiation = A first journey: no traveller cards, and every player starts with 7 coins.
