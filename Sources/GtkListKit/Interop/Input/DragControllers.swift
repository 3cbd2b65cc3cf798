internal import CGtkListKit

/// What a drag offers: the in-process session serial, and text or URIs for other widgets and
/// apps.
struct DragOffer {
  var serial: UInt32
  var text: String?
  var uriList: String?
}

/// One drag followed to its end on the `GdkDrag` itself, held until then: the row that started
/// it may be recycled or destroyed meanwhile (its section deleted, a tile reflowed), and a
/// destroyed `GtkDragSource` never emits `drag-end`.
@MainActor
private final class DragWatch {
  private let drag: UnsafeMutableRawPointer
  private var end: (@MainActor (DragOutcome) -> Void)?
  private var handlers: [UInt] = []

  init(_ drag: UnsafeMutableRawPointer, end: @escaping @MainActor (DragOutcome) -> Void) {
    self.drag = drag
    self.end = end
    g_object_ref(drag)
    // After GTK's own handlers (the drag source's, while it lives, finish the drop first).
    handlers.append(
      Signal.connect(drag, "dnd-finished", after: true) { [self] _ in
        finish(gdk_drag_get_selected_action(OpaquePointer(drag)) == GDK_ACTION_MOVE ? .moved : .copied)
      })
    handlers.append(Signal.connect(drag, "cancel", after: true) { [self] _ in finish(.cancelled) })
  }

  private func finish(_ result: DragOutcome) {
    guard let end else { return }
    self.end = nil
    gdk_drag_drop_done(OpaquePointer(drag), result == .cancelled ? 0 : 1)  // ignored when done already
    for handler in handlers { Signal.disconnect(drag, handler) }
    handlers = []
    end(result)
    g_object_unref(drag)
  }
}

/// A view's `GtkDropTarget`, kept to tell it the types of handlers registered later.
struct DropTarget {
  fileprivate let pointer: OpaquePointer
}

/// A value dropped on a view: a managed drag (its session serial), a string or files.
enum DroppedValue {
  case session(UInt32)
  case text(String)
  case files([String])
}

/// GTK's drag source and drop target, attached only where a drag or drop closure is registered.
@MainActor
enum DragControllers {
  private static let copyOrMove = GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue

  /// A `GtkDragSource` on `widget`: `prepare(x, y)` offers content (`nil` refuses the drag); the
  /// drag icon is a still image of `widget`. `begin()` returns what to call once when that drag
  /// ends (`nil`: nothing), whatever happens to `widget` meanwhile.
  static func addDragSource(
    to widget: WidgetPointer, prepare: @escaping @MainActor (Double, Double) -> DragOffer?,
    begin: @escaping @MainActor () -> (@MainActor (DragOutcome) -> Void)?
  ) {
    let source = gtk_drag_source_new()!
    gtk_drag_source_set_actions(source, GdkDragAction(rawValue: copyOrMove))
    Signal.connect(UnsafeMutableRawPointer(source), "prepare") { arguments in
      let x = arguments.double(1), y = arguments.double(2)
      guard let offer = prepare(x, y) else { return arguments.setReturn(takingObject: nil) }
      cgtk_drag_source_set_widget_icon(source, widget, x, y)
      let content = cgtk_drag_content_new(guint(offer.serial), offer.text, offer.uriList)
      arguments.setReturn(takingObject: content.map { UnsafeMutableRawPointer($0) })
    }
    Signal.connect(UnsafeMutableRawPointer(source), "drag-begin") { arguments in
      guard let drag = arguments.object(1), let end = begin() else { return }
      _ = DragWatch(drag, end: end)  // kept alive by its signal handlers until the drag ends
    }
    gtk_widget_add_controller(widget, cgtk_event_controller(UnsafeMutableRawPointer(source)))
  }

