import ModelStorage

/// The first section's typed array of a `MemoryStorage` (see `TypedItems`), as the bind of a
/// plain list's rows reads it: taken from the storage once per change of its sections, then
/// handed to each bind without a call into the storage or a retain (asking the storage on every
/// bind cost about 120 instructions, a tenth of the library's part of a bind).
@MainActor
final class TypedSectionReader {
  // Not retained: the content source holds the storage and resets this reader when it changes;
  // the storage's section holds the array while `generation` is the storage's, and the array is
  // touched only after that check. Unchecked: read on every bind.
  @exclusivity(unchecked) private var storage: Unretained<MemoryStorage>?
  /// The storage's `sectionsGeneration` when `items` was read.
  @exclusivity(unchecked) private var generation: Int?
  @exclusivity(unchecked) private var items: Unretained<AnyObject>?
  /// `items`' element type.
  @exclusivity(unchecked) private var modelType: ObjectIdentifier?

  /// Reads from `storage` from now on (`nil`: the view shows another kind of storage).
  func read(from storage: MemoryStorage?) {
    self.storage = storage.map { Unretained($0) }
    generation = nil
    items = nil
    modelType = nil
  }

  /// Calls `body` with the typed array (a `TypedItems` whose elements are exactly `modelType`)
  /// and returns its answer; `false` when the first section holds no typed array.
  @inline(__always) func withItems(_ body: (_ items: AnyObject, _ modelType: ObjectIdentifier) -> Bool) -> Bool {
    guard let storage else { return false }
    let current = storage.withObject { $0.sectionsGeneration }
    if current != generation { refresh(storage.object, generation: current) }
    guard let items, let modelType else { return false }
    return items.withObject { body($0, modelType) }
  }

  private func refresh(_ storage: MemoryStorage, generation current: Int) {
    generation = current
    let store = storage.typedItems(section: 0)
    items = store.map { Unretained($0 as AnyObject) }
    modelType = store.map { ObjectIdentifier($0.elementType) }
  }
}
