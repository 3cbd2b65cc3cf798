// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import ModelStorage

  /// Type-to-find reads the rows of the pages in memory only: it never starts a read.
  extension PostgresStorage: @MainActor LoadedItems {
    package func loadedItem(at indexPath: IndexPath) -> Any? {
      guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < count,
        let page = cache.peek(indexPath.item / pageSize), indexPath.item % pageSize < page.records.count
      else { return nil }
      return page.records[indexPath.item % pageSize]
    }
  }
#endif
