# The web table's turn signals and the gallery's note (rulesdsl/web/templates).
web-turn-alerts = Tell me when it is my turn
web-turn-alerts-on = Turn alerts on
web-turn-alert = Your turn
web-since-last-turn = Since your last turn
web-empty-zones = Empty
web-cards-provisional-note = Cards holding a fact the sources leave open (a placeholder):
web-cards-only-provisional = Show only these
