import Testing
@testable import ListFixKit

/// Element names for `indices-id`, as the naming table gives them.
@Suite struct ElementNameTests {
    @Test(arguments: [
        ("users", "user"), ("recentUsers", "recentUser"), ("categories", "category"), ("boxes", "box"),
        ("matches", "match"), ("addresses", "address"), ("people", "person"), ("children", "child"),
        ("items", "item"), ("rows", "row"), ("recentPeople", "recentPerson"),
    ])
    func singular(_ plural: String, _ expected: String) {
        #expect(ElementName.singular(of: plural) == expected)
    }

    @Test(arguments: ["data", "list", "history", "status", "analysis", "class"])
    func noPluralGivesElement(_ name: String) {
        #expect(ElementName.choose(for: name, isTaken: { _ in false }) == "element")
    }

    @Test func takenNamesFallBackToNumberedElement() {
        let taken: Set<String> = ["user", "element", "element2"]
        #expect(ElementName.choose(for: "users", isTaken: taken.contains) == "element3")
    }
}
