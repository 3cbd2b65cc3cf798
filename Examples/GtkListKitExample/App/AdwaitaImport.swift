// libadwaita's module includes gtk.h too; Clang then attributes GTK's declarations to whichever
// module it read first. Importing it in every file of the app keeps GTK visible everywhere.
@_exported import CGtkListKitAdw
