// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  /// Where each page of a rowid-ordered table starts: page `k` holds the rows whose rowid is in
  /// `[lowerBounds[k], lowerBounds[k + 1])` (the last page is open-ended), and `counts[k]` of them.
  /// O(pages) memory (4,000 pages of 256 rows for a million rows); positions map to pages by a
  /// binary search over the running totals.
  struct RowidPageIndex {
    private(set) var lowerBounds: [Int64] = [Int64.min]
    private(set) var counts: [Int] = [0]
    /// `starts[k]` is the position of page k's first row.
    private(set) var starts: [Int] = [0]
    private(set) var total = 0

    /// An index of no rows.
    init() { recount() }

    /// The index of `count` rows whose rowids are exactly `first ..< first + count` (a table
    /// without gaps): the bounds are arithmetic, no rowid is read.
    init(pageSize: Int, denseFrom first: Int64, count: Int) {
      if count > 0 {
        let pages = (count + pageSize - 1) / pageSize
        lowerBounds = (0..<pages).map { $0 == 0 ? Int64.min : first + Int64($0 * pageSize) }
        counts = (0..<pages).map { min(pageSize, count - $0 * pageSize) }
      }
      recount()
    }

    /// Builds the index from every rowid in ascending order (`next` returns them, then `nil`),
    /// one bound per `pageSize` rows.

    init(pageSize: Int, next: () throws -> Int64?) rethrows {
      var bounds: [Int64] = [], counts: [Int] = []
      var offset = 0
      while let rowid = try next() {
        defer { offset += 1 }
        if offset % pageSize == 0 {
          bounds.append(bounds.isEmpty ? Int64.min : rowid)
          counts.append(0)
        }
        counts[counts.count - 1] += 1
      }
      if !bounds.isEmpty {
        lowerBounds = bounds
        self.counts = counts
      }
      recount()
    }

    var pageCount: Int { counts.count }

    /// The rowid range of page `index` (upper bound excluded; `nil` for the last page).
    func range(ofPage index: Int) -> (lower: Int64, upper: Int64?) {
      (lowerBounds[index], index + 1 < lowerBounds.count ? lowerBounds[index + 1] : nil)
    }

    /// The page holding `position` and the offset in it.
    func page(forPosition position: Int) -> (page: Int, offset: Int)? {
      guard position >= 0, position < total else { return nil }
      var low = 0, high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= position { low = mid } else { high = mid - 1 }
      }
      return (low, position - starts[low])
    }

    /// The page whose rowid range holds `rowid`.
    func page(forRowid rowid: Int64) -> Int {
      var low = 0, high = lowerBounds.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if lowerBounds[mid] <= rowid { low = mid } else { high = mid - 1 }
      }
      return low
    }

    /// Page `index` now holds `rowids` (ascending); split into pages of `pageSize` when it grew
    /// past twice that. Returns whether pages were split (page indices after it shifted).
    mutating func setRows(_ rowids: [Int64], ofPage index: Int, pageSize: Int) -> Bool {
      counts[index] = rowids.count
      var split = false
      if rowids.count > 2 * pageSize {
        var newBounds: [Int64] = [], newCounts: [Int] = []
        for chunk in stride(from: pageSize, to: rowids.count, by: pageSize) {
          newBounds.append(rowids[chunk])
          newCounts.append(min(pageSize, rowids.count - chunk))
        }
        counts[index] = pageSize
        lowerBounds.insert(contentsOf: newBounds, at: index + 1)
        counts.insert(contentsOf: newCounts, at: index + 1)
        split = true
      }
      recount()
      return split
    }

    private mutating func recount() {
      starts = []
      starts.reserveCapacity(counts.count)
      var running = 0
      for count in counts {
        starts.append(running)
        running += count
      }
      total = running
    }
  }
#endif
