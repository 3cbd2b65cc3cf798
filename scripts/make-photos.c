/*
 * The photo generator behind scripts/make-photos.py (issue 44's photo grid): writes the JPEG
 * files IMG_<index>.jpg for every index in [first, last) with index % workers == worker, into
 * DIR. Each picture is 1 to 4 megapixels (its size chosen by the index), smooth content seeded
 * by the index (a two-colour gradient, three soft discs) with the index printed large in the
 * middle, JPEG quality 80 (smooth content keeps the files small). Its mtime is set to a moment
 * of the two years before 2026-12-01 chosen by the index, so a Photos page can group by month.
 * A file that exists is skipped; a new one is written under a temporary name and renamed, so
 * an interrupted run never leaves a half-written IMG_*.jpg. One line per index on stdout:
 * "made INDEX BYTES" or "skip INDEX BYTES".
 *
 *   cc -O2 -o make-photos make-photos.c $(pkg-config --cflags --libs gdk-pixbuf-2.0 cairo)
 *   make-photos DIR FIRST LAST WORKER WORKERS
 */
#include <cairo.h>
#include <fcntl.h>
#include <math.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* splitmix64 of the index: every property of a picture comes from it. */
static uint64_t
mix (uint64_t z)
{
  z += 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static double
unit (uint64_t *s)
{
  *s = mix (*s);
  return (double) (*s >> 11) / 9007199254740992.0;
}

/* 1.0 to 4.0 megapixels, landscape, portrait and square, as cameras and phones make them. */
static const int SIZES[][2] = {
  { 1152, 864 }, { 1280, 960 }, { 1600, 1200 }, { 2048, 1536 }, { 2304, 1728 },
  { 1920, 1080 }, { 2560, 1440 }, { 864, 1152 }, { 1200, 1600 }, { 1536, 2048 },
  { 1080, 1920 }, { 1600, 1600 },
};

static GdkPixbuf *
draw (uint64_t index, int w, int h)
{
  uint64_t s = index * 0x2545F4914F6CDD1DULL + 1;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (surface);

  double angle = unit (&s) * 6.283185;
  cairo_pattern_t *bg = cairo_pattern_create_linear (w / 2.0 - cos (angle) * w / 2,
                                                     h / 2.0 - sin (angle) * h / 2,
                                                     w / 2.0 + cos (angle) * w / 2,
                                                     h / 2.0 + sin (angle) * h / 2);
  cairo_pattern_add_color_stop_rgb (bg, 0, unit (&s), unit (&s), unit (&s));
  cairo_pattern_add_color_stop_rgb (bg, 1, unit (&s), unit (&s), unit (&s));
  cairo_set_source (cr, bg);
  cairo_paint (cr);
  cairo_pattern_destroy (bg);

  for (int i = 0; i < 3; i++)
    {
      double x = unit (&s) * w, y = unit (&s) * h, r = (0.15 + 0.3 * unit (&s)) * MIN (w, h);
      cairo_pattern_t *disc = cairo_pattern_create_radial (x, y, 0, x, y, r);
      double cr_ = unit (&s), cg = unit (&s), cb = unit (&s);
      cairo_pattern_add_color_stop_rgba (disc, 0, cr_, cg, cb, 0.9);
      cairo_pattern_add_color_stop_rgba (disc, 1, cr_, cg, cb, 0);
      cairo_set_source (cr, disc);
      cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r); /* the disc's box: cheaper than paint */
      cairo_fill (cr);
      cairo_pattern_destroy (disc);
    }

  /* The index, large, white on a dark outline: readable in a 160-pixel thumbnail. */
  char text[32];
  snprintf (text, sizeof text, "%llu", (unsigned long long) index);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MIN (w, h) / 4.0);
  cairo_text_extents_t ext;
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, (w - ext.width) / 2 - ext.x_bearing, (h - ext.height) / 2 - ext.y_bearing);
  cairo_text_path (cr, text);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, MIN (w, h) / 80.0);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's RGB24 is 0x00RRGGBB in native-endian words; the pixbuf wants packed R, G, B. */
  GdkPixbuf *pb = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, w, h);
  const unsigned char *src = cairo_image_surface_get_data (surface);
  int src_stride = cairo_image_surface_get_stride (surface);
  unsigned char *dst = gdk_pixbuf_get_pixels (pb);
  int dst_stride = gdk_pixbuf_get_rowstride (pb);
  for (int y = 0; y < h; y++)
    {
      const uint32_t *in = (const uint32_t *) (src + (size_t) y * src_stride);
      unsigned char *out = dst + (size_t) y * dst_stride;
      for (int x = 0; x < w; x++)
        {
          out[3 * x] = (in[x] >> 16) & 0xff;
          out[3 * x + 1] = (in[x] >> 8) & 0xff;
          out[3 * x + 2] = in[x] & 0xff;
        }
    }
  cairo_surface_destroy (surface);
  return pb;
}

/* Seconds since the epoch: 2026-12-01 00:00 UTC minus up to 730 days, by the index. */
static time_t
stamp (uint64_t index)
{
  const time_t end = 1796083200; /* 2026-12-01T00:00:00Z */
  return end - (time_t) (mix (index ^ 0x5DEECE66DULL) % (730ULL * 86400));
}

int
main (int argc, char **argv)
{
  if (argc != 6)
    {
      fprintf (stderr, "usage: make-photos DIR FIRST LAST WORKER WORKERS\n");
      return 2;
    }
  const char *dir = argv[1];
  uint64_t first = strtoull (argv[2], NULL, 10), last = strtoull (argv[3], NULL, 10);
  uint64_t worker = strtoull (argv[4], NULL, 10), workers = strtoull (argv[5], NULL, 10);
  if (workers == 0 || worker >= workers)
    {
      fprintf (stderr, "make-photos: WORKER must be below WORKERS\n");
      return 2;
    }
  setvbuf (stdout, NULL, _IOLBF, 0);
  for (uint64_t i = first; i < last; i++)
    {
      if (i % workers != worker)
        continue;
      char path[4096], tmp[4200];
      snprintf (path, sizeof path, "%s/IMG_%06llu.jpg", dir, (unsigned long long) i);
      struct stat st;
      if (stat (path, &st) == 0)
        {
          printf ("skip %llu %lld\n", (unsigned long long) i, (long long) st.st_size);
          continue;
        }
      const int *size = SIZES[mix (i) % (sizeof SIZES / sizeof SIZES[0])];
      GdkPixbuf *pb = draw (i, size[0], size[1]);
      GError *error = NULL;
      snprintf (tmp, sizeof tmp, "%s/.IMG_%06llu.jpg.part", dir, (unsigned long long) i);
      if (!gdk_pixbuf_save (pb, tmp, "jpeg", &error, "quality", "80", NULL))
        {
          fprintf (stderr, "make-photos: %s: %s\n", tmp, error->message);
          return 1;
        }
      g_object_unref (pb);
      struct timespec times[2] = { { stamp (i), 0 }, { stamp (i), 0 } };
      if (utimensat (AT_FDCWD, tmp, times, 0) != 0 || rename (tmp, path) != 0
          || stat (path, &st) != 0)
        {
          perror (path);
          return 1;
        }
      printf ("made %llu %lld\n", (unsigned long long) i, (long long) st.st_size);
    }
  return 0;
}
