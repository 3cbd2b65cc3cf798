import Foundation

/// Something went wrong that GtkListKit can survive: reported, never a crash.
///
/// `debugDescription` starts with `[GtkListKit]` and says what to do; `description` is short.
public enum GtkListKitAnomaly: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// No registered mapping accepts the model at this index path; the row shows an empty placeholder.
  case noMapping(model: String, kind: String, indexPath: IndexPath)
  /// The storage returned no model (or `nil`) for a row; the row shows an empty placeholder.
  case nilModel(kind: String, indexPath: IndexPath)
  /// An event closure was registered on the manager for a cell type no mapping uses.
  case eventRegistrationForUnregisteredMapping(cell: String, signal: String)
  /// An index path outside the storage was passed to the manager's `select(_:)`, `deselect(_:)`,
  /// `scroll(to:)` or `scroll(to:at:)` (`operation` names the call); nothing was done.
  case invalidIndexPath(IndexPath, operation: String)
  /// After an update, the rows GTK was told about differ from the storage's; the manager reloaded.
  case itemsChangedCountMismatch(emitted: Int, storage: Int)
  /// A view given to `init(listView:)` / `init(gridView:)` is not of that type.
  case wrongViewType(expected: String, got: String)
  /// Section headers or footers were registered on a `GridViewManager` that adopted its grid
  /// view; only a manager-made view can become a sectioned grid, so headers are grid items.
  case gridSectionsNeedManagedView
  /// A ``BuilderCell``'s UI definition could not be loaded; the cell shows an empty box.
  case invalidUIDefinition(cell: String, message: String)
  /// A cell's `widget` is not a `GtkWidget`; the cell shows an empty box.
  case notAWidget(cell: String, got: String)
  /// A table column was added with an id another column has; the new column was not added.
  case duplicateColumn(id: String)
  /// A table call named a column id no column has (`operation` names the call); nothing was done.
  case unknownColumn(id: String, operation: String)
  /// A table was sorted by a column whose sort key the storage cannot use (a key path on a
  /// storage that is not the manager's `MemoryStorage`, or no SQL expression for a database
  /// storage); the rows keep their order.
  case storageCannotSort(column: String, storage: String)
  /// A `TreeListManager` call named a node its storage does not know (not a root, not a loaded
  /// child: children load when their parent is expanded); nothing was done.
  case unknownTreeNode(String, operation: String)
  /// An edited value could not be written: the column has no writer (`CellEditing.write`) and
  /// the storage is not the manager's `MemoryStorage`. The cell shows the stored value again.
  case storageCannotEdit(column: String, storage: String)
  /// A call (`operation`) would have hidden every column of a table (a saved layout with all
  /// columns hidden, or hiding the last shown one); column `id` stays shown, so the header menu
  /// can bring the others back.
  case lastVisibleColumn(id: String, operation: String)

  /// A short text, e.g. `no cell mapping for Ad at [0, 1]`.
  public var description: String {
    switch self {
    case .noMapping(let model, let kind, let indexPath):
      return "no \(kind) mapping for \(model) at \(format(indexPath))"
    case .nilModel(let kind, let indexPath): return "nil \(kind) model at \(format(indexPath))"
    case .eventRegistrationForUnregisteredMapping(let cell, let signal):
      return "\(signal) registered for unregistered \(cell)"
    case .invalidIndexPath(let indexPath, let operation):
      return "invalid index path \(format(indexPath)) for \(operation)"
    case .itemsChangedCountMismatch(let emitted, let storage):
      return "items-changed count \(emitted) != storage \(storage)"
    case .wrongViewType(let expected, let got): return "expected \(expected), got \(got)"
    case .gridSectionsNeedManagedView: return "sectioned grid needs a manager-made view"
    case .invalidUIDefinition(let cell, _): return "invalid UI definition of \(cell)"
    case .notAWidget(let cell, let got): return "widget of \(cell) is a \(got), not a GtkWidget"
    case .duplicateColumn(let id): return "duplicate column id \(id)"
    case .unknownColumn(let id, let operation): return "unknown column \(id) for \(operation)"
    case .storageCannotSort(let column, let storage): return "\(storage) cannot sort by column \(column)"
    case .unknownTreeNode(let node, let operation): return "\(operation): unknown tree node \(node)"
    case .storageCannotEdit(let column, let storage): return "\(storage) cannot write column \(column)"
    case .lastVisibleColumn(let id, let operation): return "\(operation) would hide every column; \(id) stays shown"
    }
  }

  /// The full text, prefixed `[GtkListKit]`, saying what happened and what to do.
  public var debugDescription: String {
    switch self {
    case .noMapping(let model, let kind, let indexPath):
      return "[GtkListKit] No \(kind) mapping accepts a model of type \(model) at \(format(indexPath)). "
        + "Register a cell for it (manager.register) or check the mapping conditions. The row shows an empty placeholder."
    case .nilModel(let kind, let indexPath):
      return
        "[GtkListKit] The storage has no \(kind) model at \(format(indexPath)) (nil). The row shows an empty placeholder."
    case .eventRegistrationForUnregisteredMapping(let cell, let signal):
      return "[GtkListKit] An event for \(signal) was registered for \(cell), but no mapping uses \(cell). "
        + "Register the cell before its events; the closure will never be called."
    case .invalidIndexPath(let indexPath, let operation):
      return
        "[GtkListKit] \(operation) was called with index path \(format(indexPath)), which is not in the storage. Nothing was done."
    case .itemsChangedCountMismatch(let emitted, let storage):
      return "[GtkListKit] The items-changed emissions left GTK with \(emitted) rows but the storage has \(storage). "
        + "The manager reloaded the view; a custom ListStorage probably reported an update that does not match its data."
    case .wrongViewType(let expected, let got):
      return "[GtkListKit] Expected a \(expected) but got a \(got). The manager made its own view instead."
    case .gridSectionsNeedManagedView:
      return "[GtkListKit] Section headers/footers were registered on a GridViewManager that adopted its GtkGridView. "
        + "GTK 4.8 grids cannot span a header across columns; use GridViewManager() so the manager can show a sectioned grid. "
        + "Headers are shown as grid items."
    case .invalidUIDefinition(let cell, let message):
      return
        "[GtkListKit] The GtkBuilder UI definition of \(cell) could not be loaded: \(message). The cell shows an empty box."
    case .notAWidget(let cell, let got):
      return "[GtkListKit] The widget of \(cell) is a \(got), not a GtkWidget. "
        + "Return a GtkWidget (or a binding's widget object) from `widget`. The cell shows an empty box."
    case .duplicateColumn(let id):
      return "[GtkListKit] A column with id \"\(id)\" is already in the table; column ids must be unique. "
        + "The new column was not added."
    case .unknownColumn(let id, let operation):
      return "[GtkListKit] \(operation) named the column \"\(id)\", which the table does not have. Nothing was done."
    case .storageCannotSort(let column, let storage):
      return
        "[GtkListKit] The table was sorted by \"\(column)\", but the storage (\(storage)) cannot use its sort key: "
        + "a key path or comparator sorts the manager's memoryStorage, an SQL expression a SQLSortableStorage. "
        + "The rows keep their order."
    case .unknownTreeNode(let node, let operation):
      return "[GtkListKit] \(operation) got tree node \(node), which the storage does not know (a node is known once "
        + "it is a root or its parent's children were loaded: expand the parent first). Nothing was done."
    case .storageCannotEdit(let column, let storage):
      return "[GtkListKit] An edit of column \"\(column)\" was committed, but the storage (\(storage)) is not the "
        + "manager's memoryStorage and the column has no writer: give one with CellEditing.write. Nothing was written."
    case .lastVisibleColumn(let id, let operation):
      return "[GtkListKit] \(operation) would have hidden every column of the table; the column \"\(id)\" "
        + "stays shown, so its header's menu can show the others again."
    }
  }

  private func format(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(Array(indexPath))"
  }
}
