# Bitoku names (uk). Generated from the type words below (terms): translate a term once,
# every numbered card, tile and space follows. Regenerate new ids with tools/gen_catalogs.py.

## Type words
-r-yomi = Землі Йомі
-r-stairs = Сходи Знань
-r-glade = Нефритова галявина
-r-forges = Кузні
-r-home = Дім Величного Духа
-r-anywhere = будь-де
-sp-kappa = Каппа
-sp-imomushi = Імомуші
-sp-nezumi = Незумі
-sp-kitsune = Кіцуне
-sp-shin-ookami = Шін Оокамі
-sp-yama-uba = Яма-Уба
-b-temple = Храм
-b-onsen = Онсен
-b-farm = Ферма
-b-ryokan = Рьокан
-b-ancient = Стародавня будівля
-bitoku = Бітоку
-crystal-dream = Кристал мрії
-crystal-memory = Кристал пам'яті
-crystal-ingenuity = Кристал винахідливості
-dragonfly = Бабка
-iwakura = Івакура
-kodama = Кодама
-neutral-kodama = Нейтральна кодама
-lake-treasure = Скарб озера
-mitama = Мітама
-torii = Торії
-vision = Передбачення
-construction = Фішка будівлі
-movement = рух
-any-resource = будь-який ресурс
-building-word = будівля
-crystal-word = кристал
-spirit-word = мітама або бабка
-die-left = Лівий кубик
-die-middle = Середній кубик
-die-right = Правий кубик
-tengu = Тенгу
-tengu-card = Картка дій Тенгу
-tengu-die = Кубик Тенгу
-will-die = Кубик Волі Тенгу
-tengu-pilgrim = Пілігрим Тенгу
-z-forest = Лісова клітинка
-z-hill = Клітинка пагорба
-z-bslot = Місце для будівлі
-z-home = Клітинка Дому
-z-card-slot = Клітинка картки
-z-crystal-slot = Місце на ринку кристалів
-z-dragonfly-slot = Місце на ринку бабок
-z-mitama-slot = Місце на ринку мітам
-z-bdisplay = Місце на ринку будівель
-z-ingenuity = Клітинка винахідливості
-z-rock = Місце для каменя
-z-rockp = Місце пілігрима біля каменів
-path-pl = Лівий шлях
-path-pr = Правий шлях
-pp-space = клітинка
-pp-gate = ворота
-pp-illum = просвітлення
-pp-side = бічна клітинка
-pp-start = початок

## Game
game-name = { -bitoku }

## Counters
# $n picks the form a numeral governs: 1 / 21 → one, 2–4 / 22–24 → few, 5–20 → many.
counter-vp = { $case ->
   *[nom] { $n ->
        [one] переможний бал
        [few] переможні бали
       *[many] переможних балів
    }
    [gen] переможних балів
}
counter-wood = { $case ->
   *[nom] { $n ->
        [one] деревина
        [few] деревини
       *[many] деревини
    }
    [acc] { $n ->
        [one] деревину
        [few] деревини
       *[many] деревини
    }
    [gen] деревини
}
counter-stone = { $case ->
   *[nom] { $n ->
        [one] камінь
        [few] камені
       *[many] каменів
    }
    [gen] каменів
}
counter-jade = { $case ->
   *[nom] { $n ->
        [one] нефрит
        [few] нефрити
       *[many] нефритів
    }
    [gen] нефриту
}
counter-sake = саке
counter-amulet_1 = { $case ->
   *[nom] { $n ->
        [one] амулет (+1)
        [few] амулети (+1)
       *[many] амулетів (+1)
    }
    [gen] амулетів (+1)
}
counter-amulet_2 = { $case ->
   *[nom] { $n ->
        [one] амулет (+2)
        [few] амулети (+2)
       *[many] амулетів (+2)
    }
    [gen] амулетів (+2)
}
counter-amulet_3 = { $case ->
   *[nom] { $n ->
        [one] амулет (+3)
        [few] амулети (+3)
       *[many] амулетів (+3)
    }
    [gen] амулетів (+3)
}
counter-bitoku_progress = { $case ->
   *[nom] поступ Шляхом Бітоку
    [gen] поступу Шляхом Бітоку
}
counter-passed = пас
counter-visions_done = { $case ->
   *[nom] { $n ->
        [one] виконане передбачення
        [few] виконані передбачення
       *[many] виконаних передбачень
    }
    [gen] виконаних передбачень
}
counter-wood_out = { counter-wood } поза загальним запасом
counter-stone_out = { counter-stone } поза загальним запасом
counter-jade_out = { counter-jade } поза загальним запасом
counter-sake_out = { counter-sake } поза загальним запасом
counter-year = { $case ->
   *[nom] { $n ->
        [one] рік
        [few] роки
       *[many] років
    }
    [gen] року
}
counter-season = { $case ->
   *[nom] { $n ->
        [one] пора року
        [few] пори року
       *[many] пір року
    }
    [acc] { $n ->
        [one] пору року
        [few] пори року
       *[many] пір року
    }
    [gen] пори року
}
counter-tengu_vp = { counter-vp } (Тенгу)
counter-tengu_wood = { counter-wood } (Тенгу)
counter-tengu_stone = { counter-stone } (Тенгу)
counter-tengu_jade = { counter-jade } (Тенгу)
counter-tengu_sake = { counter-sake } (Тенгу)
counter-tengu_first = Тенгу ходить першим
counter-tengu_active = Тенгу активний
counter-tengu_passed = Тенгу спасував
counter-tengu_will = Воля Тенгу
counter-tengu_step = крок Тенгу
counter-tengu_moving = Тенгу рухається
counter-tengu_acting = Тенгу діє
counter-built_this_turn = збудовано цього ходу

