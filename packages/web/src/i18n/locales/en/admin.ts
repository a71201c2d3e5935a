// The admin console (features/admin; pages admin-*).
export const admin = {} as const;
