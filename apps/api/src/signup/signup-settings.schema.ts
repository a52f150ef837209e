import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SIGNUP_SETTINGS_KEY = 'signup';

/** The sign-up settings: one document of the shared `settings` collection, under key 'signup'. */
@Schema({ collection: 'settings', timestamps: true })
export class SignupSettingsRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: false })
  require_approval: boolean;
}

export const SignupSettingsSchema = SchemaFactory.createForClass(SignupSettingsRecord);
