#!/usr/bin/env python3
"""Extracts every ```swift block of README.md, docs/*.md and the DocC articles into the
Tests/Snippets package (one target), so `scripts/snippets.sh` can compile them all at once.

A block is one of:
- a whole file (the default): declarations, with optional imports; kept at top level in a file
  of its own, its own names made private to that file so blocks may reuse `Post`, `PostCell`...
- a fragment: its first line is `// snippet-context: NAME`. Its statements become the body of a
  method in an extension of `NAMEContext`, declared in Tests/Snippets/Sources/DocSnippets/
  Contexts/NAME.swift, which supplies what the fragment uses (`manager`, `mapping`, `Post`...).
- a binding recipe: its first line is `// snippet-binding: NAME` (SwiftGtk, Adwaita or
  SwiftCrossUI), optionally followed by `main.swift` for top-level launch code. The blocks of
  one binding form one app target, compiled as written (names shared between blocks) against a
  stand-in of the binding's modules (Tests/Bindings/NAME), Swift 6, warnings as errors; the
  SwiftCrossUI app is Tests/Bindings/SwiftCrossUIApp, the others are targets of Tests/Snippets.
- not compiled: its first line is `// snippet-skip: WHY` (a manifest excerpt, say; the reason
  is in the block for a reader to see).
"""
import glob, os, re, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, "Tests/Snippets/Sources/DocSnippets/Generated")
docs = ["README.md"] + sorted(glob.glob(os.path.join(root, "docs/*.md"))) \
    + sorted(glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))
decl = re.compile(r"^(@\w+(\([^)]*\))?\s+)*(final\s+)?(struct|class|enum|protocol|actor|func|let|var|typealias)\s", re.M)
# Where each binding's recipes are built: the target's Generated folder.
bindings = {
    "SwiftGtk": "Tests/Snippets/Sources/SwiftGtkRecipes/Generated",
    "Adwaita": "Tests/Snippets/Sources/AdwaitaRecipes/Generated",
    "SwiftCrossUI": "Tests/Bindings/SwiftCrossUIApp/Sources/Recipes/Generated",
}
for folder in [out] + [os.path.join(root, b) for b in bindings.values()]:
    os.makedirs(folder, exist_ok=True)
    for old in glob.glob(os.path.join(folder, "*.swift")):
        os.remove(old)
counts = {"file": 0, "fragment": 0, "skip": 0, "recipe": 0}
for path in docs:
    path = os.path.join(root, path)
    rel = os.path.relpath(path, root)
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() != "```swift":
            i += 1
            continue
        start = i + 1
        end = start
        while lines[end].strip() != "```":
            end += 1
        body = lines[start:end]
        i = end + 1
        name = re.sub(r"\W", "_", rel.replace(".md", "")) + f"_L{start}"
        first = body[0].strip() if body else ""
        where = f"// {rel}:{start}\n"
        if first.startswith("// snippet-skip:"):
            counts["skip"] += 1
            continue
        if first.startswith("// snippet-binding:"):
            words = first.split(":", 1)[1].split()
            if not words or words[0] not in bindings:
                sys.exit(f"{rel}:{start}: snippet-binding names one of {', '.join(bindings)}")
            file = "main" if words[1:2] == ["main.swift"] else name
            with open(os.path.join(root, bindings[words[0]], file + ".swift"), "w", encoding="utf-8") as f:
                f.write(where + "\n".join(body) + "\n")
            counts["recipe"] += 1
            continue
        imports = [l for l in body if l.startswith("import ")]
        rest = [l for l in body if not l.startswith("import ")]
        if first.startswith("// snippet-context:"):
            context = first.split(":", 1)[1].split()[0]
            code = "\n".join("    " + l for l in rest[1:])
            text = (where + "\n".join(imports) + "\nimport GtkListKit\nimport ModelStorage\n\n"
                    f"extension {context}Context {{\n  func {name}() throws {{\n{code}\n  }}\n}}\n")
            counts["fragment"] += 1
        else:
            # Top-level names of a whole-file block are private to its file (blocks reuse names).
            code = "\n".join(re.sub(r"^((?:@\w+(?:\([^)]*\))?\s+)*)(final\s+)?(struct|class|enum|protocol|actor|func|let|var|typealias)\s",
                                    r"\1private \2\3 ", l) for l in rest)
            text = where + "\n".join(imports) + "\n\n" + code + "\n"
            counts["file"] += 1
        with open(os.path.join(out, name + ".swift"), "w", encoding="utf-8") as f:
            f.write(text)
print(f"snippets: {counts['file']} whole files, {counts['fragment']} fragments, "
      f"{counts['recipe']} binding recipes, {counts['skip']} skipped "
      f"(from {len(docs)} documents)")
