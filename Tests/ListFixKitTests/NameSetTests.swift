import XCTest
@testable import ListFixKit

final class NameSetTests: XCTestCase {
    /// The set answers as `Set<UInt64>` does, through growth, zero, repeats and unions, for
    /// values that share their low bits (the slot comes from the high bits of a product).
    func testAgreesWithTheStandardSet() {
        var generator = SystemRandomNumberGenerator()
        var values: [UInt64] = [0, 1, 2, UInt64.max, 1 << 32, 1 << 63]
        for k in 0..<3_000 { values.append(UInt64(k) << 40) }
        for _ in 0..<3_000 { values.append(UInt64.random(in: 0...UInt64.max, using: &generator)) }
        values += values.prefix(500)
        var set = NameSet(), reference = Set<UInt64>()
        for (k, value) in values.enumerated() {
            XCTAssertEqual(set.insert(value), reference.insert(value).inserted, "insert \(value)")
            XCTAssertEqual(set.count, reference.count)
            if k % 97 == 0 {
                for probe in values.prefix(k + 1) { XCTAssertTrue(set.contains(probe)) }
            }
        }
        for probe: UInt64 in [3, 4, UInt64.max - 1, 7 << 40 | 1] { XCTAssertEqual(set.contains(probe), reference.contains(probe)) }

        var half = NameSet(Array(values.prefix(1_000)))
        half.formUnion(NameSet(Array(values.suffix(1_000))))
        half.formUnion([5, 6, 0])
        let expected = Set(values.prefix(1_000)).union(values.suffix(1_000)).union([5, 6, 0])
        XCTAssertEqual(half.count, expected.count)
        for value in expected { XCTAssertTrue(half.contains(value)) }
        XCTAssertFalse(half.contains(values[1_500]) && !expected.contains(values[1_500]))
        XCTAssertFalse(NameSet().contains(0))
        XCTAssertFalse(NameSet().contains(42))
    }

    /// A name's hash is the same read from a String as from its bytes: the index hashes names from
    /// both (a file's bytes when scanned, a rule's String when asked).
    func testNameHashOfAStringIsTheHashOfItsBytes() {
        for name in ["", "id", "items", "caf\u{E9}", "cafe\u{301}", "a\u{0}b", "🙂row", String(repeating: "x", count: 300)] {
            XCTAssertEqual(NameHash.of(name), NameHash.of(Array(name.utf8)[...]), name)
        }
        XCTAssertNotEqual(NameHash.of("caf\u{E9}"), NameHash.of("cafe\u{301}"))
    }
}
