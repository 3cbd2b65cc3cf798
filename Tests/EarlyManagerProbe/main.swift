// A manager created at the top level of main.swift, before anything initialized GTK, as in an
// app whose binding starts its GtkApplication later. Run by EarlyManagerTests: with a display
// it must work; without one it must stop with a message naming the cause, never a segfault.
import GtkListKit

let manager = ListViewManager()
manager.memoryStorage.setItems(["one", "two"])
print("manager created; rows: \(manager.memoryStorage.items(inSection: 0)?.count ?? 0)")
