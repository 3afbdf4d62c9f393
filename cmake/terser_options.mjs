// terser's options for Plume's bundles (cmake/bundle_js.mjs) and for the parts scripts/size.mjs measures. The
// compressor keeps every property read (pure_getters off), so a caller's getter runs as often as the source reads it
// (tests/browser/hostile.test.mjs counts them), and every declared parameter (keep_fargs: host_state.js tells GL
// calls apart by their functions' length).
export const TERSER_OPTIONS = { module: true, compress: { pure_getters: false, keep_fargs: true }, mangle: true };
