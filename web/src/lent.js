// lent.js — particle storage lent to JavaScript views (system.particles). A game may keep a typed array of a
// CPU system's particles after the system let go of it (remove(), set() with a new capacity, a one-shot
// system ending, plume.destroy()). Such a view must never reach memory another owner has since been given:
// so the core never frees a block once it was lent (plume_particle_system_lend), and it is freed here when
// both sides let go of it: the core (its system no longer uses it) and every view (collected by the garbage
// collector, seen through a FinalizationRegistry). Until then a stale view writes into memory nobody reads.

// A block is freed when the last view of it is collected and the core let go of it, whichever comes last.
function freeIfDone(module, block) {
  if (block.views === 0 && block.letGo && !block.freed) {
    block.freed = true;
    module._free(block.pointer);
  }
}

const collected = new FinalizationRegistry(({ module, block }) => {
  block.views--;
  freeIfDone(module, block);
});

/** The blocks one Plume lent to views: by the system id using them. */
export class LentBlocks {
  #module;
  #blocks = new Map(); // pointer -> { id, pointer, views, letGo, freed }

  constructor(module) { this.#module = module; }

  get size() { return this.#blocks.size; }

  /** `views` (objects that keep the memory at `pointer` reachable) show system `id`'s block; `lendInCore()` marks
   *  it lent in the core the first time. */
  lend(id, pointer, views, lendInCore) {
    let block = this.#blocks.get(pointer);
    if (!block) {
      lendInCore();
      block = { id, pointer, views: 0, letGo: false, freed: false };
      this.#blocks.set(pointer, block);
    }
    for (const view of views) {
      block.views++;
      collected.register(view, { module: this.#module, block });
    }
  }

  /** The core no longer uses the blocks that `used(block)` says so of: each is freed once its views are gone. */
  letGoWhere(unused) {
    for (const [pointer, block] of this.#blocks) {
      if (!unused(block)) continue;
      this.#blocks.delete(pointer);
      block.letGo = true;
      freeIfDone(this.#module, block);
    }
  }
}
