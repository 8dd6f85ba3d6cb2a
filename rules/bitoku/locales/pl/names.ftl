# Bitoku names (pl). Generated from the type words below (terms): translate a term once,
# every numbered card, tile and space follows. Regenerate new ids with tools/gen_catalogs.py.

## Type words
-r-yomi = Krainy Yomi
-r-stairs = Schody Wiedzy
-r-glade = Jadeitowa Polana
-r-forges = Kuźnie
-r-home = Dom Wielkiego Ducha
-r-anywhere = dowolne miejsce
-sp-kappa = Kappa
-sp-imomushi = Imomushi
-sp-nezumi = Nezumi
-sp-kitsune = Kitsune
-sp-shin-ookami = Shin Ookami
-sp-yama-uba = Yama-Uba
-b-temple = Świątynia
-b-onsen = Onsen
-b-farm = Farma
-b-ryokan = Ryokan
-b-ancient = Starożytny budynek
-bitoku = Bitoku
-crystal-dream = Kryształ snu
-crystal-memory = Kryształ pamięci
-crystal-ingenuity = Kryształ pomysłowości
-dragonfly = Ważka
-iwakura = Iwakura
-kodama = Kodama
-neutral-kodama = Neutralna kodama
-lake-treasure = Skarb jeziora
-mitama = Mitama
-torii = Torii
-vision = Wizja
-construction = Znacznik budowy
-movement = ruch
-any-resource = dowolny surowiec
-building-word = budowa
-crystal-word = kryształ
-spirit-word = mitama lub ważka
-die-left = Lewa kość
-die-middle = Środkowa kość
-die-right = Prawa kość
-tengu = Tengu
-tengu-card = Karta akcji Tengu
-tengu-die = Kość Tengu
-will-die = Kość Woli Tengu
-tengu-pilgrim = Pielgrzym Tengu
-z-forest = Pole lasu
-z-hill = Pole wzgórza
-z-bslot = Miejsce na budynek
-z-home = Pole Domu
-z-card-slot = Pole karty
-z-crystal-slot = Miejsce na wystawce kryształów
-z-dragonfly-slot = Miejsce na wystawce ważek
-z-mitama-slot = Miejsce na wystawce mitam
-z-bdisplay = Miejsce na wystawce budynków
-z-ingenuity = Pole pomysłowości
-z-rock = Pole skały
-z-rockp = Pole pielgrzyma przy skałach
-path-pl = Lewa ścieżka
-path-pr = Prawa ścieżka
-pp-space = pole
-pp-gate = brama
-pp-illum = oświecenie
-pp-side = pole boczne
-pp-start = start

## Game
game-name = Bitoku

## Counters
# $n picks the form a numeral governs: 1 → one, 2–4 / 22–24 → few, 0 / 5–21 / 25… → many.
counter-vp = { $case ->
   *[nom] { $n ->
        [one] punkt zwycięstwa
        [few] punkty zwycięstwa
       *[many] punktów zwycięstwa
    }
    [gen] punktów zwycięstwa
}
counter-wood = { $case ->
   *[nom] { $n ->
        [one] drewno
       *[other] drewna
    }
    [gen] drewna
}
counter-stone = { $case ->
   *[nom] { $n ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    }
    [gen] kamieni
}
counter-jade = { $case ->
   *[nom] { $n ->
        [one] jadeit
        [few] jadeity
       *[many] jadeitów
    }
    [gen] jadeitów
}
counter-sake = sake
counter-amulet_1 = { $case ->
   *[nom] { $n ->
        [one] amulet (+1)
        [few] amulety (+1)
       *[many] amuletów (+1)
    }
    [gen] amuletów (+1)
}
counter-amulet_2 = { $case ->
   *[nom] { $n ->
        [one] amulet (+2)
        [few] amulety (+2)
       *[many] amuletów (+2)
    }
    [gen] amuletów (+2)
}
counter-amulet_3 = { $case ->
   *[nom] { $n ->
        [one] amulet (+3)
        [few] amulety (+3)
       *[many] amuletów (+3)
    }
    [gen] amuletów (+3)
}
counter-bitoku_progress = { $case ->
   *[nom] postęp na ścieżce Bitoku
    [gen] postępu na ścieżce Bitoku
}
counter-passed = pas
counter-visions_done = { $case ->
   *[nom] { $n ->
        [one] spełniona wizja
        [few] spełnione wizje
       *[many] spełnionych wizji
    }
    [acc] { $n ->
        [one] spełnioną wizję
        [few] spełnione wizje
       *[many] spełnionych wizji
    }
    [gen] spełnionych wizji
}
counter-wood_out = { counter-wood } poza zasobem ogólnym
counter-stone_out = { counter-stone } poza zasobem ogólnym
counter-jade_out = { counter-jade } poza zasobem ogólnym
counter-sake_out = { counter-sake } poza zasobem ogólnym
counter-year = { $case ->
   *[nom] { $n ->
        [one] rok
        [few] lata
       *[many] lat
    }
    [gen] roku
}
counter-season = { $case ->
   *[nom] { $n ->
        [one] pora roku
        [few] pory roku
       *[many] pór roku
    }
    [acc] { $n ->
        [one] porę roku
        [few] pory roku
       *[many] pór roku
    }
    [gen] pory roku
}
counter-tengu_vp = { counter-vp } (Tengu)
counter-tengu_wood = { counter-wood } (Tengu)
counter-tengu_stone = { counter-stone } (Tengu)
counter-tengu_jade = { counter-jade } (Tengu)
counter-tengu_sake = { counter-sake } (Tengu)
counter-tengu_first = Tengu gra pierwszy
counter-tengu_active = Tengu aktywny
counter-tengu_passed = Tengu spasował
counter-tengu_will = Wola Tengu
counter-tengu_step = krok Tengu
counter-tengu_moving = Tengu w ruchu
counter-tengu_acting = Tengu działa
counter-built_this_turn = zbudowano w tej turze

