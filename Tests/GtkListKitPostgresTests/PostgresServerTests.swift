import GtkListKitPostgres
import XCTest

final class PostgresServerTests: XCTestCase {
  func testURLAndEnvironment() throws {
    let server = try XCTUnwrap(PostgresServer(url: "postgres://ann:secret@db.example:6543/board"))
    XCTAssertEqual(server.host, "db.example")
    XCTAssertEqual(server.port, 6543)
    XCTAssertEqual(server.username, "ann")
    XCTAssertEqual(server.password, "secret")
    XCTAssertEqual(server.database, "board")
    XCTAssertNil(PostgresServer(url: "mysql://ann@db/board"))
    let socket = try XCTUnwrap(PostgresServer.fromEnvironment(["PGHOST": "/run/postgresql", "PGUSER": "bob"]))
    XCTAssertEqual(socket.unixSocketPath, "/run/postgresql/.s.PGSQL.5432")
    XCTAssertNil(PostgresServer.fromEnvironment([:]))
  }
}
