import CarouselCore
import Testing

@testable import PlaygroundCore

@Suite("Client messages")
struct ClientMessageTests {
  @Test func parsesEveryMessageType() throws {
    #expect(try ClientMessage.parse(#"{"type":"frame","t":1.5}"#) == .frame(time: 1.5))
    #expect(
      try ClientMessage.parse(#"{"type":"pointer","demo":"wheel","phase":"moved","x":-12.5,"t":2}"#)
        == .pointer(demo: .wheel, pointer: PointerSample(phase: .moved, x: -12.5, time: 2)))
    #expect(
      try ClientMessage.parse(
        #"{"type":"pointer","demo":"banners","phase":"cancelled","x":10,"y":20.5,"pointerId":7,"target":"control","t":2}"#
      )
        == .pointer(
          demo: .banners,
          pointer: PointerSample(phase: .cancelled, x: 10, y: 20.5, time: 2, finger: 7, target: .control)))
    #expect(
      try ClientMessage.parse(#"{"type":"key","demo":"pages","key":"ArrowDown","t":2}"#)
        == .key(demo: .pages, arrow: .down, time: 2))
    #expect(try ClientMessage.parse(#"{"type":"trace","demo":"cards"}"#) == .trace(demo: .cards))
    #expect(
      try ClientMessage.parse(#"{"type":"resize","demo":"pages","width":320,"height":420.5,"t":3}"#)
        == .resize(demo: .pages, viewport: CarouselSize(width: 320, height: 420.5), time: 3))
    #expect(
      try ClientMessage.parse(#"{"type":"scroll","demo":"banners","index":3}"#)
        == .scroll(demo: .banners, index: 3, animated: true, time: nil))
    #expect(try ClientMessage.parse(#"{"type":"ping","id":7}"#) == .ping(id: 7))
    var patch = SettingsPatch()
    patch.count = 12
    patch.isLooping = false
    patch.snapping = .paging
    patch.maxItemsPerFling = 3
    patch.decelerationRate = 0.995
    patch.springResponse = 0.4
    patch.springDamping = 0.7
    patch.autoplay = true
    patch.autoplayInterval = 2.5
    let text = #"""
      {"type":"configure","demo":"cards","t":4,"settings":{"count":12,"isLooping":false,"snapping":"paging",
       "maxItemsPerFling":3,"decelerationRate":0.995,"springResponse":0.4,"springDamping":0.7,"autoplay":true,
       "autoplayInterval":2.5,"unknown":"ignored"}}
      """#
    #expect(try ClientMessage.parse(text) == .configure(demo: .cards, patch: patch, time: 4))
  }

  /// The refusal of a message text: its code.
  func code(_ text: String) -> ProtocolError.Code? {
    do {
      _ = try ClientMessage.parse(text)
      return nil
    } catch {
      return error.code
    }
  }

  @Test func refusesMalformedMessagesWithACode() {
    #expect(code("not json") == .badJSON)
    #expect(code("{\"type\":\"frame\",\"t\":1}garbage") == .badJSON)
    #expect(code("{\"type\":\"frame\",\"t\":NaN}") == .badJSON)
    #expect(code("") == .badJSON)
    #expect(code("[1,2]") == .badMessage)
    #expect(code("42") == .badMessage)
    #expect(code("{}") == .missingField)
    #expect(code("{\"type\":3}") == .badValue)
    #expect(code("{\"type\":\"dance\"}") == .unknownType)
    #expect(code("{\"type\":\"pointer\",\"demo\":\"nope\",\"phase\":\"began\",\"x\":1,\"t\":1}") == .unknownDemo)
    #expect(code("{\"type\":\"pointer\",\"demo\":\"banners\",\"phase\":\"hover\",\"x\":1,\"t\":1}") == .badValue)
    #expect(code("{\"type\":\"pointer\",\"demo\":\"banners\",\"phase\":\"began\",\"t\":1}") == .missingField)
    #expect(code("{\"type\":\"frame\"}") == .missingField)
    #expect(code("{\"type\":\"frame\",\"t\":\"soon\"}") == .badValue)
    #expect(code("{\"type\":\"resize\",\"demo\":\"banners\",\"width\":0,\"height\":100}") == .badNumber)
    #expect(code("{\"type\":\"resize\",\"demo\":\"banners\",\"width\":1e6,\"height\":100}") == .badNumber)
    #expect(code("{\"type\":\"configure\",\"demo\":\"banners\"}") == .missingField)
    #expect(code("{\"type\":\"configure\",\"demo\":\"banners\",\"settings\":[]}") == .badValue)
    #expect(code("{\"type\":\"configure\",\"demo\":\"banners\",\"settings\":{\"count\":2.5}}") == .badNumber)
    #expect(code("{\"type\":\"configure\",\"demo\":\"banners\",\"settings\":{\"count\":-1}}") == .badNumber)
    #expect(code("{\"type\":\"configure\",\"demo\":\"banners\",\"settings\":{\"snapping\":\"sticky\"}}") == .badValue)
    #expect(code("{\"type\":\"configure\",\"demo\":\"banners\",\"settings\":{\"isLooping\":1}}") == .badValue)
    #expect(code("{\"type\":\"scroll\",\"demo\":\"banners\",\"index\":-1}") == .badNumber)
  }

  @Test func refusesNumbersThatAreNotFinite() {
    // 1e400 overflows a Double; JSON.stringify writes NaN and the infinities as null.
    #expect(code("{\"type\":\"frame\",\"t\":1e400}") == .badNumber)
    #expect(code("{\"type\":\"frame\",\"t\":-1e400}") == .badNumber)
    #expect(code("{\"type\":\"frame\",\"t\":null}") == .badNumber)
    #expect(code("{\"type\":\"pointer\",\"demo\":\"banners\",\"phase\":\"moved\",\"x\":1e400,\"t\":1}") == .badNumber)
    #expect(code("{\"type\":\"pointer\",\"demo\":\"banners\",\"phase\":\"moved\",\"x\":null,\"t\":1}") == .badNumber)
    #expect(code("{\"type\":\"frame\",\"t\":-1}") == .badNumber)
    #expect(code("{\"type\":\"frame\",\"t\":1e10}") == .badNumber)
    #expect(
      code("{\"type\":\"configure\",\"demo\":\"banners\",\"settings\":{\"decelerationRate\":1e999}}") == .badNumber)
  }

  @Test func errorMessagesNameTheFieldAndCutLongValues() throws {
    do {
      _ = try ClientMessage.parse("{\"type\":\"frame\",\"t\":1e400}")
      Issue.record("accepted")
    } catch {
      #expect(error.message.contains("\"t\""))
    }
    let long = String(repeating: "x", count: 5000)
    do {
      _ = try ClientMessage.parse("{\"type\":\"pointer\",\"demo\":\"\(long)\"}")
      Issue.record("accepted")
    } catch {
      #expect(error.code == .unknownDemo)
      #expect(error.message.count < 200)
    }
  }

  @Test func refusesTextThatIsNotJSONWhateverItsShape() {
    #expect(code(#"{"type":"frame","t":01}"#) == .badNumber)
    #expect(code(#"{"type":"frame","t":1.}"#) == .badNumber)
    #expect(code("{\"type\":\"tab\there\"}") == .badJSON)
    #expect(throws: ProtocolError(.badJSON, "the message is not UTF-8 text")) {
      try ClientMessage.parse([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D] as [UInt8])
    }
    let deep = "{\"type\":" + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "}"
    #expect(code(deep) == .badJSON || code(deep) == .badValue)
    #expect(code(#"{"type":"frame","t":1.5,"nested":[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]}"#) == nil)
    #expect(code(#"{"type":"ping","id":"a\"b\\c\/\n\u00e9\ud83d\ude00"}"#) == .badValue)
  }
}
