# Tokaido adları (Türkçe). Numaralı kimlikler aşağıdaki tür sözcüklerinden (terimler) kurulur.
# Kayıt: siz (kibar çoğul emir: "alın", "çekin"). Bkz. docs/localisation.md.


## Type words
-sea = Deniz
-mountain = Dağ
-paddy = Pirinç tarlası
-panorama = panorama
-inn = Han
-spring = Kaplıca
-st-village = Köy
-st-temple = Tapınak
-st-encounter = Karşılaşma
-st-farm = Çiftlik
-st-hot-spring = Kaplıca
-st-sea-spot = Deniz panoraması
-st-mountain-spot = Dağ panoraması
-st-paddy-spot = Pirinç tarlası panoraması
-annaibito = Annaibito

## Game
game-name = Tokaido

## Counters
counter-vp = yolculuk puanı
counter-coins = sikke
counter-temple_coins = tapınak sikkesi
counter-sea_parts = deniz panoraması kartı
counter-mountain_parts = dağ panoraması kartı
counter-paddy_parts = pirinç tarlası panoraması kartı
counter-achievements = başarı
counter-location = konum
counter-inns_visited = uğranan han
counter-meal_discount = yemek indirimi
counter-encounter_extra = ek karşılaşma kartı
counter-bath_bonus = kaplıca bonusu
counter-achievement_bonus = başarı bonusu
counter-shop_free_cheapest = en ucuz hediyelik bedava
counter-shop_one_coin = bir hediyelik 1 sikke
counter-shop_more = alışveriş sürüyor
counter-shop_n = burada alınan hediyelik
counter-shop_sum = burada alınan hediyeliklerin fiyatı
counter-shop_min = burada alınan en ucuz hediyelik
counter-zen_used = Zen-emon'un teklifi kullanıldı
counter-ate_here = bu handa yemek yendi
counter-travellers = yolcu
counter-neutral_temple = tarafsız yolcunun tapınak sikkeleri
counter-journey_over = yolculuk bitti

## Kinds
kind-achievement_card = Başarı kartı
kind-encounter_card = Karşılaşma kartı
kind-meal_card = Yemek kartı
kind-panorama_card = Panorama kartı
kind-pawn = Yolcu piyonu
kind-souvenir_card = Hediyelik kartı
kind-spring_card = Kaplıca kartı
kind-traveller_card = Yolcu kartı

## Effect slots
slot-after_donation = bağışınızdan sonra
slot-encounter_start = bir karşılaşmada
slot-inn_stop = her ara handa
slot-meal_stop = yemekli her handa
slot-resolve = uygulama

## Properties and tags
prop-achievement_bonus = başarı bonusu
prop-award = ödül
prop-bath_bonus = kaplıca bonusu
prop-encounter_extra = ek karşılaşma kartı
prop-family = aile
prop-inn = han
prop-lane = şerit
prop-meal_discount = yemek indirimi
prop-part = parça
prop-pos = konum
prop-price = fiyat
prop-ptype = panorama
prop-shop_free_cheapest = en ucuz hediyelik bedava
prop-shop_one_coin = bir hediyelik 1 sikke
phrase-meal_discount = { $value ->
    [0] {""}
   *[other] yemekler size { $value } sikke daha ucuza gelir
}
phrase-encounter_extra = { $value ->
    [0] {""}
   *[other] karşılaşmada { $value } kart fazla çekin
}
phrase-bath_bonus = { $value ->
    [0] {""}
   *[other] her kaplıcada +{ $value } yolculuk puanı
}
phrase-achievement_bonus = { $value ->
    [0] {""}
   *[other] her başarı kartı için +{ $value } yolculuk puanı
}
phrase-shop_free_cheapest = { $value ->
    [0] {""}
   *[other] köyde en ucuz hediyeliğiniz bedavadır
}
phrase-shop_one_coin = { $value ->
    [0] {""}
   *[other] köyde bir hediyelik size yalnızca 1 sikkeye gelir
}
prop-size = boyut
prop-start_coins = başlangıç sikkesi
prop-stype = durak türü
prop-vp = YP

