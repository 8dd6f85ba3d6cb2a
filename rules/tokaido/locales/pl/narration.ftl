# One sentence per action (`narrate-<action>`) and per choice outside an action (`narrate-choice-<prompt>`, the
# prompt's `:` as `-`): $player; $object and $zone, the first moved piece and where it went; $rest, what else changed.
narrate-choice-traveller = { $player } zatrzymuje podróżnika: { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-destination = { $player } podróżuje do: { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-meal = { $player } je: { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-village = { $player } kupuje: { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-entity-hiroshige = { $player } (Hiroshige) bierze: { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_1 = { $player } ofiarowuje świątyni 1 monetę{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_2 = { $player } ofiarowuje świątyni 2 monety{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_3 = { $player } ofiarowuje świątyni 3 monety{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-accept_free_meal = { $player } bierze za darmo: { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-refuse_free_meal = { $player } odmawia darmowego posiłku{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
