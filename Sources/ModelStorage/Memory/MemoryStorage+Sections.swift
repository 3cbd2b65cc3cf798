import Foundation

extension MemoryStorage {
  /// Replaces all sections with one section per array, keeping no supplementary models. Delivered
  /// as ``StorageUpdating/storageNeedsReloading()`` (a full replacement).
  public func setItems(_ itemsBySection: [[Any]]) {
    change { tracker in
      tracker.reloadAll()
      sections = itemsBySection.map { StorageSection(items: $0) }
    }
  }

  /// Replaces the items of `section` (created if missing), keeping its supplementary models.
  /// Without identity this is a replacement of every row of the section.
  public func setItems(_ items: [Any], forSection section: Int = 0) {
    guard section >= 0 else { return report(.sectionOutOfRange(section, sectionCount: sections.count)) }
    change { tracker in
      ensureSection(section, tracker: tracker)
      tracker.replaceItems(inSection: section, count: items.count)
      sections[section].items = items
    }
  }

  /// Replaces section `index` (created if missing) with `section`, items and supplementary models.
  public func setSection(_ section: StorageSection, forSection index: Int) {
    guard index >= 0 else { return report(.sectionOutOfRange(index, sectionCount: sections.count)) }
    change { tracker in
      ensureSection(index, tracker: tracker)
      tracker.replaceItems(inSection: index, count: section.numberOfItems)
      tracker.supplementariesChanged(inSection: index)
      sections[index] = section
    }
  }

  /// Inserts `section` at `index` (`0...numberOfSections`). Throws if `index` is out of range.
  public func insertSection(_ section: StorageSection, atIndex index: Int) throws(ModelStorageAnomaly) {
    guard index >= 0, index <= sections.count else { throw .sectionOutOfRange(index, sectionCount: sections.count) }
    change { tracker in
      tracker.insertSection(at: index, itemCount: section.numberOfItems)
      sections.insert(section, at: index)
    }
  }

  /// Deletes the sections at `indexes` (all refer to the storage before the call). Throws,
  /// deleting nothing, if any does not exist.
  public func deleteSections(_ indexes: IndexSet) throws(ModelStorageAnomaly) {
    for index in indexes where !sections.indices.contains(index) {
      throw .sectionOutOfRange(index, sectionCount: sections.count)
    }
    guard !indexes.isEmpty else { return }
    change { tracker in
      for index in indexes.reversed() {
        tracker.deleteSection(at: index)
        sections.remove(at: index)
      }
    }
  }

  /// Moves the section at `source` to `destination` (both existing indices). Throws on bad indices.
  public func moveSection(_ source: Int, toSection destination: Int) throws(ModelStorageAnomaly) {
    guard sections.indices.contains(source), sections.indices.contains(destination) else {
      throw .moveSectionFailed(from: source, to: destination, sectionCount: sections.count)
    }
    guard source != destination else { return }
    change { tracker in
      tracker.moveSection(from: source, to: destination)
      sections.insert(sections.remove(at: source), at: destination)
    }
  }
}
