// What every WebGPU program shares: the frame's and the draw's uniforms, the varyings, and the WGSL twins of
// fog.glsl, fog_fragment.glsl, billboard.glsl and keys.glsl (the same maths, line for line: the GLSL is the
// original, the C reference model the oracle both are tested against). GLSL's varyings and globals are
// var<private> here, so the programs read as their GLSL does; each entry point copies them in and out.

struct Frame {
    viewProjection: mat4x4f,
    fogDepth: vec4f,        // the view matrix's third row: view-space z = dot(xyz, world) + w
    fogParams: vec4f,       // mode (0 none, 1 linear, 2 exp²), near, far, density
    depthProjection: vec4f, // the scene depth's projection: [10], [14], [11], [15] (depth in [0, 1])
    viewport: vec4f,        // the depth texture's pixels: x, y of the target's pixel (0, 0) in it; 1 when soft-compared
    camera: array<vec4f, 2>, // the camera's right and up (rows of the view's rotation): mesh kinds that face it
    time: vec4f,            // x: the GPU clock (ms) mesh kinds' ages count on
};

struct Draw {
    fogColor: vec4f, // rgb: what the fog adds; w: 1 when the colour is premultiplied by alpha
    soft: vec4f,     // 1 / fade distance; 1: not compared; 1: the blend needs rgb scaled too; 1: volume
    output: vec4f,   // 1: the target is linear; 1: the colour is premultiplied; colours written times; 1: normal map
    misc: vec4f,     // distortion pixels; an emitter group's clock (whole ms, fraction); -
    colorViewport: vec4f, // distortion: the colour texture's pixel of the target's (0, 0)
    item: array<vec4f, PLUME_ITEM_VEC4S>, // the item's own uniforms, as its pipeline lays them out
};

@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(1) var plumeDepth: texture_depth_2d;   // 1×1 when the frame has none
@group(0) @binding(2) var plumeColor: texture_2d<f32>;    // 1×1 when the frame has none
@group(1) @binding(0) var<uniform> draw: Draw;
@group(1) @binding(1) var plumeTextureMap: texture_2d<f32>;
@group(1) @binding(2) var plumeSampler: sampler;

struct Varyings {
    @builtin(position) position: vec4f,
    @location(0) uv: vec4f,
    @location(1) tint: vec4f,
    @location(2) life: vec2f,
    @location(3) fog: f32,
    @location(4) depth: f32,
    @location(5) erode: vec4f,
    @location(6) radius: f32,
    @location(7) light: vec4f,
};

var<private> vUv: vec4f;
var<private> vTint: vec4f;
var<private> vLife: vec2f;
var<private> vFog: f32;
var<private> vPlumeDepth: f32;
var<private> vPlumeErode: vec4f;
var<private> vPlumeRadius: f32;
var<private> vPlumeLight: vec4f;

const TWO_PI = 6.283185307179586;

fn varyings(position: vec4f) -> Varyings {
    return Varyings(position, vUv, vTint, vLife, vFog, vPlumeDepth, vPlumeErode, vPlumeRadius, vPlumeLight);
}

fn takeVaryings(v: Varyings) {
    vUv = v.uv;
    vTint = v.tint;
    vLife = v.life;
    vFog = v.fog;
    vPlumeDepth = v.depth;
    vPlumeErode = v.erode;
    vPlumeRadius = v.radius;
    vPlumeLight = v.light;
}

// GLSL's mod (x - y·floor(x/y)); WGSL's % truncates toward zero.
fn gmod(x: f32, y: f32) -> f32 { return x - y * floor(x / y); }
fn gmod2(x: vec2f, y: f32) -> vec2f { return x - y * floor(x / y); }

// ---- fog.glsl ----

fn plumeFog(world: vec3f) {
    let depth = -(dot(frame.fogDepth.xyz, world) + frame.fogDepth.w);
    vPlumeDepth = depth;
    vPlumeErode = vec4f(0.0);
    vPlumeRadius = 0.0;
    vPlumeLight = vec4f(0.0);
    let p = frame.fogParams;
    if (p.x > 1.5) {
        let d = p.w * depth;
        vFog = 1.0 - exp(-d * d);
    } else if (p.x > 0.5) {
        vFog = smoothstep(p.y, p.z, depth);
    } else {
        vFog = 0.0;
    }
}

fn plumeErode(threshold: f32, phase: f32, at: vec2f) {
    vPlumeErode = vec4f(threshold, phase, at);
}

