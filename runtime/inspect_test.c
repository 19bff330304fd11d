/* inspect_test.c - console.log of arrays, objects, class instances, typed arrays
 * and nested/circular values, against the output of Node v20.
 *
 * Each case is the argument list of one console.log call, written in
 * JavaScript plus five extensions (see inspect_test.js): F[...]/I[...]/P[...]
 * store an array as F64/I32/PTR elements, `Foo {k: v}` is an instance of a
 * class named Foo, `function foo` a function named foo, `#n` the n-th array
 * or object opened so far (for cycles); [1, , 3] has a hole (RT__HOLE in a
 * VALUE array, RT_F64_HOLE in F[...], NULL in P[...]).
 * The case strings below are the JS snippets; the expected strings were
 * printed by Node v20:
 *   node runtime/inspect_test.js runtime/inspect_test.cases
 * This file builds each value through the runtime API (rt_array_new,
 * rt_array_push_value, rt_object_new with classes made on the fly), prints it
 * with rt_console_log into a temporary file and compares. */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <unistd.h>

static const struct {
  const char *js, *node;
} cases[] = {
    {"1, 'str', true, null, undefined, -0, NaN, -Infinity",
     "1 str true null undefined -0 NaN -Infinity"},
    {"'top\\nlevel', 'x'",
     "top\n"
     "level x"},
    {"function foo, function",
     "[Function: foo] [Function (anonymous)]"},
    {"[]",
     "[]"},
    {"[1, 2, 3]",
     "[ 1, 2, 3 ]"},
    {"[-0, 0, NaN, Infinity, 1.5e300, 1e-7]",
     "[ -0, 0, NaN, Infinity, 1.5e+300, 1e-7 ]"},
    {"F[1, 2.5, -0]",
     "[ 1, 2.5, -0 ]"},
    {"I[1, -2, 300]",
     "[ 1, -2, 300 ]"},
    {"['a', 'b']",
     "[ 'a', 'b' ]"},
    {"[\"it's\"]",
     "[ \"it's\" ]"},
    {"['say \"hi\" it\\'s']",
     "[ `say \"hi\" it's` ]"},
    {"['a\\'b\"c`d']",
     "[ 'a\\'b\"c`d' ]"},
    {"['a\\'b\"c${d}']",
     "[ 'a\\'b\"c${d}' ]"},
    {"['tab\\there', 'nl\\nx', 'bs\\\\', '\\x00\\x1b\\x7f\\x85\\x0b']",
     "[ 'tab\\there', 'nl\\nx', 'bs\\\\', '\\x00\\x1B\\x7F\\x85\\x0B' ]"},
    {"['\\ud800', '\\udc00x', '\\ud83d\\ude00', 'caf\\u00e9', '\\u4e2d\\u6587']",
     "[ '\\ud800', '\\udc00x', '\360\237\230\200', 'caf\303\251', '\344\270\255\346\226\207' ]"},
    {"[true, false, null, undefined]",
     "[ true, false, null, undefined ]"},
    {"[function foo, function, [function bar]]",
     "[ [Function: foo], [Function (anonymous)], [ [Function: bar] ] ]"},
    {"[[1, 2], [3, [4, [5, [6]]]]]",
     "[ [ 1, 2 ], [ 3, [ 4, [Array] ] ] ]"},
    {"[[[[]]]]",
     "[ [ [ [] ] ] ]"},
    {"[[[{}]]]",
     "[ [ [ {} ] ] ]"},
    {"[[[[1]]]]",
     "[ [ [ [Array] ] ] ]"},
    {"[[[{a: 1}]]]",
     "[ [ [ [Object] ] ] ]"},
    {"[1, , 3]",
     "[ 1, <1 empty item>, 3 ]"},
    {"[, , , 1]",
     "[ <3 empty items>, 1 ]"},
    {"[1, , , ]",
     "[ 1, <2 empty items> ]"},
    {"[, ]",
     "[ <1 empty item> ]"},
    {"[1, , 2, , , 3, , , , ]",
     "[ 1, <1 empty item>, 2, <2 empty items>, 3, <3 empty items> ]"},
    {"P['x', 'y']",
     "[ 'x', 'y' ]"},
    {"F[1, , 3, , ]",
     "[ 1, <1 empty item>, 3, <1 empty item> ]"},
    {"P['x', , 'y', [1], , ]",
     "[ 'x', <1 empty item>, 'y', [ 1 ], <1 empty item> ]"},
    {"F[1, 2, 3, 4, , 6, 7, 8, 9, 10]",
     "[ 1, 2, 3, 4, <1 empty item>, 6, 7, 8, 9, 10 ]"},
    {"['aaaaaaaaaaaaaa', 'bbbbbbbbbbbbbb', 'cccccccccccccc']",
     "[ 'aaaaaaaaaaaaaa', 'bbbbbbbbbbbbbb', 'cccccccccccccc' ]"},
    {"['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb', 'ccccccccccccccc']",
     "[ 'aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb', 'ccccccccccccccc' ]"},
    {"['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc']",
     "[ 'aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc' ]"},
    {"['aaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbb', 'ccccccccccccccccc']",
     "[ 'aaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbb', 'ccccccccccccccccc' ]"},
    {"['aaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbb', 'cccccccccccccccccccc']",
     "[\n"
     "  'aaaaaaaaaaaaaaaaaaaa',\n"
     "  'bbbbbbbbbbbbbbbbbbbb',\n"
     "  'cccccccccccccccccccc'\n"
     "]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' ]"},
    {"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']",
     "[\n"
     "  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'\n"
     "]"},
    {"[['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']]",
     "[ [ 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy' ] ]"},
    {"[['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']]",
     "[ [ 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy' ] ]"},
    {"[['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']]",
     "[ [ 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy' ] ]"},
    {"[['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']]",
     "[ [ 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy' ] ]"},
    {"[['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']]",
     "[ [ 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy' ] ]"},
    {"{a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', b: 1}",
     "{\n"
     "  a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',\n"
     "  b: 1\n"
     "}"},
    {"{a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'}",
     "{ a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' }"},
    {"{a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'}",
     "{\n"
     "  a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'\n"
     "}"},
    {"{a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'}",
     "{\n"
     "  a: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'\n"
     "}"},
    {"[1, 2, 3, 4, 5, 6]",
     "[ 1, 2, 3, 4, 5, 6 ]"},
    {"[1, 2, 3, 4, 5, 6, 7]",
     "[\n"
     "  1, 2, 3, 4,\n"
     "  5, 6, 7\n"
     "]"},
    {"[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]",
     "[\n"
     "  1, 2, 3, 4,  5,\n"
     "  6, 7, 8, 9, 10\n"
     "]"},
    {"[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]",
     "[\n"
     "   1,  2,  3,  4,  5,  6,  7,  8,\n"
     "   9, 10, 11, 12, 13, 14, 15, 16,\n"
     "  17, 18, 19, 20, 21, 22, 23, 24,\n"
     "  25, 26\n"
     "]"},
    {"[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]",
     "[\n"
     "   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,\n"
     "  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,\n"
     "  24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
     "  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,\n"
     "  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,\n"
     "  60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,\n"
     "  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,\n"
     "  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,\n"
     "  96, 97, 98, 99\n"
     "]"},
    {"[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]",
     "[\n"
     "   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,\n"
     "  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,\n"
     "  24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
     "  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,\n"
     "  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,\n"
     "  60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,\n"
     "  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,\n"
     "  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,\n"
     "  96, 97, 98, 99,\n"
     "  ... 1 more item\n"
     "]"},
    {"[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149]",
     "[\n"
     "   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,\n"
     "  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,\n"
     "  24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
     "  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,\n"
     "  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,\n"
     "  60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,\n"
     "  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,\n"
     "  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,\n"
     "  96, 97, 98, 99,\n"
     "  ... 50 more items\n"
     "]"},
    {"[0, 1, 8, 27, 64, 125, 216, 343, 512, 729, 1000, 1331, 1728, 2197, 2744, 3375, 4096, 4913, 5832, 6859, 8000, 9261, 10648, 12167, 13824, 15625]",
     "[\n"
     "      0,    1,     8,    27,    64,\n"
     "    125,  216,   343,   512,   729,\n"
     "   1000, 1331,  1728,  2197,  2744,\n"
     "   3375, 4096,  4913,  5832,  6859,\n"
     "   8000, 9261, 10648, 12167, 13824,\n"
     "  15625\n"
     "]"},
    {"[0.0, 1.5, 3.0, 4.5, 6.0, 7.5, 9.0, 10.5, 12.0, 13.5, 15.0, 16.5, 18.0, 19.5, 21.0, 22.5, 24.0, 25.5, 27.0, 28.5, 30.0, 31.5, 33.0, 34.5, 36.0, 37.5, 39.0, 40.5, 42.0, 43.5]",
     "[\n"
     "   0,  1.5,  3,  4.5,  6,  7.5,\n"
     "   9, 10.5, 12, 13.5, 15, 16.5,\n"
     "  18, 19.5, 21, 22.5, 24, 25.5,\n"
     "  27, 28.5, 30, 31.5, 33, 34.5,\n"
     "  36, 37.5, 39, 40.5, 42, 43.5\n"
     "]"},
    {"[1, -10, 100, -1000, 10000, -100000, 1000000, -1, 10, -100, 1000, -10000, 100000, -1000000, 1, -10, 100, -1000, 10000, -100000, 1000000, -1, 10, -100, 1000, -10000, 100000, -1000000, 1, -10, 100, -1000, 10000, -100000, 1000000, -1, 10, -100, 1000, -10000]",
     "[\n"
     "        1,      -10,     100,    -1000,\n"
     "    10000,  -100000, 1000000,       -1,\n"
     "       10,     -100,    1000,   -10000,\n"
     "   100000, -1000000,       1,      -10,\n"
     "      100,    -1000,   10000,  -100000,\n"
     "  1000000,       -1,      10,     -100,\n"
     "     1000,   -10000,  100000, -1000000,\n"
     "        1,      -10,     100,    -1000,\n"
     "    10000,  -100000, 1000000,       -1,\n"
     "       10,     -100,    1000,   -10000\n"
     "]"},
    {"F[0.0, 0.14285714285714285, 0.2857142857142857, 0.42857142857142855, 0.5714285714285714, 0.7142857142857143, 0.8571428571428571, 1.0, 1.1428571428571428, 1.2857142857142858, 1.4285714285714286, 1.5714285714285714]",
     "[\n"
     "  0,\n"
     "  0.14285714285714285,\n"
     "  0.2857142857142857,\n"
     "  0.42857142857142855,\n"
     "  0.5714285714285714,\n"
     "  0.7142857142857143,\n"
     "  0.8571428571428571,\n"
     "  1,\n"
     "  1.1428571428571428,\n"
     "  1.2857142857142858,\n"
     "  1.4285714285714286,\n"
     "  1.5714285714285714\n"
     "]"},
    {"I[0, 37, 74, 111, 148, 185, 222, 259, 296, 333, 370, 407, 444, 481, 518, 555, 592, 629, 666, 703, 740, 777, 814, 851, 888, 925, 962, 999, 36, 73, 110, 147, 184, 221, 258, 295, 332, 369, 406, 443, 480, 517, 554, 591, 628, 665, 702, 739, 776, 813, 850, 887, 924, 961, 998, 35, 72, 109, 146, 183, 220, 257, 294, 331, 368, 405, 442, 479, 516, 553, 590, 627, 664, 701, 738, 775, 812, 849, 886, 923, 960, 997, 34, 71, 108, 145, 182, 219, 256, 293, 330, 367, 404, 441, 478, 515, 552, 589, 626, 663, 700]",
     "[\n"
     "    0,  37,  74, 111, 148, 185, 222, 259, 296, 333, 370, 407,\n"
     "  444, 481, 518, 555, 592, 629, 666, 703, 740, 777, 814, 851,\n"
     "  888, 925, 962, 999,  36,  73, 110, 147, 184, 221, 258, 295,\n"
     "  332, 369, 406, 443, 480, 517, 554, 591, 628, 665, 702, 739,\n"
     "  776, 813, 850, 887, 924, 961, 998,  35,  72, 109, 146, 183,\n"
     "  220, 257, 294, 331, 368, 405, 442, 479, 516, 553, 590, 627,\n"
     "  664, 701, 738, 775, 812, 849, 886, 923, 960, 997,  34,  71,\n"
     "  108, 145, 182, 219, 256, 293, 330, 367, 404, 441, 478, 515,\n"
     "  552, 589, 626, 663,\n"
     "  ... 1 more item\n"
     "]"},
    {"['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z']",
     "[\n"
     "  'a', 'b', 'c', 'd', 'e', 'f',\n"
     "  'g', 'h', 'i', 'j', 'k', 'l',\n"
     "  'm', 'n', 'o', 'p', 'q', 'r',\n"
     "  's', 't', 'u', 'v', 'w', 'x',\n"
     "  'y', 'z'\n"
     "]"},
    {"['w', 'ww', 'www', 'wwww', 'wwwww', 'w', 'ww', 'www', 'wwww', 'wwwww', 'w', 'ww', 'www', 'wwww', 'wwwww', 'w', 'ww', 'www', 'wwww', 'wwwww']",
     "[\n"
     "  'w',     'ww',    'www',\n"
     "  'wwww',  'wwwww', 'w',\n"
     "  'ww',    'www',   'wwww',\n"
     "  'wwwww', 'w',     'ww',\n"
     "  'www',   'wwww',  'wwwww',\n"
     "  'w',     'ww',    'www',\n"
     "  'wwww',  'wwwww'\n"
     "]"},
    {"[1, 'a', 2, 'bb', 3, 'ccc', 4, 'dddd']",
     "[\n"
     "  1,    'a',    2,\n"
     "  'bb', 3,      'ccc',\n"
     "  4,    'dddd'\n"
     "]"},
    {"[1, 2, 3, 4, 5, 6, 'x']",
     "[\n"
     "  1, 2, 3,   4,\n"
     "  5, 6, 'x'\n"
     "]"},
    {"[1, 2, 3, 4, 5, 6, 7, [8]]",
     "[\n"
     "  1, 2,     3,\n"
     "  4, 5,     6,\n"
     "  7, [ 8 ]\n"
     "]"},
    {"[1, 2, 3, , 5, 6, 7, 8, 9]",
     "[ 1, 2, 3, <1 empty item>, 5, 6, 7, 8, 9 ]"},
    {"['q', 'q', 'q', 'q', 'q', 'q', 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq']",
     "[ 'q', 'q', 'q', 'q', 'q', 'q', 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq' ]"},
    {"['qqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqq']",
     "[\n"
     "  'qqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqq'\n"
     "]"},
    {"['qqqqqqqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqqqqqqq', 'qqqqqqqqqqqqqqqqqqqqqqqqq']",
     "[\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq',\n"
     "  'qqqqqqqqqqqqqqqqqqqqqqqqq'\n"
     "]"},
    {"[1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000, 10000000000, 100000000000, 1000000000000, 10000000000000, 100000000000000, 1000000000000000]",
     "[\n"
     "                1,               10,\n"
     "              100,             1000,\n"
     "            10000,           100000,\n"
     "          1000000,         10000000,\n"
     "        100000000,       1000000000,\n"
     "      10000000000,     100000000000,\n"
     "    1000000000000,   10000000000000,\n"
     "  100000000000000, 1000000000000000\n"
     "]"},
    {"[[0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7]]",
     "[\n"
     "  [ 0, 0 ], [ 1, 1 ],\n"
     "  [ 2, 2 ], [ 3, 3 ],\n"
     "  [ 4, 4 ], [ 5, 5 ],\n"
     "  [ 6, 6 ], [ 7, 7 ]\n"
     "]"},
    {"{list: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]}",
     "{\n"
     "  list: [\n"
     "     0,  1,  2,  3,  4,  5,  6,  7,  8,\n"
     "     9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
     "    18, 19, 20, 21, 22, 23, 24, 25, 26,\n"
     "    27, 28, 29\n"
     "  ]\n"
     "}"},
    {"[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]]",
     "[\n"
     "  [\n"
     "     0,  1,  2,  3,  4,  5,  6,  7,  8,\n"
     "     9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
     "    18, 19, 20, 21, 22, 23, 24, 25, 26,\n"
     "    27, 28, 29\n"
     "  ]\n"
     "]"},
    {"[undefined, undefined, undefined, undefined, undefined, undefined, undefined, true, false]",
     "[\n"
     "  undefined, undefined,\n"
     "  undefined, undefined,\n"
     "  undefined, undefined,\n"
     "  undefined, true,\n"
     "  false\n"
     "]"},
    {"['\\u4e2d0', '\\u4e2d1', '\\u4e2d2', '\\u4e2d3', '\\u4e2d4', '\\u4e2d5', '\\u4e2d6', '\\u4e2d7', '\\u4e2d8', '\\u4e2d9']",
     "[\n"
     "  '\344\270\2550', '\344\270\2551', '\344\270\2552',\n"
     "  '\344\270\2553', '\344\270\2554', '\344\270\2555',\n"
     "  '\344\270\2556', '\344\270\2557', '\344\270\2558',\n"
     "  '\344\270\2559'\n"
     "]"},
    {"{}",
     "{}"},
    {"{a: 1, b: 'x'}",
     "{ a: 1, b: 'x' }"},
    {"{'a-b': 1, a_b: 2, '1x': 3, _x1: 4, '$y': 5, '': 6, \"it's\": 7, __proto__x: 8}",
     "{\n"
     "  'a-b': 1,\n"
     "  a_b: 2,\n"
     "  '1x': 3,\n"
     "  _x1: 4,\n"
     "  '$y': 5,\n"
     "  '': 6,\n"
     "  \"it's\": 7,\n"
     "  __proto__x: 8\n"
     "}"},
    {"Point {x: 1, y: 2}",
     "Point { x: 1, y: 2 }"},
    {"Point {}",
     "Point {}"},
    {"{p: Point {x: 1}, q: Empty {}}",
     "{ p: Point { x: 1 }, q: Empty {} }"},
    {"{a: {b: {c: {d: 1}}}}",
     "{ a: { b: { c: [Object] } } }"},
    {"{a: {b: {c: {}}}}",
     "{ a: { b: { c: {} } } }"},
    {"{a: {b: {c: Point {x: 1}}}}",
     "{ a: { b: { c: [Point] } } }"},
    {"{a: {b: {c: [1]}}}",
     "{ a: { b: { c: [Array] } } }"},
    {"{a: [[[1]]], b: [[[]]]}",
     "{ a: [ [ [Array] ] ], b: [ [ [] ] ] }"},
    {"{f: function foo, g: function, n: null, u: undefined}",
     "{\n"
     "  f: [Function: foo],\n"
     "  g: [Function (anonymous)],\n"
     "  n: null,\n"
     "  u: undefined\n"
     "}"},
    {"{s: 'multi\\nline\\nstring that is quite long and goes on', t: 1}",
     "{ s: 'multi\\nline\\nstring that is quite long and goes on', t: 1 }"},
    {"{text: 'line one is here\\nline two is here\\nline three here\\nline four is right here too'}",
     "{\n"
     "  text: 'line one is here\\n' +\n"
     "    'line two is here\\n' +\n"
     "    'line three here\\n' +\n"
     "    'line four is right here too'\n"
     "}"},
    {"['long long long long long long long long long long long long long long long long long long long long \\nsecond']",
     "[\n"
     "  'long long long long long long long long long long long long long long long long long long long long \\n' +\n"
     "    'second'\n"
     "]"},
    {"{k1: 'aaaaaaaaaa', k2: 'bbbbbbbbbb', k3: 'cccccccccc', k4: 'dddddddddd', k5: 'eeeee'}",
     "{\n"
     "  k1: 'aaaaaaaaaa',\n"
     "  k2: 'bbbbbbbbbb',\n"
     "  k3: 'cccccccccc',\n"
     "  k4: 'dddddddddd',\n"
     "  k5: 'eeeee'\n"
     "}"},
    {"{k1: 'aaaaaaaaaa', k2: 'bbbbbbbbbb', k3: 'cccccccccc', k4: 'dddddddddd', k5: 'eeeeee'}",
     "{\n"
     "  k1: 'aaaaaaaaaa',\n"
     "  k2: 'bbbbbbbbbb',\n"
     "  k3: 'cccccccccc',\n"
     "  k4: 'dddddddddd',\n"
     "  k5: 'eeeeee'\n"
     "}"},
    {"Point {x: 1, y: {z: [1, 2, {w: 'deep'}]}}",
     "Point { x: 1, y: { z: [ 1, 2, [Object] ] } }"},
    {"{arr: [1, 2, 3], obj: {x: 1}, nested: {deeper: {deepest: {gone: 1}}}}",
     "{\n"
     "  arr: [ 1, 2, 3 ],\n"
     "  obj: { x: 1 },\n"
     "  nested: { deeper: { deepest: [Object] } }\n"
     "}"},
    {"[{a: 1, b: 2}, {a: 3, b: 4}, {a: 5, b: 6}, {a: 7, b: 8}, {a: 9, b: 10}, {a: 11, b: 12}, {a: 13, b: 14}]",
     "[\n"
     "  { a: 1, b: 2 },\n"
     "  { a: 3, b: 4 },\n"
     "  { a: 5, b: 6 },\n"
     "  { a: 7, b: 8 },\n"
     "  { a: 9, b: 10 },\n"
     "  { a: 11, b: 12 },\n"
     "  { a: 13, b: 14 }\n"
     "]"},
    {"{a: 1}, [2], 'three', 4",
     "{ a: 1 } [ 2 ] three 4"},
    {"new Float64Array([1, 2, 3])",
     "Float64Array(3) [ 1, 2, 3 ]"},
    {"new Uint8Array([0, 255])",
     "Uint8Array(2) [ 0, 255 ]"},
    {"new Int32Array([])",
     "Int32Array(0) []"},
    {"new Float64Array([-0, 0.5, NaN])",
     "Float64Array(3) [ -0, 0.5, NaN ]"},
    {"[new Uint8Array([1, 2]), {t: new Int32Array([7])}]",
     "[ Uint8Array(2) [ 1, 2 ], { t: Int32Array(1) [ 7 ] } ]"},
    {"[[[new Float64Array([1])]]]",
     "[ [ [ [Float64Array] ] ] ]"},
    {"new Uint8Array([0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105, 112, 119, 126, 133, 140, 147, 154, 161, 168, 175, 182, 189, 196, 203, 210, 217, 224, 231, 238, 245, 252, 3, 10, 17, 24, 31, 38, 45, 52, 59, 66, 73, 80, 87, 94, 101, 108, 115, 122, 129, 136, 143, 150, 157, 164, 171, 178, 185, 192, 199, 206, 213, 220, 227, 234, 241, 248, 255, 6, 13, 20, 27, 34, 41, 48, 55, 62, 69, 76, 83, 90, 97, 104, 111, 118, 125, 132, 139, 146, 153, 160, 167, 174, 181, 188, 195, 202, 209, 216, 223, 230, 237, 244, 251, 2, 9, 16, 23, 30, 37, 44, 51, 58, 65])",
     "Uint8Array(120) [\n"
     "    0,   7,  14,  21,  28,  35,  42,  49,  56,  63,  70,  77,\n"
     "   84,  91,  98, 105, 112, 119, 126, 133, 140, 147, 154, 161,\n"
     "  168, 175, 182, 189, 196, 203, 210, 217, 224, 231, 238, 245,\n"
     "  252,   3,  10,  17,  24,  31,  38,  45,  52,  59,  66,  73,\n"
     "   80,  87,  94, 101, 108, 115, 122, 129, 136, 143, 150, 157,\n"
     "  164, 171, 178, 185, 192, 199, 206, 213, 220, 227, 234, 241,\n"
     "  248, 255,   6,  13,  20,  27,  34,  41,  48,  55,  62,  69,\n"
     "   76,  83,  90,  97, 104, 111, 118, 125, 132, 139, 146, 153,\n"
     "  160, 167, 174, 181,\n"
     "  ... 20 more items\n"
     "]"},
    {"{a: 1, self: #0}",
     "<ref *1> { a: 1, self: [Circular *1] }"},
    {"[1, #0]",
     "<ref *1> [ 1, [Circular *1] ]"},
    {"{a: {b: #1, c: #0}}",
     "<ref *2> { a: <ref *1> { b: [Circular *1], c: [Circular *2] } }"},
    {"{x: [#0, #1], y: {z: #2, w: #0}}",
     "<ref *1> {\n"
     "  x: <ref *2> [ [Circular *1], [Circular *2] ],\n"
     "  y: <ref *3> { z: [Circular *3], w: [Circular *1] }\n"
     "}"},
    {"Node {next: Node {next: #0}}",
     "<ref *1> Node { next: Node { next: [Circular *1] } }"},
    {"[[#0, #1], [#2]]",
     "<ref *1> [\n"
     "  <ref *2> [ [Circular *1], [Circular *2] ],\n"
     "  <ref *3> [ [Circular *3] ]\n"
     "]"},
    {"'%o', [1, 2]",
     "[ 1, 2, [length]: 2 ]"},
    {"'%O', [1, [2, [3, [4]]]]",
     "[ 1, [ 2, [ 3, [Array] ] ] ]"},
    {"'%o', {a: [1, {b: {c: {d: {e: 1}}}}]}",
     "{\n"
     "  a: [\n"
     "    1,\n"
     "    { b: { c: { d: [Object] } } },\n"
     "    [length]: 2\n"
     "  ]\n"
     "}"},
    {"'%s', [1, [2, [3]]]",
     "[ 1, [Array] ]"},
    {"'%s|%s', {a: {b: 1}}, 'x'",
     "{ a: [Object] }|x"},
    {"'%j', [1, 'a', null, undefined, {k: true, u: undefined}, NaN]",
     "[1,\"a\",null,null,{\"k\":true},null]"},
    {"'%j', {a: 1, self: #0}",
     "[Circular]"},
    {"'%d', 'x', [1, 2]",
     "NaN [ 1, 2 ]"},
};

