// Keys over life with times (src/core/curve.h's plume_curve_segment), shared by the GPU emitter (emitter.vert) and
// the mesh kinds with keys (particle_common.glsl's PLUME_MESH_KEYS): the last segment that starts at or before t,
// eased. Each program says where its keys are: row k holds size key time, size, colour key time; colour k its RGBA.
vec4 plumeKeyRow(int k);
vec4 plumeKeyColor(int k);

float eased(float f, float smooth)
{
    return smooth > 0.5 ? f * f * (3.0 - 2.0 * f) : f;
}

float segmentAt(float count, float t, int column, float ease, out int seg)
{
    seg = 0;
    for (int k = 1; k < PLUME_MAX_KEYS - 1; k++) {
        vec4 row = plumeKeyRow(k);
        float start = column == 0 ? row.x : row.z;
        if (float(k) < count - 1.5 && t >= start) seg = k;
    }
    if (count < 1.5) return 0.0;
    vec4 a = plumeKeyRow(seg), b = plumeKeyRow(seg + 1);
    float t0 = column == 0 ? a.x : a.z, t1 = column == 0 ? b.x : b.z;
    float span = t1 - t0;
    float f = span > 1e-6 ? (t - t0) / span : (t >= t1 ? 1.0 : 0.0);
    return eased(clamp(f, 0.0, 1.0), ease);
}

float sizeAt(float count, float t, float ease)
{
    int seg;
    float f = segmentAt(count, t, 0, ease, seg);
    return mix(plumeKeyRow(seg).y, plumeKeyRow(seg + 1).y, f);
}

vec4 colorAt(float count, float t, float ease)
{
    int seg;
    float f = segmentAt(count, t, 1, ease, seg);
    return mix(plumeKeyColor(seg), plumeKeyColor(seg + 1), f);
}
