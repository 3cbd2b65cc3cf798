import Foundation

/// WidgetSnapshot of the one flat list GTK sees: per section
/// `[header row if a header model exists][items][footer row if a footer model exists]`.
///
/// Built in O(sections); every lookup is O(log sections) (a binary search over section starts).
/// A value type, so the manager keeps the layout GTK currently shows and compares it with the
/// layout after an update.
public struct FlatLayout: Equatable, Sendable {
  /// Flat position of each section's first row (its header row if it has one).
  private var starts: [Int]
  private var itemCounts: [Int]
  private var headers: [Bool]
  private var footers: [Bool]
  /// Total number of rows.
  public private(set) var count: Int

  /// Reads the sections, item counts and which sections have a header/footer model from `storage`.
  /// Pass `nil` as a kind to show no rows for it.
  public init(
    storage: ListStorage, headerKind: String? = SupplementaryKind.header, footerKind: String? = SupplementaryKind.footer
  ) {
    let sectionCount = storage.numberOfSections
    var counts = [Int](), hasHeader = [Bool](), hasFooter = [Bool]()
    counts.reserveCapacity(sectionCount)
    hasHeader.reserveCapacity(sectionCount)
    hasFooter.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let path = IndexPath(item: 0, section: section)
      counts.append(max(0, storage.numberOfItems(inSection: section)))
      hasHeader.append(headerKind.map { storage.supplementaryModel(ofKind: $0, forSectionAt: path) != nil } ?? false)
      hasFooter.append(footerKind.map { storage.supplementaryModel(ofKind: $0, forSectionAt: path) != nil } ?? false)
    }
    self.init(itemCounts: counts, headers: hasHeader, footers: hasFooter)
  }

  /// A layout from explicit per-section facts (tests, custom storages). Arrays are read up to
  /// the length of `itemCounts`; missing header/footer flags count as `false`.
  public init(itemCounts: [Int], headers: [Bool] = [], footers: [Bool] = []) {
    self.itemCounts = itemCounts.map { max(0, $0) }
    self.headers = itemCounts.indices.map { $0 < headers.count ? headers[$0] : false }
    self.footers = itemCounts.indices.map { $0 < footers.count ? footers[$0] : false }
    var starts = [Int]()
    starts.reserveCapacity(itemCounts.count)
    var position = 0
    for section in self.itemCounts.indices {
      starts.append(position)
      position += self.itemCounts[section] + (self.headers[section] ? 1 : 0) + (self.footers[section] ? 1 : 0)
    }
    self.starts = starts
    self.count = position
  }

  /// Number of sections.
  public var numberOfSections: Int { itemCounts.count }

  /// Number of items (not header/footer rows) in `section`, `0` if it does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Whether `section` has a header row.
  public func hasHeader(inSection section: Int) -> Bool { headers.indices.contains(section) && headers[section] }

  /// Whether `section` has a footer row.
  public func hasFooter(inSection section: Int) -> Bool { footers.indices.contains(section) && footers[section] }

  /// Flat positions of every row of `section` (header, items, footer), empty if it does not exist.
  public func range(ofSection section: Int) -> Range<Int> {
    guard starts.indices.contains(section) else { return 0..<0 }
    let end = section + 1 < starts.count ? starts[section + 1] : count
    return starts[section]..<end
  }

  /// What the row at `position` shows, `nil` when out of range. O(log sections).
  public func row(at position: Int) -> FlatRow? {
    guard let (section, item) = locate(position) else { return nil }
    if item < 0 { return .header(section: section) }
    if item < itemCounts[section] { return .item(IndexPath(item: item, section: section)) }
    return .footer(section: section)
  }

  /// The section of the row at `position` and its item index: -1 for the header row, the
  /// section's item count for the footer row. `row(at:)` without an `IndexPath` (every bind
  /// asks). O(log sections).
  package func locate(_ position: Int) -> (section: Int, item: Int)? {
    guard position >= 0, position < count else { return nil }
    // Last section whose start is <= position; empty sections share starts, so take the last.
    var low = 0, high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= position { low = mid } else { high = mid - 1 }
    }
    return (low, position - starts[low] - (headers[low] ? 1 : 0))
  }

  /// Flat position of the item at `indexPath`, `nil` if it does not exist. O(1).
  public func position(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section, item = indexPath.item
    guard itemCounts.indices.contains(section), item >= 0, item < itemCounts[section] else { return nil }
    return starts[section] + (headers[section] ? 1 : 0) + item
  }

  /// Flat position of the header row of `section`, `nil` if it has none.
  public func position(ofHeaderInSection section: Int) -> Int? {
    hasHeader(inSection: section) ? starts[section] : nil
  }

  /// Flat position of the footer row of `section`, `nil` if it has none.
  public func position(ofFooterInSection section: Int) -> Int? {
    hasFooter(inSection: section) ? range(ofSection: section).upperBound - 1 : nil
  }

  /// Flat position of a row, `nil` if it does not exist.
  public func position(of row: FlatRow) -> Int? {
    switch row {
    case .header(let section): return position(ofHeaderInSection: section)
    case .item(let path): return position(of: path)
    case .footer(let section): return position(ofFooterInSection: section)
    }
  }

  /// Every row in order (O(count); for tests and small lists).
  public var rows: [FlatRow] { (0..<count).compactMap { row(at: $0) } }
}
