import ListFixKit

/// `listfix trust [PATH]`: approves the `verify` command of the settings file that applies to
/// PATH (or `--config FILE`), so that `fix` runs it; `--revoke` withdraws the approval.
package struct TrustCommand {
    let options: Options

    package init(options: Options) {
        self.options = options
    }

    /// The exit status; a settings file that cannot be read throws its `Configuration.Problem`.
    package func run() throws -> Int32 {
        guard let settings = options.configPath ?? Configuration.find(from: options.configurationStart) else {
            Console.err("listfix: error: no \(Configuration.fileName) in \(options.paths[0]) or above: there is no verify command to approve\n")
            return 2
        }
        let configuration = try Configuration(path: settings)
        var trusted = TrustedCommands()
        if options.revoke {
            guard trusted.approved[FileSystem.resolvedPath(settings)] != nil else {
                Console.out("Nothing to revoke: no command of \(settings) is approved.\n")
                return 0
            }
            return record(nil, for: settings, in: &trusted, said: "Revoked the approval of \(settings)'s verify command: `listfix fix` no longer runs it.\n")
        }
        guard let command = configuration.verify else {
            Console.err("listfix: error: \(settings) sets no `verify` command: there is nothing to approve\n")
            return 2
        }
        return record(command, for: settings, in: &trusted,
                      said: "Approved `\(command)`, the verify command of \(settings): `listfix fix` runs it to build the fixes, "
                        + "until the file's command changes.\n")
    }

    private func record(_ command: String?, for settings: String, in trusted: inout TrustedCommands, said: String) -> Int32 {
        do { try trusted.set(command, for: settings) } catch let error as FileError {
            Console.err("\(error.path): error: \(error.message)\n")
            return 2
        } catch {
            Console.err("listfix: error: \(error)\n")
            return 2
        }
        Console.out(said)
        return 0
    }
}
