"""The command line: one module per command group, each thin (parse arguments, call the library,
print). May import every stage; nothing imports it.
"""
