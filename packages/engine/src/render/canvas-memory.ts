/**
 * Reading a frame back from @napi-rs/canvas allocates a fresh 3.7 MB buffer through the mimalloc
 * built into its binary. With mimalloc's default purge delay (10 ms) that memory goes back to the
 * kernel between frames and every readback faults it in again: measured 7-10 ms of system CPU per
 * 720x1280 frame, against about 1 ms when freed memory is kept for a second and reused. mimalloc
 * reads its options when the binary first allocates, so this must run before the module loads;
 * an operator's own setting wins.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '1000';
