# Заголовки журналу гри (лічильники року й сезону).
heading-year = { $value ->
    [5] Вознесіння
   *[other] Рік { $value }
}
heading-season = { $value ->
    [1] Весна
    [2] Літо
    [3] Осінь
    [4] Зима
   *[other] сезон { $value }
}

# Why an action is refused, in the game's words (shown instead of the generated reason).
why-action-play_yokai = Потрібні карта йокая в руці та вільна клітинка для карти.
why-action-use_die = Потрібні розблокований кубик і вільна клітинка, куди його можна поставити.
why-action-cross_river = Потрібен кубик зі значенням 2 або більше в лісі регіону, на пагорбі якого є вільне місце.
why-action-exile_to_unlock = Потрібні пілігрим, що не спить, заблокований кубик і вільна клітинка для кубика.

# Підписи варіантів вибору та їхні запитання.
prompt-die_order = { $player }: спершу дія регіону чи будівля?
choice-die_order-region_action = Спершу дія регіону «{ $r }», потім будівля
choice-die_order-building_action = Спершу будівля, потім дія регіону «{ $r }»
choice-play_card-effect_first = Спершу ефект розіграшу «{ $c }», потім кристал у «{ $iz }»
choice-play_card-crystal_first = Спершу кристал у «{ $iz }», потім ефект розіграшу «{ $c }»
choice-favor-bitoku_card = Ласка A: візьміть карту Бітоку
choice-favor-yokai_card = Ласка B: візьміть карту йокая
choice-favor-two_gifts = Ласка C: два дари
choice-hill_favour-move_bitoku_path = Візьміть «{ $c }»
choice-hill_favour-move_hand = Візьміть «{ $c }»
choice-merge_pair-move_merged = Об’єднайте одну зі своїх мітам з однією зі своїх бабок

# One sentence per Summer action (`narrate-<action>`): $object and $zone, its first moved piece and where it went; $rest, what else it changed.
narrate-play_yokai = { $player } розігрує «{ $object }» у «{ $zone }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-use_die = { $player } ставить «{ $object }» на «{ $zone }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-cross_river = { $player } переходить річку: «{ $object }» на «{ $zone }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-exile_to_unlock = { $player } виганяє пілігрима, щоб розблокувати «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-pass = { $player } пасує{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per choice outside an action (`narrate-choice-<prompt>`, the prompt's `:` as `-`); the same arguments.
narrate-choice-discard = { $player } скидає «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-spirit_virtue = { $player } вилучає «{ $object }» з гри заради Чесноти духа{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-vision = { $player } залишає собі «{ $object }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-owner_bonus = { $player } отримує бонус власника{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per flow macro that no action or choice owns (`narrate-macro-<macro>`): the macro's parameters,
# $player (who was acting), $object/$zone/$rest as above, $objects/$count (every piece moved where the first
# went, and how many went there), $others (what else changed) and $said (the rules' own messages).
narrate-macro-summon = { $objects ->
    [none] { $player } призиває { $count } { $count ->
        [one] йокая
        [few] йокаї
       *[other] йокаїв
    }
   *[other] { $player } призиває { $objects }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-reap = { $player } збирає плоди: { $rest }
narrate-macro-tengu_turn = { $said }{ $objects ->
    [none] {""}
   *[other] : { $objects } → { $zone }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-return_dice = Кубики повертаються на червоні клітинки своїх власників і зберігають свої значення
narrate-macro-discard_played = Карти йокаїв, що лишилися в клітинках для карт, ідуть у відбій своїх власників
narrate-macro-snow = Сніг: нові карти на пагорбах, ринки зсуваються — { $what }
