import { CARD_H, CARD_W, PIP_LAYOUTS, PIP_MID_Y, SUIT_PATHS } from '@cardology/contract/suit-paths';
import type { Rank, Suit } from '@cardology/engine/card';
import type { ReactNode } from 'react';
import type { CardIdentity, CardInk } from './card-identity';

// Design tokens from src/styles/index.css, with the look's values as fallbacks so the card still reads
// as a card where the stylesheet is absent (tests, a server-rendered snippet).
const INK: Record<CardInk, string> = {
  red: 'var(--color-card-red, #b3261e)',
  black: 'var(--color-card-black, #1d1b22)',
};
const GOLD = 'var(--color-card-edge, #c9a45c)';
const FACE = 'var(--color-card-face, #fbf6ea)';
const SERIF = 'var(--font-serif, Georgia, "Times New Roman", serif)';
const CENTRE_X = CARD_W / 2;
const CENTRE_Y = CARD_H / 2;

type FaceDetail = 'simple' | 'full';

interface CardFaceProps {
  card: CardIdentity;
  /** 'simple' drops pips and ornaments that would turn to noise at the small size. */
  detail: FaceDetail;
  /** Makes the drawing an image of this name; without it the drawing is hidden and the wrapper names it. */
  name?: string;
}

/** The drawn face of one card: decorative, or an image named after the card (inside a card link). */
export function CardFace({ card, detail, name }: CardFaceProps) {
  return (
    <svg
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      focusable="false"
      className="block h-full w-full select-none"
    >
      {card.kind === 'card' ? (
        <SuitCardFace rank={card.rank} suit={card.suit} ink={card.ink} detail={detail} />
      ) : null}
      {card.kind === 'joker' ? <JokerFace detail={detail} /> : null}
      {card.kind === 'unknown' ? <UnknownFace /> : null}
    </svg>
  );
}

function SuitShape({
  suit,
  x,
  y,
  size,
  flip = false,
}: {
  suit: Suit;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const rotate = flip ? ' rotate(180)' : '';
  return <path d={SUIT_PATHS[suit]} transform={`translate(${x} ${y}) scale(${size / 100})${rotate}`} />;
}

/** Rank above a small suit, in the top-left corner; drawn twice, the second turned about the centre. */
function CornerIndex({ rank, suit, detail }: { rank: Rank; suit: Suit; detail: FaceDetail }) {
  const big = detail === 'simple';
  const ten = rank === '10';
  const fontSize = (big ? 60 : 50) * (ten ? 0.86 : 1);
  const x = big ? 33 : 29;
  const baseline = big ? 64 : 56;
  const index = (
    <>
      <text
        x={x}
        y={baseline}
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight={600}
        letterSpacing={ten ? -4 : 0}
        className="font-serif"
        style={{ fontFamily: SERIF }}
      >
        {rank}
      </text>
      <SuitShape suit={suit} x={x} y={baseline + (big ? 26 : 24)} size={big ? 34 : 28} />
    </>
  );
  return (
    <>
      <g>{index}</g>
      <g transform={`rotate(180 ${CENTRE_X} ${CENTRE_Y})`}>{index}</g>
    </>
  );
}

function SuitCardFace({
  rank,
  suit,
  ink,
  detail,
}: {
  rank: Rank;
  suit: Suit;
  ink: CardInk;
  detail: FaceDetail;
}) {
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  let centre: ReactNode;
  if (court) centre = <CourtCrest rank={rank} suit={suit} ink={ink} detail={detail} />;
  else if (rank === 'A') centre = <AceCentre suit={suit} detail={detail} />;
  else if (detail === 'simple') centre = <SuitShape suit={suit} x={CENTRE_X} y={CENTRE_Y + 8} size={96} />;
  else centre = <Pips rank={rank} suit={suit} />;
  return (
    <g fill={INK[ink]}>
      <CornerIndex rank={rank} suit={suit} detail={detail} />
      {centre}
    </g>
  );
}

function Pips({ rank, suit }: { rank: Rank; suit: Suit }) {
  const layout = PIP_LAYOUTS[rank] ?? [];
  return (
    <g>
      {layout.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          data-pip=""
          d={SUIT_PATHS[suit]}
          transform={`translate(${x} ${y}) scale(0.4)${y > PIP_MID_Y ? ' rotate(180)' : ''}`}
        />
      ))}
    </g>
  );
}

