# Nagłówki dziennika gry (liczniki roku i pory roku).
heading-year = { $value ->
    [5] Wniebowstąpienie
   *[other] Rok { $value }
}
heading-season = { $value ->
    [1] Wiosna
    [2] Lato
    [3] Jesień
    [4] Zima
   *[other] pora roku { $value }
}

# Why an action is refused, in the game's words (shown instead of the generated reason).
why-action-play_yokai = Potrzebujesz karty yokai w ręce i wolnego miejsca na kartę.
why-action-use_die = Potrzebujesz odblokowanej kości i wolnego pola, na którym można ją położyć.
why-action-cross_river = Potrzebujesz kości o wartości co najmniej 2 w lesie regionu, którego wzgórze ma wolne miejsce.
why-action-exile_to_unlock = Potrzebujesz przebudzonego pielgrzyma, zablokowanej kości i wolnego pola na kość.

# Etykiety opcji wyboru i ich pytania.
prompt-die_order = { $player }: najpierw akcja regionu czy budynek?
choice-die_order-region_action = Najpierw akcja regionu { $r }, potem budynek
choice-die_order-building_action = Najpierw budynek, potem akcja regionu { $r }
choice-play_card-effect_first = Najpierw efekt zagrania { $c }, potem kryształ w { $iz }
choice-play_card-crystal_first = Najpierw kryształ w { $iz }, potem efekt zagrania { $c }
choice-favor-bitoku_card = Łaska A: weź kartę Bitoku
choice-favor-yokai_card = Łaska B: weź kartę yokai
choice-favor-two_gifts = Łaska C: dwa dary
choice-hill_favour-move_bitoku_path = Weź { $c }
choice-hill_favour-move_hand = Weź { $c }
choice-merge_pair-move_merged = Połącz jedną ze swoich mitam z jedną ze swoich ważek

# One sentence per Summer action (`narrate-<action>`): $object and $zone, its first moved piece and where it went; $rest, what else it changed.
narrate-play_yokai = { $player } zagrywa { $object } na { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-use_die = { $player } kładzie { $object } na { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-cross_river = { $player } przekracza rzekę: { $object } na { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-exile_to_unlock = { $player } wygania pielgrzyma, aby odblokować { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-pass = { $player } pasuje{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per choice outside an action (`narrate-choice-<prompt>`, the prompt's `:` as `-`); the same arguments.
narrate-choice-discard = { $player } odrzuca { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-spirit_virtue = { $player } usuwa { $object } z gry dla Cnoty ducha{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-vision = { $player } zatrzymuje { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-owner_bonus = { $player } otrzymuje premię właściciela{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per flow macro that no action or choice owns (`narrate-macro-<macro>`): the macro's parameters,
# $player (who was acting), $object/$zone/$rest as above, $objects/$count (every piece moved where the first
# went, and how many went there), $others (what else changed) and $said (the rules' own messages).
narrate-macro-summon = { $objects ->
    [none] { $player } przywołuje { $count } { $count ->
        [one] kartę yokai
        [few] karty yokai
       *[other] kart yokai
    }
   *[other] { $player } przywołuje { $objects }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-reap = { $player } zbiera owoce: { $rest }
narrate-macro-tengu_turn = { $said }{ $objects ->
    [none] {""}
   *[other] : { $objects } → { $zone }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-return_dice = Kości wracają na czerwone pola swoich właścicieli i zachowują swoje wartości
narrate-macro-discard_played = Karty yokai pozostałe na polach kart trafiają na stosy odrzuconych swoich właścicieli
narrate-macro-snow = Śnieg: nowe karty na wzgórzach, wystawki się przesuwają — { $what }
