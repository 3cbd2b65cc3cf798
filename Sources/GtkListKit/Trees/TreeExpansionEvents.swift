/// The manager's expansion closures, type-erased: each checks the model's type itself.
@MainActor
struct TreeExpansionEvents<ID: Hashable & Sendable> {
  var didExpand: [(Any, ID) -> Void] = []
  var didCollapse: [(Any, ID) -> Void] = []
  var didLoadChildren: [(Any, ID) -> Void] = []

  /// A closure that fires only for models of type `Model`.
  static func typed<Model>(_ closure: @escaping (Model, ID) -> Void) -> (Any, ID) -> Void {
    { model, id in
      if let model = model as? Model { closure(model, id) }
    }
  }
}
