# Tokaido: option labels and the prompts of decision sites without a prompt id, as players name them.

## Option labels: what an offered card shows (`label:` of its kind in declarations.yaml)
label-kind-traveller_card = { $name } ({ $start_coins } coins)
label-prop-price = { $value ->
    [one] { $value } coin
   *[other] { $value } coins
}

## Prompts: prompt-<pick|choose>-<macro|entity>-<id> (or prompt-<macro|entity>-<id>)
prompt-entity-hirotada = { $player }: put 1 coin from the bank on the temple for Hirotada?
prompt-entity-hiroshige = { $player }: choose the panorama Hiroshige adds a card to
prompt-macro-buy_souvenir = { $player }: how do you pay for { $c }?
prompt-macro-village = { $player }: choose a souvenir to buy (or stop buying)
prompt-macro-guide_neutral = { $player }: choose the space the neutral traveller moves to
prompt-macro-meet_encounter = { $player }: choose the encounter card you keep
prompt-choose-macro-guide_to = { $player }: take the next card of the { $t } panorama?
prompt-pick-macro-guide_to = { $player }: the { $t } panorama is complete: choose another panorama

## The action menus: prompt-act-<group>
prompt-act-temple_gift = { $player }: how many coins do you give the temple?
prompt-act-free_meal_offer = { $player }: eat the free meal Satsuki is offered?
