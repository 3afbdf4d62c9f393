// The book's fragment program: texture times [1-t, 1-t, 1-t, wobble010(age)].
precision mediump float;

uniform sampler2D uTexture;

// Texture coordinates in highp where the fragment shader has it: mediump (fp16 on many phones)
// steps by 1/2048 near 1.0, so a 4096-texel texture would lose every other texel. Without
// GL_FRAGMENT_PRECISION_HIGH that is the limit (README, Decisions and limits).
#ifdef GL_FRAGMENT_PRECISION_HIGH
varying highp vec2 vUv;
#else
varying vec2 vUv;
#endif
varying vec4 vTint;

void main()
{
    gl_FragColor = texture2D(uTexture, vUv) * vTint;
}
