import CGtkListKitAdw
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
    try createFolder(path)
    let first = window.visiblePage ?? .feed
    var written: [String] = []
    for dark in [false, true] {
      ExampleWindow.setDarkStyle(dark)
      for page in ExamplePage.allCases {
        window.show(page)
        // One update, so the live counters show binds and an update time rather than zeros.
        if page == .live, !dark { window.livePage.tick() }
        // The photos' thumbnails load in the background: wait for them (5 s at most).
        if page == .photos { runMainLoop(seconds: 5) { window.photosPage.isSettled } }
        let file = (path as NSString).appendingPathComponent("\(page.rawValue)-\(dark ? "dark" : "light").png")
        try window.saveScreenshot(to: file)
        written.append(file)
      }
    }
    ExampleWindow.setDarkStyle(nil)
    window.show(first)
    return written
  }

  /// Turns GTK's main loop until `done` or `seconds` passed (the tour runs from a timer).
  private static func runMainLoop(seconds: Double, until done: () -> Bool) {
    let end = Date().addingTimeInterval(seconds)
    while !done(), Date() < end {
      if g_main_context_iteration(nil, 0) == 0 { usleep(5_000) }
    }
  }

  private static func createFolder(_ path: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw ScreenshotError(message: "\(path) is a file, not a folder for the screenshots")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw ScreenshotError(message: "the folder \(path) could not be created (\(reason(error)))")
    }
  }

  /// What went wrong, in words: the system's message for the underlying error (“Permission
  /// denied”), not Foundation's `NSCocoaErrorDomain` dump.
  static func describe(_ error: Error, path: String) -> String {
    if let error = error as? ScreenshotError { return error.message }
    return "the screenshots could not be saved to \(path) (\(reason(error)))"
  }

  private static func reason(_ error: Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "the disk is full"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    case .fileWriteFileExists: return "a file of that name exists"
    case .fileNoSuchFile, .fileReadNoSuchFile: return "a folder on the way does not exist or cannot hold folders"
    case .fileWriteInvalidFileName: return "the name is not valid"
    default: return error.localizedDescription
    }
  }
}
