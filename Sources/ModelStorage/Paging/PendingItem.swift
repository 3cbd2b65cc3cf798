import Foundation

/// The item of a storage that is still loading it (a database page read in the background): a
/// storage returns it from `item(at:)` instead of waiting, and reports the row as updated once
/// the real item is there. GtkListKit shows such a row as an invisible cell of the size its
/// cells have (no anomaly, no `update(with:)`); register a cell for `PendingItem` to show your
/// own placeholder.
public struct PendingItem: Hashable, Sendable, CustomStringConvertible {
  /// Where the item will be.
  public let indexPath: IndexPath

  public init(_ indexPath: IndexPath) { self.indexPath = indexPath }

  public var description: String { "Loading" }
}
