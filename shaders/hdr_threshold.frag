// The 2 × 2 texels under each output texel: one bilinear sample at its centre; then what rises above the
// threshold (on the brightest channel, so the hue stays; rising as q² / (q + 0.5) from it: no hard edge).
// The bloom textures keep the target's scale: an 8-bit one's headroom too.
const float THRESHOLD = 1.0; // what glows: colours above 1 (an 8-bit canvas would clip them)
void main() {
  vec3 c = texture2D(t, v).rgb * s;
  float m = max(c.r, max(c.g, c.b));
  float q = max(m - THRESHOLD, 0.0);
  gl_FragColor = vec4(c * q * q / (q + 0.5) / max(m, 1e-4) / s, 1.0);
}
