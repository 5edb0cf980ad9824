// A module this project depends on: the compiler sees it, listfix does not.
import SwiftUI

public struct SettingView: View {
    public var title: String

    public init(title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
    }
}
