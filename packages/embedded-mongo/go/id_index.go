package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses, registered as "sqlite"
)

// FerretDB 1.24's SQLite backend looks documents up by _id (queries with a filter of exactly
// {_id: x}, and every update and delete, which rewrite documents by _id) with the expression
// below, while the unique index it creates for _id is on _ferretdb_sjson->"_id". SQLite uses an
// expression index only for the same expression, so every lookup by _id read the whole table.
// An index on FerretDB's own lookup expression, added to every collection's table, turns these
// lookups into index searches. It is tied to FerretDB v1.24.2's storage layout (go.mod pins it);
// index_test in src checks through explain that lookups still use it.
const (
	idLookupExpression  = `_ferretdb_sjson->'$._id'`
	idLookupIndexPrefix = "embedded_mongo_id_lookup__"
	idIndexSweepEvery   = time.Second
	collectionsTable    = "_ferretdb_collections"
)

// maintainIDIndexes adds the _id lookup index to the table of every collection of every database
// in dataDir, now and then every second (collections are created at any time), until ctx ends.
func maintainIDIndexes(ctx context.Context, dataDir string, logger *slog.Logger) {
	ticker := time.NewTicker(idIndexSweepEvery)
	defer ticker.Stop()
	for {
		files, err := filepath.Glob(filepath.Join(dataDir, "*.sqlite"))
		if err != nil {
			logger.Warn("listing databases for _id indexes", "error", err)
		}
		for _, file := range files {
			if err := indexDatabase(ctx, file); err != nil && ctx.Err() == nil {
				logger.Warn("adding _id lookup indexes", "database", file, "error", err)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

func indexDatabase(ctx context.Context, file string) error {
	// Same busy timeout as FerretDB's own connections: an index build waits for writers rather than failing.
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()

	tables, err := collectionTables(ctx, db)
	if err != nil || len(tables) == 0 {
		return err
	}
	// Looked up on every sweep rather than remembered: a collection dropped and created again
	// (a restore does that) gets a new table without the index.
	existing, err := lookupIndexes(ctx, db)
	if err != nil {
		return err
	}
	for _, table := range tables {
		name := idLookupIndexPrefix + table
		if existing[name] {
			continue
		}
		statement := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (%s)`, name, table, idLookupExpression)
		if _, err := db.ExecContext(ctx, statement); err != nil {
			return fmt.Errorf("%s: %w", table, err)
		}
	}
	return nil
}

func lookupIndexes(ctx context.Context, db *sql.DB) (map[string]bool, error) {
	rows, err := db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE ?`, idLookupIndexPrefix+"%")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	names := make(map[string]bool)
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		names[name] = true
	}
	return names, rows.Err()
}

// collectionTables answers the tables FerretDB keeps collections in; none before FerretDB has
// written the database's metadata table.
func collectionTables(ctx context.Context, db *sql.DB) ([]string, error) {
	var metadataExists int
	err := db.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, collectionsTable).Scan(&metadataExists)
	if err != nil || metadataExists == 0 {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, fmt.Sprintf(`SELECT table_name FROM %q`, collectionsTable))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var table string
		if err := rows.Scan(&table); err != nil {
			return nil, err
		}
		tables = append(tables, table)
	}
	return tables, rows.Err()
}
