import Foundation

/// Context menus, tooltips, focus and hover of rows and tiles. Controllers are attached to a row
/// widget (flat rows) or a tile (sectioned grid) only once a mapping registered the event,
/// when the row is next bound (rows bound already are equipped at registration). Handlers
/// resolve the row's position at event time: GTK recycles rows.
@MainActor
final class RowInteractions {
  enum Kind: Hashable { case contextMenu, tooltip, focus, hover }

  // Unchecked (as the other per-bind reads): the dynamic exclusivity check cost more than the read.
  @exclusivity(unchecked) private(set) var wanted: Set<Kind> = []
  let host: ListBaseView
  let source: ContentSource
  let rows: RowRegistry
  let presentations: PresentationOwner
  var presentation: RowPresentation { presentations.current }
  /// `row.<name>` actions of context menus, by name.
  var rowActions: [String: (IndexPath, Any) -> Void] = [:]
  /// The open context menu (one at a time).
  var popover: ContextMenuPopover?
  /// Where a Shift+arrow range starts: the item the last plain keyboard move selected.
  var keyboardAnchor: Int?
  /// The view that has the manager's key controller (the view changes for a sectioned grid).
  private var keyedView: WidgetPointer?
  /// Keeps the focus ring on the focused row while the keyboard is in use (see FocusRingKeeper).
  private var ringKeeper: FocusRingKeeper?

  init(host: ListBaseView, source: ContentSource, rows: RowRegistry, presentations: PresentationOwner) {
    self.host = host
    self.source = source
    self.rows = rows
    self.presentations = presentations
  }

  /// The kind of controller an event needs.
  static func kind(of event: MappingEvent) -> Kind? {
    switch event {
    case .contextMenu: return .contextMenu
    case .queryTooltip: return .tooltip
    case .didFocus: return .focus
    case .didHighlight, .didUnhighlight: return .hover
    default: return nil
    }
  }

  /// A mapping registered `event`: attach its controllers to every bound row from now on.
  func want(_ event: MappingEvent) {
    guard let kind = Self.kind(of: event), !wanted.contains(kind) else { return }
    wanted.insert(kind)
    if kind == .contextMenu { installKeys() }
    for row in rows.boundCells { equip(row) }
  }

  /// Adds the view's one key controller (the moves, Space, Enter, the Menu key, a tree's keys),
  /// in the capture phase: GTK 4.8 sends keys to the focused row widget (a tree row's is the
  /// expander's parent, so the expander's own `+`/`-` bindings never see them).
  func installKeys() {
    guard keyedView != host.view else { return }
    if keyedView == nil {
      installFocusEntry()
      ringKeeper = FocusRingKeeper(root: host.root) { [weak self] in self?.focusIsOnARow ?? false }
    }
    keyedView = host.view
    KeyController.add(to: host.view) { [weak self] key, modifiers in self?.keyPressed(key, modifiers) ?? false }
  }

  /// Tab into the view lands on an item: when GTK's own focus stopped on the scrolled window
  /// (its first row was a header GTK 4.8 cannot focus, or a sectioned grid's strip), the first
  /// item in view takes it.
  private func installFocusEntry() {
    guard let scroller = host.scroller else { return }
    KeyController.onFocusEnter(scroller) { [weak self] in
      // Decided after GTK settled the focus.
      MainLoop.after(milliseconds: 0) {
        guard let self, let scroller = self.host.scroller, RowControllers.hasFocus(scroller) else { return }
        self.focusFirstVisibleItem()
      }
    }
  }

  /// Attaches the wanted controllers a bound row (or its tiles) lacks.
  /// Runs on every bind: inlined there, so a view without interactions pays a load.
  @inline(__always) func equip(_ row: RowState) {
    if !wanted.isEmpty { attachWanted(to: row) }
  }

  private func attachWanted(to row: RowState) {
    let presentations = presentations
    presentation.forEachSite(of: row) { site in
      let missing = wanted.subtracting(site.interactions)
      guard !missing.isEmpty, let widget = site.siteWidget else { return }
      site.interactions.formUnion(missing)
      attach(missing, to: widget, site: site) { [weak site] in
        site.flatMap { presentations.current.position(of: $0) }
      }
    }
  }

  /// `site`'s own cell answers its tooltip and menu (a table's cell, of its column); the item's
  /// cell otherwise.
  private func attach(
    _ kinds: Set<Kind>, to widget: WidgetPointer, site: any ItemSite, position: @escaping @MainActor () -> Int?
  ) {
    let slot: @MainActor () -> CellSlot? = { [weak site] in site?.slot }
    for kind in kinds {
      switch kind {
      case .contextMenu:
        RowControllers.addContextGestures(to: widget) { [weak self] x, y in
          guard let position = position() else { return }
          self?.openMenu(at: position, on: widget, x: Int(x), y: Int(y), selecting: true, slot: slot())
        }
      case .tooltip:
        RowControllers.addTooltip(to: widget) { [weak self] in
          position().flatMap { self?.tooltip(at: $0, slot: slot()) }
        }
      case .focus:
        RowControllers.addFocus(to: widget) { [weak self] in
          if let position = position() { self?.presentation.fire(.didFocus, atFlatPosition: position) }
        }
      case .hover:
        RowControllers.addHover(
          to: widget,
          enter: { [weak self] in
            if let position = position() { self?.presentation.fire(.didHighlight, atFlatPosition: position) }
          },
          leave: { [weak self] in
            if let position = position() { self?.presentation.fire(.didUnhighlight, atFlatPosition: position) }
          })
      }
    }
  }

  private func tooltip(at position: Int, slot site: CellSlot?) -> RowTooltip? {
    if popover?.isMapped == true { return nil }  // the open menu covers the row
    guard let (slot, model, indexPath) = cell(at: position, preferring: site) else { return nil }
    let answer: RowTooltip?? = slot.mapping.ask(.queryTooltip, cell: slot.cell, model: model, at: indexPath)
    return answer ?? nil
  }
}
