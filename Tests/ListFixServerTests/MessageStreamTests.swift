import Foundation
import XCTest
@testable import ListFixServer

final class MessageStreamTests: XCTestCase {
    /// Messages written to a pipe in pieces, a header without a length among them.
    func testFramesMessagesAcrossReadsAndSkipsABadHeader() throws {
        let pipe = Pipe()
        var stream = MessageStream(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
        let first = Array(#"{"a":1}"#.utf8)
        let second = Array(#"{"b":"é"}"#.utf8)
        var wire = Array("Content-Length: \(first.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + first
        wire += Array("X-Nothing: 1\r\n\r\n".utf8)
        wire += Array("content-length:\(second.count)\r\n\r\n".utf8) + second
        pipe.fileHandleForWriting.write(Data(wire[0..<10]))
        XCTAssertEqual(describe(stream.next(timeout: 50)), "timed out")
        pipe.fileHandleForWriting.write(Data(wire[10...]))
        XCTAssertEqual(describe(stream.next(timeout: 1000)), #"message {"a":1}"#)
        XCTAssertEqual(describe(stream.next(timeout: 1000)), "bad header: a message without a Content-Length header")
        XCTAssertEqual(describe(stream.next(timeout: 1000)), #"message {"b":"é"}"#)
        try pipe.fileHandleForWriting.close()
        XCTAssertEqual(describe(stream.next(timeout: 1000)), "closed")
    }

    /// Bytes that never end a header are dropped once they pass the limit, each byte searched
    /// once; the stream goes on.
    func testGarbageWithoutAHeaderEndIsDropped() throws {
        let pipe = Pipe()
        var stream = MessageStream(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: MessageStream.longestHeader + 10)
        // More than a pipe holds: written beside the reader, then the end of the stream.
        let writer = pipe.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(Data(garbage))
            try? writer.close()
        }
        XCTAssertTrue(describe(stream.next(timeout: 5000)).hasSuffix("bytes with no header end within \(MessageStream.longestHeader) bytes"))
        var rest = stream.next(timeout: 5000)
        while case .badHeader = rest { rest = stream.next(timeout: 5000) }
        XCTAssertEqual(describe(rest), "closed")
    }

    func testANegativeLengthIsSaidToBeOne() throws {
        let pipe = Pipe()
        var stream = MessageStream(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
        pipe.fileHandleForWriting.write(Data("Content-Length: -5\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(describe(stream.next(timeout: 1000)), "bad header: a negative Content-Length (-5)")
        XCTAssertEqual(describe(stream.next(timeout: 1000)), "message {}")
    }

    func testWritesTheLengthInBytes() throws {
        let pipe = Pipe()
        let stream = MessageStream(input: -1, output: pipe.fileHandleForWriting.fileDescriptor)
        stream.send(.object([("m", .string("é"))]))
        try pipe.fileHandleForWriting.close()
        XCTAssertEqual(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "Content-Length: 10\r\n\r\n{\"m\":\"é\"}")
    }

    private func describe(_ incoming: MessageStream.Incoming) -> String {
        switch incoming {
        case .message(let bytes): return "message " + String(decoding: bytes, as: UTF8.self)
        case .badHeader(let why): return "bad header: " + why
        case .timedOut: return "timed out"
        case .closed: return "closed"
        }
    }
}
