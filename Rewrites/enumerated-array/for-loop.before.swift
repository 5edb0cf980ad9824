struct Item {
    var title: String
}

func printAll(_ items: [Item]) {
    for (index, item) in Array(items.enumerated()) {
        print(index, item.title)
    }
    for (index, item) in Array(items.enumerated()) where index > 0 {
        print(index, item.title)
    }
}
