import SwiftUI

struct Command: Identifiable {
    let id: UUID
    var text: String
}

struct Machine {
    var commands: [Command] = []
}

// Rows over bindings to the commands a search keeps (`$machine.commands.filter { … }`), whose
// delete removes `machine.commands` at the rows' offsets: while a search hides a command, a swipe
// deletes another. An error, fixed by removing the ids of the rows at those offsets (a binding to
// an Identifiable value is Identifiable by the value's id). Read on a plotter app's machine form.
struct MachineCommands: View {
    @State private var machine = Machine()
    @State private var search = ""

    var body: some View {
        List {
            TextField("Search", text: $search)
            ForEach(filteredCommands) { $command in
                TextField("Command", text: $command.text)
            }
            .onDelete { offsets in
                machine.commands.remove(atOffsets: offsets)
            }
        }
    }

    private var filteredCommands: [Binding<Command>] {
        $machine.commands.filter { search.isEmpty || $0.wrappedValue.text.contains(search) }
    }
}

// The same rows laid out by a `VStack` in a scroll view: only a list's rows are swiped, so the
// delete never runs today. Moved into a list, it would delete another command: a note, with the
// same fix (read on the same form, whose readers rated it so).
struct MachineOptions: View {
    @State private var machine = Machine()
    @State private var search = ""

    var body: some View {
        ScrollView {
            TextField("Search", text: $search)
            VStack {
                ForEach(filteredOptions) { $option in
                    TextField("Option", text: $option.text)
                }
                .onDelete { offsets in
                    machine.commands.remove(atOffsets: offsets)
                }
            }
        }
    }

    private var filteredOptions: [Binding<Command>] {
        $machine.commands.filter { search.isEmpty || $0.wrappedValue.text.contains(search) }
    }
}
