// Command embedded-mongo runs FerretDB (a MongoDB wire-protocol server) on top of SQLite
// so that development and tests have a real MongoDB-compatible database without installing one.
//
// It listens only on a Unix socket in a folder that only its own user may open (see socket.go),
// prints one line "listening <socket path>" on stdout once the socket is bound, then runs until
// it receives SIGINT or SIGTERM.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// defaultGCPercent is the GOGC the server runs with when the environment sets none; see run.
const defaultGCPercent = 300

func main() {
	dataDir := flag.String("data-dir", "", "folder that holds the SQLite database files (required)")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	exitOnStdinClose := flag.Bool("exit-on-stdin-close", false,
		"stop when standard input closes, so the server never outlives a parent that died")
	flag.Parse()

	if *dataDir == "" {
		fmt.Fprintln(os.Stderr, "embedded-mongo: --data-dir is required")
		os.Exit(2)
	}
	if err := run(*dataDir, *logLevel, *exitOnStdinClose); err != nil {
		fmt.Fprintln(os.Stderr, "embedded-mongo:", err)
		os.Exit(1)
	}
}

func run(dataDir string, logLevel string, exitOnStdinClose bool) error {
	absoluteDataDir, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(absoluteDataDir, 0o700); err != nil {
		return err
	}
	// The SQLite files hold every key and password hash: only this user may read the folder,
	// also when it was made earlier with a wider mode.
	if err := os.Chmod(absoluteDataDir, 0o700); err != nil {
		return err
	}

	// FerretDB decodes every document it reads into short-lived values, and Go's default (GOGC=100)
	// spent about a tenth of its CPU collecting them under the console's load (bench/api-latency.mjs,
	// user detail at 10 connections). Its live heap is tens of MiB, so letting it grow three times
	// between collections costs little memory. A GOGC set in the environment still decides.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(defaultGCPercent)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("bad --log-level: %w", err)
	}
	logger := slog.New(newLazyAttrsHandler(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))

	socketPath, cleanUpSocket, err := prepareSocket(absoluteDataDir)
	if err != nil {
		return err
	}
	defer cleanUpSocket()

	// No TCP listener: FerretDB binds the Unix socket here, in New.
	server, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{Unix: socketPath},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + absoluteDataDir + "/",
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if exitOnStdinClose {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	stopProfile, err := startCPUProfile()
	if err != nil {
		return err
	}
	defer stopProfile()

	done := make(chan error, 1)
	go func() { done <- server.Run(ctx) }()
	go maintainIDIndexes(ctx, absoluteDataDir, logger)

	// The parent process reads this line to learn the socket path; readiness is then
	// confirmed by a MongoDB "hello" from the parent.
	fmt.Printf("listening %s\n", socketPath)

	return <-done
}
