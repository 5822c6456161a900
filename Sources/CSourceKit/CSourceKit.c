#include "CSourceKit.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The types of SourceKit/sourcekitd.h, as that header declares them.
typedef void *sk_object_t;
typedef void *sk_uid_t;
typedef void *sk_response_t;
typedef struct {
    uint64_t data[3];
} sk_variant_t;

static struct {
    void (*initialize)(void);
    sk_uid_t (*uid_get_from_cstr)(const char *);
    sk_object_t (*request_dictionary_create)(const sk_uid_t *, const sk_object_t *, size_t);
    void (*request_dictionary_set_uid)(sk_object_t, sk_uid_t, sk_uid_t);
    void (*request_dictionary_set_string)(sk_object_t, sk_uid_t, const char *);
    void (*request_dictionary_set_int64)(sk_object_t, sk_uid_t, int64_t);
    void (*request_release)(sk_object_t);
    sk_response_t (*send_request_sync)(sk_object_t);
    bool (*response_is_error)(sk_response_t);
    const char *(*response_error_get_description)(sk_response_t);
    sk_variant_t (*response_get_value)(sk_response_t);
    char *(*variant_json_description_copy)(sk_variant_t);
    void (*response_dispose)(sk_response_t);
} api;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long documents = 0;

static char *copy_message(const char *format, const char *argument) {
    size_t size = strlen(format) + strlen(argument) + 1;
    char *message = malloc(size);
    if (message) snprintf(message, size, format, argument);
    return message;
}

char *pushpop_sourcekit_load(const char *path) {
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return copy_message("%s", dlerror());
#define SYMBOL(field, name)                                                    \
    *(void **)(&api.field) = dlsym(handle, name);                              \
    if (!api.field) return copy_message("%s has no symbol " name, path);
    SYMBOL(initialize, "sourcekitd_initialize")
    SYMBOL(uid_get_from_cstr, "sourcekitd_uid_get_from_cstr")
    SYMBOL(request_dictionary_create, "sourcekitd_request_dictionary_create")
    SYMBOL(request_dictionary_set_uid, "sourcekitd_request_dictionary_set_uid")
    SYMBOL(request_dictionary_set_string, "sourcekitd_request_dictionary_set_string")
    SYMBOL(request_dictionary_set_int64, "sourcekitd_request_dictionary_set_int64")
    SYMBOL(request_release, "sourcekitd_request_release")
    SYMBOL(send_request_sync, "sourcekitd_send_request_sync")
    SYMBOL(response_is_error, "sourcekitd_response_is_error")
    SYMBOL(response_error_get_description, "sourcekitd_response_error_get_description")
    SYMBOL(response_get_value, "sourcekitd_response_get_value")
    SYMBOL(variant_json_description_copy, "sourcekitd_variant_json_description_copy")
    SYMBOL(response_dispose, "sourcekitd_response_dispose")
#undef SYMBOL
    api.initialize();
    return NULL;
}

static sk_object_t document_request(const char *request, const char *name) {
    sk_object_t dictionary = api.request_dictionary_create(NULL, NULL, 0);
    api.request_dictionary_set_uid(dictionary, api.uid_get_from_cstr("key.request"), api.uid_get_from_cstr(request));
    api.request_dictionary_set_string(dictionary, api.uid_get_from_cstr("key.name"), name);
    return dictionary;
}

char *pushpop_sourcekit_editor_open(const char *text, char **error) {
    pthread_mutex_lock(&lock);
    char name[64];
    snprintf(name, sizeof name, "pushpop-source-%lu.swift", ++documents);
    sk_object_t open = document_request("source.request.editor.open", name);
    api.request_dictionary_set_string(open, api.uid_get_from_cstr("key.sourcetext"), text);
    api.request_dictionary_set_int64(open, api.uid_get_from_cstr("key.syntactic_only"), 1);
    api.request_dictionary_set_int64(open, api.uid_get_from_cstr("key.enablesubstructure"), 1);
    api.request_dictionary_set_int64(open, api.uid_get_from_cstr("key.enablesyntaxmap"), 1);
    sk_response_t response = api.send_request_sync(open);
    api.request_release(open);
    char *json = NULL;
    if (api.response_is_error(response)) {
        *error = copy_message("sourcekitd: %s", api.response_error_get_description(response));
    } else {
        json = api.variant_json_description_copy(api.response_get_value(response));
        if (!json) *error = copy_message("%s", "sourcekitd returned no response");
    }
    api.response_dispose(response);
    sk_object_t close = document_request("source.request.editor.close", name);
    api.response_dispose(api.send_request_sync(close));
    api.request_release(close);
    pthread_mutex_unlock(&lock);
    return json;
}
