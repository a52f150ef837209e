package main

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// cpuProfileEnv names the file a CPU profile of the whole run is written to (Go's pprof format,
// read with `go tool pprof`), for benchmarks that ask where the database's own CPU goes
// (bench/throughput.mjs --cpu-prof). Unset, nothing is sampled.
const cpuProfileEnv = "EMBEDDED_MONGO_CPU_PROFILE"

// startCPUProfile starts sampling when cpuProfileEnv names a file; the function it returns stops
// sampling and completes the file, and is called once the server has stopped.
func startCPUProfile() (func(), error) {
	path := os.Getenv(cpuProfileEnv)
	if path == "" {
		return func() {}, nil
	}
	file, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cpuProfileEnv, err)
	}
	if err := pprof.StartCPUProfile(file); err != nil {
		file.Close()
		return nil, fmt.Errorf("%s: %w", cpuProfileEnv, err)
	}
	return func() {
		pprof.StopCPUProfile()
		file.Close()
	}, nil
}
