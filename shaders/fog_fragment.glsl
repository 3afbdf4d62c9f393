// What every fragment shader does last (prepended by the backend): soft particles, the target's colour space,
// then fog.
// Soft particles: where the game gave the scene's depth (plume_gl_set_depth_texture), a particle fades
// over its layer's `soft` distance in front of the scene and is hidden behind it (the depth test done
// here, since the depth texture cannot also be the target's depth buffer). Fog: the colour goes towards
// the fog's as the blend mode needs it (the backend sets uFogColor per draw: additive blends fade to
// nothing, alpha blends to the fog colour, premultiplied ones to the fog colour times alpha).
precision mediump float;

#ifdef GL_FRAGMENT_PRECISION_HIGH
#define PLUME_DEPTH_PRECISION highp
#else
#define PLUME_DEPTH_PRECISION mediump
#endif
uniform vec4 uFogColor; // rgb: what the fog adds; w: 1 when the colour is premultiplied by alpha
uniform PLUME_DEPTH_PRECISION sampler2D uPlumeDepth;    // unit 1 with a depth texture; unit 0 (unused) without
uniform PLUME_DEPTH_PRECISION vec4 uPlumeDepthProjection; // the depth's projection: [10], [14], [11], [15]
uniform PLUME_DEPTH_PRECISION vec4 uPlumeViewport;        // x, y, 1/width, 1/height
uniform vec4 uPlumeSoft; // 1 / fade distance; 1: not compared; 1: the blend needs rgb scaled too; 1: volume
uniform sampler2D uPlumeColor;   // distortion: the scene's colour on unit 2 (unit 0, unused, without)
uniform PLUME_DEPTH_PRECISION vec4 uPlumeColorViewport; // where its pixels are: x, y, 1/width, 1/height
uniform float uPlumeDistort;      // pixels of offset at full strength; 0: the particle draws as it is
uniform vec3 uPlumeOutput; // 1: the target is linear (decode the sRGB colour); 1: the colour is premultiplied;
                           // what colours are written times (an 8-bit HDR target's headroom, else 1)
varying float vFog;
varying PLUME_DEPTH_PRECISION float vPlumeDepth;
varying vec4 vPlumeErode; // threshold, noise phase, where in the particle (fog.glsl's plumeErode)
varying float vPlumeRadius; // volume: the particle's radius
varying vec4 vPlumeLight;  // the light in the picture's frame × its strength; the next frame's weight (fog.glsl)
uniform float uPlumeNormalMap; // 1: the texture's lower half is its normal map (plume_image.normals)

// The texture at a flipbook frame (uv.xy) blended with the next (uv.zw) by vPlumeLight.w: no popping between frames
// at slow rates. A texture with a normal map holds its colour in the upper half.
vec4 plumeTexture(sampler2D texture, PLUME_DEPTH_PRECISION vec4 uv)
{
    uv.yw *= 1.0 - 0.5 * uPlumeNormalMap;
    return mix(texture2D(texture, uv.xy), texture2D(texture, uv.zw), vPlumeLight.w);
}

// Lit per pixel where the texture has a normal map: the side of each billow facing the light keeps its colour, the
// side away darkens by up to the light's strength (half-Lambert, as soft as smoke), vertex lighting's contract.
vec4 plumeShade(sampler2D texture, PLUME_DEPTH_PRECISION vec4 uv, vec4 color)
{
    if (uPlumeNormalMap > 0.5) { // a uniform branch: the fetches inside keep their derivatives
        uv.yw = uv.yw * 0.5 + 0.5;
        vec3 n = mix(texture2D(texture, uv.xy).rgb, texture2D(texture, uv.zw).rgb, vPlumeLight.w) * 2.0 - 1.0;
        float strength = length(vPlumeLight.xyz);
        float away = strength > 1e-6 ? 0.5 + 0.5 * dot(normalize(n), vPlumeLight.xyz / strength) : 0.0;
        color.rgb *= 1.0 - strength * away;
    }
    return color;
}

