# Tokaido names (English). Numbered ids are built from the type words below (terms): translate a
# term once, every numbered card and spot follows. Regenerate new ids with tools/gen_catalogs.py.

## Type words
-sea = Sea
-mountain = Mountain
-paddy = Paddy
-panorama = panorama
-inn = Inn
-spring = Hot spring
-st-village = Village
-st-temple = Temple
-st-encounter = Encounter
-st-farm = Farm
-st-hot-spring = Hot spring
-st-sea-spot = Sea panorama
-st-mountain-spot = Mountain panorama
-st-paddy-spot = Paddy panorama
-annaibito = Annaibito

## Game
game-name = Tokaido

## Counters
counter-vp = { $n ->
    [one] journey point
   *[other] journey points
}
counter-coins = { $n ->
    [one] coin
   *[other] coins
}
counter-temple_coins = { $n ->
    [one] temple coin
   *[other] temple coins
}
counter-sea_parts = { $n ->
    [one] sea panorama card
   *[other] sea panorama cards
}
counter-mountain_parts = { $n ->
    [one] mountain panorama card
   *[other] mountain panorama cards
}
counter-paddy_parts = { $n ->
    [one] paddy panorama card
   *[other] paddy panorama cards
}
counter-achievements = { $n ->
    [one] achievement
   *[other] achievements
}
counter-location = location
counter-inns_visited = { $n ->
    [one] inn visited
   *[other] inns visited
}
counter-meal_discount = meal discount
counter-encounter_extra = extra encounter cards
counter-bath_bonus = hot spring bonus
counter-achievement_bonus = achievement bonus
counter-shop_free_cheapest = cheapest souvenir free
counter-shop_one_coin = one souvenir for 1 coin
counter-shop_more = still shopping
counter-shop_n = { $n ->
    [one] souvenir bought here
   *[other] souvenirs bought here
}
counter-shop_sum = price of souvenirs bought here
counter-shop_min = cheapest souvenir bought here
counter-zen_used = Zen-emon's offer used
counter-ate_here = ate at this inn
counter-travellers = { $n ->
    [one] traveller
   *[other] travellers
}
counter-neutral_temple = neutral traveller's temple coins
counter-journey_over = journey over

## Kinds
kind-achievement_card = Achievement card
kind-encounter_card = Encounter card
kind-meal_card = Meal card
kind-panorama_card = Panorama card
kind-pawn = Traveller pawn
kind-souvenir_card = Souvenir card
kind-spring_card = Hot spring card
kind-traveller_card = Traveller card

## Effect slots
slot-after_donation = after your donation
slot-encounter_start = at an encounter
slot-inn_stop = at each intermediate inn
slot-meal_stop = at each inn with meals
slot-resolve = resolve

## Properties and tags
prop-achievement_bonus = achievement bonus
prop-award = award
prop-bath_bonus = hot spring bonus
prop-encounter_extra = extra encounter cards
prop-family = family
prop-inn = inn
prop-lane = lane
prop-meal_discount = meal discount
prop-part = part
prop-pos = position
prop-price = price
prop-ptype = panorama
prop-shop_free_cheapest = cheapest souvenir free
prop-shop_one_coin = one souvenir for 1 coin
phrase-meal_discount = { $value ->
    [0] {""}
   *[other] meals cost you { $value } coin less
}
phrase-encounter_extra = { $value ->
    [0] {""}
   *[other] at an encounter, draw { $value } more card
}
phrase-bath_bonus = { $value ->
    [0] {""}
   *[other] +{ $value } journey points at each hot spring
}
phrase-achievement_bonus = { $value ->
    [0] {""}
   *[other] +{ $value } journey points for each achievement card
}
phrase-shop_free_cheapest = { $value ->
    [0] {""}
   *[other] in a village, your cheapest souvenir is free
}
phrase-shop_one_coin = { $value ->
    [0] {""}
   *[other] in a village, one souvenir costs you only 1 coin
}
prop-size = size
prop-start_coins = start coins
prop-stype = spot type
prop-vp = VP

