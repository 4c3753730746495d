import Foundation

func fmt(_ value: Double, _ decimals: Int = 0) -> String {
  String(format: "%.\(decimals)f", value == 0 ? 0 : value)
}

extension String {
  func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
  func rightPad(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
