# Pytania Bitoku (po polsku): o co pyta decyzja zadeklarowana w zasadach (`choose "favor" { … }` → prompt-favor).

prompt-favor = { $player }: wybierz Łaskę Wzgórza { $h }
prompt-gift = { $player }: wybierz dar Łaski C (dwa różne)
prompt-second_gift = { $player }: wybierz drugi, inny dar
prompt-resource = { $player }: wybierz surowiec do zdobycia
prompt-discard = { $player }: odrzuć kartę yokai, aż zostaną trzy w ręce
prompt-vision = { $player }: zatrzymaj jedną z dwóch wizji
