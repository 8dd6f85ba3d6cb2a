# Назви Токайдо (українська). Пронумеровані ідентифікатори будуються з термінів нижче.
# Регістр: ви (наказовий спосіб, 2-га особа множини: «візьміть»). Див. docs/localisation.md.


## Type words
-sea = Море
-mountain = Гори
-paddy = Рисові поля
-panorama = панорама
-inn = Заїзд
-spring = Гаряче джерело
-st-village = Село
-st-temple = Храм
-st-encounter = Зустріч
-st-farm = Ферма
-st-hot-spring = Гаряче джерело
-st-sea-spot = Панорама моря
-st-mountain-spot = Панорама гір
-st-paddy-spot = Панорама рисових полів
-annaibito = Аннайбіто

## Game
game-name = Токайдо

## Counters
counter-vp = { $n ->
    [one] очко подорожі
    [few] очки подорожі
   *[many] очок подорожі
}
counter-coins = { $case ->
   *[nom] { $n ->
        [one] монета
        [few] монети
       *[many] монет
    }
    [acc] { $n ->
        [one] монету
        [few] монети
       *[many] монет
    }
}
counter-temple_coins = { $case ->
   *[nom] { $n ->
        [one] храмова монета
        [few] храмові монети
       *[many] храмових монет
    }
    [acc] { $n ->
        [one] храмову монету
        [few] храмові монети
       *[many] храмових монет
    }
}
counter-sea_parts = { $case ->
   *[nom] { $n ->
        [one] карта панорами моря
        [few] карти панорами моря
       *[many] карт панорами моря
    }
    [acc] { $n ->
        [one] карту панорами моря
        [few] карти панорами моря
       *[many] карт панорами моря
    }
}
counter-mountain_parts = { $case ->
   *[nom] { $n ->
        [one] карта панорами гір
        [few] карти панорами гір
       *[many] карт панорами гір
    }
    [acc] { $n ->
        [one] карту панорами гір
        [few] карти панорами гір
       *[many] карт панорами гір
    }
}
counter-paddy_parts = { $case ->
   *[nom] { $n ->
        [one] карта панорами рисових полів
        [few] карти панорами рисових полів
       *[many] карт панорами рисових полів
    }
    [acc] { $n ->
        [one] карту панорами рисових полів
        [few] карти панорами рисових полів
       *[many] карт панорами рисових полів
    }
}
counter-achievements = { $n ->
    [one] досягнення
    [few] досягнення
   *[many] досягнень
}
counter-location = місце
counter-inns_visited = { $n ->
    [one] відвіданий заїзд
    [few] відвідані заїзди
   *[many] відвіданих заїздів
}
counter-meal_discount = знижка на страви
counter-encounter_extra = додаткові карти зустрічей
counter-bath_bonus = бонус гарячих джерел
counter-achievement_bonus = бонус досягнень
counter-shop_free_cheapest = найдешевший сувенір безкоштовно
counter-shop_one_coin = один сувенір за 1 монету
counter-shop_more = ще купує
counter-shop_n = { $n ->
    [one] сувенір, куплений тут
    [few] сувеніри, куплені тут
   *[many] сувенірів, куплених тут
}
counter-shop_sum = ціна сувенірів, куплених тут
counter-shop_min = найдешевший сувенір, куплений тут
counter-zen_used = пропозицію Дзен-емона використано
counter-ate_here = поїв у цьому заїзді
counter-travellers = { $case ->
   *[nom] { $n ->
        [one] мандрівник
        [few] мандрівники
       *[many] мандрівників
    }
    [acc] { $n ->
        [one] мандрівника
        [few] мандрівників
       *[many] мандрівників
    }
}
counter-neutral_temple = монети нейтрального мандрівника в храмі
counter-journey_over = подорож завершено

## Kinds
kind-achievement_card = Карта досягнення
kind-encounter_card = Карта зустрічі
kind-meal_card = Карта страви
kind-panorama_card = Карта панорами
kind-pawn = Фішка мандрівника
kind-souvenir_card = Карта сувеніра
kind-spring_card = Карта гарячого джерела
kind-traveller_card = Карта мандрівника

## Effect slots
slot-after_donation = після вашої пожертви
slot-encounter_start = під час зустрічі
slot-inn_stop = у кожному проміжному заїзді
slot-meal_stop = у кожному заїзді зі стравами
slot-resolve = дія

