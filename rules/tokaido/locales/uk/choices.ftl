# Токайдо: підписи варіантів і питання рішень без власного ідентифікатора, так, як їх називають гравці.

## Підписи варіантів
label-kind-traveller_card = { $name } ({ $start_coins } { $start_coins ->
    [one] монета
    [few] монети
   *[many] монет
})
label-prop-price = { $value } { $value ->
    [one] монета
    [few] монети
   *[many] монет
}

## Питання
prompt-entity-hirotada = { $player }: покласти для Хіротади 1 монету з банку до храму?
prompt-entity-hiroshige = { $player }: виберіть панораму, до якої Хіросіґе додає карту
prompt-macro-buy_souvenir = { $player }: як ви платите за { $c }?
prompt-macro-village = { $player }: виберіть сувенір для купівлі (або завершіть покупки)
prompt-macro-guide_neutral = { $player }: виберіть поле, куди піде нейтральний мандрівник
prompt-macro-meet_encounter = { $player }: виберіть карту зустрічі, яку залишите
prompt-choose-macro-guide_to = { $player }: взяти наступну карту панорами «{ $t }»?
prompt-pick-macro-guide_to = { $player }: панораму «{ $t }» завершено: виберіть іншу панораму

## Меню дій
prompt-act-temple_gift = { $player }: скільки монет ви віддаєте храму?
prompt-act-free_meal_offer = { $player }: чи з'їсть Сацукі запропоновану безплатну страву?
