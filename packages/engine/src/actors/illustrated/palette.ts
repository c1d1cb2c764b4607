import { mix, shade } from './color.js';
import type { AgeGroup, EyeColor, HairColor, IllustratedActorParams, SkinTone } from './params.js';

export interface SkinPalette {
  base: string;
  shadow: string;
  deepShadow: string;
  highlight: string;
  lip: string;
  blush: string;
  blushStrength: number;
  line: string;
}

const skinBase: Record<SkinTone, { base: string; lip: string }> = {
  'Pale-Peach': { base: '#fbe2d0', lip: '#d9857e' },
  Peach: { base: '#f1c6a3', lip: '#cc7566' },
  Tan: { base: '#d8a276', lip: '#b9664f' },
  Brown: { base: '#a96f48', lip: '#7e4030' },
  'Reddish-brown': { base: '#985539', lip: '#6c2f22' },
  'Dark-Brown': { base: '#5f3a25', lip: '#43221a' },
};

const blushStrength: Record<SkinTone, number> = {
  'Pale-Peach': 1,
  Peach: 1,
  Tan: 0.85,
  Brown: 0.55,
  'Reddish-brown': 0.45,
  'Dark-Brown': 0.3,
};

export function skinPalette(tone: SkinTone): SkinPalette {
  const { base, lip } = skinBase[tone];
  return {
    base,
    shadow: mix(base, '#7a3b2a', 0.22),
    deepShadow: mix(base, '#3d1a12', 0.35),
    highlight: shade(base, 0.18),
    lip,
    blush: mix(base, '#ff7a70', 0.45),
    blushStrength: blushStrength[tone],
    line: mix(base, '#2a1410', 0.45),
  };
}

const hairHex: Record<HairColor, string> = {
  black: '#231d1e',
  dark_brown: '#3d2a20',
  brown: '#6b452d',
  auburn: '#8c3b1e',
  blonde: '#e0b463',
  red: '#b8532b',
  grey: '#a6a5a8',
  white: '#e9e6e1',
};

export interface HairPalette {
  base: string;
  shadow: string;
  highlight: string;
  brow: string;
}

/** Hair colour, greyed for older actors so age reads at a glance. */
export function hairPalette(color: HairColor, age: AgeGroup): HairPalette {
  let base = hairHex[color];
  if (age === 'middle_aged' && color !== 'grey' && color !== 'white')
    base = mix(base, '#9a9a9c', 0.18);
  if (age === 'old' && color !== 'grey' && color !== 'white') base = mix(base, '#c9c8c6', 0.7);
  const light = color === 'blonde' || color === 'white' || color === 'grey' || age === 'old';
  return {
    base,
    shadow: shade(base, -0.28),
    highlight: shade(base, light ? 0.25 : 0.14),
    brow: light ? shade(base, -0.35) : shade(base, -0.1),
  };
}

const eyeHex: Record<EyeColor, string> = {
  brown: '#6b4226',
  dark_brown: '#3a2416',
  hazel: '#8a6a30',
  green: '#4d7f4a',
  blue: '#4677b3',
  grey: '#75848f',
};

export function eyePalette(color: EyeColor): { iris: string; ring: string } {
  const iris = eyeHex[color];
  return { iris, ring: shade(iris, -0.45) };
}

export interface ActorPalette {
  skin: SkinPalette;
  hair: HairPalette;
  eye: { iris: string; ring: string };
}

export function actorPalette(params: IllustratedActorParams): ActorPalette {
  return {
    skin: skinPalette(params.skinTone),
    hair: hairPalette(params.hairColor, params.ageGroup),
    eye: eyePalette(params.eyeColor),
  };
}
