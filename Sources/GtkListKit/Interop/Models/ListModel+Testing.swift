internal import CGtkListKit
import ModelStorage

/// What the shim's own tests (`@testable import`) read and drive directly.
extension ListModel {
  /// A model that starts with `count` rows.
  convenience init(count: Int) {
    self.init()
    splice(ItemsChangedSplice(position: 0, removed: 0, added: count))
  }

  /// `splice(_:)` with the splice's fields spelled out.
  func splice(at position: Int, removed: Int, added: Int, kept: [(old: Int, new: Int)] = []) {
    splice(
      ItemsChangedSplice(
        position: position, removed: removed, added: added,
        kept: kept.map { ItemsChangedSplice.Kept(old: $0.old, new: $0.new) }))
  }

  /// The item object GTK currently holds for `position`, without creating one.
  func cachedItem(at position: Int) -> UnsafeMutableRawPointer? {
    cgtk_list_model_peek_item(model, guint(position)).map { UnsafeMutableRawPointer($0) }
  }

  /// The position of an item object handed out by a model, `nil` when it is detached.
  static func position(ofItem item: UnsafeMutableRawPointer?) -> Int? {
    guard let object = cgtk_as_item(item) else { return nil }
    let position = cgtk_item_get_position(object)
    return position == guint.max ? nil : Int(position)
  }
}
