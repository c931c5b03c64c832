/* SPDX-License-Identifier: ISC */
/*
 * The word model under the proofs of the word paths (STRL__WORDWISE):
 * what WP may assume of the helpers in word.h that it does not read.
 * Included by contracts.h before word.h, so these contracts bind the
 * helpers' definitions.  WP proves strnlen's word path, copy.c's two
 * word copies and strl__copy's word build against them; each assumption
 * is discharged elsewhere or stated as one:
 *
 * - strl_byte(w, j) is byte j, in memory order, of the word value w.  The
 *   zero tests and the merge are proved to meet their contracts below for
 *   every input, 32 and 64-bit, both byte orders, from their source, by
 *   z3 over bit-vectors (tools/prove/words.py).
 * - strl__load and strl__store are __builtin_memcpy of one aligned word:
 *   by the C object model the word's bytes in memory order are the bytes
 *   copied.  That is assumed, not proved; so is strl__store_part's one
 *   store of the first 1, 2 or 4 bytes of a word's representation.
 * - strl__nul_flags, strl__nul_index and strl__shift_out are proved like
 *   the zero tests, both ways strl__nul_index may count (CTZ, or the
 *   multiply); __builtin_ctz and __builtin_bswap are modelled as what
 *   GCC documents them to compute.
 * - strl_off(p) is p's address modulo 2W, what the casts to strl_uptr in
 *   strl__aligned, strl__block_odd, strl__word_offset and
 *   strl__align_down compute; the axioms are those of a flat address
 *   space (assumed, as every word-at-a-time implementation assumes it).
 *
 * The load rule, written once (strl_load_rule): a word is loaded only
 * from an aligned address, and only when the 2-word-aligned block that
 * holds it also holds a byte q the function may read.  q is a ghost
 * argument at every strl__load call; WP must show \valid_read(q) from the
 * caller's contract, which grants exactly the bytes the function may read
 * (readable(): up to the first NUL, within the bound).
 */
#ifndef STRL_PROOF_WORDS_H
#define STRL_PROOF_WORDS_H

#include "strl.h"
#include <stdint.h>

#define STRL_PW ((integer)sizeof(size_t))

/*@ axiomatic StrlWords {
  logic char strl_byte(integer w, integer j);
  logic integer strl_off(char *p);
  axiom strl_off_range: \forall char *p; 0 <= strl_off(p) < 2 * STRL_PW;
  axiom strl_off_up: \forall char *p, integer k; k >= 0 ==>
    strl_off(p + k) == (strl_off(p) + k) % (2 * STRL_PW);
  axiom strl_off_down: \forall char *p, integer k; 0 <= k <= strl_off(p) ==>
    strl_off(p - k) == strl_off(p) - k;
  }

  predicate strl_aligned(char *p) = strl_off(p) % STRL_PW == 0;

  // q lies in the 2-word-aligned block that holds p.
  predicate strl_in_block(char *p, char *q) =
    p - strl_off(p) <= q < p - strl_off(p) + 2 * STRL_PW;

  predicate strl_load_rule(char *p, char *q) =
    strl_aligned(p) && strl_in_block(p, q) && \valid_read(q);
*/

/*
 * Facts over a range of bytes are quantified over the byte's address
 * (\forall char *q), not its index: the provers then find the instance
 * at any byte read (*q) the goal mentions.
 */
/*@ predicate strl_in{L}(char *q, char *p, integer n) =
      \base_addr(q) == \base_addr(p) && p <= q < p + n;
*/
/* Word w is the bytes at p. */
#define STRL_WORD_IS(w, p) (\forall char *q; strl_in(q, (char *)(p), STRL_PW) ==> \
	strl_byte(w, q - (char *)(p)) == *q) && \
	(\forall integer j; 0 <= j < STRL_PW ==> strl_byte(w, j) == (p)[j])
/* No byte of word w is a NUL from memory index lo on. */
#define STRL_NONZERO(w, lo) (\forall integer j; (lo) <= j < STRL_PW ==> \
	strl_byte(w, j) != 0)
/* Word w is the merge of lo and hi at sh. */
#define STRL_MERGED(w, lo, hi, sh) (\forall integer j; 0 <= j < STRL_PW ==> \
	(j < STRL_PW - (sh) ==> strl_byte(w, j) == strl_byte(lo, j + (sh))) && \
	(j >= STRL_PW - (sh) ==> strl_byte(w, j) == strl_byte(hi, j + (sh) - STRL_PW)))

