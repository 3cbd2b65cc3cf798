import CGtkListKitAdw
import Foundation

/// The folder the Photos page shows and how it is read: every image file in it and its
/// subfolders (hidden ones skipped), by extension, grouped by the month of its modification
/// date, newest first. `scan()` reads the disk: call it off the main thread.
struct PhotoFolder: Sendable {
  /// The extensions read as images (gdk-pixbuf decodes these; a file it cannot decode shows
  /// an error on its tile).
  static let imageExtensions: Set<String> = [
    "jpg", "jpeg", "jpe", "png", "gif", "webp", "tif", "tiff", "bmp", "avif", "heic", "heif",
  ]

  /// Why a folder has no photos to show.
  enum ScanError: Error, Equatable {
    case missing
    case notAFolder
    case cancelled
  }

  let url: URL

  /// The user's Pictures folder (XDG's `PICTURES` directory), else `~/Pictures`.
  static var userPictures: URL {
    if let path = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES) {
      return URL(fileURLWithPath: String(cString: path), isDirectory: true)
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
  }

  /// Whether `url` names an image file by its extension.
  static func isImage(_ url: URL) -> Bool { imageExtensions.contains(url.pathExtension.lowercased()) }

  /// The folder's photos by month, newest month first; each month's newest file first.
  /// Stops early with `.cancelled` when its task is cancelled.
  func scan() throws(ScanError) -> [PhotoMonth] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw .missing }
    guard isFolder.boolValue else { throw .notAFolder }
    let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
    // An unreadable subfolder is skipped (`true`: go on), never the end of the scan.
    guard
      let entries = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants],
        errorHandler: { _, _ in true })
    else { throw .missing }
    var files: [PhotoFile] = []
    for case let file as URL in entries where Self.isImage(file) {
      if files.count % 256 == 0, Task.isCancelled { throw .cancelled }
      guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
      files.append(
        PhotoFile(url: file, name: file.lastPathComponent, modified: values.contentModificationDate ?? .distantPast))
    }
    return Self.months(of: files)
  }

  /// `files` grouped by calendar month, newest first.
  static func months(of files: [PhotoFile], calendar: Calendar = .current) -> [PhotoMonth] {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    let byMonth = Dictionary(grouping: files) { file in
      calendar.dateInterval(of: .month, for: file.modified)?.start ?? file.modified
    }
    return byMonth.keys.sorted(by: >).map { start in
      let files = byMonth[start, default: []].sorted {
        $0.modified != $1.modified ? $0.modified > $1.modified : $0.name < $1.name
      }
      return PhotoMonth(start: start, title: formatter.string(from: start), files: files)
    }
  }
}
