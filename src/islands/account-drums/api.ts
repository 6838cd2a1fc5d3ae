/**
 * Drum account calls (issue 14): GET kabelshop/v1/user/drums and
 * POST kabelshop/v1/user/drums/{id}/collect. Both answer the whole account (shape:
 * plugins/kabelshop-core/src/Rest/Routes/V1/UserDrums.php, one drum: plugins/kabelshop-core/src/Rest/Schemas/V1/DrumSchema.php).
 */
import { z } from 'zod';
import { api } from '../../lib/api';

export const drumSchema = z.object({
  id: z.number().int().positive(),
  order_number: z.string(),
  order_url: z.string(),
  article_code: z.string(),
  drum_type: z.string(),
  drum_label: z.string(),
  deposit_cents: z.number().int().nonnegative(),
  deposit_demo: z.boolean(),
  since: z.string(),
  status: z.enum(['held', 'collect_requested', 'returned']),
  status_label: z.string(),
  can_request: z.boolean(),
  collect_requested_at: z.string().nullable(),
  collect_note: z.string(),
  pickup_address: z.string(),
  returned_on: z.string().nullable(),
  credited_cents: z.number().int().nonnegative(),
});

export type Drum = z.infer<typeof drumSchema>;

export const addressSchema = z.object({ id: z.number().int().nonnegative(), label: z.string() });

export type PickupAddress = z.infer<typeof addressSchema>;

export const accountSchema = z.object({
  drums: z.array(drumSchema),
  held_deposit_cents: z.number().int().nonnegative(),
  pickup_addresses: z.array(addressSchema),
});

export type DrumAccount = z.infer<typeof accountSchema>;

/** Asks staff to collect a drum; address_id left out when no address was chosen. */
export async function requestCollect(id: number, note: string, addressId: number | null): Promise<DrumAccount> {
  const body: { note: string; address_id?: number } = { note };
  if (addressId !== null) body.address_id = addressId;
  const response = await api.post<unknown>(`user/drums/${id}/collect`, body);
  return accountSchema.parse(response.data);
}
