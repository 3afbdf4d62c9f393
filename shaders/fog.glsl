// Fog, as three.js computes it (linear: smoothstep(near, far, depth); exp²: 1 - exp(-(density·depth)²)),
// per vertex of every particle from its view-space depth. Prepended to every vertex shader by the backend.
uniform vec4 uFogDepth;  // the view matrix's third row: view-space z = dot(xyz, world) + w
uniform vec4 uFogParams; // mode (0 none, 1 linear, 2 exp²), near, far, density
varying float vFog;      // 0: clear .. 1: all fog
varying highp float vPlumeDepth; // view-space depth, for soft particles (fog_fragment.glsl)

void plumeFog(vec3 world)
{
    float depth = -(dot(uFogDepth.xyz, world) + uFogDepth.w);
    vPlumeDepth = depth;
    if (uFogParams.x > 1.5) {
        float d = uFogParams.w * depth;
        vFog = 1.0 - exp(-d * d);
    } else if (uFogParams.x > 0.5) {
        vFog = smoothstep(uFogParams.y, uFogParams.z, depth);
    } else {
        vFog = 0.0;
    }
}
