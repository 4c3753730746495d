import UIKit

/// The app's entry point. Apps built by Swift Playgrounds and Xcode's app template declare a
/// scene manifest, so the window comes from ``SceneDelegate``; without one, the app delegate
/// makes it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = makeRootViewController()
      window.makeKeyAndVisible()
      self.window = window
    }
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = makeRootViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

@MainActor
func makeRootViewController() -> UIViewController {
  let navigationController = UINavigationController(
    rootViewController: ScreenListViewController(screens: DemoScreen.all))
  navigationController.navigationBar.prefersLargeTitles = true
  return navigationController
}
