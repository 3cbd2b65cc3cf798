import CGtkListKit

@testable import GtkListKit

extension ListBaseManager {
  /// GTK's own rows against its model, checked where the cell checks cannot see: every row widget
  /// in the view must hold the item the model has at the row's position, and no item may be held
  /// by two of them. GTK 4.8 broke both without a word when a removal started inside a run of
  /// rows without widgets (see ``RemovalStart``); the warning came only steps later, if ever.
  @MainActor var rowWidgetDivergence: String? {
    var holders: [guint64: guint] = [:]
    for row in core.rows.allRows where !row.listItem.isGone {
      guard let widget = RowWidgets.rowWidget(of: row.listItem), gtk_widget_get_parent(widget) != nil,
        let item = cgtk_as_item(gtk_list_item_get_item(row.listItem.pointer))
      else { continue }
      let position = gtk_list_item_get_position(row.listItem.pointer)
      let serial = cgtk_item_get_serial(item)
      if let other = holders[serial] {
        return "two row widgets (positions \(other) and \(position)) hold one item object (#\(serial))"
      }
      holders[serial] = position
      let modelPosition = cgtk_item_get_position(item)
      if modelPosition != position {
        let now = modelPosition == guint.max ? "no longer has" : "has at \(modelPosition)"
        return "the row widget at \(position) holds item #\(serial), which the model \(now)"
      }
    }
    return nil
  }
}
