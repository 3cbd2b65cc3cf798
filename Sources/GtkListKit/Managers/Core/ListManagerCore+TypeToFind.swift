import Foundation
import ModelStorage

/// Type-to-find on every view of the core: lists, tables and trees (their visible rows). Keys
/// come from the mappings' ``ViewModelMapping/findKey(_:)`` unless the manager names its own
/// (a table's columns, ``findKeys``).
extension ListManagerCore {
  func installTypeToFind() {
    TypingController.add(to: host.view, continuing: { [link] in link.core?.finder.isTyping ?? false }) {
      [link] text in link.core?.typed(text) ?? false
    }
  }

  /// A key typed in the view: `false` (GTK's) when no key is declared or it is Space outside a
  /// find. A prefix no row matches keeps the focus where it is and takes the key anyway (GTK's
  /// own typeahead does not beep, neither does this).
  func typed(_ text: String) -> Bool {
    guard let key = findKeyReader() else { return false }
    let fold = TextFolding.fold
    let query = finder.type(text, fold: fold)
    let focus = interactions.focusedItem()?.position
    let source = source
    // A storage read in pages is searched in the rows it holds: a key must not read them all.
    let storage = source.storage
    let read: (IndexPath) -> Any? =
      (storage as? LoadedItems).map { paged in { paged.loadedItem(at: $0) } } ?? { storage.item(at: $0) }
    let found = query.search(
      count: source.layout.count, focus: focus,
      key: { position in
        guard let indexPath = source.itemIndexPath(at: position), let model = read(indexPath) else { return nil }
        return key(model, indexPath)
      }, fold: fold)
    guard let target = found, target != focus else { return true }
    interactions.focusItem(at: target)
    if let focus {
      interactions.selectAfterMove(to: target, from: focus, ctrl: false, shift: false)
    } else {
      interactions.keyboardAnchor = target
      presentation.selection.selectByGesture(target, from: nil)
    }
    return true
  }

  /// How to read a row's key: the manager's own (a table's columns), else the first mapping of
  /// the row's model with a find key; `nil` when none is declared.
  private func findKeyReader() -> ((Any, IndexPath) -> String?)? {
    if let own = findKeys?() { return own }
    let registries = [registry] + columnRegistries
    guard registries.contains(where: { $0.mappings.contains { $0.findText != nil } }) else { return nil }
    return { model, indexPath in
      for registry in registries {
        guard let mapping = registry.mapping(for: .cell, model: model, ofType: type(of: model), at: indexPath),
          let text = mapping.findText
        else { continue }
        return text(model)
      }
      return nil
    }
  }
}
