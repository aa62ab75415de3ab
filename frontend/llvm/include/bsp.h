/* bsp.h: the BSPlib 1.4 header bspcost compiles against when the program's
 * own BSPlib is not on the include path (-I).
 *
 * Only declarations (bspcost analyses the calls, it never runs them), with
 * the standard headers a BSPlib's bsp.h brings (BSPlib programs call printf
 * without including <stdio.h>) and the types of MulticoreBSP for C and
 * BSPonMPI. bsp_init and bsp_begin are declared without a prototype so
 * that every dialect compiles: bsp_init(spmd, argc, argv) and BSPonMPI's
 * bsp_init(&argc, &argv); bsp_begin(P) and bsp_begin().
 */
#ifndef BSPCOST_BSP_H
#define BSPCOST_BSP_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

typedef int bsp_pid_t;
typedef int bsp_nprocs_t;
typedef int bsp_size_t;

void bsp_init();
void bsp_begin();
void bsp_end(void);
void bsp_abort(const char *format, ...) __attribute__((noreturn));

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

/* Bulk synchronous message passing. */
void bsp_set_tagsize(int *tag_nbytes);
void bsp_send(int pid, const void *tag, const void *payload, int payload_nbytes);
void bsp_qsize(int *nmessages, int *accum_nbytes);
void bsp_get_tag(int *status, void *tag);
void bsp_move(void *payload, int reception_nbytes);
int bsp_hpmove(void **tag_ptr, void **payload_ptr);

/* BSPlib's old names. */
#define bsp_pushregister(ident, size) bsp_push_reg(ident, size)
#define bsp_popregister(ident) bsp_pop_reg(ident)
#define bsp_set_tag_size(t) bsp_set_tagsize(t)

#endif
