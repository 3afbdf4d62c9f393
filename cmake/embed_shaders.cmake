# Writes OUTPUT: one C string per shader file in INPUTS (comma-separated), named plume_shader_<file name as identifier>.
file(WRITE ${OUTPUT} "/* Generated from shaders/ by cmake/embed_shaders.cmake; do not edit. */\n")
string(REPLACE "," ";" INPUTS "${INPUTS}")
foreach(input ${INPUTS})
  get_filename_component(name ${input} NAME)
  string(MAKE_C_IDENTIFIER ${name} id)
  file(READ ${input} content)
  # shipped without comments and indentation (the wasm carries these strings): GLSL has no strings
  # in which '//' could mean anything else, and every line break is kept for the preprocessor
  string(REGEX REPLACE "//[^\n]*" "" content "${content}")
  string(REGEX REPLACE "[ \t]+\n" "\n" content "${content}")
  string(REGEX REPLACE "\n[ \t]+" "\n" content "${content}")
  string(REGEX REPLACE "\n\n+" "\n" content "${content}")
  string(REPLACE "\\" "\\\\" content "${content}")
  string(REPLACE "\"" "\\\"" content "${content}")
  string(REPLACE "\n" "\\n\"\n    \"" content "${content}")
  file(APPEND ${OUTPUT} "static const char plume_shader_${id}[] =\n    \"${content}\";\n")
endforeach()
