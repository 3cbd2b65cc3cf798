// The six type names of the first public API, renamed since: each must fail with
// "'X' has been renamed to 'Y'" (with a fix-it) and nothing else.
import GtkListKit
import GtkListKitTestSupport
import ModelStorage

func oldTypeNames(
  _ mode: SelectionMode, _ tooltip: Tooltip, _ result: DragResult,
  _ storage: any Storage, _ section: SectionModel, _ snapshot: Snapshot
) {}
