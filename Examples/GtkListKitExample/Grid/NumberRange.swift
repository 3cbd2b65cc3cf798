import Foundation
import ModelStorage

/// The Million page's storage: the numbers `0..<count`, each made when GTK binds its row, as a
/// C `GListModel` computes its items. Nothing is kept per row (a `MemoryStorage` of a million
/// `Number`s holds an 8 MB array). A `ListStorage` of your own is these four requirements and a
/// weak delegate told about every change.
final class NumberRange: ListStorage {
  private(set) var count: Int
  weak var delegate: StorageUpdating?

  init(count: Int) { self.count = count }

  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }

  func item(at indexPath: IndexPath) -> Any? {
    indexPath.section == 0 && indexPath.item >= 0 && indexPath.item < count ? Number(id: indexPath.item) : nil
  }

  func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? { nil }

  /// Appends the next `more` numbers: one inserted run for GTK.
  func grow(by more: Int) {
    let inserted = count..<(count + more)
    count += more
    let changes = inserted.map { ItemChange.insert(IndexPath(item: $0, section: 0)) }
    delegate?.storageDidPerformUpdate(StorageUpdate(itemChanges: changes))
  }
}