## Properties and tags
prop-achievement_bonus = бонус досягнень
prop-award = нагорода
prop-bath_bonus = бонус гарячих джерел
prop-encounter_extra = додаткові карти зустрічей
prop-family = родина
prop-inn = заїзд
prop-lane = смуга
prop-meal_discount = знижка на страви
prop-part = частина
prop-pos = місце
prop-price = ціна
prop-ptype = панорама
prop-shop_free_cheapest = найдешевший сувенір безкоштовно
prop-shop_one_coin = один сувенір за 1 монету
phrase-meal_discount = { $value ->
    [0] {""}
   *[other] страви коштують вам на { $value } монету менше
}
phrase-encounter_extra = { $value ->
    [0] {""}
   *[other] під час зустрічі беріть додаткові карти: { $value }
}
phrase-bath_bonus = { $value ->
    [0] {""}
   *[other] додаткові очки подорожі в кожному гарячому джерелі: { $value }
}
phrase-achievement_bonus = { $value ->
    [0] {""}
   *[other] додаткові очки подорожі за кожну карту досягнення: { $value }
}
phrase-shop_free_cheapest = { $value ->
    [0] {""}
   *[other] у селі ваш найдешевший сувенір безкоштовний
}
phrase-shop_one_coin = { $value ->
    [0] {""}
   *[other] у селі один сувенір коштує вам лише 1 монету
}
prop-size = розмір
prop-start_coins = стартові монети
prop-stype = тип місця
prop-vp = очки подорожі

## Tag values
value-art = мистецтво
value-bather = Любитель купелі
value-chatterbox = Балакун
value-clothing = одяг
value-collector = Колекціонер
value-encounter = зустріч
value-farm = ферма
value-end = заїзд на кінці шляху (стартовий чи останній, залежно від напрямку подорожі)
value-food_drink = їжа та напої
value-gourmet = Гурман
value-hot_spring = гаряче джерело
value-inn = заїзд
value-middle = проміжний заїзд
value-mountain = { $case ->
    [gen] панорами гір
   *[nom] { -mountain }
}
value-paddy = { $case ->
    [gen] панорами рисових полів
   *[nom] { -paddy }
}
value-sea = { $case ->
    [gen] панорами моря
   *[nom] { -sea }
}
value-small_object = дрібнички
value-temple = храм
value-village = село
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
graph-tokaido_road = дорога Токайдо
group-families = родини сувенірів
group-inns = заїзди
group-pano_types = панорами
group-road = дорога
group-spots = місця
section-achievements = Досягнення
section-encounters = Зустрічі
section-hot_springs = Гарячі джерела
section-meals = Страви
section-panoramas = Панорами
section-souvenirs = Сувеніри
section-temple = Храм
section-temple_bonus = Бонус храму

## Actions
actions-temple_gift = пожертва храму
action-donate_1 = пожертвуйте 1 монету
action-donate_2 = пожертвуйте 2 монети
action-donate_3 = пожертвуйте 3 монети
actions-free_meal_offer = пропозиція безкоштовної страви
action-accept_free_meal = прийміть безкоштовну страву
action-refuse_free_meal = відмовтеся від безкоштовної страви

## Options
option-start_coins = вирівнювання стартових монет
option-start_coins-off = вимкнено
option-start_coins-on = увімкнено
option-gastronomy = Гастрономічний варіант
option-gastronomy-off = вимкнено
option-gastronomy-on = увімкнено
option-initiation = Ознайомча подорож
option-initiation-off = вимкнено
option-initiation-on = увімкнено
option-meal_count = карти страв у заїзді
option-meal_count-players = гравців + 1
option-meal_count-travellers = мандрівників + 1 (з нейтральною фішкою)
option-variant = напрямок подорожі
option-variant-normal = з Кіото до Едо
option-variant-return = зворотна подорож, з Едо до Кіото

