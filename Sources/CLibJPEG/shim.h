#ifndef PUSHPOP_CLIBJPEG_SHIM_H
#define PUSHPOP_CLIBJPEG_SHIM_H
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/* libjpeg(-turbo) reports errors by calling error_exit, which by default prints and exits the
   process. Here error_exit formats the message and longjmps back to the C function that
   called into libjpeg (pushpop_jpeg_begin or _finish), which returns 0: the jump never crosses
   a Swift frame. A file that ends early is an error too (libjpeg would only warn and pad the
   image with grey); other warnings and trace messages are dropped, never printed. */
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int reached_end;
} pushpop_jpeg_error;

typedef struct {
    struct jpeg_decompress_struct info;
    pushpop_jpeg_error error;
    const unsigned char *data;
    size_t size;
    int created;
} pushpop_jpeg_reader;

static void pushpop_jpeg_fail(j_common_ptr info) {
    pushpop_jpeg_error *error = (pushpop_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void pushpop_jpeg_emit(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) {
        ((pushpop_jpeg_error *)info->err)->reached_end = 1;
        pushpop_jpeg_fail(info);
    }
}

static void pushpop_jpeg_output(j_common_ptr info) { (void)info; }

/* Reads the header of the `size` bytes at `data` (which must stay alive until _end). */
static inline int pushpop_jpeg_begin(pushpop_jpeg_reader *reader, const unsigned char *data, size_t size) {
    memset(reader, 0, sizeof *reader);
    reader->info.err = jpeg_std_error(&reader->error.manager);
    reader->error.manager.error_exit = pushpop_jpeg_fail;
    reader->error.manager.emit_message = pushpop_jpeg_emit;
    reader->error.manager.output_message = pushpop_jpeg_output;
    reader->data = data;
    reader->size = size;
    if (setjmp(reader->error.jump)) return 0;
    jpeg_create_decompress(&reader->info);
    reader->created = 1;
    jpeg_mem_src(&reader->info, data, (unsigned long)size);
    jpeg_read_header(&reader->info, TRUE);
    return 1;
}

static inline unsigned pushpop_jpeg_width(const pushpop_jpeg_reader *reader) { return reader->info.image_width; }
static inline unsigned pushpop_jpeg_height(const pushpop_jpeg_reader *reader) { return reader->info.image_height; }

/* Decodes into `rgba`, width * height * 4 bytes: 8-bit RGBA, alpha 255. */
static inline int pushpop_jpeg_finish(pushpop_jpeg_reader *reader, unsigned char *rgba) {
    if (setjmp(reader->error.jump)) return 0;
    reader->info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&reader->info);
    if (reader->info.output_width != reader->info.image_width
        || reader->info.output_height != reader->info.image_height || reader->info.output_components != 4) {
        strncpy(reader->error.message, "unexpected output size", sizeof reader->error.message - 1);
        return 0;
    }
    size_t stride = (size_t)reader->info.output_width * 4;
    while (reader->info.output_scanline < reader->info.output_height) {
        JSAMPROW row = rgba + (size_t)reader->info.output_scanline * stride;
        jpeg_read_scanlines(&reader->info, &row, 1);
    }
    jpeg_finish_decompress(&reader->info);
    return 1;
}

/* Bytes of the data consumed so far (all of them once libjpeg reads past the end, where its
   memory source substitutes a fake end-of-image marker). */
static inline size_t pushpop_jpeg_offset(const pushpop_jpeg_reader *reader) {
    if (reader->error.reached_end) return reader->size;
    if (reader->info.src == NULL) return 0;
    const unsigned char *next = reader->info.src->next_input_byte;
    if (next < reader->data || next > reader->data + reader->size) return reader->size;
    return (size_t)(next - reader->data);
}

static inline const char *pushpop_jpeg_message(const pushpop_jpeg_reader *reader) { return reader->error.message; }

static inline void pushpop_jpeg_end(pushpop_jpeg_reader *reader) {
    if (reader->created) jpeg_destroy_decompress(&reader->info);
    reader->created = 0;
}

#endif
