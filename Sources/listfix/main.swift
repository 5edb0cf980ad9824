#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// `listfix rules [ID]`.
func printRules(_ id: String?) -> Int32 {
    if let id {
        Console.out(RuleDocumentation.text[id] ?? "")
        return 0
    }
    let width = RuleCatalog.all.map(\.metadata.id.count).max() ?? 0
    for rule in RuleCatalog.all {
        let m = rule.metadata
        let padded = m.id + String(repeating: " ", count: width - m.id.count)
        Console.out("\(padded)  \(m.level.rawValue)  [\(m.fixSafety.rawValue)]  \(m.summary)\n")
    }
    return 0
}

func main() -> Int32 {
    do {
        let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
        if options.command == .rules { return printRules(options.ruleID) }
        return Runner(options: options).run()
    } catch Options.Early.help {
        Console.out(Help.text + "\n")
        return 0
    } catch Options.Early.version {
        Console.out(Help.version + "\n")
        return 0
    } catch let error as Options.UsageError {
        Console.err("listfix: error: \(error.message)\n\(Help.usage)\n")
        return 2
    } catch {
        Console.err("listfix: error: \(error)\n")
        return 2
    }
}

exit(main())
