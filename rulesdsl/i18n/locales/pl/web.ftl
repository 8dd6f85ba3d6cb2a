# Stół w przeglądarce (rulesdsl serve): teksty stron. { $player }, { $n } i { $total } wstawia strona.
web-nav-lobby = Poczekalnia
web-nav-replay = Powtórka
web-nav-cards = Karty
web-lobby-title = Nowa gra
web-lobby-ruleset = Gra
web-lobby-players = Gracze
web-lobby-players-short = graczy
web-lobby-seats = Miejsca
web-lobby-options = Opcje i warianty
web-lobby-seed = Ziarno
web-lobby-locale = Język
web-lobby-start = Rozpocznij grę
web-lobby-unfinished = Niedokończone gry
web-lobby-moves = ruchów
web-lobby-none = Brak: wszystkie gry są zakończone.
web-seat = Miejsce
web-seat-human = człowiek
web-hotseat-ready = Jestem gotów
web-hotseat-pass = Przekaż ekran graczowi { $player }
web-watch-pause = Pauza
web-watch-play = Graj
web-watch-step = Krok
web-watch-speed = Tempo
web-log-title = Co się stało
web-waiting = Czekamy na { $player }
web-your-turn = Twoja decyzja
web-game-over = Gra skończona
web-score = Punkty
web-refused = Odrzucono
web-hidden-count = { $n ->
    [one] { $n } zakryta
    [few] { $n } zakryte
   *[many] { $n } zakrytych
}
web-known = widziałeś: { $names }
web-hidden-move = zakryta karta trafia do: { $zone }
web-replay-title = Powtórka
web-replay-upload = Plik zapisu
web-replay-open = Otwórz
web-replay-games = Gry rozegrane tutaj
web-replay-unfinished = niedokończona
web-replay-chosen = wybrano
web-replay-end = Koniec zapisu
web-replay-step = Decyzja { $n } z { $total }
web-cards-title = Karty
web-cards-search = Szukaj
web-cards-all-kinds = Wszystkie rodzaje
web-cards-provisional = tymczasowa
web-cards-provisional-hint = Zastępnik faktu, którego nie podają źródła
