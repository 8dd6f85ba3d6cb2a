# Region titles of the web table (layout.yaml).
layout-table = The sale
layout-player = Held and bought
