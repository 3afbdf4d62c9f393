// The HDR passes of Plume's own WebGPU canvas (createPlume({ canvas, backend: 'webgpu', hdr: true })): the WGSL twins
// of hdr.vert, hdr_threshold.frag, hdr_down.frag, hdr_blur.frag and hdr_composite.frag (the same maths, the same
// constants). The particles are drawn into a half-float target first: its colours are written times 1 (s = 1).

struct Step { d: vec4f }; // xy: one texel of the texture read, along the blur's axis
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var linearClamp: sampler;
@group(0) @binding(2) var<uniform> blurStep: Step;
@group(0) @binding(3) var b: texture_2d<f32>;
@group(0) @binding(4) var c: texture_2d<f32>;

struct V { @builtin(position) position: vec4f, @location(0) v: vec2f };

// the full-screen triangle: p is -1..3; texture rows go down in WebGPU, so v.y is turned
@vertex fn vsTriangle(@builtin(vertex_index) i: u32) -> V {
  let p = vec2f(f32(i & 1u) * 4.0 - 1.0, f32(i >> 1u) * 4.0 - 1.0);
  return V(vec4f(p, 0.0, 1.0), vec2f(p.x * 0.5 + 0.5, 0.5 - p.y * 0.5));
}

const THRESHOLD = 1.0;
@fragment fn fsThreshold(in: V) -> @location(0) vec4f {
  let col = textureSample(t, linearClamp, in.v).rgb;
  let m = max(col.r, max(col.g, col.b));
  let q = max(m - THRESHOLD, 0.0);
  return vec4f(col * q * q / (q + 0.5) / max(m, 1e-4), 1.0);
}

@fragment fn fsDown(in: V) -> @location(0) vec4f {
  return textureSample(t, linearClamp, in.v);
}

@fragment fn fsBlur(in: V) -> @location(0) vec4f {
  let d = blurStep.d.xy;
  var col = textureSample(t, linearClamp, in.v).rgb * 0.2270;
  col += (textureSample(t, linearClamp, in.v + d * 1.3846).rgb + textureSample(t, linearClamp, in.v - d * 1.3846).rgb) * 0.3162;
  col += (textureSample(t, linearClamp, in.v + d * 3.2308).rgb + textureSample(t, linearClamp, in.v - d * 3.2308).rgb) * 0.0703;
  return vec4f(col, 1.0);
}

const BLOOM = 0.6;
@fragment fn fsComposite(in: V) -> @location(0) vec4f {
  let o = textureSample(t, linearClamp, in.v);
  var x = max(o.rgb + (textureSample(b, linearClamp, in.v).rgb + textureSample(c, linearClamp, in.v).rgb) * BLOOM, vec3f(0.0));
  x = mix(pow((x + 0.055) / 1.055, vec3f(2.4)), x / 12.92, step(x, vec3f(0.04045)));
  let m = max(x.r, max(x.g, x.b));
  let e = max(m - 0.6, 0.0);
  x *= (m - e + e / (1.0 + e * 2.5)) / max(m, 1e-5);
  x = mix(1.055 * pow(x, vec3f(1.0 / 2.4)) - 0.055, x * 12.92, step(x, vec3f(0.0031308)));
  return vec4f(x, clamp(o.a, 0.0, 1.0));
}
