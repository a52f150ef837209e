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

  /** E-mail per user id (as a string), in one query for a whole page of records. */
  async emailsById(ids: Array<string | Types.ObjectId>): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.find({ _id: { $in: ids } }, { email: 1 }).lean().exec();
    return new Map(users.map((user) => [user._id.toString(), user.email]));
  }

  /** Ids of the users whose e-mail matches, for filtering other records by their owner's e-mail. */
  async idsWithEmailMatching(pattern: RegExp): Promise<Types.ObjectId[]> {
    const users = await this.users.find({ email: pattern }, { _id: 1 }).lean().exec();
    return users.map((user) => user._id);
  }
}
