/* A FILE * handle: assigned NULL and fopen's result, passed to fscanf and
 * fclose: it has no value in the model (the pointer is never dereferenced
 * by the program); n read from the file is broadcast. */
#include <stdio.h>
#include "bsp.h"
void spmd(void) {
  int n = 0;
  FILE *fp = NULL;
  bsp_begin(bsp_nprocs());
  bsp_push_reg(&n, sizeof(int));
  if (bsp_pid() == 0) {
    fp = fopen("input.txt", "r");
    if (fp == NULL)
      bsp_abort("no input");
    fscanf(fp, "%d", &n);
    fclose(fp);
  }
  bsp_sync();
  bsp_get(0, &n, 0, &n, sizeof(int));
  bsp_sync();
  for (int i = 0; i < n; i++)
    bsp_sync();
  bsp_end();
}
