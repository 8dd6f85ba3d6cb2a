# Sygnały tury stołu w przeglądarce i uwaga galerii (rulesdsl/web/templates).
web-turn-alerts = Powiadom mnie o mojej turze
web-turn-alerts-on = Powiadomienia o turze włączone
web-turn-alert = Twoja tura
web-since-last-turn = Od twojej ostatniej tury
web-empty-zones = Puste
web-cards-provisional-note = Karty z faktem, którego źródła nie rozstrzygają (tymczasowe):
web-cards-only-provisional = Pokaż tylko te
