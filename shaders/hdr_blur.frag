// 9 texels of a Gaussian (sigma ~2) in 5 bilinear samples along d (one texel in x or y).
uniform vec2 d;
void main() {
  vec3 c = texture2D(t, v).rgb * 0.2270;
  c += (texture2D(t, v + d * 1.3846).rgb + texture2D(t, v - d * 1.3846).rgb) * 0.3162;
  c += (texture2D(t, v + d * 3.2308).rgb + texture2D(t, v - d * 3.2308).rgb) * 0.0703;
  gl_FragColor = vec4(c, 1.0);
}
