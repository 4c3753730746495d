/// An error the tool reports as `Error: message` with exit status 1.
struct ToolError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