// Erosion: a smooth noise field, weaker toward the particle's rim, loses what lies below the threshold;
// the threshold grows over life, so edges go first and holes open (dissolving smoke). The field drifts as the
// threshold grows: the holes move and change shape while they open (noise that moves with time).
float plumeErosion()
{
    vec2 q = vPlumeErode.zw * 5.0 + vPlumeErode.y * 17.0 + vec2(2.1, 1.3) * vPlumeErode.x;
    float n = 0.5 + 0.25 * (sin(q.x * 1.7 + sin(q.y * 2.3)) + sin(q.y * 1.9 + sin(q.x * 1.3 + 1.1)));
    float rim = min(length(vPlumeErode.zw - 0.5) * 2.0, 1.0);
    float field = 0.55 * n + 0.45 * (1.0 - rim);
    return smoothstep(vPlumeErode.x - 0.15, vPlumeErode.x, field);
}

vec4 fogged(vec4 color)
{
    if (uPlumeSoft.y < 0.5) {
        PLUME_DEPTH_PRECISION vec2 uv = (gl_FragCoord.xy - uPlumeViewport.xy) * uPlumeViewport.zw;
        PLUME_DEPTH_PRECISION float ndc = texture2D(uPlumeDepth, uv).r * 2.0 - 1.0;
        PLUME_DEPTH_PRECISION vec4 p = uPlumeDepthProjection;
        PLUME_DEPTH_PRECISION float scene = (p.y - ndc * p.w) / (p.x - ndc * p.z); // view-space depth there
        PLUME_DEPTH_PRECISION float depth = vPlumeDepth;
        if (uPlumeSoft.w > 0.5) { // volume: the front of a ball, nearer by up to its radius at the centre
            vec2 q = vPlumeErode.zw * 2.0 - 1.0;
            depth -= vPlumeRadius * sqrt(max(1.0 - dot(q, q), 0.0));
        }
        float k = clamp((scene - depth) * uPlumeSoft.x, 0.0, 1.0);
        color.a *= k;
        color.rgb *= mix(1.0, k, uPlumeSoft.z);
    }
    if (vPlumeErode.x > 0.0) {
        float k = plumeErosion();
        color.a *= k;
        color.rgb *= mix(1.0, k, uPlumeSoft.z);
    }
    if (uPlumeDistort > 0.0) {
        // Distortion: the scene behind, displaced by a noise field that drifts with the particle (its phase and where
        // in it) plus a push outward from its centre (a refracting ring, a lens of hot air), scaled by coverage (the
        // texture's soft edge, the colour's alpha and fade): the offset dies where the particle does. The scene is
        // already in the target's colour space and fogged: only an HDR target's scale applies.
        vec2 at = vPlumeErode.zw;
        float phase = vPlumeErode.y * 6.2831853;
        vec2 q = at * 7.0 + vec2(phase, -phase);
        vec2 wave = vec2(sin(q.x * 1.7 + sin(q.y * 2.3 + phase)), sin(q.y * 1.9 + sin(q.x * 1.3 - phase)));
        // pixel positions in highp where there is one: mediump steps by 2 pixels past 2048
        PLUME_DEPTH_PRECISION vec2 offset = (wave * 0.7 + (at - 0.5) * 0.6) * (uPlumeDistort * color.a);
        PLUME_DEPTH_PRECISION vec2 uv = (gl_FragCoord.xy + offset - uPlumeColorViewport.xy) * uPlumeColorViewport.zw;
        return vec4(texture2D(uPlumeColor, uv).rgb * uPlumeOutput.z, color.a);
    }
    if (uPlumeOutput.x > 0.5) { // sRGB as given to a linear target (three.js's working space); HDR continues the curve
        float a = uPlumeOutput.y > 0.5 ? max(color.a, 1e-4) : 1.0;
        vec3 c = max(color.rgb / a, 0.0);
        vec3 low = c / 12.92, high = pow((c + 0.055) / 1.055, vec3(2.4));
        color.rgb = mix(high, low, step(c, vec3(0.04045))) * a;
    }
    color.rgb = (color.rgb * (1.0 - vFog) + uFogColor.rgb * (vFog * mix(1.0, color.a, uFogColor.w))) * uPlumeOutput.z;
    return color;
}
