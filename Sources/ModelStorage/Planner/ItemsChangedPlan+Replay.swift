extension ItemsChangedPlan {
  /// Applies the splices to `rows` the way GTK sees them: each splice removes its range and adds
  /// new rows, where a row listed in `kept` is the very element that was at `kept.old` and any
  /// other added row comes from `makeRow(positionAfterThisSplice)`.
  ///
  /// Returns `nil` if a splice or a kept pair lies outside the list or its own ranges, or a row is
  /// kept twice. For tests and for checking a plan before emitting it.
  package func replay<Row>(on rows: [Row], makeRow: (Int) -> Row) -> [Row]? {
    var rows = rows
    for splice in splices {
      guard splice.position >= 0, splice.removed >= 0, splice.added >= 0,
        splice.position + splice.removed <= rows.count
      else { return nil }
      let removedRange = splice.position..<splice.position + splice.removed
      var fresh = [Row?](repeating: nil, count: splice.added)
      var used = Set<Int>()
      for kept in splice.kept {
        guard removedRange.contains(kept.old), kept.new >= splice.position, kept.new < splice.position + splice.added,
          fresh[kept.new - splice.position] == nil, used.insert(kept.old).inserted
        else { return nil }
        fresh[kept.new - splice.position] = rows[kept.old]
      }
      let added = fresh.enumerated().map { $0.element ?? makeRow(splice.position + $0.offset) }
      rows.replaceSubrange(removedRange, with: added)
    }
    return rows
  }
}
