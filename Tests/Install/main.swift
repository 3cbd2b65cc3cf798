// The app of README.md's "Installation" section, built by scripts/install-check.sh against a
// package that depends on GtkListKit as that section says. It touches no GTK (it runs without a
// display): it only has to compile against the three products and link.
import GtkListKit
import ModelStorage
import WeakDelegate

struct Post: Identifiable, Equatable {
  let id: Int
  var title: String
}

final class Owner {}

let storage = MemoryStorage()
storage.setItems([Post(id: 1, title: "Hello"), Post(id: 2, title: "World")])
let owner = Owner()
let greet: (String) -> Void = weakly(owner) { _, name in print("install-check: hello, \(name)") }
greet("GtkListKit")
print("install-check: \(storage.numberOfItems(inSection: 0)) posts; manager type \(ListViewManager.self)")
