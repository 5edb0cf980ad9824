import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program on a pseudo-terminal, as a person at a terminal would: each time its output
/// shows `prompt` once more, the next answer is typed (with Enter). Echo is off, so the output
/// is what the program printed, with plain `\n` line ends.
public enum PseudoTerminal {
    public struct Result {
        public var status: Int32
        /// Everything the program wrote to its terminal (standard output and error).
        public var output: String
        /// How many answers were typed.
        public var answered: Int
    }

    /// `environment` adds to this process's variables; a nil value removes one.
    /// An answer that presses Ctrl-C at the prompt instead of typing a line.
    public static let interrupt = "\u{03}"

    public static func run(_ executable: String, _ arguments: [String], cwd: URL, environment: [String: String?] = [:],
                           answers: [String], prompt: String = "]? ", timeout: TimeInterval = 30) throws -> Result {
        // `openpty` is in the C library (glibc 2.34 and later) but not in Swift's Glibc module.
        typealias OpenPTY = @convention(c) (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                                            UnsafeMutablePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "openpty") ?? dlsym(dlopen("libutil.so.1", RTLD_NOW), "openpty") else {
            throw NSError(domain: "PseudoTerminal", code: 0, userInfo: [NSLocalizedDescriptionKey: "openpty is not available"])
        }
        var master: Int32 = -1, slave: Int32 = -1
        guard unsafeBitCast(symbol, to: OpenPTY.self)(&master, &slave, nil, nil, nil) == 0 else {
            throw NSError(domain: "PseudoTerminal", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "no pseudo-terminal"])
        }
        var settings = termios()
        tcgetattr(slave, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        settings.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(slave, TCSANOW, &settings)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = cwd
        var env = ProcessInfo.processInfo.environment
        env[TestCache.variable] = TestCache.folder
        for (k, v) in environment { env[k] = v }  // nil removes
        process.environment = env
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        close(slave)

        var output: [UInt8] = []
        var answered = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        let promptBytes = Array(prompt.utf8)
        while Date() < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 200)
            if ready > 0 {
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { break }  // EIO: every slave end is closed, the program is gone
                output += buffer[0..<n]
                let prompts = count(promptBytes, in: output)
                while answered < prompts && answered < answers.count {
                    if answers[answered] == PseudoTerminal.interrupt {
                        // What Ctrl-C makes the terminal send: the child is not the terminal's
                        // session leader here, so the signal is sent to it directly.
                        process.interrupt()
                    } else {
                        let line = Array((answers[answered] + "\n").utf8)
                        _ = line.withUnsafeBytes { write(master, $0.baseAddress, line.count) }
                    }
                    answered += 1
                }
            } else if !process.isRunning {
                break
            }
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        close(master)
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), answered: answered)
    }

    private static func count(_ needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
        var n = 0
        var i = 0
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle { n += 1; i += needle.count } else { i += 1 }
        }
        return n
    }
}
