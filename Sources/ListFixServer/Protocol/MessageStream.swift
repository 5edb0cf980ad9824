#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The protocol's base framing over two file descriptors: `Content-Length: N\r\n\r\n` and N
/// bytes of JSON, each way.
struct MessageStream {
    enum Incoming {
        case message([UInt8])
        /// A header block without a usable `Content-Length`: skipped, with why.
        case badHeader(String)
        /// Nothing arrived before the deadline.
        case timedOut
        /// The client closed its end.
        case closed
    }

    let input: Int32
    let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the header's end goes on from: bytes before it have been searched.
    private var searched = 0
    /// A header longer than this is no header: the bytes are dropped.
    static let longestHeader = 1 << 16

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message, waiting at most `timeout` milliseconds for more bytes (-1: no limit).
    mutating func next(timeout: Int32) -> Incoming {
        var waited = false
        while true {
            if let framed = framed() { return framed }
            if waited && timeout >= 0 { return .timedOut }
            var fds = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 {
                waited = true
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, 1 << 16) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return .closed }
            if start > 0 && start == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                start = 0
                searched = 0
            }
            buffer += chunk[0..<n]
        }
    }

    /// A whole message at the front of the buffer, taken off it.
    private mutating func framed() -> Incoming? {
        guard let end = headerEnd() else {
            guard buffer.count - start > MessageStream.longestHeader else { return nil }
            let dropped = buffer.count - start
            start = buffer.count
            searched = start
            compact()
            return .badHeader("\(dropped) bytes with no header end within \(MessageStream.longestHeader) bytes")
        }
        var length: Int?
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            length = Int(parts[1].trimmingCharacters(in: " \t"))
        }
        let bodyStart = end + 4
        guard let length, length >= 0, length <= MessageStream.maxLength else {
            start = bodyStart
            searched = start
            compact()
            let why = length.map { $0 < 0 ? "a negative Content-Length (\($0))" : "a message of \($0) bytes, beyond the 1 GiB limit" }
            return .badHeader(why ?? "a message without a Content-Length header")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        searched = start
        compact()
        return .message(body)
    }

    static let maxLength = 1 << 30

    /// The offset of the `\r\n\r\n` that ends the header at `start`, searching only bytes not
    /// searched before (a header arriving a byte at a time is searched once, not once per byte).
    private mutating func headerEnd() -> Int? {
        var k = max(start, searched - 3)
        while k + 3 < buffer.count {
            if buffer[k] == 0x0D && buffer[k + 1] == 0x0A && buffer[k + 2] == 0x0D && buffer[k + 3] == 0x0A { return k }
            k += 1
        }
        searched = max(start, k)
        return nil
    }

    /// Drops what was read once it is most of the buffer, so a long session does not keep every message.
    private mutating func compact() {
        if start > 1 << 16 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            searched -= start
            start = 0
        }
    }

    /// Writes one message.
    func send(_ message: JSON) {
        let body = message.bytes
        var out = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        out += body
        var written = 0
        while written < out.count {
            let n = out.withUnsafeBytes { write(output, $0.baseAddress! + written, out.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            written += n
        }
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self[...]
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