fn plumeTurnHue(rgb: vec3f, radians: f32) -> vec3f {
    if (radians == 0.0) { return rgb; }
    let c = cos(radians);
    let s = sin(radians) * 0.57735026919;
    let k = (1.0 - c) / 3.0;
    return vec3f(dot(rgb, vec3f(c + k, k - s, k + s)), dot(rgb, vec3f(k + s, c + k, k - s)),
                 dot(rgb, vec3f(k - s, k + s, c + k)));
}

fn plumeLight(offset: vec3f, center: vec3f, camera: vec3f, light: vec4f) -> f32 {
    if (light.w <= 0.0) { return 1.0; }
    let toCamera = camera - center;
    let d = length(toCamera);
    var n = offset * 2.0 + select(vec3f(0.0), toCamera / d, d > 1e-6) * 0.5;
    let l = length(n);
    n = select(vec3f(0.0), n / l, l > 1e-6);
    return 1.0 - light.w * max(dot(n, light.xyz), 0.0);
}

fn plumeLightPicture(u: vec3f, v: vec3f, light: vec4f) {
    vPlumeLight = vec4f(vec3f(dot(light.xyz, u), dot(light.xyz, v), dot(light.xyz, cross(u, v))) * max(-light.w, 0.0),
                        vPlumeLight.w);
}

fn plumeFrames(position: f32, start: f32, frames: f32, hold: bool) -> vec2f {
    let f = floor(position);
    let next = select(f + 1.0, min(f + 1.0, frames - 1.0), hold);
    vPlumeLight.w = position - f;
    return gmod2(vec2f(f, next) + start, frames);
}

// ---- billboard.glsl ----

fn quadCorner(center: vec3f, right: vec3f, up: vec3f, c: vec2f, extent: vec2f, angle: f32) -> vec3f {
    let turned = vec2f(c.x * cos(angle) - c.y * sin(angle), c.x * sin(angle) + c.y * cos(angle)) * extent;
    return center + right * turned.x + up * turned.y;
}

fn atlasUv(frameIndex: f32, grid: vec2f, uv: vec2f) -> vec2f {
    let row = floor((frameIndex + 0.5) / grid.x);
    let col = frameIndex - row * grid.x;
    return vec2f((col + uv.x) / grid.x, (row + 1.0 - uv.y) / grid.y);
}

// a decal's axes on the surface of unit normal n (decal.c's plume_decal_axes): right × up = n
fn decalRight(n: vec3f) -> vec3f {
    let r = select(vec3f(0.0, 1.0, 0.0), vec3f(0.0, 0.0, -1.0), abs(n.y) > 0.999);
    return normalize(cross(r, n));
}

// ---- keys.glsl: each program defines plumeKeyRow(k) and plumeKeyColor(k) ----

fn eased(f: f32, smoothly: f32) -> f32 {
    return select(f, f * f * (3.0 - 2.0 * f), smoothly > 0.5);
}

var<private> keySegment: i32;

fn segmentAt(count: f32, t: f32, column: i32, ease: f32) -> f32 {
    keySegment = 0;
    for (var k = 1; k < PLUME_MAX_KEYS - 1; k++) {
        let row = plumeKeyRow(k);
        let start = select(row.z, row.x, column == 0);
        if (f32(k) < count - 1.5 && t >= start) { keySegment = k; }
    }
    if (count < 1.5) { return 0.0; }
    let a = plumeKeyRow(keySegment);
    let b = plumeKeyRow(keySegment + 1);
    let t0 = select(a.z, a.x, column == 0);
    let t1 = select(b.z, b.x, column == 0);
    let span = t1 - t0;
    let f = select(select(0.0, 1.0, t >= t1), (t - t0) / span, span > 1e-6);
    return eased(clamp(f, 0.0, 1.0), ease);
}

fn sizeAt(count: f32, t: f32, ease: f32) -> f32 {
    let f = segmentAt(count, t, 0, ease);
    return mix(plumeKeyRow(keySegment).y, plumeKeyRow(keySegment + 1).y, f);
}

fn colorAt(count: f32, t: f32, ease: f32) -> vec4f {
    let f = segmentAt(count, t, 1, ease);
    return mix(plumeKeyColor(keySegment), plumeKeyColor(keySegment + 1), f);
}

// ---- fog_fragment.glsl ----

fn plumeTexture(uv0: vec4f) -> vec4f {
    var uv = uv0;
    let squeeze = 1.0 - 0.5 * draw.output.w;
    uv.y *= squeeze;
    uv.w *= squeeze;
    return mix(textureSample(plumeTextureMap, plumeSampler, uv.xy), textureSample(plumeTextureMap, plumeSampler, uv.zw),
               vPlumeLight.w);
}

