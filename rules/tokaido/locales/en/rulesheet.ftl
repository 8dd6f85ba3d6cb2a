# Tokaido: the rules sheet's prose (`rulesdsl rules rules/tokaido`), written from tokaido-rules.md.
sheet-overview = Travellers of old Japan walk the Tokaido, the East Sea Road, from Kyoto to Edo. Along the way they buy souvenirs, paint panoramas, bathe in hot springs, give to temples, meet people and taste the food of the inns. A game for { $min } to { $max } players, about 45 minutes.
sheet-goal = The richest journey wins: the traveller with the most journey points when everyone has reached Edo. Points are scored the moment they are earned.
sheet-components = The board (the road, 55 stops from Kyoto to Edo), 10 traveller cards, 5 traveller pawns, 50 coins, 25 meal cards, 24 souvenir cards, 12 hot spring cards, 60 panorama cards (sea 1–5, mountain 1–4, paddy 1–3, five of each), 14 encounter cards and 7 achievement cards.
sheet-setup = Shuffle the meal, souvenir, encounter and hot spring decks; sort the panoramas into three piles, number 1 on top. Deal each player 2 traveller cards: keep one, return the other. Take the coins shown on your traveller. Each traveller has a power, printed on its card. Line the pawns up at the Kyoto inn in a random order; with 2 players a neutral traveller joins the line.
sheet-flow =
    The traveller furthest behind on the road always moves next — even several times in a row, until someone else is last. At a stop with two spots, the one who arrived later counts as behind.
    Move your pawn forward to any free spot you like, as far as you want, but never past the next inn: everyone stops at every inn. Spots off the road are used only with 4 or 5 players. Then take what the stop gives (see below).
    You may not stop at a village or a temple with no coins, nor at a panorama you have completed.
    The game ends when every traveller has reached Edo and had the chance to buy a meal there.
sheet-actions = Besides where to walk, a player decides only at a few stops. Every coin given at a temple also counts for the temple bonus.
sheet-action-donate_1 = at a temple, with at least 1 coin: +1 point.
sheet-action-donate_2 = with at least 2 coins: +2 points.
sheet-action-donate_3 = with at least 3 coins: +3 points.
sheet-action-accept_free_meal = Satsuki only: at each inn with meals she is offered a free meal from the deck (+6).
sheet-action-refuse_free_meal = she may instead buy a meal at the inn as usual.
sheet-macro-village = Village: reveal the top 3 souvenirs and buy as many as you like at their price. Souvenirs form sets of different families (small objects, food and drink, clothing, art): the 1st card of a set scores 1, the 2nd 3, the 3rd 5, the 4th 7.
sheet-macro-take_panorama = Panorama (sea, mountain, paddy): take the next card of that panorama (1, then 2 …) and score its number. The first to complete a panorama takes its achievement: +3.
sheet-macro-visit = Farm: take 3 coins from the bank.
sheet-macro-hot_spring_stop = Hot spring: draw a hot spring card, +2 or +3.
sheet-macro-donate = Temple: give 1 to 3 of your coins, +1 per coin. The coins also count for the temple bonus.
sheet-macro-encounter_stop = Encounter: draw an encounter card and use it — a souvenir (Shokunin), a panorama card (Annaibito), 3 points (Samurai), 3 coins (Kuge) or a coin from the bank on the temple, +1 (Miko).
sheet-macro-inn_arrival = Inn: the first to arrive draws one meal card per player plus one. Everyone, on arrival, may buy one meal from those cards (1–3 coins): +6. Nobody eats the same dish twice.
sheet-macro-guide_neutral = 2 players: the player furthest ahead moves the neutral traveller when it is last. It gives 1 coin from the bank to each temple it stops at.
sheet-end = When the last traveller has eaten at Edo, the end achievements and the temple bonus are scored.
sheet-section-souvenirs = 1, 3, 5, 7 for the 1st to 4th card of each set of different families.
sheet-section-panoramas = each card scores its number; a complete panorama is worth 15 (sea), 10 (mountain) or 6 (paddy).
sheet-section-temple = 1 per coin given.
sheet-section-hot_springs = 2 or 3 per card.
sheet-section-meals = 6 per meal.
sheet-section-encounters = as the card says (Samurai 3, Miko 1).
sheet-section-achievements = 3 each: first to complete each panorama; at the end, the most expensive meals (Gourmet), most souvenirs (Collector), most hot springs (Bather) and most encounters (Chatterbox). Tied travellers all score.
sheet-section-temple_bonus = by coins given: 10 for the most, 7 for the second, 4 for the third, 2 for every other giver. Ties share a rank, and the next total takes the next rank.
sheet-ties = A tie is won by the traveller with more achievement cards.
