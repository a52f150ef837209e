import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/** What a delivery log entry records: an attempt by its number, or the queue's give-up. */
export type DeliveryLogOccasion = number | 'given-up';

/**
 * The _id of a delivery log entry, derived from (delivery, occasion, recipient): writing an
 * attempt's entries again after a crash or a repeated report adds nothing twice, and whoever
 * knows a delivery can tell by `_id` whether it was ever attempted (AcceptanceRecovery).
 */
export function deliveryLogEntryId(deliveryId: Types.ObjectId, occasion: DeliveryLogOccasion, address: string): Types.ObjectId {
  const key = `${deliveryId.toString()}:${occasion}:${address.toLowerCase()}`;
  return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}
