# Moonlit Auction (English).
game-name = Moonlit Auction

counter-points = points
counter-coins = { $n ->
    [one] coin
   *[other] coins
}
counter-bidding = still bidding
counter-sealed = sealed bid
counter-high_bid = high bid
counter-round = treasure number
kind-treasure = Treasure
tag-colour = colour
prop-colour = colour
value-jade = jade
value-amber = amber
value-pearl = pearl
prop-value = value
entity-jade_3 = Jade 3
entity-jade_5 = Jade 5
entity-jade_7 = Jade 7
entity-jade_9 = Jade 9
entity-amber_3 = Amber 3
entity-amber_5 = Amber 5
entity-amber_7 = Amber 7
entity-amber_9 = Amber 9
entity-pearl_3 = Pearl 3
entity-pearl_5 = Pearl 5
entity-pearl_7 = Pearl 7
entity-pearl_9 = Pearl 9
zone-market = Treasures to come
zone-lot = On sale
zone-claim = Held (high bid)
zone-vault = Bought
zone-unsold = Unsold
macro-setup = shuffle the treasures face down
macro-game = sell the treasures one by one, then score
macro-open_auction = open bidding for the treasure on sale
macro-bid_or_pass = raise the high bid or drop out
macro-raise_to = raise the high bid to { $n }
macro-sealed_auction = sealed bids for the treasure on sale
macro-score = score treasures, sets and coins
function-seating = the players from this round's first player on
function-challengers = the players still bidding who do not hold the treasure
function-colour_count = the number of { $col } treasures { $p } bought
function-sets_of = { $p }'s sets of jade, amber and pearl
prompt-raise = { $player }: raise the high bid to how many coins? (or drop out)
prompt-sealed = { $player }: your sealed bid, in coins (face down until everyone has bid)
section-treasures = Treasures
section-sets = Sets
section-coins = Coins left
