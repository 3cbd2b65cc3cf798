/// The permutations of ``StorageUpdate/reorderings`` by section: a short list, not a
/// dictionary. Every change makes and drops an update, and a `[Int: [Int]]` stored in it made
/// the runtime find `Int: Hashable` by a scan of every image's conformances the first time an
/// update was destroyed (about 360,000 instructions inside the first frame of a list).
package struct SectionReorderings {
  private var entries: [(section: Int, order: [Int])] = []

  package init() {}

  /// `true` when no section was reordered.
  package var isEmpty: Bool { entries.isEmpty }

  /// The permutation of `section` (`order[new]` is the old index), `nil` when it has none.
  package subscript(section: Int) -> [Int]? {
    get { entries.first { $0.section == section }?.order }
    set {
      let index = entries.firstIndex { $0.section == section }
      switch (index, newValue) {
      case (let index?, let order?): entries[index].order = order
      case (let index?, nil): entries.remove(at: index)
      case (nil, let order?): entries.append((section, order))
      case (nil, nil): break
      }
    }
  }
}
