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
  # nor spaces around punctuation, and a line ending in ; { or } joined to the next unless that is a preprocessor line
  # (no preprocessor line of shaders/ ends so, and none defines a macro whose value starts with a parenthesis); + and
  # - lose theirs only between operands, so that a - -b never becomes a decrement
  string(REGEX REPLACE " *([][=<>!&|,;:(){}?*/]) *" "\\1" content "${content}")
  string(REGEX REPLACE " *([-+*/]=) *" "\\1" content "${content}")
  foreach(pass 1 2 3) # a match takes its operands: a - b - c needs a second pass
    string(REGEX REPLACE "([]A-Za-z0-9_.)]) +([-+]) *([A-Za-z0-9_.(])" "\\1\\2\\3" content "${content}")
    string(REGEX REPLACE "([]A-Za-z0-9_.)]) *([-+]) +([A-Za-z0-9_.(])" "\\1\\2\\3" content "${content}")
  endforeach()
  string(REGEX REPLACE "([;{}])\n([^#])" "\\1\\2" content "${content}")
  string(REPLACE "\\" "\\\\" content "${content}")
  string(REPLACE "\"" "\\\"" content "${content}")
  string(REPLACE "\n" "\\n\"\n    \"" content "${content}")
  file(APPEND ${OUTPUT} "static const char plume_shader_${id}[] =\n    \"${content}\";\n")
endforeach()
