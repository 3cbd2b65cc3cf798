// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import ModelStorage

  /// A row's identity is its key: GtkListKit keeps selection, focus and scroll with their rows
  /// through other clients' changes, sorts and resyncs.
  extension PostgresStorage: @MainActor ItemLocating {
    /// The key of the row at `indexPath` (from the keys held; `nil` before they are read).
    public func identity(at indexPath: IndexPath) -> AnyHashable? {
      guard indexPath.section == 0, let keys, keys.indices.contains(indexPath.item) else { return nil }
      return keys[indexPath.item]
    }

    /// Where the row with key `identity` is now: by halves in key order, a scan when sorted.
    public func indexPath(ofIdentity identity: AnyHashable) -> IndexPath? {
      guard let key = identity as? Int64, let keys else { return nil }
      if !sortTerms.isEmpty { return keys.firstIndex(of: key).map { IndexPath(item: $0, section: 0) } }
      let position = lowerBound(keys, key)
      return position < keys.count && keys[position] == key ? IndexPath(item: position, section: 0) : nil
    }
  }

  extension PostgresStorage: @MainActor SQLSortableStorage {
    /// Shows the rows in `terms` order, then the key (empty `terms`: key order), sorted by the
    /// server **off the main thread**: the view keeps the current order, responsive, until the new
    /// one is read (``isLoadingOrder``); a later call supersedes an earlier one. The change is a
    /// diff by key, so selection and scroll stay with their rows. Live changes land where they
    /// sort. An expression the server rejects reports ``PostgresStorageAnomaly/orderFailed(_:)``.
    public func sort(by terms: [SQLSortTerm]) {
      work.order = terms
      setLoadingOrder(true)
      wake.yield()
    }
  }
#endif
