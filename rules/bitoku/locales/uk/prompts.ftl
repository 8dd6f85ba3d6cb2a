# Запити Bitoku (українською): що питає рішення, оголошене в правилах (`choose "favor" { … }` → prompt-favor).

prompt-favor = { $player }: виберіть Ласку пагорба «{ $h }»
prompt-gift = { $player }: виберіть дар Ласки C (два різні)
prompt-second_gift = { $player }: виберіть другий, інший дар
prompt-resource = { $player }: виберіть ресурс, який отримаєте
prompt-discard = { $player }: скиньте 1 карту йокаї з руки
prompt-vision = { $player }: залиште одне з двох видінь
prompt-amulets = { $player }: витратьте амулети на кубик { $d } — до якого значення його підняти
