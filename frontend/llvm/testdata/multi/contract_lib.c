/* the library's file */


#pragma bspcost contract lib(n) collective supersteps(0)
int unused;
