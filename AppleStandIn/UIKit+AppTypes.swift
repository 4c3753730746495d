// UIKit API that the README's examples use on the app's side (view controllers, images by
// name), and that CarouselUIKit itself does not: kept apart from UIKit.swift. Signatures as
// Apple's documentation gives them; bodies are never compiled.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`)
@MainActor @objcMembers open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// (`init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  /// (`init?(coder: NSCoder)`)
  public required init?(coder: NSCoder) { fatalError() }
  /// `-[NSObject init]`, which UIKit initialises as `initWithNibName:nil bundle:nil`
  /// (`UIViewController()`)
  public override convenience init() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open dynamic var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open dynamic func viewDidLoad() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
/// (`@MainActor class UITableViewController`, `UITableViewDelegate`, `UITableViewDataSource`)
@MainActor @objcMembers open class UITableViewController: UIViewController, UITableViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open dynamic var tableView: UITableView! {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIImage {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  /// (`convenience init?(named name: String)`)
  public convenience init?(named name: String) { fatalError() }
}

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  /// (designated in UIKit; a convenience initialiser here, which callers cannot tell apart)
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
}

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-9ab2h
  /// (`func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`)
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
}

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  /// (`struct ScrollPosition: OptionSet`, raw value `UInt`)
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  /// (`weak var dataSource: (any UICollectionViewDataSource)? { get set }`; not `weak` here: a
  /// computed property in an extension, which callers cannot tell apart)
  public var dataSource: (any UICollectionViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// (`@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`)
@MainActor @objc public protocol UICollectionViewDataSource: ObjectiveC.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}