## Tag values
value-art = sanat
value-bather = Kaplıcacı
value-chatterbox = Geveze
value-clothing = giyim
value-collector = Koleksiyoncu
value-encounter = karşılaşma
value-farm = çiftlik
value-end = yolun ucundaki han (yolculuğun yönüne göre başlangıç ya da son han)
value-food_drink = yiyecek ve içecek
value-gourmet = Gurme
value-hot_spring = kaplıca
value-inn = han
value-middle = ara han
value-mountain = { $case ->
    [gen] Dağ panoramasının
   *[nom] { -mountain }
}
value-paddy = { $case ->
    [gen] Pirinç tarlası panoramasının
   *[nom] { -paddy }
}
value-sea = { $case ->
    [gen] Deniz panoramasının
   *[nom] { -sea }
}
value-small_object = küçük eşyalar
value-temple = tapınak
value-village = köy
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
graph-tokaido_road = Tokaido yolu
group-families = hediyelik aileleri
group-inns = hanlar
group-pano_types = panoramalar
group-road = yol
group-spots = duraklar
section-achievements = Başarılar
section-encounters = Karşılaşmalar
section-hot_springs = Kaplıcalar
section-meals = Yemekler
section-panoramas = Panoramalar
section-souvenirs = Hediyelikler
section-temple = Tapınak
section-temple_bonus = Tapınak bonusu

## Actions
actions-temple_gift = tapınağa bağış
action-donate_1 = 1 sikke bağışlayın
action-donate_2 = 2 sikke bağışlayın
action-donate_3 = 3 sikke bağışlayın
actions-free_meal_offer = bedava yemek teklifi
action-accept_free_meal = bedava yemeği kabul edin
action-refuse_free_meal = bedava yemeği geri çevirin

## Options
option-start_coins = başlangıç sikkesi ayarı
option-start_coins-off = kapalı
option-start_coins-on = açık
option-gastronomy = Gastronomi çeşitlemesi
option-gastronomy-off = kapalı
option-gastronomy-on = açık
option-initiation = Tanışma yolculuğu
option-initiation-off = kapalı
option-initiation-on = açık
option-meal_count = handaki yemek kartı sayısı
option-meal_count-players = oyuncu sayısı + 1
option-meal_count-travellers = yolcu sayısı + 1 (tarafsız piyon sayılır)
option-variant = yolculuk yönü
option-variant-normal = Kyoto'dan Edo'ya
option-variant-return = dönüş yolculuğu, Edo'dan Kyoto'ya

