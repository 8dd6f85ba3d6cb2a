# Tokaido: what each declared decision asks (prompt-<id>), in Turkish (polite register).

prompt-traveller = { $player }: tutacağınız gezgini seçin
prompt-meal = { $player }: bir yemek satın alın (ya da hiç almayın)
prompt-destination = { $player }: gezgininizin gideceği alanı seçin
