import SwiftUI

struct Item: Identifiable {
	let id: UUID
	var title: String
	var isSpecial: Bool
	var subtitle: String?
	var kind: Kind
}

enum Kind {
	case photo, video, text
}

struct ItemsView: View {
	var items: [Item]

	var body: some View {
		List {
			ForEach(items.filter { $0.isSpecial }) { item in
				Label(item.title, systemImage: "star")
			}
		}
	}
}
