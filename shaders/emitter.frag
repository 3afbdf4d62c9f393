// GPU emitters' fragment program: the texture (an atlas frame) times the colour over life.
precision mediump float;

uniform sampler2D uTexture;

varying vec2 vUv;
varying vec4 vTint;

void main()
{
    gl_FragColor = fogged(texture2D(uTexture, vUv) * vTint);
}
