// The toolchain's sourcekitd (libsourcekitdInProc.so), opened at run time with dlopen and called
// through its C API (SourceKit/sourcekitd.h): no link-time dependency, and no Swift ABI crosses
// compilers. Only what SourceRewriting asks of it.
#ifndef CSOURCEKIT_H
#define CSOURCEKIT_H

/// Opens the sourcekitd library at `path` and initialises it. Returns NULL on success, else a
/// message (malloc'd; the caller frees it). Call once.
char *pushpop_sourcekit_load(const char *path);

/// Sends `source.request.editor.open` (syntactic only, with substructure and syntax map) for the
/// Swift source `text`, then closes the document. Returns the response as JSON (malloc'd), or NULL
/// with `*error` set to a malloc'd message. Serialised; call only after a successful load.
char *pushpop_sourcekit_editor_open(const char *text, char **error);

#endif
