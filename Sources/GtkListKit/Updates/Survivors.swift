import Foundation
import ModelStorage

/// Where the items of an update that replaced sections with their survivors (a filter:
/// ``StorageUpdate``'s `survivors`) went, by flat position: the old layout's rows in the new
/// one. Headers and footers stay their section's.
struct Survivors {
  private let old: FlatLayout
  private let new: FlatLayout
  /// By section, the new index of each old item (-1: it left); `nil` for a section whose items stayed.
  private let bySection: [SurvivorMap?]

  /// `nil` unless `update` only replaced sections' items with their survivors and the sections,
  /// headers and footers stay (items may leave and come, nothing else).
  init?(_ update: StorageUpdate, from old: FlatLayout, to new: FlatLayout) {
    guard update.itemChanges.isEmpty, update.reorderings.isEmpty, old.numberOfSections == new.numberOfSections
    else { return nil }
    var bySection = [SurvivorMap?](repeating: nil, count: old.numberOfSections)
    for change in update.sectionChanges {
      guard case .replaceItems(let section) = change, bySection.indices.contains(section),
        let survivors = update.survivors[section], survivors.count == old.numberOfItems(inSection: section)
      else { return nil }
      bySection[section] = survivors
    }
    for section in 0..<old.numberOfSections {
      guard old.hasHeader(inSection: section) == new.hasHeader(inSection: section),
        old.hasFooter(inSection: section) == new.hasFooter(inSection: section),
        bySection[section] != nil || old.numberOfItems(inSection: section) == new.numberOfItems(inSection: section)
      else { return nil }
    }
    (self.old, self.new, self.bySection) = (old, new, bySection)
  }

  /// The flat position after the update of the row at `position` before it; `nil`: it left.
  func newPosition(of position: Int) -> Int? {
    guard let (section, item) = old.locate(position) else { return nil }
    if item < 0 { return new.position(ofHeaderInSection: section) }
    guard item < old.numberOfItems(inSection: section) else { return new.position(ofFooterInSection: section) }
    guard let survivors = bySection[section] else { return new.position(of: IndexPath(item: item, section: section)) }
    let index = survivors[item]
    return index < 0 ? nil : new.position(of: IndexPath(item: index, section: section))
  }
}