## Kinds
kind-bitoku = Картка Бітоку
kind-building = Будівля
kind-construction = Фішка будівлі
kind-crystal = Кристал
kind-die = Кубик
kind-dragonfly = Бабка
kind-hikaru = Маркер Хікару
kind-iwakura = Камінь Івакура
kind-kodama = Кодама
kind-mitama = Мітама
kind-pilgrim = Пілігрим
kind-tengu_card = Картка дій Тенгу
kind-torii = Ворота торії
kind-treasure = Скарб озера
kind-vision = Передбачення
kind-yokai = Йокай

## Effect slots
slot-action = дія
slot-activate = активація
slot-built = коли збудовано
slot-merge = при поєднанні
slot-play = коли зіграно
slot-reward = нагорода
slot-take = коли взято
timing-activate = { $ctype_id ->
    [dream] навесні (Збір плодів) і на Вознесінні A
    [memory] { $trigger }
   *[other] коли ви виконуєте дію Винахідливості
}
phrase-bonus = { $value ->
    [1] бонус власника (a): 1 переможний бал
    [2] бонус власника (b): 1 переможний бал або амулет (+1) на вибір власника
    [3] бонус власника (c): 1 переможний бал і амулет (+1)
   *[other] без бонусу власника
}
rule-vision = { $req_b_id ->
    [nothing] на Вознесінні: якщо у вас є { $req_a } × { $need_a }, отримайте переможні бали: { $vp }; інакше втратьте переможні бали: { $penalty }
   *[other] на Вознесінні: якщо у вас є { $req_a } × { $need_a } і { $req_b } × { $need_b }, отримайте переможні бали: { $vp }; інакше втратьте переможні бали: { $penalty }
}
rule-treasure = призи перегонів кодам (переможні бали): перше місце — { $first }, друге — { $second }, третє — { $third }
rule-construction = вартість: деревина — { $wood }, камінь — { $stone }; на Вознесінні H клітинка під ним приносить переможні бали: { $vp }

## Properties and tags
prop-area = зона
prop-awake = не спить
prop-bonus = бонус власника
prop-btype = тип будівлі
prop-ctype = тип кристала
prop-deck = колода
prop-favour = ласка
prop-first = 1-ша нагорода
prop-fresh = збудовано цього ходу
prop-gateset = набір воріт
prop-gateslot = місце воріт
prop-hill = пагорб
prop-hillslot = місце карти пагорба
prop-icon = символ
prop-junction = перехрестя
prop-min_die = мінімальний кубик
prop-need_a = потрібно A
prop-need_b = потрібно B
prop-pathrole = роль на шляху
prop-penalty = штраф
prop-pos = позиція
prop-power = сила
prop-region = регіон
prop-req_a = умова A
prop-req_b = умова B
prop-reward = нагорода
prop-role = роль
prop-second = 2-га нагорода
prop-side = бік
prop-slot = клітинка картки
prop-species = вид
prop-spirit = дух
prop-stone = вартість у каменях
prop-symbol = символ
prop-tengu = фігура Тенгу
prop-third = 3-тя нагорода
prop-trigger = умова
prop-value = значення
prop-virtue = чеснота
prop-vp = ПБ
prop-wood = вартість у деревині

