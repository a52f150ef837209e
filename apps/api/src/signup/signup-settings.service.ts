import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SignupSettings } from '@platform/contracts';
import { SIGNUP_SETTINGS_KEY, SignupSettingsRecord } from './signup-settings.schema.js';

@Injectable()
export class SignupSettingsService {
  constructor(@InjectModel(SignupSettingsRecord.name) private readonly settings: Model<SignupSettingsRecord>) {}

  /** Until an admin saves them: no approval needed. */
  async get(): Promise<SignupSettings> {
    const stored = await this.settings.findOne({ key: SIGNUP_SETTINGS_KEY }).lean().exec();
    return { require_approval: stored?.require_approval ?? false };
  }

  async update(input: SignupSettings): Promise<SignupSettings> {
    const saved = await this.settings
      .findOneAndUpdate({ key: SIGNUP_SETTINGS_KEY }, { $set: { require_approval: input.require_approval } }, { upsert: true, returnDocument: 'after' })
      .lean()
      .exec();
    return { require_approval: saved?.require_approval ?? input.require_approval };
  }
}
