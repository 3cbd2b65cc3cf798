// The context of fragments marked `// snippet-context: Main`: a whole `main.swift`, whose
// declarations and statements become one method body here. Compiled, never run. (This file is
// not called Main.swift: SwiftPM would take a file of that name for an executable's main.)
@MainActor final class MainContext {}
