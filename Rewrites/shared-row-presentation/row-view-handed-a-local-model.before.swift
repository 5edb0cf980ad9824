import SwiftUI

final class TaskModel: ObservableObject {
    @Published var showDetail = false
    let title: String
    init(title: String) { self.title = title }
}

struct TaskRow: View {
    let title: String
    @ObservedObject var model: TaskModel

    var body: some View {
        Button(title) { model.showDetail = true }
            .sheet(isPresented: $model.showDetail) { Text(title) }
    }
}

struct TasksView: View {
    let titles: [String]
    let models: [String: TaskModel]

    var body: some View {
        List(titles, id: \.self) { title in
            // Each row's own model: its flag is the row's.
            let model = models[title] ?? TaskModel(title: title)
            TaskRow(title: title, model: model)
        }
    }
}
