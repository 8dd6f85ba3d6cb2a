# Orchard Draft (English).
game-name = Orchard Draft

counter-points = points
entity-apple = Apple
entity-berry = Berry
entity-melon = Melon
entity-nut = Nut
entity-wasp = Wasp
function-hand_size = the cards dealt to each player
function-kept_of = the number of { $e } cards { $p } kept
function-melons = the melons { $p } kept
function-set_points = the points of { $p }'s fruit
kind-fruit = Fruit
macro-draft_turn = everyone picks a card face down, then all are revealed and the hands pass left
macro-game = draft until the hands are empty, then score
macro-pass_hands = pass the hands to the left
macro-score = score the fruit and the melon majority
macro-setup = deal the hands
prompt-keep = { $player }: keep one card (face down until everyone has picked)
prop-worth = worth
section-fruit = Fruit
section-melons = Melon majority
zone-deck = Deck
zone-hand = Hand
zone-kept = Kept
zone-passing = Hand being passed
narrate-macro-pass_hands = The hands pass to the left.
