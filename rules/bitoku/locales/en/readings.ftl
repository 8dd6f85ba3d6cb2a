# Bitoku: the two readings the sources leave open, as options (UNENCODED.md B-removed-yokai, B-kodama).
option-removed_yokai = yokai removed by Spirit Virtue, at the visions
option-removed_yokai-count = they count for visions too
option-removed_yokai-iwakura = they count for the iwakura only
option-unmoved_kodama = kodamas that never moved, at the Lake Treasures
option-unmoved_kodama-rank = they rank like the others
option-unmoved_kodama-moved = they take no place
function-removed_yokai_in_visions = yokai removed by Spirit Virtue count for visions
function-lake_places = the number of Lake Treasure places given when { $moved } kodamas have moved
function-lake_prizes = the prizes of { $t } for its first { $places } places