/* ---- building values from the case syntax ---------------------------------- */

static const char *src;
static size_t pos;
static void *containers[256];
static int ncontainers;

static void ws(void) {
  while (src[pos] == ' ' || src[pos] == '\n') pos++;
}

/* A string that lives outside the collected heap, like a compiler literal. */
static const rt_str *static_str(const uint16_t *u, uint32_t n) {
  bool wide = false;
  for (uint32_t i = 0; i < n; i++) wide |= u[i] > 0xFF;
  rt_str *s = calloc(1, sizeof *s + (size_t)n * (wide ? 2 : 1) + 2);
  s->gc = RT_GC_STATIC;
  s->len = n;
  s->flags = wide ? RT_STR_WIDE : 0;
  for (uint32_t i = 0; i < n; i++) {
    if (wide) ((uint16_t *)(s + 1))[i] = u[i];
    else ((uint8_t *)(s + 1))[i] = (uint8_t)u[i];
  }
  return s;
}

static const rt_str *ascii_str(const char *p, size_t n) {
  uint16_t u[256];
  for (size_t i = 0; i < n; i++) u[i] = (uint8_t)p[i];
  return static_str(u, (uint32_t)n);
}

static const rt_str *parse_str(void) {
  char q = src[pos++];
  uint16_t u[4096];
  uint32_t n = 0;
  while (src[pos] != q) {
    char c = src[pos++];
    if (c != '\\') {
      u[n++] = (uint8_t)c;
      continue;
    }
    c = src[pos++];
    switch (c) {
    case 'n': u[n++] = '\n'; break;
    case 't': u[n++] = '\t'; break;
    case 'r': u[n++] = '\r'; break;
    case 'b': u[n++] = '\b'; break;
    case 'f': u[n++] = '\f'; break;
    case 'v': u[n++] = '\v'; break;
    case '0': u[n++] = 0; break;
    case 'x':
    case 'u': {
      int digits = c == 'x' ? 2 : 4;
      char h[5] = {0};
      memcpy(h, src + pos, digits);
      pos += digits;
      u[n++] = (uint16_t)strtoul(h, NULL, 16);
      break;
    }
    default: u[n++] = (uint8_t)c;
    }
  }
  pos++;
  return static_str(u, n);
}

