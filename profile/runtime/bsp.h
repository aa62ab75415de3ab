/* bsp.h: the BSPlib 1.4 interface of bspcost's counting runtime
 * (profile/runtime/bsprt.c), on the include path of "bspcost profile"
 * after the system's and the -I folders.
 *
 * The classic signatures (Hill et al., "BSPlib: The BSP Programming
 * Library", 1998), plus BSMP. bsp_init is declared without a prototype
 * because programs call it in two dialects: the Oxford toolset's
 * bsp_init(spmd, argc, argv) before bsp_begin(P), and BSPonMPI's
 * bsp_init(&argc, &argv), after which main itself is the SPMD part. The
 * profiler's instrumentation tells the runtime which one each call is
 * (the number of arguments of the call in the IR).
 */
#ifndef BSPCOST_BSP_H
#define BSPCOST_BSP_H

/* What a BSPlib's bsp.h brings: programs call printf without <stdio.h>. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

void bsp_init();
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

void bsp_set_tagsize(int *tag_nbytes);
void bsp_send(int pid, const void *tag, const void *payload, int payload_nbytes);
void bsp_qsize(int *nmessages, int *accum_nbytes);
void bsp_get_tag(int *status, void *tag);
void bsp_move(void *payload, int reception_nbytes);
int bsp_hpmove(void **tag_ptr, void **payload_ptr);

#endif
