// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB

  /// Records by position for an app's own use ("Play selected"): from the page cache at once, or
  /// read on a reader of GRDB's, never on the calling thread.
  extension PagedDatabaseStorage {
    /// The record at `position` if its page is cached (a row on screen is), else `nil`; the page
    /// is then fetched in the background. Never waits on the database: ``loadRecord(at:)`` does.
    public func record(at position: Int) -> Record? { itemWithoutWaiting(at: position) as? Record }

    /// The record at `position`, its page read on a reader when not cached (and cached then).
    /// `nil` past the rows, or when the row left the table meanwhile.
    /// - Throws: the database's error when the page cannot be read or decoded.
    public func loadRecord(at position: Int) async throws -> Record? {
      guard let (pageIndex, offset) = sorted?.page(forPosition: position) ?? index.page(forPosition: position) else {
        return nil
      }
      if let page = cache.page(pageIndex) { return offset < page.records.count ? page.records[offset] : nil }
      guard let query = pageQuery(pageIndex) else { return nil }
      let generation = contentGeneration
      guard let page = try await writer.read(query) else { return nil }
      countFetched(page)
      // Read while the rows changed: the row at `position` may be another one now; ask again.
      guard generation == contentGeneration else { return try await loadRecord(at: position) }
      if page.rowids.count == expectedRows(ofPage: pageIndex) { cache.insert(page, at: pageIndex) }
      return offset < page.records.count ? page.records[offset] : nil
    }
  }
#endif
