import SwiftUI

struct Shot {
    var name: String
}

@Observable
final class SeekModel {
    var selectedImages: [Shot] = []
    func removeImage(at index: Int) { selectedImages.remove(at: index) }
}

// Each tile's tap hands its offset to the model, which removes the image: the tap meets the rows of
// the last body, so the offset is current, and what the method keeps of it is unknown, which proves
// nothing. The tiles keep no state and nothing animates them; the images have no id to key by:
// nothing to say (read on brrow-ios-app, whose readers rejected the warning).
struct SeekImagesGrid: View {
    let viewModel: SeekModel

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(Array(viewModel.selectedImages.enumerated()), id: \.offset) { index, image in
                ZStack(alignment: .topTrailing) {
                    Text(image.name)
                    Button(action: { viewModel.removeImage(at: index) }) {
                        Image(systemName: "xmark.circle.fill")
                    }
                }
            }
        }
    }
}
