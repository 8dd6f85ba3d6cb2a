# Pytania Tokaido (po polsku): o co pyta decyzja zadeklarowana w zasadach (`pick "meal" m in … { … }` → prompt-meal).

prompt-traveller = { $player }: wybierz podróżnika, którego zatrzymasz
prompt-meal = { $player }: kup jeden posiłek (albo żaden)
prompt-destination = { $player }: wybierz pole, na które przejdzie twój podróżnik
