## Yapana ve nedenine göre günlük (`i18n/narrate.py`)

narr-forced = { $player }: { $option } (tek seçenek){ $what ->
    [none] {""}
   *[other] {" "}— { $what }
}
narr-forced-mark = { $sentence } (tek seçenek)
narr-each = Her oyuncu: { $what }
narr-setup-each = Hazırlık, her oyuncu: { $what }
narr-hidden-kind = { $count ->
    [one] { $kind }
   *[other] { $kind } ×{ $count }
}
