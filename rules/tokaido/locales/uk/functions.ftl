# Функції вмісту Токайдо (українська).
function-pawn_of = фішка гравця { $p }
function-next_inn = наступний заїзд після місця «{ $here }»
function-has_room = є вільне місце: { $z }
function-first_free_spot = перше вільне місце: { $z }
function-reachable = місця, яких може досягти фішка { $pw }
function-pano_done = панораму завершено: { $t }
function-pano_done-not = { $t } ще не завершено
function-may_stop = можете зупинитися тут: { $z }
function-souvenir_due = ціна до сплати за { $c }
function-can_buy_souvenir = можете купити: { $c }
function-meal_cost = ціна страви { $m }
function-may_eat = можете з'їсти: { $m }
function-final_inn = заїзд, де закінчується подорож
function-leg = наскільки далеко на шляху { $z }
function-return_trip = це зворотна подорож
function-start_inn = заїзд, де починається подорож
