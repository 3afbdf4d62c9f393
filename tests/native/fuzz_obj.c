/* libFuzzer harness: OBJ text must parse or fail cleanly, never crash or leak. */
#include <stddef.h>
#include <stdint.h>

#include "obj_parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    plume_mesh mesh;
    if (plume_obj_parse((const char *)data, size, &mesh) == PLUME_OK) {
        for (uint32_t i = 0; i < mesh.index_count; i++)
            if (mesh.indices[i] >= mesh.vertex_count) __builtin_trap();
        plume_mesh_free(&mesh);
    }
    return 0;
}
