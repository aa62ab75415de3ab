/* harness.c: the isl side of the differential test of bspcost/polyhedra
 * (scripts/isl/run.sh builds and runs it; scripts/isl/islcheck drives it).
 *
 * Reads one request per line on stdin, tab-separated:
 *   id  op  kind  text  [text2]  [param values...]
 * kind is S (set) or M (map). Writes one line per request:
 *   id  status  result  microseconds
 * status is ok, error (isl failed or hit its operation limit) or bad
 * (unknown request). The time is CPU time, and covers the operation
 * only, not parsing or printing the input. Ops:
 *   print              isl's printed form of text
 *   equal   text2      1 if text and text2 are the same set, else 0
 *   empty              1 if empty (for all parameter values), else 0
 *   project            (set) the last set variable projected out, printed
 *   domain, range      (map) printed
 *   lexmin, lexmax     parametric optimum, printed
 *   lexminat, lexmaxat with all parameters fixed: the optimal point as
 *                      "x1 x2 ..." or "none" when empty
 *   count              with all parameters fixed: the number of points
 *                      (pairs for a map), "infty" when infinite
 *   fibremax           (map) with all parameters fixed: the largest number
 *                      of targets of a source and of sources of a target,
 *                      "a b"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/map.h>
#include <isl/val.h>
#include <isl/point.h>
#include <isl/space.h>

static double now_us(void)
{
	struct timespec ts;
	/* CPU time of the process (single-threaded): on a shared machine
	 * wall time mostly measures the other processes. */
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static isl_map *read_any(isl_ctx *ctx, char kind, const char *text)
{
	if (kind == 'S')
		return isl_map_from_range(isl_set_read_from_str(ctx, text));
	return isl_map_read_from_str(ctx, text);
}

/* Sets are kept as maps with zero inputs (from_range) so that one code
 * path serves both; to_set undoes that. */
static isl_set *to_set(isl_map *m) { return isl_map_range(m); }

static isl_map *fix_params(isl_map *m, long *pv, int np)
{
	for (int i = 0; i < np && m; i++)
		m = isl_map_fix_si(m, isl_dim_param, i, pv[i]);
	return m;
}

static char *str_of(char kind, isl_map *m)
{
	if (kind == 'S')
		return isl_set_to_str(to_set(isl_map_copy(m)));
	return isl_map_to_str(m);
}

struct fibre {
	isl_map *map;
	long max;
	int bad;
};

static isl_stat per_point(__isl_take isl_point *pt, void *user)
{
	struct fibre *f = user;
	isl_set *one = isl_set_from_point(pt);
	isl_set *img = isl_set_apply(one, isl_map_copy(f->map));
	isl_val *v = isl_set_count_val(img);
	isl_set_free(img);
	if (!v || !isl_val_is_int(v)) {
		f->bad = 1;
		isl_val_free(v);
		return isl_stat_error;
	}
	long n = isl_val_get_num_si(v);
	isl_val_free(v);
	if (n > f->max)
		f->max = n;
	return isl_stat_ok;
}

static long fibre_max(isl_map *m, int *bad)
{
	struct fibre f = {m, 0, 0};
	isl_set *dom = isl_map_domain(isl_map_copy(m));
	if (isl_set_foreach_point(dom, per_point, &f) < 0)
		*bad = 1;
	isl_set_free(dom);
	return f.max;
}

