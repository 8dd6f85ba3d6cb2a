# Bitoku: dwa odczytania, które źródła zostawiają otwarte, jako opcje (UNENCODED.md B-removed-yokai, B-kodama).
option-removed_yokai = yokai usunięte dla Cnoty Ducha, przy wizjach
option-removed_yokai-count = liczą się także do wizji
option-removed_yokai-iwakura = liczą się tylko do iwakury
option-unmoved_kodama = kodamy, które nigdy nie ruszyły, przy Skarbach Jeziora
option-unmoved_kodama-rank = zajmują miejsca jak inne
option-unmoved_kodama-moved = nie zajmują żadnego miejsca
function-removed_yokai_in_visions = yokai usunięte dla Cnoty Ducha liczą się do wizji
function-lake_places = liczba nagradzanych miejsc Skarbu Jeziora, gdy ruszyło { $moved } kodam
function-lake_prizes = nagrody { $t } za pierwsze miejsca (ich liczba: { $places })
