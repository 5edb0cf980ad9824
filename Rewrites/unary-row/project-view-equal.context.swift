import SwiftUI

struct TaskRow: View {
    var task: TaskItem

    var body: some View {
        content
            .padding(.vertical, 4)
    }

    @ViewBuilder
    private var content: some View {
        if task.isDone {
            Label(task.title, systemImage: "checkmark")
        } else {
            title
        }
    }

    private var title: some View {
        Text(task.title)
    }
}
