# Tokaido macros (English): how a macro call reads in generated card text. Parameters are the
# macro's own (see rules/tokaido/macros/*.yaml); ids arrive as their names, numbers as numbers.

macro-flow = set up, travel from the start inn to the final inn (Kyoto to Edo; Edo to Kyoto on the return trip), then score the end of the game
macro-journey = the traveller furthest behind takes the next turn until everyone reaches Edo
macro-take_turn = the traveller furthest behind moves forward and stops at a free spot
macro-setup = set up the game
macro-adopt_traveller = become { $t }: take the traveller's start coins and power
macro-line_up_at_kyoto = line up the travellers at the start inn in random order
macro-start_coin_adjustment = adjust the start coins by leaving order
macro-travel = move { $pw } forward to a free spot
macro-place = put { $pw } on { $spot }
macro-visit = stop at { $spot } and use it
macro-guide_neutral = move the neutral traveller { $pw }
macro-neutral_visit = the neutral traveller stops at { $spot }
macro-inn_arrival = arrive at { $z }
macro-lay_out_meals = lay out the meals of this inn
macro-buy_meal = you may buy one meal you have not eaten yet
macro-offer_free_meal = reveal the top meal card: you may take it for free
macro-leave_inn_check = leave { $z } once every traveller has arrived
macro-village = reveal 3 souvenirs and buy any of them
macro-buy_souvenir = buy { $c }
macro-add_souvenir = add { $c } to your souvenirs and score it (1/3/5/7 VP)
macro-donate = put { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} in your temple zone: +{ $n } VP
macro-encounter_stop = draw an encounter card and resolve it
macro-meet_encounter = draw { $n ->
    [one] { $n } encounter card
   *[other] { $n } encounter cards
}, keep one and resolve it
macro-gift_souvenir = take the top souvenir card and add it to your collection (1/3/5/7 VP)
macro-guide_to = you may take the next card of the { $t } panorama; if it is complete, the next card of another panorama
macro-hot_spring_stop = take a hot spring card and score it
macro-take_panorama = take the next card of { $t } and score it
macro-first_to_complete = the first to complete the { $t } panorama earns its achievement
macro-earn_achievement = earn { $a } (3 VP)
macro-final_scoring = award the end achievements, then the temple bonus
macro-end_award = the best in { $name } earns its achievement ({ $scores })
macro-temple_bonus = temple bonus: 10 / 7 / 4 / 2 VP by coins donated
