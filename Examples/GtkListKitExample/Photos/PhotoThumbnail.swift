import Foundation
import GtkListKit

/// A loaded thumbnail and the file it was made from: a tile names the file whose pixels it
/// shows (its picture's alternative text), so what it shows can be checked against its item.
struct PhotoThumbnail: Sendable {
  let file: URL
  let texture: Texture
}
