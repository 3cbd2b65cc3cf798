internal import CGtkListKit
import ModelStorage

/// The `GListModel` GTK sees (the shim's `CGtkListModel`), sized by Swift.
///
/// Item objects are created lazily, one per position GTK actually asks for, and the same
/// object comes back while GTK holds it. ``splice(_:)`` re-keys that cache before it emits
/// `items-changed`, so a row that survives a change (a move, an unchanged row inside a
/// coalesced span) keeps its object, and with it its widget and its selection.
@MainActor
final class ListModel: ItemsChangedSink {
  /// The shim's model object.
  let model: OpaquePointer
  /// The count lives in the C model's context, so it stays right while the manager is torn
  /// down (GTK reads it as it releases the rows; a count of 0 there trips a GTK assertion).
  private let context: ModelContext

  init() {
    let context = ModelContext()
    self.context = context
    model = cgtk_list_model_new(modelCount, nil, Unmanaged.passRetained(context).toOpaque(), releaseRetainedObject)
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(model)) }

  /// The model as GTK's `GListModel*`.
  var gListModel: OpaquePointer { cgtk_g_list_model(UnsafeMutableRawPointer(model))! }

  /// The row count GTK was last told.
  var count: Int { context.count }

  /// Emits `items-changed(position, removed, added)` after re-keying the item cache.
  func splice(_ splice: ItemsChangedSplice) {
    context.count += splice.added - splice.removed
    guard !splice.kept.isEmpty else {
      return cgtk_list_model_splice(
        model, guint(splice.position), guint(splice.removed), guint(splice.added), nil, nil, 0)
    }
    let (olds, news) = Self.shimPositions(of: splice.kept)
    cgtk_list_model_splice(
      model, guint(splice.position), guint(splice.removed), guint(splice.added), olds, news, guint(olds.count))
  }

  /// The kept rows' old and new positions, in the order the shim looks them up (by old
  /// position, binary search). A span of inserts and deletes keeps its rows in order already: a
  /// million of them are not sorted again. Not isolated: a closure made in main-actor code checks
  /// on each call that it runs on the main thread, and these run once per kept row (three
  /// million checks, a third of a sorted insert's instructions, for a million kept rows).
  private nonisolated static func shimPositions(of kept: [ItemsChangedSplice.Kept]) -> (olds: [guint], news: [guint]) {
    var kept = kept
    if !kept.indices.dropFirst().allSatisfy({ kept[$0 - 1].old < kept[$0].old }) { kept.sort { $0.old < $1.old } }
    return (kept.map { guint($0.old) }, kept.map { guint($0.new) })
  }

  /// How many item objects are alive and attached to this model.
  var cachedItemCount: Int { Int(cgtk_list_model_cached_count(model)) }
  /// How many times GTK called `get_item` since the last ``resetGetItemCalls()``.
  var getItemCalls: Int { Int(cgtk_list_model_get_item_calls(model)) }
  func resetGetItemCalls() { cgtk_list_model_reset_get_item_calls(model) }
  /// Item objects created, and alive now, in this process (all models).
  static var itemsCreated: Int { Int(cgtk_item_created_count()) }
  static var itemsAlive: Int { Int(cgtk_item_live_count()) }
}

/// What the C model calls back into; only touched on the main thread.
private final class ModelContext: @unchecked Sendable {
  var count = 0
}

private let modelCount: CGtkNItemsFunc = { raw in
  guint(clamping: Unmanaged<ModelContext>.fromOpaque(raw!).takeUnretainedValue().count)
}
