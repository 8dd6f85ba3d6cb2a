## Журнал за виконавцем і причиною (`i18n/narrate.py`)

narr-forced = { $player }: { $option } (єдиний варіант){ $what ->
    [none] {""}
   *[other] {" "}— { $what }
}
narr-forced-mark = { $sentence } (єдиний варіант)
narr-each = Кожен гравець: { $what }
narr-setup-each = Приготування, кожен гравець: { $what }
narr-hidden-kind = { $count ->
    [one] { $kind }
   *[other] { $kind } ×{ $count }
}
