/* bsp.h: a minimal BSPlib header for bspcost.
 *
 * Only declarations, with the classic BSPlib signatures (Hill et al.,
 * "BSPlib: The BSP Programming Library", 1998), so that programs written
 * against BSPlib compile to LLVM IR without a BSPlib installation:
 * bspcost analyses the calls, it never runs them. MulticoreBSP for C's
 * signatures (unsigned bsp_pid_t, size_t sizes) have the same arity and
 * are accepted by the translation as well; use that library's own bsp.h
 * to compile against them.
 */
#ifndef BSPCOST_BSP_H
#define BSPCOST_BSP_H

void bsp_init(void (*spmd)(void), int argc, char **argv);
void bsp_begin(int maxprocs);
void bsp_end(void);
void bsp_abort(const char *format, ...);

int bsp_pid(void);
int bsp_nprocs(void);
double bsp_time(void);

void bsp_sync(void);

void bsp_push_reg(const void *ident, int size);
void bsp_pop_reg(const void *ident);

void bsp_put(int pid, const void *src, void *dst, int offset, int nbytes);
void bsp_get(int pid, const void *src, int offset, void *dst, int nbytes);
void bsp_hpput(int pid, const void *src, void *dst, int offset, int nbytes);
void bsp_hpget(int pid, const void *src, int offset, void *dst, int nbytes);

#endif
