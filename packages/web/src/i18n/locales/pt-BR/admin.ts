import type { Catalog } from '../en';

export const admin: Catalog['admin'] = {};
