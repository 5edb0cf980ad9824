import SwiftUI

// A help page splits its text into lines with new `UUID()` ids on every evaluation, but each row is
// a helper of the view that formats text: nothing shows that a row keeps anything, and nothing is said
// (read on a music player's help pages).
struct MarkdownView: View {
    let markdown: String

    var body: some View {
        let lines: [MarkdownLine] = convertMarkdown(string: markdown)
        VStack(alignment: .leading) {
            ForEach(lines) { line in
                if line.isHeading {
                    formatHeading(text: line.text)
                } else {
                    formatText(text: line.text)
                }
            }
        }
    }

    struct MarkdownLine: Identifiable {
        let id = UUID()
        let text: String
        let isHeading: Bool
    }

    func convertMarkdown(string: String) -> [MarkdownLine] {
        var lines: [MarkdownLine] = []
        for line in string.components(separatedBy: "\n") {
            lines.append(MarkdownLine(text: line, isHeading: line.hasPrefix("#")))
        }
        return lines
    }

    func formatHeading(text: String) -> some View {
        Text(text).font(.headline)
    }

    func formatText(text: String) -> some View {
        Text(text)
    }
}
