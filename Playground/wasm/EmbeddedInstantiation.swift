// Compiled into the page's WebAssembly module by Playground/scripts/build-wasm, and nowhere
// else. Embedded Swift checks generic code (no values of protocol type, dynamic casts or key
// paths) only where it is specialized, and the page uses only some layouts: these functions
// drive the driver over every built-in layout and the erased one through each kind of action,
// and the replay budget over each, so that the build checks them all. The page never calls
// them, and the linker drops them from the module.
import CarouselCore
import CarouselTrace

public func _embeddedInstantiation(time: Double) -> Int {
  func drive<L: CarouselLayout>(_ layout: L) -> Int {
    let viewport = CarouselSize(width: 375, height: 200)
    var configuration = CarouselConfiguration(layout: layout, viewport: viewport)
    var driver = CarouselDriver(configuration, count: 12, index: 3, time: time)
    var total = driver.send(.frame(time: time)).frame.draws.count
    let point = CarouselPoint(x: 200, y: 100)
    total += driver.send(.input(.touch(TouchInput(.began, at: point, time: time)))).events.callbacks.count
    total +=
      driver.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 120, y: 100), time: time + 0.01))))
      .frame.items.count
    total += driver.send(.input(.touch(TouchInput(.ended, at: point, time: time + 0.02)))).departures.count
    configuration.isScrollEnabled = false
    total += driver.send(.configure(configuration, time: time + 0.03)).isHandled ? 1 : 0
    total +=
      driver.send(.data(.snapshot(from: Array(0..<12), to: Array(2..<20), selection: 4), time: time + 0.04))
      .events.callbacks.count
    total += driver.send(.input(.key(.right, time: time + 0.05))).feedback.clicks
    total += driver.state.currentIndex ?? 0
    let items = ReplayBudget.itemsPerFrame(layout: layout, count: 12, viewport: viewport, isLooping: true)
    return total + ReplayBudget.frameBudget(itemsPerFrame: items)
  }
  return drive(AnyCarouselLayout(LinearLayout())) + drive(LinearLayout()) + drive(WheelLayout())
    + drive(CoverFlowLayout()) + drive(CardStackLayout()) + drive(RotaryLayout()) + drive(DrumLayout())
    + drive(PagesLayout(sizes: [300, 120, 80]))
    + drive(CylinderLayout()) + drive(RingLayout()) + drive(TimeMachineLayout())
    + drive(ScaleLayout(options: .coverFlow)) + drive(StackLayout(options: .blur))
    + drive(SnapshotLayout(options: .grid))
    + drive(PagerTransformLayout(.cubic))
    + drive(RotaryLayout().vertical()) + drive(RingLayout().vertical()) + drive(ScaleLayout(options: .blur).vertical())
    + drive(SnapshotLayout(options: .grid).vertical(.transposed))
}
