# Web masasının sıra bildirimleri ve galerinin notu (rulesdsl/web/templates).
web-turn-alerts = Sıram gelince haber verin
web-turn-alerts-on = Sıra bildirimleri açık
web-turn-alert = Sıra sizde
web-since-last-turn = Son hamlenizden bu yana
web-empty-zones = Boş
web-cards-provisional-note = Kaynakların açık bıraktığı bir bilgiyi taşıyan kartlar (geçici):
web-cards-only-provisional = Yalnızca bunları göster
