package cache

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"reflect"
	"sync"

	"modernc.org/libc"
	sqlite3 "modernc.org/sqlite/lib"
)

// sqliteDriver is modernc.org/sqlite's driver, registered as "sqlite".
// It is looked up at the first open, not at package initialisation:
// sql.Open starts a goroutine and allocates, which every command (check
// --no-cache included) would pay at start-up.
var sqliteDriver = sync.OnceValue(func() driver.Driver {
	db, _ := sql.Open("sqlite", "") // connects to nothing: only the driver is wanted
	defer db.Close()
	return db.Driver()
})

// connector opens the cache's connections: the driver's, with SQLite's
// checkpoint at close turned off (noCheckpointOnClose).
type connector struct{ dsn string }

func (c connector) Driver() driver.Driver { return sqliteDriver() }

func (c connector) Connect(context.Context) (driver.Conn, error) {
	conn, err := sqliteDriver().Open(c.dsn)
	if err != nil {
		return nil, err
	}
	noCheckpointOnClose(conn)
	return conn, nil
}

// noCheckpointOnClose sets SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE on conn, a
// connection of modernc.org/sqlite, and reports whether it did.
//
// Why: by default the last connection to a database (in any process)
// copies the write-ahead log into the database at its close, with three
// or four fsyncs, and deletes the log and the shared-memory file, which
// the next process creates again: about 5 ms of a bspcost process that
// stored one result, whose own commit costs no fsync (WAL with
// synchronous=NORMAL). With the option, the log stays beside the database
// and the next process (or connection) reads it (SQLite's recovery of the
// log's index, a read of the log); Close checkpoints the log itself, and
// truncates it, once it is larger than walCheckpointSize, so that cost
// stays bounded. The database stays consistent across crashes and shared
// between processes: the log is SQLite's ordinary write-ahead log.
//
// The driver does not export sqlite3_db_config, so the connection's
// handle is read from its unexported fields (db, tls). When the driver's
// layout is not the one expected, nothing is set and SQLite checkpoints
// at close as before (slower, as correct); TestWALKeptAtClose fails then.
func noCheckpointOnClose(conn driver.Conn) bool {
	v := reflect.ValueOf(conn)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return false
	}
	db, tls := v.Elem().FieldByName("db"), v.Elem().FieldByName("tls")
	if !db.IsValid() || db.Kind() != reflect.Uintptr || db.Uint() == 0 ||
		!tls.IsValid() || tls.Type() != reflect.TypeFor[*libc.TLS]() || tls.IsNil() {
		return false
	}
	t := (*libc.TLS)(tls.UnsafePointer())
	va := libc.NewVaList(int32(1), uintptr(0)) // (on, no result pointer)
	if va == 0 {
		return false
	}
	defer libc.Xfree(t, va)
	return sqlite3.Xsqlite3_db_config(t, uintptr(db.Uint()), sqlite3.SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, va) == sqlite3.SQLITE_OK
}