## Kinds
kind-bitoku = Karta Bitoku
kind-building = Budynek
kind-construction = Znacznik budowy
kind-crystal = Kryształ
kind-die = Kość
kind-dragonfly = Ważka
kind-hikaru = Znacznik Hikaru
kind-iwakura = Skała iwakura
kind-kodama = Kodama
kind-mitama = Mitama
kind-pilgrim = Pielgrzym
kind-tengu_card = Karta akcji Tengu
kind-torii = Brama torii
kind-treasure = Skarb jeziora
kind-vision = Wizja
kind-yokai = Yokai

## Effect slots
slot-action = akcja
slot-activate = aktywacja
slot-built = po zbudowaniu
slot-merge = po połączeniu
slot-play = po zagraniu
slot-reward = nagroda
slot-take = po wzięciu
timing-activate = { $ctype_id ->
    [dream] wiosną (Zbiór owoców) i podczas Wniebowstąpienia A
    [memory] { $trigger }
   *[other] gdy wykonujesz akcję Pomysłowości
}
phrase-bonus = { $value ->
    [1] premia właściciela (a): 1 punkt zwycięstwa
    [2] premia właściciela (b): 1 punkt zwycięstwa albo amulet (+1), wybiera właściciel
    [3] premia właściciela (c): 1 punkt zwycięstwa i amulet (+1)
   *[other] brak premii właściciela
}
rule-vision = { $req_b_id ->
    [nothing] podczas Wniebowstąpienia: jeśli masz { $req_a } × { $need_a }, zdobądź punkty zwycięstwa: { $vp }; w przeciwnym razie strać punkty zwycięstwa: { $penalty }
   *[other] podczas Wniebowstąpienia: jeśli masz { $req_a } × { $need_a } i { $req_b } × { $need_b }, zdobądź punkty zwycięstwa: { $vp }; w przeciwnym razie strać punkty zwycięstwa: { $penalty }
}
rule-treasure = nagrody wyścigu kodam (punkty zwycięstwa): pierwsze miejsce — { $first }, drugie — { $second }, trzecie — { $third }
rule-construction = koszt: drewno — { $wood }, kamień — { $stone }; podczas Wniebowstąpienia H odsłonięte pole daje punkty zwycięstwa: { $vp }

## Properties and tags
prop-area = obszar
prop-awake = przebudzony
prop-bonus = premia właściciela
prop-btype = typ budynku
prop-ctype = typ kryształu
prop-deck = talia
prop-favour = łaska
prop-first = 1. nagroda
prop-fresh = zbudowany w tej turze
prop-gateset = zestaw bram
prop-gateslot = miejsce bramy
prop-hill = wzgórze
prop-hillslot = miejsce karty wzgórza
prop-icon = symbol
prop-junction = skrzyżowanie
prop-min_die = minimalna kość
prop-need_a = wymagane A
prop-need_b = wymagane B
prop-pathrole = rola na ścieżce
prop-penalty = kara
prop-pos = pozycja
prop-power = moc
prop-region = region
prop-req_a = wymóg A
prop-req_b = wymóg B
prop-reward = nagroda
prop-role = rola
prop-second = 2. nagroda
prop-side = strona
prop-slot = pole karty
prop-species = gatunek
prop-spirit = duch
prop-stone = koszt w kamieniu
prop-symbol = symbol
prop-tengu = element Tengu
prop-third = 3. nagroda
prop-trigger = wyzwalacz
prop-value = wartość
prop-virtue = cnota
prop-vp = PZ
prop-wood = koszt w drewnie

