# Region titles of the web table (layout.yaml).
layout-table = The deck
layout-player = Hand and kept cards
