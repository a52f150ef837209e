import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { UserRecord, type UserDocument } from '../users/user.schema.js';

/** Looks users up for the records that belong to one (user plans, domains), which show the owner's e-mail. */
@Injectable()
export class UserDirectory {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

  findById(id: string | Types.ObjectId): Promise<UserDocument | null> {
    return this.users.findById(id).exec();
  }

  /**
   * E-mail per user id (as a string) for a page of records, one lookup by _id per distinct
   * owner: the embedded database answers `_id: {$in: [...]}` by reading every user.
   */
  async emailsById(ids: Array<string | Types.ObjectId>): Promise<Map<string, string>> {
    const distinct = [...new Set(ids.map(String))];
    const users = await Promise.all(distinct.map((id) => this.users.findById(id, { email: 1 }).lean().exec()));
    return new Map(users.filter((user) => user !== null).map((user) => [user._id.toString(), user.email]));
  }

}
