// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  /// How many of `rowids` (ascending) are below `rowid`: its position when it is there, by halves.
  func lowerBound(_ rowids: [Int64], _ rowid: Int64) -> Int {
    var (low, high) = (0, rowids.count)
    while low < high {
      let middle = (low + high) / 2
      if rowids[middle] < rowid { low = middle + 1 } else { high = middle }
    }
    return low
  }
#endif
