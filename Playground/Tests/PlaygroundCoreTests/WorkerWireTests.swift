import CarouselCore
import Testing

@testable import PlaygroundCore

@Suite("Engine worker wire")
struct WorkerWireTests {
  @Test func requestsAndRepliesRoundTripThroughTheWorkersSessions() throws {
    var sessions = WorkerSessions()
    let request = WorkerWire.request(.open, session: 0x0102_0304, payload: [])
    #expect(Array(request[0..<5]) == [1, 4, 3, 2, 1])
    #expect(WorkerWire.uint32(request, at: 5) == 0)
    let hello = sessions.handle(.open, session: 7, payload: [UInt8]())
    #expect(try reply(hello[0])["type"]?.string == "hello")
    let replies = sessions.handle(.message, session: 7, payload: Array(frame(1).utf8))
    #expect(try reply(replies[0])["type"]?.string == "frame")
    #expect(sessions.handle(.message, session: 7, payload: Array("nope".utf8)).count == 1)
    let encoded = WorkerWire.reply(session: 7, texts: ["a", "bc"], work: 0.000258)
    #expect(encoded == [7, 0, 0, 0, 2, 0, 0, 0, 2, 1, 0, 0, 1, 0, 0, 0, 97, 2, 0, 0, 0, 98, 99])
    #expect(sessions.count == 1)
    #expect(sessions.handle(.close, session: 7, payload: [UInt8]()) == ["2 1"])
    #expect(sessions.count == 0)
    let unknown = sessions.handle(.message, session: 9, payload: Array(frame(1).utf8))
    #expect(try reply(unknown[0])["code"]?.string == "bad-message")
  }
}
