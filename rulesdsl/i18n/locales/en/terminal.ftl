# The terminal seat (rulesdsl play --seats human,...): beyond engine.ftl's human-* messages.
human-unchanged = your situation has not changed (view shows it all)
human-ahead = who is where: { $places }
