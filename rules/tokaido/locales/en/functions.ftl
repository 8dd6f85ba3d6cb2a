# Tokaido content functions (English).
function-return_trip = the journey is the return trip
function-leg = how far along the journey { $z } is
function-start_inn = the inn where the journey starts
function-final_inn = the inn where the journey ends
function-pawn_of = the pawn of { $p }
function-next_inn = the next inn after { $here }
function-has_room = { $z } has a free spot
function-first_free_spot = the first free spot of { $z }
function-reachable = the spots { $pw } may reach
function-pano_done = the { $t } panorama is complete
function-pano_done-not = { $t } is not yet complete
function-may_stop = you may stop at { $z }
function-souvenir_due = the price due for { $c }
function-can_buy_souvenir = you can buy { $c }
function-meal_cost = the price of { $m }
function-may_eat = you may eat { $m }
