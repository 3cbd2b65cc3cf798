import CGtkListKitAdw
import GtkListKit

/// A recipe row whose widgets come from a GtkBuilder definition (a `BuilderCell`, the analogue
/// of a cell made in a xib).
final class RecipeCell: BuilderCell, ModelTransfer {
  override class var uiDefinition: String {
    """
    <interface>
      <object class="GtkBox" id="root">
        <property name="orientation">vertical</property>
        <property name="spacing">2</property>
        <style><class name="contact"/></style>
        <child><object class="GtkLabel" id="name"><property name="xalign">0</property>
          <style><class name="post-title"/></style></object></child>
        <child><object class="GtkLabel" id="summary"><property name="xalign">0</property>
          <style><class name="dim"/></style></object></child>
      </object>
    </interface>
    """
  }

  func update(with model: Recipe) {
    if let name = object(named: "name") { gtk_label_set_text(OpaquePointer(name.gtkWidgetPointer), model.name) }
    if let summary = object(named: "summary") {
      gtk_label_set_text(OpaquePointer(summary.gtkWidgetPointer), model.summary)
    }
  }
}
