// Uses the database product from a package that did not enable the `GRDB` trait.
import GtkListKitGRDB

let storageType = DatabaseStorage<Int>.self
