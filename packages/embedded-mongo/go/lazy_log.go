package main

import (
	"context"
	"log/slog"
)

// lazyAttrsHandler keeps the attributes given to Logger.With and formats them only for a record
// that is written. FerretDB derives a logger with the SQL query and its arguments (the whole
// document) for every statement it runs, and slog's text handler formats those attributes when the
// logger is derived, whether or not anything is ever logged: about a tenth of the server's CPU
// under the queue's load (bench/throughput.mjs --cpu-prof), for records that the default level
// (warn) never writes.
type lazyAttrsHandler struct {
	inner slog.Handler
	attrs []slog.Attr
}

func newLazyAttrsHandler(inner slog.Handler) slog.Handler {
	return &lazyAttrsHandler{inner: inner}
}

func (h *lazyAttrsHandler) Enabled(ctx context.Context, level slog.Level) bool {
	return h.inner.Enabled(ctx, level)
}

func (h *lazyAttrsHandler) Handle(ctx context.Context, record slog.Record) error {
	return h.resolved().Handle(ctx, record)
}

func (h *lazyAttrsHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	if len(attrs) == 0 {
		return h
	}
	// A new slice: handlers derived from the same parent must not share appended elements.
	kept := make([]slog.Attr, 0, len(h.attrs)+len(attrs))
	kept = append(append(kept, h.attrs...), attrs...)
	return &lazyAttrsHandler{inner: h.inner, attrs: kept}
}

// WithGroup applies the attributes kept so far first: they belong outside the group.
func (h *lazyAttrsHandler) WithGroup(name string) slog.Handler {
	return &lazyAttrsHandler{inner: h.resolved().WithGroup(name)}
}

func (h *lazyAttrsHandler) resolved() slog.Handler {
	if len(h.attrs) == 0 {
		return h.inner
	}
	return h.inner.WithAttrs(h.attrs)
}
