import CGtkListKitAdw
import Foundation
import GtkListKit

/// The "From UI files" page: the page and its `GtkListView` are declared in `recipes.ui`
/// (GtkBuilder) and the view is adopted by `ListViewManager(listView:)`; the cells are
/// `BuilderCell`s with their own definitions.
@MainActor
final class UIFilesPage {
  let widget: WidgetPointer
  let manager: ListViewManager
  private let builder: OpaquePointer?

  init(status: StatusBar) {
    let path = Bundle.module.url(forResource: "recipes", withExtension: "ui")?.path ?? ""
    builder = gtk_builder_new_from_file(path)
    let page = builder.flatMap { gtk_builder_get_object($0, "page") }
    let list = builder.flatMap { gtk_builder_get_object($0, "list") }
    widget =
      page.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
      ?? Widgets.label("recipes.ui is missing")
    manager = ListViewManager(
      listView: list.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) } ?? widget)
    manager.register(RecipeCell.self) { mapping in
      mapping.activate { _, recipe, _ in status.show("\(recipe.name): \(recipe.summary)", on: .ui) }
    }
    manager.memoryStorage.setItems(Recipe.samples)
  }
}