## Tag values
value-advanced = для досвідчених
value-ancient = { -b-ancient }
value-anywhere = { -r-anywhere }
value-ara = Ара
value-bslot = місце для будівлі
value-chuugi = Чуґі
value-diespace = місце для кубика
value-display = ринок
value-dream = Мрія
value-east = схід
value-farm = { -b-farm }
value-favour = Ласка
value-favour_bitoku = Ласка A (картка Бітоку)
value-favour_gifts = Ласка C (два дари)
value-favour_yokai = Ласка B (картка йокая)
value-fly_amulet = амулет
value-fly_kodama = кодама
value-fly_mp = рух
value-fly_resources = ресурси
value-fly_unlock = розблокування
value-forest = лісова клітинка
value-forges = { -r-forges }
value-gate = ворота торії
value-gi = Ґі
value-glade = { -r-glade }
value-hill = клітинка Пагорба
value-hill_bitoku = картка Бітоку Пагорба
value-hill_yokai = картка йокая Пагорба
value-hillcard = карта Пагорба
value-home = { -r-home }
value-homespace = клітинка Дому
value-illum = просвітлення
value-illum_1 = просвітлення 1
value-illum_2 = просвітлення 2
value-illum_3 = просвітлення 3
value-illum_5 = просвітлення 5
value-imomushi = { -sp-imomushi }
value-ingenuity = Винахідливість
value-jin = Дзін
value-kappa = { -sp-kappa }
value-kitsune = { -sp-kitsune }
value-kushi = Куші
value-makoto = Макото
value-meijo = Мейдзьо
value-memory = Пам'ять
value-nezumi = { -sp-nezumi }
value-nigi = Нігі
value-nothing = нічого
value-on_bitoku = при кроці Шляхом Бітоку
value-on_build = при будівництві
value-on_cross = при переході річки
value-on_dragonfly = при взятті бабки
value-on_iwakura = при взятті івакури
value-on_kodama = при просуванні кодами
value-on_mitama = при взятті мітами
value-on_none = без умови
value-on_pilgrim = при русі пілігрима
value-on_vision = при взятті передбачення
value-on_yokai = при розіграші йокая
value-onsen = { -b-onsen }
value-open = відкрита клітинка
value-path = клітинка шляху
value-pl_2 = { -path-pl }: { -pp-space } 2
value-pl_4 = { -path-pl }: { -pp-space } 4
value-pl_6 = { -path-pl }: { -pp-space } 6
value-pl_8 = { -path-pl }: { -pp-space } 8
value-pr_2 = { -path-pr }: { -pp-space } 2
value-pr_4 = { -path-pr }: { -pp-space } 4
value-pr_6 = { -path-pr }: { -pp-space } 6
value-pr_8 = { -path-pr }: { -pp-space } 8
value-rei = Рей
value-ryokan = { -b-ryokan }
value-saki = Сакі
value-set_a = набір A
value-set_b = набір B
value-shin_ookami = { -sp-shin-ookami }
value-shinigami = Шинігамі
value-side = бічна клітинка
value-slot_a = ворота A
value-slot_b = ворота B
value-stack = стос
value-stairs = { -r-stairs }
value-start = початок
value-starting = початкова
value-supply = запас
value-temple = { -b-temple }
value-treasure = скарб озера
value-west = захід
value-yama_uba = { -sp-yama-uba }
value-yomi = { -r-yomi }
value-yu = Ю

## Groups
group-building_display = ринок будівель
group-building_symbols = типи будівель
group-card_slots = ваші клітинки карток
group-crystal_slots = ринок кристалів
group-dragonfly_slots = ринок бабок
group-home_spaces = клітинки Дому
group-ingenuity_slots = ваші клітинки винахідливості
group-kodama_tracks = доріжки кодам
group-mitama_slots = ринок мітам
group-resource = ресурси
group-rock_pilgrim_slots = ваші місця пілігримів біля каменів
group-rock_slots = ваші місця для каменів
group-southern_regions = південні регіони
group-species_symbols = види йокаїв
group-spirit_symbols = типи мітам
group-tengu_resource = ресурси Тенгу
group-tengu_row = ряд карток Тенгу

