/* No function synchronises or calls bsp_begin (a test of a BSPlib call
 * outside an SPMD section): the entry is the one function that calls a
 * BSPlib primitive itself and that no other such function calls; main,
 * which only calls it, is not. */
#include "bsp.h"
void report(int x);
void test_pid(void) {
  int s = bsp_pid();
  report(s);
}
int main(int argc, char **argv) {
  test_pid();
  return 0;
}
