import { Types } from 'mongoose';
/**
 * The owner of the platform's own domain: no user has this id (ObjectIds made by the driver
 * start with a time stamp, never zero), so no customer's scope ever reaches the record.
 */
export const PLATFORM_OWNER_ID = new Types.ObjectId('000000000000000000000000');
//# sourceMappingURL=platform-owner.js.map