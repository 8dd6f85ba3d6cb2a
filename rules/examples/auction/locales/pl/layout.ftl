# Tytuły obszarów stołu (layout.yaml).
layout-table = Licytacja
layout-player = Trzymane i kupione
