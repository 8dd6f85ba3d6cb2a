# Arkusz zasad (`rulesdsl rules`): tytuły części i zdania generowane tam, gdzie zestaw zasad nie podaje prozy.
sheet-title = { $game }: zasady
sheet-title-overview = O grze i cel
sheet-title-components = Elementy
sheet-title-setup = Przygotowanie
sheet-title-flow = Przebieg gry
sheet-title-actions = Co może zrobić gracz
sheet-title-end = Koniec gry i punktacja
sheet-title-steps = Kroki w szczegółach
sheet-players = { $same ->
    [yes] gra dla { $min } graczy.
   *[no] gra dla { $min }–{ $max } graczy.
}
sheet-goal-most = { $outcome ->
    [cooperative] gracze wygrywają albo przegrywają razem.
    [teams] wygrywa drużyna, która ma łącznie najwięcej: { $score }.
   *[scores] { $lowest ->
        [yes] wygrywa gracz, który na końcu ma najmniej: { $score }.
       *[no] wygrywa gracz, który na końcu ma najwięcej: { $score }.
    }
}
sheet-components-generated = w grze: { $list }.
sheet-amount = { $n } { $what }
sheet-pieces = { $what } ×{ $n }
sheet-more = i jeszcze { $n }
sheet-in-zone = { $what } ({ $zone })
sheet-each-starts = każdy gracz zaczyna z: { $items }.
sheet-seat-starts = ponadto gracz { $seat } zaczyna z: { $items }.
sheet-setup-steps = Następnie
sheet-table-section = Punkty
sheet-table-how = Jak się je liczy
sheet-ties-generated = remis rozstrzyga więcej: { $list }.

# Tekst zasad: wiązanie bez nazwy roli dostaje literę (A, B, …), jak w instrukcji.
role-letter = { $letter }
stmt-for-each-player = dla każdego gracza:
stmt-pick-named = { $optional ->
    [yes] możesz wybrać jedno spośród: { $source } (nazwijmy to { $var }):
   *[no] wybierz jedno spośród: { $source } (nazwijmy to { $var }):
}
stmt-for-named = dla każdego spośród: { $source } (każde nazwijmy { $var }):
expr-attr-its = { $name } (tego)
sheet-given = { $name } (dla { $params })
expr-map-players = { $elem } dla każdego gracza
