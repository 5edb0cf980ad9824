import SwiftUI

struct ActivityInfoView: View {
    @ObservedObject var model = ActivityInfoModel.shared

    var body: some View {
        if let activity = model.activity {
            if case .followers(let followers) = activity.resource {
                VStack(spacing: 0) {
                    ForEach(followers.indices, id: \.self) { index in
                        let follower = followers[index]
                        Text(follower.name)
                            .onTapGesture { model.open(follower.id) }
                        if index != followers.count - 1 {
                            Divider()
                        }
                    }
                }
            }
        }
    }
}
