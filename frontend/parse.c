/* parse.c - runs tree-sitter's TypeScript grammar over a module and reports its syntax errors. */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* Reports the outermost ERROR nodes and every MISSING token; does not descend
 * into ERROR nodes, so one mistake gives one diagnostic. */
static void report_errors(TSNode n, fe__diaglist *dl, int *count) {
  if (*count >= 20) return;
  if (ts_node_is_missing(n)) {
    const char *t = ts_node_type(n);
    if (ts_node_is_named(n))
      fe__error(dl, ts_node_start_byte(n), "syntax error: %s expected.", t);
    else
      fe__error(dl, ts_node_start_byte(n), "syntax error: '%s' expected.", t);
    (*count)++;
    return;
  }
  if (!strcmp(ts_node_type(n), "ERROR")) {
    fe__error(dl, ts_node_start_byte(n), "syntax error");
    (*count)++;
    return;
  }
  if (!ts_node_has_error(n)) return;
  uint32_t c = ts_node_child_count(n);
  for (uint32_t i = 0; i < c; i++) report_errors(ts_node_child(n, i), dl, count);
}

/* tree-sitter's TypeScript grammar sometimes takes `a < -1, b === c, d > e`
 * for type arguments and gives up.  When a parse fails, we retry on a copy in
 * which every spaced-out ` < ` operator reads ` > ` (generic type arguments
 * are never written with a space before `<`), and remember where, so the
 * checker reads those operators as `<` again.  Literal text is always read
 * from the original source, so strings and comments are unaffected. */
static TSTree *reparse_swapped(TSParser *p, const char *src, size_t len, uint32_t base, uint32_t end,
                               fe__swaps *sw) {
  char *copy = malloc(len + 1);
  if (!copy) return NULL;
  memcpy(copy, src, len);
  uint32_t cap = sw->n, n0 = sw->n; /* sw->pos holds earlier modules' swaps */
  for (size_t i = base + 1; i + 1 < end; i++) {
    if (src[i] == '<' && (src[i - 1] == ' ' || src[i - 1] == '\t') && (src[i + 1] == ' ' || src[i + 1] == '\t')) {
      if (sw->n == cap) {
        cap = cap ? cap * 2 : 16;
        uint32_t *np = realloc(sw->pos, cap * sizeof *np);
        if (!np) break;
        sw->pos = np;
      }
      sw->pos[sw->n++] = (uint32_t)i;
      copy[i] = '>';
    }
  }
  TSTree *t = sw->n > n0 ? ts_parser_parse_string(p, NULL, copy, (uint32_t)len) : NULL;
  free(copy);
  if (t && ts_node_has_error(ts_tree_root_node(t))) {
    ts_tree_delete(t);
    t = NULL;
  }
  if (!t) sw->n = n0;
  return t;
}

TSTree *fe__parse(const char *src, size_t len, fe__diaglist *dl, fe__swaps *sw) {
  return fe__parse_range(src, len, 0, (uint32_t)len, 0, dl, sw);
}

TSTree *fe__parse_range(const char *src, size_t len, uint32_t base, uint32_t end, uint32_t row,
                        fe__diaglist *dl, fe__swaps *sw) {
  TSParser *p = ts_parser_new();
  if (!p) return NULL;
  if (!ts_parser_set_language(p, tree_sitter_typescript())) {
    ts_parser_delete(p);
    fe__error(dl, 0, "internal: incompatible tree-sitter grammar version");
    return NULL;
  }
  if (base != 0 || end != len) {
    /* Only this module's bytes; its nodes keep their offsets in the whole buffer. */
    TSRange r = {{row, 0}, {row, 0}, base, end};
    for (uint32_t i = base; i < end; i++) {
      r.end_point.column++;
      if (src[i] == '\n') r.end_point.row++, r.end_point.column = 0;
    }
    if (!ts_parser_set_included_ranges(p, &r, 1)) {
      ts_parser_delete(p);
      fe__error(dl, base, "internal: bad module range");
      return NULL;
    }
  }
  TSTree *t = ts_parser_parse_string(p, NULL, src, (uint32_t)len);
  if (t && ts_node_has_error(ts_tree_root_node(t))) {
    TSTree *t2 = reparse_swapped(p, src, len, base, end, sw);
    if (t2) {
      ts_tree_delete(t);
      t = t2;
    }
  }
  ts_parser_delete(p);
  if (!t) {
    fe__error(dl, 0, "internal: parse failed");
    return NULL;
  }
  TSNode root = ts_tree_root_node(t);
  if (ts_node_has_error(root)) {
    int count = 0;
    report_errors(root, dl, &count);
    if (count == 0) fe__error(dl, ts_node_start_byte(root), "syntax error");
  }
  return t;
}
