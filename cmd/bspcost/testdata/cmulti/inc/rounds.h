/* Included through -I: the number of rounds, a macro the build defines. */
#ifndef ROUNDS
#error "ROUNDS must be defined (-DROUNDS=...)"
#endif
int nloc(int p, int s, int n);
void shift(double *x, int n);
