// Command embedded-mongo runs FerretDB (a MongoDB wire-protocol server) on top of SQLite
// so that development and tests have a real MongoDB-compatible database without installing one.
//
// It listens on 127.0.0.1 and prints one line "listening <host:port>" on stdout once the
// listener is bound, then runs until it receives SIGINT or SIGTERM.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dataDir := flag.String("data-dir", "", "folder that holds the SQLite database files (required)")
	port := flag.Int("port", 0, "TCP port on 127.0.0.1; 0 picks a free one")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	exitOnStdinClose := flag.Bool("exit-on-stdin-close", false,
		"stop when standard input closes, so the server never outlives a parent that died")
	flag.Parse()

	if *dataDir == "" {
		fmt.Fprintln(os.Stderr, "embedded-mongo: --data-dir is required")
		os.Exit(2)
	}
	if err := run(*dataDir, *port, *logLevel, *exitOnStdinClose); err != nil {
		fmt.Fprintln(os.Stderr, "embedded-mongo:", err)
		os.Exit(1)
	}
}

func run(dataDir string, port int, logLevel string, exitOnStdinClose bool) error {
	absoluteDataDir, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(absoluteDataDir, 0o700); err != nil {
		return err
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("bad --log-level: %w", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	address, err := reserveAddress(port)
	if err != nil {
		return err
	}

	server, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: address},
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

	done := make(chan error, 1)
	go func() { done <- server.Run(ctx) }()
	go maintainIDIndexes(ctx, absoluteDataDir, logger)

	// The parent process reads this line to learn the address; readiness is then
	// confirmed by a MongoDB "hello" from the parent.
	fmt.Printf("listening %s\n", address)

	return <-done
}

// reserveAddress resolves port 0 to a concrete free port, so the address can be
// reported before FerretDB binds it (FerretDB does not expose its bound address early).
func reserveAddress(port int) (string, error) {
	if port != 0 {
		return fmt.Sprintf("127.0.0.1:%d", port), nil
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer listener.Close()
	return listener.Addr().String(), nil
}
