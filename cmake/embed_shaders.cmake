# Writes OUTPUT: one C string per shader file in INPUTS (comma-separated), named plume_shader_<file name as identifier>.
cmake_policy(SET CMP0057 NEW) # if(... IN_LIST ...)
# With -DRENAME=ON, the names of functions, parameters, locals, varyings and the files' own constants are shipped
# short (see below).
file(WRITE ${OUTPUT} "/* Generated from shaders/ by cmake/embed_shaders.cmake; do not edit. */\n")
string(REPLACE "," ";" INPUTS "${INPUTS}")

# Renaming: one map for all INPUTS (a program joins several files, so a function or a varying keeps one name across
# them). Every name the files use is renamed but those a uniform or attribute line names (C looks them up by name),
# GLSL's words and builtins (gl_*, main, the preprocessor's), all-capitals names but the constants a file #defines or
# declares const and none tests (C passes the others as #defines), swizzles, and names of 2 characters. The new names
# are `_` and letters (GLSL ES: no name in shaders/ starts with `_`, and none has `__`), given in the order the names
# first appear: deterministic, and no new name can meet an old one.
set(renamed "")
if(RENAME)
  set(builtins main attribute const uniform varying break continue do for while if else in out inout float int void
      bool true false lowp mediump highp precision invariant discard return mat2 mat3 mat4 vec2 vec3 vec4 ivec2 ivec3
      ivec4 bvec2 bvec3 bvec4 sampler2D samplerCube struct radians degrees sin cos tan asin acos atan pow exp log exp2
      log2 sqrt inversesqrt abs sign floor ceil fract mod min max clamp mix step smoothstep length distance dot cross
      normalize faceforward reflect refract matrixCompMult lessThan lessThanEqual greaterThan greaterThanEqual equal
      notEqual any all not texture2D texture2DProj texture2DLod texture2DProjLod textureCube textureCubeLod texture
      smooth flat centroid layout sample patch dFdx dFdy fwidth defined define undef ifdef ifndef elif endif error
      pragma extension version line enable require warn disable)
  set(external "")
  set(used "")
  set(defined_here "")
  set(tested "")
  foreach(input ${INPUTS})
    file(READ ${input} content)
    string(REGEX REPLACE "//[^\n]*" "" content "${content}")
    # the text as tokens (a CMake list: no ';' in an element, no '[' that would hold the list's next ';')
    string(REPLACE ";" " __end__ " tokens "${content}")
    string(REGEX REPLACE "[^A-Za-z0-9_]+" ";" tokens "${tokens}")
    set(qualified "")
    set(before "")
    set(before2 "")
    foreach(token ${tokens})
      if(token STREQUAL "__end__")
        set(qualified "")
      elseif(token MATCHES "^(uniform|attribute)$")
        set(qualified 1)
      elseif(NOT token MATCHES "^[A-Za-z_]") # a number, or a number's exponent (1e-6)
      elseif(qualified) # every name of such a declaration, up to its ';': its type, its name, its size's macro
        list(APPEND external ${token})
      else()
        list(APPEND used ${token})
        if(before STREQUAL "define" OR before2 STREQUAL "const")
          list(APPEND defined_here ${token})
        elseif(before MATCHES "^(ifdef|ifndef|defined)$")
          list(APPEND tested ${token})
        endif()
      endif()
      set(before2 "${before}")
      set(before "${token}")
    endforeach()
  endforeach()
  list(REMOVE_DUPLICATES used)
  set(letters abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ)
  set(index 0)
  foreach(word ${used})
    string(LENGTH "${word}" length)
    if(word MATCHES "^[A-Z0-9_]+$" AND (NOT word IN_LIST defined_here OR word IN_LIST tested))
      continue() # the #defines C passes, and those a file tests: only a file's own constants are renamed
    endif()
    if(length LESS 3 OR word IN_LIST builtins OR word IN_LIST external OR word MATCHES "^gl_"
       OR word MATCHES "^([xyzw]+|[rgba]+|[stpq]+)$")
      continue()
    endif()
    math(EXPR first "${index} % 52")
    math(EXPR second "${index} / 52")
    string(SUBSTRING ${letters} ${first} 1 short)
    set(short "_${short}")
    if(second GREATER 0)
      math(EXPR second "${second} - 1")
      string(SUBSTRING ${letters} ${second} 1 more)
      set(short "${short}${more}")
    endif()
    list(APPEND renamed "${word}=${short}")
    math(EXPR index "${index} + 1")
  endforeach()
endif()

foreach(input ${INPUTS})
  get_filename_component(name ${input} NAME)
  string(MAKE_C_IDENTIFIER ${name} id)
  file(READ ${input} content)
  # shipped without comments and indentation (the wasm carries these strings): GLSL has no strings
  # in which '//' could mean anything else, and every line break is kept for the preprocessor
  string(REGEX REPLACE "//[^\n]*" "" content "${content}")
  # every whole-word use renamed (twice: a match takes the character after it, which may start the next use)
  set(content "\n${content}\n")
  foreach(pair ${renamed})
    string(REPLACE "=" ";" pair "${pair}")
    list(GET pair 0 word)
    list(GET pair 1 short)
    foreach(pass 1 2)
      string(REGEX REPLACE "([^A-Za-z0-9_])${word}([^A-Za-z0-9_])" "\\1${short}\\2" content "${content}")
    endforeach()
  endforeach()
  string(REGEX REPLACE "^\n" "" content "${content}")
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
