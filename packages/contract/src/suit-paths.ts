import type { Rank, Suit } from '@cardology/engine/card';

/**
 * Suit shapes drawn as paths in a 100 × 100 box centred on the origin, so a pip is placed with one
 * `translate(x y) scale(s)`. Drawn rather than typed: font glyphs vary by platform and phones turn ♥ into
 * an emoji, and the shape is what tells the suits apart when colour cannot.
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  hearts:
    'M0 46C-9 33-50 10-50-19C-50-38-36-48-23-48C-11-48-3-40 0-30C3-40 11-48 23-48C36-48 50-38 50-19C50 10 9 33 0 46Z',
  diamonds: 'M0-50C9-33 23-15 38 0C23 15 9 33 0 50C-9 33-23 15-38 0C-23-15-9-33 0-50Z',
  spades:
    'M0-50C10-36 48-16 48 9C48 27 35 35 23 35C13 35 6 30 3 23C4 35 10 44 20 50L-20 50C-10 44-4 35-3 23C-6 30-13 35-23 35C-35 35-48 27-48 9C-48-16-10-36 0-50Z',
  clubs:
    'M-21-23a21 21 0 1 1 42 0a21 21 0 1 1-42 0ZM-47 10a21 21 0 1 1 42 0a21 21 0 1 1-42 0ZM5 10a21 21 0 1 1 42 0a21 21 0 1 1-42 0ZM-9 0L9 0L9 12L-9 12ZM-4 8C-4 30-10 42-20 50L20 50C10 42 4 30 4 8Z',
};

/** The card is drawn in a 250 × 350 box (the 5 : 7 of a poker card). */
export const CARD_W = 250;
export const CARD_H = 350;

const L = 82;
const M = 125;
const R = 168;
const TOP = 84;
const BOTTOM = 266;
const MID = 175;
const Q1 = TOP + (BOTTOM - TOP) / 3;
const Q2 = TOP + (2 * (BOTTOM - TOP)) / 3;
const UPPER = (TOP + MID) / 2;
const LOWER = (MID + BOTTOM) / 2;

type Pip = readonly [x: number, y: number];

/** The traditional French-deck pip layouts; pips below the middle are drawn upside down. */
export const PIP_LAYOUTS: Readonly<Partial<Record<Rank, readonly Pip[]>>> = {
  '2': [
    [M, TOP],
    [M, BOTTOM],
  ],
  '3': [
    [M, TOP],
    [M, MID],
    [M, BOTTOM],
  ],
  '4': [
    [L, TOP],
    [R, TOP],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '5': [
    [L, TOP],
    [R, TOP],
    [M, MID],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '6': [
    [L, TOP],
    [R, TOP],
    [L, MID],
    [R, MID],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '7': [
    [L, TOP],
    [R, TOP],
    [M, UPPER],
    [L, MID],
    [R, MID],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '8': [
    [L, TOP],
    [R, TOP],
    [M, UPPER],
    [L, MID],
    [R, MID],
    [M, LOWER],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '9': [
    [L, TOP],
    [R, TOP],
    [L, Q1],
    [R, Q1],
    [M, MID],
    [L, Q2],
    [R, Q2],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '10': [
    [L, TOP],
    [R, TOP],
    [M, (TOP + Q1) / 2],
    [L, Q1],
    [R, Q1],
    [L, Q2],
    [R, Q2],
    [M, (Q2 + BOTTOM) / 2],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
};

export const PIP_MID_Y = MID;
