import Foundation
import ModelStorage

/// What ``ListViewManager``, ``GridViewManager`` and ``ColumnViewManager`` share beyond
/// ``ListManagerBase``, as GTK's `GtkListBase` is shared by `GtkListView` and `GtkGridView`: a
/// storage of sections (any `ListStorage`, a ``memoryStorage`` by default), headers and footers,
/// and selection, scrolling and drops by index path.
///
/// Create a ``ListViewManager``, a ``GridViewManager`` or a ``ColumnViewManager``; this class is
/// not meant to be used alone.
@MainActor
public class ListBaseManager: ListManagerBase {
  init(host: ListBaseView) {
    let storage = MemoryStorage()
    memoryStorage = storage
    let core = ListManagerCore(host: host, storage: storage)
    core.dragging.memoryStorage = storage
    super.init(core: core)
  }

  /// Adopts `widget` as a view of `kind`; anything else is reported and replaced by a view the
  /// manager makes.
  convenience init(adopting candidate: some GtkWidgetConvertible, as kind: ListBaseView.Kind) {
    if let widget = candidate.checkedWidget, let host = ListBaseView(adopting: widget, as: kind) {
      self.init(host: host)
    } else {
      self.init(host: ListBaseView(kind: kind))
      let expected = kind == .list ? "GtkListView" : kind == .grid ? "GtkGridView" : "GtkColumnView"
      anomalyHandler.reportAnomaly(
        .wrongViewType(expected: expected, got: WidgetTypeName.of(candidate.gtkWidgetPointer)))
    }
  }

  // MARK: Views and storage

  /// The storage the view shows. Replace it with any `ListStorage`; the view reloads.
  public var storage: ListStorage {
    get { core.storage }
    set { core.storage = newValue }
  }

  /// The default storage. Still the one shown unless ``storage`` was replaced.
  public let memoryStorage: MemoryStorage

  // MARK: Headers and footers

  /// Registers a ``ModelTransfer`` view for section headers (rows appear for sections whose
  /// storage has a header model). Header rows are not selectable and not activatable.
  public func registerHeader<View: ListCell & ModelTransfer>(
    _ viewType: View.Type, mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil
  ) {
    registerSupplementary(viewType, ofKind: SupplementaryKind.header, mapping: mapping)
  }

  /// Registers a header view for `modelType`, shown by `handler`.
  public func registerHeader<View: ListCell, Model>(
    _ viewType: View.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
    handler: @escaping (View, Model, IndexPath) -> Void
  ) {
    add(ViewModelMapping<View, Model>(viewKind: .header, update: handler), mapping)
  }

  /// Registers a ``ModelTransfer`` view for section footers.
  public func registerFooter<View: ListCell & ModelTransfer>(
    _ viewType: View.Type, mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil
  ) {
    registerSupplementary(viewType, ofKind: SupplementaryKind.footer, mapping: mapping)
  }

  /// Registers a footer view for `modelType`, shown by `handler`.
  public func registerFooter<View: ListCell, Model>(
    _ viewType: View.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
    handler: @escaping (View, Model, IndexPath) -> Void
  ) {
    add(ViewModelMapping<View, Model>(viewKind: .footer, update: handler), mapping)
  }

  /// Registers a ``ModelTransfer`` view for a supplementary kind. Headers and footers are
  /// kinds `SupplementaryKind.header` and `SupplementaryKind.footer`;
  /// the flat list shows header and footer rows.
  public func registerSupplementary<View: ListCell & ModelTransfer>(
    _ viewType: View.Type, ofKind kind: String, mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil
  ) {
    add(
      ViewModelMapping<View, View.ModelType>(viewKind: .supplementary(kind)) { view, model in
        view.update(with: model)
      },
      mapping)
  }
}
