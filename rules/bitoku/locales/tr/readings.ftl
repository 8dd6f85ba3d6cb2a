# Bitoku: kaynakların açık bıraktığı iki okuma, seçenek olarak (UNENCODED.md B-removed-yokai, B-kodama).
option-removed_yokai = Ruh Erdemi ile çıkarılan yokailer, vizyonlarda
option-removed_yokai-count = vizyonlarda da sayılır
option-removed_yokai-iwakura = yalnızca iwakurada sayılır
option-unmoved_kodama = hiç ilerlemeyen kodamalar, Gölün Hazinelerinde
option-unmoved_kodama-rank = diğerleri gibi sıralanır
option-unmoved_kodama-moved = hiçbir sıra almaz
function-removed_yokai_in_visions = Ruh Erdemi ile çıkarılan yokailer vizyonlarda sayılır
function-lake_places = { $moved } kodama ilerlemişken verilen Göl Hazinesi sırası sayısı
function-lake_prizes = { $t } ödüllerinin ilk { $places } sırası
