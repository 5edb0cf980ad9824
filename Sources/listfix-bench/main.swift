import Foundation
import SwiftTokens
import ListFixKit

let dir = CommandLine.arguments[1]
let fm = FileManager.default
var files: [[UInt8]] = []
for case let p as String in fm.enumerator(atPath: dir)! where p.hasSuffix(".swift") {
    files.append(Array(fm.contents(atPath: dir + "/" + p)!))
}
let total = files.reduce(0) { $0 + $1.count }
func time(_ name: String, _ body: () -> Void) {
    let s = DispatchTime.now().uptimeNanoseconds
    body()
    let e = Double(DispatchTime.now().uptimeNanoseconds - s) / 1e9
    print(name, String(format: "%.3f s  %.1f MB/s", e, Double(total) / 1e6 / e))
}
var n = 0
time("lex") { for f in files { n += Lexer.tokenize(f).count } }
time("lex+tree") { for f in files { n += BracketTree(tokens: Lexer.tokenize(f)).partner.count } }
time("sourcefile") { for f in files { n += SourceFile(bytes: f).tokens.count } }
time("decls") { for f in files { n += DeclarationScanner.scan(SourceFile(bytes: f)).types.count } }
var d = Declarations()
for f in files { d.add(DeclarationScanner.scan(SourceFile(bytes: f))) }
let engine = Engine(rules: RuleCatalog.all)
time("check") { for f in files { n += engine.check(f, declarations: d, target: Target()).diagnostics.count } }
for rule in RuleCatalog.all {
    let e = Engine(rules: [rule])
    time("  " + rule.metadata.id) { for f in files { n += e.check(f, declarations: d, target: Target()).diagnostics.count } }
}
print(n)
