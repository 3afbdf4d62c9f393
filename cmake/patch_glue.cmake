# Run after linking: make Emscripten 3.1.6's glue (plume_module.js) safe for bundlers.
# The glue names its wasm `plume_module.wasm` and computes `new URL("plume_module.wasm", import.meta.url)`,
# a pattern Vite and webpack turn into an asset reference — to a file that does not exist (the build
# renames it plume.wasm), so webpack fails and Vite warns. plume.js loads the wasm itself (instantiateWasm),
# so the glue's own lookup only serves direct ccall users: point it at plume.wasm beside the glue
# through its locateFile(), which bundlers leave alone.
# FROM/TO: the wasm's name as linked and as shipped (plume_module.wasm -> plume.wasm; WebGPU's module the same way)
if(NOT DEFINED FROM)
  set(FROM plume_module.wasm)
  set(TO plume.wasm)
endif()
file(READ ${GLUE} text)
set(from "new URL(\"${FROM}\",import.meta.url).toString()")
string(FIND "${text}" "${from}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "patch_glue: '${from}' not found in ${GLUE}; did the Emscripten version change?")
endif()
string(REPLACE "${from}" "locateFile(\"${TO}\")" text "${text}")
string(REPLACE "\"${FROM}\"" "\"${TO}\"" text "${text}")
file(WRITE ${GLUE} "${text}")
