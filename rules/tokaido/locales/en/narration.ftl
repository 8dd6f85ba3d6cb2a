# One sentence per action (`narrate-<action>`) and per choice outside an action (`narrate-choice-<prompt>`, the
# prompt's `:` as `-`): $player; $object and $zone, the first moved piece and where it went; $rest, what else changed.
narrate-choice-traveller = { $player } keeps { $object } as traveller{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-destination = { $player } travels to { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-meal = { $player } eats { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-village = { $player } buys { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-entity-hiroshige = { $player } (Hiroshige) takes { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_1 = { $player } donates 1 coin to the temple{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_2 = { $player } donates 2 coins to the temple{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_3 = { $player } donates 3 coins to the temple{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-accept_free_meal = { $player } takes { $object } for free{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-refuse_free_meal = { $player } turns the free meal down{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
