import ArgumentParser
import CarouselCore

// The types the argument parser reads straight from their raw values.

/// The snapping policies, as written on the command line: the core's one snap kind.
extension SnapPolicy.Kind: @retroactive ExpressibleByArgument {}

extension ScrollAxis: @retroactive ExpressibleByArgument {}
extension SnapAnchors.Alignment: @retroactive ExpressibleByArgument {}

extension Example: ExpressibleByArgument {}
extension Simulation.Input: ExpressibleByArgument {}
extension Simulation.EventKinds: ExpressibleByArgument {}
