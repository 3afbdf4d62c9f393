// The fragment program: texture × colour over life, faded. The book's fade is its rgbaScale,
// [1-t, 1-t, 1-t, wobble010(age)]; the linear fade takes alpha from 1 to 0 (and the colour too where
// the blend mode ignores alpha).
precision mediump float;

uniform sampler2D uTexture;
#ifndef PLUME_MESH_KEYS // a kind with keys: its vertex shader applies the fade (uItem is the vertex shader's there)
uniform vec4 uItem[3]; // the kind's start colour, end colour (the vertex shader's), fade (book, linear, blend ignores alpha, -)
#endif

// Texture coordinates in highp where the fragment shader has it: mediump (fp16 on many phones)
// steps by 1/2048 near 1.0, so a 4096-texel texture would lose every other texel. Without
// GL_FRAGMENT_PRECISION_HIGH that is the limit (README, Decisions and limits).
#ifdef GL_FRAGMENT_PRECISION_HIGH
varying highp vec4 vUv; // the frame's texture coordinates, the next frame's
#else
varying vec4 vUv;
#endif
varying vec2 vLife; // t, the book's wobble alpha
varying vec4 vTint; // the kind's colour at t (particle_common.glsl)

void main()
{
#ifdef PLUME_MESH_KEYS
    gl_FragColor = fogged(plumeShade(uTexture, vUv, plumeTexture(uTexture, vUv) * vTint));
#else
    float t = vLife.x;
    float remaining = 1.0 - t;
    vec4 book = vec4(remaining, remaining, remaining, vLife.y);
    vec4 linear = vec4(vec3(mix(1.0, remaining, uItem[2].z)), remaining);
    vec4 fade = mix(vec4(1.0), book, uItem[2].x) * mix(vec4(1.0), linear, uItem[2].y);
    vec4 tint = vTint;
    tint.rgb *= mix(1.0, tint.a, uItem[2].z); // blends that ignore alpha take the tint's alpha in the colour
    gl_FragColor = fogged(plumeShade(uTexture, vUv, plumeTexture(uTexture, vUv) * tint * fade));
#endif
}
