import { chooseLanguage, type Language, supportedLanguage } from '@cardology/contract/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';

/**
 * The reader's stored language, English when unset or unknown: for what runs without a browser (reminders,
 * e-mails, the calendar feed, share pictures). A request from the browser has `request.language`.
 */
export async function readerLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return chooseLanguage({ profile: row?.language });
}

/** The language a stored value names, or null (nothing chosen, or a code no longer supported). */
export function storedLanguage(value: string | null | undefined): Language | null {
  return supportedLanguage(value);
}

/** Stores the reader's language (already read by the contract: a supported code or null). */
export async function setReaderLanguage(db: Db, userId: string, language: Language | null): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
}
