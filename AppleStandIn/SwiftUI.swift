// Stand-in for the part of Apple's `SwiftUI` that CarouselSwiftUI uses, so that it type-checks on
// Linux in Swift 6 mode (see scripts/typecheck-apple). Declarations only, with the exact
// signatures of Apple's documentation for the iOS 17/18 SDKs (`View` is `@MainActor
// @preconcurrency`; its modifiers are `nonisolated`; builders are `@ViewBuilder`, which the
// iOS 26 documentation calls `@ContentBuilder`); bodies are never compiled. Each declaration
// names its source. Only what CarouselSwiftUI uses is declared; conformances and members beyond
// that are left out.

import Combine
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - Views and builders

/// https://developer.apple.com/documentation/swiftui/view (`@MainActor @preconcurrency protocol View`)
@MainActor @preconcurrency public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }` (Xcode 16 interface,
  /// https://zenn.dev/garyuu09/scraps/61d25cc422ed13)
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Primitive views have no body. https://developer.apple.com/documentation/swift/never (`View`) (page by name)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview (`@frozen struct EmptyView`) (page by name)
@frozen public struct EmptyView: View {
  public init() { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swift/optional (`Optional: View where Wrapped: View`) (page by name)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview (`@frozen struct TupleView<T>`) (page by name)
@frozen public struct TupleView<T>: View {
  public init(_ value: T) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (page by name)
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder (`@resultBuilder struct ViewBuilder`) (page by name)
@resultBuilder public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:) (page by name)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() (page by name)
  public static func buildBlock() -> EmptyView { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (page by name)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-7u5qt (parameter packs) (page by name)
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    fatalError()
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (page by name)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) (page by name)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) (page by name)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) (page by name)
  /// (`static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`:
  /// an `if #available` branch is type-erased)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anyview (`@frozen struct AnyView`) (page by name)
@frozen public struct AnyView: View {
  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)-5o7ek (page by name)
  public init<V: View>(_ view: V) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier (`@MainActor @preconcurrency protocol ViewModifier`) (page by name)
@MainActor @preconcurrency public protocol ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content (page by name)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Modifiers whose body SwiftUI supplies (`Body == Never`), as `AccessibilityAttachmentModifier`.
extension ViewModifier where Body == Never {
  public func body(content: Self.Content) -> Never { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (page by name)
/// (`@frozen struct ModifiedContent<Content, Modifier>`; a `View` when `Content: View`, `Modifier: ViewModifier`)
@frozen public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Layout

/// https://developer.apple.com/documentation/swiftui/alignment (`@frozen struct Alignment`) (page by name)
@frozen public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/center (page by name)
  public static let center = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/topleading (page by name)
  public static let topLeading = Alignment()
  init() {}
}

/// https://developer.apple.com/documentation/swiftui/zstack (`@frozen nonisolated struct ZStack<Content> where Content : View`)
@frozen public struct ZStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy (`struct GeometryProxy`) (page by name)
public struct GeometryProxy {
  /// `var size: CGSize { get }` — https://developer.apple.com/documentation/swiftui/geometryproxy/size (page by name)
  public var size: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
/// (`@frozen nonisolated struct GeometryReader<Content> where Content : View`)
@frozen public struct GeometryReader<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text (`@frozen struct Text`)
@frozen public struct Text: View, Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:) (`init(verbatim content: String)`)
  public init(verbatim content: String) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/shape (`protocol Shape : Sendable, Animatable, View`; (page by name)
/// only the `View` and `Sendable` refinements are declared here)
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/rectangle (`@frozen struct Rectangle`, `init()`) (page by name)
@frozen public struct Rectangle: Shape {
  public init() { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/projectiontransform (`@frozen struct ProjectionTransform`)
@frozen public struct ProjectionTransform {
  /// https://developer.apple.com/documentation/swiftui/projectiontransform (m11 … m33, `var`, default identity)
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
  /// https://developer.apple.com/documentation/swiftui/projectiontransform/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/projectiontransform/init(_:)
  public init(_ m: CATransform3D) { fatalError() }
}

// MARK: - Modifiers

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }
  /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
  nonisolated public func zIndex(_ value: Double) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
    self
  }
  /// `task(id:priority:_:)` in its current form,
  /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:) with an `id`
  /// (https://developer.apple.com/documentation/swiftui/view/task(id:name:executorpreference:priority:file:line:_:))
  nonisolated public func task<T>(
    id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View where T: Equatable { self }
}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior (`struct AccessibilityChildBehavior`) (page by name)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore (page by name)
  public static let ignore = AccessibilityChildBehavior()
  init() {}
}

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
/// (`enum AccessibilityAdjustmentDirection`, not frozen)
public enum AccessibilityAdjustmentDirection: Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
  case increment
  case decrement
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier (page by name)
public struct AccessibilityAttachmentModifier: ViewModifier {}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-(text) (page by name)
  /// (the `Text` form; listed in https://developer.apple.com/documentation/swiftui/view-accessibility)
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

