# Toolchain file: Cortex-M bare metal with Debian's gcc-arm-none-eabi.
# STRL_CPU_FLAGS picks the CPU (default: Cortex-M3), e.g.
#   -DSTRL_CPU_FLAGS="-mcpu=cortex-m4 -mfpu=fpv4-sp-d16 -mfloat-abi=hard"
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
if(NOT DEFINED STRL_CPU_FLAGS)
  set(STRL_CPU_FLAGS "-mcpu=cortex-m3 -mthumb")
endif()
set(STRL_CPU_FLAGS "${STRL_CPU_FLAGS}" CACHE STRING "CPU flags for every object")
set(CMAKE_C_FLAGS_INIT "${STRL_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,--gc-sections")
