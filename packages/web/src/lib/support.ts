/** Where premium-access requests are e-mailed. Set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@cardology.app';
