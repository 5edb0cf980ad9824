/// A set of name hashes (`NameHash`), in one table with open addressing. The project index
/// adds every name each file writes: `Set<UInt64>` hashed each of those values again (with
/// SipHash) on every insert, where a name hash only needs spreading over the table.
struct NameSet: Sendable {
    /// Power-of-two many slots, at most three quarters full; 0 marks an empty slot.
    private var slots: [UInt64] = []
    /// Whether 0 itself is in the set (it cannot be stored in a slot).
    private var hasZero = false
    private(set) var count = 0

    init() {}

    init(_ values: [UInt64]) { formUnion(values) }

    /// An empty set with room for `capacity` values.
    init(capacity: Int) { grow(toHold: capacity) }

    func contains(_ value: UInt64) -> Bool {
        if value == 0 { return hasZero }
        guard !slots.isEmpty else { return false }
        return slots.withUnsafeBufferPointer { table in
            let mask = table.count &- 1
            var i = NameSet.slot(of: value, mask: mask)
            while true {
                let stored = table[i]
                if stored == value { return true }
                if stored == 0 { return false }
                i = (i &+ 1) & mask
            }
        }
    }

    /// Adds `value`; whether it was not in the set before.
    @discardableResult
    mutating func insert(_ value: UInt64) -> Bool {
        if value == 0 {
            if hasZero { return false }
            hasZero = true
            count += 1
            return true
        }
        if (count + 1) * 4 > slots.count * 3 { grow(toHold: count + 1) }
        let inserted = slots.withUnsafeMutableBufferPointer { table -> Bool in
            let mask = table.count &- 1
            var i = NameSet.slot(of: value, mask: mask)
            while true {
                let stored = table[i]
                if stored == value { return false }
                if stored == 0 {
                    table[i] = value
                    return true
                }
                i = (i &+ 1) & mask
            }
        }
        if inserted { count += 1 }
        return inserted
    }

    mutating func formUnion(_ values: [UInt64]) {
        if values.isEmpty { return }
        if (count + values.count) * 4 > slots.count * 3 { grow(toHold: count + values.count) }
        for value in values { insert(value) }
    }

    mutating func formUnion(_ other: NameSet) {
        if other.count == 0 { return }
        if (count + other.count) * 4 > slots.count * 3 { grow(toHold: count + other.count) }
        if other.hasZero { insert(0) }
        for value in other.slots where value != 0 { insert(value) }
    }

    /// Multiplied by a large odd constant and the high bits taken: a name hash's low bits alone
    /// (FNV-1a, last byte last) would put names that end alike side by side.
    @inline(__always) private static func slot(of value: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Room for `needed` values at most three quarters full, the stored values placed again.
    private mutating func grow(toHold needed: Int) {
        var size = max(16, slots.count)
        while needed * 4 > size * 3 { size *= 2 }
        guard size > slots.count else { return }
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        slots.withUnsafeMutableBufferPointer { table in
            for value in old where value != 0 {
                var i = NameSet.slot(of: value, mask: mask)
                while table[i] != 0 { i = (i &+ 1) & mask }
                table[i] = value
            }
        }
    }
}
