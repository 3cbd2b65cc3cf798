import Foundation
import ModelStorage

/// One column of a ``ColumnViewManager``'s table: a `GtkColumnViewColumn` with a stable ``id``,
/// its header, its width, and the cells it shows for each model type.
///
/// Made by ``ColumnViewManager/addColumn(_:title:configure:)``; configure it there:
///
/// ```swift
/// table.addColumn("title", title: "Title") { column in
///   column.expands = true
///   column.register(TitleCell.self)        // a ModelTransfer cell for Song
///   column.sortable(by: \Song.title)
/// }
/// ```
///
/// A column shows its items with the cells registered on it; a column with none shows the
/// cells registered on the manager. Sorting is the storage's: ``sortable(by:)`` and
/// ``sortable(using:)`` sort the manager's `MemoryStorage`, ``sortable(sql:textOrder:)`` a storage that
/// sorts in SQL (`SQLSortableStorage`); the header becomes clickable once a key is declared.
@MainActor
public final class TableColumn {
  /// The column's stable id: what a saved ``ColumnLayout`` and ``ColumnSort`` name it by.
  public let id: String
  /// The column's place among the declared columns (not its display position).
  let index: Int
  let handle: ColumnHandle
  let registry = MappingRegistry()
  /// Tells the manager a mapping or a sort key arrived.
  var changed: ((TableColumn) -> Void)?
  /// Asks the manager to remove this column's mappings of a cell type (it reloads the rows).
  var unregistering: ((any ListCell.Type) -> Void)?
  /// The table, for editable columns (``editableText(_:configure:)``).
  weak var table: ColumnViewManager?
  /// Orders a memory storage by this column's key, stably: items of equal keys keep their order.
  private(set) var memorySort: MemorySort?
  /// Compares two models by this column's key (a tree's siblings, see `TableColumn+TreeOrder`).
  private(set) var modelOrder: ModelOrder?
  /// The SQL expression a database storage sorts this column by.
  public private(set) var sqlExpression: String?
  /// How ``sqlExpression`` orders text (see ``sortable(sql:textOrder:)``).
  public private(set) var sqlTextOrder: TextOrder = .natural
  /// The column's type-to-find key (see `TableColumn+Finding`).
  var findText: ((Any) -> String?)?

  init(id: String, title: String, index: Int) {
    self.id = id
    self.index = index
    handle = ColumnHandle(title: title)
    handle.setID(id)
  }

  /// A column the adopted view already had (see ``ColumnViewManager/init(columnView:)``).
  init(id: String, adopting handle: ColumnHandle, index: Int) {
    self.id = id
    self.index = index
    self.handle = handle
  }

  /// The header's title.
  public var title: String {
    get { handle.title }
    set { handle.title = newValue }
  }

  /// The width in pixels when fixed (by the app, or by the user dragging the header's edge);
  /// `nil`: as wide as its cells need.
  public var fixedWidth: Int? {
    get { parkedWidth ?? handle.fixedWidth }
    set {
      let width = newValue.map { max(0, $0) }
      if parkedWidth != nil { parkedWidth = .some(width) } else { handle.fixedWidth = width }
    }
  }

  /// While the column is hidden, its width (GTK's is held at 0: ColumnViewManager.parkHiddenWidths).
  var parkedWidth: Int??

  /// The fixed width the column was configured with (``ColumnViewManager/declaredLayout``).
  var declaredWidth: Int?

  /// Whether the column takes a share of spare width (`gtk_column_view_column_set_expand`).
  public var expands: Bool {
    get { handle.expands }
    set { handle.expands = newValue }
  }

  /// Whether the user may resize the column by dragging its header's edge.
  public var isResizable: Bool {
    get { handle.isResizable }
    set { handle.isResizable = newValue }
  }

  /// Whether the column is shown. The header menu's check items change it too. The last shown
  /// column stays shown: hiding it is reported (``GtkListKitAnomaly/lastVisibleColumn(id:operation:)``).
  public var isVisible: Bool {
    get { handle.isVisible }
    set {
      guard newValue || mayHide?(self) ?? true else { return }
      handle.isVisible = newValue
    }
  }

  /// Asks the manager whether the column may be hidden (not when it is the last one shown).
  var mayHide: ((TableColumn) -> Bool)?

