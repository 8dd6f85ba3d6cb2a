# Jednozdaniowy opis każdej opcji gry w lobby (about-option-<id>); nazwy opcji i ich wartości są w names.ftl.
about-option-variant = Podróż z Kioto do Edo albo podróż powrotna z Edo do Kioto; zasady są takie same.
about-option-meal_count = Przy 2 Graczach: pierwszy Podróżnik w Gospodzie dobiera karty Posiłków dla liczby Graczy + 1 albo liczby Podróżników + 1, z neutralnym pionkiem.
about-option-start_coins = Monety na start zależą od kolejności wyruszenia: pierwszy Podróżnik ma 1 monetę mniej, drugi zwykłą liczbę, a każdy następny o 1 monetę więcej niż poprzedni.
about-option-gastronomy = Pierwszy Podróżnik w Gospodzie dobiera o jedną kartę Posiłku mniej.
about-option-initiation = Pierwsza podróż: bez kart Podróżników, a każdy Gracz zaczyna z 7 monetami.