// MARK: - State and environment

/// https://developer.apple.com/documentation/swiftui/dynamicproperty (`protocol DynamicProperty`) (page by name)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state (`@frozen @propertyWrapper struct State<Value>`)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding (page by name)
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (`{ get nonmutating set }`) (page by name)
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue (page by name)
  public var projectedValue: Binding<Value> { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) (page by name)
  public init(projectedValue: Binding<Value>) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) (page by name)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection (`enum LayoutDirection`)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues (`struct EnvironmentValues`)
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled (iOS 15)
  public var accessibilityVoiceOverEnabled: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environment (page by name)
/// (`@frozen @propertyWrapper struct Environment<Value>`)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (page by name)
  /// (`init(_ keyPath: KeyPath<EnvironmentValues, Value>)`)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (`{ get }`) (page by name)
  public var wrappedValue: Value { fatalError() }
}

// MARK: - Time

/// https://developer.apple.com/documentation/swiftui/timelineschedule (`protocol TimelineSchedule`)
public protocol TimelineSchedule {}

/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
  /// (`init(minimumInterval: Double? = nil, paused: Bool = false)`)
  public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule (page by name)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/swiftui/timelineview
/// (`struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule`)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// https://developer.apple.com/documentation/swiftui/timelineview/context (page by name)
  public struct Context {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/date (`let date: Date`) (page by name)
    public let date: Date
  }
}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext (page by name)
/// (`typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context`)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
  {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Gestures

/// https://developer.apple.com/documentation/swiftui/gesture (`@MainActor @preconcurrency protocol Gesture<Value>`) (page by name)
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// https://developer.apple.com/documentation/swiftui/gesture/value (page by name)
  associatedtype Value
}

/// https://developer.apple.com/documentation/swiftui/gesturemask (`@frozen struct GestureMask`)
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  /// https://onestack.dev/ios-reference/SwiftUICore/GestureMask (`init(rawValue: UInt32)`)
  public init(rawValue: UInt32) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/gesturemask/all
  public static let all = GestureMask(rawValue: 0)
}

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol (page by name)
public protocol CoordinateSpaceProtocol {}

/// https://developer.apple.com/documentation/swiftui/localcoordinatespace (page by name)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local (page by name)
  public static var local: LocalCoordinateSpace { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/draggesture (`@MainActor @preconcurrency struct DragGesture`)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/draggesture/value (`struct Value`: `Equatable, Sendable`)
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/time (`var time: Date`)
    public var time: Date
    /// https://onestack.dev/ios-reference/SwiftUI/DragGesture.Value (`var location: CGPoint`)
    public var location: CGPoint
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
    public var startLocation: CGPoint
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation (`var translation: CGSize { get }`)
    public var translation: CGSize { fatalError() }
  }

  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture (page by name)
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

/// https://developer.apple.com/documentation/swiftui/_endedgesture (page by name)
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

extension Gesture where Value: Equatable {
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

extension Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/transaction (`@frozen struct Transaction`) (page by name)
@frozen public struct Transaction {
  /// https://developer.apple.com/documentation/swiftui/transaction/init() (page by name)
  public init() { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/gesturestate
/// (`@propertyWrapper @frozen struct GestureState<Value>`: reset to its initial value when the
/// gesture ends or is cancelled)
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:) (page by name)
  public init(wrappedValue: Value) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue (`var wrappedValue: Value { get }`) (page by name)
  public var wrappedValue: Value { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue (`var projectedValue: GestureState<Value> { get }`) (page by name)
  public var projectedValue: GestureState<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/gesturestategesture
/// (`@frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture`)
@frozen public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
}

extension Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  /// (`func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>`)
  nonisolated public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  /// (`nonisolated func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View
  /// where V : Equatable`; iOS 14, deprecated in iOS 17 for the two-value form, which iOS 15 does
  /// not have; the deprecation warns only from a deployment target of iOS 17)
  nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
  where V: Equatable { self }
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:) (page by name)
  /// (`func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/sensoryfeedback (`struct SensoryFeedback`,
/// `Equatable`, `Sendable`; iOS 17)
public struct SensoryFeedback: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
  /// (`static let selection: SensoryFeedback`)
  public static let selection = SensoryFeedback()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
  /// (`nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
  /// where T : Equatable`; iOS 17)
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
  where T: Equatable { self }
}
