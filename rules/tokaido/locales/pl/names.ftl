# Nazwy Tokaido (po polsku). Terminy z polskiej instrukcji (TKD5US01, Hobbity.eu 2018; zob.
# ../glossary-pl.yaml). Numerowane karty i pola budujemy z terminów poniżej: przetłumacz termin raz.

## Type words
-sea = Morze
-sea-gen = Morza
-mountain = Góry
-mountain-gen = Gór
-paddy = Pola ryżowe
-paddy-gen = Pól ryżowych
-panorama = Panorama
-panorama-gen = Panoramy
-inn = Gospoda
-spring = Gorące Źródła
-st-village = Sklep
-st-temple = Świątynia
-st-encounter = Spotkanie
-st-farm = Farma
-st-hot-spring = Gorące Źródła
-st-sea-spot = { -panorama } { -sea-gen }
-st-mountain-spot = { -panorama } { -mountain-gen }
-st-paddy-spot = { -panorama } { -paddy-gen }
-annaibito = Annaibito (Przewodnik)

## Game
game-name = Tokaido

## Counters
# $n wybiera formę po liczebniku: 1 → one, 2–4 / 22–24 → few, 0 / 5–21 / 25… → many.
counter-vp = { $case ->
   *[nom] { $n ->
        [one] punkt Podróży
        [few] punkty Podróży
       *[many] punktów Podróży
    }
    [gen] punktów Podróży
}
counter-coins = { $case ->
   *[nom] { $n ->
        [one] moneta
        [few] monety
       *[many] monet
    }
    [acc] { $n ->
        [one] monetę
        [few] monety
       *[many] monet
    }
    [gen] monet
}
counter-temple_coins = { $case ->
   *[nom] { $n ->
        [one] moneta w Świątyni
        [few] monety w Świątyni
       *[many] monet w Świątyni
    }
    [acc] { $n ->
        [one] monetę w Świątyni
        [few] monety w Świątyni
       *[many] monet w Świątyni
    }
    [gen] monet w Świątyni
}
counter-sea_parts = { $case ->
   *[nom] { $n ->
        [one] karta { -panorama-gen } { -sea-gen }
        [few] karty { -panorama-gen } { -sea-gen }
       *[many] kart { -panorama-gen } { -sea-gen }
    }
    [acc] { $n ->
        [one] kartę { -panorama-gen } { -sea-gen }
        [few] karty { -panorama-gen } { -sea-gen }
       *[many] kart { -panorama-gen } { -sea-gen }
    }
    [gen] kart { -panorama-gen } { -sea-gen }
}
counter-mountain_parts = { $case ->
   *[nom] { $n ->
        [one] karta { -panorama-gen } { -mountain-gen }
        [few] karty { -panorama-gen } { -mountain-gen }
       *[many] kart { -panorama-gen } { -mountain-gen }
    }
    [acc] { $n ->
        [one] kartę { -panorama-gen } { -mountain-gen }
        [few] karty { -panorama-gen } { -mountain-gen }
       *[many] kart { -panorama-gen } { -mountain-gen }
    }
    [gen] kart { -panorama-gen } { -mountain-gen }
}
counter-paddy_parts = { $case ->
   *[nom] { $n ->
        [one] karta { -panorama-gen } { -paddy-gen }
        [few] karty { -panorama-gen } { -paddy-gen }
       *[many] kart { -panorama-gen } { -paddy-gen }
    }
    [acc] { $n ->
        [one] kartę { -panorama-gen } { -paddy-gen }
        [few] karty { -panorama-gen } { -paddy-gen }
       *[many] kart { -panorama-gen } { -paddy-gen }
    }
    [gen] kart { -panorama-gen } { -paddy-gen }
}
counter-achievements = { $case ->
   *[nom] { $n ->
        [one] Osiągnięcie
        [few] Osiągnięcia
       *[many] Osiągnięć
    }
    [gen] Osiągnięć
}
counter-location = { $case ->
   *[nom] pozycja na drodze
    [acc] pozycję na drodze
    [gen] pozycji na drodze
}
counter-inns_visited = { $case ->
   *[nom] { $n ->
        [one] odwiedzona Gospoda
        [few] odwiedzone Gospody
       *[many] odwiedzonych Gospód
    }
    [acc] { $n ->
        [one] odwiedzoną Gospodę
        [few] odwiedzone Gospody
       *[many] odwiedzonych Gospód
    }
    [gen] odwiedzonych Gospód
}
counter-meal_discount = { $case ->
   *[nom] zniżka na Posiłki
    [acc] zniżkę na Posiłki
    [gen] zniżki na Posiłki
}
counter-encounter_extra = dodatkowe karty Spotkania
counter-bath_bonus = premia za Gorące Źródła
counter-achievement_bonus = premia za Osiągnięcia
counter-shop_free_cheapest = najtańsza Pamiątka za darmo
counter-shop_one_coin = jedna Pamiątka za 1 monetę
counter-shop_more = dalsze zakupy
counter-shop_n = { $case ->
   *[nom] { $n ->
        [one] kupiona tu Pamiątka
        [few] kupione tu Pamiątki
       *[many] kupionych tu Pamiątek
    }
    [acc] { $n ->
        [one] kupioną tu Pamiątkę
        [few] kupione tu Pamiątki
       *[many] kupionych tu Pamiątek
    }
    [gen] kupionych tu Pamiątek
}
counter-shop_sum = cena Pamiątek kupionych tu
counter-shop_min = najniższa cena Pamiątki kupionej tu
counter-zen_used = oferta Zen-emona wykorzystana
counter-ate_here = Posiłek zjedzony w tej Gospodzie
counter-travellers = { $case ->
   *[nom] { $n ->
        [one] Podróżnik
        [few] Podróżnicy
       *[many] Podróżników
    }
    [acc] { $n ->
        [one] Podróżnika
       *[other] Podróżników
    }
    [gen] Podróżników
}
counter-neutral_temple = monety neutralnego Podróżnika w Świątyni
counter-journey_over = Koniec podróży

