/// The changes that turn one array into another, in batch semantics: `deletes` and move sources
/// are old indices, `inserts`, move targets and `updates` are new indices. All arrays are sorted
/// (moves by target).
public struct DiffResult: Equatable, Sendable {
  /// An element that kept its identity but changed place.
  public struct Move: Equatable, Hashable, Sendable {
    /// Old index.
    public var from: Int
    /// New index.
    public var to: Int
    /// Creates a move.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Old indices of removed elements.
  public var deletes: [Int]
  /// New indices of inserted elements.
  public var inserts: [Int]
  /// Elements that moved; every other surviving element keeps its relative order.
  public var moves: [Move]
  /// New indices of elements whose identity stayed but whose content changed (moved or not).
  public var updates: [Int]
  /// How many elements were inserted or deleted because their identifier repeats: every unpaired
  /// copy of an identifier that is in `new`, except the one insert of an identifier paired
  /// nowhere else (`[1, 2]` → `[1, 1]` counts 1, `[]` → `[1, 1]` counts 1). Copies that pair up
  /// in order on both sides cost nothing and are not counted, nor are copies of an identifier
  /// that leaves. Exact within the diff's cap on extra work (see ``Diff``); past it, repeats in a
  /// large first fill, and copies whose only partner is in an unchanged run, are missed.
  public var duplicateIdentifiers: Int
  /// Nothing pairs and the lists were left empty on request (see the storage's `setItems`):
  /// every old index is a delete and every new index an insert.
  @usableFromInline var replacesEverything = false

  /// Creates a result.
  public init(
    deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], updates: [Int] = [], duplicateIdentifiers: Int = 0
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
    self.duplicateIdentifiers = duplicateIdentifiers
  }

  /// `true` when the arrays are equal.
  public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }

  /// Number of listed changes.
  public var changeCount: Int { deletes.count + inserts.count + moves.count + updates.count }

  /// For each new index, the old index of the same element, or `nil` for an inserted one. O(n).
  public func newToOld(oldCount: Int, newCount: Int) -> [Int?] {
    var result = [Int?](repeating: nil, count: newCount)
    var leavesOrder = [Bool](repeating: false, count: oldCount)
    var arrives = [Bool](repeating: false, count: newCount)
    for index in deletes where index < oldCount { leavesOrder[index] = true }
    for index in inserts where index < newCount { arrives[index] = true }
    for move in moves where move.from < oldCount && move.to < newCount {
      leavesOrder[move.from] = true
      arrives[move.to] = true
      result[move.to] = move.from
    }
    var oldIndex = 0
    for newIndex in 0..<newCount where !arrives[newIndex] {
      while oldIndex < oldCount && leavesOrder[oldIndex] { oldIndex += 1 }
      guard oldIndex < oldCount else { break }
      result[newIndex] = oldIndex
      oldIndex += 1
    }
    return result
  }
}
