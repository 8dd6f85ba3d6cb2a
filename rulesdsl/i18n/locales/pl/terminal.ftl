# Miejsce przy terminalu (rulesdsl play --seats human,...): poza komunikatami human-* z engine.ftl.
human-unchanged = twoja sytuacja się nie zmieniła (view pokazuje wszystko)
human-ahead = kto gdzie stoi: { $places }
