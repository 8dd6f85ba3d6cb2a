# Region titles of the web table (layout.yaml).
layout-table = The table
layout-player = Hand and discards
