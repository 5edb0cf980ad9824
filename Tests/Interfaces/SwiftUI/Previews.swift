// Xcode previews. `#Preview` is a macro whose implementation ships with Xcode only, so the
// stand-in cannot expand it; `PreviewProvider` is a plain protocol.

public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}
