// A module this project depends on: the compiler sees it, listfix does not.
import SwiftUI

public final class PaletteStore: ObservableObject {
    @Published public var colors: [String] = []

    public init() {}
}
