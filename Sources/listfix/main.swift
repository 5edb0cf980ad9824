#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit
import ListFixProject
import ListFixServer

/// One run of listfix with `arguments` (the command line after the program's name), in the
/// current folder: its exit status. Tests run it in process (`InProcess`).
func listfix(_ arguments: [String]) -> Int32 {
    if arguments.first == "server" {
        if arguments.count > 1 {
            if arguments[1] == "--help" || arguments[1] == "-h" {
                Console.out(Help.server + "\n")
                return 0
            }
            Console.err("listfix: error: `listfix server` takes no arguments (its settings come from each project's .listfix.toml)\n\(Help.usage)\n")
            return 2
        }
        var server = LanguageServer()
        return server.run()
    }
    do {
        var options = try Options.parse(arguments)
        try options.readConfiguration()
        // Colour only for people: a terminal, text output, and no NO_COLOR.
        options.color = options.format == .text && isatty(1) == 1 && Environment.value("NO_COLOR") == nil
        try options.validate()
        if options.command == .rules {
            Console.out(RuleList.text(options.ruleID, format: options.format))
            return 0
        }
        if options.command == .trust { return try TrustCommand(options: options).run() }
        if let skipped = options.unapprovedVerify {
            let why = skipped.changed ? "it has changed since you approved it" : "a settings file's command runs only once you approve it"
            Console.err("listfix: warning: not running `\(skipped.command)`, the verify command of \(skipped.settingsFile): \(why) "
                + "(`listfix trust`, or pass --verify); fixing without verification\n")
        }
        return Runner(options: options).run()
    } catch Options.Early.help {
        Console.out(Help.text + "\n")
        return 0
    } catch Options.Early.version {
        Console.out(Help.version + "\n")
        return 0
    } catch let problem as Configuration.Problem {
        Console.err(problem.text + "\n")
        return 2
    } catch let error as Options.UsageError {
        Console.err("listfix: error: \(error.message)\n\(Help.usage)\n")
        return 2
    } catch {
        Console.err("listfix: error: \(error)\n")
        return 2
    }
}

Allocator.returnLargeBlocks()
exit(listfix(Array(CommandLine.arguments.dropFirst())))
