import Foundation

/// An image file on the Photos page: where it is, its name and when it was last modified
/// (the month it is filed under).
struct PhotoFile: Hashable, Sendable {
  let url: URL
  let name: String
  let modified: Date
}
