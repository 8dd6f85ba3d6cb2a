# Tokaido: proza arkusza zasad (`rulesdsl rules rules/tokaido --locale pl`), ze słownictwem polskiej instrukcji.
sheet-overview = Podróżnicy dawnej Japonii przemierzają Tokaido, Drogę Wschodniego Morza, z Kioto do Edo. Po drodze kupują pamiątki, malują panoramy, kąpią się w gorących źródłach, składają datki w świątyniach, spotykają ludzi i próbują potraw w gospodach. Gra dla { $min }–{ $max } graczy, około 45 minut.
sheet-goal = Wygrywa najbogatsza podróż: podróżnik z największą liczbą punktów Podróży, gdy wszyscy dotrą do Edo. Punkty zdobywa się od razu.
sheet-components = Plansza (droga, 55 miejsc z Kioto do Edo), 10 kart Podróżników, 5 pionków Podróżników, 50 monet, 25 kart Posiłków, 24 karty Pamiątek, 12 kart Gorących Źródeł, 60 kart Panoram (Morze 1–5, Góry 1–4, Pola ryżowe 1–3, po pięć), 14 kart Spotkań i 7 kart Osiągnięć.
sheet-setup = Potasuj talie Posiłków, Pamiątek, Spotkań i Gorących Źródeł; ułóż Panoramy w trzy stosy, z kartą 1 na wierzchu. Każdy gracz dostaje 2 karty Podróżników: jedną zatrzymuje, drugą odkłada. Weź monety podane na swoim Podróżniku. Każdy Podróżnik ma zdolność opisaną na karcie. Ustaw pionki w Gospodzie w Kioto w losowej kolejności; przy 2 graczach dochodzi neutralny podróżnik.
sheet-flow =
    Zawsze rusza podróżnik, który jest najdalej z tyłu na drodze — także kilka razy z rzędu, dopóki ktoś inny nie będzie ostatni. Na polu z dwoma miejscami ten, kto przyszedł później, jest z tyłu.
    Przesuń pionek naprzód na dowolne wolne miejsce, jak daleko chcesz, ale nigdy za najbliższą Gospodę: w każdej Gospodzie zatrzymują się wszyscy. Miejsca obok drogi są używane tylko przy 4 lub 5 graczach. Potem skorzystaj z pola (niżej).
    Bez monet nie wolno stanąć w Sklepie ani w Świątyni; nie wolno też stanąć na Panoramie, którą masz już ukończoną.
    Gra kończy się, gdy wszyscy podróżnicy dotrą do Edo i mogą tam kupić posiłek.
sheet-actions = Poza wyborem drogi gracz decyduje tylko na kilku polach. Każda moneta dana w Świątyni liczy się też do premii za datki.
sheet-action-donate_1 = w Świątyni, mając co najmniej 1 monetę: +1 punkt.
sheet-action-donate_2 = mając co najmniej 2 monety: +2 punkty.
sheet-action-donate_3 = mając co najmniej 3 monety: +3 punkty.
sheet-action-accept_free_meal = tylko Satsuki: w każdej Gospodzie z posiłkami dostaje darmowy posiłek z talii (+6).
sheet-action-refuse_free_meal = może go odrzucić i kupić posiłek w Gospodzie jak zwykle.
sheet-macro-village = Sklep: odkryj 3 wierzchnie Pamiątki i kup dowolnie wiele po ich cenie. Pamiątki tworzą zestawy różnych rodzajów (drobiazgi, żywność i napoje, ubrania, sztuka): 1. karta zestawu daje 1, 2. — 3, 3. — 5, 4. — 7.
sheet-macro-visit = Farma: weź 3 monety z banku.
sheet-macro-take_panorama = Panorama (Morze, Góry, Pola ryżowe): weź następną kartę tej Panoramy (1, potem 2 …) i zdobądź tyle punktów, ile wynosi jej numer. Kto pierwszy ukończy Panoramę, bierze jej Osiągnięcie: +3.
sheet-macro-hot_spring_stop = Gorące Źródła: dobierz kartę Gorącego Źródła, +2 lub +3.
sheet-macro-donate = Świątynia: daj od 1 do 3 swoich monet, +1 za monetę. Monety liczą się też do premii za datki.
sheet-macro-encounter_stop = Spotkanie: dobierz kartę Spotkania i użyj jej — Pamiątka (Shokunin), karta Panoramy (Annaibito), 3 punkty (Samurai), 3 monety (Kuge) albo moneta z banku do Świątyni, +1 (Miko).
sheet-macro-inn_arrival = Gospoda: pierwszy przybyły dobiera tyle kart Posiłków, ilu jest graczy, plus jedną. Każdy po przybyciu może kupić jeden posiłek z tych kart (1–3 monety): +6. Nikt nie je dwa razy tej samej potrawy.
sheet-macro-guide_neutral = 2 graczy: gdy neutralny podróżnik jest ostatni, rusza nim gracz będący najdalej z przodu. Na każdej Świątyni, na której stanie, kładzie 1 monetę z banku.
sheet-end = Gdy ostatni podróżnik zje w Edo, przyznaje się Osiągnięcia końcowe i premię za datki w Świątyni.
sheet-section-souvenirs = 1, 3, 5, 7 za 1.–4. kartę każdego zestawu różnych rodzajów.
sheet-section-panoramas = każda karta daje swój numer; pełna Panorama jest warta 15 (Morze), 10 (Góry) lub 6 (Pola ryżowe).
sheet-section-temple = 1 za każdą daną monetę.
sheet-section-hot_springs = 2 lub 3 za kartę.
sheet-section-meals = 6 za posiłek.
sheet-section-encounters = jak na karcie (Samurai 3, Miko 1).
sheet-section-achievements = po 3: pierwszy z ukończoną Panoramą; na końcu najdroższe posiłki (Smakosz), najwięcej Pamiątek (Kolekcjoner), Gorących Źródeł (Kuracjusz) i Spotkań (Gaduła). Remisujący dostają wszyscy.
sheet-section-temple_bonus = według danych monet: 10 dla najhojniejszego, 7 dla drugiego, 4 dla trzeciego, 2 dla każdego innego darczyńcy. Remisujący dzielą miejsce, a następna suma zajmuje następne.
sheet-ties = Remis wygrywa podróżnik z większą liczbą kart Osiągnięć.
