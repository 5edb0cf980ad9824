import SwiftUI

// The icon list is a static array of the view, written one name a line with a trailing comma and
// comments between groups; one name stands twice in it, so two grid cells share one id. Read on a
// habit tracker's icon picker (`ForEach(Self.commonIcons, id: \.self)`).
struct IconPicker: View {
    @Binding var icon: String

    static let commonIcons: [String] = [
        // travel
        "car.fill",
        "fuelpump.fill",
        // home
        "house.fill",
        "fuelpump.fill",
    ]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
            ForEach(Self.commonIcons, id: \.self) { name in
                Button {
                    icon = name
                } label: {
                    Image(systemName: name)
                }
            }
        }
    }
}