static size_t ident_len(void) {
  size_t n = 0;
  while ((src[pos + n] >= 'a' && src[pos + n] <= 'z') || (src[pos + n] >= 'A' && src[pos + n] <= 'Z') ||
         (src[pos + n] >= '0' && src[pos + n] <= '9' && n) || src[pos + n] == '_' || src[pos + n] == '$')
    n++;
  return n;
}

static rt_value parse_value(void);

static void dummy_fn(void) {}

/* elements of [...] into a (VALUE, F64, I32 or PTR) */
static void parse_elems(rt_array *a) {
  pos++; /* [ */
  ws();
  if (src[pos] == ']') {
    pos++;
    return;
  }
  bool have = false; /* an element since the last comma */
  for (;;) {
    ws();
    if (src[pos] == ',' || src[pos] == ']') {
      bool end = src[pos] == ']';
      pos++;
      if (!have && !end) {
        if (a->elem == RT_ELEM_F64) rt_array_push_value(a, RT_F64_HOLE);
        else rt_array_push_value(a, a->elem == RT_ELEM_PTR ? 0 : RT__HOLE);
      }
      have = false;
      if (end) return;
      continue;
    }
    rt_value v = parse_value();
    have = true;
    if (a->elem == RT_ELEM_F64) rt_array_push_f64(a, rt_unbox_number(v));
    else if (a->elem == RT_ELEM_I32) rt_array_push_i32(a, (int32_t)rt_unbox_number(v));
    else if (a->elem == RT_ELEM_PTR) rt_array_push_value(a, v & RT_PAYLOAD_MASK);
    else rt_array_push_value(a, v);
  }
}

