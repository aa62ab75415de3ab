/* Never ends: every process writes its pid to the file argv[1], then
 * loops. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include "bsp.h"

int main(int argc, char **argv) {
  bsp_begin(bsp_nprocs());
  int fd = open(argv[1], O_WRONLY | O_APPEND);
  char line[32];
  int n = snprintf(line, sizeof line, "%d\n", (int)getpid());
  write(fd, line, n);
  close(fd);
  bsp_sync();
  for (volatile long i = 0;; i++)
    ;
  bsp_end();
  return 0;
}
