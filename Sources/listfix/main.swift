print("listfix")
