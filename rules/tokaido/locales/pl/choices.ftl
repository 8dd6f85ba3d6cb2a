# Tokaido: etykiety opcji i pytania decyzji bez własnego identyfikatora, tak jak nazywają je gracze.

## Etykiety opcji
label-kind-traveller_card = { $name } ({ $start_coins } { $start_coins ->
    [one] moneta
    [few] monety
   *[many] monet
})
label-prop-price = { $value } { $value ->
    [one] moneta
    [few] monety
   *[many] monet
}

## Pytania
prompt-entity-hirotada = { $player }: czy Hirotada kładzie 1 monetę z banku na świątynię?
prompt-entity-hiroshige = { $player }: wybierz Panoramę, do której Hiroshige dokłada kartę
prompt-macro-buy_souvenir = { $player }: jak płacisz za { $c }?
prompt-macro-village = { $player }: wybierz pamiątkę do kupienia (albo zakończ zakupy)
prompt-macro-guide_neutral = { $player }: wybierz pole, na które przejdzie neutralny podróżnik
prompt-macro-meet_encounter = { $player }: wybierz kartę spotkania, którą zatrzymasz
prompt-choose-macro-guide_to = { $player }: wziąć następną kartę Panoramy „{ $t }”?
prompt-pick-macro-guide_to = { $player }: Panorama „{ $t }” jest ukończona: wybierz inną Panoramę

## Menu akcji
prompt-act-temple_gift = { $player }: ile monet dajesz Świątyni?
prompt-act-free_meal_offer = { $player }: czy Satsuki zjada oferowany darmowy posiłek?
