# Region titles of the web table (layout.yaml).
layout-road = The Tōkaidō road
layout-decks = Decks and offers
layout-panoramas = Panoramas and achievements
layout-travellers = Travellers
layout-traveller = Traveller
layout-collection = Collection
