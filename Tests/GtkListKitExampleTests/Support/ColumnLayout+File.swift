import Foundation
import GtkListKit

extension ColumnLayout {
  /// The layout the example wrote to `path`, `nil` while there is none (it writes once quiet).
  static func saved(at path: String) -> ColumnLayout? {
    try? JSONDecoder().decode(ColumnLayout.self, from: Data(contentsOf: URL(filePath: path)))
  }
}
