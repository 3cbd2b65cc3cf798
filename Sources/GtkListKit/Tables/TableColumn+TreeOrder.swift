import Foundation
import ModelStorage

/// A column's key as a comparison of two models: what a table over a `TreeStorage` sorts each
/// parent's children by (the storage's `childOrder`), where a memory storage's sort reads keys
/// in bulk instead.
extension TableColumn {
  /// How two models compare by the column's key. Models of other types come after the column's
  /// model type (ascending), as ``sortable(by:)`` puts them.
  typealias ModelOrder = (Any, Any) -> ComparisonResult

  static func modelOrder<Model, Key: Comparable>(_ path: KeyPath<Model, Key>) -> ModelOrder {
    { first, second in
      switch (first as? Model, second as? Model) {
      case (let first?, let second?): return compare(first[keyPath: path], second[keyPath: path])
      case (.some, nil): return .orderedAscending
      case (nil, .some): return .orderedDescending
      case (nil, nil): return .orderedSame
      }
    }
  }

  static func modelOrder<Model>(_ areInIncreasingOrder: @escaping (Model, Model) -> Bool) -> ModelOrder {
    { first, second in
      switch (first as? Model, second as? Model) {
      case (let first?, let second?):
        if areInIncreasingOrder(first, second) { return .orderedAscending }
        return areInIncreasingOrder(second, first) ? .orderedDescending : .orderedSame
      case (.some, nil): return .orderedAscending
      case (nil, .some): return .orderedDescending
      case (nil, nil): return .orderedSame
      }
    }
  }

  /// Text in natural order ("file 2" before "file 10", case aside), as a file manager lists
  /// names; other keys by `<`.
  private static func compare<Key: Comparable>(_ first: Key, _ second: Key) -> ComparisonResult {
    if let first = first as? String, let second = second as? String {
      return first.compare(second, options: [.numeric, .caseInsensitive])
    }
    return first < second ? .orderedAscending : second < first ? .orderedDescending : .orderedSame
  }

  /// One comparison of siblings for `keys` (primary first): the first key that tells two
  /// models apart orders them; a descending key reverses its own answer.
  static func childOrder(_ keys: [(ModelOrder, ascending: Bool)]) -> (Any, Any) -> Bool {
    { first, second in
      for (order, ascending) in keys {
        switch order(first, second) {
        case .orderedSame: continue
        case .orderedAscending: return ascending
        case .orderedDescending: return !ascending
        }
      }
      return false
    }
  }
}