fn plumeShade(uv0: vec4f, color0: vec4f) -> vec4f {
    var color = color0;
    var uv = uv0;
    uv.y = uv.y * 0.5 + 0.5;
    uv.w = uv.w * 0.5 + 0.5;
    // sampled whatever the branch (WGSL wants samples in uniform control flow); used only with a normal map
    let a = textureSample(plumeTextureMap, plumeSampler, uv.xy).rgb;
    let b = textureSample(plumeTextureMap, plumeSampler, uv.zw).rgb;
    if (draw.output.w > 0.5) {
        let n = mix(a, b, vPlumeLight.w) * 2.0 - 1.0;
        let strength = length(vPlumeLight.xyz);
        let away = select(0.0, 0.5 + 0.5 * dot(normalize(n), vPlumeLight.xyz / strength), strength > 1e-6);
        color = vec4f(color.rgb * (1.0 - strength * away), color.a);
    }
    return color;
}

fn plumeErosion() -> f32 {
    let q = vPlumeErode.zw * 5.0 + vPlumeErode.y * 17.0 + vec2f(2.1, 1.3) * vPlumeErode.x;
    let n = 0.5 + 0.25 * (sin(q.x * 1.7 + sin(q.y * 2.3)) + sin(q.y * 1.9 + sin(q.x * 1.3 + 1.1)));
    let rim = min(length(vPlumeErode.zw - 0.5) * 2.0, 1.0);
    let field = 0.55 * n + 0.45 * (1.0 - rim);
    return smoothstep(vPlumeErode.x - 0.15, vPlumeErode.x, field);
}

fn fogged(color0: vec4f, fragCoord: vec4f) -> vec4f {
    var color = color0;
    if (draw.soft.y < 0.5) {
        let size = vec2i(textureDimensions(plumeDepth));
        let at = clamp(vec2i(floor(fragCoord.xy + frame.viewport.xy)), vec2i(0), size - 1);
        let ndc = textureLoad(plumeDepth, at, 0);
        let p = frame.depthProjection;
        let scene = (p.y - ndc * p.w) / (p.x - ndc * p.z);
        var depth = vPlumeDepth;
        if (draw.soft.w > 0.5) {
            let q = vPlumeErode.zw * 2.0 - 1.0;
            depth -= vPlumeRadius * sqrt(max(1.0 - dot(q, q), 0.0));
        }
        let k = clamp((scene - depth) * draw.soft.x, 0.0, 1.0);
        color = vec4f(color.rgb * mix(1.0, k, draw.soft.z), color.a * k);
    }
    if (vPlumeErode.x > 0.0) {
        let k = plumeErosion();
        color = vec4f(color.rgb * mix(1.0, k, draw.soft.z), color.a * k);
    }
    if (draw.misc.x > 0.0) {
        let at = vPlumeErode.zw;
        let phase = vPlumeErode.y * 6.2831853;
        let q = at * 7.0 + vec2f(phase, -phase);
        let wave = vec2f(sin(q.x * 1.7 + sin(q.y * 2.3 + phase)), sin(q.y * 1.9 + sin(q.x * 1.3 - phase)));
        // WebGPU's pixels go down: the offset's y turned so the picture moves as WebGL's does
        var offset = (wave * 0.7 + (at - 0.5) * 0.6) * (draw.misc.x * color.a);
        offset.y = -offset.y;
        let size = vec2i(textureDimensions(plumeColor));
        let pixel = clamp(vec2i(floor(fragCoord.xy + offset + draw.colorViewport.xy)), vec2i(0), size - 1);
        return vec4f(textureLoad(plumeColor, pixel, 0).rgb * draw.output.z, color.a);
    }
    if (draw.output.x > 0.5) {
        let a = select(1.0, max(color.a, 1e-4), draw.output.y > 0.5);
        let c = max(color.rgb / a, vec3f(0.0));
        let low = c / 12.92;
        let high = pow((c + 0.055) / 1.055, vec3f(2.4));
        color = vec4f(mix(high, low, step(c, vec3f(0.04045))) * a, color.a);
    }
    color = vec4f((color.rgb * (1.0 - vFog) + draw.fogColor.rgb * (vFog * mix(1.0, color.a, draw.fogColor.w))) * draw.output.z,
                  color.a);
    return color;
}
