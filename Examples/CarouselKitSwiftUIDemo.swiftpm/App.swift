import SwiftUI

@main
struct CarouselKitSwiftUIDemoApp: App {
  var body: some Scene {
    WindowGroup {
      ScreenList(screens: DemoScreen.all)
    }
  }
}
