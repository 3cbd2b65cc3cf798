import Foundation

/// One `loadContent` registration of a mapping, whatever its types: what the ``ContentLoader``
/// asks of it. The loader keys requests by the registration and the key it gives for a model.
@MainActor
protocol AnyContentLoad: AnyObject {
  /// The key of what `model` needs loaded; `nil`: nothing to load (the placeholder stays).
  func key(for model: Any) -> AnyHashable?
  /// A value already at hand for `key` (the app's cache), applied without a load.
  func cachedValue(for key: AnyHashable) -> (any Sendable)?
  /// The work to run off the main thread for `key`.
  func work(for key: AnyHashable) -> @Sendable () async throws -> any Sendable
  func showPlaceholder(in cell: any ListCell, model: Any)
  func apply(_ value: any Sendable, to cell: any ListCell, model: Any)
  func fail(_ error: any Error, in cell: any ListCell, model: Any)
}

/// A typed `loadContent` registration (see ``ViewModelMapping/loadContent(key:cached:load:placeholder:apply:failed:)``).
@MainActor
final class ContentLoad<Cell: ListCell, Model, Key: Hashable & Sendable, Value: Sendable>: AnyContentLoad {
  let keyFor: (Model) -> Key?
  let cached: ((Key) -> Value?)?
  let load: @Sendable (Key) async throws -> Value
  let placeholder: (Cell, Model) -> Void
  let applyValue: (Cell, Model, Value) -> Void
  let failed: ((Cell, Model, any Error) -> Void)?

  init(
    key: @escaping (Model) -> Key?, cached: ((Key) -> Value?)?, load: @escaping @Sendable (Key) async throws -> Value,
    placeholder: @escaping (Cell, Model) -> Void, apply: @escaping (Cell, Model, Value) -> Void,
    failed: ((Cell, Model, any Error) -> Void)?
  ) {
    keyFor = key
    self.cached = cached
    self.load = load
    self.placeholder = placeholder
    applyValue = apply
    self.failed = failed
  }

  func key(for model: Any) -> AnyHashable? {
    guard let model = model as? Model, let key = keyFor(model) else { return nil }
    return AnyHashable(key)
  }

  func cachedValue(for key: AnyHashable) -> (any Sendable)? {
    guard let cached, let key = key.base as? Key else { return nil }
    return cached(key)
  }

  func work(for key: AnyHashable) -> @Sendable () async throws -> any Sendable {
    // The key's own type crosses threads, not the type-erased box.
    let typed = key.base as? Key
    let load = self.load
    return {
      guard let typed else { throw CancellationError() }
      return try await load(typed)
    }
  }

  func showPlaceholder(in cell: any ListCell, model: Any) {
    guard let cell = cell as? Cell, let model = model as? Model else { return }
    placeholder(cell, model)
  }

  func apply(_ value: any Sendable, to cell: any ListCell, model: Any) {
    guard let cell = cell as? Cell, let model = model as? Model, let value = value as? Value else { return }
    applyValue(cell, model, value)
  }

  func fail(_ error: any Error, in cell: any ListCell, model: Any) {
    guard let failed, let cell = cell as? Cell, let model = model as? Model else { return }
    failed(cell, model, error)
  }
}
