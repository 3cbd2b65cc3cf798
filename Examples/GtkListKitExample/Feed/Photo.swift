/// A photo: a coloured swatch stands in for the image so the example needs no assets.
struct Photo: Identifiable, Equatable {
  let id: Int
  let name: String
  let photographer: String
  /// Index into `Stylesheet.swatchCount` CSS colour classes.
  let colorIndex: Int
}
