# Tanuki Hollow (fanowski przykładowy dodatek): nazwy po polsku.
-sp-tanuki = Tanuki
-b-teahouse = Herbaciarnia
value-tanuki = { -sp-tanuki }
value-teahouse = { -b-teahouse }
entity-tanuki_1 = { -sp-tanuki } 1
entity-tanuki_2 = { -sp-tanuki } 2
entity-tanuki_3 = { -sp-tanuki } 3
entity-tanuki_4 = { -sp-tanuki } 4
entity-teahouse_1 = { -b-teahouse } 1
entity-teahouse_2 = { -b-teahouse } 2
entity-torii_a_tanuki = { -torii } A ({ -sp-tanuki })
entity-torii_b_tanuki = { -torii } B ({ -sp-tanuki })
entity-iwakura_tanuki = { -iwakura } ({ value-tanuki })
