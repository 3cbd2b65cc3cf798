/*
 * photo-grid, the loading half (issue 44): what a careful C program does for thumbnails in a
 * grid. A GThreadPool of at most K threads (`--loads K`, default the cores) decodes each file
 * with a GdkPixbufLoader fed in 64 KiB chunks, scaled at decode time to fit the tile
 * ("size-prepared", so libjpeg decodes at 1/2, 1/4 or 1/8 scale), checking the load's
 * GCancellable before every chunk, and makes the texture there (gdk_texture_new_for_pixbuf;
 * GTK documents textures as thread-safe). The result goes back to the main thread by an idle
 * source at G_PRIORITY_DEFAULT (as GTask returns), where the tile takes it only if the load is
 * still the tile's. An LRU cache of textures bounded in bytes (`--cache-mib`, default 128) keyed
 * by path and size; a bind that finds its texture there shows it at once. Included by bench.c
 * before photo_grid.c.
 */

#define PHOTO_CHUNK (64 * 1024)

typedef struct _PhotoTile PhotoTile;

/* The photo-grid options (bench.c reads them from the command line). */
typedef struct
{
  const char *dir;     /* --photos, else $GTKLISTKIT_PHOTOS, else ~/.cache/gtklistkit/photos */
  guint loads;         /* --loads: concurrent loads, default the cores (at least 2, as the library) */
  guint cache_mib;     /* --cache-mib: texture cache bound, default 128 */
  int thumb;           /* --thumb: tile picture size, default 160 */
  double seconds;      /* --seconds: scrolling time at 60 Hz, default 10 */
  double px_per_frame; /* --px-per-frame: default screens_per_s pages a second at 60 Hz */
  double screens_per_s; /* 2 (photo-grid), 8 (photo-grid-fast) or 30 (photo-grid-fling) */
} PhotoOptions;

typedef struct
{
  char *path;
  GCancellable *cancellable;
  PhotoTile *tile;      /* main thread only: NULL once the tile let the load go */
  GdkTexture *texture;  /* set by the worker; NULL when cancelled or failed */
  gboolean stopped_early; /* the worker saw the cancellation before the decode finished */
  char *error;
} PhotoLoad;

/* A tile of the grid (photo_grid.c's factory makes them; main thread only). */
struct _PhotoTile
{
  GtkWidget *box, *picture, *label;
  char *key;          /* path@size of the bound file, NULL when unbound */
  PhotoLoad *load;    /* the load it waits for */
  gboolean has_image; /* shows its file's texture */
  gboolean seen;      /* has been visible since this bind */
  gboolean reported;  /* its visible-to-image time is recorded */
  gint64 seen_ns;
};

static GPtrArray *photo_tiles; /* every tile made */
static const char *photo_dir;

/* Counters (main thread), reported as JSON keys. */
static guint64 loads_started, loads_cancelled, loads_completed, loads_discarded,
  loads_stopped_early, loads_failed, loads_in_flight, cache_hits, cache_evictions;
/* Main-thread time spent on loading (bind: cache lookup + start; unbind: cancel; apply): wall
 * clock, and the main thread's CPU time (without the time it waited for a core: on a loaded
 * machine the decoders and other processes preempt it inside these spans). */
static gint64 load_main_ns, load_main_cpu_ns;

static gint64
thread_cpu_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Around each main-thread loading span. */
#define LOAD_SPAN_BEGIN gint64 span_t0 = now_ns (), span_c0 = thread_cpu_ns ()
#define LOAD_SPAN_END                                                                         \
  do                                                                                          \
    {                                                                                         \
      load_main_ns += now_ns () - span_t0;                                                    \
      load_main_cpu_ns += thread_cpu_ns () - span_c0;                                         \
    }                                                                                         \
  while (0)
static int photo_thumb = 160;
static GThreadPool *photo_pool;

/* ------------------------------------------------------------ LRU cache */

typedef struct
{
  char *key;
  GdkTexture *texture;
  gsize bytes;
  GList *link; /* in photo_lru, most recently shown first */
} CacheEntry;

static GHashTable *photo_cache; /* key -> CacheEntry */
static GQueue photo_lru = G_QUEUE_INIT;
static gsize cache_bytes, cache_limit = 128u << 20, cache_peak_bytes;

static void
cache_entry_free (gpointer data)
{
  CacheEntry *e = data;
  g_object_unref (e->texture);
  g_free (e->key);
  g_free (e);
}

static GdkTexture *
cache_lookup (const char *key)
{
  CacheEntry *e = g_hash_table_lookup (photo_cache, key);
  if (!e)
    return NULL;
  g_queue_unlink (&photo_lru, e->link);
  g_queue_push_head_link (&photo_lru, e->link);
  return e->texture;
}

