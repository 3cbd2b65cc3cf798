import Foundation
import ModelStorage

/// The storage a view shows and the flat list GTK was last told about, in one place: every
/// part of the manager reads rows through it, so a replaced storage is seen everywhere at once.
@MainActor
final class ContentSource {
  /// What one flat row shows: the kind of view it needs, its model, its index path.
  struct Content {
    let kind: ViewKind
    let model: Any?
    let indexPath: IndexPath
  }

  var storage: Storage
  /// The flat list GTK sees now (items, and header/footer rows of kinds that have a mapping).
  var layout = FlatLayout(itemCounts: [])

  init(storage: Storage) { self.storage = storage }

  /// The layout the storage has now, with header/footer rows only when views exist for them.
  func makeLayout(headers: Bool, footers: Bool) -> FlatLayout {
    FlatLayout(
      storage: storage, headerKind: headers ? SupplementaryKind.header : nil,
      footerKind: footers ? SupplementaryKind.footer : nil)
  }

  /// The content of the flat row at `position`.
  func content(at position: Int) -> Content? {
    guard let row = layout.row(at: position) else { return nil }
    switch row {
    case .item(let indexPath): return Content(kind: .cell, model: storage.item(at: indexPath), indexPath: indexPath)
    case .header(let section): return supplementary(.header, section: section)
    case .footer(let section): return supplementary(.footer, section: section)
    }
  }

  /// The header or footer content of `section`.
  func supplementary(_ kind: ViewKind, section: Int) -> Content {
    let indexPath = IndexPath(item: 0, section: section)
    let name = kind == .footer ? SupplementaryKind.footer : SupplementaryKind.header
    return Content(kind: kind, model: storage.supplementaryModel(ofKind: name, forSectionAt: indexPath), indexPath: indexPath)
  }

  /// The index path of the item row at `position` (`nil` for header and footer rows).
  func itemIndexPath(at position: Int) -> IndexPath? {
    if case .item(let indexPath) = layout.row(at: position) { return indexPath }
    return nil
  }
}
