#!/usr/bin/env python3
"""The binding-name check: GtkListKit's public type names against every public type name of the
Swift GTK bindings' modules an app imports next to GtkListKit (Tests/Consumer/BindingTypeNames.txt).

  python3 scripts/binding-names.py              # check (scripts/consumer.sh runs it)
  python3 scripts/binding-names.py --generate   # rewrite the list from the bindings' sources

A name in both fails the check unless docs/Bindings.md documents its qualified spelling (DOCUMENTED
below) and Tests/Consumer's BindingNames target compiles that spelling next to the binding's name.

--generate reads the bindings at the commits docs/Bindings.md names, from git mirrors (default
/work/.mirror/OWNER+NAME/repo, or $BINDING_MIRRORS), and GTK's introspection data: rhx/SwiftGtk
generates its `Gtk` module from the installed Gtk-4.0.gir at build time (a class, interface or
record `GtkFoo` becomes `Foo`, `FooRef` and `FooProtocol`; an enum, bitfield, alias or callback
`Foo`), so its names are those of the GIR here plus the hand-written files and, for names of
older GTKs, the names in SwiftGtk's `gtk4-generated` branch (GTK 4.4).
"""
import os, re, subprocess, sys
import xml.etree.ElementTree as ET

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
listing = os.path.join(root, "Tests/Consumer/BindingTypeNames.txt")
mirrors = os.environ.get("BINDING_MIRRORS", "/work/.mirror")
# (binding, module, repository, commit, source folders); the commits are docs/Bindings.md's.
SOURCES = [
    ("rhx/SwiftGtk", "Gtk", "rhx/SwiftGtk", "b228c64c1cedeac9f584e5b1f298f4ec34fc05d3", ["Sources/Gtk"]),
    # The gtk4-generated branch (e9326a4, "regen for gtk-4.4"): names of GTKs before the installed one.
    ("rhx/SwiftGtk", "Gtk", "rhx/SwiftGtk", "e9326a4bc02d96a09f787b53122fbb8b817208bf", ["Sources/Gtk"]),
    ("SwiftCrossUI", "SwiftCrossUI", "stackotter/swift-cross-ui", "f651d7e35648ecafa3e5e73023be40a351bd8c96",
     ["Sources/SwiftCrossUI"]),
    ("SwiftCrossUI", "Gtk", "stackotter/swift-cross-ui", "f651d7e35648ecafa3e5e73023be40a351bd8c96", ["Sources/Gtk"]),
    ("SwiftCrossUI", "GtkBackend", "stackotter/swift-cross-ui", "f651d7e35648ecafa3e5e73023be40a351bd8c96",
     ["Sources/GtkBackend"]),
    ("adwaita-swift", "Adwaita", "AparokshaUI/adwaita-swift", "c8376967ff573abf4e49ade5250883da6a632f30",
     ["Sources/Adwaita"]),
    # Re-exported by Adwaita (`@_exported import Meta`, `@_exported import MetaSQLite`).
    ("adwaita-swift", "Meta", "AparokshaUI/Meta", "3798666f6e84523182909a0b9953015c0dbcbfca", ["Sources"]),
    ("adwaita-swift", "MetaSQLite", "AparokshaUI/meta-sqlite", "ceaf3a8c97790096a53ec4ba6a323ac24fe714c1",
     ["Sources/MetaSQLite"]),
]
GIR = "/usr/share/gir-1.0/Gtk-4.0.gir"
# Clashes docs/Bindings.md documents, with the spelling it tells apps to use.
DOCUMENTED = {"TableColumn": "GtkListKit.TableColumn"}
# GtkListKit's library modules (what an app imports).
MODULES = ["GtkListKit", "ModelStorage", "WeakDelegate", "GtkListKitTestSupport", "GtkListKitGRDB",
           "GtkListKitPostgres"]
# A top-level declaration: column 0, attributes allowed before the access level.
TOP = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:indirect\s+)?"
                 r"(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)")