## Graphs
graph-paths = Шляхи Мудрості

## Action groups
actions-summer = Дії літа

## Actions
action-cross_river = перейти річку
action-exile_to_unlock = вигнати пілігрима, щоб розблокувати кубик
action-pass = пас
action-play_yokai = розіграти картку йокая
action-use_die = використати розблокований кубик

## Score sections
section-A = A. Збір плодів
section-B = B. Перший серед багатьох
section-C = C. Бітоку схиляються
section-D = D. Скарби озера
section-E = E. Камені Івакура дзвенять
section-F = F. Охоронці віддають шану
section-G = G. Передбачення розкрито
section-H = H. Доля звершилася
section-play = Під час гри
section-yokai = Тенгу: йокаї

## Game options
option-difficulty = складність соло
option-difficulty-easy = легка
option-difficulty-hard = важка
option-difficulty-normal = звичайна
option-variant = варіант
option-variant-normal = звичайні правила
option-variant-strict = суворе правило регіону
option-solo_no_dragonfly = соло, легше: Тенгу без бабки
option-solo_no_dragonfly-off = вимкнено
option-solo_no_dragonfly-on = увімкнено
option-solo_no_yokai = соло, легше: Тенгу без йокаїв
option-solo_no_yokai-off = вимкнено
option-solo_no_yokai-on = увімкнено
option-solo_no_resources = соло, легше: Тенгу без ресурсів
option-solo_no_resources-off = вимкнено
option-solo_no_resources-on = увімкнено
option-solo_no_crystal_mp = соло, легше: Тенгу без кроків від кристалів
option-solo_no_crystal_mp-off = вимкнено
option-solo_no_crystal_mp-on = увімкнено
option-solo_pilgrims = соло, важче: пілігрими Тенгу на шляху
option-solo_pilgrims-off = вимкнено
option-solo_pilgrims-on = увімкнено
option-solo_kodama_ahead = соло, важче: кодама Тенгу просунуті
option-solo_kodama_ahead-off = вимкнено
option-solo_kodama_ahead-on = увімкнено
option-solo_two_dragonflies = соло, важче: Тенгу з 2 бабками
option-solo_two_dragonflies-off = вимкнено
option-solo_two_dragonflies-on = увімкнено
option-solo_kodama_bonus = соло, важче: +3 бали за кожен регіон, де кодама Тенгу попереду
option-solo_kodama_bonus-off = вимкнено
option-solo_kodama_bonus-on = увімкнено
option-gate_reward = клітинки торії
option-gate_reward-both = нагорода просвітлення і торії
option-gate_reward-tile = лише торії
option-shinigami_wild = Шинігамі в підрахунку
option-shinigami_wild-scoring = джокер у всьому підрахунку, передбачення також
option-shinigami_wild-iwakura = джокер лише для івакури
option-spring_discard = скидання навесні
option-spring_discard-one = скинути рівно 1 картку
option-spring_discard-to_three = скидати, доки не лишиться 3 картки
option-pilgrimage_start = звідки починається нова подорож
option-pilgrimage_start-gate = біля торії з моїм пілігримом
option-pilgrimage_start-junction = з будь-якого перехрестя, де звернув мій пілігрим

