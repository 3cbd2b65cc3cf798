internal import CGtkListKit

/// A `GtkPopoverMenu` popped up at a row or tile from a ``ContextMenu``. The popover is a child of
/// the row's widget, so the app's `app.` and `win.` actions resolve through the widget tree; the
/// manager's row actions are a per-popover `GSimpleActionGroup` inserted under the `row` prefix,
/// their handlers bound to the row the menu was opened on.
@MainActor
final class ContextMenuPopover {
  /// The action-group prefix of row actions (`row.delete`).
  static let rowActionPrefix = "row"

  let popover: WidgetPointer
  private var unparented = false
  /// GTK's row widget (or tile) it is a child of, and the handler that unparents it when that
  /// widget is destroyed: GTK's row widget keeps only its own child, and finalizing it with
  /// another one left is an error.
  private let parent: WidgetPointer
  private var parentDestroyHandler: UInt = 0

  /// Pops `menu` up on `parent`, pointing at (`x`, `y`, `width`, `height`) in `parent`'s
  /// coordinates; `rowActions` become `row.<name>`; `onClosed` runs after GTK closed it.
  init(
    _ menu: ContextMenu, on parent: WidgetPointer, pointingAt rect: (x: Int, y: Int, width: Int, height: Int),
    rowActions: [String: @MainActor () -> Void], onClosed: @escaping @MainActor () -> Void
  ) {
    let model = Self.menuModel(for: menu)
    popover = gtk_popover_menu_new_from_model(model)
    g_object_unref(UnsafeMutableRawPointer(model))
    g_object_ref(UnsafeMutableRawPointer(popover))
    self.parent = parent
    gtk_widget_set_parent(popover, parent)
    parentDestroyHandler = Signal.connect(UnsafeMutableRawPointer(parent), "destroy") { [weak self] _ in
      self?.dismiss()
    }
    if !rowActions.isEmpty { Self.insertRowActions(rowActions, in: popover) }
    var area = GdkRectangle(
      x: Int32(rect.x), y: Int32(rect.y), width: Int32(max(rect.width, 1)), height: Int32(max(rect.height, 1)))
    gtk_popover_set_pointing_to(cgtk_popover(popover), &area)
    gtk_popover_set_has_arrow(cgtk_popover(popover), 1)
    Signal.connect(UnsafeMutableRawPointer(popover), "closed") { _ in
      // GTK activates the chosen item's action around popdown: unparent on the next turn.
      MainLoop.after(milliseconds: 0) { onClosed() }
    }
    gtk_popover_popup(cgtk_popover(popover))
  }

  /// Takes the popover off its row (it is destroyed with its last reference).
  func dismiss() {
    guard !unparented else { return }
    unparented = true
    Signal.disconnect(UnsafeMutableRawPointer(parent), parentDestroyHandler)
    if gtk_widget_get_visible(popover) != 0 { gtk_popover_popdown(cgtk_popover(popover)) }
    gtk_widget_unparent(popover)
  }

  isolated deinit {
    dismiss()
    g_object_unref(UnsafeMutableRawPointer(popover))
  }

  var isMapped: Bool { gtk_widget_get_mapped(popover) != 0 }

  /// Where the popover points, in its parent's coordinates.
  var pointingTo: (x: Int, y: Int, width: Int, height: Int) {
    var area = GdkRectangle()
    gtk_popover_get_pointing_to(cgtk_popover(popover), &area)
    return (Int(area.x), Int(area.y), Int(area.width), Int(area.height))
  }

  static func menuModel(for menu: ContextMenu) -> UnsafeMutablePointer<GMenuModel> {
    if let raw = menu.menuModel {
      g_object_ref(raw)
      return raw.assumingMemoryBound(to: GMenuModel.self)
    }
    let root = g_menu_new()!
    for items in menu.sections {
      let section = g_menu_new()!
      for item in items {
        let entry = g_menu_item_new(item.title, nil)!
        if let target = item.target {
          g_menu_item_set_action_and_target_value(entry, item.action, g_variant_new_string(target))
        } else {
          g_menu_item_set_action_and_target_value(entry, item.action, nil)
        }
        g_menu_append_item(section, entry)
        g_object_unref(UnsafeMutableRawPointer(entry))
      }
      g_menu_append_section(root, nil, UnsafeMutablePointer<GMenuModel>(section))
      g_object_unref(UnsafeMutableRawPointer(section))
    }
    return UnsafeMutablePointer<GMenuModel>(root)
  }

  private static func insertRowActions(_ actions: [String: @MainActor () -> Void], in popover: WidgetPointer) {
    let group = g_simple_action_group_new()!
    for (name, handler) in actions {
      let action = g_simple_action_new(name, nil)!
      Signal.connect(UnsafeMutableRawPointer(action), "activate") { _ in handler() }
      g_action_map_add_action(OpaquePointer(group), action)
      g_object_unref(UnsafeMutableRawPointer(action))
    }
    gtk_widget_insert_action_group(popover, rowActionPrefix, OpaquePointer(group))
    g_object_unref(UnsafeMutableRawPointer(group))
  }
}
