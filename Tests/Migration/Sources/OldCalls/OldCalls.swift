// Every `on target:` overload of the first public API and `moveItem`, called as an app did:
// each must build, with a deprecation warning that names its replacement. Built, never run.
import Foundation
import GtkListKit
import ModelStorage

struct Post: Equatable { var title: String }

final class PostCell: ListCell, ModelTransfer {
  let widget = UnsafeMutableRawPointer(bitPattern: 1)!
  init() {}
  func update(with model: Post) {}
}

@MainActor
final class PostsController {
  let manager = ListViewManager()

  func managerEvents() {
    manager.willDisplay(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.didEndDisplaying(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.sizeForCell(PostCell.self, on: self) { me, post, indexPath in CellSize() }
    manager.canMove(PostCell.self, on: self) { me, cell, post, indexPath in true }
    manager.dragPrepare(PostCell.self, on: self) { me, cell, post, indexPath in nil }
    manager.dragBegin(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.dragEnd(PostCell.self, on: self) { me, cell, post, indexPath, outcome in }
    manager.dropText(on: self) { me, text, location in false }
    manager.dropFiles(on: self) { me, uris, location in false }
    manager.canDrop(on: self) { me, location in false }
    manager.dropEnter(on: self) { me, location in }
    manager.dropMotion(on: self) { me, location in }
    manager.dropLeave(on: self) { me in }
    manager.contextMenu(PostCell.self, on: self) { me, cell, post, indexPath in nil }
    manager.queryTooltip(PostCell.self, on: self) { me, cell, post, indexPath in nil }
    manager.rowAction("open", on: self) { me, indexPath, model in }
    manager.didReachEnd(on: self) { me in }
    manager.selectionDidChange(on: self) { me, change in }
    manager.shouldSelect(PostCell.self, on: self) { me, cell, post, indexPath in true }
    manager.shouldDeselect(PostCell.self, on: self) { me, cell, post, indexPath in true }
    manager.setup(PostCell.self, on: self) { me, cell in }
    manager.teardown(PostCell.self, on: self) { me, cell in }
    manager.didSelect(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.didDeselect(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.activate(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.bind(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.unbind(PostCell.self, on: self) { me, cell, post, indexPath in }
    manager.moveItem(on: self) { me, from, to in }
    manager.moveItem { from, to in }
  }

  func mappingEvents() {
    manager.register(PostCell.self) { mapping in
      mapping.shouldDeselect(on: self) { me, cell, post, indexPath in true }
      mapping.willDisplay(on: self) { me, cell, post, indexPath in }
      mapping.didEndDisplaying(on: self) { me, cell, post, indexPath in }
      mapping.sizeForCell(on: self) { me, post, indexPath in CellSize() }
      mapping.contextMenu(on: self) { me, cell, post, indexPath in nil }
      mapping.queryTooltip(on: self) { me, cell, post, indexPath in nil }
      mapping.didFocus(on: self) { me, cell, post, indexPath in }
      mapping.didHighlight(on: self) { me, cell, post, indexPath in }
      mapping.didUnhighlight(on: self) { me, cell, post, indexPath in }
      mapping.setup(on: self) { me, cell in }
      mapping.teardown(on: self) { me, cell in }
      mapping.bind(on: self) { me, cell, post, indexPath in }
      mapping.unbind(on: self) { me, cell, post, indexPath in }
      mapping.activate(on: self) { me, cell, post, indexPath in }
      mapping.didSelect(on: self) { me, cell, post, indexPath in }
      mapping.didDeselect(on: self) { me, cell, post, indexPath in }
      mapping.shouldSelect(on: self) { me, cell, post, indexPath in true }
    }
  }

  func updaterEvents() {
    manager.updater.willUpdateContent(on: self) { me, update in }
    manager.updater.didUpdateContent(on: self) { me, update in }
  }
}