  /// Whether the header menu lists the column (so the user can hide it). Default `true`.
  public var isHideable = true {
    didSet { changed?(self) }
  }

  /// Whether a sort key was declared (the header is clickable).
  public var isSortable: Bool { memorySort != nil || sqlExpression != nil }

  // MARK: Cells

  /// Registers a ``ModelTransfer`` cell for its `ModelType` in this column.
  public func register<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Cell.ModelType>) -> Void)? = nil
  ) {
    add(ViewModelMapping<Cell, Cell.ModelType>(viewKind: .cell) { cell, model in cell.update(with: model) }, mapping)
  }

  /// Registers a cell for `modelType` in this column, shown by `handler`.
  public func register<Cell: ListCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<Cell, Model>) -> Void)? = nil,
    handler: @escaping (Cell, Model, IndexPath) -> Void
  ) {
    add(ViewModelMapping<Cell, Model>(viewKind: .cell, update: handler), mapping)
  }

  /// Removes this column's mappings of `cellType`: its cells of that type go, and a column
  /// left with no cells of its own shows the manager's. (``ListManagerBase/unregister(_:)`` on
  /// the manager removes a cell type from every column too.)
  public func unregister<Cell: ListCell>(_ cellType: Cell.Type) { unregistering?(cellType) }

  private func add<Cell, Model>(
    _ mapping: ViewModelMapping<Cell, Model>, _ configure: ((ViewModelMapping<Cell, Model>) -> Void)?
  ) {
    configure?(mapping)
    registry.add(mapping)
    changed?(self)
  }

  // MARK: Sort keys

  /// Sorts by `keyPath` of `Model` (ascending: smaller first). Each item's key is read once a
  /// sort (a million items by an `Int` in about a second, with the table's update). Items of
  /// other types keep their order among themselves and come after the `Model` items when
  /// ascending. A `String` key sorts in natural order (see ``sortable(by:textOrder:)``).
  public func sortable<Model, Key: Comparable>(by keyPath: KeyPath<Model, Key>) {
    if let path = keyPath as? KeyPath<Model, Int> {
      memorySort = Self.keyOrder(path)
    } else if let path = keyPath as? KeyPath<Model, String> {
      memorySort = Self.naturalTextOrder(path)
    } else if let path = keyPath as? KeyPath<Model, Double> {
      memorySort = Self.keyOrder(path)
    } else {
      memorySort = Self.keyOrder(keyPath)
    }
    modelOrder = Self.modelOrder(keyPath)
    changed?(self)
  }

  /// Sorts by the text at `keyPath` of `Model`: by default in natural, locale-aware order, as
  /// GTK's file chooser and Nautilus sort names ("Song 2" before "Song 10", case and accents
  /// as the locale collates them); `TextOrder.plain` compares Unicode scalars instead.
  /// Natural keys cost a GLib call an item a sort.
  public func sortable<Model>(by keyPath: KeyPath<Model, String>, textOrder: TextOrder = .natural) {
    memorySort = textOrder == .natural ? Self.naturalTextOrder(keyPath) : Self.plainTextOrder(keyPath)
    modelOrder = Self.modelOrder(keyPath)
    changed?(self)
  }

  /// Sorts by `areInIncreasingOrder` (ascending), as `Array.sort(by:)`; items of other types as
  /// ``sortable(by:)`` puts them. Prefer ``sortable(by:)``: a comparator costs two casts a
  /// comparison (seconds for a million items).
  public func sortable<Model>(using areInIncreasingOrder: @escaping (Model, Model) -> Bool) {
    memorySort = Self.comparatorOrder(areInIncreasingOrder)
    modelOrder = Self.modelOrder(areInIncreasingOrder)
    changed?(self)
  }

  /// Sorts a database storage by `expression` (an SQL expression over the table's columns,
  /// e.g. `"title"`); the storage adds `rowid` as the final tie-breaker. Text sorts in natural
  /// order by default ("Song 2" before "Song 10", by the storage's collation); pass
  /// `textOrder: .plain` for the database's own order (an index on the column then serves it).
  /// Numbers and dates sort as they are either way.
  public func sortable(sql expression: String, textOrder: TextOrder = .natural) {
    sqlExpression = expression
    sqlTextOrder = textOrder
    changed?(self)
  }
}
