# Nazwy obszarów stołu w przeglądarce (layout.yaml).
layout-road = Droga Tōkaidō
layout-decks = Talie i oferty
layout-panoramas = Panoramy i osiągnięcia
layout-travellers = Podróżnicy
layout-traveller = Podróżnik
layout-collection = Kolekcja
