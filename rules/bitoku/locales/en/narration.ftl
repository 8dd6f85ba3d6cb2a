# Headings of the game log (the `heading: true` counters year and season) and action sentences.
heading-year = { $value ->
    [5] Ascension
   *[other] Year { $value }
}
heading-season = { $value ->
    [1] Spring
    [2] Summer
    [3] Autumn
    [4] Winter
   *[other] season { $value }
}

# Why an action is refused, in the game's words (shown instead of the generated reason).
why-action-play_yokai = You need a yokai card in hand and a free card slot.
why-action-use_die = You need an unlocked die and a free die space it may use.
why-action-cross_river = You need a die of 2 or more in a forest region whose Hill has room.
why-action-exile_to_unlock = You need an awake pilgrim, a locked die and a free die space.