## Log messages
message-ancient_building = стародавня будівля: без нагороди
message-tengu_card = Воля Тенгу — { $b }: він грає { $b ->
    [1] праву
    [2] праву
    [3] середню
    [4] середню
   *[other] ліву
} картку
message-tengu_step = { $a ->
    [L] крок L (він пасує)
   *[other] крок { $a }
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
zone-ancient_stack = Стос стародавніх будівель
zone-bdisplay_0 = { -z-bdisplay } 0
zone-bdisplay_1 = { -z-bdisplay } 1
zone-bdisplay_2 = { -z-bdisplay } 2
zone-bdisplay_3 = { -z-bdisplay } 3
zone-bitoku_deck = Колода Бітоку
zone-bitoku_discard = Відбій Бітоку
zone-bitoku_path = Шлях Бітоку
zone-box = коробка гри
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
zone-building_stack = Стос будівель
zone-card_slot_1 = { -z-card-slot } 1
zone-card_slot_2 = { -z-card-slot } 2
zone-card_slot_3 = { -z-card-slot } 3
zone-counter_row = Фішки будівель
zone-counters_used = Використані фішки будівель
zone-crystal_slot_0 = { -z-crystal-slot } 0
zone-crystal_slot_1 = { -z-crystal-slot } 1
zone-crystal_slot_2 = { -z-crystal-slot } 2
zone-crystal_slot_3 = { -z-crystal-slot } 3
zone-crystal_slot_4 = { -z-crystal-slot } 4
zone-crystal_stack = Стос кристалів
zone-crystals_dream = Клітинки кристалів мрії
zone-crystals_memory = Клітинки кристалів пам'яті
zone-dice_green = Розблоковані кубики
zone-dice_red = Заблоковані кубики
zone-dragonfly_area = Бабки
zone-dragonfly_slot_0 = { -z-dragonfly-slot } 0
zone-dragonfly_slot_1 = { -z-dragonfly-slot } 1
zone-dragonfly_slot_2 = { -z-dragonfly-slot } 2
zone-dragonfly_slot_3 = { -z-dragonfly-slot } 3
zone-dragonfly_stack = Стос бабок
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
zone-gate_a_stack = Стос торії A
zone-gate_b_stack = Стос торії B
zone-hand = Рука
zone-hikaru_supply = Запас маркерів Хікару
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
zone-home_steal = Клітинка крадіжки в Домі
zone-ingenuity_1 = { -z-ingenuity } 1
zone-ingenuity_2 = { -z-ingenuity } 2
zone-ingenuity_3 = { -z-ingenuity } 3
zone-iwakura_stack = Стос івакур
zone-kodama_pieces = Кодами
zone-merged = Поєднані пари
zone-mitama_area = Мітами
zone-mitama_slot_0 = { -z-mitama-slot } 0
zone-mitama_slot_1 = { -z-mitama-slot } 1
zone-mitama_slot_2 = { -z-mitama-slot } 2
zone-mitama_slot_3 = { -z-mitama-slot } 3
zone-mitama_stack = Стос мітам
zone-neutral_kodama = Нейтральні кодами
zone-pilgrims_asleep = Сплячі пілігрими
zone-pilgrims_awake = Пілігрими, що не сплять
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
zone-rock_garden = Сад каменів
zone-rockp_0 = { -z-rockp } 0
zone-rockp_1 = { -z-rockp } 1
zone-rockp_2 = { -z-rockp } 2
zone-rockp_3 = { -z-rockp } 3
zone-rockp_4 = { -z-rockp } 4
zone-tengu_bitoku = { -tengu }: картки Бітоку
zone-tengu_card_left = { -tengu }: ряд карток, ліворуч
zone-tengu_card_middle = { -tengu }: ряд карток, посередині
zone-tengu_card_right = { -tengu }: ряд карток, праворуч
zone-tengu_crystals = { -tengu }: кристали
zone-tengu_deck = { -tengu }: колода карток дій
zone-tengu_dice_green = { -tengu }: розблоковані кубики
zone-tengu_dice_red = { -tengu }: заблоковані кубики
zone-tengu_discard = { -tengu }: відбій карток дій
zone-tengu_dragonfly = { -tengu }: бабки
zone-tengu_kodama = { -tengu }: кодами
zone-tengu_merged = { -tengu }: поєднані пари
zone-tengu_mitama = { -tengu }: мітами
zone-tengu_pilgrims = { -tengu }: пілігрими
zone-tengu_rocks = { -tengu }: камені Івакура
zone-tengu_will_dice = { -tengu }: кубики Волі
zone-tengu_yokai = { -tengu }: йокаї
zone-treasure_forges = { -lake-treasure } ({ -r-forges })
zone-treasure_glade = { -lake-treasure } ({ -r-glade })
zone-treasure_home = { -lake-treasure } ({ -r-home })
zone-treasure_stack = Стос скарбів озера
zone-treasure_stairs = { -lake-treasure } ({ -r-stairs })
zone-treasure_yomi = { -lake-treasure } ({ -r-yomi })
zone-vision_deck = Колода передбачень
zone-vision_offer = Вибір передбачень
zone-visions = Передбачення
zone-yokai_deck = Колода йокаїв
zone-yokai_discard = Відбій йокаїв
zone-yokai_hill_deck = Колода йокаїв пагорбів
zone-yokai_hill_discard = Відбій йокаїв пагорбів
zone-yokai_removed = Прибрані йокаї