## Tag values
value-advanced = zaawansowana
value-ancient = { -b-ancient }
value-anywhere = { -r-anywhere }
value-ara = Ara
value-bslot = miejsce na budynek
value-chuugi = Chuugi
value-diespace = pole na kość
value-display = wystawka
value-dream = Sen
value-east = wschód
value-farm = { -b-farm }
value-favour = Łaska
value-favour_bitoku = Łaska A (karta Bitoku)
value-favour_gifts = Łaska C (dwa dary)
value-favour_yokai = Łaska B (karta yokai)
value-fly_amulet = amulet
value-fly_kodama = kodama
value-fly_mp = ruch
value-fly_resources = surowce
value-fly_unlock = odblokowanie
value-forest = pole lasu
value-forges = { -r-forges }
value-gate = brama torii
value-gi = Gi
value-glade = { -r-glade }
value-hill = pole Wzgórza
value-hill_bitoku = karta Bitoku Wzgórza
value-hill_yokai = karta yokai Wzgórza
value-hillcard = karta Wzgórza
value-home = { -r-home }
value-homespace = pole Domu
value-illum = oświecenie
value-illum_1 = oświecenie 1
value-illum_2 = oświecenie 2
value-illum_3 = oświecenie 3
value-illum_5 = oświecenie 5
value-imomushi = { -sp-imomushi }
value-ingenuity = Pomysłowość
value-jin = Jin
value-kappa = { -sp-kappa }
value-kitsune = { -sp-kitsune }
value-kushi = Kushi
value-makoto = Makoto
value-meijo = Meijo
value-memory = Pamięć
value-nezumi = { -sp-nezumi }
value-nigi = Nigi
value-nothing = nic
value-on_bitoku = po kroku na ścieżce Bitoku
value-on_build = po budowie
value-on_cross = po przekroczeniu rzeki
value-on_dragonfly = po wzięciu ważki
value-on_iwakura = po wzięciu iwakury
value-on_kodama = po przesunięciu kodamy
value-on_mitama = po wzięciu mitamy
value-on_none = bez wyzwalacza
value-on_pilgrim = po ruchu pielgrzyma
value-on_vision = po wzięciu wizji
value-on_yokai = po zagraniu yokai
value-onsen = { -b-onsen }
value-open = otwarte pole
value-path = pole ścieżki
value-pl_2 = { -path-pl }: { -pp-space } 2
value-pl_4 = { -path-pl }: { -pp-space } 4
value-pl_6 = { -path-pl }: { -pp-space } 6
value-pl_8 = { -path-pl }: { -pp-space } 8
value-pr_2 = { -path-pr }: { -pp-space } 2
value-pr_4 = { -path-pr }: { -pp-space } 4
value-pr_6 = { -path-pr }: { -pp-space } 6
value-pr_8 = { -path-pr }: { -pp-space } 8
value-rei = Rei
value-ryokan = { -b-ryokan }
value-saki = Saki
value-set_a = zestaw A
value-set_b = zestaw B
value-shin_ookami = { -sp-shin-ookami }
value-shinigami = Shinigami
value-side = pole boczne
value-slot_a = brama A
value-slot_b = brama B
value-stack = stos
value-stairs = { -r-stairs }
value-start = start
value-starting = startowa
value-supply = zasoby ogólne
value-temple = { -b-temple }
value-treasure = skarb jeziora
value-west = zachód
value-yama_uba = { -sp-yama-uba }
value-yomi = { -r-yomi }
value-yu = Yu

## Groups
group-building_display = wystawka budynków
group-building_symbols = typy budynków
group-card_slots = twoje pola kart
group-crystal_slots = wystawka kryształów
group-dragonfly_slots = wystawka ważek
group-home_spaces = pola Domu
group-ingenuity_slots = twoje pola pomysłowości
group-kodama_tracks = tory kodam
group-mitama_slots = wystawka mitam
group-resource = surowce
group-rock_pilgrim_slots = twoje pola pielgrzymów na skalnej ścieżce
group-rock_slots = twoje pola skał
group-southern_regions = regiony południowe
group-species_symbols = gatunki yokai
group-spirit_symbols = rodzaje mitam
group-tengu_resource = surowce Tengu
group-tengu_row = rząd kart Tengu

## Graphs
graph-paths = Ścieżki Mądrości

## Action groups
actions-summer = Akcje lata

## Actions
action-cross_river = przekrocz rzekę
action-exile_to_unlock = wygnaj pielgrzyma, by odblokować kość
action-pass = pas
action-play_yokai = zagraj kartę yokai
action-use_die = użyj odblokowanej kości

## Score sections
section-A = A. Zbiór owoców
section-B = B. Pierwszy wśród wielu
section-C = C. Bitoku się kłaniają
section-D = D. Skarby jeziora
section-E = E. Skały iwakura dzwonią
section-F = F. Strażnicy oddają hołd
section-G = G. Wizje ujawnione
section-H = H. Przeznaczenie spełnione
section-play = W trakcie gry
section-yokai = Tengu: yokai

## Game options
option-difficulty = poziom trudności solo
option-difficulty-easy = łatwy
option-difficulty-hard = trudny
option-difficulty-normal = normalny
option-variant = wariant
option-variant-normal = zwykłe zasady
option-variant-strict = ścisła zasada regionu
option-solo_no_dragonfly = solo, łatwiej: Tengu bez ważki
option-solo_no_dragonfly-off = wyłączone
option-solo_no_dragonfly-on = włączone
option-solo_no_yokai = solo, łatwiej: Tengu bez yokai
option-solo_no_yokai-off = wyłączone
option-solo_no_yokai-on = włączone
option-solo_no_resources = solo, łatwiej: Tengu bez surowców
option-solo_no_resources-off = wyłączone
option-solo_no_resources-on = włączone
option-solo_no_crystal_mp = solo, łatwiej: Tengu bez PR z kryształów
option-solo_no_crystal_mp-off = wyłączone
option-solo_no_crystal_mp-on = włączone
option-solo_pilgrims = solo, trudniej: pielgrzymi Tengu na ścieżce
option-solo_pilgrims-off = wyłączone
option-solo_pilgrims-on = włączone
option-solo_kodama_ahead = solo, trudniej: kodamy Tengu przesunięte
option-solo_kodama_ahead-off = wyłączone
option-solo_kodama_ahead-on = włączone
option-solo_two_dragonflies = solo, trudniej: Tengu z 2 ważkami
option-solo_two_dragonflies-off = wyłączone
option-solo_two_dragonflies-on = włączone
option-solo_kodama_bonus = solo, trudniej: +3 PZ za każdy region, w którym kodama Tengu prowadzi
option-solo_kodama_bonus-off = wyłączone
option-solo_kodama_bonus-on = włączone
option-gate_reward = pola bram torii
option-gate_reward-both = nagroda oświecenia i płytka bramy
option-gate_reward-tile = tylko płytka bramy
option-shinigami_wild = Shinigami w punktacji
option-shinigami_wild-scoring = joker w całej punktacji, także w wizjach
option-shinigami_wild-iwakura = joker tylko dla iwakury
option-spring_discard = odrzucanie wiosną
option-spring_discard-one = odrzuć dokładnie 1 kartę
option-spring_discard-to_three = odrzucaj, aż zostaną 3 karty
option-pilgrimage_start = skąd zaczyna się nowa pielgrzymka
option-pilgrimage_start-gate = przy bramie z moim pielgrzymem
option-pilgrimage_start-junction = z każdego skrzyżowania, gdzie skręcił mój pielgrzym