## Kinds
kind-achievement_card = Karta Osiągnięcia
kind-encounter_card = Karta Spotkania
kind-meal_card = Karta Posiłku
kind-panorama_card = Karta Panoramy
kind-pawn = Pionek Podróżnika
kind-souvenir_card = Karta Pamiątki
kind-spring_card = Karta Gorącego Źródła
kind-traveller_card = Karta Podróżnika

## Effect slots
slot-after_donation = po twoim datku
slot-encounter_start = przy Spotkaniu
slot-inn_stop = w każdej pośredniej Gospodzie
slot-meal_stop = w każdej Gospodzie z Posiłkami
slot-resolve = rozpatrzenie

## Properties and tags
prop-achievement_bonus = premia za Osiągnięcia
prop-award = nagroda
prop-bath_bonus = premia za Gorące Źródła
prop-encounter_extra = dodatkowe karty Spotkania
prop-family = rodzaj
prop-inn = Gospoda
prop-lane = pole
prop-meal_discount = zniżka na Posiłki
prop-part = część
prop-pos = pozycja
prop-price = cena
prop-ptype = Panorama
prop-shop_free_cheapest = najtańsza Pamiątka za darmo
prop-shop_one_coin = jedna Pamiątka za 1 monetę
phrase-meal_discount = { $value ->
    [0] {""}
   *[other] posiłki kosztują cię o { $value } monetę mniej
}
phrase-encounter_extra = { $value ->
    [0] {""}
   *[other] przy Spotkaniu dobierz dodatkowe karty: { $value }
}
phrase-bath_bonus = { $value ->
    [0] {""}
   *[other] dodatkowe punkty podróży przy każdym Gorącym Źródle: { $value }
}
phrase-achievement_bonus = { $value ->
    [0] {""}
   *[other] dodatkowe punkty podróży za każdą kartę Osiągnięcia: { $value }
}
phrase-shop_free_cheapest = { $value ->
    [0] {""}
   *[other] w Wiosce najtańsza Pamiątka jest za darmo
}
phrase-shop_one_coin = { $value ->
    [0] {""}
   *[other] w Wiosce jedna Pamiątka kosztuje cię tylko 1 monetę
}
prop-size = rozmiar
prop-start_coins = monety na start
prop-stype = rodzaj pola
prop-vp = PP

