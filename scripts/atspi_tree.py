"""Prints the AT-SPI tree of the window titled argv[1] as role|name|selected|level|expanded lines
(level: the "level" attribute or empty; expanded: 1 or 0 for expandable nodes, else empty).

Run by AccessibilityTests inside its own dbus session; waits up to 20 s for the window.
"""
import sys
import time

import pyatspi

title = sys.argv[1]


def find_frame():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        for j in range(app.childCount if app else 0):
            frame = app.getChildAtIndex(j)
            if frame is not None and frame.name == title:
                return frame
    return None


def walk(node, out):
    if node is None or len(out) > 2000:
        return
    states = node.getState().getStates()
    selected = pyatspi.STATE_SELECTED in states
    attributes = dict(a.split(":", 1) for a in node.getAttributes() if ":" in a)
    expanded = ""
    if pyatspi.STATE_EXPANDABLE in states:
        expanded = "1" if pyatspi.STATE_EXPANDED in states else "0"
    level = attributes.get("level", "")
    out.append(f"{node.getRoleName()}|{node.name}|{1 if selected else 0}|{level}|{expanded}")
    for i in range(node.childCount):
        walk(node.getChildAtIndex(i), out)


deadline = time.time() + 20
frame = find_frame()
while frame is None and time.time() < deadline:
    time.sleep(0.3)
    frame = find_frame()
if frame is None:
    print("no window titled", title)
    sys.exit(1)
time.sleep(1)  # the fixture selects after presenting
lines = []
walk(frame, lines)
print("\n".join(lines))
