/** The six skin tones of the product's actor filter, spelled as the filter labels them. */
export const skinTones = [
  'Pale-Peach',
  'Peach',
  'Tan',
  'Brown',
  'Reddish-brown',
  'Dark-Brown',
] as const;
export type SkinTone = (typeof skinTones)[number];

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const ageGroups = ['young', 'middle_aged', 'old'] as const;
export type AgeGroup = (typeof ageGroups)[number];

export const situations = [
  'studio',
  'office',
  'outdoor',
  'living_room',
  'classroom',
  'news_desk',
] as const;
export type Situation = (typeof situations)[number];

export const hairStyles = [
  'short',
  'side_part',
  'buzz',
  'curly_short',
  'bald',
  'long_straight',
  'bob',
  'bun',
  'ponytail',
  'curly_long',
  'pixie',
  'afro',
] as const;
export type HairStyle = (typeof hairStyles)[number];

export const hairColors = [
  'black',
  'dark_brown',
  'brown',
  'auburn',
  'blonde',
  'red',
  'grey',
  'white',
] as const;
export type HairColor = (typeof hairColors)[number];

export const eyeColors = ['brown', 'dark_brown', 'hazel', 'green', 'blue', 'grey'] as const;
export type EyeColor = (typeof eyeColors)[number];

export const facialHairs = ['none', 'stubble', 'moustache', 'beard'] as const;
export type FacialHair = (typeof facialHairs)[number];

/** Everything that decides how an illustrated actor looks; the same params always draw the same face. */
export interface IllustratedActorParams {
  gender: Gender;
  ageGroup: AgeGroup;
  skinTone: SkinTone;
  hairStyle: HairStyle;
  hairColor: HairColor;
  eyeColor: EyeColor;
  situation: Situation;
  facialHair?: FacialHair;
  glasses?: boolean;
  /** Main clothing colour as #rrggbb; a situation default is used when absent. */
  outfitColor?: string;
  /** Drives small variations (face width, brow shape, background details) and the idle motion. */
  seed: number;
}