## Tag values
value-art = sztuka
value-bather = { $case ->
   *[nom] Kuracjusz
    [acc] Kuracjusza
    [gen] Kuracjusza
}
value-chatterbox = { $case ->
   *[nom] Gaduła
    [acc] Gadułę
    [gen] Gaduły
}
value-clothing = ubrania
value-collector = { $case ->
   *[nom] Kolekcjoner
    [acc] Kolekcjonera
    [gen] Kolekcjonera
}
value-encounter = Spotkanie
value-farm = Farma
value-end = Gospoda na końcu drogi (pierwsza lub ostatnia, zależnie od kierunku podróży)
value-food_drink = żywność i napoje
value-gourmet = { $case ->
   *[nom] Smakosz
    [acc] Smakosza
    [gen] Smakosza
}
value-hot_spring = Gorące Źródła
value-inn = Gospoda
value-middle = pośrednia Gospoda
value-mountain = { $case ->
   *[nom] { -mountain }
    [gen] { -mountain-gen }
}
value-paddy = { $case ->
   *[nom] { -paddy }
    [gen] { -paddy-gen }
}
value-sea = { $case ->
   *[nom] { -sea }
    [gen] { -sea-gen }
}
value-small_object = drobiazgi
value-temple = Świątynia
value-village = Sklep
value-0 = 0
value-1 = 1
value-2 = 2
value-3 = 3
value-4 = 4
value-5 = 5
value-6 = 6
value-7 = 7
value-8 = 8
value-9 = 9
value-10 = 10
value-11 = 11
value-12 = 12
value-13 = 13
value-14 = 14
value-15 = 15
value-16 = 16
value-17 = 17
value-18 = 18
value-19 = 19
value-20 = 20
value-21 = 21
value-22 = 22
value-23 = 23
value-24 = 24
value-25 = 25
value-26 = 26
value-27 = 27
value-28 = 28
value-29 = 29
value-30 = 30
value-31 = 31
value-32 = 32
value-33 = 33
value-34 = 34
value-35 = 35
value-36 = 36
value-37 = 37
value-38 = 38
value-39 = 39
value-40 = 40
value-41 = 41
value-42 = 42
value-43 = 43
value-44 = 44
value-45 = 45
value-46 = 46
value-47 = 47
value-48 = 48
value-49 = 49
value-50 = 50
value-51 = 51
value-52 = 52
value-53 = 53
value-54 = 54
value-55 = 55

## Groups, graph, sections
graph-tokaido_road = droga Tokaido
group-families = rodzaje Pamiątek
group-inns = Gospody
group-pano_types = Panoramy
group-road = droga
group-spots = pola
section-achievements = Osiągnięcia
section-encounters = Spotkania
section-hot_springs = Gorące Źródła
section-meals = Posiłki
section-panoramas = Panoramy
section-souvenirs = Pamiątki
section-temple = Świątynia
section-temple_bonus = Premia za datki w Świątyni

## Actions
actions-temple_gift = datek w Świątyni
action-donate_1 = datek: 1 moneta
action-donate_2 = datek: 2 monety
action-donate_3 = datek: 3 monety
actions-free_meal_offer = darmowy Posiłek
action-accept_free_meal = przyjmij darmowy Posiłek
action-refuse_free_meal = odrzuć darmowy Posiłek

## Options
option-start_coins = Przygotowania (modyfikacja zasobów na początku gry)
option-start_coins-off = wyłączone
option-start_coins-on = włączone
option-gastronomy = wariant Gastronomia
option-gastronomy-off = wyłączony
option-gastronomy-on = włączony
option-initiation = Podróż wprowadzająca
option-initiation-off = wyłączona
option-initiation-on = włączona
option-variant = kierunek podróży
option-variant-normal = z Kioto do Edo
option-variant-return = podróż powrotna, z Edo do Kioto
option-meal_count = karty Posiłków w Gospodzie
option-meal_count-players = liczba Graczy + 1
option-meal_count-travellers = liczba Podróżników + 1 (z neutralnym pionkiem)

