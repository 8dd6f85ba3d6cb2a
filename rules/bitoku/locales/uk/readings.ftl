# Bitoku: два прочитання, які джерела лишають відкритими, як опції (UNENCODED.md B-removed-yokai, B-kodama).
option-removed_yokai = йокаї, прибрані заради Чесноти Духа, у передбаченнях
option-removed_yokai-count = рахуються і для передбачень
option-removed_yokai-iwakura = рахуються лише для івакури
option-unmoved_kodama = кодами, що жодного разу не рухалися, на Скарбах озера
option-unmoved_kodama-rank = займають місця, як інші
option-unmoved_kodama-moved = не займають жодного місця
function-removed_yokai_in_visions = йокаї, прибрані заради Чесноти Духа, рахуються для передбачень
function-lake_places = кількість нагороджених місць Скарбу озера, коли рушило кодам: { $moved }
function-lake_prizes = нагороди { $t } за перші місця (їх кількість: { $places })