## Log messages
message-ancient_building = starożytny budynek: bez nagrody
message-tengu_card = Wola Tengu to { $b }: zagrywa { $b ->
    [1] prawą
    [2] prawą
    [3] środkową
    [4] środkową
   *[other] lewą
} kartę
message-tengu_step = { $a ->
    [L] krok L (pasuje)
   *[other] krok { $a }
}
## Rivals
rival-tengu = { -tengu }

## Entities
entity-ancient_1 = { -b-ancient } 1
entity-ancient_2 = { -b-ancient } 2
entity-ancient_3 = { -b-ancient } 3
entity-ancient_4 = { -b-ancient } 4
entity-ancient_5 = { -b-ancient } 5
entity-ancient_6 = { -b-ancient } 6
entity-bitoku_chuugi = { -bitoku }: { value-chuugi }
entity-bitoku_gi = { -bitoku }: { value-gi }
entity-bitoku_jin = { -bitoku }: { value-jin }
entity-bitoku_makoto = { -bitoku }: { value-makoto }
entity-bitoku_meijo = { -bitoku }: { value-meijo }
entity-bitoku_rei = { -bitoku }: { value-rei }
entity-bitoku_yu = { -bitoku }: { value-yu }
entity-construction_1 = { -construction } 1
entity-construction_2 = { -construction } 2
entity-construction_3 = { -construction } 3
entity-construction_4 = { -construction } 4
entity-construction_5 = { -construction } 5
entity-construction_6 = { -construction } 6
entity-crystal_dream_amulet = { -crystal-dream } ({ value-fly_amulet })
entity-crystal_dream_any = { -crystal-dream } ({ -any-resource })
entity-crystal_dream_jade = { -crystal-dream } ({ counter-jade })
entity-crystal_dream_mp = { -crystal-dream } ({ -movement })
entity-crystal_dream_sake = { -crystal-dream } ({ counter-sake })
entity-crystal_dream_stone = { -crystal-dream } ({ counter-stone })
entity-crystal_dream_vp = { -crystal-dream } ({ counter-vp })
entity-crystal_dream_wood = { -crystal-dream } ({ counter-wood })
entity-crystal_ingenuity_amulet = { -crystal-ingenuity } ({ value-fly_amulet })
entity-crystal_ingenuity_any = { -crystal-ingenuity } ({ -any-resource })
entity-crystal_ingenuity_kodama = { -crystal-ingenuity } ({ -kodama })
entity-crystal_ingenuity_mp = { -crystal-ingenuity } ({ -movement })
entity-crystal_memory_bitoku = { -crystal-memory } ({ value-on_bitoku })
entity-crystal_memory_build = { -crystal-memory } ({ value-on_build })
entity-crystal_memory_cross = { -crystal-memory } ({ value-on_cross })
entity-crystal_memory_dragonfly = { -crystal-memory } ({ value-on_dragonfly })
entity-crystal_memory_iwakura = { -crystal-memory } ({ value-on_iwakura })
entity-crystal_memory_kodama = { -crystal-memory } ({ -kodama })
entity-crystal_memory_mitama = { -crystal-memory } ({ value-on_mitama })
entity-crystal_memory_pilgrim = { -crystal-memory } ({ value-on_pilgrim })
entity-crystal_memory_vision = { -crystal-memory } ({ value-on_vision })
entity-crystal_memory_yokai = { -crystal-memory } ({ value-on_yokai })
entity-die_left = { -die-left }
entity-die_middle = { -die-middle }
entity-die_right = { -die-right }
entity-dragonfly_amulet = { -dragonfly } ({ value-fly_amulet })
entity-dragonfly_kodama = { -dragonfly } ({ value-fly_kodama })
entity-dragonfly_mp = { -dragonfly } ({ value-fly_mp })
entity-dragonfly_resources = { -dragonfly } ({ value-fly_resources })
entity-dragonfly_unlock = { -dragonfly } ({ value-fly_unlock })
entity-farm_1 = { -b-farm } 1
entity-farm_2 = { -b-farm } 2
entity-farm_3 = { -b-farm } 3
entity-farm_4 = { -b-farm } 4
entity-farm_5 = { -b-farm } 5
entity-farm_6 = { -b-farm } 6
entity-hikaru_marker = { kind-hikaru }
entity-imomushi_1 = { -sp-imomushi } 1
entity-imomushi_2 = { -sp-imomushi } 2
entity-imomushi_3 = { -sp-imomushi } 3
entity-imomushi_4 = { -sp-imomushi } 4
entity-imomushi_5 = { -sp-imomushi } 5
entity-imomushi_start = { -sp-imomushi } ({ value-starting })
entity-iwakura_ara = { -iwakura } ({ value-ara })
entity-iwakura_farm = { -iwakura } ({ value-farm })
entity-iwakura_imomushi = { -iwakura } ({ value-imomushi })
entity-iwakura_kappa = { -iwakura } ({ value-kappa })
entity-iwakura_kitsune = { -iwakura } ({ value-kitsune })
entity-iwakura_kushi = { -iwakura } ({ value-kushi })
entity-iwakura_nezumi = { -iwakura } ({ value-nezumi })
entity-iwakura_nigi = { -iwakura } ({ value-nigi })
entity-iwakura_onsen = { -iwakura } ({ value-onsen })
entity-iwakura_ryokan = { -iwakura } ({ value-ryokan })
entity-iwakura_saki = { -iwakura } ({ value-saki })
entity-iwakura_shin_ookami = { -iwakura } ({ value-shin_ookami })
entity-iwakura_temple = { -iwakura } ({ value-temple })
entity-kappa_1 = { -sp-kappa } 1
entity-kappa_2 = { -sp-kappa } 2
entity-kappa_3 = { -sp-kappa } 3
entity-kappa_4 = { -sp-kappa } 4
entity-kappa_5 = { -sp-kappa } 5
entity-kappa_start = { -sp-kappa } ({ value-starting })
entity-kitsune_1 = { -sp-kitsune } 1
entity-kitsune_2 = { -sp-kitsune } 2
entity-kitsune_3 = { -sp-kitsune } 3
entity-kitsune_4 = { -sp-kitsune } 4
entity-kitsune_5 = { -sp-kitsune } 5
entity-kitsune_start = { -sp-kitsune } ({ value-starting })
entity-kodama_forges = { -kodama } ({ -r-forges })
entity-kodama_glade = { -kodama } ({ -r-glade })
entity-kodama_home = { -kodama } ({ -r-home })
entity-kodama_stairs = { -kodama } ({ -r-stairs })
entity-kodama_yomi = { -kodama } ({ -r-yomi })
entity-mitama_ara = { -mitama } { value-ara }
entity-mitama_kushi = { -mitama } { value-kushi }
entity-mitama_nigi = { -mitama } { value-nigi }
entity-mitama_saki = { -mitama } { value-saki }
entity-mitama_shinigami_a = { -mitama } { value-shinigami } (a)
entity-mitama_shinigami_b = { -mitama } { value-shinigami } (b)
entity-mitama_shinigami_c = { -mitama } { value-shinigami } (c)
entity-mitama_shinigami_d = { -mitama } { value-shinigami } (d)
entity-neutral_kodama_forges = { -neutral-kodama } ({ -r-forges })
entity-neutral_kodama_glade = { -neutral-kodama } ({ -r-glade })
entity-neutral_kodama_home = { -neutral-kodama } ({ -r-home })
entity-neutral_kodama_stairs = { -neutral-kodama } ({ -r-stairs })
entity-neutral_kodama_yomi = { -neutral-kodama } ({ -r-yomi })
entity-nezumi_1 = { -sp-nezumi } 1
entity-nezumi_2 = { -sp-nezumi } 2
entity-nezumi_3 = { -sp-nezumi } 3
entity-nezumi_4 = { -sp-nezumi } 4
entity-nezumi_5 = { -sp-nezumi } 5
entity-nezumi_start = { -sp-nezumi } ({ value-starting })
entity-onsen_1 = { -b-onsen } 1
entity-onsen_2 = { -b-onsen } 2
entity-onsen_3 = { -b-onsen } 3
entity-onsen_4 = { -b-onsen } 4
entity-onsen_5 = { -b-onsen } 5
entity-onsen_6 = { -b-onsen } 6
entity-pilgrim = { kind-pilgrim }
entity-ryokan_1 = { -b-ryokan } 1
entity-ryokan_2 = { -b-ryokan } 2
entity-ryokan_3 = { -b-ryokan } 3
entity-ryokan_4 = { -b-ryokan } 4
entity-ryokan_5 = { -b-ryokan } 5
entity-ryokan_6 = { -b-ryokan } 6
entity-shin_ookami_1 = { -sp-shin-ookami } 1
entity-shin_ookami_2 = { -sp-shin-ookami } 2
entity-shin_ookami_3 = { -sp-shin-ookami } 3
entity-shin_ookami_4 = { -sp-shin-ookami } 4
entity-shin_ookami_5 = { -sp-shin-ookami } 5
entity-shin_ookami_start = { -sp-shin-ookami } ({ value-starting })
entity-temple_1 = { -b-temple } 1
entity-temple_2 = { -b-temple } 2
entity-temple_3 = { -b-temple } 3
entity-temple_4 = { -b-temple } 4
entity-temple_5 = { -b-temple } 5
entity-temple_6 = { -b-temple } 6
entity-tengu_card_01 = { -tengu-card } 1
entity-tengu_card_02 = { -tengu-card } 2
entity-tengu_card_03 = { -tengu-card } 3
entity-tengu_card_04 = { -tengu-card } 4
entity-tengu_card_05 = { -tengu-card } 5
entity-tengu_card_06 = { -tengu-card } 6
entity-tengu_card_07 = { -tengu-card } 7
entity-tengu_card_08 = { -tengu-card } 8
entity-tengu_card_09 = { -tengu-card } 9
entity-tengu_card_10 = { -tengu-card } 10
entity-tengu_die_2 = { -tengu-die } (2)
entity-tengu_die_3 = { -tengu-die } (3)
entity-tengu_die_4 = { -tengu-die } (4)
entity-tengu_imomushi_start = { -sp-imomushi } ({ -tengu })
entity-tengu_kappa_start = { -sp-kappa } ({ -tengu })
entity-tengu_kitsune_start = { -sp-kitsune } ({ -tengu })
entity-tengu_kodama_forges = { -kodama } { -tengu } ({ -r-forges })
entity-tengu_kodama_glade = { -kodama } { -tengu } ({ -r-glade })
entity-tengu_kodama_home = { -kodama } { -tengu } ({ -r-home })
entity-tengu_kodama_stairs = { -kodama } { -tengu } ({ -r-stairs })
entity-tengu_kodama_yomi = { -kodama } { -tengu } ({ -r-yomi })
entity-tengu_nezumi_start = { -sp-nezumi } ({ -tengu })
entity-tengu_pilgrim = { -tengu-pilgrim }
entity-tengu_shin_ookami_start = { -sp-shin-ookami } ({ -tengu })
entity-torii_a_amulet = { -torii } A ({ value-fly_amulet })
entity-torii_a_mp = { -torii } A ({ -movement })
entity-torii_a_resources = { -torii } A ({ value-fly_resources })
entity-torii_a_vp = { -torii } A ({ counter-vp })
entity-torii_b_build = { -torii } B ({ -building-word })
entity-torii_b_crystal = { -torii } B ({ -crystal-word })
entity-torii_b_mp = { -torii } B ({ -movement })
entity-torii_b_spirit = { -torii } B ({ -spirit-word })
entity-torii_b_vp = { -torii } B ({ counter-vp })
entity-treasure_5_3_1 = { -lake-treasure } 5/3/1
entity-treasure_6_3_1 = { -lake-treasure } 6/3/1
entity-treasure_6_4_2 = { -lake-treasure } 6/4/2
entity-treasure_7_4_2 = { -lake-treasure } 7/4/2
entity-treasure_8_5_2 = { -lake-treasure } 8/5/2
entity-vision_01 = { -vision } 1
entity-vision_02 = { -vision } 2
entity-vision_03 = { -vision } 3
entity-vision_04 = { -vision } 4
entity-vision_05 = { -vision } 5
entity-vision_06 = { -vision } 6
entity-vision_07 = { -vision } 7
entity-vision_08 = { -vision } 8
entity-vision_09 = { -vision } 9
entity-vision_10 = { -vision } 10
entity-vision_11 = { -vision } 11
entity-vision_12 = { -vision } 12
entity-vision_13 = { -vision } 13
entity-vision_14 = { -vision } 14
entity-vision_15 = { -vision } 15
entity-vision_16 = { -vision } 16
entity-vision_17 = { -vision } 17
entity-vision_18 = { -vision } 18
entity-vision_19 = { -vision } 19
entity-vision_20 = { -vision } 20
entity-vision_21 = { -vision } 21
entity-vision_22 = { -vision } 22
entity-vision_23 = { -vision } 23
entity-vision_24 = { -vision } 24
entity-vision_25 = { -vision } 25
entity-vision_26 = { -vision } 26
entity-vision_27 = { -vision } 27
entity-vision_28 = { -vision } 28
entity-will_die = { -will-die }
entity-yama_uba_1 = { -sp-yama-uba } 1
entity-yama_uba_2 = { -sp-yama-uba } 2
entity-yama_uba_3 = { -sp-yama-uba } 3
entity-yama_uba_4 = { -sp-yama-uba } 4

