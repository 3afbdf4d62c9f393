// The particles (t) and the bloom (b at 1/4, c at 1/8 size) onto the canvas. sRGB as given (HDR continues the
// curve) to linear light; the brightest channel through a filmic shoulder, the others kept in proportion (so
// [4, 2, 1] stays orange: a curve per channel turns it white, 255, 252, 243); back to sRGB for the canvas. The
// shoulder: as given up to 0.6, then 0.6 + e / (1 + e / 0.4), within 0.04 of ACES (Hill's fit, three.js's
// ACESFilmic) from 1 to 64; ACES's toe is left out: it darkens the soft tails of particle textures below the page
// behind them (dark rims round smoke). Alpha: how much of the page the particles cover (additive light covers
// nothing); the pass blends with ONE, ONE_MINUS_SRC_ALPHA.
const float BLOOM = 0.6; // how much of the glow is added
uniform sampler2D b;
uniform sampler2D c;
void main() {
  vec4 o = texture2D(t, v);
  vec3 x = max((o.rgb + (texture2D(b, v).rgb + texture2D(c, v).rgb) * BLOOM) * s, 0.0);
  x = mix(pow((x + 0.055) / 1.055, vec3(2.4)), x / 12.92, step(x, vec3(0.04045)));
  float m = max(x.r, max(x.g, x.b)), e = max(m - 0.6, 0.0);
  x *= (m - e + e / (1.0 + e * 2.5)) / max(m, 1e-5);
  x = mix(1.055 * pow(x, vec3(1.0 / 2.4)) - 0.055, x * 12.92, step(x, vec3(0.0031308)));
  gl_FragColor = vec4(x, clamp(o.a, 0.0, 1.0));
}
