import Foundation

/// What one row of the flat list GTK sees shows.
public enum FlatRow: Equatable, Hashable, Sendable {
  /// The header row of a section.
  case header(section: Int)
  /// An item row.
  case item(IndexPath)
  /// The footer row of a section.
  case footer(section: Int)
}
