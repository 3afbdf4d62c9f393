// What every HDR pass begins with: t the texture read, s what its colours were written times (1 / the target's
// scale: 1 for half floats, an 8-bit target's headroom otherwise).
precision mediump float;
varying vec2 v;
uniform sampler2D t;
uniform float s;
