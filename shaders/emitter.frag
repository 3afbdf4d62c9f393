// GPU emitters' fragment program: the texture (an atlas frame) times the colour over life.
precision mediump float;

uniform sampler2D uTexture;

varying vec4 vUv; // the frame's texture coordinates, the next frame's
varying vec4 vTint;

void main()
{
    gl_FragColor = fogged(plumeShade(uTexture, vUv, plumeTexture(uTexture, vUv) * vTint));
}
