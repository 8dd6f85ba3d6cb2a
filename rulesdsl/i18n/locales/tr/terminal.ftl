# Terminaldeki koltuk (rulesdsl play --seats human,...): engine.ftl'deki human-* iletilerinin dışında.
human-unchanged = durumunuz değişmedi (view hepsini gösterir)
human-ahead = kim nerede: { $places }
