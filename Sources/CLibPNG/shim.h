#ifndef PUSHPOP_CLIBPNG_SHIM_H
#define PUSHPOP_CLIBPNG_SHIM_H
#include <stdio.h>
#include <string.h>
#include <png.h>

/* libpng's simplified API (png_image: errors come back as a message, never as a longjmp
   into Swift) reading from a memory stream, so that the byte offset where decoding stopped
   is known (ftell). Begin reads the header (width, height); the caller checks the size and
   allocates width * height * 4 bytes; finish decodes into them as 8-bit RGBA in sRGB, alpha not
   premultiplied. End frees everything, whatever happened. */
typedef struct {
    png_image image;
    FILE *stream;
} pushpop_png_reader;

static inline int pushpop_png_begin(pushpop_png_reader *reader, const void *data, size_t size) {
    memset(reader, 0, sizeof *reader);
    reader->image.version = PNG_IMAGE_VERSION;
    reader->stream = fmemopen((void *)data, size, "rb");
    if (reader->stream == NULL) {
        strncpy(reader->image.message, "the data cannot be read", sizeof reader->image.message - 1);
        return 0;
    }
    return png_image_begin_read_from_stdio(&reader->image, reader->stream);
}

static inline int pushpop_png_finish(pushpop_png_reader *reader, void *rgba) {
    reader->image.format = PNG_FORMAT_RGBA;
    return png_image_finish_read(&reader->image, NULL, rgba, 0, NULL);
}

/* Bytes of the data read so far. */
static inline long pushpop_png_offset(pushpop_png_reader *reader) {
    return reader->stream != NULL ? ftell(reader->stream) : 0;
}

/* The message of the last error (or warning), NUL-terminated. */
static inline const char *pushpop_png_message(const pushpop_png_reader *reader) { return reader->image.message; }

static inline void pushpop_png_end(pushpop_png_reader *reader) {
    png_image_free(&reader->image);
    if (reader->stream != NULL) fclose(reader->stream);
    reader->stream = NULL;
}

/* Encodes width * height RGBA pixels (8-bit sRGB, alpha not premultiplied) as PNG into `out`,
   whose capacity is *size bytes; with out == NULL only sets *size to the bytes needed. */
static inline int pushpop_png_write(const void *rgba, unsigned width, unsigned height, void *out, size_t *size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t bytes = *size;
    int ok = png_image_write_to_memory(&image, out, &bytes, 0, rgba, 0, NULL);
    *size = (size_t)bytes;
    png_image_free(&image);
    return ok;
}

#endif
