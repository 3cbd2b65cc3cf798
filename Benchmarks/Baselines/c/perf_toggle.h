/* Toggles perf's sampling around the same spans as callgrind's collection, for a time profile
 * of the measured part only:
 *
 *   mkfifo ctl ack
 *   BENCH_PERF_CTL=ctl BENCH_PERF_ACK=ack perf record -D -1 --control fifo:ctl,ack -- bench ...
 *
 * Without BENCH_PERF_CTL it does nothing. The ack is waited for, so no sample of the span is
 * lost to perf reading its fifo late. Shared by the C baseline (harness.c) and the Swift
 * benchmark's shim (Sources/CGtkBench/shim.h). */
#pragma once
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

static inline void
bench_perf_toggle (void)
{
  /* The environment is read once: the toggles also run in timed spans (scroll-bind's hook). */
  static int enabled, read_env;
  static const char *ctl, *ack;
  if (!read_env)
    {
      ctl = getenv ("BENCH_PERF_CTL");
      ack = getenv ("BENCH_PERF_ACK");
      read_env = 1;
    }
  if (!ctl)
    return;
  int fd = open (ctl, O_WRONLY);
  if (fd < 0)
    return;
  const char *command = enabled ? "disable\n" : "enable\n";
  ssize_t written = write (fd, command, enabled ? 8 : 7);
  close (fd);
  enabled = !enabled;
  if (written > 0 && ack && (fd = open (ack, O_RDONLY)) >= 0)
    {
      char reply[8];
      ssize_t got = read (fd, reply, sizeof reply);
      (void) got;
      close (fd);
    }
}
