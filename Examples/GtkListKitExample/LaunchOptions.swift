import CGtkListKit
import Foundation

/// The command line: `--screenshot PATH` renders the window and exits (for `make run` without
/// a display), `--page NAME` picks the visible page, `--delay SECONDS` keeps the app running
/// that long before the screenshot so real input (xdotool) can drive it first.
struct LaunchOptions {
  var screenshotPath: String?
  var page: ExamplePage = .feed
  var delay: TimeInterval = 0

  init(arguments: [String]) {
    func value(after flag: String) -> String? {
      guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
      return arguments[index + 1]
    }
    screenshotPath = value(after: "--screenshot")
    if let name = value(after: "--page") {
      guard let page = ExamplePage(rawValue: name) else {
        let names = ExamplePage.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("gtklistkit-example: --page takes \(names)\n".utf8))
        exit(2)
      }
      self.page = page
    }
    delay = value(after: "--delay").flatMap(TimeInterval.init) ?? 0
  }
}
