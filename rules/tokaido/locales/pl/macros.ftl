# Makra Tokaido (po polsku): jak wywołanie makra brzmi w wygenerowanym tekście karty.

macro-flow = przygotuj grę, przejdź z pierwszej do ostatniej Gospody (z Kioto do Edo; w podróży powrotnej z Edo do Kioto), a potem podlicz koniec gry
macro-journey = Podróżnik, który jest najdalej z tyłu, wykonuje kolejny ruch, aż wszyscy dotrą do Edo
macro-take_turn = Podróżnik, który jest najdalej z tyłu, idzie naprzód i zatrzymuje się na wolnym polu
macro-setup = przygotuj grę
macro-adopt_traveller = zostań Podróżnikiem „{ $t }”: weź jego monety startowe i zdolność
macro-line_up_at_kyoto = ustaw Podróżników w pierwszej Gospodzie w losowej kolejności
macro-start_coin_adjustment = zmodyfikuj monety startowe według kolejności wyjścia z pierwszej Gospody
macro-travel = przesuń { $pw_acc } naprzód na wolne pole
macro-place = postaw { $pw_acc } na polu „{ $spot }”
macro-visit = zatrzymaj się na polu „{ $spot }” i skorzystaj z niego
macro-guide_neutral = przesuń neutralnego Podróżnika ({ $pw })
macro-neutral_visit = neutralny Podróżnik zatrzymuje się na polu „{ $spot }”
macro-inn_arrival = dotrzyj do Gospody „{ $z }”
macro-lay_out_meals = wyłóż Posiłki w tej Gospodzie
macro-buy_meal = możesz kupić jeden Posiłek, którego jeszcze nie jadłeś
macro-offer_free_meal = odkryj wierzchnią kartę Posiłku: możesz ją wziąć za darmo
macro-leave_inn_check = opuść Gospodę „{ $z }”, gdy dotrą do niej wszyscy Podróżnicy
macro-village = odkryj 3 karty Pamiątek i kup dowolne z nich
macro-buy_souvenir = kup Pamiątkę „{ $c }”
macro-add_souvenir = dołącz Pamiątkę „{ $c }” do swojej kolekcji i podlicz ją (1/3/5/7 PP)
macro-donate = połóż { $n } { $n ->
    [one] monetę
    [few] monety
   *[many] monet
} w swojej Świątyni: +{ $n } PP
macro-encounter_stop = dobierz kartę Spotkania i rozpatrz ją
macro-meet_encounter = dobierz { $n } { $n ->
    [one] kartę Spotkania
    [few] karty Spotkania
   *[many] kart Spotkania
}, zatrzymaj jedną i rozpatrz ją
macro-gift_souvenir = weź wierzchnią kartę Pamiątki i dołącz ją do swojej kolekcji (1/3/5/7 PP)
macro-guide_to = możesz wziąć następną kartę Panoramy { $t_gen }; jeśli jest ukończona – następną kartę innej Panoramy
macro-hot_spring_stop = weź kartę Gorącego Źródła i podlicz ją
macro-take_panorama = weź następną kartę Panoramy { $t_gen } i podlicz ją
macro-first_to_complete = pierwszy, kto ukończy Panoramę { $t_gen }, zdobywa jej kartę Osiągnięcia
macro-earn_achievement = zdobądź Osiągnięcie „{ $a }” (3 PP)
macro-final_scoring = przyznaj Osiągnięcia końcowe, a potem premię za datki w Świątyni
macro-end_award = najlepszy w kategorii „{ $name }” zdobywa jej Osiągnięcie ({ $scores })
macro-temple_bonus = premia za datki w Świątyni: 10 / 7 / 4 / 2 PP według ofiarowanych monet
