# Pytania Bitoku (po polsku): o co pyta decyzja zadeklarowana w zasadach (`choose "favor" { … }` → prompt-favor).

prompt-favor = { $player }: wybierz Łaskę Wzgórza { $h }
prompt-gift = { $player }: wybierz dar Łaski C (dwa różne)
prompt-second_gift = { $player }: wybierz drugi, inny dar
prompt-resource = { $player }: wybierz surowiec do zdobycia
prompt-discard = { $player }: odrzuć 1 kartę yokai z ręki
prompt-vision = { $player }: zatrzymaj jedną z dwóch wizji
prompt-amulets = { $player }: wydaj amulety na kość { $d } — do jakiej wartości ją podnieść
