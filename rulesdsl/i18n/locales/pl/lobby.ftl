# Lobby, lista gier i lista powtórek (rulesdsl serve). web-language-self: własna nazwa tego języka.
web-language-self = Polski
web-agent-human-about = Osoba: przy tym ekranie albo przez link z zaproszeniem, który jej wyślesz.
web-agent-random = Losowy
web-agent-random-about = Wybiera losowo dowolny dozwolony ruch.
web-agent-greedy = Łapczywy
web-agent-greedy-about = Patrzy trzy własne decyzje naprzód: łatwy przeciwnik.
web-agent-planner = Planista
web-agent-planner-about = Rozgrywa każdą możliwość do końca swojej tury i wybiera najlepszą.
web-agent-mcts = Poszukiwacz
web-agent-mcts-about = Sprawdza wiele dalszych przebiegów gry, zgadując to, czego nie widzi: silniejszy, trochę wolniejszy.
web-agent-mcts-1s = Poszukiwacz, 1 sekunda
web-agent-mcts-1s-about = To samo szukanie, przez sekundę przy każdej decyzji.
web-lobby-no-options = Ta gra nie ma opcji dla tej liczby graczy.
web-lobby-open = Gry, do których można dołączyć
web-lobby-open-none = Żadna gra nie ma wolnego miejsca.
web-lobby-free = { $n ->
    [one] 1 wolne miejsce
    [few] { $n } wolne miejsca
   *[other] { $n } wolnych miejsc
}
web-lobby-join = Dołącz jako { $seat }
web-lobby-watch = Oglądaj
web-lobby-started = rozpoczęta { $date }
web-replay-winner = zwycięzca: { $names }
web-replay-draw = wspólne zwycięstwo: { $names }
web-replay-length = { $n ->
    [one] 1 decyzja
    [few] { $n } decyzje
   *[other] { $n } decyzji
}
web-rematch = Rewanż z tymi samymi miejscami
web-lobby-host = gospodarz
