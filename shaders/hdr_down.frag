// Half the size: one bilinear sample averages the 2 × 2 texels below.
void main() {
  gl_FragColor = texture2D(t, v);
}
