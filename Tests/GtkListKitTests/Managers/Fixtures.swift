import CGtkListKit
import Foundation
import ModelStorage

@testable import GtkListKit

// Models and cells the manager tests share. Each cell writes a recognisable label text, so a
// test can read back from GTK's widgets which cell type showed which model.

struct Post: Identifiable, Equatable {
  let id: Int
  var title: String
}

struct Ad: Equatable {
  let sponsor: String
}

struct Photo: Equatable {
  let name: String
}

protocol Food {}
struct Apple: Food { let kind: String }
final class Carrot: Food { let length: Int; init(length: Int) { self.length = length } }

class Animal { let name: String; init(name: String) { self.name = name } }
final class Dog: Animal {}

/// A label cell; `Shown` is what it prints for a model.
class LabelCell: ListCell {
  let widget: WidgetPointer = gtk_label_new(nil)!
  required init() {}
  func show(_ text: String) { gtk_label_set_text(cgtk_label(widget), text) }
  var text: String { String(cString: gtk_label_get_text(cgtk_label(widget))) }
}

final class PostCell: LabelCell, ModelTransfer {
  private(set) var model: Post?
  func update(with model: Post) {
    self.model = model
    show("post \(model.id): \(model.title)")
  }
}

final class AdCell: LabelCell, ModelTransfer {
  func update(with model: Ad) { show("ad \(model.sponsor)") }
}

final class PhotoCell: LabelCell, ModelTransfer {
  func update(with model: Photo) { show("photo \(model.name)") }
}

final class PinnedPostCell: LabelCell, ModelTransfer {
  func update(with model: Post) { show("pinned \(model.id)") }
}

final class FoodCell: LabelCell, ModelTransfer {
  func update(with model: Food) {
    switch model {
    case let apple as Apple: show("food apple \(apple.kind)")
    case let carrot as Carrot: show("food carrot \(carrot.length)")
    default: show("food ?")
    }
  }
}

final class AnimalCell: LabelCell, ModelTransfer {
  func update(with model: Animal) { show("animal \(model.name)") }
}

final class HeaderView: LabelCell, ModelTransfer {
  func update(with model: String) { show("header \(model)") }
}

final class FooterView: LabelCell, ModelTransfer {
  func update(with model: String) { show("footer \(model)") }
}

/// A plain label used without ModelTransfer (register(_:for:handler:)).
final class PlainCell: LabelCell {}

/// An object whose lifetime tests watch.
final class Witness {}

/// A cell built from a GtkBuilder UI definition (the analogue of a xib).
final class ContactCell: BuilderCell, ModelTransfer {
  override class var uiDefinition: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkBox" id="root">
        <property name="orientation">horizontal</property>
        <property name="spacing">6</property>
        <child><object class="GtkLabel" id="name"/></child>
        <child><object class="GtkLabel" id="phone"/></child>
      </object>
    </interface>
    """
  }
  func update(with model: Contact) {
    gtk_label_set_text(cgtk_label(object(named: "name")?.ptr), model.name)
    gtk_label_set_text(cgtk_label(object(named: "phone")?.ptr), model.phone)
  }
}

struct Contact: Equatable {
  let name: String
  let phone: String
}

final class BrokenBuilderCell: BuilderCell, ModelTransfer {
  override class var uiDefinition: String { "<interface><object class=\"NoSuchWidget\" id=\"root\"/></interface>" }
  func update(with model: Int) {}
}

extension GtkWidgetConvertible {
  /// The widget as this test target's `GtkWidget *`.
  var ptr: WidgetPointer { gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self) }
}
