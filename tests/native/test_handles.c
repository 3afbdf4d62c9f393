/* Handles of the debug build (PLUME_TAGGED_HANDLES, handle_table.h): each id carries its table, so an id of one
   kind handed where another is expected is refused naming what it is, and a dead one of the right kind still reads
   as dead. Ids from a binding or a cast are the way this happens: the C types keep a game's own calls apart. */
#include "check.h"
#include "effect.h"
#include "emitter.h"
#include "handle_table.h"
#include "particle_system.h"
#include "plume.h"

static void test_an_id_of_another_kind_is_named(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_particle_system system;
    CHECK_EQ_INT(plume_add_particle_system(sys, &(plume_particle_system_desc){.burst = 4}, &system), PLUME_OK);
    plume_emitter emitter;
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){0}, &emitter), PLUME_OK);
    plume_effect_desc desc = {.layer_count = 1};
    desc.layers[0].gpu.burst = 4;
    plume_effect effect;
    CHECK_EQ_INT(plume_effect_create(sys, &desc, &effect), PLUME_OK);
    plume_effect_instance play;
    static const float at[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    CHECK_EQ_INT(plume_effect_play(sys, effect, at, 1, &play), PLUME_OK);

    /* slot 0, generation 1 in every table: equal ids but for the tag */
    CHECK(system.id != emitter.id && emitter.id != effect.id && effect.id != play.id);
    CHECK_EQ_INT(plume_emitter_destroy(sys, (plume_emitter){system.id}), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("is a particle system's handle, not an emitter's");
    CHECK_EQ_INT(plume_remove_particle_system(sys, (plume_particle_system){emitter.id}), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("is an emitter's handle, not a particle system's");
    CHECK_EQ_INT(plume_effect_destroy(sys, (plume_effect){play.id}), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("is an effect instance's handle, not an effect's");
    CHECK_EQ_INT(plume_instance_kill(sys, (plume_effect_instance){effect.id}), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("is an effect's handle, not an effect instance's");
    CHECK_EQ_INT(plume_destroy_texture(sys, system.id), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("is a particle system's handle, not a texture's");
    /* nothing was touched: each still works under its own name */
    CHECK(plume_particle_system_exists(sys, system));
    CHECK_EQ_INT(plume_emitter_destroy(sys, emitter), PLUME_OK);
    /* and a dead id of the right kind reads as dead */
    CHECK_EQ_INT(plume_emitter_destroy(sys, emitter), PLUME_ERR_STALE_HANDLE);
    CHECK_ERROR_HAS("was destroyed (or never existed)");
    plume_system_destroy(sys);
}

/* A tagged slot serves fewer objects (13 bits of generation), then retires: ids never come back. */
static void test_a_slot_retires_before_its_generation_wraps(void)
{
    plume_system *sys = plume_system_create(NULL);
    plume_emitter first, last = {0};
    CHECK_EQ_INT(plume_create_emitter(sys, &(plume_emitter_desc){0}, &first), PLUME_OK);
    CHECK_EQ_INT(plume_emitter_destroy(sys, first), PLUME_OK);
    for (uint32_t i = 1; i < PLUME_TABLE_GENERATION_LIMIT; i++) {
        plume_emitter e;
        if (plume_create_emitter(sys, &(plume_emitter_desc){0}, &e) != PLUME_OK) break;
        CHECK(e.id != first.id);
        last = e;
        plume_emitter_destroy(sys, e);
    }
    CHECK(plume_table_slot(last.id) != plume_table_slot(first.id)); /* slot 0 retired: the last one took another */
    plume_system_destroy(sys);
}

int main(void)
{
#ifndef PLUME_TAGGED_HANDLES
    puts("test_handles: skipped (a build without PLUME_TAGGED_HANDLES: configure with PLUME_SANITIZE on)");
    return 0;
#endif
    test_an_id_of_another_kind_is_named();
    test_a_slot_retires_before_its_generation_wraps();
    return check_report("test_handles");
}
