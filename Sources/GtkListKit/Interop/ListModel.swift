/// The `GListModel` GTK sees, backed by Swift closures (the shim's `CGtkListModel`).
///
/// GTK asks for the count and for items; item objects are created lazily, one per position
/// GTK actually asks for, and the same object comes back while GTK holds it. Changes reach
/// GTK through ``splice(at:removed:added:kept:)``, which re-keys that cache first, so a row
/// that survives a change (a move, an unchanged row inside a coalesced span) keeps its object,
/// and with it its widget and its selection.
@MainActor
public final class ListModel {
  /// The model as GTK's `GListModel*`, for `gtk_single_selection_new` and friends.
  public var gListModel: OpaquePointer { cgtk_g_list_model(UnsafeMutableRawPointer(model))! }
  /// The shim's model object.
  nonisolated(unsafe) let model: OpaquePointer

  /// Creates a model whose size is `count()` and whose fresh item objects carry `payload(position)`.
  /// - Parameters:
  ///   - count: the number of rows; called by GTK often, keep it O(1).
  ///   - payload: an object attached to each item object when it is created (optional: without
  ///     it no allocation happens beyond the tiny item object).
  public init(count: @escaping @MainActor () -> Int, payload: (@MainActor (Int) -> AnyObject?)? = nil) {
    let context = Unmanaged.passRetained(ModelContext(count: count, payload: payload)).toOpaque()
    model = cgtk_list_model_new(modelCount, payload == nil ? nil : modelPayload, context, releaseModelContext)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(model)) }

  /// Emits `items-changed(position, removed, added)` after re-keying the item cache.
  /// - Parameter kept: rows of the removed range that come back in the added range as the same
  ///   item, as absolute (old, new) positions.
  public func splice(at position: Int, removed: Int, added: Int, kept: [(old: Int, new: Int)] = []) {
    if kept.isEmpty {
      cgtk_list_model_splice(model, guint(position), guint(removed), guint(added), nil, nil, 0)
      return
    }
    let sorted = kept.sorted { $0.old < $1.old }
    let olds = sorted.map { guint($0.old) }
    let news = sorted.map { guint($0.new) }
    cgtk_list_model_splice(model, guint(position), guint(removed), guint(added), olds, news, guint(sorted.count))
  }

  /// The position of an item object GTK handed out (from `gtk_list_item_get_item`), or `nil`
  /// when the object is not one of ours or is no longer attached (its row was removed).
  public static func position(ofItem item: UnsafeMutableRawPointer?) -> Int? {
    guard let object = cgtk_as_item(item) else { return nil }
    let position = cgtk_item_get_position(object)
    return position == guint.max ? nil : Int(position)
  }

  /// The payload attached to an item object, if any.
  public static func payload(ofItem item: UnsafeMutableRawPointer?) -> AnyObject? {
    guard let object = cgtk_as_item(item), let raw = cgtk_item_get_payload(object) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
  }

  /// The item object GTK currently holds for `position`, without creating one.
  public func cachedItem(at position: Int) -> UnsafeMutableRawPointer? {
    cgtk_list_model_peek_item(model, guint(position)).map { UnsafeMutableRawPointer($0) }
  }

  /// How many item objects are alive and attached to this model.
  public var cachedItemCount: Int { Int(cgtk_list_model_cached_count(model)) }

  /// How many times GTK called `get_item` since the last ``resetGetItemCalls()``.
  public var getItemCalls: Int { Int(cgtk_list_model_get_item_calls(model)) }

  /// Restarts the `get_item` count.
  public func resetGetItemCalls() { cgtk_list_model_reset_get_item_calls(model) }

  /// Item objects created in this process so far (all models).
  public static var itemsCreated: Int { Int(cgtk_item_created_count()) }
  /// Item objects alive in this process now (all models).
  public static var itemsAlive: Int { Int(cgtk_item_live_count()) }
}

/// What the C model calls back into; only touched on the main thread.
private final class ModelContext: @unchecked Sendable {
  let count: @MainActor () -> Int
  let payload: (@MainActor (Int) -> AnyObject?)?
  init(count: @escaping @MainActor () -> Int, payload: (@MainActor (Int) -> AnyObject?)?) {
    self.count = count
    self.payload = payload
  }
}

private func context(_ raw: UnsafeMutableRawPointer?) -> ModelContext {
  Unmanaged<ModelContext>.fromOpaque(raw!).takeUnretainedValue()
}

private let modelCount: CGtkNItemsFunc = { raw in
  let box = context(raw)
  return onMainThread { guint(clamping: box.count()) }
}

private let modelPayload: CGtkPayloadFunc = { raw, position, release in
  let box = context(raw)
  // Retained inside the isolated region so no non-Sendable object crosses it.
  let bits: UInt = MainActor.assumeIsolated {
    box.payload?(Int(position)).map { UInt(bitPattern: Unmanaged<AnyObject>.passRetained($0).toOpaque()) } ?? 0
  }
  guard let retained = UnsafeMutableRawPointer(bitPattern: bits) else { return nil }
  release?.pointee = releasePayload
  return retained
}

private let releasePayload: GDestroyNotify = { raw in
  guard let raw else { return }
  Unmanaged<AnyObject>.fromOpaque(raw).release()
}

private let releaseModelContext: GDestroyNotify = { raw in
  guard let raw else { return }
  Unmanaged<ModelContext>.fromOpaque(raw).release()
}
