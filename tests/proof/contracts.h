/* SPDX-License-Identifier: ISC */
/*
 * ACSL contracts of the core, all proved by Frama-C WP on the shipped
 * sources (tools/prove/prove.sh): every file in the byte build (STRL_SMALL),
 * and the word paths of strnlen and copy.c (STRL__WORDWISE) against
 * tests/proof/words.h.
 * Included before each source file; a contract on these declarations
 * binds the definitions.
 *
 * Readability is stated the way the functions read: byte j of s may be
 * read once every byte before it is non-zero (up to a bound n).
 */
#include "strl.h"
#include <stdint.h>
#ifndef STRL_SMALL
#include "words.h"	/* the word paths: the helpers' model */
#endif

/*@
  predicate readable(char *s, integer n) =
    \forall integer j; 0 <= j < n ==>
      (\forall integer i; 0 <= i < j ==> s[i] != 0) ==> \valid_read(s + j);

  predicate sreadable(char *s) =
    \forall integer j; 0 <= j ==>
      (\forall integer i; 0 <= i < j ==> s[i] != 0) ==> \valid_read(s + j);

  // A string: readable up to its NUL, and that NUL comes before SIZE_MAX.
  predicate string(char *s) =
    sreadable(s) && \exists integer k; 0 <= k < SIZE_MAX && s[k] == 0;

  // len is strlen(s).
  predicate length{L}(char *s, integer len) =
    0 <= len && s[len] == 0 && \forall integer j; 0 <= j < len ==> s[j] != 0;

  // dst holds the first n bytes of src, none of them a NUL.
  predicate prefix{L}(char *dst, char *src, integer n) =
    \forall integer j; 0 <= j < n ==> dst[j] == src[j] && src[j] != 0;

  // What strscpy and strscpy_pad return: the length of src, copied and
  // terminated in dst, or -E2BIG with the first size - 1 bytes and a NUL.
  predicate strscpy_result{L}(char *dst, char *src, integer size, integer r) =
    (size == 0 || size > STRL_SSIZE_MAX ==> r == -STRL_E2BIG) &&
    (r == -STRL_E2BIG || (0 <= r < size && src[r] == 0 && dst[r] == 0 &&
                          prefix(dst, src, r))) &&
    (0 < size <= STRL_SSIZE_MAX && r == -STRL_E2BIG ==>
       dst[size - 1] == 0 && prefix(dst, src, size - 1));
*/

#ifndef STRL_SMALL
/*
 * strl__head (word.h): the byte loop every word build starts with.
 * Declared here, before its definition, so the contract binds it.
 */
/*@
  requires \valid(dst + (0 .. lim - 1));
  requires readable((char *)src, lim);
  requires \separated(dst + (0 .. lim - 1), src + (0 .. lim - 1));
  assigns dst[0 .. lim - 1];
  ensures bound: \result <= lim;
  ensures prefixed: prefix(dst, (char *)src, \result);
  ensures ended: \result < lim ==> src[\result] == 0 && dst[\result] == 0;
  ensures rest: \forall integer j; \result < j < lim ==> dst[j] == \old(dst[j]);
*/
static inline size_t strl__head(char *dst, const char *src, size_t lim);
#endif

/*
 * strl__zero (strncpy.c): strncpy's padding, proved in the byte build.
 * Its result is stated over the whole buffer (base, a ghost), with p at
 * index off in it, as the word steps state theirs.
 */
/*@
  requires p == base + off && \valid(p + (0 .. n - 1));
  assigns p[0 .. n - 1];
  ensures \forall integer j; off <= j < off + n ==> base[j] == 0;
*/
static inline void strl__zero(char *p, size_t n)
/*@ ghost (char *base, size_t off) */;
#include "word.h"

#ifndef STRL_SMALL
/*
 * copy.c's word copies (STRL__WORDWISE), proved in the word builds:
 * words go across only when none of their bytes is a NUL, and nothing
 * else is written.  Their steps state their results over the whole
 * buffers, d0 and s0 (ghosts), with d and s at index i in them: indices,
 * as the loops' invariants are, not addresses.
 */
