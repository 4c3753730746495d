// SwiftPM generates `Bundle.module` for PlaygroundCore's resources; scripts/fuzz compiles the
// sources with swiftc, so this stands in for it. The fuzz target never loads a resource.
import Foundation

extension Bundle {
  static let module = Bundle.main
}
