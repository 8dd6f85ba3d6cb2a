# No Thanks! (English).
game-name = No Thanks!

-card = Card
action-no_thanks = No thanks! (pay a chip)
action-take = take the card and its chips
actions-turn = your turn
counter-chips = { $n ->
    [one] chip
   *[other] chips
}
counter-current = player to decide
counter-points = { $n ->
    [one] point
   *[other] points
}
counter-pot = chips on the card
entity-card_10 = { -card } 10
entity-card_11 = { -card } 11
entity-card_12 = { -card } 12
entity-card_13 = { -card } 13
entity-card_14 = { -card } 14
entity-card_15 = { -card } 15
entity-card_16 = { -card } 16
entity-card_17 = { -card } 17
entity-card_18 = { -card } 18
entity-card_19 = { -card } 19
entity-card_20 = { -card } 20
entity-card_21 = { -card } 21
entity-card_22 = { -card } 22
entity-card_23 = { -card } 23
entity-card_24 = { -card } 24
entity-card_25 = { -card } 25
entity-card_26 = { -card } 26
entity-card_27 = { -card } 27
entity-card_28 = { -card } 28
entity-card_29 = { -card } 29
entity-card_3 = { -card } 3
entity-card_30 = { -card } 30
entity-card_31 = { -card } 31
entity-card_32 = { -card } 32
entity-card_33 = { -card } 33
entity-card_34 = { -card } 34
entity-card_35 = { -card } 35
entity-card_4 = { -card } 4
entity-card_5 = { -card } 5
entity-card_6 = { -card } 6
entity-card_7 = { -card } 7
entity-card_8 = { -card } 8
entity-card_9 = { -card } 9
function-card_points = the points of my cards (the lowest card of each run)
kind-card = Card
macro-game = play until the last card is taken
macro-score = score the cards and chips
macro-setup = set up
prop-value = value
section-cards = Cards
section-chips = Chips
zone-deck = Deck
zone-offer = Card on offer
zone-removed = Removed unseen
zone-taken = Cards taken
