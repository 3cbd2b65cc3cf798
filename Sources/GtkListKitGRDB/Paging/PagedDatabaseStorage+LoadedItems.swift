// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import ModelStorage

  /// Type-to-find reads the rows of the pages in memory only: it never starts a read.
  extension PagedDatabaseStorage: @MainActor LoadedItems {
    package func loadedItem(at indexPath: IndexPath) -> Any? {
      guard indexPath.count == 2, indexPath.section == 0,
        let (pageIndex, offset) = sorted?.page(forPosition: indexPath.item) ?? index.page(forPosition: indexPath.item),
        let page = cache.peek(pageIndex), offset < page.records.count
      else { return nil }
      return page.records[offset]
    }
  }
#endif
