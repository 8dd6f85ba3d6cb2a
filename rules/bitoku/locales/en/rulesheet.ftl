# Bitoku: the rules sheet's prose (`rulesdsl rules`), written from bitoku-rules.md.
sheet-overview = The Great Spirit of the forest is leaving, and the young spirits compete to take its place. Over four years, each of Spring, Summer, Autumn and Winter, you send your three guardians (dice) into the forest, play yokai, gather mitamas, dragonflies, crystals and buildings, lead pilgrims along the Paths of Wisdom and race your kodamas across the lakes. For { $min } to { $max } players; alone, you play against the Tengu.
sheet-goal = After the fourth Winter comes the Ascension, the final scoring. The spirit with the most victory points (VP) becomes the new Great Spirit.
sheet-components = The main board (one side for 1–2 players, the other for 3–4), 4 player boards, 12 dice (3 per player), 44 pilgrims, 20 kodamas, 24 construction counters, 72 resources (wood, stone, jade, saké) and 32 ×3 tiles, 24 buildings and 6 ancient buildings, 5 Lake Treasures, 32 crystals (Dream, Memory, Ingenuity), 24 mitamas, 32 dragonflies, 16 torii gates, 13 iwakura rocks, 29 advanced and 20 starting yokai cards, 24 Bitoku cards, 28 visions, 58 amulets (+1, +2, +3), 12 Hikaru markers; for the solo game 10 Tengu action cards and the attitude tile.
sheet-setup = Fill the mitama, dragonfly, building and crystal displays, lay a torii gate on each gate space and one iwakura on each space of the Rock Garden, and give each Hill a Bitoku card and a yokai card. Ancient buildings: 4 with 1–2 players, 2 with 3, none with 4. With 2 players a neutral kodama stands on the 4th space of every lake. { $each } Your dice start locked (red spaces) at 3, 2 and 1; your 5 starting yokai are your shuffled deck; turn order is random.
sheet-flow =
    Each year has four seasons.
    Spring — everyone at once: draw yokai cards until you hold 4 (none if you already hold 4 or more), then discard 1. Then your Dream crystals give their reward.
    Summer — in turn order, one action per turn (below), until everyone has passed.
    Autumn — the new turn order: the player with the highest die in the Home of the Great Spirit goes first, then the next; players without a die there keep their order behind them.
    Winter — your dice go back to the red spaces and keep their values. Spirit Virtue (optional, with 5 or more yokai cards in all): remove one of your 3 played yokai from the game for its VP × the matching items you own (at most 12). Played cards go to your discard; your hand stays. The Great Spirit advances; then, except after the fourth Winter, snow falls: the Hills get new cards and each display drops its last tile and slides.
    The region rule: a die takes a region's action only if no other die there shows more (the strict variant: only if it shows more than every other). The Home of the Great Spirit ignores it.
sheet-actions = You have three dice, each locked until you play a yokai card into its slot (or exile a pilgrim). Movement points (MP) must be spent at once.
sheet-action-play_yokai = into an empty card slot (3 per year): the die beside it unlocks; you may carry out the card's action and that slot's Ingenuity crystal, in either order.
sheet-action-use_die = spend amulets to raise it (up to 6), place it on a free forest space, then take the region's action and one building action of that region (the die must reach the building's minimum), in either order, each optional.
sheet-action-cross_river = a die in a forest region (not 1, not in the Home) crosses to a free space of that region's Hill: it loses 1 (a 6 becomes 3). Take one Favor of the Hill.
sheet-action-exile_to_unlock = remove an awake pilgrim from the game: unlock a die and use it at once.
sheet-action-pass = take no more actions this Summer.
sheet-macro-yomi_action = Lands of Yomi by die value — 1: a kodama step; 2: a mitama or a dragonfly; 3: a mitama 1 resource cheaper, or a dragonfly; 4–5: a mitama or a dragonfly, 1 cheaper; 6: both, one of them 1 cheaper. Mitamas cost saké and jade; their action happens at once.
sheet-macro-movement = Stairs of Knowledge — 1: a kodama step; 2: 1 MP; 3: 2 MP; 4–5: 3 MP; 6: 4 MP. Each MP starts a pilgrim at a start torii, moves a pilgrim one space on, or moves you onto your next Bitoku card (its VP and action). Illumination spaces give VP and amulets and the pilgrim sleeps there; gates also give their torii; bridges need 1 or 2 Bitoku cards.
sheet-macro-glade_action = Glade of Jade — 1: a kodama step; 2: a wood or a jade; 3: any 1 resource; 4–5: any 2; 6: any 3.
sheet-macro-forges_action = The Forges — 1: a kodama step; 2: build; 3: a crystal or build; 4–5: the same, 1 resource cheaper; 6: both, one of them cheaper. To build, pay the cost under your left-most construction counter and put the building, with that counter, on a free space of its region. Others who use it pay you its owner's bonus. A crystal goes into a free slot of its type on your board and wakes the pilgrim sleeping there.
sheet-macro-home_space = Home of the Great Spirit — any die may go there: +2 amulets; +1 amulet and a vision; with 3–4 players +1 amulet and a resource, or +1 amulet and 1 MP; with 2 players the steal space (lower your die by 1 and take the region action of an opponent's die). A die there never crosses.
sheet-macro-hill_favour = Favors of a Hill, each once per year — A: its Bitoku card; B: its yokai card, to your hand; C: two different gifts among a vision (draw 2, keep 1), an iwakura from the Rock Garden, a pilgrim beside an iwakura on your board, a kodama step.
sheet-macro-merge_pair = When you take a mitama or a dragonfly you may merge one of your mitamas with one of your dragonflies: you carry out the dragonfly's action.
sheet-end = After the fourth Winter, the Ascension scores A to H, added to what you scored during the game:
sheet-section-play = the VP scored during the four years.
sheet-section-A = your Dream crystals give their reward once more.
sheet-section-B = 3 VP for the first in turn order.
sheet-section-C = different virtues on your Bitoku path: 1, 2, 3, 4, 5, 6, 7 give 1, 2, 4, 7, 11, 16, 22 VP.
sheet-section-D = on each lake, the furthest kodama takes the Treasure's high prize, the next the middle, the third the low; tied players share their places' prizes (rounded down).
sheet-section-E = each pilgrim beside an iwakura: 1 VP per item you own with that rock's symbol (yokai, mitamas, your buildings; a pilgrim between two rocks scores both).
sheet-section-F = (your dice values + your resources) ÷ 4, rounded down.
sheet-section-G = each vision: its VP if you own what it shows, else lose 1 or 2; an item counts for one vision only.
sheet-section-H = the VP shown on the uncovered spaces of your board (construction counters and crystals).
sheet-section-yokai = solo: the Tengu's score for its yokai cards.
sheet-ties = A tie goes to the player with more completed visions, then to the one ahead in turn order.