function AceCentre({ suit, detail }: { suit: Suit; detail: FaceDetail }) {
  if (detail === 'simple') return <SuitShape suit={suit} x={CENTRE_X} y={CENTRE_Y + 8} size={104} />;
  return (
    <g>
      <circle cx={CENTRE_X} cy={CENTRE_Y} r={78} fill="none" stroke={GOLD} strokeWidth={2.5} />
      <circle cx={CENTRE_X} cy={CENTRE_Y} r={71} fill="none" stroke={GOLD} strokeWidth={1} />
      <SuitShape suit={suit} x={CENTRE_X} y={CENTRE_Y} size={98} />
    </g>
  );
}

// Crowns in a local box: base line at y = 0, points up to y ≈ −50, 80 wide. Simple heraldic shapes, one
// per rank, so a Jack, Queen and King differ by silhouette and not only by their letter.
const CROWNS: Record<
  'J' | 'Q' | 'K',
  { body: string; pearls: readonly (readonly [number, number, number])[] }
> = {
  K: {
    body: 'M-36 0L-41-32L-29-14L-20-40L-10-17L0-48L10-17L20-40L29-14L41-32L36 0Z',
    pearls: [
      [-41, -32, 4.5],
      [-20, -40, 4.5],
      [0, -48, 5.5],
      [20, -40, 4.5],
      [41, -32, 4.5],
    ],
  },
  Q: {
    body: 'M-38 0L-38-16Q-34-25-29-29Q-19-14-9-22Q-5-36 0-42Q5-36 9-22Q19-14 29-29Q34-25 38-16L38 0Z',
    pearls: [
      [-38, -17, 3.5],
      [-29, -30, 4.5],
      [0, -43, 5.5],
      [29, -30, 4.5],
      [38, -17, 3.5],
    ],
  },
  J: {
    body: 'M-33 0L-33-13L-22-24L-11-13L0-27L11-13L22-24L33-13L33 0Z',
    pearls: [
      [-22, -25, 4],
      [0, -28, 4.5],
      [22, -25, 4],
    ],
  },
};

function Crown({
  rank,
  suit,
  x,
  y,
  scale,
}: {
  rank: 'J' | 'Q' | 'K';
  suit: Suit;
  x: number;
  y: number;
  scale: number;
}) {
  const crown = CROWNS[rank];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d={crown.body} fill={GOLD} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      <rect x={-38} y={-1} width={76} height={12} rx={2} fill={GOLD} stroke="currentColor" strokeWidth={2} />
      {crown.pearls.map(([px, py, r]) => (
        <circle key={`${px}`} cx={px} cy={py} r={r} fill={FACE} stroke="currentColor" strokeWidth={1.6} />
      ))}
      {[-22, 0, 22].map((jx) => (
        <path key={jx} d={SUIT_PATHS[suit]} transform={`translate(${jx} 5) scale(0.08)`} />
      ))}
    </g>
  );
}

/** A small court card: the crown over the initial, no frame (it would not read at that size). */
function SimpleCrest({ rank, suit, ink }: { rank: 'J' | 'Q' | 'K'; suit: Suit; ink: CardInk }) {
  return (
    <g color={INK[ink]}>
      <Crown rank={rank} suit={suit} x={CENTRE_X + 6} y={142} scale={0.95} />
      <text
        x={CENTRE_X + 6}
        y={250}
        textAnchor="middle"
        fontSize={112}
        fontWeight={600}
        className="font-serif"
        style={{ fontFamily: SERIF }}
      >
        {rank}
      </text>
    </g>
  );
}

/**
 * The court cards' emblem: the rank's crown over a gold medallion holding the initial, the suit below,
 * inside a double gold frame. A crest rather than a portrait: our own drawing, and it stays clear small.
 */
function CourtCrest({
  rank,
  suit,
  ink,
  detail,
}: {
  rank: 'J' | 'Q' | 'K';
  suit: Suit;
  ink: CardInk;
  detail: FaceDetail;
}) {
  if (detail === 'simple') return <SimpleCrest rank={rank} suit={suit} ink={ink} />;
  return (
    <g color={INK[ink]}>
      <rect
        x={60}
        y={26}
        width={130}
        height={298}
        rx={10}
        fill={GOLD}
        fillOpacity={0.1}
        stroke={GOLD}
        strokeWidth={2.5}
      />
      <rect x={66} y={32} width={118} height={286} rx={6} fill="none" stroke={GOLD} strokeWidth={1} />
      <Crown rank={rank} suit={suit} x={CENTRE_X} y={122} scale={0.9} />
      <circle cx={CENTRE_X} cy={183} r={45} fill="none" stroke={GOLD} strokeWidth={2.5} />
      <circle cx={CENTRE_X} cy={183} r={39} fill="none" stroke={GOLD} strokeWidth={1} />
      <text
        x={CENTRE_X}
        y={206}
        textAnchor="middle"
        fontSize={66}
        fontWeight={600}
        className="font-serif"
        style={{ fontFamily: SERIF }}
      >
        {rank}
      </text>
      <SuitShape suit={suit} x={CENTRE_X} y={267} size={34} />
      <path d="M92 250H110M140 250H158" stroke={GOLD} strokeWidth={1.5} strokeLinecap="round" />
    </g>
  );
}

