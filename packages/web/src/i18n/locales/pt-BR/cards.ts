import type { Catalog } from '../en';

export const cards: Catalog['cards'] = {};
