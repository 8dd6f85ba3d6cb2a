# Tokaido içerik fonksiyonları (Türkçe).
function-pawn_of = { $p } oyuncusunun piyonu
function-next_inn = { $here } sonrasındaki ilk han
function-has_room = { $z } alanında boş yer var
function-first_free_spot = { $z } alanının ilk boş yeri
function-reachable = { $pw } piyonunun ulaşabileceği duraklar
function-pano_done = şu panorama tamamlandı: { $t }
function-pano_done-not = { $t } henüz tamamlanmamış
function-may_stop = şurada durabilirsiniz: { $z }
function-souvenir_due = { $c } için ödenecek fiyat
function-can_buy_souvenir = şunu satın alabilirsiniz: { $c }
function-meal_cost = { $m } yemeğinin fiyatı
function-may_eat = şunu yiyebilirsiniz: { $m }
function-final_inn = yolculuğun bittiği han
function-leg = { $z } yolculuğun ne kadar ilerisinde
function-return_trip = yolculuk dönüş yolculuğu
function-start_inn = yolculuğun başladığı han
