import ArgumentParser

/// The `carousel` command line tool: the scroll engine of CarouselKit, from a shell.
package struct CarouselCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "carousel",
    abstract: "CarouselKit's scroll engine from the command line.",
    subcommands: [SimulateCommand.self, LayoutCommand.self, SnapCommand.self, RenderCommand.self, BenchCommand.self])

  package init() {}
}
