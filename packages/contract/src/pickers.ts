/** creation.md §2 and §9: sizes and counts of the actor picker and the audio settings dialog. */

/** Picker grid: cards 80 to 160 px wide with an 8 px gap. */
export const PICKER_CARD_MIN_PX = 80;
export const PICKER_CARD_MAX_PX = 160;
export const PICKER_GAP_PX = 8;
/** Skeleton actor cards while the first page loads. */
export const ACTOR_SKELETONS = 40;
/** The next page of actors loads when the end of the grid is this close. */
export const ACTOR_LOAD_MORE_WITHIN_PX = 400;
/** Voice skeletons in the audio settings dialog: table rows or cards. */
export const VOICE_TABLE_SKELETONS = 12;
export const VOICE_CARD_SKELETONS = 14;
/** Voice library (/assets/voice/): cards 260 to 400 px wide, 16 px apart, 40 skeletons. */
export const VOICE_LIBRARY_CARD_MIN_PX = 260;
export const VOICE_LIBRARY_CARD_MAX_PX = 400;
export const VOICE_LIBRARY_GAP_PX = 16;
export const VOICE_LIBRARY_SKELETONS = 40;
/** Actor library (/assets/actor/): cards 120 to 192 px wide, 16 px apart, 40 skeletons. */
export const ACTOR_LIBRARY_CARD_MIN_PX = 120;
export const ACTOR_LIBRARY_CARD_MAX_PX = 192;
export const ACTOR_LIBRARY_GAP_PX = 16;
export const ACTOR_LIBRARY_SKELETONS = 40;
/** Skeleton rows in small modals (the choose-project list). */
export const MODAL_SKELETONS = 5;
