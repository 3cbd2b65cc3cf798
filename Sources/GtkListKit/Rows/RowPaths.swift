import Foundation

/// A storage whose rows are not items of sections: a tree's visible rows, one section of rows
/// whose events report the node's path from the roots.
@MainActor
protocol RowPaths: AnyObject {
  /// The index path events report for the item at `row` of section 0.
  func path(ofRow row: Int) -> IndexPath?
}
