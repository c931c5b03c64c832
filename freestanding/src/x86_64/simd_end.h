/* SPDX-License-Identifier: ISC */
/* Ends an instance of strnlen_simd.h and copy_simd.h: their macros go. */
#undef STRL_V
#undef STRL_V_FN
#undef STRL_V_REST
#undef STRL_V_ATTR
#undef STRL_V_T
#undef STRL_V_LOAD
#undef STRL_V_LOADU
#undef STRL_V_STOREU
#undef STRL_V_ZMASKV
#undef STRL_V_MIN
#undef STRL_V_ZMASK
#undef STRL_V_ZERO4
#undef STRL_V_MIN4
#undef STRL_V_ZERO8
#undef STRL_V_CPY
#undef STRL_V_LCPY
#undef STRL_V_LCAT
#undef STRL_V_ENDS32