## Zones
zone-ancient_stack = Stos starożytnych budynków
zone-bdisplay_0 = { -z-bdisplay } 0
zone-bdisplay_1 = { -z-bdisplay } 1
zone-bdisplay_2 = { -z-bdisplay } 2
zone-bdisplay_3 = { -z-bdisplay } 3
zone-bitoku_deck = Talia Bitoku
zone-bitoku_discard = Stos odrzuconych kart Bitoku
zone-bitoku_path = Ścieżka Bitoku
zone-box = pudełko gry
zone-bslot_forges_1 = { -z-bslot } 1 ({ -r-forges })
zone-bslot_forges_2 = { -z-bslot } 2 ({ -r-forges })
zone-bslot_forges_3 = { -z-bslot } 3 ({ -r-forges })
zone-bslot_forges_4 = { -z-bslot } 4 ({ -r-forges })
zone-bslot_glade_1 = { -z-bslot } 1 ({ -r-glade })
zone-bslot_glade_2 = { -z-bslot } 2 ({ -r-glade })
zone-bslot_glade_3 = { -z-bslot } 3 ({ -r-glade })
zone-bslot_glade_4 = { -z-bslot } 4 ({ -r-glade })
zone-bslot_stairs_1 = { -z-bslot } 1 ({ -r-stairs })
zone-bslot_stairs_2 = { -z-bslot } 2 ({ -r-stairs })
zone-bslot_stairs_3 = { -z-bslot } 3 ({ -r-stairs })
zone-bslot_stairs_4 = { -z-bslot } 4 ({ -r-stairs })
zone-bslot_yomi_1 = { -z-bslot } 1 ({ -r-yomi })
zone-bslot_yomi_2 = { -z-bslot } 2 ({ -r-yomi })
zone-bslot_yomi_3 = { -z-bslot } 3 ({ -r-yomi })
zone-bslot_yomi_4 = { -z-bslot } 4 ({ -r-yomi })
zone-building_stack = Stos budynków
zone-card_slot_1 = { -z-card-slot } 1
zone-card_slot_2 = { -z-card-slot } 2
zone-card_slot_3 = { -z-card-slot } 3
zone-counter_row = Znaczniki budowy
zone-counters_used = Użyte znaczniki budowy
zone-crystal_slot_0 = { -z-crystal-slot } 0
zone-crystal_slot_1 = { -z-crystal-slot } 1
zone-crystal_slot_2 = { -z-crystal-slot } 2
zone-crystal_slot_3 = { -z-crystal-slot } 3
zone-crystal_slot_4 = { -z-crystal-slot } 4
zone-crystal_stack = Stos kryształów
zone-crystals_dream = Pola kryształów snu
zone-crystals_memory = Pola kryształów pamięci
zone-dice_green = Odblokowane kości
zone-dice_red = Zablokowane kości
zone-dragonfly_area = Ważki
zone-dragonfly_slot_0 = { -z-dragonfly-slot } 0
zone-dragonfly_slot_1 = { -z-dragonfly-slot } 1
zone-dragonfly_slot_2 = { -z-dragonfly-slot } 2
zone-dragonfly_slot_3 = { -z-dragonfly-slot } 3
zone-dragonfly_stack = Stos ważek
zone-favour_forges_bitoku = { value-favour_bitoku } ({ -r-forges })
zone-favour_forges_gifts = { value-favour_gifts } ({ -r-forges })
zone-favour_forges_yokai = { value-favour_yokai } ({ -r-forges })
zone-favour_glade_bitoku = { value-favour_bitoku } ({ -r-glade })
zone-favour_glade_gifts = { value-favour_gifts } ({ -r-glade })
zone-favour_glade_yokai = { value-favour_yokai } ({ -r-glade })
zone-favour_stairs_bitoku = { value-favour_bitoku } ({ -r-stairs })
zone-favour_stairs_gifts = { value-favour_gifts } ({ -r-stairs })
zone-favour_stairs_yokai = { value-favour_yokai } ({ -r-stairs })
zone-favour_yomi_bitoku = { value-favour_bitoku } ({ -r-yomi })
zone-favour_yomi_gifts = { value-favour_gifts } ({ -r-yomi })
zone-favour_yomi_yokai = { value-favour_yokai } ({ -r-yomi })
zone-forest_forges_1 = { -z-forest } 1 ({ -r-forges })
zone-forest_forges_2 = { -z-forest } 2 ({ -r-forges })
zone-forest_forges_3 = { -z-forest } 3 ({ -r-forges })
zone-forest_forges_4 = { -z-forest } 4 ({ -r-forges })
zone-forest_glade_1 = { -z-forest } 1 ({ -r-glade })
zone-forest_glade_2 = { -z-forest } 2 ({ -r-glade })
zone-forest_glade_3 = { -z-forest } 3 ({ -r-glade })
zone-forest_glade_4 = { -z-forest } 4 ({ -r-glade })
zone-forest_stairs_1 = { -z-forest } 1 ({ -r-stairs })
zone-forest_stairs_2 = { -z-forest } 2 ({ -r-stairs })
zone-forest_stairs_3 = { -z-forest } 3 ({ -r-stairs })
zone-forest_stairs_4 = { -z-forest } 4 ({ -r-stairs })
zone-forest_yomi_1 = { -z-forest } 1 ({ -r-yomi })
zone-forest_yomi_2 = { -z-forest } 2 ({ -r-yomi })
zone-forest_yomi_3 = { -z-forest } 3 ({ -r-yomi })
zone-forest_yomi_4 = { -z-forest } 4 ({ -r-yomi })
zone-gate_a_stack = Stos torii A
zone-gate_b_stack = Stos torii B
zone-hand = Ręka
zone-hikaru_supply = Zapas znaczników Hikaru
zone-hill_forges_1 = { -z-hill } 1 ({ -r-forges })
zone-hill_forges_2 = { -z-hill } 2 ({ -r-forges })
zone-hill_forges_3 = { -z-hill } 3 ({ -r-forges })
zone-hill_glade_1 = { -z-hill } 1 ({ -r-glade })
zone-hill_glade_2 = { -z-hill } 2 ({ -r-glade })
zone-hill_glade_3 = { -z-hill } 3 ({ -r-glade })
zone-hill_stairs_1 = { -z-hill } 1 ({ -r-stairs })
zone-hill_stairs_2 = { -z-hill } 2 ({ -r-stairs })
zone-hill_stairs_3 = { -z-hill } 3 ({ -r-stairs })
zone-hill_yomi_1 = { -z-hill } 1 ({ -r-yomi })
zone-hill_yomi_2 = { -z-hill } 2 ({ -r-yomi })
zone-hill_yomi_3 = { -z-hill } 3 ({ -r-yomi })
zone-hillcard_forges_bitoku = { value-hill_bitoku } ({ -r-forges })
zone-hillcard_forges_yokai = { value-hill_yokai } ({ -r-forges })
zone-hillcard_glade_bitoku = { value-hill_bitoku } ({ -r-glade })
zone-hillcard_glade_yokai = { value-hill_yokai } ({ -r-glade })
zone-hillcard_stairs_bitoku = { value-hill_bitoku } ({ -r-stairs })
zone-hillcard_stairs_yokai = { value-hill_yokai } ({ -r-stairs })
zone-hillcard_yomi_bitoku = { value-hill_bitoku } ({ -r-yomi })
zone-hillcard_yomi_yokai = { value-hill_yokai } ({ -r-yomi })
zone-home_1 = { -z-home } 1
zone-home_2 = { -z-home } 2
zone-home_3 = { -z-home } 3
zone-home_4 = { -z-home } 4
zone-home_steal = Pole kradzieży w Domu
zone-ingenuity_1 = { -z-ingenuity } 1
zone-ingenuity_2 = { -z-ingenuity } 2
zone-ingenuity_3 = { -z-ingenuity } 3
zone-iwakura_stack = Stos iwakur
zone-kodama_pieces = Kodamy
zone-merged = Połączone pary
zone-mitama_area = Mitamy
zone-mitama_slot_0 = { -z-mitama-slot } 0
zone-mitama_slot_1 = { -z-mitama-slot } 1
zone-mitama_slot_2 = { -z-mitama-slot } 2
zone-mitama_slot_3 = { -z-mitama-slot } 3
zone-mitama_stack = Stos mitam
zone-neutral_kodama = Neutralne kodamy
zone-pilgrims_asleep = Śpiący pielgrzymi
zone-pilgrims_awake = Przebudzeni pielgrzymi
zone-pl_1 = { -path-pl }: { -pp-space } 1
zone-pl_2 = { -path-pl }: { -pp-space } 2
zone-pl_3 = { -path-pl }: { -pp-space } 3
zone-pl_4 = { -path-pl }: { -pp-space } 4
zone-pl_5 = { -path-pl }: { -pp-space } 5
zone-pl_6 = { -path-pl }: { -pp-space } 6
zone-pl_7 = { -path-pl }: { -pp-space } 7
zone-pl_8 = { -path-pl }: { -pp-space } 8
zone-pl_gate_1 = { -path-pl }: { -pp-gate } 1
zone-pl_gate_2 = { -path-pl }: { -pp-gate } 2
zone-pl_gate_3 = { -path-pl }: { -pp-gate } 3
zone-pl_gate_4 = { -path-pl }: { -pp-gate } 4
zone-pl_illum_1 = { -path-pl }: { -pp-illum } 1
zone-pl_illum_2 = { -path-pl }: { -pp-illum } 2
zone-pl_illum_3 = { -path-pl }: { -pp-illum } 3
zone-pl_illum_4 = { -path-pl }: { -pp-illum } 4
zone-pl_side_1 = { -path-pl }: { -pp-side } 1
zone-pl_side_2 = { -path-pl }: { -pp-side } 2
zone-pl_side_3 = { -path-pl }: { -pp-side } 3
zone-pl_start = { -path-pl }: { -pp-start }
zone-pr_1 = { -path-pr }: { -pp-space } 1
zone-pr_2 = { -path-pr }: { -pp-space } 2
zone-pr_3 = { -path-pr }: { -pp-space } 3
zone-pr_4 = { -path-pr }: { -pp-space } 4
zone-pr_5 = { -path-pr }: { -pp-space } 5
zone-pr_6 = { -path-pr }: { -pp-space } 6
zone-pr_7 = { -path-pr }: { -pp-space } 7
zone-pr_8 = { -path-pr }: { -pp-space } 8
zone-pr_gate_1 = { -path-pr }: { -pp-gate } 1
zone-pr_gate_2 = { -path-pr }: { -pp-gate } 2
zone-pr_gate_3 = { -path-pr }: { -pp-gate } 3
zone-pr_gate_4 = { -path-pr }: { -pp-gate } 4
zone-pr_illum_1 = { -path-pr }: { -pp-illum } 1
zone-pr_illum_2 = { -path-pr }: { -pp-illum } 2
zone-pr_illum_3 = { -path-pr }: { -pp-illum } 3
zone-pr_illum_4 = { -path-pr }: { -pp-illum } 4
zone-pr_side_1 = { -path-pr }: { -pp-side } 1
zone-pr_side_2 = { -path-pr }: { -pp-side } 2
zone-pr_side_3 = { -path-pr }: { -pp-side } 3
zone-pr_start = { -path-pr }: { -pp-start }
zone-rock_0 = { -z-rock } 0
zone-rock_1 = { -z-rock } 1
zone-rock_2 = { -z-rock } 2
zone-rock_3 = { -z-rock } 3
zone-rock_garden = Ogród skał
zone-rockp_0 = { -z-rockp } 0
zone-rockp_1 = { -z-rockp } 1
zone-rockp_2 = { -z-rockp } 2
zone-rockp_3 = { -z-rockp } 3
zone-rockp_4 = { -z-rockp } 4
zone-tengu_bitoku = { -tengu }: karty Bitoku
zone-tengu_card_left = { -tengu }: rząd kart, lewa
zone-tengu_card_middle = { -tengu }: rząd kart, środek
zone-tengu_card_right = { -tengu }: rząd kart, prawa
zone-tengu_crystals = { -tengu }: kryształy
zone-tengu_deck = { -tengu }: talia kart akcji
zone-tengu_dice_green = { -tengu }: odblokowane kości
zone-tengu_dice_red = { -tengu }: zablokowane kości
zone-tengu_discard = { -tengu }: odrzucone karty akcji
zone-tengu_dragonfly = { -tengu }: ważki
zone-tengu_kodama = { -tengu }: kodamy
zone-tengu_merged = { -tengu }: połączone pary
zone-tengu_mitama = { -tengu }: mitamy
zone-tengu_pilgrims = { -tengu }: pielgrzymi
zone-tengu_rocks = { -tengu }: skały iwakura
zone-tengu_will_dice = { -tengu }: kości Woli
zone-tengu_yokai = { -tengu }: yokai
zone-treasure_forges = { -lake-treasure } ({ -r-forges })
zone-treasure_glade = { -lake-treasure } ({ -r-glade })
zone-treasure_home = { -lake-treasure } ({ -r-home })
zone-treasure_stack = Stos skarbów jeziora
zone-treasure_stairs = { -lake-treasure } ({ -r-stairs })
zone-treasure_yomi = { -lake-treasure } ({ -r-yomi })
zone-vision_deck = Talia wizji
zone-vision_offer = Oferta wizji
zone-visions = Wizje
zone-yokai_deck = Talia yokai
zone-yokai_discard = Odrzucone yokai
zone-yokai_hill_deck = Talia yokai wzgórz
zone-yokai_hill_discard = Odrzucone yokai wzgórz
zone-yokai_removed = Usunięte yokai
