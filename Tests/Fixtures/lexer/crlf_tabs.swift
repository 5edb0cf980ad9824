struct Tabs: View {
	var items: [Item]

	var body: some View {
		List(items) { item in
			Text("\(item.name)")
		}
	}
}