/*@ requires strl_load_rule((char *)p, (char *)q);
    assigns \nothing;
    ensures STRL_WORD_IS(\result, p);
*/
static inline size_t strl__load(const char *p) /*@ ghost (const char *q) */;

/*@ requires strl_aligned(p);
    requires \valid(p + (0 .. STRL_PW - 1));
    assigns p[0 .. STRL_PW - 1];
    ensures STRL_WORD_IS(w, p);
*/
static inline void strl__store(char *p, size_t w);

/*@ assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(x, 0);
*/
static inline size_t strl__haszero(size_t x);

/*@ assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(a, 0) && STRL_NONZERO(b, 0);
*/
static inline size_t strl__haszero2(size_t a, size_t b);

/*@ requires 0 < sh < STRL_PW;
    assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(lo, sh);
*/
static inline size_t strl__haszero_from(size_t lo, unsigned int sh);

/*
 * strnlen's forms of the three, with the constants passed in as it holds
 * them (STRL__KEEP_ZK, which the proofs see as no code): strl_zk(ones,
 * highs) says they are STRL__ONES and STRL__HIGHS.
 */
#if __SIZEOF_SIZE_T__ == 8
#define STRL_PROOF_ONES 0x0101010101010101
#else
#define STRL_PROOF_ONES 0x01010101
#endif
/*@ predicate strl_zk(integer ones, integer highs) =
      ones == STRL_PROOF_ONES && highs == STRL_PROOF_ONES * 0x80;
*/

/*@ requires strl_zk(ones, highs);
    assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(x, 0);
*/
static inline size_t strl__haszero_k(size_t x, size_t ones, size_t highs);

/*@ requires strl_zk(ones, highs);
    assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(a, 0) && STRL_NONZERO(b, 0);
*/
static inline size_t strl__haszero2_k(size_t a, size_t b, size_t ones,
				      size_t highs);

/*@ requires 0 < sh < STRL_PW;
    requires strl_zk(ones, highs);
    assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(lo, sh);
*/
static inline size_t strl__haszero_from_k(size_t lo, unsigned int sh,
					  size_t ones, size_t highs);

/*@ requires 0 < sh < STRL_PW;
    assigns \nothing;
    ensures STRL_MERGED(\result, lo, hi, sh);
*/
static inline size_t strl__merge(size_t lo, size_t hi, unsigned int sh);

/*@ assigns \nothing;
    ensures \result == 0 <==> STRL_NONZERO(x, 0);
*/
static inline size_t strl__nul_flags(size_t x);

/*@ requires !STRL_NONZERO(x, 0);
    assigns \nothing;
    ensures \result < STRL_PW && strl_byte(x, \result) == 0;
    ensures \forall integer j; 0 <= j < \result ==> strl_byte(x, j) != 0;
*/
static inline size_t strl__nul_index(size_t x);

/*@ requires 0 < b < STRL_PW;
    assigns \nothing;
    ensures \forall integer j; 0 <= j < STRL_PW - b ==>
      strl_byte(\result, j) == strl_byte(w, j + b);
*/
static inline size_t strl__shift_out(size_t w, unsigned int b);

/*@ requires (b == 1 || b == 2 || b == 4) && b < STRL_PW;
    requires strl_aligned(d) && k % b == 0 && k + b <= STRL_PW;
    requires \valid(d + (k .. k + b - 1));
    assigns d[k .. k + b - 1];
    ensures \forall char *q; strl_in(q, d + k, b) ==> *q == strl_byte(w, q - (d + k));
    ensures \forall integer j; k <= j < k + b ==> d[j] == strl_byte(w, j - k);
*/
static inline void strl__store_part(char *d, size_t k, size_t w,
				    unsigned int b);

/*@ assigns \nothing;
    ensures \result != 0 <==> strl_aligned((char *)p);
*/
static inline int strl__aligned(const void *p);

/*@ assigns \nothing;
    ensures \result != 0 <==> strl_off((char *)p) >= STRL_PW;
*/
static inline int strl__block_odd(const char *p);

/*@ assigns \nothing;
    ensures \result == strl_off((char *)p) % STRL_PW;
*/
static inline unsigned int strl__word_offset(const char *p);

/*@ requires a == STRL_PW;
    assigns \nothing;
    ensures \result == p - strl_off((char *)p) % STRL_PW;
    ensures strl_off((char *)\result) ==
      strl_off((char *)p) - strl_off((char *)p) % STRL_PW;
*/
static inline const char *strl__align_down(const char *p, uintptr_t a);

#endif /* STRL_PROOF_WORDS_H */
