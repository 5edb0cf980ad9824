import SwiftUI

struct Follower: Identifiable {
    let id: String
    var name: String
}

enum ActivityResource {
    case followers([Follower])
    case none
}

struct Activity {
    var resource: ActivityResource
}

final class ActivityInfoModel: ObservableObject {
    static let shared = ActivityInfoModel()
    @Published var activity: Activity?

    func show(_ activity: Activity) { self.activity = activity }
    func open(_ id: String) {}
}

extension Binding where Value == Bool {
    init<T>(optionalValue: Binding<T?>) {
        self.init(get: { optionalValue.wrappedValue != nil }, set: { if !$0 { optionalValue.wrappedValue = nil } })
    }
}

// The sheet writes `activity` only to dismiss it: `nil`, never a shifted list.
struct HomeScreen: View {
    @ObservedObject private var info = ActivityInfoModel.shared

    var body: some View {
        Text("Home")
            .sheet(isPresented: Binding(optionalValue: $info.activity)) {
                ActivityInfoView()
            }
    }
}
