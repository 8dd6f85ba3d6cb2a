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
