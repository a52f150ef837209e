package main

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

// stringer counts how often it is formatted: the handler must not format it for a record that is not written.
type stringer struct{ formatted *int }

func (s stringer) String() string {
	*s.formatted++
	return "the document"
}

func TestLazyAttrsHandlerFormatsAttributesOnlyForWrittenRecords(t *testing.T) {
	var out bytes.Buffer
	formatted := 0
	logger := slog.New(newLazyAttrsHandler(slog.NewTextHandler(&out, &slog.HandlerOptions{Level: slog.LevelWarn})))

	derived := logger.With("query", "INSERT", "args", stringer{&formatted})
	derived.Debug("not written")
	if formatted != 0 || out.Len() != 0 {
		t.Fatalf("a record below the level formatted its attributes (%d times) or wrote %q", formatted, out.String())
	}

	derived.Warn("written", "extra", 1)
	line := out.String()
	for _, want := range []string{"msg=written", "query=INSERT", `args="the document"`, "extra=1"} {
		if !strings.Contains(line, want) {
			t.Errorf("the written record %q lacks %s", line, want)
		}
	}
}

func TestLazyAttrsHandlerKeepsAttributesOutsideALaterGroup(t *testing.T) {
	var out bytes.Buffer
	logger := slog.New(newLazyAttrsHandler(slog.NewTextHandler(&out, nil)))

	logger.With("conn", 7).WithGroup("op").With("name", "insert").Info("grouped")
	if line := out.String(); !strings.Contains(line, "conn=7") || !strings.Contains(line, "op.name=insert") {
		t.Fatalf("grouping lost an attribute's place: %q", line)
	}
}

func TestLazyAttrsHandlerDerivedLoggersDoNotShareAttributes(t *testing.T) {
	var out bytes.Buffer
	parent := slog.New(newLazyAttrsHandler(slog.NewTextHandler(&out, nil))).With("a", 1)
	first := parent.With("b", 2)
	second := parent.With("c", 3)
	first.Info("first")
	second.Info("second")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || strings.Contains(lines[1], "b=2") || !strings.Contains(lines[1], "c=3") || !strings.Contains(lines[0], "b=2") {
		t.Fatalf("derived loggers mixed their attributes: %q", lines)
	}
}
