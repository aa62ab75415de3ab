/* bsp_stub.c: a one-process BSPlib runtime, so that programs written
 * against bsp.h link and run without a BSPlib installation (bsp_nprocs()
 * is 1; puts and gets copy at once, which on one process is what they do
 * at the next sync). bspcost's tests run C programs with it and compare
 * what they compute with the simulation of their translation. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bsp.h"
#include "bspcost.h"

void bsp_init(void (*spmd)(void), int argc, char **argv) { (void)spmd; (void)argc; (void)argv; }
void bsp_begin(int maxprocs) { (void)maxprocs; }
void bsp_end(void) {}
void bsp_abort(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  vfprintf(stderr, format, ap);
  va_end(ap);
  exit(1);
}
int bsp_pid(void) { return 0; }
int bsp_nprocs(void) { return 1; }
double bsp_time(void) { return 0.0; }
void bsp_sync(void) {}
void bsp_push_reg(const void *ident, int size) { (void)ident; (void)size; }
void bsp_pop_reg(const void *ident) { (void)ident; }
void bsp_put(int pid, const void *src, void *dst, int offset, int nbytes) {
  (void)pid;
  memmove((char *)dst + offset, src, nbytes);
}
void bsp_get(int pid, const void *src, int offset, void *dst, int nbytes) {
  (void)pid;
  memmove(dst, (const char *)src + offset, nbytes);
}
void bsp_hpput(int pid, const void *src, void *dst, int offset, int nbytes) { bsp_put(pid, src, dst, offset, nbytes); }
void bsp_hpget(int pid, const void *src, int offset, void *dst, int nbytes) { bsp_get(pid, src, offset, dst, nbytes); }
void bspcost_work(long n) { (void)n; }