#define MAX_KEYS 32
static const rt_class big_class = {RT_GC_STATIC, RT_ABI_VERSION, NULL, NULL, 16 + 8 * MAX_KEYS, 0, NULL,
                                   NULL, NULL, NULL, 0, 0};

/* {k: v, ...} into a new object of a class named `name` (NULL: a literal) */
static rt_value parse_object(const rt_str *name) {
  rt_object *o = rt_object_new(&big_class);
  containers[ncontainers++] = o;
  const rt_str **names = calloc(MAX_KEYS, sizeof *names);
  uint8_t *types = calloc(MAX_KEYS, 1);
  uint32_t n = 0;
  pos++; /* { */
  for (;;) {
    ws();
    if (src[pos] == '}') break;
    const rt_str *k;
    if (src[pos] == '\'' || src[pos] == '"') {
      k = parse_str();
    } else {
      size_t len = ident_len();
      k = ascii_str(src + pos, len);
      pos += len;
    }
    ws();
    pos++; /* : */
    rt_value v = parse_value();
    names[n] = k;
    types[n] = RT_SLOT_VALUE;
    o->slots[n++] = v;
    ws();
    if (src[pos] == ',') pos++;
  }
  pos++;
  rt_class *cls = calloc(1, sizeof *cls);
  uint64_t *refs = calloc(1, sizeof *refs);
  *refs = ~0ull;
  *cls = (rt_class){RT_GC_STATIC, RT_ABI_VERSION, name, NULL, 16 + 8 * MAX_KEYS, n, refs, names, types, NULL, 0, 0};
  o->cls = cls;
  return rt_box_object(o);
}

