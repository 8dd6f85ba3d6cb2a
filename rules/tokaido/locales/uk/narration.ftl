# One sentence per action (`narrate-<action>`) and per choice outside an action (`narrate-choice-<prompt>`, the
# prompt's `:` as `-`): $player; $object and $zone, the first moved piece and where it went; $rest, what else changed.
narrate-choice-traveller = { $player } залишає мандрівника «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-destination = { $player } подорожує до «{ $zone }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-meal = { $player } їсть «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-village = { $player } купує «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-entity-hiroshige = { $player } (Хіросіґе) бере «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_1 = { $player } жертвує храму 1 монету{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_2 = { $player } жертвує храму 2 монети{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_3 = { $player } жертвує храму 3 монети{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-accept_free_meal = { $player } бере «{ $object }» безкоштовно{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-refuse_free_meal = { $player } відмовляється від безкоштовної страви{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
