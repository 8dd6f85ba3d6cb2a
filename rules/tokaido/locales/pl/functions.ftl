# Funkcje treści Tokaido (po polsku).
function-return_trip = trwa podróż powrotna
function-leg = jak daleko na trasie jest { $z }
function-start_inn = Gospoda, w której zaczyna się podróż
function-final_inn = Gospoda, w której kończy się podróż
function-pawn_of = pionek gracza { $p }
function-next_inn = następna Gospoda za polem „{ $here }”
function-has_room = na polu „{ $z }” jest wolne miejsce
function-first_free_spot = pierwsze wolne miejsce na polu „{ $z }”
function-reachable = pola, do których może dojść { $pw }
function-pano_done = Panorama { $t_gen } jest ukończona
function-pano_done-not = Panorama { $t_gen } nie jest jeszcze ukończona
function-may_stop = możesz zatrzymać się na polu „{ $z }”
function-souvenir_due = cena do zapłacenia za „{ $c }”
function-can_buy_souvenir = możesz kupić „{ $c }”
function-meal_cost = cena Posiłku „{ $m }”
function-may_eat = możesz zjeść „{ $m }”
