// TEMPORARY: replaced by ModelStorage's sorting (branch `sort`) at merge. Not committed.
import ModelStorage

public struct SQLSortTerm {
  public var expression: String
  public var ascending: Bool
  public init(_ expression: String, ascending: Bool = true) {
    self.expression = expression
    self.ascending = ascending
  }
}

@MainActor public protocol SQLSortableStorage: ListStorage {
  func sort(by terms: [SQLSortTerm])
}

extension MemoryStorage {
  func sortItems(by areInIncreasingOrder: (Any, Any) -> Bool) {
    for section in 0..<numberOfSections {
      let items = (items(inSection: section) ?? []).sorted(by: areInIncreasingOrder)
      setItemsWithoutDiffing(items, forSection: section)
    }
  }
}