## Entities
entity-hiroshige = Хіросіґе
entity-chuubei = Тюбей
entity-kinko = Кінко
entity-yoshiyasu = Йосіясу
entity-satsuki = Сацукі
entity-mitsukuni = Міцукуні
entity-sasayakko = Сасаякко
entity-hirotada = Хіротада
entity-umegae = Умеґае
entity-zen_emon = Дзен-емон
entity-pawn = фішка мандрівника
entity-neutral_pawn = нейтральний мандрівник
entity-shokunin = Сьокунін
entity-annaibito_paddy = { -annaibito } ({ -paddy })
entity-annaibito_mountain = { -annaibito } ({ -mountain })
entity-annaibito_sea = { -annaibito } ({ -sea })
entity-samurai = Самурай
entity-kuge = Куґе
entity-miko = Міко
entity-ach_sea = Досягнення: { -st-sea-spot }
entity-ach_mountain = Досягнення: { -st-mountain-spot }
entity-ach_paddy = Досягнення: { -st-paddy-spot }
entity-ach_gourmet = Гурман
entity-ach_collector = Колекціонер
entity-ach_bather = Любитель купелі
entity-ach_chatterbox = Балакун
entity-spring_2 = { -spring } (2)
entity-spring_3 = { -spring } (3)
entity-sea_1 = { -st-sea-spot } 1
entity-sea_2 = { -st-sea-spot } 2
entity-sea_3 = { -st-sea-spot } 3
entity-sea_4 = { -st-sea-spot } 4
entity-sea_5 = { -st-sea-spot } 5
entity-mountain_1 = { -st-mountain-spot } 1
entity-mountain_2 = { -st-mountain-spot } 2
entity-mountain_3 = { -st-mountain-spot } 3
entity-mountain_4 = { -st-mountain-spot } 4
entity-paddy_1 = { -st-paddy-spot } 1
entity-paddy_2 = { -st-paddy-spot } 2
entity-paddy_3 = { -st-paddy-spot } 3
entity-dango = Данґо
entity-nigirimeshi = Ніґіримесі
entity-misoshiru = Місосіру
entity-tempura = Темпура
entity-yakitori = Якіторі
entity-tofu = Тофу
entity-sushi = Суші
entity-soba = Соба
entity-unagi = Унаґі
entity-fugu = Фуґу
entity-donburi = Донбурі
entity-udon = Удон
entity-tai_meshi = Тай-месі
entity-sashimi = Сашімі
entity-koma = Кома
entity-gofu = Ґофу
entity-washi = Васі
entity-hashi = Хасі
entity-uchiwa = Утіва
entity-yunomi = Юномі
entity-manju = Мандзю
entity-konpeito = Компейто
entity-kamaboko = Камабоко
entity-ocha = Отя
entity-sake = Саке
entity-daifuku = Дайфуку
entity-kanzashi = Кандзасі
entity-sandogasa = Сандоґаса
entity-geta = Ґета
entity-haori = Хаорі
entity-yukata = Юката
entity-furoshiki = Фуросікі
entity-netsuke = Нецке
entity-jubako = Дзюбако
entity-shikki = Сіккі
entity-shamisen = Сямісен
entity-sumie = Сумі-е
entity-ukiyoe = Укійо-е