## Entities
# Podróżnicy (imiona japońskie, jak w instrukcji)
entity-hiroshige = Hiroshige
entity-chuubei = Chuubei
entity-kinko = Kinko
entity-yoshiyasu = Yoshiyasu
entity-satsuki = Satsuki
entity-mitsukuni = Mitsukuni
entity-sasayakko = Sasayakko
entity-hirotada = Hirotada
entity-umegae = Umegae
entity-zen_emon = Zen-emon
entity-pawn = { $case ->
   *[nom] pionek Podróżnika
    [gen] pionka Podróżnika
}
entity-neutral_pawn = { $case ->
   *[nom] neutralny Podróżnik
    [acc] neutralnego Podróżnika
    [gen] neutralnego Podróżnika
}
# Spotkania
entity-shokunin = Shokunin (Podróżujący kupiec)
entity-annaibito_paddy = { -annaibito }: { -paddy }
entity-annaibito_mountain = { -annaibito }: { -mountain }
entity-annaibito_sea = { -annaibito }: { -sea }
entity-samurai = Samurai
entity-kuge = Kuge (Dostojnik)
entity-miko = Miko (Kapłanka Shinto)
# Osiągnięcia
entity-ach_sea = Osiągnięcie { -panorama-gen } { -sea-gen }
entity-ach_mountain = Osiągnięcie { -panorama-gen } { -mountain-gen }
entity-ach_paddy = Osiągnięcie { -panorama-gen } { -paddy-gen }
entity-ach_gourmet = { $case ->
   *[nom] Smakosz
    [acc] Smakosza
    [gen] Smakosza
}
entity-ach_collector = { $case ->
   *[nom] Kolekcjoner
    [acc] Kolekcjonera
    [gen] Kolekcjonera
}
entity-ach_bather = { $case ->
   *[nom] Kuracjusz
    [acc] Kuracjusza
    [gen] Kuracjusza
}
entity-ach_chatterbox = { $case ->
   *[nom] Gaduła
    [acc] Gadułę
    [gen] Gaduły
}
# Gorące Źródła
entity-spring_2 = { -spring } (2)
entity-spring_3 = { -spring } (3)
# Panoramy
entity-sea_1 = { -panorama } { -sea-gen } 1
entity-sea_2 = { -panorama } { -sea-gen } 2
entity-sea_3 = { -panorama } { -sea-gen } 3
entity-sea_4 = { -panorama } { -sea-gen } 4
entity-sea_5 = { -panorama } { -sea-gen } 5
entity-mountain_1 = { -panorama } { -mountain-gen } 1
entity-mountain_2 = { -panorama } { -mountain-gen } 2
entity-mountain_3 = { -panorama } { -mountain-gen } 3
entity-mountain_4 = { -panorama } { -mountain-gen } 4
entity-paddy_1 = { -panorama } { -paddy-gen } 1
entity-paddy_2 = { -panorama } { -paddy-gen } 2
entity-paddy_3 = { -panorama } { -paddy-gen } 3
# Posiłki i Pamiątki (nazwy japońskie, instrukcja ich nie tłumaczy)
entity-dango = Dango
entity-nigirimeshi = Nigirimeshi
entity-misoshiru = Misoshiru
entity-tempura = Tempura
entity-yakitori = Yakitori
entity-tofu = Tofu
entity-sushi = Sushi
entity-soba = Soba
entity-unagi = Unagi
entity-fugu = Fugu
entity-donburi = Donburi
entity-udon = Udon
entity-tai_meshi = Tai Meshi
entity-sashimi = Sashimi
entity-koma = Koma
entity-gofu = Gofu
entity-washi = Washi
entity-hashi = Hashi
entity-uchiwa = Uchiwa
entity-yunomi = Yunomi
entity-manju = Manju
entity-konpeito = Konpeito
entity-kamaboko = Kamaboko
entity-ocha = Ocha
entity-sake = Sake
entity-daifuku = Daifuku
entity-kanzashi = Kanzashi
entity-sandogasa = Sandogasa
entity-geta = Geta
entity-haori = Haori
entity-yukata = Yukata
entity-furoshiki = Furoshiki
entity-netsuke = Netsuke
entity-jubako = Jubako
entity-shikki = Shikki
entity-shamisen = Shamisen
entity-sumie = Sumi-e
entity-ukiyoe = Ukiyo-e

