import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@cardology/contract/share';
import { cardFace } from './card-face.js';
import { el, type ShareNode } from './element.js';
import { DISPLAY_FACE, TEXT_FACE } from './fonts.js';
import { PALETTE } from './palette.js';

/** One card on the picture: its symbol, full name, title and, in a reading, its place ('Mercury'). */
export type ShareCard = { symbol: string; name: string; title: string; label?: string };

/**
 * What a share picture says, every word already in the reader's language. Nothing here may identify the person
 * but the first name in `forName`, only set when the user asked for it: no birthdate, age, birth card or period
 * dates (a period starts on a birthday).
 */
export type ShareContent = {
  heading: string;
  /** A line under the heading, e.g. the day of today's card. */
  caption?: string;
  /** 'for Ada', 'para Ada', 'Ада'. */
  forName?: string;
  cards: ShareCard[];
};

const PAD = 64;
const EYEBROW = {
  fontFamily: TEXT_FACE,
  fontWeight: 600,
  fontSize: 22,
  letterSpacing: 4,
  color: PALETTE.gold,
};

function header(content: ShareContent): ShareNode {
  const lines: ShareNode[] = [
    el('div', EYEBROW, 'CARDOLOGY'),
    el(
      'div',
      { fontFamily: DISPLAY_FACE, fontSize: 56, color: PALETTE.ink, marginTop: 8, lineHeight: 1.1 },
      content.heading,
    ),
  ];
  const sub = [content.caption, content.forName].filter(Boolean).join(' · ');
  if (sub)
    lines.push(el('div', { fontFamily: TEXT_FACE, fontSize: 26, color: PALETTE.muted, marginTop: 10 }, sub));
  return el('div', { display: 'flex', flexDirection: 'column' }, ...lines);
}

/** Today's card: one large card beside its name and title. */
function heroCard(card: ShareCard): ShareNode {
  return el(
    'div',
    { display: 'flex', alignItems: 'center' },
    cardFace(card.symbol, 250),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', marginLeft: 56, maxWidth: 700 },
      el('div', { fontFamily: DISPLAY_FACE, fontSize: 48, color: PALETTE.ink }, card.name),
      el('div', { width: 72, height: 3, backgroundColor: PALETTE.gold, marginTop: 18, marginBottom: 18 }),
      el('div', { fontFamily: TEXT_FACE, fontSize: 32, color: PALETTE.muted, lineHeight: 1.3 }, card.title),
    ),
  );
}

/** A reading: its cards in one row, each with its place and title. */
function cardRow(cards: ShareCard[]): ShareNode {
  const columnWidth = Math.floor((SHARE_IMAGE_WIDTH - 2 * PAD) / Math.max(cards.length, 1));
  const cardWidth = Math.min(130, columnWidth - 24);
  return el(
    'div',
    { display: 'flex', width: SHARE_IMAGE_WIDTH - 2 * PAD },
    ...cards.map((card) =>
      el(
        'div',
        { display: 'flex', flexDirection: 'column', alignItems: 'center', width: columnWidth, flexShrink: 0 },
        el(
          'div',
          { ...EYEBROW, fontSize: 16, letterSpacing: 2, marginBottom: 10 },
          (card.label ?? '').toUpperCase(),
        ),
        cardFace(card.symbol, cardWidth),
        el(
          'div',
          {
            fontFamily: TEXT_FACE,
            fontSize: 17,
            lineHeight: 1.25,
            color: PALETTE.ink,
            marginTop: 14,
            textAlign: 'center',
            width: columnWidth - 12,
            justifyContent: 'center',
          },
          card.title,
        ),
      ),
    ),
  );
}

/** The whole 1200 × 630 picture: parchment, a gold rule, the header and the cards. */
export function shareLayout(content: ShareContent): ShareNode {
  const [first] = content.cards;
  const body = content.cards.length === 1 && first ? heroCard(first) : cardRow(content.cards);
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      padding: PAD,
      paddingTop: 52,
      backgroundColor: PALETTE.parchment,
      borderTop: `10px solid ${PALETTE.gold}`,
    },
    header(content),
    el('div', { display: 'flex', flexGrow: 1, flexDirection: 'column', justifyContent: 'center' }, body),
  );
}