## Zones
zone-kyoto = Кіото (заїзд)
zone-inn_1 = { -inn } 1
zone-inn_2 = { -inn } 2
zone-inn_3 = { -inn } 3
zone-edo = Едо (заїзд)
zone-s02_village = { -st-village } (2)
zone-s02_village_b = { -st-village } (2, друге місце)
zone-s03_temple = { -st-temple } (3)
zone-s04_encounter = { -st-encounter } (4)
zone-s05_paddy = { -st-paddy-spot } (5)
zone-s06_hot_spring = { -st-hot-spring } (6)
zone-s06_hot_spring_b = { -st-hot-spring } (6, друге місце)
zone-s07_mountain = { -st-mountain-spot } (7)
zone-s07_mountain_b = { -st-mountain-spot } (7, друге місце)
zone-s08_farm = { -st-farm } (8)
zone-s08_farm_b = { -st-farm } (8, друге місце)
zone-s09_village = { -st-village } (9)
zone-s10_temple = { -st-temple } (10)
zone-s10_temple_b = { -st-temple } (10, друге місце)
zone-s11_encounter = { -st-encounter } (11)
zone-s12_sea = { -st-sea-spot } (12)
zone-s12_sea_b = { -st-sea-spot } (12, друге місце)
zone-s13_mountain = { -st-mountain-spot } (13)
zone-s14_hot_spring = { -st-hot-spring } (14)
zone-s16_sea = { -st-sea-spot } (16)
zone-s17_temple = { -st-temple } (17)
zone-s18_farm = { -st-farm } (18)
zone-s18_farm_b = { -st-farm } (18, друге місце)
zone-s19_paddy = { -st-paddy-spot } (19)
zone-s19_paddy_b = { -st-paddy-spot } (19, друге місце)
zone-s20_mountain = { -st-mountain-spot } (20)
zone-s20_mountain_b = { -st-mountain-spot } (20, друге місце)
zone-s21_encounter = { -st-encounter } (21)
zone-s21_encounter_b = { -st-encounter } (21, друге місце)
zone-s22_temple = { -st-temple } (22)
zone-s23_hot_spring = { -st-hot-spring } (23)
zone-s23_hot_spring_b = { -st-hot-spring } (23, друге місце)
zone-s24_mountain = { -st-mountain-spot } (24)
zone-s25_sea = { -st-sea-spot } (25)
zone-s25_sea_b = { -st-sea-spot } (25, друге місце)
zone-s26_village = { -st-village } (26)
zone-s27_farm = { -st-farm } (27)
zone-s29_paddy = { -st-paddy-spot } (29)
zone-s30_village = { -st-village } (30)
zone-s31_encounter = { -st-encounter } (31)
zone-s31_encounter_b = { -st-encounter } (31, друге місце)
zone-s32_farm = { -st-farm } (32)
zone-s33_mountain = { -st-mountain-spot } (33)
zone-s33_mountain_b = { -st-mountain-spot } (33, друге місце)
zone-s34_hot_spring = { -st-hot-spring } (34)
zone-s35_sea = { -st-sea-spot } (35)
zone-s35_sea_b = { -st-sea-spot } (35, друге місце)
zone-s36_paddy = { -st-paddy-spot } (36)
zone-s37_temple = { -st-temple } (37)
zone-s37_temple_b = { -st-temple } (37, друге місце)
zone-s38_farm = { -st-farm } (38)
zone-s38_farm_b = { -st-farm } (38, друге місце)
zone-s39_encounter = { -st-encounter } (39)
zone-s40_sea = { -st-sea-spot } (40)
zone-s41_village = { -st-village } (41)
zone-s41_village_b = { -st-village } (41, друге місце)
zone-s43_hot_spring = { -st-hot-spring } (43)
zone-s44_temple = { -st-temple } (44)
zone-s44_temple_b = { -st-temple } (44, друге місце)
zone-s45_encounter = { -st-encounter } (45)
zone-s46_village = { -st-village } (46)
zone-s46_village_b = { -st-village } (46, друге місце)
zone-s47_sea = { -st-sea-spot } (47)
zone-s48_farm = { -st-farm } (48)
zone-s48_farm_b = { -st-farm } (48, друге місце)
zone-s49_hot_spring = { -st-hot-spring } (49)
zone-s49_hot_spring_b = { -st-hot-spring } (49, друге місце)
zone-s50_encounter = { -st-encounter } (50)
zone-s51_mountain = { -st-mountain-spot } (51)
zone-s52_paddy = { -st-paddy-spot } (52)
zone-s52_paddy_b = { -st-paddy-spot } (52, друге місце)
zone-s53_sea = { -st-sea-spot } (53)
zone-s53_sea_b = { -st-sea-spot } (53, друге місце)
zone-s54_village = { -st-village } (54)
zone-meal_deck = колода страв
zone-inn_meals = страви, запропоновані в заїзді
zone-gift_meal = безкоштовна карта страви
zone-souvenir_deck = колода сувенірів
zone-shop = крамничка в селі
zone-encounter_deck = колода зустрічей
zone-encounter_offer = витягнуті карти зустрічей
zone-hot_spring_deck = колода гарячих джерел
zone-sea_deck = стос: { -st-sea-spot }
zone-mountain_deck = стос: { -st-mountain-spot }
zone-paddy_deck = стос: { -st-paddy-spot }
zone-achievement_supply = запас досягнень
zone-traveller_deck = колода мандрівників
zone-box = коробка гри
zone-kyoto_lineup = стартова черга
zone-neutral_home = старт нейтрального мандрівника
zone-pawn_home = старт фішки
zone-traveller_offer = роздані мандрівники
zone-traveller = карта мандрівника
zone-meals = страви
zone-souvenirs = сувеніри
zone-hot_springs = гарячі джерела
zone-encounters = зустрічі
zone-panoramas = панорами
zone-achievements_won = здобуті досягнення
