package main

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// The server has no authentication, so it listens on no TCP port at all (any local user could
// connect to one), only on a Unix socket inside a folder that only this process's user may open.
const (
	socketFolderName = "socket"
	// The MongoDB drivers take a host ending in ".sock" for a Unix socket path.
	socketFileName = "mongodb.sock"
	// A Unix socket path must fit sun_path: 108 bytes on Linux and 104 on macOS, the final NUL
	// included. 103 fits both.
	maxSocketPathBytes = 103
)

// socketFolderFor answers where the socket of the database in dataDir lives: a folder inside
// dataDir, or, when that path would be too long for a Unix socket, a folder of this user under
// the temporary folder ($TMPDIR or /tmp), named after dataDir so that every start of the same
// database finds (and cleans up) the same place.
func socketFolderFor(dataDir string) (folder string, inTempDir bool, err error) {
	folder = filepath.Join(dataDir, socketFolderName)
	if len(filepath.Join(folder, socketFileName)) <= maxSocketPathBytes {
		return folder, false, nil
	}
	sum := sha256.Sum256([]byte(dataDir))
	folder = filepath.Join(os.TempDir(), fmt.Sprintf("embedded-mongo-%d-%x", os.Getuid(), sum[:8]))
	if socketPath := filepath.Join(folder, socketFileName); len(socketPath) > maxSocketPathBytes {
		return "", false, fmt.Errorf("no room for the database socket: %s is longer than %d bytes (set TMPDIR to a shorter folder)",
			socketPath, maxSocketPathBytes)
	}
	return folder, true, nil
}

// ensurePrivateFolder creates folder with mode 0700, or tightens an existing one to 0700 when
// it is a real folder of this user. Anything else (a symbolic link, a file, a folder of another
// user, which in a shared temporary folder may have been planted) is refused.
func ensurePrivateFolder(folder string) error {
	if err := os.Mkdir(folder, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	info, err := os.Lstat(folder)
	if err != nil {
		return err
	}
	if info.Mode().Type() == fs.ModeSymlink {
		return fmt.Errorf("%s is a symbolic link: refusing to put the database socket there", folder)
	}
	if !info.IsDir() {
		return fmt.Errorf("%s is not a folder: refusing to put the database socket there", folder)
	}
	if owner := info.Sys().(*syscall.Stat_t).Uid; int(owner) != os.Getuid() {
		return fmt.Errorf("%s belongs to user %d, not to this user (%d): refusing to put the database socket there",
			folder, owner, os.Getuid())
	}
	if info.Mode().Perm() != 0o700 {
		return os.Chmod(folder, 0o700)
	}
	return nil
}

// removeStaleSocket deletes a socket file left behind by a server that did not stop cleanly
// (killed, or the machine stopped), which would otherwise make binding fail. A socket that
// still answers belongs to a running server on the same data: that is an error, not stale.
func removeStaleSocket(socketPath string) error {
	info, err := os.Lstat(socketPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if info.Mode().Type() != fs.ModeSocket {
		return fmt.Errorf("%s exists and is not a socket: refusing to remove it", socketPath)
	}
	if conn, err := net.DialTimeout("unix", socketPath, time.Second); err == nil {
		conn.Close()
		return fmt.Errorf("another server already listens on %s: is this database already running?", socketPath)
	}
	return os.Remove(socketPath)
}

// prepareSocket makes the private folder, clears a stale socket and answers the socket path,
// with what to do once the server has stopped (its listener removes the socket file itself).
func prepareSocket(dataDir string) (socketPath string, cleanUp func(), err error) {
	folder, inTempDir, err := socketFolderFor(dataDir)
	if err != nil {
		return "", nil, err
	}
	if err := ensurePrivateFolder(folder); err != nil {
		return "", nil, err
	}
	socketPath = filepath.Join(folder, socketFileName)
	if err := removeStaleSocket(socketPath); err != nil {
		return "", nil, err
	}
	cleanUp = func() {}
	if inTempDir {
		// Only a folder left empty goes: nothing else of ours is kept there.
		cleanUp = func() { _ = os.Remove(folder) }
	}
	return socketPath, cleanUp, nil
}
