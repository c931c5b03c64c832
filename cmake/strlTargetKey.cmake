# strl_target_key(<var> <compiler> [<flag>...]) sets <var> to the name a
# libstrl.a built by <compiler> with these flags is installed under
# (<libdir>/strl/<key>/libstrl.a), so that find_package(strl) gives a
# toolchain only a library it can link and run:
#   - the target (-print-multiarch, else -dumpmachine);
#   - GCC's multilib directory for the flags, which names their ABI and
#     base instruction set (thumb/v7e-m+fp/hard);
#   - on RISC-V, XLEN and float ABI from the predefined macros (GCC has no
#     multilib for -march strings with extensions and answers "."), and
#     +zbb when the flags enable Zbb, whose ORC.B strl's word code uses,
#     +v with the vector extension (riscv_v/);
#   - +mve with Helium (arm_mve/), +nosimd on AArch64 without FP/SIMD.
# make install runs this file in script mode:
#   cmake -DSTRL_KEY_CC=cc "-DSTRL_KEY_FLAGS=flags" -P strlTargetKey.cmake
function(strl_target_key var cc)
  set(q OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  execute_process(COMMAND "${cc}" ${ARGN} -print-multiarch OUTPUT_VARIABLE machine ${q})
  if(machine STREQUAL "")
    execute_process(COMMAND "${cc}" ${ARGN} -dumpmachine OUTPUT_VARIABLE machine ${q})
  endif()
  execute_process(COMMAND "${cc}" ${ARGN} -print-multi-directory OUTPUT_VARIABLE multi ${q})
  execute_process(COMMAND "${cc}" ${ARGN} -dM -E -x c /dev/null OUTPUT_VARIABLE macros ${q})
  if(machine STREQUAL "")
    set(${var} "" PARENT_SCOPE)
    return()
  endif()
  set(key "${machine}")
  if(NOT multi STREQUAL "" AND NOT multi STREQUAL ".")
    string(APPEND key "/${multi}")
  endif()
  if(macros MATCHES "#define __riscv_xlen ([0-9]+)")
    string(APPEND key "+rv${CMAKE_MATCH_1}")
    foreach(abi soft single double)
      if(macros MATCHES "#define __riscv_float_abi_${abi} ")
        string(APPEND key "-${abi}")
      endif()
    endforeach()
  endif()
  # Extensions strl's code for these flags uses (word code: Zbb's ORC.B),
  # or needs the unit for: V (riscv_v/), Helium (arm_mve/; the multilib
  # does not tell an M55 from one built +nomve).
  foreach(ext __riscv_zbb:+zbb __riscv_vector:+v __ARM_FEATURE_MVE:+mve)
    string(REPLACE ":" ";" ext "${ext}")
    list(GET ext 0 macro)
    list(GET ext 1 suffix)
    if(macros MATCHES "#define ${macro} ")
      string(APPEND key "${suffix}")
    endif()
  endforeach()
  # FP/SIMD on AArch64: code built -mgeneral-regs-only runs with it off.
  if(macros MATCHES "#define __aarch64__ " AND NOT macros MATCHES "#define __ARM_NEON ")
    string(APPEND key "+nosimd")
  endif()
  set(${var} "${key}" PARENT_SCOPE)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE AND DEFINED STRL_KEY_CC)
  separate_arguments(_flags UNIX_COMMAND "${STRL_KEY_FLAGS}")
  strl_target_key(_key "${STRL_KEY_CC}" ${_flags})
  if(_key STREQUAL "")
    message(FATAL_ERROR "strl: ${STRL_KEY_CC} did not say what it targets")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E echo "${_key}")
endif()
