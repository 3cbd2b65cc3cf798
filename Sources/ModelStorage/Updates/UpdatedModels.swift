import Foundation

/// The new models of an update's updated items: a list while they are only added, the
/// dictionary ``StorageUpdate/updatedModels`` only when someone asks for it.
///
/// The managers never read them (they rebind from the storage). Making the first
/// `[IndexPath: Any]` of a process costs its metadata and a lookup of `IndexPath: Hashable` in
/// every image's conformance tables (~385k instructions): the first update of an app paid it for
/// a dictionary no one read. Destroying one may need that metadata too (an outlined destroy
/// shared by several types asks the runtime for it by name), so the dictionary lives in a box
/// that exists only once it has models.
struct UpdatedModels {
  /// Models added, in order (a later one for the same index path wins).
  private var added: [(path: IndexPath, model: Any)] = []
  /// The dictionary given or materialized, `nil` while empty; copied before a change when shared.
  private var box: DictionaryBox?

  /// The dictionary, once asked for or given (holds every model after `materialize()`).
  var dictionary: [IndexPath: Any] {
    get { box?.dictionary ?? [:] }
    _modify {
      if box == nil {
        box = DictionaryBox([:])
      } else if !isKnownUniquelyReferenced(&box) {
        box = DictionaryBox(box?.dictionary ?? [:])
      }
      yield &box!.dictionary
    }
  }

  init(_ dictionary: [IndexPath: Any] = [:]) {
    if !dictionary.isEmpty { box = DictionaryBox(dictionary) }
  }

  mutating func add(_ model: Any?, at path: IndexPath) {
    guard let model else { return }
    if box == nil { added.append((path, model)) } else { dictionary[path] = model }
  }

  mutating func reserveCapacity(_ count: Int) { added.reserveCapacity(count) }

  /// The models by index path.
  var all: [IndexPath: Any] {
    guard !added.isEmpty else { return dictionary }
    var all = dictionary
    for (path, model) in added { all[path] = model }
    return all
  }

  /// Moves the added models into `dictionary`, to change it in place.
  mutating func materialize() {
    guard !added.isEmpty else { return }
    dictionary = all
    added = []
  }
}

/// The storage of ``UpdatedModels/dictionary``.
private final class DictionaryBox {
  var dictionary: [IndexPath: Any]

  init(_ dictionary: [IndexPath: Any]) { self.dictionary = dictionary }
}
