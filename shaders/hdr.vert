// The HDR passes' full-screen triangle (web/src/hdr.js and the C demo's web/game/hdr.c share these files):
// p is -1..3, v the texture coordinate.
attribute vec2 p;
varying vec2 v;
void main() {
  v = p * 0.5 + 0.5;
  gl_Position = vec4(p, 0.0, 1.0);
}
