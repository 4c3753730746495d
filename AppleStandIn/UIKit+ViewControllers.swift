import CoreGraphics
import Foundation

// Containment, appearance and the safe area, as `CarouselPageViewController` and
// `CarouselView`'s page insets use them. Each signature is that of Apple's documentation page
// next to it; `@objc` members of extensions, as imported Objective-C members are, so
// subclasses override them.

extension UIViewController {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  /// (`func loadView()`)
  open dynamic func loadView() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  /// (`func viewWillAppear(_ animated: Bool)`)
  open dynamic func viewWillAppear(_ animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  /// (`func viewDidAppear(_ animated: Bool)`)
  open dynamic func viewDidAppear(_ animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  /// (`func viewWillDisappear(_ animated: Bool)`)
  open dynamic func viewWillDisappear(_ animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  /// (`func viewDidDisappear(_ animated: Bool)`)
  open dynamic func viewDidDisappear(_ animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  /// (`var shouldAutomaticallyForwardAppearanceMethods: Bool { get }`)
  open dynamic var shouldAutomaticallyForwardAppearanceMethods: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  /// (`func addChild(_ childController: UIViewController)`)
  open dynamic func addChild(_ childController: UIViewController) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  /// (`func removeFromParent()`)
  open dynamic func removeFromParent() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  /// (`func willMove(toParent parent: UIViewController?)`)
  open dynamic func willMove(toParent parent: UIViewController?) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  /// (`func didMove(toParent parent: UIViewController?)`)
  open dynamic func didMove(toParent parent: UIViewController?) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
  /// (`func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)`)
  open dynamic func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
  /// (`func endAppearanceTransition()`)
  open dynamic func endAppearanceTransition() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  /// (`weak var parent: UIViewController? { get }`)
  open dynamic var parent: UIViewController? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  /// (`var isViewLoaded: Bool { get }`)
  open dynamic var isViewLoaded: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
  /// (`var childForStatusBarStyle: UIViewController? { get }`)
  open dynamic var childForStatusBarStyle: UIViewController? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  /// (`var childForStatusBarHidden: UIViewController? { get }`)
  open dynamic var childForStatusBarHidden: UIViewController? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
  /// (`var childForHomeIndicatorAutoHidden: UIViewController? { get }`)
  open dynamic var childForHomeIndicatorAutoHidden: UIViewController? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
  /// (`func setNeedsStatusBarAppearanceUpdate()`)
  open dynamic func setNeedsStatusBarAppearanceUpdate() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()
  /// (`func setNeedsUpdateOfHomeIndicatorAutoHidden()`)
  open dynamic func setNeedsUpdateOfHomeIndicatorAutoHidden() { fatalError() }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  /// (`var safeAreaInsets: UIEdgeInsets { get }`)
  open dynamic var safeAreaInsets: UIEdgeInsets { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  /// (`func safeAreaInsetsDidChange()`)
  open dynamic func safeAreaInsetsDidChange() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
  /// (`var layoutMargins: UIEdgeInsets { get set }`)
  open dynamic var layoutMargins: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  /// (`var insetsLayoutMarginsFromSafeArea: Bool { get set }`)
  open dynamic var insetsLayoutMarginsFromSafeArea: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
