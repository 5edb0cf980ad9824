print("listfix-bench: not yet")
