import Foundation
import ModelStorage

/// The storage a view shows and the flat list GTK was last told about, in one place: every
/// part of the manager reads rows through it, so a replaced storage is seen everywhere at once.
@MainActor
final class ContentSource {
  /// What one flat row shows: the kind of view it needs, its model, its index path.
  struct Content {
    let kind: ViewKind
    /// The model when `hasModel`. Not an `Any?`: reading the model out of an optional copied it
    /// on every bind; this is passed on as it is.
    let model: Any
    let hasModel: Bool
    // Two integers, not an `IndexPath`: each copy of one costs an enum switch and a retain.
    let section: Int
    let item: Int
    /// The index path events report when it is not (section, item): a tree node's path.
    let path: IndexPath?

    init(kind: ViewKind, model: consuming Any?, section: Int, item: Int, path: IndexPath? = nil) {
      self.kind = kind
      // Moved out of the optional, not copied.
      switch consume model {
      case .some(let model):
        self.model = model
        hasModel = true
      case .none:
        self.model = ()
        hasModel = false
      }
      self.section = section
      self.item = item
      self.path = path
    }

    /// The model, `nil` when the storage had none.
    var optionalModel: Any? { hasModel ? model : nil }

    init(kind: ViewKind, model: Any?, indexPath: IndexPath) {
      self.init(kind: kind, model: model, section: indexPath.section, item: indexPath.item)
    }

    var indexPath: IndexPath { path ?? IndexPath(item: item, section: section) }
  }

  var storage: ListStorage {
    didSet {
      memory = storage as? MemoryStorage
      paths = memory == nil ? storage as? RowPaths : nil
      typedSection.read(from: memory)
    }
  }
  /// The first section's typed array, for the bind of a plain list's rows.
  private let typedSection = TypedSectionReader()
  /// `storage` when it is a `MemoryStorage`: read directly on bind, without a protocol call.
  private var memory: MemoryStorage?
  /// `storage` when its rows have index paths of their own (a tree's rows).
  private var paths: RowPaths?
  /// The flat list GTK sees now (items, and header/footer rows of kinds that have a mapping).
  var layout = FlatLayout(itemCounts: []) {
    didSet {
      let plain = layout.numberOfSections == 1 && !layout.hasHeader(inSection: 0) && !layout.hasFooter(inSection: 0)
      plainCount = plain ? layout.count : nil
    }
  }
  /// The row count when the layout is one section of items only: then row k is item k, read
  /// without touching `layout` (each read of it from here copies four arrays).
  private var plainCount: Int?

  init(storage: ListStorage) {
    self.storage = storage
    memory = storage as? MemoryStorage
    // A MemoryStorage has no row paths: no protocol cast, whose first miss searches every
    // image's conformance tables (~240k instructions in a first frame).
    paths = memory == nil ? storage as? RowPaths : nil
    typedSection.read(from: memory)
  }

  /// The layout the storage has now, with header/footer rows only when views exist for them.
  func makeLayout(headers: Bool, footers: Bool) -> FlatLayout {
    FlatLayout(
      storage: storage, headerKind: headers ? SupplementaryKind.header : nil,
      footerKind: footers ? SupplementaryKind.footer : nil)
  }

  /// The content of the flat row at `position`.
  func content(at position: Int) -> Content? {
    if let plainCount {
      guard position >= 0, position < plainCount else { return nil }
      return itemContent(section: 0, item: position)
    }
    guard let (section, item) = layout.locate(position) else { return nil }
    if item < 0 { return supplementary(.header, section: section) }
    if item >= layout.numberOfItems(inSection: section) { return supplementary(.footer, section: section) }
    return itemContent(section: section, item: item)
  }

  /// The kind and index path of the flat row at `position`, as `content(at:)` has them, without
  /// reading its model (a copy of the row out of the storage, for a check of a table's every cell).
  func place(at position: Int) -> (kind: ViewKind, indexPath: IndexPath)? {
    var (section, item) = (0, position)
    if let plainCount {
      guard position >= 0, position < plainCount else { return nil }
    } else {
      guard let located = layout.locate(position) else { return nil }
      (section, item) = located
      if item < 0 { return (.header, IndexPath(item: 0, section: section)) }
      if item >= layout.numberOfItems(inSection: section) { return (.footer, IndexPath(item: 0, section: section)) }
    }
    return (.cell, paths?.path(ofRow: item) ?? IndexPath(item: item, section: section))
  }

  /// Calls `body` with the typed array (a `TypedItems` of exactly `modelType`) and the index of
  /// the item row at `position`, when the view shows one section of a `MemoryStorage` whose
  /// items are one model type (the bind's path without an `Any`), and returns its answer;
  /// `false` otherwise.
  @inline(__always) func withTypedItem(
    at position: Int, _ body: (_ items: AnyObject, _ modelType: ObjectIdentifier, _ index: Int) -> Bool
  ) -> Bool {
    guard let plainCount, position >= 0, position < plainCount else { return false }
    return typedSection.withItems { items, modelType in body(items, modelType, position) }
  }

  private func itemContent(section: Int, item: Int) -> Content {
    let model =
      if let memory { memory.item(section: section, item: item) } else {
        storage.item(at: IndexPath(item: item, section: section))
      }
    guard let paths else { return Content(kind: .cell, model: model, section: section, item: item) }
    return Content(kind: .cell, model: model, section: section, item: item, path: paths.path(ofRow: item))
  }

  /// The header or footer content of `section`.
  func supplementary(_ kind: ViewKind, section: Int) -> Content {
    let indexPath = IndexPath(item: 0, section: section)
    let name = kind == .footer ? SupplementaryKind.footer : SupplementaryKind.header
    return Content(
      kind: kind, model: storage.supplementaryModel(ofKind: name, forSectionAt: indexPath), indexPath: indexPath)
  }

  /// The index path of the item row at `position` (`nil` for header and footer rows).
  func itemIndexPath(at position: Int) -> IndexPath? {
    if case .item(let indexPath) = layout.row(at: position) { return indexPath }
    return nil
  }

  /// The index path events report for the item row at `position`: a tree row's node path.
  func eventIndexPath(at position: Int) -> IndexPath? {
    guard let indexPath = itemIndexPath(at: position) else { return nil }
    guard let paths else { return indexPath }
    return paths.path(ofRow: indexPath.item)
  }
}
