// Fog, as three.js computes it (linear: smoothstep(near, far, depth); exp²: 1 - exp(-(density·depth)²)),
// per vertex of every particle from its view-space depth. Prepended to every vertex shader by the backend.
uniform vec4 uFogDepth;  // the view matrix's third row: view-space z = dot(xyz, world) + w
uniform vec4 uFogParams; // mode (0 none, 1 linear, 2 exp²), near, far, density
varying float vFog;      // 0: clear .. 1: all fog
varying highp float vPlumeDepth; // view-space depth, for soft particles (fog_fragment.glsl)
varying vec4 vPlumeErode; // erosion: threshold (0: none), noise phase, where in the particle (0..1, 0..1)
varying float vPlumeRadius; // volume: the ball's radius (world units) the soft comparison bulges the quad by
// Flipbooks and textures with a normal map (fog_fragment.glsl's plumeTexture and plumeShade): xyz the light in the
// picture's frame (x right, y up, z toward the viewer) times its strength, w the weight of the next frame.
varying vec4 vPlumeLight;

void plumeFog(vec3 world)
{
    float depth = -(dot(uFogDepth.xyz, world) + uFogDepth.w);
    vPlumeDepth = depth;
    vPlumeErode = vec4(0.0);
    vPlumeRadius = 0.0;
    vPlumeLight = vec4(0.0);
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
    if (light.w <= 0.0) return 1.0; // < 0: the texture has a normal map, lit per pixel (plumeLightPicture)
    vec3 toCamera = camera - center;
    float d = length(toCamera);
    vec3 n = offset * 2.0 + (d > 1e-6 ? toCamera / d : vec3(0.0)) * 0.5;
    float l = length(n);
    n = l > 1e-6 ? n / l : vec3(0.0);
    return 1.0 - light.w * max(dot(n, light.xyz), 0.0);
}

// The light (the way it travels) in the frame of the picture drawn on the quad, times its strength: the picture's x
// axis along `u`, its y axis along `v` (world), z toward the viewer. The core negates the strength where the texture
// has a normal map (plume_drawn_light_strength); elsewhere this is 0 and plumeLight lights per vertex. After plumeFog.
void plumeLightPicture(vec3 u, vec3 v, vec4 light)
{
    vPlumeLight.xyz = vec3(dot(light.xyz, u), dot(light.xyz, v), dot(light.xyz, cross(u, v))) * max(-light.w, 0.0);
}

// A flipbook frame's position (played frames, continuous: frame n at n.0, halfway to n + 1 at n.5) as the frame
// to show and the next one (both wrapped into the `frames` played), with the next one's weight in vPlumeLight.w.
// `hold`: played once over the life, the last frame stays (nothing after it to blend toward).
vec2 plumeFrames(float position, float start, float frames, bool hold)
{
    float frame = floor(position);
    float next = hold ? min(frame + 1.0, frames - 1.0) : frame + 1.0;
    vPlumeLight.w = position - frame;
    return mod(vec2(frame, next) + start, frames);
}