## Tag values
value-art = art
value-bather = Bather
value-chatterbox = Chatterbox
value-clothing = clothing
value-collector = Collector
value-encounter = encounter
value-farm = farm
value-end = inn at an end of the road (start or final inn, by the direction of travel)
value-food_drink = food and drink
value-gourmet = Gourmet
value-hot_spring = hot spring
value-inn = inn
value-middle = intermediate inn
value-mountain = { -mountain }
value-paddy = { -paddy }
value-sea = { -sea }
value-small_object = small objects
value-temple = temple
value-village = village
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
graph-tokaido_road = Tokaido road
group-families = souvenir families
group-inns = inns
group-pano_types = panoramas
group-road = road
group-spots = spots
section-achievements = Achievements
section-encounters = Encounters
section-hot_springs = Hot springs
section-meals = Meals
section-panoramas = Panoramas
section-souvenirs = Souvenirs
section-temple = Temple
section-temple_bonus = Temple bonus

## Actions
actions-temple_gift = temple donation
action-donate_1 = donate 1 coin
action-donate_2 = donate 2 coins
action-donate_3 = donate 3 coins
actions-free_meal_offer = free meal offer
action-accept_free_meal = accept the free meal
action-refuse_free_meal = refuse the free meal

## Options
option-start_coins = start-coins adjustment
option-start_coins-off = off
option-start_coins-on = on
option-gastronomy = Gastronomy variant
option-gastronomy-off = off
option-gastronomy-on = on
option-initiation = Initiation journey
option-initiation-off = off
option-initiation-on = on
option-variant = journey direction
option-variant-normal = Kyoto to Edo
option-variant-return = return trip, Edo to Kyoto
option-meal_count = meal cards at an inn
option-meal_count-players = players + 1
option-meal_count-travellers = travellers + 1 (neutral pawn counted)

