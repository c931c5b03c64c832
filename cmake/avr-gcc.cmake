# Toolchain file: 8-bit AVR (Arduino's ATmega parts) with Debian's gcc-avr.
# STRL_CPU_FLAGS picks the part (default: the Mega's ATmega2560), e.g.
#   -DSTRL_CPU_FLAGS="-mmcu=atmega328p"
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR avr)
set(CMAKE_C_COMPILER avr-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
if(NOT DEFINED STRL_CPU_FLAGS)
  set(STRL_CPU_FLAGS "-mmcu=atmega2560")
endif()
set(STRL_CPU_FLAGS "${STRL_CPU_FLAGS}" CACHE STRING "CPU flags for every object")
set(CMAKE_C_FLAGS_INIT "${STRL_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,--gc-sections")
