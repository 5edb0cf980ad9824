import SwiftUI

// `Box` is a class whose `==` (from the protocol its store gives every record) compares instances:
// a box whose count is edited in place is the same instance, so `.onChange(of: boxes)` would not
// refresh a cache of the low boxes, and the row would keep showing a box that is full again. No
// fix is safe, and nothing shows the body running often: nothing is said (a struct's rows
// here get a note and the fix, `list-data`).
protocol StoredRecord: AnyObject, Equatable {}

extension StoredRecord {
    static func == (a: Self, b: Self) -> Bool { a === b }
}

final class Box: StoredRecord, Identifiable, Equatable {
    let id = UUID()
    var name: String
    var count: Int

    init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

struct LowStockList: View {
    let boxes: [Box]

    var body: some View {
        List {
            ForEach(boxes.filter { $0.count < 3 }) { box in
                Text(box.name)
            }
        }
    }
}
