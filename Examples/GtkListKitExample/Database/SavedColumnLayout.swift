import Foundation
import GtkListKit

/// A table's column layout kept between runs in a JSON file of the example's own. Reading a
/// missing or unreadable file gives nothing (the table keeps its declared layout); only this
/// file is ever written, atomically.
struct SavedColumnLayout {
  let path: String

  func load() -> ColumnLayout? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode(ColumnLayout.self, from: data)
  }

  func save(_ layout: ColumnLayout) {
    guard let data = try? JSONEncoder().encode(layout) else { return }
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
