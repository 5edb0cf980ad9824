import SwiftUI

// The rows are the model's filtered shots; the drag hands its offsets to the model, which moves
// its unfiltered shots at those positions. While a filter hides a shot, a drag moves another.
struct ShotListView: View {
    @ObservedObject var model: ShotListModel

    var body: some View {
        List {
            ForEach(model.visibleShots) { shot in
                Text(shot.title)
            }
            .onMove { source, destination in
                model.moveShot(from: source, to: destination)
            }
        }
    }
}
