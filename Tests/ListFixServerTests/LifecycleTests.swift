import Foundation
import XCTest
@testable import ListFixServer

/// The protocol's lifecycle, in process: what the server answers before `initialize`, after
/// `shutdown`, and the exit status `exit` gives.
final class LifecycleTests: XCTestCase {
    private func server() -> (LanguageServer, Pipe) {
        let output = Pipe()
        return (LanguageServer(input: -1, output: output.fileHandleForWriting.fileDescriptor), output)
    }

    private func replies(_ output: Pipe) throws -> String {
        try output.fileHandleForWriting.close()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func testRequestsBeforeInitializeAreRefusedAndExitWithoutShutdownIsOne() throws {
        var (server, output) = server()
        XCTAssertNil(server.handle(Array(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{}}"#.utf8)))
        XCTAssertNil(server.handle(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}"#.utf8)))
        XCTAssertEqual(server.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)), 1)
        XCTAssertEqual(try replies(output),
                       "Content-Length: 90\r\n\r\n" + #"{"jsonrpc":"2.0","id":7,"error":{"code":-32002,"message":"the server is not initialized"}}"#)
    }

    func testAfterShutdownRequestsAreRefusedAndExitIsZero() throws {
        var (server, output) = server()
        XCTAssertNil(server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}}}}"#.utf8)))
        XCTAssertNil(server.handle(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8)))
        XCTAssertNil(server.handle(Array(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#.utf8)))
        XCTAssertEqual(server.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)), 0)
        let text = try replies(output)
        XCTAssertTrue(text.contains(#""positionEncoding":"utf-8""#), text)
        XCTAssertTrue(text.contains(#"{"jsonrpc":"2.0","id":2,"result":null}"#), text)
        XCTAssertTrue(text.contains(#"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"the server is shutting down"}}"#), text)
    }

    func testMalformedJSONGetsAParseErrorWithNoID() throws {
        var (server, output) = server()
        XCTAssertNil(server.handle(Array("{\"id\":1,".utf8)))
        XCTAssertNil(server.handle(Array("42".utf8)))
        let text = try replies(output)
        XCTAssertTrue(text.contains(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error at byte 8: expected a member name"}}"#), text)
        XCTAssertTrue(text.contains(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"not a request or notification"}}"#), text)
    }
}
