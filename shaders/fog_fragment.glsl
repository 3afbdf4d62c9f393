// Fog in the fragment shader: the colour goes towards the fog's as the blend mode needs it (the backend
// sets uFogColor per draw: additive blends fade to nothing, alpha blends to the fog colour, premultiplied
// ones to the fog colour times alpha). Prepended to every fragment shader by the backend.
precision mediump float;

uniform vec4 uFogColor; // rgb: what the fog adds; w: 1 when the colour is premultiplied by alpha
varying float vFog;

vec4 fogged(vec4 color)
{
    color.rgb = color.rgb * (1.0 - vFog) + uFogColor.rgb * (vFog * mix(1.0, color.a, uFogColor.w));
    return color;
}
