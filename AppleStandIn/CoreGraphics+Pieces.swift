// What the UIKit front end draws a sliced item's pieces with (CarouselKit's ItemPieces): the
// image a snapshot of the item view is rendered into and the context it is drawn in.

// CGImage and CGContext are Core Foundation types (not Objective-C classes): members that take
// them are not `@objc` here.

/// https://developer.apple.com/documentation/coregraphics/cgimage (`class CGImage`, a Core
/// Foundation type imported as a final class) (page by name)
public final class CGImage {}

/// https://developer.apple.com/documentation/coregraphics/cgcontext (`class CGContext`, a Core
/// Foundation type imported as a final class) (page by name)
public final class CGContext {}
