/// A bounded least-recently-used cache of fetched pages, keyed by page index (the paged
/// database storages' memory stays flat however far a view scrolls).
package struct PageCache<Page> {
  /// Most pages kept.
  package let capacity: Int
  private var pages: [Int: Page] = [:]
  private var order: [Int] = []  // least recently used first; `capacity` is small

  package init(capacity: Int) { self.capacity = max(1, capacity) }

  /// Pages held now.
  package var count: Int { pages.count }

  /// The page at `index` if cached, without counting it as used (a scan over every page the
  /// storage holds must not reorder them).
  package func peek(_ index: Int) -> Page? { pages[index] }

  /// The page at `index`, marked most recently used.
  package mutating func page(_ index: Int) -> Page? {
    guard let page = pages[index] else { return nil }
    if order.last != index, let position = order.firstIndex(of: index) {
      order.remove(at: position)
      order.append(index)
    }
    return page
  }

  /// The indices of the cached pages, in no order.
  package var pageIndices: [Int] { Array(pages.keys) }

  /// Whether `index` is cached, without touching the order.
  package func contains(_ index: Int) -> Bool { pages[index] != nil }

  /// Stores `page`, evicting the least recently used page beyond ``capacity``.
  package mutating func insert(_ page: Page, at index: Int) {
    if pages.updateValue(page, forKey: index) != nil, let position = order.firstIndex(of: index) {
      order.remove(at: position)
    }
    order.append(index)
    while order.count > capacity { pages[order.removeFirst()] = nil }
  }

  /// Drops every page.
  package mutating func removeAll() {
    pages = [:]
    order = []
  }

  /// Drops the page at `index`.
  package mutating func remove(_ index: Int) {
    pages[index] = nil
    order.removeAll { $0 == index }
  }
}
