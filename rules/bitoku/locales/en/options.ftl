# The lobby's one-line description of each game option (about-option-<id>); the option's name and its values
# are in names.ftl (option-<id>, option-<id>-<value>).
about-option-variant = A region's action needs a die at least as high as every other die there; strict: higher than each, and amulets may lift a die above 6 for that comparison.
about-option-gate_reward = Whether a gate space on the Paths of Wisdom gives the illumination reward as well as the gate tile's action, or the gate tile's action only.
about-option-shinigami_wild = Whether a Shinigami counts as any spirit in all scoring, visions included, or only for the iwakura.
about-option-spring_discard = With 5 cards in hand in Spring: discard exactly 1 card, or discard until 3 are left.
about-option-pilgrimage_start = Where a new pilgrimage may start: beside a gate that holds one of your pilgrims, or also at any junction where one of your pilgrims left the road.
about-option-difficulty = Against the Tengu: easy takes away its dragonfly, yokai, resources and crystal MP; hard gives it pilgrims, advanced kodamas, 2 dragonflies and a bonus per region.
about-option-solo_no_dragonfly = The Tengu starts without a dragonfly.
about-option-solo_no_yokai = The Tengu starts without its yokai.
about-option-solo_no_resources = The Tengu starts without resources.
about-option-solo_no_crystal_mp = The Tengu gets no MP from its crystals in Spring.
about-option-solo_pilgrims = The Tengu starts with pilgrims on the Paths of Wisdom.
about-option-solo_kodama_ahead = The Tengu's kodamas start further ahead.
about-option-solo_two_dragonflies = The Tengu starts with 2 dragonflies.
about-option-solo_kodama_bonus = The Tengu scores 3 VP for each region where its kodama is ahead.
