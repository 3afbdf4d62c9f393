# Run after linking: make Emscripten 3.1.6's glue (plume_module.js) safe for bundlers.
# The glue names its wasm `plume_module.wasm` and computes `new URL("plume_module.wasm", import.meta.url)`,
# a pattern Vite and webpack turn into an asset reference — to a file that does not exist (the build
# renames it plume.wasm), so webpack fails and Vite warns. plume.js loads the wasm itself (instantiateWasm),
# so the glue's own lookup only serves direct ccall users: point it at plume.wasm beside the glue
# through its locateFile(), which bundlers leave alone.
file(READ ${GLUE} text)
set(from "new URL(\"plume_module.wasm\",import.meta.url).toString()")
string(FIND "${text}" "${from}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "patch_glue: '${from}' not found in ${GLUE}; did the Emscripten version change?")
endif()
string(REPLACE "${from}" "locateFile(\"plume.wasm\")" text "${text}")
string(REPLACE "\"plume_module.wasm\"" "\"plume.wasm\"" text "${text}")
file(WRITE ${GLUE} "${text}")
