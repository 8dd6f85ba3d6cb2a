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
