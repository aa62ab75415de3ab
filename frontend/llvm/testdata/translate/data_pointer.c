/* Pointers to memory the translation does not follow: an array whose size
 * is received (calloc(n) with n from bsp_qsize), returned through a
 * float ** out-parameter into a pointer the caller set to NULL, and the
 * payload pointer bsp_hpmove sets. Reading through them is input data,
 * writing is not followed, a transfer through them goes through a buffer
 * of its own; the loops over the received messages are bounded by what
 * was sent. */
#include <bsp.h>
#include <stdlib.h>

static int gather(float *x, int m, float **out) {
    int i, j, nmsg, nbytes, tag, status;
    float *got = NULL;
    int ts = sizeof(int);
    bsp_set_tagsize(&ts);
    bsp_sync();
    for (i = 0; i < m; i++) {
        tag = i;
        for (j = 0; j < bsp_nprocs(); j++)
            bsp_send(j, &tag, &x[i], sizeof(float));
    }
    bsp_sync();
    bsp_qsize(&nmsg, &nbytes);
    if (nmsg > 0) {
        got = calloc(nmsg, sizeof(float));
        for (i = 0; i < nmsg; i++) {
            bsp_get_tag(&status, &tag);
            bsp_move(&got[i], sizeof(float));
            got[i] = got[i] * 2.0f;
        }
    }
    *out = got;
    return nmsg;
}

void spmd(int m) {
    bsp_begin(bsp_nprocs());
    float x[8], *all = NULL, sum = 0.0f;
    char *c = NULL;
    void *tp, *pp;
    int i, k, n;
    for (i = 0; i < 8; i++)
        x[i] = i < m ? i : 0;
    n = gather(x, 4, &all);
    for (i = 0; i < n; i++)
        sum += all[i];
    free(all);
    c = calloc(4, 1);
    for (i = 0; i < 4; i++)
        c[i] = i;
    bsp_send(0, &i, c, 4);
    bsp_sync();
    bsp_qsize(&n, &k);
    for (i = 0; i < n; i++) {
        int len = bsp_hpmove(&tp, &pp);
        c = pp;
        for (k = 0; k < 4; k++)
            if (k < len)
                sum += c[k];
    }
    bsp_end();
}