static rt_value parse_value(void) {
  ws();
  char c = src[pos];
  if (c == '[' || ((c == 'F' || c == 'I' || c == 'P') && src[pos + 1] == '[')) {
    uint32_t elem = c == 'F' ? RT_ELEM_F64 : c == 'I' ? RT_ELEM_I32 : c == 'P' ? RT_ELEM_PTR : RT_ELEM_VALUE;
    if (c != '[') pos++;
    rt_array *a = rt_array_new(elem, 0);
    containers[ncontainers++] = a;
    parse_elems(a);
    return rt_box_object(a);
  }
  if (c == '{') return parse_object(NULL);
  if (c == '\'' || c == '"') return rt_box_string(parse_str());
  if (c == '#') {
    pos++;
    int n = (int)strtol(src + pos, NULL, 10);
    while (src[pos] >= '0' && src[pos] <= '9') pos++;
    return rt_box_object(containers[n]);
  }
  if (c == '-' || (c >= '0' && c <= '9') || !strncmp(src + pos, "NaN", 3) || !strncmp(src + pos, "Infinity", 8)) {
    bool neg = c == '-';
    if (neg) pos++;
    double d;
    if (!strncmp(src + pos, "NaN", 3)) d = NAN, pos += 3;
    else if (!strncmp(src + pos, "Infinity", 8)) d = INFINITY, pos += 8;
    else {
      char *end;
      d = strtod(src + pos, &end);
      pos = (size_t)(end - src);
    }
    return rt_box_number(neg ? -d : d);
  }
  size_t len = ident_len();
  const char *id = src + pos;
  pos += len;
  if (len == 4 && !strncmp(id, "true", 4)) return RT_TRUE;
  if (len == 5 && !strncmp(id, "false", 5)) return RT_FALSE;
  if (len == 4 && !strncmp(id, "null", 4)) return RT_NULL;
  if (len == 9 && !strncmp(id, "undefined", 9)) return RT_UNDEFINED;
  if (len == 8 && !strncmp(id, "function", 8)) {
    ws();
    size_t save = pos, n = ident_len();
    const char *name = src + pos;
    if (!n || (n == 4 && (!strncmp(name, "true", 4) || !strncmp(name, "null", 4))) ||
        (n == 5 && !strncmp(name, "false", 5)) || (n == 9 && !strncmp(name, "undefined", 9)))
      pos = save, n = 0;
    else pos += n;
    return rt_box_function(rt_closure_new((void *)dummy_fn, NULL, ascii_str(name, n)));
  }
  if (len == 3 && !strncmp(id, "new", 3)) {
    ws();
    size_t n = ident_len();
    uint32_t elem = src[pos] == 'F' ? RT_ELEM_F64 : src[pos] == 'I' ? RT_ELEM_I32 : RT_ELEM_U8;
    pos += n + 1; /* Name( */
    rt_array *tmp = rt_array_new(RT_ELEM_F64, 0);
    parse_elems(tmp);
    pos++; /* ) */
    rt_array *a = rt_typed_array_new(elem, tmp->length);
    for (uint32_t i = 0; i < tmp->length; i++) {
      double d = ((double *)tmp->data)[i];
      if (elem == RT_ELEM_F64) ((double *)a->data)[i] = d;
      else if (elem == RT_ELEM_I32) ((int32_t *)a->data)[i] = (int32_t)d;
      else ((uint8_t *)a->data)[i] = (uint8_t)d;
    }
    return rt_box_object(a);
  }
  ws();
  return parse_object(ascii_str(id, len)); /* Foo {...} */
}