## Entities
# travellers
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
entity-pawn = traveller pawn
entity-neutral_pawn = neutral traveller
# encounters
entity-shokunin = Shokunin
entity-annaibito_paddy = { -annaibito } ({ -paddy })
entity-annaibito_mountain = { -annaibito } ({ -mountain })
entity-annaibito_sea = { -annaibito } ({ -sea })
entity-samurai = Samurai
entity-kuge = Kuge
entity-miko = Miko
# achievements
entity-ach_sea = { -sea } { -panorama } achievement
entity-ach_mountain = { -mountain } { -panorama } achievement
entity-ach_paddy = { -paddy } { -panorama } achievement
entity-ach_gourmet = Gourmet
entity-ach_collector = Collector
entity-ach_bather = Bather
entity-ach_chatterbox = Chatterbox
# hot springs
entity-spring_2 = { -spring } (2)
entity-spring_3 = { -spring } (3)
# panoramas
entity-sea_1 = { -sea } { -panorama } 1
entity-sea_2 = { -sea } { -panorama } 2
entity-sea_3 = { -sea } { -panorama } 3
entity-sea_4 = { -sea } { -panorama } 4
entity-sea_5 = { -sea } { -panorama } 5
entity-mountain_1 = { -mountain } { -panorama } 1
entity-mountain_2 = { -mountain } { -panorama } 2
entity-mountain_3 = { -mountain } { -panorama } 3
entity-mountain_4 = { -mountain } { -panorama } 4
entity-paddy_1 = { -paddy } { -panorama } 1
entity-paddy_2 = { -paddy } { -panorama } 2
entity-paddy_3 = { -paddy } { -panorama } 3
# meals and souvenirs (Japanese names, as printed)
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
zone-kyoto = Kyoto (inn)
zone-inn_1 = { -inn } 1
zone-inn_2 = { -inn } 2
zone-inn_3 = { -inn } 3
zone-edo = Edo (inn)
zone-s02_village = { -st-village } (2)
zone-s02_village_b = { -st-village } (2, second spot)
zone-s03_temple = { -st-temple } (3)
zone-s04_encounter = { -st-encounter } (4)
zone-s05_paddy = { -st-paddy-spot } (5)
zone-s06_hot_spring = { -st-hot-spring } (6)
zone-s06_hot_spring_b = { -st-hot-spring } (6, second spot)
zone-s07_mountain = { -st-mountain-spot } (7)
zone-s07_mountain_b = { -st-mountain-spot } (7, second spot)
zone-s08_farm = { -st-farm } (8)
zone-s08_farm_b = { -st-farm } (8, second spot)
zone-s09_village = { -st-village } (9)
zone-s10_temple = { -st-temple } (10)
zone-s10_temple_b = { -st-temple } (10, second spot)
zone-s11_encounter = { -st-encounter } (11)
zone-s12_sea = { -st-sea-spot } (12)
zone-s12_sea_b = { -st-sea-spot } (12, second spot)
zone-s13_mountain = { -st-mountain-spot } (13)
zone-s14_hot_spring = { -st-hot-spring } (14)
zone-s16_sea = { -st-sea-spot } (16)
zone-s17_temple = { -st-temple } (17)
zone-s18_farm = { -st-farm } (18)
zone-s18_farm_b = { -st-farm } (18, second spot)
zone-s19_paddy = { -st-paddy-spot } (19)
zone-s19_paddy_b = { -st-paddy-spot } (19, second spot)
zone-s20_mountain = { -st-mountain-spot } (20)
zone-s20_mountain_b = { -st-mountain-spot } (20, second spot)
zone-s21_encounter = { -st-encounter } (21)
zone-s21_encounter_b = { -st-encounter } (21, second spot)
zone-s22_temple = { -st-temple } (22)
zone-s23_hot_spring = { -st-hot-spring } (23)
zone-s23_hot_spring_b = { -st-hot-spring } (23, second spot)
zone-s24_mountain = { -st-mountain-spot } (24)
zone-s25_sea = { -st-sea-spot } (25)
zone-s25_sea_b = { -st-sea-spot } (25, second spot)
zone-s26_village = { -st-village } (26)
zone-s27_farm = { -st-farm } (27)
zone-s29_paddy = { -st-paddy-spot } (29)
zone-s30_village = { -st-village } (30)
zone-s31_encounter = { -st-encounter } (31)
zone-s31_encounter_b = { -st-encounter } (31, second spot)
zone-s32_farm = { -st-farm } (32)
zone-s33_mountain = { -st-mountain-spot } (33)
zone-s33_mountain_b = { -st-mountain-spot } (33, second spot)
zone-s34_hot_spring = { -st-hot-spring } (34)
zone-s35_sea = { -st-sea-spot } (35)
zone-s35_sea_b = { -st-sea-spot } (35, second spot)
zone-s36_paddy = { -st-paddy-spot } (36)
zone-s37_temple = { -st-temple } (37)
zone-s37_temple_b = { -st-temple } (37, second spot)
zone-s38_farm = { -st-farm } (38)
zone-s38_farm_b = { -st-farm } (38, second spot)
zone-s39_encounter = { -st-encounter } (39)
zone-s40_sea = { -st-sea-spot } (40)
zone-s41_village = { -st-village } (41)
zone-s41_village_b = { -st-village } (41, second spot)
zone-s43_hot_spring = { -st-hot-spring } (43)
zone-s44_temple = { -st-temple } (44)
zone-s44_temple_b = { -st-temple } (44, second spot)
zone-s45_encounter = { -st-encounter } (45)
zone-s46_village = { -st-village } (46)
zone-s46_village_b = { -st-village } (46, second spot)
zone-s47_sea = { -st-sea-spot } (47)
zone-s48_farm = { -st-farm } (48)
zone-s48_farm_b = { -st-farm } (48, second spot)
zone-s49_hot_spring = { -st-hot-spring } (49)
zone-s49_hot_spring_b = { -st-hot-spring } (49, second spot)
zone-s50_encounter = { -st-encounter } (50)
zone-s51_mountain = { -st-mountain-spot } (51)
zone-s52_paddy = { -st-paddy-spot } (52)
zone-s52_paddy_b = { -st-paddy-spot } (52, second spot)
zone-s53_sea = { -st-sea-spot } (53)
zone-s53_sea_b = { -st-sea-spot } (53, second spot)
zone-s54_village = { -st-village } (54)
zone-meal_deck = meal deck
zone-inn_meals = meals on offer at the inn
zone-gift_meal = free meal card
zone-souvenir_deck = souvenir deck
zone-shop = village stall
zone-encounter_deck = encounter deck
zone-encounter_offer = encounter cards drawn
zone-hot_spring_deck = hot spring deck
zone-sea_deck = { -sea } { -panorama } pile
zone-mountain_deck = { -mountain } { -panorama } pile
zone-paddy_deck = { -paddy } { -panorama } pile
zone-achievement_supply = achievement supply
zone-traveller_deck = traveller deck
zone-box = game box
zone-kyoto_lineup = start line-up
zone-neutral_home = neutral traveller's start
zone-pawn_home = pawn's start
zone-traveller_offer = travellers dealt
zone-traveller = traveller card
zone-meals = meals
zone-souvenirs = souvenirs
zone-hot_springs = hot springs
zone-encounters = encounters
zone-panoramas = panoramas
zone-achievements_won = achievements won
