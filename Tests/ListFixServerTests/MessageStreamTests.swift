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
