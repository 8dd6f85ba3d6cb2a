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