/*@
  requires d == d0 + i && s == s0 + i;
  requires strl_aligned(d) && \valid(d + (0 .. STRL_PW - 1));
  requires strl_aligned((char *)s) && \valid_read(s);
  requires \separated(d + (0 .. STRL_PW - 1), s + (0 .. STRL_PW - 1));
  assigns d[0 .. STRL_PW - 1];
  ensures \result != 0 ==> \forall integer j; i <= j < i + STRL_PW ==>
    d0[j] == s0[j] && s0[j] != 0;
  ensures \result == 0 ==> \forall integer j; i <= j < i + STRL_PW ==>
    d0[j] == \old(d0[j]);
*/
static inline int strl__word_even(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, long i) */;

/*@
  requires d == d0 + i && s == s0 + i;
  requires strl_aligned(d) && \valid(d + (0 .. 2 * STRL_PW - 1));
  requires strl_off((char *)s) == 0 && \valid_read(s);
  requires \separated(d + (0 .. 2 * STRL_PW - 1), s + (0 .. 2 * STRL_PW - 1));
  assigns d[0 .. 2 * STRL_PW - 1];
  ensures \result != 0 ==> \forall integer j; i <= j < i + 2 * STRL_PW ==>
    d0[j] == s0[j] && s0[j] != 0;
  ensures \result == 0 ==> \forall integer j; i <= j < i + 2 * STRL_PW ==>
    d0[j] == \old(d0[j]);
*/
static inline int strl__pair_even(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, long i) */;

/*
 * The contract of both word copies, strl__words_even and strl__words_odd,
 * which differ only in how src + i is aligned (SRC_ALIGNED): from index i
 * of dst and src, to at most n, they write only dst[i .. n - 1], return
 * the index reached, and leave dst[0 .. \result - 1] a NUL-free copy of
 * src and the rest untouched.
 */
#define STRL_WORDS_CONTRACT(SRC_ALIGNED)					\
  requires i <= n && (n - i < STRL_PW || strl_aligned(dst + i));	\
  requires SRC_ALIGNED;							\
  requires \valid(dst + (i .. n - 1));					\
  requires readable((char *)src, n) && prefix(dst, (char *)src, i);	\
  requires \separated(dst + (0 .. n - 1), src + (0 .. n - 1));		\
  assigns dst[i .. n - 1];						\
  ensures bound: i <= \result <= n;					\
  ensures prefixed: prefix(dst, (char *)src, \result);			\
  ensures rest: \forall integer j; \result <= j < n ==> dst[j] == \old(dst[j]);

/*
 * strl__word_tail: the aligned word at s0 + i copied to d0 + i up to and
 * including its first NUL, if it holds one (\result its index), and
 * nothing else written; STRL_PW if it holds none, nothing written.
 */
/*@
  requires d == d0 + i && s == s0 + i;
  requires strl_aligned(d) && \valid(d + (0 .. STRL_PW - 1));
  requires strl_aligned((char *)s) && \valid_read(s);
  requires \separated(d + (0 .. STRL_PW - 1), s + (0 .. STRL_PW - 1));
  assigns d[0 .. STRL_PW - 1];
  ensures bound: \result <= STRL_PW;
  ensures nul: \result < STRL_PW ==> s0[i + \result] == 0 &&
    d0[i + \result] == 0;
  ensures found: \result < STRL_PW ==> \forall integer j;
    i <= j < i + \result ==> d0[j] == s0[j] && s0[j] != 0;
  ensures rest: \forall integer j; i + \result < j < i + STRL_PW ==>
    d0[j] == \old(d0[j]);
  ensures none: \result == STRL_PW ==> \forall integer j; i <= j < i + STRL_PW ==>
    d0[j] == \old(d0[j]);
*/
static inline size_t strl__word_tail(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, size_t i) */;

/*
 * The aligned copy also keeps both ends aligned, for the tail after it
 * (strl__word_tail).
 */
/*@ STRL_WORDS_CONTRACT(strl_aligned((char *)src + i))
    ensures aligned: strl_aligned((char *)src + \result) &&
      (n - i < STRL_PW || strl_aligned(dst + \result)); */
static size_t strl__words_even(char *dst, const char *src, size_t i,
			       size_t n);

/*
 * The misaligned copy: each stored word is merged from the source words
 * it straddles.  strl_held(w, f, s, i, m): the bytes of word w from f on
 * are s[i], s[i + 1], ... (those below index m), and none of them is a
 * NUL.
 */
