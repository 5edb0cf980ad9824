import SwiftUI

extension Tally {
    func lengths(_ words: [String]) -> [String: Int] {
        Dictionary(words.map { ($0, $0.count) }, uniquingKeysWith: { a, _ in a })
    }
}
