# Region titles of the web table (layout.yaml).
layout-table = The table
layout-cards = Cards taken
