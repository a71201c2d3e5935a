import type { Catalog } from '../en';

export const assistant: Catalog['assistant'] = {};
