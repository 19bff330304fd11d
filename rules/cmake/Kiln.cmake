# rules/cmake/Kiln.cmake - build TypeScript programs with Kiln from CMake, one module per custom command.
#
#   include(path/to/rules/cmake/Kiln.cmake)
#   kiln_add_executable(service SOURCES src/main.ts src/router.ts src/store.ts
#                       [MAIN src/main.ts] [ROOT src] [OUTPUT_DIR dir] [FLAGS -O2])
#
# Every source gets two commands: its interface file (`kiln compile
# --iface-only`, from its own text), and its object, compiled against the
# interface files of the program's modules (`--iface-path`) with a DEPFILE
# naming the ones it read.  The program is then linked (`kiln link`) into
# OUTPUT_DIR/name (default: the current binary directory), and a target
# `name` builds it.  kiln rewrites an output only when its bytes change and
# CMake's Ninja generator restats custom commands, so an edit inside a
# function body compiles that module alone; a signature edit also compiles
# the modules that read the changed interface file (their depfiles name it),
# and no others.  A target NAME_interfaces makes the interface files first.  MAIN (the program's entry,
# default the first source) is compiled with --main.  ROOT (default the
# current source directory) is what module paths, and so symbols and
# messages, are relative to.  KILN (cache variable) is the kiln command.
#
# List every module of the program in SOURCES: the interface files of the
# modules not listed are not made, and their importers do not compile.

find_program(KILN kiln DOC "the kiln command (Kiln's compiler client)")

function(kiln_add_executable name)
  cmake_parse_arguments(PARSE_ARGV 1 K "" "MAIN;ROOT;OUTPUT_DIR" "SOURCES;FLAGS")
  if(NOT K_SOURCES)
    message(FATAL_ERROR "kiln_add_executable(${name}): SOURCES is required")
  endif()
  if(NOT KILN)
    message(FATAL_ERROR "kiln_add_executable(${name}): the kiln command was not found (set KILN)")
  endif()
  if(NOT K_ROOT)
    set(K_ROOT ${CMAKE_CURRENT_SOURCE_DIR})
  endif()
  get_filename_component(root ${K_ROOT} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
  if(NOT K_OUTPUT_DIR)
    set(K_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR})
  endif()
  get_filename_component(outdir ${K_OUTPUT_DIR} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_BINARY_DIR})
  if(NOT K_FLAGS)
    set(K_FLAGS -O2)
  endif()
  if(NOT K_MAIN)
    list(GET K_SOURCES 0 K_MAIN)
  endif()
  get_filename_component(main ${K_MAIN} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
  set(work ${CMAKE_CURRENT_BINARY_DIR}/kiln-${name})

  set(kifs "")
  set(srcs "")
  foreach(src ${K_SOURCES})
    get_filename_component(abs ${src} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    file(RELATIVE_PATH rel ${root} ${abs})
    string(REGEX REPLACE "\\.ts$" "" stem ${rel})
    set(kif ${work}/iface/${stem}.kif)
    add_custom_command(OUTPUT ${kif}
      COMMAND ${KILN} compile ${abs} --root ${root} --iface-only --iface ${kif}
      DEPENDS ${abs}
      COMMENT "KILN-IFACE ${rel}"
      VERBATIM)
    list(APPEND kifs ${kif})
    list(APPEND srcs ${abs})
  endforeach()

  set(objs "")
  foreach(abs ${srcs})
    file(RELATIVE_PATH rel ${root} ${abs})
    string(REGEX REPLACE "\\.ts$" "" stem ${rel})
    set(obj ${work}/obj/${stem}.o)
    set(main_flag "")
    if(abs STREQUAL main)
      set(main_flag --main)
    endif()
    add_custom_command(OUTPUT ${obj}
      COMMAND ${KILN} compile ${abs} --root ${root} -o ${obj} --depfile ${obj}.d
              --iface-path ${work}/iface ${K_FLAGS} ${main_flag}
      DEPENDS ${abs}
      DEPFILE ${obj}.d
      COMMENT "KILN ${rel}"
      VERBATIM)
    list(APPEND objs ${obj})
  endforeach()

  add_custom_command(OUTPUT ${outdir}/${name}
    COMMAND ${KILN} link ${objs} -o ${outdir}/${name}
    DEPENDS ${objs}
    COMMENT "LINK ${name}"
    VERBATIM)
  # The interface files are made before any object (an order-only edge in
  # Ninja: target dependencies order, they do not trigger), so an object is
  # rebuilt by its own source and by the interface files its depfile names,
  # not by every interface of the program.
  add_custom_target(${name}_interfaces DEPENDS ${kifs})
  add_custom_target(${name} ALL DEPENDS ${outdir}/${name})
  add_dependencies(${name} ${name}_interfaces)
endfunction()
