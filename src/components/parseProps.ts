/**
 * Parses an island's props with its zod schema. Bad props => null and a console warning naming
 * the island and the first problems; the island then renders nothing (mount.ts keeps the server
 * fallback for a bad envelope).
 */
import type { z } from 'zod';

export function parseProps<S extends z.ZodTypeAny>(island: string, schema: S, props: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(props);
  if (parsed.success) return parsed.data as z.infer<S>;
  console.warn(`[kabelshop] island "${island}" got invalid props`, parsed.error.issues.slice(0, 5));
  return null;
}
