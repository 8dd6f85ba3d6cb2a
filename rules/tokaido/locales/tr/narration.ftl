# One sentence per action (`narrate-<action>`) and per choice outside an action (`narrate-choice-<prompt>`, the
# prompt's `:` as `-`): $player; $object and $zone, the first moved piece and where it went; $rest, what else changed.
narrate-choice-traveller = { $player }, gezgin olarak { $object } kartını tutar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-destination = { $player } şuraya yolculuk eder: { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-meal = { $player }, { $object } yer{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-village = { $player }, { $object } satın alır{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-entity-hiroshige = { $player } (Hiroshige), { $object } kartını alır{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_1 = { $player } tapınağa 1 sikke bağışlar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_2 = { $player } tapınağa 2 sikke bağışlar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-donate_3 = { $player } tapınağa 3 sikke bağışlar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-accept_free_meal = { $player }, { $object } yemeğini ücretsiz alır{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-refuse_free_meal = { $player } ücretsiz yemeği geri çevirir{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
