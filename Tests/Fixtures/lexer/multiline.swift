/// A view whose strings hold every awkward shape.
struct Strings: View {
    let quote = """
        She wrote ""\" and \""" and "" inside,
        a line that continues \
        here, and \(name.uppercased()) interpolated, "quoted" too.
        """
    let raw = #"""
        Raw: \(not) but \#(yes) and """ inside
        """#
    /** doc block */
    var body: some View {
        Text(quote)
        #if os(iOS)
            .padding()
        #elseif os(macOS)
            .frame(width: 100)
        #else
            .hidden()
        #endif
    }
}