static void
cache_insert (const char *key, GdkTexture *texture)
{
  if (g_hash_table_contains (photo_cache, key))
    return;
  CacheEntry *e = g_new0 (CacheEntry, 1);
  e->key = g_strdup (key);
  e->texture = g_object_ref (texture);
  /* gdk_texture_new_for_pixbuf keeps the pixbuf's pixels: 4 bytes a pixel at most. */
  e->bytes = (gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture) * 4;
  g_queue_push_head (&photo_lru, e);
  e->link = photo_lru.head;
  g_hash_table_insert (photo_cache, e->key, e);
  cache_bytes += e->bytes;
  while (cache_bytes > cache_limit && photo_lru.length > 1)
    {
      CacheEntry *old = g_queue_pop_tail (&photo_lru);
      cache_bytes -= old->bytes;
      cache_evictions++;
      g_hash_table_remove (photo_cache, old->key); /* frees it */
    }
  cache_peak_bytes = MAX (cache_peak_bytes, cache_bytes);
}

/* --------------------------------------------------------------- worker */

static void
on_size_prepared (GdkPixbufLoader *loader, int w, int h, gpointer data)
{
  int box = photo_thumb;
  if (w <= box && h <= box)
    return;
  double scale = MIN ((double) box / w, (double) box / h);
  gdk_pixbuf_loader_set_size (loader, MAX (1, (int) (w * scale + 0.5)),
                              MAX (1, (int) (h * scale + 0.5)));
}

/* Runs on a pool thread: never touches widgets or the counters. */
static gboolean photo_apply (gpointer data);

static void
photo_decode (gpointer data, gpointer user_data)
{
  PhotoLoad *load = data;
  GError *error = NULL;
  int fd = -1;
  GdkPixbufLoader *loader = NULL;
  if (g_cancellable_is_cancelled (load->cancellable))
    goto stopped;
  fd = open (load->path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    {
      load->error = g_strdup_printf ("%s: %s", load->path, g_strerror (errno));
      goto done;
    }
  loader = gdk_pixbuf_loader_new ();
  g_signal_connect (loader, "size-prepared", G_CALLBACK (on_size_prepared), NULL);
  guchar *buf = g_malloc (PHOTO_CHUNK);
  for (;;)
    {
      if (g_cancellable_is_cancelled (load->cancellable))
        {
          g_free (buf);
          gdk_pixbuf_loader_close (loader, NULL);
          goto stopped;
        }
      ssize_t got = read (fd, buf, PHOTO_CHUNK);
      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        break;
      if (!gdk_pixbuf_loader_write (loader, buf, (gsize) got, &error))
        break;
    }
  g_free (buf);
  if (!error)
    gdk_pixbuf_loader_close (loader, &error);
  else
    gdk_pixbuf_loader_close (loader, NULL);
  if (error)
    {
      load->error = g_strdup_printf ("%s: %s", load->path, error->message);
      g_clear_error (&error);
      goto done;
    }
  GdkPixbuf *pixbuf = gdk_pixbuf_loader_get_pixbuf (loader);
  if (pixbuf)
    load->texture = gdk_texture_new_for_pixbuf (pixbuf);
  goto done;
stopped:
  load->stopped_early = TRUE;
done:
  if (loader)
    g_object_unref (loader);
  if (fd >= 0)
    close (fd);
  g_idle_add_full (G_PRIORITY_DEFAULT, photo_apply, load, NULL);
}

static void
photo_load_free (PhotoLoad *load)
{
  g_clear_object (&load->texture);
  g_object_unref (load->cancellable);
  g_free (load->error);
  g_free (load->path);
  g_free (load);
}

static void
photo_loader_init (guint max_loads, guint cache_mib, int thumb)
{
  photo_thumb = thumb;
  cache_limit = (gsize) cache_mib << 20;
  photo_cache = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, cache_entry_free);
  photo_pool = g_thread_pool_new (photo_decode, NULL, (int) max_loads, FALSE, NULL);
}

/* Main thread: a load for `path` on behalf of `tile` (photo_grid.c sets tile->load). */
static PhotoLoad *
photo_load_start (const char *path, PhotoTile *tile)
{
  PhotoLoad *load = g_new0 (PhotoLoad, 1);
  load->path = g_strdup (path);
  load->cancellable = g_cancellable_new ();
  load->tile = tile;
  loads_started++;
  loads_in_flight++;
  g_thread_pool_push (photo_pool, load, NULL);
  return load;
}

/* Main thread: the tile no longer wants the load (unbound or rebound). */
static void
photo_load_cancel (PhotoLoad *load)
{
  load->tile = NULL;
  loads_cancelled++;
  g_cancellable_cancel (load->cancellable);
}
