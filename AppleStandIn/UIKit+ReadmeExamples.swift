// UIKit API that the README's examples and their app-side declarations (scripts/readme-prelude)
// use, and that CarouselUIKit itself does not: table views with a data source, a cell's content
// view, a button, a view controller's layout pass. Kept apart from UIKit.swift and
// UIKit+AppTypes.swift. Signatures as Apple's documentation gives them; bodies are never compiled.

extension UIViewController {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  /// (`func viewDidLayoutSubviews()`)
  @objc open dynamic func viewDidLayoutSubviews() { fatalError() }
}

extension UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  /// (`var contentView: UIView { get }`)
  @objc open dynamic var contentView: UIView { fatalError() }
}

extension UIControl {
  /// https://developer.apple.com/documentation/uikit/uicontrol/state (`struct State: OptionSet`,
  /// raw value `UInt`)
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state/normal
    public static let normal = State([])
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton (`@MainActor class UIButton`)
@MainActor @objcMembers open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype (`enum ButtonType: Int`)
  @objc public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  /// (`convenience init(type buttonType: UIButton.ButtonType)`)
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  /// (`func setTitle(_ title: String?, for state: UIControl.State)`)
  open dynamic func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell (`@MainActor class UITableViewCell`)
@MainActor @objcMembers open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  /// (`var textLabel: UILabel? { get }`)
  open dynamic var textLabel: UILabel? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// (`@MainActor protocol UITableViewDataSource : NSObjectProtocol`)
@MainActor @objc public protocol UITableViewDataSource: ObjectiveC.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableView {
  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  /// (`weak var dataSource: (any UITableViewDataSource)? { get set }`; not `weak` here: a
  /// computed property in an extension, which callers cannot tell apart)
  @objc public dynamic var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-8xsqs
  /// (`func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`)
  @objc public dynamic func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  /// (`func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`)
  @objc public dynamic func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
}

// UITableViewController adopts UITableViewDataSource and UITableViewDelegate in Objective-C
// (`@interface UITableViewController : UIViewController <UITableViewDelegate,
// UITableViewDataSource>`), and Swift imports the protocols' methods as the class's own, so a
// subclass overrides them (`override func tableView(_:numberOfRowsInSection:)`,
// `override func scrollViewDidEndDecelerating(_:)`).
extension UITableViewController: UITableViewDataSource {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  @objc open dynamic func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  @objc open dynamic func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
  @objc open dynamic func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
}

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/row (`var row: Int`,
  /// declared by UIKit's overlay)
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
