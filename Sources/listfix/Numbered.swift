/// Values numbered 0, 1, 2, … as they come, some missing: an array, not a dictionary, as the
/// files of a run are numbered.
struct Numbered<Value> {
    private var values: [Value?] = []

    subscript(_ i: Int) -> Value? {
        get { i < values.count ? values[i] : nil }
        set {
            if i >= values.count { values.append(contentsOf: repeatElement(nil, count: i + 1 - values.count)) }
            values[i] = newValue
        }
    }

    /// Calls `body` with each value there is, in number order, copying none.
    func forEach(_ body: (Int, Value) -> Void) {
        for i in values.indices { if let v = values[i] { body(i, v) } }
    }

    /// The values there are, in number order.
    var present: [(Int, Value)] { values.indices.compactMap { i in values[i].map { (i, $0) } } }
}

/// A value kept by reference, to keep what holds it small.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
