// Fog, as three.js computes it (linear: smoothstep(near, far, depth); exp²: 1 - exp(-(density·depth)²)),
// per vertex of every particle from its view-space depth. Prepended to every vertex shader by the backend.
uniform vec4 uFogDepth;  // the view matrix's third row: view-space z = dot(xyz, world) + w
uniform vec4 uFogParams; // mode (0 none, 1 linear, 2 exp²), near, far, density
varying float vFog;      // 0: clear .. 1: all fog
varying highp float vPlumeDepth; // view-space depth, for soft particles (fog_fragment.glsl)
varying vec4 vPlumeErode; // erosion: threshold (0: none), noise phase, where in the particle (0..1, 0..1)
varying float vPlumeRadius; // volume: the ball's radius (world units) the soft comparison bulges the quad by

void plumeFog(vec3 world)
{
    float depth = -(dot(uFogDepth.xyz, world) + uFogDepth.w);
    vPlumeDepth = depth;
    vPlumeErode = vec4(0.0);
    vPlumeRadius = 0.0;
    if (uFogParams.x > 1.5) {
        float d = uFogParams.w * depth;
        vFog = 1.0 - exp(-d * d);
    } else if (uFogParams.x > 0.5) {
        vFog = smoothstep(uFogParams.y, uFogParams.z, depth);
    } else {
        vFog = 0.0;
    }
}

// The look (plume_look, src/core/look.c): a layer's colour turned in hue and shaded by a light, per
// vertex; erosion's threshold travels to fog_fragment.glsl, which eats the particle's edges with noise.

void plumeErode(float threshold, float phase, vec2 at)
{
    vPlumeErode = vec4(threshold, phase, at);
}

// Rodrigues' rotation about the grey axis (look.c's plume_look_turn_hue).
vec3 plumeTurnHue(vec3 rgb, float radians)
{
    if (radians == 0.0) return rgb;
    float c = cos(radians), s = sin(radians) * 0.57735026919, k = (1.0 - c) / 3.0;
    return vec3(dot(rgb, vec3(c + k, k - s, k + s)), dot(rgb, vec3(k + s, c + k, k - s)),
                dot(rgb, vec3(k - s, k + s, c + k)));
}

// Pseudo-lighting: the particle as a soft ball, its normal at this vertex from its offset from the centre
// leaning toward the camera; the side facing the light keeps its colour, the side away darkens by up to
// light.w (direction: light.xyz, the way the light travels).
float plumeLight(vec3 offset, vec3 center, vec3 camera, vec4 light)
{
    if (light.w <= 0.0) return 1.0;
    vec3 toCamera = camera - center;
    float d = length(toCamera);
    vec3 n = offset * 2.0 + (d > 1e-6 ? toCamera / d : vec3(0.0)) * 0.5;
    float l = length(n);
    n = l > 1e-6 ? n / l : vec3(0.0);
    return 1.0 - light.w * max(dot(n, light.xyz), 0.0);
}
