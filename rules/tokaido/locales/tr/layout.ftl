# Web masasındaki bölge başlıkları (layout.yaml).
layout-road = Tōkaidō yolu
layout-decks = Desteler ve teklifler
layout-panoramas = Manzaralar ve başarılar
layout-travellers = Gezginler
layout-traveller = Gezgin
layout-collection = Koleksiyon
