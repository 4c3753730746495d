// libFuzzer target: the `carousel` tool's trace reader (Tools/Sources/CarouselTool:
// Simulation/Trace.swift and IO/JSONValue.swift, compiled into this module by scripts/fuzz), and for every trace it
// accepts, the simulation the tool runs on it. Any input must be refused with an error or
// give frames whose numbers are finite; a trap, a hang (libFuzzer -timeout) or unbounded
// memory (-rss_limit_mb) is a finding.
import CarouselCore

@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  guard let trace = try? Trace(json: text) else { return 0 }
  precondition(trace.samples.count <= ToolLimits.traceSamples)
  precondition(trace.samples.allSatisfy { $0.time.isFinite && $0.x.isFinite && $0.y.isFinite })
  // A configuration chosen by the input's length: looping or not, each snapping policy.
  let policies: [SnapPolicy] = [.nearest, .free, .paging(maxItems: 2)]
  let configuration = ScrollEngine.Configuration(
    anchors: .uniform(count: 5, pitch: 351), viewportLength: 375,
    behavior: ScrollBehavior(isLooping: size % 2 == 0, snapping: policies[size % 3], decelerationRate: .fast))
  // A low frame rate keeps one run short: the rest limit is 2,000 s, 20,000 frames at 10 fps.
  let simulation = Simulation(configuration: configuration, framesPerSecond: 10)
  guard let result = try? simulation.run(trace) else { return 0 }
  precondition(!result.frames.isEmpty && result.frames.count <= ToolLimits.frames)
  for frame in result.frames {
    precondition(frame.offset.isFinite && frame.velocity.isFinite)
    precondition(frame.index.map { (0..<5).contains($0) } ?? false)
  }
  precondition(result.restingSince.isFinite)
  return 0
}