/* ---- a class with typed slots, as the compiler emits ------------------------- */

RT__STATIC_STR(typed_name, "Typed");
RT__STATIC_STR(k_f, "f");
RT__STATIC_STR(k_i, "i");
RT__STATIC_STR(k_b, "b");
RT__STATIC_STR(k_s, "s");
RT__STATIC_STR(k_o, "o");
RT__STATIC_STR(k_a, "a");
RT__STATIC_STR(k_fn, "fn");
RT__STATIC_STR(k_v, "v");
RT__STATIC_STR(s_hello, "hello");
static const rt_str *const typed_names[] = {RT__STR(k_f), RT__STR(k_i), RT__STR(k_b), RT__STR(k_s), RT__STR(k_o),
                                            RT__STR(k_a), RT__STR(k_fn), NULL, RT__STR(k_v)};
static const uint8_t typed_types[] = {RT_SLOT_F64, RT_SLOT_I32, RT_SLOT_BOOL, RT_SLOT_STR, RT_SLOT_OBJECT,
                                      RT_SLOT_ARRAY, RT_SLOT_FUNCTION, RT_SLOT_HIDDEN, RT_SLOT_VALUE};
static const uint64_t typed_refs[] = {0x1F8};
static const rt_class typed_class = {RT_GC_STATIC, RT_ABI_VERSION, RT__STR(typed_name), NULL, 16 + 8 * 9, 9,
                                     typed_refs, typed_names, typed_types, NULL, 0, 0};