const JOKER_LETTERS = ['J', 'O', 'K', 'E', 'R'] as const;
const STAR = 'M0-20L5-5L20 0L5 5L0 20L-5 5L-20 0L-5-5Z';

/** The jester's cap in a local box centred on (125, 175): three points in both inks, gold bells and band. */
function JesterCap({ y, scale, studs }: { y: number; scale: number; studs: boolean }) {
  return (
    <g transform={`translate(${CENTRE_X} ${y}) scale(${scale}) translate(-125 -175)`}>
      <path d="M83 203C70 175 58 150 52 116C80 128 100 160 115 200Z" fill={INK.red} />
      <path d="M104 200C106 160 112 128 125 92C138 128 144 160 146 200Z" fill={INK.black} />
      <path d="M167 203C180 175 192 150 198 116C170 128 150 160 135 200Z" fill={INK.red} />
      <path
        d="M78 198Q125 214 172 198L174 216Q125 233 76 216Z"
        fill={GOLD}
        stroke={INK.black}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {(
        [
          [52, 114],
          [125, 88],
          [198, 114],
        ] as const
      ).map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r={9} fill={GOLD} stroke={INK.black} strokeWidth={2} />
      ))}
      {studs ? (
        <path d="M100 208l5-5 5 5-5 5z M120 210l5-5 5 5-5 5z M140 208l5-5 5 5-5 5z" fill={INK.black} />
      ) : null}
    </g>
  );
}

/**
 * The Joker's own face: a jester's cap in both inks with gold bells. Full size spells JOKER down two
 * corners inside a gold frame; small size keeps the cap and the word, with stars in the corners.
 */
function JokerFace({ detail }: { detail: FaceDetail }) {
  const word = (y: number, fontSize: number, letterSpacing: number) => (
    <text
      x={CENTRE_X}
      y={y}
      textAnchor="middle"
      fontSize={fontSize}
      fontWeight={600}
      letterSpacing={letterSpacing}
      className="font-serif"
      style={{ fontFamily: SERIF }}
      fill={INK.black}
    >
      JOKER
    </text>
  );

  if (detail === 'simple') {
    const star = <path d={STAR} transform="translate(32 42) scale(1.1)" fill={INK.red} />;
    return (
      <g>
        {star}
        <g transform={`rotate(180 ${CENTRE_X} ${CENTRE_Y})`}>{star}</g>
        <JesterCap y={160} scale={1.02} studs={false} />
        {word(280, 40, 3)}
      </g>
    );
  }

  const letters = (
    <text
      fontSize={26}
      fontWeight={700}
      textAnchor="middle"
      className="font-serif"
      style={{ fontFamily: SERIF }}
      fill={INK.red}
    >
      {JOKER_LETTERS.map((letter, i) => (
        <tspan key={letter} x={28} y={44 + i * 26}>
          {letter}
        </tspan>
      ))}
    </text>
  );
  return (
    <g>
      <rect x={60} y={26} width={130} height={298} rx={10} fill="none" stroke={GOLD} strokeWidth={2.5} />
      <rect x={66} y={32} width={118} height={286} rx={6} fill="none" stroke={GOLD} strokeWidth={1} />
      {letters}
      <g transform={`rotate(180 ${CENTRE_X} ${CENTRE_Y})`}>{letters}</g>
      <JesterCap y={165} scale={0.78} studs />
      {word(268, 22, 6)}
    </g>
  );
}

function UnknownFace() {
  return (
    <text
      x={CENTRE_X}
      y={CENTRE_Y + 30}
      textAnchor="middle"
      fontSize={90}
      className="font-serif"
      style={{ fontFamily: SERIF }}
      fill={GOLD}
    >
      ?
    </text>
  );
}