def top_level_names(text):
    """Top-level public type names of a Swift file, skipping `@available(*, unavailable...)` ones
    (Swift's lookup skips those, which is how GtkListKit's renamed spellings stay out of the way)."""
    names, attrs = set(), []
    for line in text.split("\n"):
        if line.startswith("@"):
            attrs.append(line)
        match = TOP.match(line)
        if match:
            if not any(re.search(r"@available\(\*,\s*unavailable", a) for a in attrs + [line]):
                names.add(match.group(1))
            attrs = []
        elif line and not line.startswith(("@", "///", "//")):
            attrs = []
    return names


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, check=True).stdout


def generate():
    rows = {}
    for binding, module, repo, commit, folders in SOURCES:
        mirror = os.path.join(mirrors, repo.replace("/", "+"), "repo")
        for path in git(mirror, "ls-tree", "-r", "--name-only", commit, "--", *folders).split("\n"):
            if path.endswith(".swift"):
                for name in top_level_names(git(mirror, "show", f"{commit}:{path}")):
                    rows.setdefault((name, module), binding)
    ns = {"c": "http://www.gtk.org/introspection/core/1.0"}
    for kind in ["class", "interface", "record", "union", "enumeration", "bitfield", "alias", "callback"]:
        for element in ET.parse(GIR).getroot().iterfind(f"c:namespace/c:{kind}", ns):
            name = element.get("name")
            variants = [name, name + "Ref", name + "Protocol"] if kind in ("class", "interface", "record", "union") else [name]
            for variant in variants:
                rows.setdefault((variant, "Gtk"), "rhx/SwiftGtk")
    with open(listing, "w", encoding="utf-8") as f:
        f.write("# Public top-level type names of the Swift GTK bindings' modules, one `Name Module Binding` a\n"
                "# line; written by `python3 scripts/binding-names.py --generate` from the commits\n"
                "# docs/Bindings.md names (rhx/SwiftGtk gtk4 b228c64c1c + Gtk-4.0.gir of GTK "
                + subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True).stdout.strip()
                + " + gtk4-generated e9326a4;\n# SwiftCrossUI f651d7e356; adwaita-swift c837696 with Meta 3798666 and"
                " meta-sqlite ceaf3a8).\n")
        for (name, module), binding in sorted(rows.items(), key=lambda r: (r[0][0].lower(), r[0][1])):
            f.write(f"{name} {module} {binding}\n")
    print(f"binding-names: wrote {len(rows)} names to {os.path.relpath(listing, root)}")


def check():
    theirs = {}
    for line in open(listing, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            name, module, binding = line.split(maxsplit=2)
            theirs.setdefault(name, []).append(f"{binding.strip()}'s {module}")
    ours = {}
    for module in MODULES:
        for folder, _, files in os.walk(os.path.join(root, "Sources", module)):
            for file in files:
                if file.endswith(".swift"):
                    for name in top_level_names(open(os.path.join(folder, file), encoding="utf-8").read()):
                        ours[name] = module
    clashes = sorted(set(ours) & set(theirs))
    doc = open(os.path.join(root, "docs/Bindings.md"), encoding="utf-8").read()
    failed = False
    for name in clashes:
        where = ", ".join(theirs[name])
        spelling = DOCUMENTED.get(name)
        if spelling and f"`{spelling}`" in doc:
            print(f"binding-names: {ours[name]}.{name} clashes with {where}: documented as `{spelling}`")
        else:
            print(f"binding-names: FAIL: {ours[name]}.{name} clashes with {where}, and docs/Bindings.md "
                  "does not document a qualified spelling (rename it, or document it and add it to DOCUMENTED)")
            failed = True
    print(f"binding-names: {'FAIL' if failed else 'PASS'}: {len(ours)} public type names of GtkListKit's "
          f"products against {len(theirs)} of the bindings' modules, {len(clashes)} clash(es)")
    return not failed


if __name__ == "__main__":
    if "--generate" in sys.argv:
        generate()
    else:
        sys.exit(0 if check() else 1)
