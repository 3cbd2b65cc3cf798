import Foundation

/// `--screenshot DIR`: every page in libadwaita's light and dark style, saved as
/// `DIR/<page>-light.png` and `DIR/<page>-dark.png` (the README's pictures).
/// `--screenshot FILE.png` saves only the page shown, in the system's style.
@MainActor
enum ScreenshotTour {
  /// Whether `path` names one PNG file rather than a folder.
  static func isSingleFile(_ path: String) -> Bool { path.lowercased().hasSuffix(".png") }

  /// Saves what `path` asks for; returns the paths written.
  static func run(_ window: ExampleWindow, to path: String) throws -> [String] {
    if isSingleFile(path) {
      try window.saveScreenshot(to: path)
      return [path]
    }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let first = window.visiblePage ?? .feed
    var written: [String] = []
    for dark in [false, true] {
      ExampleWindow.setDarkStyle(dark)
      for page in ExamplePage.allCases {
        window.show(page)
        // One update, so the live counters show binds and an update time rather than zeros.
        if page == .live, !dark { window.livePage.tick() }
        let file = (path as NSString).appendingPathComponent("\(page.rawValue)-\(dark ? "dark" : "light").png")
        try window.saveScreenshot(to: file)
        written.append(file)
      }
    }
    ExampleWindow.setDarkStyle(nil)
    window.show(first)
    return written
  }
}
