import CGtkListKit
import Foundation

/// A folder of test photos for the Photos page, written once per test process: `count` small
/// JPEGs (gdk-pixbuf, a few milliseconds each, where scripts/make-photos.py takes ~0.1 s per
/// multi-megapixel file) with modification times spread over two years, every tenth in a
/// subfolder; the newest is not a JPEG inside (its tile must show the error), and a text file
/// and a hidden folder's image must not show at all.
struct PhotoFixture: Sendable {
  static let shared = PhotoFixture(count: 300)

  let folder: URL
  let count: Int
  /// File names, newest first, with their modification dates.
  let files: [(name: String, modified: Date)]
  /// The name of the file that is not an image.
  var broken: String { files[0].name }

  init(count: Int) {
    self.count = count
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gtklistkit-photos-\(getpid())", isDirectory: true)
    let trip = folder.appendingPathComponent("Trip", isDirectory: true)
    let hidden = folder.appendingPathComponent(".thumbnails", isDirectory: true)
    for path in [trip, hidden] { try? FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
    // Noon on 15 November 2026 back to two years before, in the local time zone.
    let newest = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 15, hour: 12))!
    let step = 730.0 * 86_400 / Double(count)
    var files: [(String, Date)] = []
    for index in 0..<count {
      let name = String(format: "IMG_%04d.jpg", index)
      let modified = newest.addingTimeInterval(-step * Double(index))
      let url = (index % 10 == 5 ? trip : folder).appendingPathComponent(name)
      if index == 0 {
        try? Data("not a JPEG".utf8).write(to: url)
      } else {
        Self.writeJPEG(to: url, color: UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xff)
      }
      try? FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
      files.append((name, modified))
    }
    self.files = files
    try? Data("a shopping list".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    Self.writeJPEG(to: hidden.appendingPathComponent("IMG_hidden.jpg"), color: 0xff00_00ff)
  }

  /// Photos per month, newest month first.
  var countsByMonth: [Int] {
    let calendar = Calendar.current
    var counts: [Date: Int] = [:]
    for file in files { counts[calendar.dateInterval(of: .month, for: file.modified)!.start, default: 0] += 1 }
    return counts.keys.sorted(by: >).map { counts[$0]! }
  }

  private static func writeJPEG(to url: URL, color: UInt32) {
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 320, 240)
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, color)
    gdk_pixbuf_savev(pixbuf, url.path, "jpeg", nil, nil, nil)
  }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(at: folder) }
}
