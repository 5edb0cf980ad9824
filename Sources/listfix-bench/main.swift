import Foundation
import SwiftTokens
let f = SourceFile(bytes: Array(try! Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))))
for i in f.tokens.indices where !f.tokens[i].kind.isTrivia { print(f.tokens[i].kind, f.text(i).debugDescription) }