  /// A `GtkDropTarget` on `view` for managed drags and, when asked, strings and files.
  /// `motion(x, y)` returns whether a drop there would be accepted and as a move; `drop` gets
  /// the value and the point, and returns whether it was taken.
  @discardableResult
  static func addDropTarget(
    to view: WidgetPointer, strings: Bool, files: Bool,
    motion: @escaping @MainActor (Double, Double) -> (accept: Bool, move: Bool),
    leave: @escaping @MainActor () -> Void,
    drop: @escaping @MainActor (DroppedValue, Double, Double) -> Bool
  ) -> DropTarget {
    let target = cgtk_drop_target_new(strings ? 1 : 0, files ? 1 : 0)!
    let answer: @MainActor @Sendable (SignalArguments) -> Void = { arguments in
      let (accept, move) = motion(arguments.double(1), arguments.double(2))
      arguments.setReturn(flags: accept ? (move ? GDK_ACTION_MOVE.rawValue : GDK_ACTION_COPY.rawValue) : 0)
    }
    Signal.connect(UnsafeMutableRawPointer(target), "enter", answer)
    Signal.connect(UnsafeMutableRawPointer(target), "motion", answer)
    Signal.connect(UnsafeMutableRawPointer(target), "leave") { _ in leave() }
    Signal.connect(UnsafeMutableRawPointer(target), "drop") { arguments in
      let value = arguments.pointer(1).map { UnsafePointer<GValue>(OpaquePointer($0)) }
      let x = arguments.double(2), y = arguments.double(3)
      let dropped: DroppedValue?
      if case let serial = cgtk_value_drag_token(value), serial != 0 {
        dropped = .session(UInt32(serial))
      } else if let text = cgtk_value_string(value) {
        dropped = .text(String(cString: text))
      } else if let uris = cgtk_value_file_uris(value) {
        var list: [String] = []
        var index = 0
        while let uri = uris[index] { list.append(String(cString: uri)); index += 1 }
        g_strfreev(uris)
        dropped = .files(list)
      } else {
        dropped = nil
      }
      arguments.setReturn(dropped.map { drop($0, x, y) } ?? false)
    }
    gtk_widget_add_controller(view, cgtk_event_controller(UnsafeMutableRawPointer(target)))
    return DropTarget(pointer: target)
  }

  /// What a drop target takes besides managed drags: strings, files (a handler registered later).
  static func setDropTypes(_ target: DropTarget, strings: Bool, files: Bool) {
    cgtk_drop_target_set_types(target.pointer, strings ? 1 : 0, files ? 1 : 0)
  }

  /// GTK's row widget under (`x`, `y`) of `view` and the point's place in it (0 top, 1 bottom).
  static func rowWidget(in view: WidgetPointer, x: Double, y: Double) -> (WidgetPointer, Double)? {
    picked(RowWidgets.cssClass, in: view, x: x, y: y).map {
      ($0.widget, (y - $0.top) / max(1, Double(gtk_widget_get_height($0.widget))))
    }
  }

  /// The sectioned-grid tile under (`x`, `y`) of `view` and the point's place along it (0 left, 1 right).
  static func tile(in view: WidgetPointer, x: Double, y: Double) -> (WidgetPointer, Double)? {
    picked(GridStrip.cellCSSClass, in: view, x: x, y: y).map {
      ($0.widget, (x - $0.left) / max(1, Double(gtk_widget_get_width($0.widget))))
    }
  }

  /// The innermost widget with `cssClass` under (`x`, `y`) of `view`, and its origin in `view`.
  private static func picked(_ cssClass: String, in view: WidgetPointer, x: Double, y: Double)
    -> (widget: WidgetPointer, left: Double, top: Double)?
  {
    var widget = cgtk_widget_pick(view, x, y)
    while let current = widget, current != view {
      if gtk_widget_has_css_class(current, cssClass) != 0 {
        var left = 0.0, top = 0.0
        guard cgtk_widget_origin_in(current, view, &left, &top) != 0 else { return nil }
        return (current, left, top)
      }
      widget = gtk_widget_get_parent(current)
    }
    return nil
  }

  /// Puts `cssClass` on `widget` (`nil` takes `old` off only).
  static func mark(_ widget: WidgetPointer, removing old: String?, adding cssClass: String?) {
    if let old { gtk_widget_remove_css_class(widget, old) }
    if let cssClass {
      Stylesheet.install()
      gtk_widget_add_css_class(widget, cssClass)
    }
  }

  /// Whether `widget` has a drag source or drop target (for tests of zero cost).
  static func controllerCount(of widget: WidgetPointer) -> (sources: Int, targets: Int) {
    var sources = 0, targets = 0
    guard let list = gtk_widget_observe_controllers(widget) else { return (0, 0) }
    for index in 0..<g_list_model_get_n_items(list) {
      guard let item = g_list_model_get_item(list, index) else { continue }
      if cgtk_drag_source(item) != nil { sources += 1 }
      if cgtk_drop_target(item) != nil { targets += 1 }
      g_object_unref(item)
    }
    g_object_unref(UnsafeMutableRawPointer(list))
    return (sources, targets)
  }
}