/*@
  predicate strl_held(integer w, integer f, char *s, integer i, integer m) =
    \forall integer j; i <= j < m && j < i + STRL_PW - f ==>
      strl_byte(w, j - i + f) == s[j] && s[j] != 0;
*/

/*@
  requires d == d0 + i && 0 < sh < STRL_PW;
  requires strl_aligned(d) && \valid(d + (0 .. STRL_PW - 1));
  requires strl_held(lo, sh, (char *)s0, i, i + STRL_PW);
  requires strl_held(hi, 0, (char *)s0, i + STRL_PW - sh, i + STRL_PW);
  requires \separated(d + (0 .. STRL_PW - 1), s0 + (i .. i + STRL_PW - 1));
  assigns d[0 .. STRL_PW - 1];
  ensures \forall integer j; i <= j < i + STRL_PW ==> d0[j] == s0[j] && s0[j] != 0;
*/
static inline void strl__word_odd(char *d, size_t lo, size_t hi,
				  unsigned int sh)
/*@ ghost (char *d0, const char *s0, long i) */;

/*@
  requires d == d0 + i && 0 < sh < STRL_PW;
  requires strl_aligned(d) && \valid(d + (0 .. 2 * STRL_PW - 1));
  requires strl_held(lo, sh, (char *)s0, i, i + STRL_PW);
  requires strl_held(hi, 0, (char *)s0, i + STRL_PW - sh, i + 2 * STRL_PW);
  requires strl_held(hi2, 0, (char *)s0, i + 2 * STRL_PW - sh, i + 2 * STRL_PW);
  requires \separated(d + (0 .. 2 * STRL_PW - 1), s0 + (i .. i + 2 * STRL_PW - 1));
  assigns d[0 .. 2 * STRL_PW - 1];
  ensures \forall integer j; i <= j < i + 2 * STRL_PW ==> d0[j] == s0[j] && s0[j] != 0;
*/
static inline void strl__pair_odd(char *d, size_t lo, size_t hi, size_t hi2,
				  unsigned int sh)
/*@ ghost (char *d0, const char *s0, long i) */;

/*@ STRL_WORDS_CONTRACT(!strl_aligned((char *)src + i)) */
static size_t strl__words_odd(char *dst, const char *src, size_t i,
			      size_t n);
#endif

/*@
  requires readable((char *)s, maxlen);
  assigns \nothing;
  ensures \result <= maxlen;
  ensures \forall integer j; 0 <= j < \result ==> s[j] != 0;
  ensures \result < maxlen ==> s[\result] == 0;
*/
size_t strl_strnlen(const char *s, size_t maxlen);

/*@
  requires 1 <= size;
  requires \valid(dst + (0 .. size - 1));
  requires readable((char *)src, size);
  requires \separated(dst + (0 .. size - 1), src + (0 .. size - 1));
  assigns dst[0 .. size - 1];
  ensures \result < size || \result == size;
  ensures \forall integer j; 0 <= j < \result && j < size - 1 ==>
    dst[j] == src[j] && src[j] != 0;
  ensures fits: \result < size ==> src[\result] == 0 && dst[\result] == 0;
  ensures truncated: \result == size ==>
    dst[size - 1] == 0 && src[size - 1] != 0;
  ensures after_nul_untouched:
    \forall integer j; \result < j < size ==> dst[j] == \old(dst[j]);
*/
size_t strl__copy(char *dst, const char *src, size_t size);

/*@
  requires string((char *)src);
  requires size == 0 || \valid(dst + (0 .. size - 1));
  requires size == 0 ||
    \separated(dst + (0 .. size - 1), src + (0 .. size - 1));
  assigns dst[0 .. size - 1];
  ensures length{Pre}((char *)src, \result);
  ensures copied: \forall integer j;
    0 <= j < \result && j < size - 1 ==> dst[j] == \at(src[j], Pre);
  ensures terminated: size > 0 ==> dst[\result < size ? \result : size - 1] == 0;
  ensures after_nul_untouched:
    \forall integer j; \result < j < size ==> dst[j] == \old(dst[j]);
*/
size_t strl_strlcpy(char *dst, const char *src, size_t size);

