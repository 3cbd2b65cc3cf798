import Foundation
import ModelStorage

/// The keyboard focus across an emission. GTK 4.8 unparents the row widgets an `items-changed`
/// drops; when one held the focus, the window keeps that detached widget as its focus, its
/// ancestors in the window still lead to the view (whose own focus child GTK cleared), and GTK's
/// recovery after the next frame follows that chain into the view, where the row at GTK's focus
/// position may take no focus (a sectioned grid's header row): the focus ends nowhere and Tab
/// stays dead (gtkwidget.c `gtk_widget_unparent`, gtkwindow.c `maybe_unset_focus_and_default`,
/// gtklistbase.c `gtk_list_base_focus`). A sectioned grid's reflow drops every row. So the
/// updater hands the focus on itself, right after the emission, through GTK's focus API.
extension ViewUpdater {
  /// The item whose widget has the focus, before an emission.
  struct FocusedItem {
    /// Held: the emission may free the row widget it drops.
    let widget: HeldWidget
    let position: Int
  }

  func focusedItem() -> FocusedItem? {
    guard let (view, focus) = host.focus, let (widget, position) = presentation.focusedItem(focus, in: view) else {
      return nil
    }
    return FocusedItem(widget: HeldWidget(widget), position: position)
  }

  /// When the emission took the focused widget out of the window: the item `following` says
  /// (the one at the same place without it; a reflow keeps every item's place) or the nearest
  /// takes the focus, else the view. GTK scrolls to the row it focuses.
  func keepFocus(_ focused: FocusedItem?, following: ((Int) -> Int?)?) {
    guard let focused, !host.isInWindow(focused.widget.pointer) else { return }
    let layout = source.layout
    let nearest = layout.item(after: focused.position - 1) ?? layout.item(before: focused.position)
    let followed = following.map { $0(focused.position) } ?? focused.position
    guard let target = followed.flatMap({ layout.isItem($0) ? $0 : nil }) ?? nearest else { return host.focusView() }
    // GTK builds the rows around its anchor at once: scrolling there realizes the row.
    if presentation.itemWidget(atFlatPosition: target) == nil, let row = presentation.row(ofFlatPosition: target) {
      host.reveal(row)
    }
    guard let widget = presentation.itemWidget(atFlatPosition: target), host.grabFocus(widget) else {
      return host.focusView()
    }
  }
}