## Zones
zone-kyoto = Kioto ({ -inn })
zone-inn_1 = { -inn } 1
zone-inn_2 = { -inn } 2
zone-inn_3 = { -inn } 3
zone-edo = Edo ({ -inn })
zone-s02_village = { -st-village } (2)
zone-s02_village_b = { -st-village } (2, drugie pole)
zone-s03_temple = { -st-temple } (3)
zone-s04_encounter = { -st-encounter } (4)
zone-s05_paddy = { -st-paddy-spot } (5)
zone-s06_hot_spring = { -st-hot-spring } (6)
zone-s06_hot_spring_b = { -st-hot-spring } (6, drugie pole)
zone-s07_mountain = { -st-mountain-spot } (7)
zone-s07_mountain_b = { -st-mountain-spot } (7, drugie pole)
zone-s08_farm = { -st-farm } (8)
zone-s08_farm_b = { -st-farm } (8, drugie pole)
zone-s09_village = { -st-village } (9)
zone-s10_temple = { -st-temple } (10)
zone-s10_temple_b = { -st-temple } (10, drugie pole)
zone-s11_encounter = { -st-encounter } (11)
zone-s12_sea = { -st-sea-spot } (12)
zone-s12_sea_b = { -st-sea-spot } (12, drugie pole)
zone-s13_mountain = { -st-mountain-spot } (13)
zone-s14_hot_spring = { -st-hot-spring } (14)
zone-s16_sea = { -st-sea-spot } (16)
zone-s17_temple = { -st-temple } (17)
zone-s18_farm = { -st-farm } (18)
zone-s18_farm_b = { -st-farm } (18, drugie pole)
zone-s19_paddy = { -st-paddy-spot } (19)
zone-s19_paddy_b = { -st-paddy-spot } (19, drugie pole)
zone-s20_mountain = { -st-mountain-spot } (20)
zone-s20_mountain_b = { -st-mountain-spot } (20, drugie pole)
zone-s21_encounter = { -st-encounter } (21)
zone-s21_encounter_b = { -st-encounter } (21, drugie pole)
zone-s22_temple = { -st-temple } (22)
zone-s23_hot_spring = { -st-hot-spring } (23)
zone-s23_hot_spring_b = { -st-hot-spring } (23, drugie pole)
zone-s24_mountain = { -st-mountain-spot } (24)
zone-s25_sea = { -st-sea-spot } (25)
zone-s25_sea_b = { -st-sea-spot } (25, drugie pole)
zone-s26_village = { -st-village } (26)
zone-s27_farm = { -st-farm } (27)
zone-s29_paddy = { -st-paddy-spot } (29)
zone-s30_village = { -st-village } (30)
zone-s31_encounter = { -st-encounter } (31)
zone-s31_encounter_b = { -st-encounter } (31, drugie pole)
zone-s32_farm = { -st-farm } (32)
zone-s33_mountain = { -st-mountain-spot } (33)
zone-s33_mountain_b = { -st-mountain-spot } (33, drugie pole)
zone-s34_hot_spring = { -st-hot-spring } (34)
zone-s35_sea = { -st-sea-spot } (35)
zone-s35_sea_b = { -st-sea-spot } (35, drugie pole)
zone-s36_paddy = { -st-paddy-spot } (36)
zone-s37_temple = { -st-temple } (37)
zone-s37_temple_b = { -st-temple } (37, drugie pole)
zone-s38_farm = { -st-farm } (38)
zone-s38_farm_b = { -st-farm } (38, drugie pole)
zone-s39_encounter = { -st-encounter } (39)
zone-s40_sea = { -st-sea-spot } (40)
zone-s41_village = { -st-village } (41)
zone-s41_village_b = { -st-village } (41, drugie pole)
zone-s43_hot_spring = { -st-hot-spring } (43)
zone-s44_temple = { -st-temple } (44)
zone-s44_temple_b = { -st-temple } (44, drugie pole)
zone-s45_encounter = { -st-encounter } (45)
zone-s46_village = { -st-village } (46)
zone-s46_village_b = { -st-village } (46, drugie pole)
zone-s47_sea = { -st-sea-spot } (47)
zone-s48_farm = { -st-farm } (48)
zone-s48_farm_b = { -st-farm } (48, drugie pole)
zone-s49_hot_spring = { -st-hot-spring } (49)
zone-s49_hot_spring_b = { -st-hot-spring } (49, drugie pole)
zone-s50_encounter = { -st-encounter } (50)
zone-s51_mountain = { -st-mountain-spot } (51)
zone-s52_paddy = { -st-paddy-spot } (52)
zone-s52_paddy_b = { -st-paddy-spot } (52, drugie pole)
zone-s53_sea = { -st-sea-spot } (53)
zone-s53_sea_b = { -st-sea-spot } (53, drugie pole)
zone-s54_village = { -st-village } (54)
zone-meal_deck = talia Posiłków
zone-inn_meals = Posiłki wyłożone w Gospodzie
zone-gift_meal = darmowa karta Posiłku
zone-souvenir_deck = talia Pamiątek
zone-shop = stragan w Sklepie
zone-encounter_deck = talia Spotkań
zone-encounter_offer = dobrane karty Spotkania
zone-hot_spring_deck = talia Gorących Źródeł
zone-sea_deck = stos { -panorama-gen } { -sea-gen }
zone-mountain_deck = stos { -panorama-gen } { -mountain-gen }
zone-paddy_deck = stos { -panorama-gen } { -paddy-gen }
zone-achievement_supply = zapas kart Osiągnięć
zone-traveller_deck = talia Podróżników
zone-box = pudełko
zone-kyoto_lineup = kolejka startowa
zone-neutral_home = miejsce startowe neutralnego Podróżnika
zone-pawn_home = miejsce startowe pionka
zone-traveller_offer = rozdane karty Podróżników
zone-traveller = karta Podróżnika
zone-meals = Posiłki
zone-souvenirs = Pamiątki
zone-hot_springs = Gorące Źródła
zone-encounters = Spotkania
zone-panoramas = Panoramy
zone-achievements_won = zdobyte Osiągnięcia
