import ArgumentParser

/// The layouts the tool knows.
enum LayoutKind: String, ExpressibleByArgument, CaseIterable, Sendable {
  case linear, cards, wheel, pages, coverflow, rotary, drum
}