## Entities
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
entity-pawn = yolcu piyonu
entity-neutral_pawn = tarafsız yolcu
entity-shokunin = Shokunin
entity-annaibito_paddy = { -annaibito } ({ -paddy })
entity-annaibito_mountain = { -annaibito } ({ -mountain })
entity-annaibito_sea = { -annaibito } ({ -sea })
entity-samurai = Samurai
entity-kuge = Kuge
entity-miko = Miko
entity-ach_sea = { -st-sea-spot } başarısı
entity-ach_mountain = { -st-mountain-spot } başarısı
entity-ach_paddy = { -st-paddy-spot } başarısı
entity-ach_gourmet = Gurme
entity-ach_collector = Koleksiyoncu
entity-ach_bather = Kaplıcacı
entity-ach_chatterbox = Geveze
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
zone-kyoto = Kyoto (han)
zone-inn_1 = { -inn } 1
zone-inn_2 = { -inn } 2
zone-inn_3 = { -inn } 3
zone-edo = Edo (han)
zone-s02_village = { -st-village } (2)
zone-s02_village_b = { -st-village } (2, ikinci yer)
zone-s03_temple = { -st-temple } (3)
zone-s04_encounter = { -st-encounter } (4)
zone-s05_paddy = { -st-paddy-spot } (5)
zone-s06_hot_spring = { -st-hot-spring } (6)
zone-s06_hot_spring_b = { -st-hot-spring } (6, ikinci yer)
zone-s07_mountain = { -st-mountain-spot } (7)
zone-s07_mountain_b = { -st-mountain-spot } (7, ikinci yer)
zone-s08_farm = { -st-farm } (8)
zone-s08_farm_b = { -st-farm } (8, ikinci yer)
zone-s09_village = { -st-village } (9)
zone-s10_temple = { -st-temple } (10)
zone-s10_temple_b = { -st-temple } (10, ikinci yer)
zone-s11_encounter = { -st-encounter } (11)
zone-s12_sea = { -st-sea-spot } (12)
zone-s12_sea_b = { -st-sea-spot } (12, ikinci yer)
zone-s13_mountain = { -st-mountain-spot } (13)
zone-s14_hot_spring = { -st-hot-spring } (14)
zone-s16_sea = { -st-sea-spot } (16)
zone-s17_temple = { -st-temple } (17)
zone-s18_farm = { -st-farm } (18)
zone-s18_farm_b = { -st-farm } (18, ikinci yer)
zone-s19_paddy = { -st-paddy-spot } (19)
zone-s19_paddy_b = { -st-paddy-spot } (19, ikinci yer)
zone-s20_mountain = { -st-mountain-spot } (20)
zone-s20_mountain_b = { -st-mountain-spot } (20, ikinci yer)
zone-s21_encounter = { -st-encounter } (21)
zone-s21_encounter_b = { -st-encounter } (21, ikinci yer)
zone-s22_temple = { -st-temple } (22)
zone-s23_hot_spring = { -st-hot-spring } (23)
zone-s23_hot_spring_b = { -st-hot-spring } (23, ikinci yer)
zone-s24_mountain = { -st-mountain-spot } (24)
zone-s25_sea = { -st-sea-spot } (25)
zone-s25_sea_b = { -st-sea-spot } (25, ikinci yer)
zone-s26_village = { -st-village } (26)
zone-s27_farm = { -st-farm } (27)
zone-s29_paddy = { -st-paddy-spot } (29)
zone-s30_village = { -st-village } (30)
zone-s31_encounter = { -st-encounter } (31)
zone-s31_encounter_b = { -st-encounter } (31, ikinci yer)
zone-s32_farm = { -st-farm } (32)
zone-s33_mountain = { -st-mountain-spot } (33)
zone-s33_mountain_b = { -st-mountain-spot } (33, ikinci yer)
zone-s34_hot_spring = { -st-hot-spring } (34)
zone-s35_sea = { -st-sea-spot } (35)
zone-s35_sea_b = { -st-sea-spot } (35, ikinci yer)
zone-s36_paddy = { -st-paddy-spot } (36)
zone-s37_temple = { -st-temple } (37)
zone-s37_temple_b = { -st-temple } (37, ikinci yer)
zone-s38_farm = { -st-farm } (38)
zone-s38_farm_b = { -st-farm } (38, ikinci yer)
zone-s39_encounter = { -st-encounter } (39)
zone-s40_sea = { -st-sea-spot } (40)
zone-s41_village = { -st-village } (41)
zone-s41_village_b = { -st-village } (41, ikinci yer)
zone-s43_hot_spring = { -st-hot-spring } (43)
zone-s44_temple = { -st-temple } (44)
zone-s44_temple_b = { -st-temple } (44, ikinci yer)
zone-s45_encounter = { -st-encounter } (45)
zone-s46_village = { -st-village } (46)
zone-s46_village_b = { -st-village } (46, ikinci yer)
zone-s47_sea = { -st-sea-spot } (47)
zone-s48_farm = { -st-farm } (48)
zone-s48_farm_b = { -st-farm } (48, ikinci yer)
zone-s49_hot_spring = { -st-hot-spring } (49)
zone-s49_hot_spring_b = { -st-hot-spring } (49, ikinci yer)
zone-s50_encounter = { -st-encounter } (50)
zone-s51_mountain = { -st-mountain-spot } (51)
zone-s52_paddy = { -st-paddy-spot } (52)
zone-s52_paddy_b = { -st-paddy-spot } (52, ikinci yer)
zone-s53_sea = { -st-sea-spot } (53)
zone-s53_sea_b = { -st-sea-spot } (53, ikinci yer)
zone-s54_village = { -st-village } (54)
zone-meal_deck = yemek destesi
zone-inn_meals = handa sunulan yemekler
zone-gift_meal = bedava yemek kartı
zone-souvenir_deck = hediyelik destesi
zone-shop = köy tezgâhı
zone-encounter_deck = karşılaşma destesi
zone-encounter_offer = çekilen karşılaşma kartları
zone-hot_spring_deck = kaplıca destesi
zone-sea_deck = { -st-sea-spot } destesi
zone-mountain_deck = { -st-mountain-spot } destesi
zone-paddy_deck = { -st-paddy-spot } destesi
zone-achievement_supply = başarı kartları stoku
zone-traveller_deck = yolcu destesi
zone-box = oyun kutusu
zone-kyoto_lineup = başlangıç sırası
zone-neutral_home = tarafsız yolcunun başlangıcı
zone-pawn_home = piyonun başlangıcı
zone-traveller_offer = dağıtılan yolcular
zone-traveller = yolcu kartı
zone-meals = yemekler
zone-souvenirs = hediyelikler
zone-hot_springs = kaplıcalar
zone-encounters = karşılaşmalar
zone-panoramas = panoramalar
zone-achievements_won = kazanılan başarılar
