import ListFixKit

/// Values numbered 0, 1, 2, … as they come, some missing: an array, not a dictionary, as the
/// files of a run are numbered.
struct Numbered<Value> {
    private var values: [Value?] = []

    subscript(_ i: Int) -> Value? {
        get { i < values.count ? values[i] : nil }
        // In place: a value changed through it (`numbered[i]?.x = y`) is not copied out and back.
        _modify {
            if i >= values.count {
                if i >= values.capacity { values.reserveCapacity(max(i + 1, values.capacity * 2)) }
                while values.count <= i { values.append(nil) }
            }
            yield &values[i]
        }
    }

    /// Calls `body` with each value there is, in number order.
    func forEach(_ body: (Int, Value) -> Void) {
        for i in values.indices { if let v = values[i] { body(i, v) } }
    }
}
