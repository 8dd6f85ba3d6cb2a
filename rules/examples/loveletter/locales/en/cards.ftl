# The cards' own wording, as printed: every surface (the table, the gallery, `rulesdsl cards`, the terminal) shows
# it in English instead of the text generated from the effects (`rulesdsl cards --diff` compares the two).
text-guard = Name a non-Guard card and choose another player. If that player has that card, they are out of the round.
text-priest = Look at another player's hand.
text-baron = You and another player secretly compare hands. The player with the lower value is out of the round.
text-handmaid = Until your next turn, ignore all effects from other players' cards.
text-prince = Choose any player (including yourself) to discard their hand and draw a new card.
text-king = Trade hands with another player of your choice.
text-countess = If you have this card and the King or a Prince in your hand, you must discard this card.
text-princess = If you discard this card, you are out of the round.
