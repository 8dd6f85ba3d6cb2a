# Назви областей вебстолу (layout.yaml).
layout-road = Дорога Токайдо
layout-decks = Колоди й пропозиції
layout-panoramas = Панорами й досягнення
layout-travellers = Мандрівники
layout-traveller = Мандрівник
layout-collection = Колекція
