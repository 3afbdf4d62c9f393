// The book's fragment program: texture times [1-t, 1-t, 1-t, wobble010(age)].
precision mediump float;

uniform sampler2D uTexture;

varying vec2 vUv;
varying vec4 vTint;

void main()
{
    gl_FragColor = texture2D(uTexture, vUv) * vTint;
}
