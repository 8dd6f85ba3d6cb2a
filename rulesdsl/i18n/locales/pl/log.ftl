## Dziennik według wykonawcy i przyczyny (`i18n/narrate.py`)

narr-forced = { $player }: { $option } (jedyna możliwość){ $what ->
    [none] {""}
   *[other] {" "}— { $what }
}
narr-forced-mark = { $sentence } (jedyna możliwość)
narr-each = Każdy gracz: { $what }
narr-setup-each = Przygotowanie, każdy gracz: { $what }
narr-hidden-kind = { $count ->
    [one] { $kind }
   *[other] { $kind } ×{ $count }
}
