import Foundation

/// A context menu for a row or tile, as a `contextMenu` closure returns it. GtkListKit turns it
/// into a `GMenu` and pops a `GtkPopoverMenu` up at the row.
///
/// Actions are GActions named as in GTK: `"app.quit"` and `"win.close"` reach the app's and the
/// window's own action groups (the popover is a child of the row, so it sees every group on the
/// way up). Actions under the `row.` prefix are the manager's row actions
/// (``ListBaseManager/rowAction(_:_:)``): they receive the index path and model of the row the menu
/// was opened on. A `target` is passed as the action's string parameter.
///
/// Apps that build menus with `GtkBuilder` hand over the `GMenuModel*` with
/// ``init(menuModel:)``; the popover takes its own reference.
public struct ContextMenu {
  /// One menu entry.
  public struct Item: Equatable, Sendable {
    /// The label shown (mnemonics with `_` work).
    public var title: String
    /// The detailed action name, e.g. `"row.delete"` or `"app.share"`.
    public var action: String
    /// A string parameter for the action (`nil`: parameterless action).
    public var target: String?

    /// An item titled `title` that activates the detailed action `action` (with `target` as its
    /// string parameter, if given).
    public init(_ title: String, action: String, target: String? = nil) {
      self.title = title
      self.action = action
      self.target = target
    }
  }

  /// Entries by section; GTK draws separators between sections.
  public var sections: [[Item]]
  /// A `GMenuModel*` made elsewhere (GtkBuilder), shown instead of `sections`.
  let menuModel: UnsafeMutableRawPointer?

  /// A menu of one section.
  public init(_ items: [Item]) {
    sections = [items]
    menuModel = nil
  }

  /// A menu of several sections.
  public init(sections: [[Item]]) {
    self.sections = sections
    menuModel = nil
  }

  /// A raw `GMenuModel*` (for example from `gtk_builder_get_object`). It must stay alive until
  /// the closure has returned; the popover then holds its own reference.
  public init(menuModel: UnsafeMutableRawPointer) {
    sections = []
    self.menuModel = menuModel
  }
}

/// A tooltip for a row or tile, as a `queryTooltip` closure returns it.
public enum RowTooltip: Equatable, Sendable {
  /// Plain text.
  case text(String)
  /// Pango markup.
  case markup(String)
}
