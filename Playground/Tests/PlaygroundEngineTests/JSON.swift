import CarouselCore
import Foundation
import Testing

@testable import PlaygroundEngine

/// A JSON value, to read the texts the engine writes for the page.
enum JSON: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSON].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
  var array: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }
  var object: [String: JSON]? {
    if case .object(let value) = self { return value }
    return nil
  }
}

/// Parses a JSON text the engine wrote.
func json(_ text: String) throws -> JSON {
  try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
}