/*@
  requires readable(dst, size);
  requires string((char *)src);
  requires size == 0 || \valid(dst + (0 .. size - 1));
  requires size == 0 ||
    \separated(dst + (0 .. size - 1), src + (0 .. size - 1));
  requires \forall integer k; 0 <= k && src[k] == 0 ==> k < SIZE_MAX - size;
  assigns dst[0 .. size - 1];
  behavior no_nul_within_size:
    assumes \forall integer j; 0 <= j < size ==> dst[j] != 0;
    ensures \forall integer len; length((char *)src, len) ==> \result == size + len;
    ensures \forall integer j; 0 <= j < size ==> dst[j] == \old(dst[j]);
  behavior appends:
    assumes \exists integer j; 0 <= j < size && dst[j] == 0;
    ensures \forall integer d, len; length{Pre}(dst, d) && d < size &&
      length{Pre}((char *)src, len) ==> \result == d + len;
  complete behaviors;
  disjoint behaviors;
*/
size_t strl_strlcat(char *dst, const char *src, size_t size);

/*@
  requires size == 0 || size > STRL_SSIZE_MAX ||
    (\valid(dst + (0 .. size - 1)) && readable((char *)src, size) &&
     \separated(dst + (0 .. size - 1), src + (0 .. size - 1)));
  assigns dst[0 .. size - 1];
  ensures strscpy_result(dst, (char *)src, size, \result);
*/
strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size);

/*@
  requires size == 0 || size > STRL_SSIZE_MAX ||
    (\valid(dst + (0 .. size - 1)) && readable((char *)src, size) &&
     \separated(dst + (0 .. size - 1), src + (0 .. size - 1)));
  assigns dst[0 .. size - 1];
  ensures strscpy_result(dst, (char *)src, size, \result);
  ensures padded: \result != -STRL_E2BIG ==>
    \forall integer j; \result < j < size ==> dst[j] == 0;
*/
strl_ssize_t strl_strscpy_pad(char *dst, const char *src, size_t size);

/*@
  behavior chain:
    assumes dst == \null || dst == end;
    assigns \nothing;
    ensures \result == \null;
  behavior copies:
    assumes dst != \null && dst != end;
    requires \base_addr(dst) == \base_addr(end) &&
      0 < end - dst <= STRL_SSIZE_MAX &&
      \valid(dst + (0 .. end - dst - 1)) &&
      readable((char *)src, end - dst) &&
      \separated(dst + (0 .. end - dst - 1), src + (0 .. end - dst - 1));
    assigns dst[0 .. end - dst - 1];
    ensures fits: \result != \null ==> dst <= \result < end &&
      *\result == 0 && src[\result - dst] == 0 &&
      prefix(dst, (char *)src, \result - dst);
    ensures truncated: \result == \null ==> end[-1] == 0 &&
      prefix(dst, (char *)src, end - dst - 1);
    ensures after_nul_untouched: \result != \null ==>
      \forall integer j; \result - dst < j < end - dst ==> dst[j] == \old(dst[j]);
  complete behaviors;
  disjoint behaviors;
*/
char *strl_stpecpy(char *dst, char *end, const char *src);

/*
 * C's strncpy: with k the length of src within n (its NUL's index, or n
 * if none comes first), the first k bytes of src, then zeros for the
 * rest of the n; no terminator when k is n.
 */
/*@
  predicate strnlen_is(char *s, integer n, integer k) =
    0 <= k <= n && (\forall integer i; 0 <= i < k ==> s[i] != 0) &&
    (k == n || s[k] == 0);
*/
/*@
  requires n == 0 || (\valid(dst + (0 .. n - 1)) && readable((char *)src, n) &&
    \separated(dst + (0 .. n - 1), src + (0 .. n - 1)));
  assigns dst[0 .. n - 1];
  ensures \result == dst;
  ensures copied: \forall integer k; strnlen_is((char *)src, n, k) ==>
    \forall integer j; 0 <= j < k ==> dst[j] == src[j];
  ensures padded: \forall integer k; strnlen_is((char *)src, n, k) ==>
    \forall integer j; k <= j < n ==> dst[j] == 0;
*/
char *strl_strncpy(char *dst, const char *src, size_t n);
