// CGtk for images: decoding image files off the main thread into GdkTextures.
#ifndef CGTK_IMAGES_H
#define CGTK_IMAGES_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

// Why: GDK_IS_TEXTURE is a macro. `object` as a texture, or NULL (never a critical).
GdkTexture *cgtk_texture(gpointer object);

// Why: "size-prepared" passes ints to a C callback. Makes `loader` scale the image down to fit
// `size`×`size` (aspect kept, never enlarged) once it knows the image's size, so the JPEG
// loader decodes at a reduced DCT scale instead of decoding every pixel.
void cgtk_pixbuf_loader_fit(GdkPixbufLoader *loader, int size);

// Why: a texture a renderer drew carries the renderer's data (a GL texture), released through
// the renderer when the texture is finalized, which is main-thread work: the last reference is
// dropped on the thread that owns the default main context (now when that is the caller, else
// from an idle callback there).
void cgtk_texture_release(GdkTexture *texture);

G_END_DECLS

#endif