/* ---- capturing stdout ------------------------------------------------------------ */

static FILE *cap;
static int saved_fd;

static void capture_begin(void) {
  rt__out_flush(&rt__stdout);
  fflush(stdout);
  cap = tmpfile();
  saved_fd = dup(1);
  dup2(fileno(cap), 1);
}

static char *capture_end(void) {
  rt__out_flush(&rt__stdout);
  dup2(saved_fd, 1);
  close(saved_fd);
  long n = ftell(cap) >= 0 ? lseek(fileno(cap), 0, SEEK_END) : 0;
  char *buf = calloc(1, (size_t)n + 1);
  lseek(fileno(cap), 0, SEEK_SET);
  if (n && read(fileno(cap), buf, (size_t)n) != n) buf[0] = 0;
  fclose(cap);
  return buf;
}

static int failures;

static void check(const char *what, const char *got, const char *want) {
  if (strcmp(got, want)) {
    failures++;
    fprintf(stderr, "FAIL %s\n--- got:\n%s--- want:\n%s", what, got, want);
  }
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  size_t ncases = sizeof cases / sizeof cases[0];
  for (size_t c = 0; c < ncases; c++) {
    src = cases[c].js;
    pos = 0;
    ncontainers = 0;
    rt_value args[64];
    int32_t n = 0;
    for (;;) {
      ws();
      if (!src[pos]) break;
      args[n++] = parse_value();
      ws();
      if (src[pos] == ',') pos++;
    }
    capture_begin();
    rt_console_log(n, args);
    char *got = capture_end();
    size_t wl = strlen(cases[c].node);
    char *want = malloc(wl + 2);
    memcpy(want, cases[c].node, wl);
    want[wl] = '\n', want[wl + 1] = 0;
    check(cases[c].js, got, want);
    free(got);
    free(want);
  }

  /* typed slots: class Typed { f = 1.5; i = -3; b = true; s = 'hello'; o!: object (never
   *   assigned: NULL); a = [1, 2]; fn = function g; (hidden); v = undefined }
   * node: Typed { f: 1.5, i: -3, b: true, s: 'hello', o: undefined, a: [ 1, 2 ], fn: [Function: g], v: undefined }
   * (which Node breaks: the line is longer than 72 characters) */
  {
    rt_object *o = rt_object_new(&typed_class);
    double f = 1.5;
    memcpy(&o->slots[0], &f, 8);
    o->slots[1] = (uint32_t)-3;
    o->slots[2] = 1;
    o->slots[3] = (uintptr_t)RT__STR(s_hello);
    o->slots[4] = 0;
    rt_array *a = rt_array_new(RT_ELEM_F64, 0);
    rt_array_push_f64(a, 1);
    rt_array_push_f64(a, 2);
    o->slots[5] = (uintptr_t)a;
    o->slots[6] = (uintptr_t)rt_closure_new((void *)dummy_fn, NULL, ascii_str("g", 1));
    o->slots[7] = 12345;
    o->slots[8] = RT_UNDEFINED;
    rt_value v = rt_box_object(o);
    capture_begin();
    rt_console_log(1, &v);
    char *got = capture_end();
    check("Typed", got,
          "Typed {\n  f: 1.5,\n  i: -3,\n  b: true,\n  s: 'hello',\n  o: undefined,\n  a: [ 1, 2 ],\n"
          "  fn: [Function: g],\n  v: undefined\n}\n");
    free(got);
  }
  printf("inspect_test: %zu cases, %d failures\n", ncases + 1, failures);
  return failures != 0;
}
