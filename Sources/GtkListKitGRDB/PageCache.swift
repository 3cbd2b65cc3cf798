// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  /// A bounded least-recently-used cache of fetched pages, keyed by page index.
  struct PageCache<Page> {
    /// Most pages kept.
    let capacity: Int
    private var pages: [Int: Page] = [:]
    private var order: [Int] = []  // least recently used first; `capacity` is small

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Pages held now.
    var count: Int { pages.count }

    /// The page at `index`, marked most recently used.
    mutating func page(_ index: Int) -> Page? {
      guard let page = pages[index] else { return nil }
      if order.last != index, let position = order.firstIndex(of: index) {
        order.remove(at: position)
        order.append(index)
      }
      return page
    }

    /// The indices of the cached pages, in no order.
    var pageIndices: [Int] { Array(pages.keys) }

    /// Whether `index` is cached, without touching the order.
    func contains(_ index: Int) -> Bool { pages[index] != nil }

    /// Stores `page`, evicting the least recently used page beyond ``capacity``.
    mutating func insert(_ page: Page, at index: Int) {
      if pages.updateValue(page, forKey: index) != nil, let position = order.firstIndex(of: index) {
        order.remove(at: position)
      }
      order.append(index)
      while order.count > capacity { pages[order.removeFirst()] = nil }
    }

    /// Drops every page.
    mutating func removeAll() {
      pages = [:]
      order = []
    }

    /// Drops the page at `index`.
    mutating func remove(_ index: Int) {
      pages[index] = nil
      order.removeAll { $0 == index }
    }
  }
#endif
