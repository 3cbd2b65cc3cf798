// Events take WeakDelegate's `weakly(target) { me, ... }` adaptor for weak targets: re-exported,
// so `import GtkListKit` is enough to write `mapping.didSelect(weakly(self) { ... })`.
@_exported import WeakDelegate
