// Every refusal's body (docs/api.md, "Errors"), apart from the messages so that importing a message never pulls zod
// into the web's bundle.
import { z } from 'zod';

/** `{ error }`, in the request's language. */
export const errorBody = z.object({ error: z.string() });