int main(int argc, char **argv)
{
	unsigned long maxops = argc > 1 ? strtoul(argv[1], NULL, 10) : 20000000UL;
	isl_ctx *ctx = isl_ctx_alloc();
	isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE);
	isl_ctx_set_max_operations(ctx, maxops);
	static char line[1 << 20];
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		char *field[64];
		int nf = 0;
		for (char *p = line; nf < 64;) {
			field[nf++] = p;
			char *t = strchr(p, '\t');
			if (!t)
				break;
			*t = 0;
			p = t + 1;
		}
		if (nf < 4) {
			printf("%s\tbad\t-\t0\n", nf ? field[0] : "?");
			fflush(stdout);
			continue;
		}
		const char *id = field[0], *op = field[1];
		char kind = field[2][0];
		isl_ctx_reset_operations(ctx);
		isl_ctx_reset_error(ctx);
		isl_map *m = read_any(ctx, kind, field[3]);
		if (!m) {
			printf("%s\terror\tparse\t0\n", id);
			fflush(stdout);
			continue;
		}
		long pv[32];
		int np = 0;
		int first = strcmp(op, "equal") == 0 ? 5 : 4;
		for (int i = first; i < nf && np < 32; i++)
			pv[np++] = strtol(field[i], NULL, 10);
		char *out = NULL;
		char buf[4096];
		double t0 = now_us(), t1;
		if (strcmp(op, "print") == 0) {
			t1 = now_us();
			out = str_of(kind, m);
		} else if (strcmp(op, "equal") == 0 && nf >= 5) {
			isl_map *o = read_any(ctx, kind, field[4]);
			t0 = now_us();
			isl_bool r = o ? isl_map_is_equal(m, o) : isl_bool_error;
			t1 = now_us();
			isl_map_free(o);
			if (r >= 0)
				out = strdup(r ? "1" : "0");
		} else if (strcmp(op, "empty") == 0) {
			isl_bool r = isl_map_is_empty(m);
			t1 = now_us();
			if (r >= 0)
				out = strdup(r ? "1" : "0");
		} else if (strcmp(op, "project") == 0 && kind == 'S') {
			isl_set *s = to_set(isl_map_copy(m));
			unsigned n = isl_set_dim(s, isl_dim_set);
			s = isl_set_project_out(s, isl_dim_set, n - 1, 1);
			t1 = now_us();
			if (s)
				out = isl_set_to_str(s);
			isl_set_free(s);
		} else if ((strcmp(op, "domain") == 0 || strcmp(op, "range") == 0) && kind == 'M') {
			isl_set *s = op[0] == 'd' ? isl_map_domain(isl_map_copy(m)) : isl_map_range(isl_map_copy(m));
			t1 = now_us();
			if (s)
				out = isl_set_to_str(s);
			isl_set_free(s);
		} else if (strcmp(op, "lexmin") == 0 || strcmp(op, "lexmax") == 0) {
			isl_map *r = strcmp(op, "lexmin") == 0 ? isl_map_lexmin(isl_map_copy(m)) : isl_map_lexmax(isl_map_copy(m));
			t1 = now_us();
			if (r)
				out = str_of(kind, r);
			isl_map_free(r);
		} else if ((strcmp(op, "lexminat") == 0 || strcmp(op, "lexmaxat") == 0) && kind == 'S') {
			isl_set *s = to_set(fix_params(isl_map_copy(m), pv, np));
			s = strcmp(op, "lexminat") == 0 ? isl_set_lexmin(s) : isl_set_lexmax(s);
			isl_bool e = isl_set_is_empty(s);
			if (e == isl_bool_true) {
				t1 = now_us();
				out = strdup("none");
			} else if (e == isl_bool_false) {
				isl_point *p = isl_set_sample_point(isl_set_copy(s));
				t1 = now_us();
				unsigned n = isl_set_dim(s, isl_dim_set);
				buf[0] = 0;
				int okp = p != NULL;
				for (unsigned i = 0; okp && i < n; i++) {
					isl_val *v = isl_point_get_coordinate_val(p, isl_dim_set, i);
					char *vs = isl_val_to_str(v);
					if (!vs)
						okp = 0;
					else {
						strncat(buf, vs, sizeof buf - strlen(buf) - 2);
						if (i + 1 < n)
							strcat(buf, " ");
					}
					free(vs);
					isl_val_free(v);
				}
				isl_point_free(p);
				if (okp)
					out = strdup(buf);
			} else
				t1 = now_us();
			isl_set_free(s);
		} else if (strcmp(op, "count") == 0) {
			/* isl_set_count_val gives 0 on some infinite sets: test
			 * boundedness first (and emptiness before that: an empty
			 * set with an unbounded constraint system is "not
			 * bounded" for isl_set_is_bounded). */
			isl_set *s = isl_map_wrap(fix_params(isl_map_copy(m), pv, np));
			isl_bool em = isl_set_is_empty(s);
			isl_bool bd = em == isl_bool_true ? isl_bool_true : isl_set_is_bounded(s);
			isl_val *v = bd == isl_bool_true ? isl_set_count_val(s) : NULL;
			t1 = now_us();
			if (em == isl_bool_true)
				out = strdup("0");
			else if (bd == isl_bool_false)
				out = strdup("infty");
			else if (v)
				out = isl_val_is_infty(v) ? strdup("infty") : isl_val_to_str(v);
			isl_val_free(v);
			isl_set_free(s);
		} else if (strcmp(op, "fibremax") == 0 && kind == 'M') {
			isl_map *f = fix_params(isl_map_copy(m), pv, np);
			int bad = 0;
			long a = fibre_max(f, &bad);
			isl_map *rf = isl_map_reverse(isl_map_copy(f));
			long b = fibre_max(rf, &bad);
			t1 = now_us();
			isl_map_free(rf);
			isl_map_free(f);
			if (!bad) {
				snprintf(buf, sizeof buf, "%ld %ld", a, b);
				out = strdup(buf);
			}
		} else {
			isl_map_free(m);
			printf("%s\tbad\t-\t0\n", id);
			fflush(stdout);
			continue;
		}
		if (out)
			printf("%s\tok\t%s\t%.1f\n", id, out, t1 - t0);
		else
			printf("%s\terror\t-\t%.1f\n", id, t1 - t0);
		fflush(stdout);
		free(out);
		isl_map_free(m);
	}
	isl_ctx_free(ctx);
	return 0;
}
