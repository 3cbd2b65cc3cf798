import ModelStorage

/// The updater presets the reference offers.
extension ListBaseManager {
  /// Configures ``ListManagerBase/updater`` the way the reference's `coreDataUpdater()` does for storages fed by
  /// a database (GtkListKitGRDB's `DatabaseStorage` and `PagedDatabaseStorage`): moved items are
  /// sent as a removal and an insertion (``ViewUpdater/animateMoveAsDeleteAndInsert``), and an
  /// item whose content changed updates its visible cell in place with `update(with:)` and
  /// `bind`, without `items-changed` (every updater does that).
  ///
  /// The reference assigns a new updater (`manager.tableViewUpdater = manager.coreDataUpdater()`);
  /// a manager here has one updater, configured in place and returned.
  @discardableResult
  public func coreDataUpdater() -> ViewUpdater {
    updater.animateMoveAsDeleteAndInsert = true
    return updater
  }
}
