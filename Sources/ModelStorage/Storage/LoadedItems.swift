import Foundation

/// A storage that reads its items in pages, off the main thread (a database table): what it
/// holds in memory can be read without starting a read. Type-to-find looks only there, so a key
/// typed in a table of a million rows does not ask for every page of it.
package protocol LoadedItems: ListStorage {
  /// The item at `indexPath` when its page is in memory; `nil` otherwise, and no read starts.
  func loadedItem(at indexPath: IndexPath) -> Any?
}
