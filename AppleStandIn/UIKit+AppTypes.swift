// UIKit API that the README's examples use on the app's side (view controllers, images by
// name), and that CarouselUIKit itself does not: kept apart from UIKit.swift. Signatures as
// Apple's documentation gives them; bodies are never compiled.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`)
@MainActor @objcMembers open class UIViewController: UIResponder {
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
