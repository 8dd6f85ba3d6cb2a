# Love Letter (English).
game-name = Love Letter

action-play_card = play a card
actions-turn = your turn
counter-current = player to play
counter-out = out of the round
counter-protected = protected by the Handmaid
counter-round = round
counter-tokens = tokens of affection
entity-baron = Baron
entity-countess = Countess
entity-guard = Guard
entity-handmaid = Handmaid
entity-king = King
entity-priest = Priest
entity-prince = Prince
entity-princess = Princess
function-alive = the players still in the round
function-countess_forced = the Countess must be played
function-discard_total = the total of { $p }'s discarded cards
function-hand_value = the value of { $p }'s hand
function-playable = the cards I may play
function-target = the tokens needed to win
function-targets = the other players in the round and not protected
kind-card = Card
macro-award = award the round
macro-deal = deal a round
macro-discard_and_draw = discard your hand and draw a new card
macro-game = play rounds until a player has enough tokens
macro-knock_out = { $p } is out of the round
macro-next_player = the next player still in the round
macro-setup = set up
macro-turns = play turns until the deck runs out or one player is left
message-guess = { $player_you ->
    [yes] You guess { $a }
   *[other] { $player } guesses { $a }
}
message-out = { $player_you ->
    [yes] You are out of the round
   *[other] { $player } is out of the round
}
message-round_won = { $player_you ->
    [yes] You win the round
   *[other] { $player } wins the round
}
prompt-guess = { $player }: name a card
prompt-play = { $player }: play one of your cards
prompt-target = { $player }: choose a player
prop-value = value
section-rounds = Rounds won
slot-play = when played
zone-aside = Set aside
zone-deck = Deck
zone-discards = Discards
zone-faceup = Set aside face up
zone-hand = Hand
