/// A recipe on the "From UI files" page.
struct Recipe: Identifiable, Equatable {
  let id: Int
  let name: String
  let summary: String

  static let samples = [
    ("Lentil soup", "Red lentils, carrot, cumin · 40 min"), ("Apple crumble", "Oats, butter, cinnamon · 50 min"),
    ("Shakshuka", "Eggs in spiced tomato sauce · 30 min"), ("Mushroom risotto", "Arborio, stock, parmesan · 45 min"),
    ("Flatbread", "Flour, yoghurt, salt · 20 min"), ("Green curry", "Coconut milk, basil, vegetables · 35 min"),
    ("Rye bread", "Sourdough starter, rye flour · overnight"), ("Pea and mint salad", "Peas, mint, feta · 15 min"),
  ].enumerated().map { Recipe(id: $0.offset, name: $0.element.0, summary: $0.element.1) }
}
